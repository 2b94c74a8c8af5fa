#include "costs/CatalogModel.h"
#include "common/Content.h"

#include "common/Format.h"

#include <QBrush>
#include <QFont>
#include <QLocale>

#include <cmath>

namespace gpui {
namespace {

QString optionalNumber(const std::optional<double>& v, int decimals)
{
    return v ? number(*v, decimals) : QStringLiteral("–");
}

} // namespace

CatalogModel::CatalogModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void CatalogModel::setEvaluation(const gp::Plan& plan, const gp::Evaluation& evaluation)
{
    beginResetModel();
    evaluation_ = evaluation;
    overrides_ = plan.priceOverrides;
    endResetModel();
}

int CatalogModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(evaluation_.catalog.accelerators.size());
}

int CatalogModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CatalogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name: return tr("Accelerator");
    case PeakTflops: return tr("Peak TFLOP/s");
    case Memory: return tr("Memory (GB)");
    case Bandwidth: return tr("Memory GB/s");
    case Interconnect: return tr("Interconnect");
    case Power: return tr("Power (W)");
    case OnDemand: return tr("On-demand $/h");
    case Spot: return tr("Spot $/h");
    case Discounts: return tr("CUD 1y / 3y");
    case Days: return tr("Days to train");
    case Cost: return tr("Total cost");
    case PerProductiveHour: return tr("$ per productive h");
    }
    return {};
}

Qt::ItemFlags CatalogModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.column() == OnDemand || index.column() == Spot)
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant CatalogModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const auto row = static_cast<std::size_t>(index.row());
    const gp::Accelerator& a = evaluation_.catalog.accelerators[row];
    const gp::CostEstimate* e = row < evaluation_.accelerators.size() ? &evaluation_.accelerators[row] : nullptr;
    const bool overridden = overrides_.count(a.id) != 0;
    const bool recommended = evaluation_.recommended(row);
    const auto& rankings = evaluation_.rankings;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Name: {
            QString name = QString::fromStdString(a.name);
            if (rankings.selected == row)
                name += tr(" (priced)");
            return name;
        }
        case PeakTflops:
            return e ? tr("%1 %2").arg(number(e->peakTflops, 0), QString::fromStdString(a.halfPrecision)) : QVariant();
        case Memory: return number(a.memoryGb, 0);
        case Bandwidth: return number(a.memoryBandwidthGbps, 0);
        case Interconnect:
            return a.interconnectGbps ? tr("%1 %2 GB/s")
                                            .arg(QString::fromStdString(a.interconnect), number(*a.interconnectGbps, 0))
                                      : QString::fromStdString(a.interconnect);
        case Power: return optionalNumber(a.powerW, 0);
        case OnDemand: return money(a.priceOnDemand);
        case Spot: return money(a.priceSpot);
        case Discounts: return tr("%1 % / %2 %").arg(a.cud1yrPercent).arg(a.cud3yrPercent);
        case Days: {
            if (!e)
                return {};
            QString d = number(e->days, 1);
            if (rankings.fastest == row)
                d += tr(" ⚡ fastest");
            return d;
        }
        case Cost: {
            if (!e)
                return {};
            QString c = money(e->cost);
            if (rankings.cheapest == row)
                c += tr(" ★ cheapest");
            return c;
        }
        case PerProductiveHour: return e ? money(e->costPerProductiveHour) : QVariant();
        }
        return {};
    case Qt::EditRole:
        if (index.column() == OnDemand)
            return a.priceOnDemand;
        if (index.column() == Spot)
            return a.priceSpot;
        return {};
    case SortRole:
        switch (index.column()) {
        case Name: return QString::fromStdString(a.name);
        case PeakTflops: return e ? e->peakTflops : 0.0;
        case Memory: return a.memoryGb;
        case Bandwidth: return a.memoryBandwidthGbps;
        case Interconnect: return a.interconnectGbps.value_or(0.0);
        case Power: return a.powerW.value_or(0.0);
        case OnDemand: return a.priceOnDemand;
        case Spot: return a.priceSpot;
        case Discounts: return a.cud1yrPercent;
        case Days: return e ? e->days : 0.0;
        case Cost: return e ? e->cost : 0.0;
        case PerProductiveHour: return e ? e->costPerProductiveHour : 0.0;
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == Name || index.column() == Interconnect
                   ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole: {
        // Recommended rows in bold; the user's own prices in italics.
        const bool priceCell = index.column() == OnDemand || index.column() == Spot;
        const bool bold = recommended;
        const bool italic = overridden && priceCell;
        if (!bold && !italic)
            return {};
        QFont f;
        f.setBold(bold);
        f.setItalic(italic);
        return f;
    }
    case Qt::BackgroundRole:
        if (recommended)
            return QBrush(QColor(255, 214, 0, 70)); // the flowcharts' recommendation yellow, translucent
        return {};
    case Qt::ToolTipRole: {
        QString tip = tr("Specifications: %1").arg(content(a.sources.count("specs") ? a.sources.at("specs") : std::string()));
        tip += QLatin1Char('\n') + tr("Prices: %1").arg(content(a.sources.count("prices") ? a.sources.at("prices") : std::string()));
        if (a.sources.count("discounts"))
            tip += QLatin1Char('\n') + tr("Discounts: %1").arg(content(a.sources.at("discounts")));
        tip += QLatin1Char('\n') + tr("As of %1").arg(QString::fromStdString(a.asOf));
        if (overridden)
            tip += QLatin1Char('\n') + tr("Your price replaces the list price for this plan.");
        if (recommended)
            tip += QLatin1Char('\n') + tr("Recommended by the GPU-selection walk.");
        if (e && e->measured)
            tip += QLatin1Char('\n') + tr("MFU from your measured throughput: %1").arg(percent(e->mfu));
        return tip;
    }
    default:
        return {};
    }
}

bool CatalogModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || (index.column() != OnDemand && index.column() != Spot))
        return false;
    bool ok = false;
    const double price = value.toDouble(&ok);
    if (!ok || !std::isfinite(price) || price < 0)
        return false;
    const gp::Accelerator& a = evaluation_.catalog.accelerators[static_cast<std::size_t>(index.row())];
    emit priceEdited(QString::fromStdString(a.id), index.column() == Spot, price);
    return true;
}

} // namespace gpui
