#pragma once

#include "study/Progress.h"
#include "study/Question.h"

#include <QString>

namespace gpui {

// The study progress kept between sessions (exam scores and the review deck), in the user's data folder. A broken
// file is set aside as .broken rather than lost.
class StudyProgressStore {
public:
    StudyProgressStore(); // reads the saved progress

    gp::StudyProgress& progress() { return progress_; }
    const gp::StudyProgress& progress() const { return progress_; }
    // Writes the progress atomically.
    void save() const;

    static QString path();
    // Today in days since 1970-01-01, as the review deck counts.
    static long today();

    // The questions studied: the bank of the graphs in use (the built-in ones until setGraphs()), made again when
    // the graphs change.
    const gp::QuestionBank& questions() const { return bank_; }
    void setGraphs(const gp::GraphLibrary& graphs);

private:
    gp::StudyProgress progress_;
    gp::QuestionBank bank_ = gp::builtinQuestions();
};

} // namespace gpui
