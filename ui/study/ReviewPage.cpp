#include "study/ReviewPage.h"

#include "study/QuestionPanel.h"
#include "study/StudyProgressStore.h"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace gpui {

ReviewPage::ReviewPage(StudyProgressStore* store, QWidget* parent)
    : StudyPage(parent)
    , store_(store)
    , panel_(new QuestionPanel(this))
    , status_(new QLabel(this))
{
    auto* nextButton = new QPushButton(tr("Next Card (Enter)"), this);
    connect(nextButton, &QPushButton::clicked, this, &ReviewPage::next);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(status_);
    layout->addWidget(panel_, 1);
    layout->addWidget(nextButton, 0, Qt::AlignRight);
    connect(panel_, &QuestionPanel::answered, this, [this](const QString&, bool correct) {
        // SM-2 grade: 4 for a right answer, 1 for a wrong one.
        const std::string id = panel_->question().id;
        store_->progress().grade(id, correct ? 4 : 1, StudyProgressStore::today());
        store_->save();
        const auto& card = store_->progress().deck.at(id);
        status_->setText(tr("Next review of this card in %n day(s).", nullptr, card.schedule.intervalDays));
    });
}

void ReviewPage::activated()
{
    if (panel_->question().id.empty() || panel_->isAnswered())
        next();
}

void ReviewPage::next()
{
    const std::vector<std::string> due = store_->progress().due(StudyProgressStore::today());
    for (const std::string& id : due) {
        const gp::Question* q = store_->questions().find(id);
        if (!q)
            continue;
        panel_->setQuestion(*q, store_->questions().graphs(), true);
        status_->setText(tr("%n card(s) due for review today.", nullptr, static_cast<int>(due.size())));
        return;
    }
    status_->setText(tr("No card is due: missed questions from practice and exams come back here on the days "
                        "SM-2 schedules them."));
}

void ReviewPage::keyNumber(int n)
{
    panel_->answerNumber(n);
}

void ReviewPage::keyEnter()
{
    // Enter answers a typed number first, and goes on only from an answered question.
    if (!panel_->answerNumeric() && panel_->isAnswered())
        next();
}

} // namespace gpui
