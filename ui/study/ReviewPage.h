#pragma once

#include "study/StudyPage.h"

class QLabel;

namespace gpui {

class QuestionPanel;
class StudyProgressStore;

// The review deck: missed questions come back on the days SM-2 schedules them.
class ReviewPage : public StudyPage {
    Q_OBJECT
public:
    ReviewPage(StudyProgressStore* store, QWidget* parent = nullptr);

    QuestionPanel* panel() const { return panel_; }
    void next();

    void keyNumber(int n) override;
    void keyEnter() override;
    void activated() override;

private:
    StudyProgressStore* store_;
    QuestionPanel* panel_;
    QLabel* status_;
};

} // namespace gpui
