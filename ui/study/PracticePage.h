#pragma once

#include "study/Question.h"
#include "study/StudyPage.h"

#include <vector>

class QLabel;

namespace gpui {

class QuestionPanel;
class StudyProgressStore;

// Practice: one question after another with instant feedback and the decision path; a missed question joins the
// review deck.
class PracticePage : public StudyPage {
    Q_OBJECT
public:
    PracticePage(StudyProgressStore* store, QWidget* parent = nullptr);

    QuestionPanel* panel() const { return panel_; }
    void next();

    // What a language switch carries over.
    struct State {
        std::vector<gp::Question> queue;
        std::size_t index = 0;
        int right = 0;
        int done = 0;
    };
    State state() const { return {queue_, index_, right_, done_}; }
    void restore(const State& state);

    void keyNumber(int n) override;
    void keyEnter() override;

private:
    void showScore();

    StudyProgressStore* store_;
    QuestionPanel* panel_;
    QLabel* score_;
    std::vector<gp::Question> queue_;
    std::size_t index_ = 0;
    int right_ = 0;
    int done_ = 0;
};

} // namespace gpui
