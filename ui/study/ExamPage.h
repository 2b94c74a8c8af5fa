#pragma once

#include "study/ExamSession.h"
#include "study/StudyPage.h"

#include <QTimer>

class QLabel;
class QPlainTextEdit;
class QSpinBox;
class QStackedWidget;
class QTableWidget;

namespace gpui {

class QuestionPanel;
class StudyProgressStore;

// A timed exam: its setup, the questions without feedback, and the report, scored by topic, with every missed
// question, the answer given and the explanation. The exam itself is a gp::ExamSession; this page shows it.
class ExamPage : public StudyPage {
    Q_OBJECT
public:
    ExamPage(StudyProgressStore* store, QWidget* parent = nullptr);

    QuestionPanel* panel() const { return panel_; }
    // The exam as it stands, the current question's shown answer in it (what a language switch carries over).
    gp::ExamSession session() const;
    bool running() const { return exam_.running(); }

    void start(int count, int minutes, std::uint64_t seed);
    // Takes the answer the question shows and goes on; after the last question, finishes, asking first when some
    // question has no answer.
    void next();
    // The End Exam button: takes the answer shown and goes to the report, asking first when some question has no
    // answer.
    void end();
    // Ends the exam now, as the clock does: the answer shown is taken, what was not answered counts as missed.
    void finish();
    // Goes on with an exam carried over a language switch, at the same question with the time it had left.
    void resume(const gp::ExamSession& exam);

    bool exportCsv(const QString& path) const;
    bool exportPdf(const QString& path) const;

    void keyNumber(int n) override;
    void keyEnter() override;

private:
    void showQuestion();
    // The current question's response is the one it shows when it is left: a choice checked, the number in the
    // field (recorded by Enter or not); none if the field holds no number.
    static void keepShown(gp::ExamSession& exam, const QuestionPanel& panel);
    // Whether to end with the questions still unanswered: true when there are none, or when the user says so.
    bool confirmEnd();
    void showStatus();
    void showReport(const gp::ExamResult& result);

    StudyProgressStore* store_;
    gp::ExamSession exam_;
    QStackedWidget* stack_;
    QWidget* setup_;
    QWidget* questions_;
    QWidget* report_;
    QSpinBox* count_;
    QSpinBox* minutes_;
    QuestionPanel* panel_;
    QLabel* status_;
    QLabel* score_;
    QTableWidget* topics_;
    QPlainTextEdit* missed_;
    QTimer timer_;
    gp::ExamResult last_;
};

} // namespace gpui
