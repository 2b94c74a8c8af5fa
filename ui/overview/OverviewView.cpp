#include "overview/OverviewView.h"

#include "presenters/AnswerText.h"
#include "common/ErrorBanner.h"
#include "common/FigureTable.h"
#include "presenters/LayoutText.h"
#include "presenters/Format.h"
#include "presenters/Names.h"
#include "presenters/Content.h"
#include "common/ScrollPage.h"
#include "presenters/ServingText.h"
#include "common/ViewRefresh.h"
#include "decision/GraphLibrary.h"
#include "document/PlanDocument.h"
#include "document/PlanSearch.h"
#include "overview/FactorBars.h"
#include "overview/FigureCard.h"
#include "plan/Techniques.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QLocale>
#include <QScrollArea>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpui {
namespace {

// A table of figures that shows every cell whole: the text wraps within its column instead of being cut or
// scrolled out of sight, each row is as tall as its text, and the table is as tall as its rows, so the page
// scrolls rather than the table.
QTableWidget* makeTable(const QStringList& headers, QWidget* parent)
{
    QTableWidget* t = figureTable(headers, parent);
    t->setAlternatingRowColors(true);
    t->setWordWrap(true);
    t->setTextElideMode(Qt::ElideNone);
    t->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    t->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    t->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    const auto fitRows = [t] {
        int h = 2 * t->frameWidth() + t->horizontalHeader()->height();
        for (int r = 0; r < t->rowCount(); ++r)
            h += t->rowHeight(r);
        t->setFixedHeight(h);
    };
    QObject::connect(t->verticalHeader(), &QHeaderView::sectionResized, t, fitRows);
    QObject::connect(t->horizontalHeader(), &QHeaderView::geometriesChanged, t, fitRows);
    QObject::connect(t->model(), &QAbstractItemModel::rowsInserted, t, fitRows);
    QObject::connect(t->model(), &QAbstractItemModel::rowsRemoved, t, fitRows);
    return t;
}

// A table of names and values: two columns sharing the width, so neither crowds the other out. A table of three
// (the window's hours) gives the name column what the figures leave.
void shareColumns(QTableWidget* t)
{
    QHeaderView* h = t->horizontalHeader();
    for (int c = 0; c < t->columnCount(); ++c)
        h->setSectionResizeMode(c, t->columnCount() == 2 || c == 0 ? QHeaderView::Stretch
                                                                  : QHeaderView::ResizeToContents);
}

void setRow(QTableWidget* t, int row, const QStringList& cells)
{
    for (int c = 0; c < cells.size(); ++c) {
        auto* item = new QTableWidgetItem(cells[c]);
        if (c > 0)
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        t->setItem(row, c, item);
    }
}

void fillPairs(QTableWidget* t, const QList<QPair<QString, QString>>& rows)
{
    t->setRowCount(static_cast<int>(rows.size()));
    for (int r = 0; r < rows.size(); ++r)
        setRow(t, r, {rows[r].first, rows[r].second});
}

} // namespace

