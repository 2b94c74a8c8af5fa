#pragma once

#include "study/Progress.h"
#include "study/Question.h"

#include <QTimer>
#include <QWidget>

class QLabel;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTabWidget;
class QTableWidget;
class QPlainTextEdit;
class QCustomPlot;

namespace gpui {

class QuestionPanel;

// Study mode: practice with instant feedback and the decision path; timed exams scored by topic; a review deck of
// missed questions scheduled by SM-2; and progress over time. Number keys answer, Enter goes on.
class StudyView : public QWidget {
    Q_OBJECT
public:
    explicit StudyView(QWidget* parent = nullptr);

    // What a session holds beyond the saved progress: the practice queue and score, and a running exam. The main
    // window carries it across a rebuild (a language switch), so no answer or exam time is lost.
    struct Session {
        int tab = 0;
        std::vector<gp::Question> practiceQueue;
        std::size_t practiceIndex = 0;
        int practiceRight = 0;
        int practiceDone = 0;
        std::vector<gp::Question> examQuestions;
        std::vector<std::pair<std::string, bool>> examResponses;
        int examIndex = -1;
        int examSecondsLeft = 0;
    };
    Session session() const;
    void restore(const Session& session);

    QTabWidget* tabs() const { return tabs_; }
    QuestionPanel* practice() const { return practice_; }
    QuestionPanel* exam() const { return exam_; }
    const gp::StudyProgress& progress() const { return progress_; }

    void nextPractice();
    void startExam(int count, int minutes, std::uint64_t seed);
    void nextExamQuestion();
    void finishExam();
    bool examRunning() const { return examIndex_ >= 0; }
    bool exportExamCsv(const QString& path) const;
    bool exportExamPdf(const QString& path) const;
    void nextReview();

    static QString progressPath();
    static long today();

private:
    void keyNumber(int n);
    void keyEnter();
    void saveProgress();
    void showPracticeScore();
    void showExamStatus();
    void refreshProgress();

    QTabWidget* tabs_;
    gp::StudyProgress progress_;
    // Practice
    QuestionPanel* practice_;
    QLabel* practiceScore_;
    std::vector<gp::Question> practiceQueue_;
    std::size_t practiceIndex_ = 0;
    int practiceRight_ = 0;
    int practiceDone_ = 0;
    // Exam
    QStackedWidget* examStack_;
    QSpinBox* examCount_;
    QSpinBox* examMinutes_;
    QuestionPanel* exam_;
    QLabel* examStatus_;
    QLabel* examScore_;
    QTableWidget* examTopics_;
    QPlainTextEdit* examMissed_;
    QTimer examTimer_;
    int examSecondsLeft_ = 0;
    int examIndex_ = -1;
    bool examLastCorrect_ = false;
    std::vector<gp::Question> examQuestions_;
    std::vector<std::pair<std::string, bool>> examResponses_;
    gp::ExamResult lastExam_;
    // Review
    QuestionPanel* review_;
    QLabel* reviewStatus_;
    std::vector<std::string> reviewDue_;
    // Progress
    QCustomPlot* progressPlot_;
    QTableWidget* progressTable_;
};

} // namespace gpui
