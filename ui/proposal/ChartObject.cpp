#include "proposal/ChartObject.h"
#include "proposal/ProposalFont.h"

#include "presenters/ServingText.h"
#include "costs/MarkedBars.h"
#include "costs/SpendChart.h"
#include "decision/GraphLibrary.h"
#include "flowchart/FlowchartStyle.h"
#include "flowchart/WalkPathPainter.h"
#include "scenarios/ScenarioCharts.h"
#include "workbench/BreakdownChart.h"
#include "workbench/IntervalChart.h"
#include "workbench/ScaleChart.h"
#include "workbench/TornadoChart.h"

#include <qcustomplot.h>

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QGraphicsScene>
#include <QLegend>
#include <QPainter>
#include <QPicture>

#include <memory>

namespace gpui {

ChartObject::ChartObject(const gp::Plan& plan, const gp::Evaluation& evaluation, QObject* parent)
    : QObject(parent)
    , plan_(plan)
    , evaluation_(evaluation)
{
}

FlowchartStyle ChartObject::walkPathStyle()
{
    return FlowchartStyle::forPrint(proposalFont(10));
}

void ChartObject::setScenarios(std::vector<gp::ScenarioFigures> figures, double deadlineDays)
{
    scenarios_ = std::move(figures);
    deadlineDays_ = deadlineDays;
}

QSizeF ChartObject::intrinsicSize(QTextDocument*, int, const QTextFormat& format)
{
    return format.property(kSizeProperty).toSizeF();
}

void ChartObject::drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int, const QTextFormat& format)
{
    const auto kind = static_cast<Kind>(format.intProperty(kKindProperty));
    // The page painter clips to one page; a chart laid out on the next page is drawn there, not here (a replayed
    // picture sets clips of its own, so it would not stay inside this page's).
    if (painter->hasClipping() && !painter->clipBoundingRect().adjusted(-1, -1, 1, 1).contains(rect))
        return;
    painter->save();
    if (kind == WalkPath) {
        if (const gp::Graph* graph = evaluation_.graphs.find(format.stringProperty(kGraphProperty).toStdString()))
        {
            const QPoint rows = format.property(kRowsProperty).toPoint();
            WalkPathPainter(*gp::walkOf(plan_, evaluation_.graphs, graph->id), walkPathStyle(), rect.width())
                .paint(painter, rect.topLeft(), {rows.x(), rows.y()});
        }
    } else if (kind == ServingCost) {
        const ServingText::Bars bars = ServingText::costBars(evaluation_);
        QPalette light = QApplication::palette();
        light.setColor(QPalette::Base, Qt::white);
        light.setColor(QPalette::Text, QColor(0x20, 0x20, 0x20));
        QGraphicsScene scene;
        QChart* chart = markedBarsChart(bars.names, ServingText::tr("Cost per million tokens ($)"),
                                        ServingText::tr("$"), bars.values, bars.served, ServingText::tr("Served"), 2,
                                        light);
        chart->setFont(proposalFont(8));
        chart->setTitleFont(proposalFont(9));
        for (QAbstractAxis* axis : chart->axes())
            axis->setLabelsFont(proposalFont(8));
        chart->legend()->setFont(proposalFont(8));
        scene.addItem(chart); // the scene owns it
        chart->setGeometry(QRectF(QPointF(0, 0), rect.size()));
        scene.render(painter, rect, QRectF(QPointF(0, 0), rect.size()));
    } else {
        // The workbench's own chart, filled for this plan and drawn onto the page.
        std::unique_ptr<PlanChart> chart;
        switch (kind) {
        case Interval: chart = std::make_unique<IntervalChart>(); break;
        case Breakdown: chart = std::make_unique<BreakdownChart>(); break;
        case Scale: chart = std::make_unique<ScaleChart>(); break;
        case Tornado: chart = std::make_unique<TornadoChart>(); break;
        case Spend: chart = std::make_unique<SpendChart>(); break;
        case ScenarioCost: chart = std::make_unique<ScenarioCostChart>(); break;
        case ScenarioDistribution: chart = std::make_unique<ScenarioDistributionChart>(); break;
        case WalkPath:
        case ServingCost: break;
        }
        if (chart) {
            QPalette light = QApplication::palette();
            light.setColor(QPalette::Base, Qt::white);
            light.setColor(QPalette::Text, QColor(0x20, 0x20, 0x20));
            chart->setPalette(light);
            chart->resize(rect.size().toSize());
            chart->plot()->resize(rect.size().toSize());
            if (auto* cost = dynamic_cast<ScenarioCostChart*>(chart.get()))
                cost->show(scenarios_, deadlineDays_);
            else if (auto* spread = dynamic_cast<ScenarioDistributionChart*>(chart.get()))
                spread->show(scenarios_);
            else
                chart->refresh(plan_, evaluation_);
            const QFont small = proposalFont(8);
            // On paper the grid is a hairline of opaque light grey: the PDF engine writes a solid opaque line as
            // one segment, where it cuts a dotted one into a segment per dot (a page's content five times longer).
            const QPen hairline(QColor(0xdc, 0xdc, 0xdc), 0.5);
            for (QCPAxisRect* r : chart->plot()->axisRects())
                for (QCPAxis* a : r->axes()) {
                    a->setTickLabelFont(small);
                    a->setLabelFont(small);
                    if (a->grid()->pen().style() != Qt::NoPen)
                        a->grid()->setPen(hairline);
                }
            if (chart->plot()->legend)
                chart->plot()->legend->setFont(small);
            // QCustomPlot draws through its own QCPPainter: record it as a picture (vector commands) and replay
            // that onto the page's painter.
            QPicture picture;
            QCPPainter recorder(&picture);
            chart->plot()->toPainter(&recorder, int(rect.width()), int(rect.height()));
            recorder.end();
            painter->drawPicture(rect.topLeft(), picture);
        }
    }
    painter->restore();
}

} // namespace gpui
