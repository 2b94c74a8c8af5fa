#pragma once

#include "study/ExamSession.h"
#include "study/PracticePage.h"
#include "study/Progress.h"

#include <QWidget>

#include <memory>

class QTabWidget;

namespace gpui {

class ExamPage;
class ProgressPage;
class QuestionPanel;
class ReviewPage;
class StudyPage;
class StudyProgressStore;

// Study mode, as four pages: practice with instant feedback and the decision path; timed exams scored by topic; a
// review deck of missed questions scheduled by SM-2; and progress over time. Number keys answer, Enter goes on:
// the view hands both to the page in view.
class StudyView : public QWidget {
    Q_OBJECT
public:
    enum class Page { Practice, Exam, Review, Progress };

    explicit StudyView(QWidget* parent = nullptr);
    ~StudyView() override;
    // The graphs the questions are drawn from (the document's): the built-in ones until given.
    void setGraphs(const gp::GraphLibrary& graphs);

    // What a session holds beyond the saved progress: the page in view, the practice queue and score, and a
    // running exam. The main window carries it across a rebuild (a language switch), so no answer or exam time is
    // lost.
    struct Session {
        Page page = Page::Practice;
        PracticePage::State practice;
        gp::ExamSession exam;
    };
    Session session() const;
    void restore(const Session& session);

    void showPage(Page page);
    Page currentPage() const;
    QTabWidget* tabs() const { return tabs_; }
    QuestionPanel* practice() const;
    QuestionPanel* exam() const;
    QuestionPanel* review() const;
    const gp::StudyProgress& progress() const;

    void nextPractice();
    void startExam(int count, int minutes, std::uint64_t seed);
    void nextExamQuestion();
    void finishExam();
    bool examRunning() const;
    bool exportExamCsv(const QString& path) const;
    bool exportExamPdf(const QString& path) const;
    void nextReview();

    static QString progressPath();
    static long today();

private:
    StudyPage* page(Page page) const;

    std::unique_ptr<StudyProgressStore> store_;
    QTabWidget* tabs_;
    PracticePage* practice_;
    ExamPage* exam_;
    ReviewPage* review_;
    ProgressPage* progress_;
};

} // namespace gpui
