#pragma once

#include <QWidget>

class QChartView;
class QLabel;
class QTableWidget;

namespace gpui {

class PlanDocument;
class ServingInputs;
class ViewRefresh;

// An inference plan's costs (docs/model.md section 21): its inputs; what the GPU tree's inferencing branch
// recommends for the figures and the accelerator served; every accelerator's memory fit, latency, replicas and
// cost; the served accelerator under each provisioning; and the cost per million tokens as bars. Every edit is an
// undoable change of the plan.
class ServingView : public QWidget {
    Q_OBJECT
public:
    explicit ServingView(PlanDocument* document, QWidget* parent = nullptr);

    ServingInputs* inputs() const { return inputs_; }
    QLabel* recommendationLabel() const { return recommendation_; }
    QLabel* servedLabel() const { return served_; }
    QLabel* noteLabel() const { return standing_; } // Spot and spares: what the service stands on
    QTableWidget* table() const { return table_; }
    QTableWidget* provisioningTable() const { return provisioning_; }
    QChartView* chart() const { return chart_; }

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void refresh();

    PlanDocument* document_;
    ServingInputs* inputs_;
    QLabel* error_;
    QLabel* recommendation_;
    QLabel* served_;
    QLabel* spotNote_;
    QLabel* standing_; // served on Spot, or without spares, said under the figures
    QTableWidget* table_;
    QTableWidget* provisioning_;
    QChartView* chart_;
    ViewRefresh* refresh_ = nullptr;
};

} // namespace gpui
