#pragma once

namespace gp {

// A card of the review deck, scheduled by SM-2 (Wozniak 1990): intervals of 1 day, then 6 days, then the last
// interval x EF; EF' = EF + (0.1 - (5 - q)(0.08 + (5 - q) 0.02)), from 2.5 and never below 1.3; a grade q < 3
// restarts the intervals.
struct Sm2Card {
    double easiness = 2.5;
    int repetitions = 0;
    int intervalDays = 0;
};

// Grades the card with q in 0..5 (clamped) and returns it rescheduled.
Sm2Card review(Sm2Card card, int quality);

} // namespace gp
