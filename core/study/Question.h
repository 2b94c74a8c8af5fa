#pragma once

#include "i18n/Text.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gp {

// One exam-style question, generated from a decision graph or the goodput model.
struct QuestionChoice {
    std::string id;   // "a", "b", ...
    Text text;
};

struct Question {
    std::string id;     // stable across runs: what progress and the review deck refer to
    std::string topic;  // a graph id, "techniques", "runtime-formula" or "scale"
    Text text;
    std::vector<QuestionChoice> choices; // empty for a numeric question
    std::string answer;                  // the correct choice id
    std::optional<double> numericAnswer; // for numeric questions
    double tolerance = 0;                // accepted distance from numericAnswer
    // The places the answer is written with. 0 for a count (accelerators, replicas): its answer is a whole number,
    // written as one ("5"), and any response that rounds to it is right (its tolerance is under a half).
    int decimals = 2;
    std::string unit;                    // of the numeric answer, e.g. "%"
    Text explanation;
    std::string graph;                   // the graph the question's path runs through, if any
    std::vector<std::string> path;       // choice ids from the graph's start

    bool numeric() const { return numericAnswer.has_value(); }
    // Whether a response is right: a choice id, or a number written with "." as the decimal point.
    bool isCorrect(const std::string& response) const;
};

// Every question the bank can generate, in a fixed order; generated once.
const std::vector<Question>& allQuestions();

// The question with this id, or nullptr.
const Question* findQuestion(const std::string& id);

// count questions drawn from the bank without repeats, the same for the same seed, every topic represented when
// count allows. count is clamped to the bank's size.
std::vector<Question> drawQuestions(int count, std::uint64_t seed);

} // namespace gp
