#include "costs/PlanSearchDialog.h"
#include "common/FigureTable.h"

#include "presenters/Format.h"
#include "charts/PlotPalette.h"
#include "presenters/SearchText.h"

#include <qcustomplot.h>

#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gpui {
namespace {

QTableWidget* makeTable(const QStringList& headers, QWidget* parent)
{
    QTableWidget* t = figureTable(headers, parent);
    t->setWordWrap(true);
    t->setTextElideMode(Qt::ElideNone);
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setStretchLastSection(true);
    t->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return t;
}

void setRow(QTableWidget* t, int row, const QStringList& cells)
{
    for (int c = 0; c < cells.size(); ++c)
        t->setItem(row, c, new QTableWidgetItem(cells[c]));
}

QString p90(const gp::Candidate& c)
{
    return c.risk ? number(c.risk->wallHoursP90 / 24.0, 1) : QStringLiteral("–");
}

QString likely(const gp::Candidate& c)
{
    return c.risk ? percent(c.risk->probability, 0) : QStringLiteral("–");
}

} // namespace

PlanSearchDialog::PlanSearchDialog(QWidget* parent)
    : QDialog(parent)
    , plot_(new QCustomPlot(this))
    , choice_(new QLabel(this))
    , summary_(new QLabel(this))
    , top_(makeTable({tr("Configuration"), tr("Cost"), tr("Days"), tr("Days (p90)"), tr("Likely in time")}, this))
    , runnersUp_(makeTable({tr("Accelerator"), tr("Lost on"), tr("Why")}, this))
    , apply_(new QPushButton(tr("Apply This"), this))
    , scenario_(new QPushButton(tr("Add as Scenario"), this))
    , splitter_(new QSplitter(Qt::Vertical, this))
    , tabs_(new QTabWidget(this))
{
    setWindowTitle(tr("Find the Plan"));
    setAccessibleName(tr("Find the plan"));
    plot_->setAccessibleName(tr("Cost against wall days at the 90th percentile"));
    plot_->xAxis->setLabel(tr("Wall days at the 90th percentile"));
    plot_->yAxis->setLabel(tr("Cost of the run (thousand $)"));
    plot_->setInteraction(QCP::iSelectPlottables, true);
    applyPlotPalette(plot_, palette());
    // The legend in a row under the chart, where it hides no point: your plan, slow and dear, sits in the corner an
    // inset legend takes.
    auto* legendRow = new QCPLayoutGrid;
    plot_->plotLayout()->addElement(1, 0, legendRow);
    legendRow->setMargins(QMargins(5, 0, 5, 5));
    legendRow->addElement(0, 0, plot_->legend);
    plot_->legend->setFillOrder(QCPLegend::foColumnsFirst);
    plot_->plotLayout()->setRowStretchFactor(1, 0.001);
    for (QLabel* l : {choice_, summary_}) {
        l->setWordWrap(true);
        l->setTextFormat(Qt::PlainText);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    choice_->setAccessibleName(tr("The point chosen"));
    top_->setAccessibleName(tr("The cheapest options"));
    runnersUp_->setAccessibleName(tr("Why each other accelerator lost"));
    // Only the front's points choose one; its data run from the fastest (the last of the front) to the cheapest.
    connect(plot_, &QCustomPlot::plottableClick, this, [this](QCPAbstractPlottable* plottable, int index, QMouseEvent*) {
        if (plottable == plot_->graph(0) && index >= 0)
            choose(static_cast<int>(front_.size()) - 1 - index);
    });
    connect(apply_, &QPushButton::clicked, this, [this] {
        if (chosen_ >= 0 && chosen_ < static_cast<int>(front_.size()))
            emit applyRequested(front_[static_cast<std::size_t>(chosen_)]);
    });
    connect(scenario_, &QPushButton::clicked, this, [this] {
        if (chosen_ >= 0 && chosen_ < static_cast<int>(front_.size()))
            emit scenarioRequested(front_[static_cast<std::size_t>(chosen_)]);
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(apply_, QDialogButtonBox::ActionRole);
    buttons->addButton(scenario_, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // The front takes the room: the tables and the search's account share the lower part as tabs, and the splitter
    // gives the chart most of the height on a short screen.
    auto* front = new QWidget(this);
    auto* frontLayout = new QVBoxLayout(front);
    frontLayout->setContentsMargins(0, 0, 0, 0);
    frontLayout->addWidget(plot_, 1);
    frontLayout->addWidget(choice_);
    auto* summaryScroll = new QScrollArea(this);
    summaryScroll->setWidget(summary_);
    summaryScroll->setWidgetResizable(true);
    summaryScroll->setFrameShape(QFrame::NoFrame);
    tabs_->addTab(top_, tr("The cheapest options that meet the goal"));
    tabs_->addTab(runnersUp_, tr("Why each other accelerator lost"));
    tabs_->addTab(summaryScroll, tr("How the search ran"));
    tabs_->setMinimumHeight(140);
    plot_->setMinimumHeight(200);
    splitter_->setChildrenCollapsible(false);
    splitter_->addWidget(front);
    splitter_->addWidget(tabs_);
    splitter_->setStretchFactor(0, 3);
    splitter_->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter_, 1);
    layout->addWidget(buttons);
    // Never taller or wider than the screen it opens on: a 1024 × 640 screen still shows the whole dialog.
    if (const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen()) {
        const QSize room = screen->availableSize() * 0.92;
        resize(std::min(900, room.width()), std::min(720, room.height()));
    }
}

void PlanSearchDialog::show(const gp::OptimizeResult& r, const gp::Evaluation& ev)
{
    catalog_ = ev.catalog();
    front_ = r.pareto;
    summary_->setText(tr("%1 configurations in the space; %2 priced with the planning model, %3 simulated for their "
                         "risk; the rest pruned (memory, the largest job, the deadline, a cost bound).")
                          .arg(QLocale().toString(static_cast<qlonglong>(r.candidates)))
                          .arg(QLocale().toString(static_cast<qlonglong>(r.evaluated)))
                          .arg(QLocale().toString(static_cast<qlonglong>(r.simulated))) +
                      QLatin1Char('\n') + SearchText::reason(r));
    plot_->clearGraphs();
    plot_->clearItems();
    // The front by its days, ascending: the reverse of its order by cost.
    QVector<double> x, y;
    for (auto it = front_.rbegin(); it != front_.rend(); ++it) {
        x << (it->risk && std::isfinite(it->risk->wallHoursP90) ? it->risk->wallHoursP90 / 24.0 : it->estimate.days);
        y << it->estimate.cost / 1000.0;
    }
    QCPGraph* front = plot_->addGraph();
    front->setName(tr("The front"));
    front->setData(x, y, true);
    front->setLineStyle(QCPGraph::lsStepLeft);
    front->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 7));
    front->setSelectable(QCP::stSingleData);
    auto mark = [&](const gp::Candidate& c, const QString& name, QCPScatterStyle::ScatterShape shape, QColor colour) {
        QCPGraph* g = plot_->addGraph();
        g->setName(name);
        g->setLineStyle(QCPGraph::lsNone);
        g->setScatterStyle(QCPScatterStyle(shape, colour, colour, 12));
        g->setSelectable(QCP::stNone);
        g->addData(c.risk && std::isfinite(c.risk->wallHoursP90) ? c.risk->wallHoursP90 / 24.0 : c.estimate.days,
                   c.estimate.cost / 1000.0);
        x << g->data()->begin()->key;
        y << g->data()->begin()->value;
    };
    if (r.recommended)
        mark(*r.recommended, tr("Recommended"), QCPScatterStyle::ssStar, QColor(0x1b, 0x9e, 0x77));
    if (r.yours && r.yours->risk && std::isfinite(r.yours->estimate.cost))
        mark(*r.yours, tr("Your plan"), QCPScatterStyle::ssDiamond, QColor(0xd9, 0x5f, 0x02));
    plot_->legend->setVisible(true);
    if (!x.isEmpty()) {
        const auto [xmin, xmax] = std::minmax_element(x.begin(), x.end());
        const auto [ymin, ymax] = std::minmax_element(y.begin(), y.end());
        const double dx = std::max(0.5, (*xmax - *xmin) * 0.08), dy = std::max(0.5, (*ymax - *ymin) * 0.08);
        plot_->xAxis->setRange(std::max(0.0, *xmin - dx), *xmax + dx);
        plot_->yAxis->setRange(std::max(0.0, *ymin - dy), *ymax + dy);
    }
    plot_->replot();

    top_->setRowCount(static_cast<int>(std::min<std::size_t>(5, r.top.size())));
    for (int i = 0; i < top_->rowCount(); ++i) {
        const gp::Candidate& c = r.top[static_cast<std::size_t>(i)];
        setRow(top_, i, {SearchText::configuration(catalog_, c), money(c.estimate.cost), number(c.estimate.days, 1), p90(c),
                         likely(c)});
    }
    runnersUp_->setRowCount(static_cast<int>(r.runnersUp.size()));
    for (int i = 0; i < runnersUp_->rowCount(); ++i) {
        const gp::RunnerUp& u = r.runnersUp[static_cast<std::size_t>(i)];
        const gp::Accelerator* a = catalog_.find(u.accelerator);
        setRow(runnersUp_, i, {a ? QString::fromStdString(a->name) : QString::fromStdString(u.accelerator),
                               SearchText::binding(u.reason), SearchText::runnerUp(u)});
    }
    int recommended = -1;
    for (std::size_t i = 0; i < front_.size(); ++i)
        if (r.recommended && front_[i].config == r.recommended->config)
            recommended = static_cast<int>(i);
    choose(recommended);
}

void PlanSearchDialog::choose(int index)
{
    chosen_ = index >= 0 && index < static_cast<int>(front_.size()) ? index : -1;
    apply_->setEnabled(chosen_ >= 0 && front_[static_cast<std::size_t>(chosen_)].scenario.empty());
    scenario_->setEnabled(chosen_ >= 0);
    if (chosen_ < 0) {
        choice_->setText(tr("Click a point of the front to see its configuration."));
        return;
    }
    const gp::Candidate& c = front_[static_cast<std::size_t>(chosen_)];
    choice_->setText(SearchText::configuration(catalog_, c) + QLatin1Char('\n') + SearchText::figures(c) +
                     QStringLiteral(" · ") + SearchText::settings(c));
}

} // namespace gpui