OverviewView::OverviewView(PlanDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , title_(new QLabel(this))
    , headline_(new QLabel(this))
    , factors_(new QLabel(this))
    , error_(makeErrorBanner(this))
    , warnings_(new QLabel(this))
    , buckets_(makeTable({tr("Where the window goes"), tr("Hours"), tr("Share")}, this))
    , inputs_(makeTable({tr("Input"), tr("Value")}, this))
    , bars_(new FactorBars(this))
    , techniquesHeading_(new QLabel(tr("The techniques with the largest gain"), this))
    , refresh_(new ViewRefresh(this, document, gp::PlanChange::evaluationInputs() | gp::PlanPart::Engagement,
                               [this] { refresh(); }))
{
    setAccessibleName(tr("Plan overview"));
    for (QLabel* l : {title_, headline_, factors_})
        l->setTextFormat(Qt::PlainText);
    QFont big = headline_->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    headline_->setFont(big);
    QFont titleFont = title_->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    title_->setFont(titleFont);
    title_->setWordWrap(true);
    factors_->setWordWrap(true);
    buckets_->setAccessibleName(tr("Badput breakdown"));
    inputs_->setAccessibleName(tr("Plan inputs"));
    shareColumns(buckets_);
    shareColumns(inputs_);

    // The answers: four figures, each leading to the view that explains it.
    auto* cardRow = new QHBoxLayout;
    for (int i = 0; i < 4; ++i) {
        auto* card = new FigureCard(QString(), this);
        card->setToolTip(tr("Open the Costs view"));
        connect(card, &FigureCard::clicked, this, [this] { emit openView(Explains::Costs); });
        cardRow->addWidget(card, i == 0 ? 2 : 1);
        cards_ << card;
    }
    // The recommendation card follows the plan search, which runs off the user interface's thread.
    connect(document_->search(), &PlanSearch::finished, refresh_, &ViewRefresh::invalidate);
    bars_->setAccessibleName(tr("ML Productivity Goodput and its factors"));
    bars_->setToolTip(tr("The workbench explains each factor"));
    auto* techniqueColumn = new QVBoxLayout;
    QFont bold = techniquesHeading_->font();
    bold.setBold(true);
    techniquesHeading_->setFont(bold);
    techniqueColumn->addWidget(techniquesHeading_);
    for (int i = 0; i < 3; ++i) {
        auto* card = new FigureCard(QString(), this);
        card->setToolTip(tr("Open the goodput improvement flowchart"));
        connect(card, &FigureCard::clicked, this, [this] { emit openView(Explains::Flowcharts); });
        techniqueColumn->addWidget(card);
        techniques_ << card;
    }
    techniqueColumn->addStretch(1);
    auto* barsColumn = new QVBoxLayout;
    barsHeading_ = new QLabel(tr("Where the goodput comes from"), this);
    barsHeading_->setFont(bold);
    barsColumn->addWidget(barsHeading_);
    barsColumn->addWidget(bars_);
    barsColumn->addStretch(1);
    bars_->installEventFilter(this);
    auto* middle = new QHBoxLayout;
    middle->addLayout(barsColumn, 3);
    middle->addLayout(techniqueColumn, 2);

    // Side by side on a wide page, one under the other on a narrow one (see resizeEvent).
    tables_ = new QBoxLayout(QBoxLayout::LeftToRight);
    tables_->addWidget(buckets_, 3, Qt::AlignTop);
    tables_->addWidget(inputs_, 2, Qt::AlignTop);
    // A short window scrolls the overview at its readable height.
    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(title_);
    layout->addWidget(headline_);
    layout->addWidget(factors_);
    layout->addWidget(error_);
    layout->addWidget(warnings_);
    layout->addLayout(cardRow);
    layout->addLayout(middle);
    layout->addLayout(tables_);
    layout->addStretch(1);
    fillWithScrolled(this, content);
    warnings_->setTextFormat(Qt::PlainText);
    warnings_->setWordWrap(true);
    warnings_->setAccessibleName(tr("Warnings"));
    styleAsWarning(warnings_, WarningShape::Banner);
    warnings_->hide();

    // The title falls back to the file's name.
    connect(document_, &PlanDocument::fileChanged, refresh_, &ViewRefresh::invalidate);
}

void OverviewView::refresh()
{
    const gp::Plan& plan = document_->plan();
    // A plan that is neither named nor saved says what its figures are: defaults, not the customer's.
    const QString title = !plan.title.empty()               ? QString::fromStdString(plan.title)
                          : document_->filePath().isEmpty() ? tr("%1: the inputs are illustrative defaults until you set them")
                                                                  .arg(document_->displayName())
                                                            : document_->displayName();
    // The title is the user's and may have been written for training; the heading says what the plan is for now.
    title_->setText(plan.kind == gp::PlanKind::Inference ? tr("Serving: %1").arg(title) : title);
    const auto& ev = document_->evaluation();
    error_->setVisible(!ev);
    error_->setText(document_->evaluationError());
    if (!ev) {
        headline_->setText(tr("No result: an input is invalid"));
        factors_->clear();
        warnings_->hide();
        buckets_->setRowCount(0);
        return;
    }
    QStringList warnings;
    for (const gp::Warning& w : ev->warnings)
        warnings << QStringLiteral("⚠ ") + describeWarning(w);
    warnings_->setText(warnings.join(QLatin1Char('\n')));
    warnings_->setVisible(!warnings.isEmpty());
    if (plan.kind == gp::PlanKind::Inference) {
        showServing(plan, *ev);
        return;
    }
    document_->search()->request();
    showAnswers(plan, *ev);
    buckets_->setColumnCount(3);
    buckets_->setHorizontalHeaderLabels({tr("Where the window goes"), tr("Hours"), tr("Share")});
    buckets_->setAccessibleName(tr("Badput breakdown"));
    const gp::GoodputEvaluation& g = ev->goodput;
    headline_->setText(AnswerText::headline(plan, *ev));
    factors_->setText(tr("Scheduling %1  ×  Runtime %2  ×  Program (MFU) %3   ·   %4 interruptions expected in %5")
                          .arg(percent(g.scheduling), percent(g.runtime), percent(g.program),
                               number(g.interruptions, 1), durationDative(plan.goodput.window.inHours())));

    const gp::Badput& b = g.hours;
    const double w = ev->parameters.window;
    QList<QPair<QString, double>> rows{
        {tr("Waiting for capacity"), b.waiting},
        {tr("Rescheduling"), b.reschedule},
        {tr("Resuming"), b.resume},
        {tr("Progress lost since the last checkpoint"), b.lost},
        {tr("Saving checkpoints"), b.saves},
    };
    // The buckets of section 25 where the plan has them.
    if (b.shrunk > 0.0)
        rows.append({tr("Running shrunk while a node is replaced"), b.shrunk});
    if (b.straggler > 0.0)
        rows.append({tr("Slowed by stragglers"), b.straggler});
    rows.append({tr("Program inefficiency (peak not extracted)"), b.program - b.straggler});
    rows.append({tr("Goodput (productive time at peak)"), b.goodput});
    buckets_->setRowCount(static_cast<int>(rows.size()));
    for (int r = 0; r < rows.size(); ++r)
        setRow(buckets_, r, {rows[r].first, number(rows[r].second, 1), percent(rows[r].second / w)});

    const gp::GoodputInputs& in = plan.goodput;
    QList<QPair<QString, QString>> inputs{
        {tr("Nodes × accelerators per node"), tr("%1 × %2").arg(in.nodes).arg(in.acceleratorsPerNode)},
        {tr("Evaluation window"), duration(in.window)},
        {tr("Unwarned failures per node-day"), number(in.unwarnedPerNodeDay, 3)},
        {tr("Warned interruptions per node-day"), number(in.warnedPerNodeDay, 3)},
    };
    // On Spot the preemptions are often the plan's largest loss: their rate and their wait are inputs to read.
    if (in.provisioning == gp::Provisioning::Spot)
        inputs << QPair{tr("Spot preemptions per node-day"), number(in.spotPerNodeDay, 3)}
               << QPair{tr("Reschedule after a Spot preemption"), duration(in.spotReschedule)};
    inputs << QPair{tr("Checkpoint interval"), duration(in.checkpointInterval)}
           << QPair{tr("Checkpoint save cost"), duration(in.checkpointSave)}
           // A failure that finds a hot spare is recovered by the swap, one that finds none by a reschedule.
           << (in.hotSpares > 0 ? QPair{tr("Hot spare swap time"), duration(in.spareSwap)}
                                : QPair{tr("Reschedule after a failure"), duration(in.reschedule)})
           << QPair{tr("Resume time"), duration(gp::Duration::hours(ev->parameters.resume))}
           << QPair{tr("Young / Daly interval"),
                    tr("%1 / %2").arg(optimumLike(ev->checkpoint.young, in.checkpointInterval),
                                      optimumLike(ev->checkpoint.daly, in.checkpointInterval))}
           << QPair{tr("MFU"), ev->selectedEstimate() ? LayoutText::mfu(*ev->selectedEstimate()) : percent(in.mfu)};
    fillPairs(inputs_, inputs);
    shareColumns(buckets_);
}

void OverviewView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    tables_->setDirection(width() < kStackTables ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
}

bool OverviewView::eventFilter(QObject* watched, QEvent* event)
{
    // The factor bars lead to the workbench, by mouse or by keyboard.
    if (watched == bars_ && (event->type() == QEvent::MouseButtonRelease ||
                             (event->type() == QEvent::KeyPress &&
                              (static_cast<QKeyEvent*>(event)->key() == Qt::Key_Return ||
                               static_cast<QKeyEvent*>(event)->key() == Qt::Key_Space)))) {
        emit openView(Explains::Workbench);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void OverviewView::showAnswers(const gp::Plan& plan, const gp::Evaluation& ev)
{
    const gp::GoodputEvaluation& g = ev.goodput;
    bars_->setBars({{tr("Scheduling"), g.scheduling, false},
                    {tr("Runtime"), g.runtime, false},
                    {tr("Program (MFU)"), g.program, false},
                    {tr("ML Productivity Goodput"), g.mlProductivity, true}});
    bars_->show();
    barsHeading_->show();
    setCards(plan, ev);
    const QList<AnswerText::Answer> top = AnswerText::techniques(ev, 3);
    techniquesHeading_->setVisible(true);
    techniquesHeading_->setText(top.empty() ? tr("No modelled technique raises this plan's goodput further")
                                            : tr("The techniques with the largest gain"));
    for (int i = 0; i < techniques_.size(); ++i) {
        FigureCard* card = techniques_[i];
        card->setVisible(i < top.size());
        if (i >= top.size())
            continue;
        card->setTitle(top[i].title);
        card->setFigure(top[i].value, top[i].detail);
    }
}

void OverviewView::setCards(const gp::Plan& plan, const gp::Evaluation& ev)
{
    const QList<AnswerText::Answer> answers = AnswerText::of(plan, ev);
    for (int i = 0; i < cards_.size() && i < answers.size(); ++i) {
        cards_[i]->setTitle(answers[i].title);
        cards_[i]->setFigure(answers[i].value, answers[i].detail);
    }
}

void OverviewView::showServing(const gp::Plan& plan, const gp::Evaluation& ev)
{
    bars_->hide();
    barsHeading_->hide();
    techniquesHeading_->hide();
    for (FigureCard* card : techniques_)
        card->hide();
    setCards(plan, ev);
    headline_->setText(AnswerText::headline(plan, ev));
    factors_->setText(ServingText::servedSummary(ev) + QLatin1Char('\n') + ServingText::recommendation(ev));
    buckets_->setColumnCount(2);
    buckets_->setHorizontalHeaderLabels({tr("Serving"), tr("Value")});
    buckets_->setAccessibleName(tr("Serving figures"));
    fillPairs(buckets_, ServingText::figures(ev));
    fillPairs(inputs_, ServingText::inputs(plan));
    shareColumns(buckets_);
}

} // namespace gpui
