#include "costs/CatalogModel.h"

#include "plan/Figures.h"

#include "presenters/LayoutText.h"
#include "presenters/Content.h"

#include "presenters/Format.h"
#include "search/Optimize.h"

#include <QBrush>
#include <QFont>
#include <QLocale>
#include <QPalette>

#include <cmath>
#include <limits>

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

void CatalogModel::setEvaluation(const gp::Plan& plan, const gp::Evaluation& evaluation,
                                 const gp::Recommendation& sizing)
{
    beginResetModel();
    evaluation_ = evaluation;
    sizing_ = sizing;
    overrides_ = plan.priceOverrides;
    perNode_ = plan.goodput.acceleratorsPerNode;
    planAccelerators_ = plan.goodput.nodes * plan.goodput.acceleratorsPerNode;
    endResetModel();
}

QString CatalogModel::mfuText(const gp::Accelerator& a, const gp::CostEstimate& e) const
{
    switch (e.mfuSource) {
    case gp::MfuSource::Measured: return tr("%1 measured").arg(percentBand(e.mfu, e.mfuBand));
    case gp::MfuSource::PlanOverride: return tr("%1 the plan's").arg(percent(e.mfu));
    case gp::MfuSource::Catalog: return tr("%1 published").arg(percent(e.mfu));
    case gp::MfuSource::Layout:
        return e.layout ? tr("%1 from its layout (%2)")
                              .arg(percentBand(e.mfu, e.mfuBand), LayoutText::degrees(e.layout->layout))
                        : tr("%1 from its layout").arg(percentBand(e.mfu, e.mfuBand));
    case gp::MfuSource::Plan: break;
    }
    const gp::Accelerator* priced = evaluation_.selectedAccelerator();
    return (priced && priced->id == a.id) || a.typicalMfu ? tr("%1 the plan's").arg(percent(e.mfu))
                                                          : tr("%1 the plan's, none published").arg(percent(e.mfu));
}

QString CatalogModel::deadlineText(std::size_t row) const
{
    if (row >= sizing_.sizes.size())
        return {};
    const gp::Sizing& s = sizing_.sizes[row];
    if (s.nodes)
        return tr("%1 in %2 d").arg(QLocale().toString(*s.nodes * perNode_)).arg(number(s.estimate.days, 1));
    switch (s.limit) {
    case gp::SizingLimit::Memory: return tr("never fits");
    case gp::SizingLimit::LargestJob: return tr("beyond its largest job");
    case gp::SizingLimit::Saturated: return tr("out of reach");
    case gp::SizingLimit::None: break;
    }
    return {};
}

CatalogModel::Status CatalogModel::status(std::size_t row) const
{
    const gp::Accelerator& a = evaluation_.catalog().accelerators[row];
    const gp::CostEstimate* e = row < evaluation_.accelerators.size() ? &evaluation_.accelerators[row] : nullptr;
    // The plan search's recommendation (docs/model.md section 24), the one every view shows: it meets the goal at
    // its own count, which is what its row says, whatever the plan's count would do.
    if (const gp::OptimizeResult* search = evaluation_.keptPlanSearch();
        search && search->recommended && search->recommended->config.accelerator == a.id)
        return Status::Recommended;
    if (!e)
        return Status::Misses;
    if (!e->memory.fits)
        return Status::DoesNotFit;
    return e->meetsDeadline ? Status::Meets : Status::Misses;
}

QString CatalogModel::statusText(std::size_t row) const
{
    const gp::CostEstimate* e = row < evaluation_.accelerators.size() ? &evaluation_.accelerators[row] : nullptr;
    switch (status(row)) {
    case Status::Recommended: {
        const gp::Candidate& c = *evaluation_.keptPlanSearch()->recommended;
        return tr("✔ recommended: meets it with %1").arg(QLocale().toString(std::llround(c.estimate.accelerators)));
    }
    case Status::Meets: return tr("✓ meets");
    case Status::DoesNotFit: return tr("✗ does not fit");
    case Status::Misses:
        if (e && std::isfinite(e->days) && std::isfinite(evaluation_.deadlineDays))
            return tr("✗ misses by %1 d").arg(number(e->days - evaluation_.deadlineDays, 1));
        return tr("✗ misses");
    }
    return {};
}

bool CatalogModel::viable(std::size_t row) const
{
    return row >= evaluation_.accelerators.size() || evaluation_.accelerators[row].memory.fits;
}

int CatalogModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(evaluation_.catalog().accelerators.size());
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
    case Fits: return tr("Memory fit");
    case Mfu: return tr("MFU");
    case Deadline: return tr("Status");
    case ForDeadline: return tr("Needed for the deadline");
    case PeakTflops: return tr("Peak TFLOP/s");
    case Memory: return tr("Memory (GB)");
    case Bandwidth: return tr("Memory GB/s");
    case Interconnect: return tr("Interconnect");
    case Power: return tr("Power (W)");
    case OnDemand: return tr("On-demand $/h");
    case Spot: return tr("Spot $/h");
    case Discounts: return tr("CUD 1y / 3y");
    // The plan's count, named: the recommendation's own count is in "Needed for the deadline".
    case Days: return tr("Days at your %1").arg(QLocale().toString(planAccelerators_));
    case Cost: return tr("Cost at your %1").arg(QLocale().toString(planAccelerators_));
    case PerProductiveHour: return tr("$ per productive h");
    }
    return {};
}

