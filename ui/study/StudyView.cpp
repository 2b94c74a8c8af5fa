#include "study/StudyView.h"

#include "study/ExamPage.h"
#include "study/ProgressPage.h"
#include "study/QuestionPanel.h"
#include "study/ReviewPage.h"
#include "study/StudyProgressStore.h"

#include <QShortcut>
#include <QTabWidget>
#include <QVBoxLayout>

namespace gpui {

StudyView::StudyView(QWidget* parent)
    : QWidget(parent)
    , store_(std::make_unique<StudyProgressStore>())
    , tabs_(new QTabWidget(this))
    , practice_(new PracticePage(store_.get(), tabs_))
    , exam_(new ExamPage(store_.get(), tabs_))
    , review_(new ReviewPage(store_.get(), tabs_))
    , progress_(new ProgressPage(store_.get(), tabs_))
{
    setAccessibleName(tr("Study"));
    tabs_->addTab(practice_, tr("Practice"));
    tabs_->addTab(exam_, tr("Exam"));
    tabs_->addTab(review_, tr("Review"));
    tabs_->addTab(progress_, tr("Progress"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tabs_);

    auto current = [this] { return qobject_cast<StudyPage*>(tabs_->currentWidget()); };
    for (int n = 1; n <= 9; ++n) {
        auto* s = new QShortcut(QKeySequence(Qt::Key_0 + n), this);
        s->setContext(Qt::WidgetWithChildrenShortcut);
        connect(s, &QShortcut::activated, this, [current, n] {
            if (StudyPage* p = current())
                p->keyNumber(n);
        });
    }
    for (const QKeySequence& k : {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)}) {
        auto* s = new QShortcut(k, this);
        s->setContext(Qt::WidgetWithChildrenShortcut);
        connect(s, &QShortcut::activated, this, [current] {
            if (StudyPage* p = current())
                p->keyEnter();
        });
    }
    connect(tabs_, &QTabWidget::currentChanged, this, [current] {
        if (StudyPage* p = current())
            p->activated();
    });
}

StudyView::~StudyView() = default;

void StudyView::setGraphs(const gp::GraphLibrary& graphs)
{
    store_->setGraphs(graphs);
}

StudyPage* StudyView::page(Page p) const
{
    switch (p) {
    case Page::Practice: return practice_;
    case Page::Exam: return exam_;
    case Page::Review: return review_;
    case Page::Progress: return progress_;
    }
    return practice_;
}

void StudyView::showPage(Page p)
{
    tabs_->setCurrentWidget(page(p));
}

StudyView::Page StudyView::currentPage() const
{
    for (Page p : {Page::Practice, Page::Exam, Page::Review, Page::Progress})
        if (tabs_->currentWidget() == page(p))
            return p;
    return Page::Practice;
}

QuestionPanel* StudyView::practice() const { return practice_->panel(); }
QuestionPanel* StudyView::exam() const { return exam_->panel(); }
QuestionPanel* StudyView::review() const { return review_->panel(); }
const gp::StudyProgress& StudyView::progress() const { return store_->progress(); }

void StudyView::nextPractice() { practice_->next(); }
void StudyView::startExam(int count, int minutes, std::uint64_t seed) { exam_->start(count, minutes, seed); }
void StudyView::nextExamQuestion() { exam_->next(); }
void StudyView::finishExam() { exam_->finish(); }
bool StudyView::examRunning() const { return exam_->running(); }
bool StudyView::exportExamCsv(const QString& path) const { return exam_->exportCsv(path); }
bool StudyView::exportExamPdf(const QString& path) const { return exam_->exportPdf(path); }
void StudyView::nextReview() { review_->next(); }

QString StudyView::progressPath() { return StudyProgressStore::path(); }
long StudyView::today() { return StudyProgressStore::today(); }

StudyView::Session StudyView::session() const
{
    return {currentPage(), practice_->state(), exam_->session()};
}

void StudyView::restore(const Session& s)
{
    practice_->restore(s.practice);
    if (s.exam.running())
        exam_->resume(s.exam);
    showPage(s.page);
}

} // namespace gpui
