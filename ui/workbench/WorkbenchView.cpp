#include "workbench/WorkbenchView.h"

#include "document/PlanDocument.h"
#include "settings/AppSettings.h"
#include "workbench/BreakdownChart.h"
#include "workbench/IntervalChart.h"
#include "workbench/ScaleChart.h"
#include "workbench/SimulationChart.h"
#include "workbench/SpareChart.h"
#include "workbench/TornadoChart.h"
#include "workbench/WorkbenchControls.h"

#include <QLabel>
#include <QScrollArea>
#include <QStyle>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gpui {

WorkbenchView::WorkbenchView(PlanDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , controls_(new WorkbenchControls(document, this))
    , tabs_(new QTabWidget(this))
{
    setAccessibleName(tr("Goodput workbench"));
    auto page = [this](const QString& title, QList<PlanChart*> charts) {
        // A page scrolls rather than squeezing its charts below a readable height on a small screen.
        auto* pageScroll = new QScrollArea(tabs_);
        pageScroll->setWidgetResizable(true);
        pageScroll->setFrameShape(QFrame::NoFrame);
        pageScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        auto* w = new QWidget(pageScroll);
        auto* v = new QVBoxLayout(w);
        v->setContentsMargins(4, 4, 4, 4);
        for (PlanChart* c : charts) {
            c->setParent(w);
            c->setMinimumHeight(charts.size() > 1 ? 340 : 400);
            v->addWidget(c, 1);
            charts_ << c;
        }
        pageScroll->setWidget(w);
        tabs_->addTab(pageScroll, title);
        pages_ << charts;
        stale_ << true;
    };
    page(tr("Goodput"), {new IntervalChart, new BreakdownChart});
    page(tr("Scale and sensitivity"), {new ScaleChart, new SpareChart, new TornadoChart});
    page(tr("Simulation"), {new SimulationChart});

    auto* scroll = new QScrollArea(this);
    scroll->setWidget(controls_);
    scroll->setWidgetResizable(true);
    // As wide as the controls need in the current style (Fusion's spin boxes are wider), plus the scroll bar.
    scroll->setMinimumWidth(std::max(330, controls_->minimumSizeHint().width() +
                                              style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 8));
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->setSpacing(0);
    leftLayout->addWidget(scroll, 1);
    QWidget* footer = controls_->footer();
    const bool shown = !footer->isHidden();
    leftLayout->addWidget(footer); // a new parent hides it
    footer->setVisible(shown);
    auto* splitter = new QSplitter(this);
    splitter->addWidget(left);
    splitter->addWidget(tabs_);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({360, 900});
    // An inference plan is served, not trained: the workbench's goodput is a training job's, and says so.
    servingNote_ = new QLabel(tr("This plan is for serving: the workbench models a training job's goodput and its "
                                 "figures do not enter the serving costs. The Costs view plans the serving; "
                                 "\"This plan is for\" there turns the plan back to training."),
                              this);
    servingNote_->setWordWrap(true);
    servingNote_->setTextFormat(Qt::PlainText);
    servingNote_->setAccessibleName(tr("This plan is for serving"));
    servingNote_->setStyleSheet(QStringLiteral("color: #1a1a1a; background: #dbeafe; padding: 6px; border-radius: 4px;"));
    servingNote_->setVisible(document_->plan().kind == gp::PlanKind::Inference);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(servingNote_);
    layout->addWidget(splitter);

    // A change makes the pages that show it stale and stops a simulation whose inputs it changed, at once; only
    // the page in view is redrawn, and only while the workbench is seen.
    connect(document_, &PlanDocument::changed, this, [this](gp::PlanChange change) {
        servingNote_->setVisible(document_->plan().kind == gp::PlanKind::Inference);
        for (int i = 0; i < pages_.size(); ++i)
            for (PlanChart* c : pages_[i])
                if (change.touches(c->shows())) {
                    stale_[i] = true;
                    if (auto* simulation = qobject_cast<SimulationChart*>(c))
                        simulation->cancel();
                }
        refreshVisible();
    });
    tabs_->setCurrentIndex(std::clamp(settings::workbenchTab().get(), 0, tabs_->count() - 1));
    connect(tabs_, &QTabWidget::currentChanged, this, [this](int index) {
        settings::workbenchTab().set(index);
        refreshVisible();
    });
    connect(controls_, &WorkbenchControls::dragging, this, [this](bool active) {
        for (PlanChart* c : charts_)
            c->setDragging(active);
        if (!active) { // let go: full-width curves
            for (auto&& s : stale_)
                s = true;
            refreshVisible();
        }
    });
    refreshVisible();
}

QList<PlanChart*> WorkbenchView::visibleCharts() const
{
    const int i = tabs_->currentIndex();
    return i >= 0 && i < pages_.size() ? pages_[i] : QList<PlanChart*>{};
}

void WorkbenchView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    refreshVisible();
}

void WorkbenchView::refreshVisible()
{
    const int i = tabs_->currentIndex();
    const auto& ev = document_->evaluation();
    if (!isVisible() || i < 0 || i >= pages_.size() || !stale_[i] || !ev)
        return;
    for (PlanChart* c : pages_[i])
        c->refresh(document_->plan(), *ev);
    stale_[i] = false;
}

} // namespace gpui
