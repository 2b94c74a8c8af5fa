#pragma once

#include "plan/Pricing.h"

#include <QAbstractTableModel>

#include <optional>
#include <vector>

namespace gp {
struct Evaluation;
}

namespace gpui {

// The priced accelerator under each provisioning, compared per productive hour: the rows of the evaluation's
// gp::Evaluation::provisioning, formatted. The plan's own provisioning is in bold and the cheapest per productive
// hour starred; each row's tooltip says how that provisioning is billed. Read-only.
class ProvisioningModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Name,
        PricePerHour,
        Scheduling,
        Runtime,
        PerProductiveHour,
        WallDays,
        BilledHours,
        UsedHours,
        Cost,
        Commitment,
        ColumnCount
    };

    explicit ProvisioningModel(QObject* parent = nullptr);

    void setEvaluation(const gp::Evaluation& evaluation);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QString text(std::size_t row, int column) const;
    QString toolTip(std::size_t row) const;

    std::vector<gp::ProvisioningComparison> rows_;
    std::optional<std::size_t> cheapest_;
    double useElsewhere_ = 0; // the plan's expected use of a commitment beyond the run
};

} // namespace gpui
