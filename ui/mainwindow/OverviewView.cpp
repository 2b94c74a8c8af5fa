#include "mainwindow/OverviewView.h"

#include "common/ErrorBanner.h"
#include "common/Format.h"
#include "common/Names.h"
#include "common/ServingText.h"
#include "common/ViewRefresh.h"
#include "document/PlanDocument.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpui {
namespace {

QTableWidget* makeTable(const QStringList& headers, QWidget* parent)
{
    auto* t = new QTableWidget(0, static_cast<int>(headers.size()), parent);
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->hide();
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    t->setAlternatingRowColors(true);
    t->setTabKeyNavigation(false); // Tab leaves the table; arrows move within it
    return t;
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

    auto* tables = new QHBoxLayout;
    tables->addWidget(buckets_, 3);
    tables->addWidget(inputs_, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title_);
    layout->addWidget(headline_);
    layout->addWidget(factors_);
    layout->addWidget(error_);
    layout->addWidget(warnings_);
    layout->addLayout(tables, 1);
    warnings_->setTextFormat(Qt::PlainText);
    warnings_->setWordWrap(true);
    warnings_->setAccessibleName(tr("Warnings"));
    warnings_->setStyleSheet(QStringLiteral("color: #1a1a1a; background: #ffe08a; padding: 6px; border-radius: 4px;"));
    warnings_->hide();

    // The title falls back to the file's name.
    connect(document_, &PlanDocument::fileChanged, refresh_, &ViewRefresh::invalidate);
}

void OverviewView::refresh()
{
    const gp::Plan& plan = document_->plan();
    // A plan that is neither named nor saved says what its figures are: defaults, not the customer's.
    title_->setText(!plan.title.empty()               ? QString::fromStdString(plan.title)
                    : document_->filePath().isEmpty() ? tr("%1: the inputs are illustrative defaults until you set them")
                                                            .arg(document_->displayName())
                                                      : document_->displayName());
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
    buckets_->setColumnCount(3);
    buckets_->setHorizontalHeaderLabels({tr("Where the window goes"), tr("Hours"), tr("Share")});
    buckets_->setAccessibleName(tr("Badput breakdown"));
    const gp::GoodputEvaluation& g = ev->goodput;
    headline_->setText(tr("ML Productivity Goodput %1").arg(percent(g.mlProductivity)));
    factors_->setText(tr("Scheduling %1  ×  Runtime %2  ×  Program (MFU) %3   ·   %4 interruptions expected in %5")
                          .arg(percent(g.scheduling), percent(g.runtime), percent(g.program),
                               number(g.interruptions, 1), duration(plan.goodput.window)));

    const gp::Badput& b = g.hours;
    const double w = ev->parameters.window;
    const QList<QPair<QString, double>> rows{
        {tr("Waiting for capacity"), b.waiting},
        {tr("Rescheduling"), b.reschedule},
        {tr("Resuming"), b.resume},
        {tr("Progress lost since the last checkpoint"), b.lost},
        {tr("Saving checkpoints"), b.saves},
        {tr("Program inefficiency (peak not extracted)"), b.program},
        {tr("Goodput (productive time at peak)"), b.goodput},
    };
    buckets_->setRowCount(static_cast<int>(rows.size()));
    for (int r = 0; r < rows.size(); ++r)
        setRow(buckets_, r, {rows[r].first, number(rows[r].second, 1), percent(rows[r].second / w)});

    const gp::GoodputInputs& in = plan.goodput;
    fillPairs(inputs_, {
        {tr("Nodes × accelerators per node"), tr("%1 × %2").arg(in.nodes).arg(in.acceleratorsPerNode)},
        {tr("Evaluation window"), duration(in.window)},
        {tr("Unwarned failures per node-day"), number(in.unwarnedPerNodeDay, 3)},
        {tr("Warned interruptions per node-day"), number(in.warnedPerNodeDay, 3)},
        {tr("Checkpoint interval"), duration(in.checkpointInterval)},
        {tr("Checkpoint save cost"), duration(in.checkpointSave)},
        {tr("Reschedule time"), duration(in.hotSpares > 0 ? in.spareSwap : in.reschedule)},
        {tr("Resume time"), duration(gp::Duration::hours(ev->parameters.resume))},
        {tr("Young / Daly interval"),
         tr("%1 / %2").arg(durationHours(ev->checkpoint.young), durationHours(ev->checkpoint.daly))},
        {tr("MFU"), percent(in.mfu)},
    });
    buckets_->resizeColumnsToContents();
    buckets_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
}

void OverviewView::showServing(const gp::Plan& plan, const gp::Evaluation& ev)
{
    // What a serving customer asks first: what it costs per token and in a month, on what, and why that.
    if (ev.served)
        headline_->setText(tr("%1 per million tokens · %2 a month")
                               .arg(money(ev.served->costPerMillionTokens), money(ev.served->pricePerMonth)));
    else
        headline_->setText(tr("No accelerator serves this plan"));
    factors_->setText(ServingText::servedSummary(ev) + QLatin1Char('\n') + ServingText::recommendation(ev));
    buckets_->setColumnCount(2);
    buckets_->setHorizontalHeaderLabels({tr("Serving"), tr("Value")});
    buckets_->setAccessibleName(tr("Serving figures"));
    fillPairs(buckets_, ServingText::figures(ev));
    fillPairs(inputs_, ServingText::inputs(plan));
    buckets_->resizeColumnsToContents();
    buckets_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
}

} // namespace gpui
