#pragma once

#include "catalog/Catalog.h"
#include "catalog/CostModel.h"
#include "plan/Plan.h"

#include <QAbstractTableModel>

#include <optional>
#include <set>

namespace gpui {

// The accelerator catalog with the plan's prices and each accelerator's days, cost and cost per productive hour
// for the plan's run. Price cells are editable; an edit is reported, and the plan (not this model) changes.
class CatalogModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Name,
        Days,
        Cost,
        PerProductiveHour,
        OnDemand,
        Spot,
        Discounts,
        PeakTflops,
        Memory,
        Bandwidth,
        Interconnect,
        Power,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit CatalogModel(QObject* parent = nullptr);

    // Recomputes every row for the plan; `error` receives a message when the run cannot be priced.
    void setPlan(const gp::Plan& plan, QString* error = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;

    const gp::Catalog& catalog() const { return catalog_; }
    const std::vector<gp::CostEstimate>& estimates() const { return estimates_; }
    std::optional<std::size_t> cheapest() const { return cheapest_; }
    std::optional<std::size_t> fastest() const { return fastest_; }

signals:
    void priceEdited(const QString& accelerator, bool spot, double price);

private:
    gp::Catalog catalog_;
    std::vector<gp::CostEstimate> estimates_;
    std::set<std::string> recommended_;
    std::string selected_;
    gp::PriceOverrides overrides_;
    std::optional<std::size_t> cheapest_;
    std::optional<std::size_t> fastest_;
};

} // namespace gpui
