#pragma once

#include "training/CostModel.h"
#include "charts/DataTable.h"

#include <QWidget>

#include <optional>
#include <vector>

class QChart;
class QChartView;

namespace gpui {

// Bars of days to train and of total cost per accelerator (Qt Charts), the fastest and the cheapest marked in their
// own colour. Redrawn whenever the plan changes.
class CostCharts : public QWidget {
    Q_OBJECT
public:
    explicit CostCharts(QWidget* parent = nullptr);

    void show(const gp::Catalog& catalog, const std::vector<gp::CostEstimate>& estimates,
              std::optional<std::size_t> fastest, std::optional<std::size_t> cheapest);

    QChart* costChart() const;
    // The bars' figures as a table: the charts' accessible alternative, behind the Table button.
    const DataTable& dataTable() const { return table_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    QChartView* days_;
    QChartView* cost_;
    QStringList names_;
    DataTable table_;
};

} // namespace gpui
