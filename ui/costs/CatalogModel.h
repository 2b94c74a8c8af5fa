#pragma once

#include "catalog/Catalog.h"
#include "training/CostModel.h"
#include "plan/Evaluate.h"
#include "plan/Plan.h"
#include "plan/Sizing.h"

#include <QAbstractTableModel>

#include <optional>

namespace gpui {

// The accelerator catalog with the plan's prices and each accelerator's days, cost and cost per productive hour
// for the plan's run. Price cells are editable; an edit is reported, and the plan (not this model) changes.
class CatalogModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Name,
        Days,
        Deadline,
        Cost,
        ForDeadline,
        Fits,
        Mfu,
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
    // Whether the model fits the row's accelerator at the plan's count: rows that do not sort after those that do.
    static constexpr int ViableRole = Qt::UserRole + 2;
    // The one status a row's Status column shows, in the order it sorts.
    enum class Status { Recommended, Meets, Misses, DoesNotFit };

    explicit CatalogModel(QObject* parent = nullptr);

    // Shows the plan's evaluation: its catalog with the plan's prices, each accelerator's estimate and rankings,
    // and each sized for the deadline.
    void setEvaluation(const gp::Plan& plan, const gp::Evaluation& evaluation, const gp::Recommendation& sizing);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;

    const gp::Catalog& catalog() const { return evaluation_.catalog(); }
    const std::vector<gp::CostEstimate>& estimates() const { return evaluation_.accelerators; }
    std::optional<std::size_t> cheapest() const { return evaluation_.rankings.cheapest; }
    std::optional<std::size_t> fastest() const { return evaluation_.rankings.fastest; }
    const gp::Recommendation& sizing() const { return sizing_; }

signals:
    void priceEdited(const QString& accelerator, bool spot, double price);
    // The plan's own MFU for one accelerator (a fraction), over the catalog's published figure.
    void mfuEdited(const QString& accelerator, double mfu);

private:
    // One cell's text, its value for sorting, and one row's tooltip (the sources of its figures).
    QVariant displayText(std::size_t row, int column) const;
    QVariant sortKey(std::size_t row, int column) const;
    QString toolTip(std::size_t row) const;
    QString mfuText(const gp::Accelerator& a, const gp::CostEstimate& e) const;
    QString deadlineText(std::size_t row) const;
    Status status(std::size_t row) const;
    QString statusText(std::size_t row) const;
    bool viable(std::size_t row) const;
    gp::Evaluation evaluation_;
    gp::Recommendation sizing_;
    gp::PriceOverrides overrides_;
    int perNode_ = 8;
    int planAccelerators_ = 0; // the plan's count, at which the days and costs are priced
};

} // namespace gpui
