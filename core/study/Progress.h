#pragma once

#include "study/Sm2.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace gp {

// One finished exam.
struct ExamResult {
    std::string date; // ISO date, "2026-11-30"
    int correct = 0;
    int total = 0;
    std::map<std::string, std::pair<int, int>> byTopic; // topic -> (correct, total)
    std::vector<std::string> missed;                    // question ids
};

// A card of the review deck: a missed question and when it is due, in days since 1970-01-01.
struct DeckCard {
    Sm2Card schedule;
    long due = 0;
};

// A user's study progress: exam history and the review deck. Saved as JSON in the application data folder.
struct StudyProgress {
    std::vector<ExamResult> exams;
    std::map<std::string, DeckCard> deck; // question id -> card

    // Adds a missed question to the deck, due today (a card already there is left as it is).
    void addMissed(const std::string& questionId, long today);
    // Grades a review (q in 0..5) and schedules the card's next day.
    void grade(const std::string& questionId, int quality, long today);
    std::vector<std::string> due(long today) const;
};

std::string progressToText(const StudyProgress& p);
// Throws gp::Error for a broken file.
StudyProgress progressFromText(std::string_view text, const std::string& source);

} // namespace gp
