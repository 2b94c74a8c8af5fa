#pragma once

#include "study/Progress.h"
#include "study/Question.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gp {

// One timed exam, without any user interface: the questions, one response per question, the clock, and the
// scoring by topic. No feedback is given until the exam is finished; a question without a response counts as
// missed, and so does every question not reached when the time is up. A session is a value: copying it keeps an
// exam across a rebuild of the window.
class ExamSession {
public:
    ExamSession() = default; // no exam
    ExamSession(std::vector<Question> questions, int seconds);
    // count questions from the bank (drawQuestions) with minutes on the clock.
    static ExamSession draw(int count, int minutes, std::uint64_t seed);

    bool running() const { return !questions_.empty() && !finished_; }
    bool finished() const { return finished_; }
    std::size_t size() const { return questions_.size(); }
    std::size_t index() const { return index_; }
    const std::vector<Question>& questions() const { return questions_; }
    const Question& current() const { return questions_.at(index_); }
    int secondsLeft() const { return secondsLeft_; }

    // Takes seconds off the clock; at zero the exam finishes. Returns whether it still runs.
    bool tick(int seconds = 1);
    // The response to the current question: a choice id, or a number written with '.' as the decimal point. A
    // later response replaces an earlier one. Ignored once the exam is finished.
    void respond(const std::string& response);
    bool answered() const { return running() && responses_.at(index_).has_value(); }
    // The current question's response, if any.
    std::optional<std::string> response() const
    {
        return running() ? responses_.at(index_) : std::nullopt;
    }
    // Takes the current question's response back: it counts as not answered again. Ignored once finished.
    void clearResponse();
    // Goes to the next question; after the last one the exam finishes.
    void next();
    void finish();

    // Each question with the response given (none: not answered) and whether it was right.
    struct Outcome {
        const Question* question;
        std::optional<std::string> response;
        bool correct;
    };
    std::vector<Outcome> outcomes() const;
    // The score, by topic, and the questions missed, for the study progress.
    ExamResult result(std::string date) const;

private:
    std::vector<Question> questions_;
    std::vector<std::optional<std::string>> responses_;
    std::size_t index_ = 0;
    int secondsLeft_ = 0;
    bool finished_ = false;
};

} // namespace gp
