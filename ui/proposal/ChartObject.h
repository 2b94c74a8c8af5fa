#pragma once

#include "flowchart/FlowchartStyle.h"
#include "plan/Evaluate.h"
#include "plan/Plan.h"
#include "plan/ScenarioCompare.h"

#include <QObject>
#include <QTextObjectInterface>

#include <vector>

namespace gpui {

// Draws the proposal's charts inside a QTextDocument, with the same painters as the screen: the workbench charts
// through QCustomPlot::toPainter, the decision walks through WalkPathPainter and the serving's bars (Qt Charts) through
// a QGraphicsScene. On a PDF painter they stay vector.
class ChartObject : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    static constexpr int kType = QTextFormat::UserObject + 1;
    static constexpr int kKindProperty = QTextFormat::UserProperty + 1;
    static constexpr int kGraphProperty = QTextFormat::UserProperty + 2;
    static constexpr int kSizeProperty = QTextFormat::UserProperty + 3;
    static constexpr int kRowsProperty = QTextFormat::UserProperty + 4; // a walk's part: QPoint(first, end)

    enum Kind { WalkPath, Interval, Breakdown, Scale, Tornado, Spend, ScenarioCost, ScenarioDistribution, ServingCost };

    ChartObject(const gp::Plan& plan, const gp::Evaluation& evaluation, QObject* parent = nullptr);

    QSizeF intrinsicSize(QTextDocument* doc, int position, const QTextFormat& format) override;
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument* doc, int position,
                    const QTextFormat& format) override;

    // The print style of the decision walks: nodes in 10 pt, what was not taken in 8 pt.
    static FlowchartStyle walkPathStyle();

    // The options compared, for the scenario charts.
    void setScenarios(std::vector<gp::ScenarioFigures> figures, double deadlineDays);

private:
    gp::Plan plan_;
    gp::Evaluation evaluation_;
    std::vector<gp::ScenarioFigures> scenarios_;
    double deadlineDays_ = 0;
};

} // namespace gpui
