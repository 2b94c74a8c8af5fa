#pragma once

#include "decision/GraphLibrary.h"
#include "i18n/Text.h"

#include <cstdint>
#include <memory>
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

// The questions generated from a library of decision graphs (the built-in flows and the graphs of its packs) and
// from the goodput model, in a fixed order. Built from the library it is given, and kept by whoever holds it: no
// bank is cached for the process. Copies share the questions.
class QuestionBank {
public:
    explicit QuestionBank(const GraphLibrary& graphs);

    const std::vector<Question>& all() const { return *questions_; }
    // The question with this id, or nullptr.
    const Question* find(const std::string& id) const;
    // count questions drawn without repeats, the same for the same seed, every topic represented when count allows.
    // count is clamped to the bank's size.
    std::vector<Question> draw(int count, std::uint64_t seed) const;
    const GraphLibrary& graphs() const { return graphs_; }
    // Whether the bank was built from (a copy of) `graphs`.
    bool builtFrom(const GraphLibrary& graphs) const { return graphs_.sameAs(graphs); }

private:
    GraphLibrary graphs_;
    std::shared_ptr<const std::vector<Question>> questions_;
};

// The bank of the built-in graphs alone: a constant, made on first use.
const QuestionBank& builtinQuestions();
// Its questions, one of them by id, and a draw from it (QuestionBank).
const std::vector<Question>& allQuestions();
const Question* findQuestion(const std::string& id);
std::vector<Question> drawQuestions(int count, std::uint64_t seed);

} // namespace gp
