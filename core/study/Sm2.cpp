#include "study/Sm2.h"

#include <algorithm>
#include <cmath>

namespace gp {

Sm2Card review(Sm2Card card, int quality)
{
    const int q = std::clamp(quality, 0, 5);
    if (q < 3) {
        card.repetitions = 0;
        card.intervalDays = 1;
    } else {
        ++card.repetitions;
        if (card.repetitions == 1)
            card.intervalDays = 1;
        else if (card.repetitions == 2)
            card.intervalDays = 6;
        else
            card.intervalDays = static_cast<int>(std::lround(card.intervalDays * card.easiness));
    }
    const double d = 5 - q;
    card.easiness = std::max(1.3, card.easiness + (0.1 - d * (0.08 + d * 0.02)));
    return card;
}

} // namespace gp
