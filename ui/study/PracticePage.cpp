#include "study/PracticePage.h"

#include "study/QuestionPanel.h"
#include "study/StudyProgressStore.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QVBoxLayout>

namespace gpui {

PracticePage::PracticePage(StudyProgressStore* store, QWidget* parent)
    : StudyPage(parent)
    , store_(store)
    , panel_(new QuestionPanel(this))
    , score_(new QLabel(this))
{
    auto* nextButton = new QPushButton(tr("Next Question (Enter)"), this);
    connect(nextButton, &QPushButton::clicked, this, &PracticePage::next);
    auto* bar = new QHBoxLayout;
    bar->addWidget(score_, 1);
    bar->addWidget(nextButton);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(panel_, 1);
    layout->addLayout(bar);
    connect(panel_, &QuestionPanel::answered, this, [this](const QString&, bool correct) {
        ++done_;
        right_ += correct ? 1 : 0;
        if (!correct) {
            store_->progress().addMissed(panel_->question().id, StudyProgressStore::today());
            store_->save();
        }
        showScore();
    });
    queue_ = store_->questions().draw(100000, QRandomGenerator::global()->generate64());
    next();
}

void PracticePage::next()
{
    if (queue_.empty())
        return;
    panel_->setQuestion(queue_[index_ % queue_.size()], store_->questions().graphs(), true);
    ++index_;
}

void PracticePage::restore(const State& s)
{
    queue_ = s.queue;
    index_ = s.index > 0 ? s.index - 1 : 0; // next() shows it and moves on again
    right_ = s.right;
    done_ = s.done;
    next();
    if (done_ > 0)
        showScore();
}

void PracticePage::keyNumber(int n)
{
    panel_->answerNumber(n);
}

void PracticePage::keyEnter()
{
    // Enter answers a typed number first, and goes on only from an answered question.
    if (!panel_->answerNumeric() && panel_->isAnswered())
        next();
}

void PracticePage::showScore()
{
    score_->setText(tr("%1 of %2 right this session").arg(right_).arg(done_));
}

} // namespace gpui