Qt::ItemFlags CatalogModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.column() == OnDemand || index.column() == Spot || index.column() == Mfu)
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant CatalogModel::displayText(std::size_t row, int column) const
{
    const gp::Accelerator& a = evaluation_.catalog().accelerators[row];
    const gp::CostEstimate* e = row < evaluation_.accelerators.size() ? &evaluation_.accelerators[row] : nullptr;
    const auto& rankings = evaluation_.rankings;
    switch (column) {
    case Name: {
        QString name = QString::fromStdString(a.name);
        if (rankings.selected == row)
            name += tr(" (priced)");
        return name;
    }
    case Fits:
        if (!e)
            return {};
        return (e->memory.fits ? tr("✓ %1 of %2 GB") : tr("✗ %1 of %2 GB"))
            .arg(number(e->memory.usedGb(), 1), number(e->memory.usableGb, 0));
    case Mfu: return e ? mfuText(a, *e) : QVariant();
    case Deadline: return statusText(row);
    case ForDeadline: return deadlineText(row);
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
}

QVariant CatalogModel::sortKey(std::size_t row, int column) const
{
    const gp::Accelerator& a = evaluation_.catalog().accelerators[row];
    const gp::CostEstimate* e = row < evaluation_.accelerators.size() ? &evaluation_.accelerators[row] : nullptr;
    switch (column) {
    case Name: return QString::fromStdString(a.name);
    case Fits: return e ? e->memory.usedGb() - e->memory.usableGb : 0.0;
    case Mfu: return e ? e->mfu : 0.0;
    case Deadline: return static_cast<int>(status(row));
    case ForDeadline:
        return row < sizing_.sizes.size() && sizing_.sizes[row].nodes ? sizing_.sizes[row].estimate.cost
                                                                        : std::numeric_limits<double>::max();
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
}

QString CatalogModel::toolTip(std::size_t row) const
{
    const gp::Accelerator& a = evaluation_.catalog().accelerators[row];
    const gp::CostEstimate* e = row < evaluation_.accelerators.size() ? &evaluation_.accelerators[row] : nullptr;
    const bool overridden = overrides_.count(a.id) != 0;
    const bool recommended = evaluation_.recommended(row);
    QString tip;
    if (e && !e->memory.fits)
        tip = tr("Does not fit: the model needs %1 GB of each accelerator's %2 GB usable at your %3.")
                  .arg(number(e->memory.usedGb(), 1), number(e->memory.usableGb, 0),
                       QLocale().toString(planAccelerators_)) +
              QLatin1Char('\n');
    tip += tr("Specifications: %1").arg(content(a.sources.count("specs") ? a.sources.at("specs") : std::string()));
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
    if (a.sources.count("mfu"))
        tip += QLatin1Char('\n') + tr("MFU: %1").arg(content(a.sources.at("mfu")));
    if (a.largestJob)
        tip += QLatin1Char('\n') + tr("Largest job: %1 accelerators. %2")
                                        .arg(QLocale().toString(*a.largestJob, 'f', 0),
                                             content(a.sources.count("largest_job") ? a.sources.at("largest_job")
                                                                                   : std::string()));
    if (e) {
        tip += QLatin1Char('\n') +
               tr("Memory per accelerator: %1 GB of weights, gradients and optimizer states, %2 of activations, "
                  "%3 GB usable")
                   .arg(number(e->memory.statesGb, 1),
                        e->memory.activationsCounted ? tr("%1 GB").arg(number(e->memory.activationsGb, 1))
                                                     : tr("none counted (set the model's shape)"),
                        number(e->memory.usableGb, 0));
        tip += QLatin1Char('\n') + tr("Wall time %1 days: %2 h waiting for capacity (not billed), %3 days running")
                                        .arg(number(e->days, 1), number(e->waitHours, 1), number(e->runningDays, 1));
    }
    if (a.custom)
        tip += QLatin1Char('\n') + tr("Added to this plan's catalog.");
    return tip;
}

QVariant CatalogModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const auto row = static_cast<std::size_t>(index.row());
    const gp::Accelerator& a = evaluation_.catalog().accelerators[row];
    const bool overridden = overrides_.count(a.id) != 0;
    // A row the model does not fit is greyed, the walk's yellow kept for rows that can run it.
    const bool fits = viable(row);
    const bool recommended = evaluation_.recommended(row) && fits;
    switch (role) {
    case Qt::DisplayRole: return displayText(row, index.column());
    case ViableRole: return fits;
    case Qt::ForegroundRole:
        if (!fits)
            return QPalette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::EditRole:
        if (index.column() == OnDemand)
            return a.priceOnDemand;
        if (index.column() == Spot)
            return a.priceSpot;
        if (index.column() == Mfu && row < evaluation_.accelerators.size())
            return evaluation_.accelerators[row].mfu * 100.0; // edited in percent
        return {};
    case SortRole: return sortKey(row, index.column());
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
    case Qt::ToolTipRole: return toolTip(row);
    default:
        return {};
    }
}

bool CatalogModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || (index.column() != OnDemand && index.column() != Spot && index.column() != Mfu))
        return false;
    bool ok = false;
    const double price = value.toDouble(&ok);
    if (!ok || !std::isfinite(price) || price < 0)
        return false;
    const gp::Accelerator& a = evaluation_.catalog().accelerators[static_cast<std::size_t>(index.row())];
    if (index.column() == Mfu) {
        emit mfuEdited(QString::fromStdString(a.id), price / 100.0);
        return true;
    }
    emit priceEdited(QString::fromStdString(a.id), index.column() == Spot, price);
    return true;
}

} // namespace gpui
