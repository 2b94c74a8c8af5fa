#include "costs/ProvisioningModel.h"

#include "costs/CommitmentText.h"

#include "presenters/Format.h"
#include "presenters/Names.h"
#include "costs/CostsView.h"
#include "plan/Evaluate.h"

#include <QFont>
#include <QLocale>

namespace gpui {

// The table is part of the costs page: its text is translated in the page's context (CostsView::tr).

ProvisioningModel::ProvisioningModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void ProvisioningModel::setEvaluation(const gp::Evaluation& evaluation)
{
    beginResetModel();
    rows_ = evaluation.provisioning();
    cheapest_ = evaluation.cheapestProvisioning();
    useElsewhere_ = evaluation.plan ? evaluation.plan->training.commitmentUse : 0.0;
    endResetModel();
}

int ProvisioningModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int ProvisioningModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProvisioningModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name: return CostsView::tr("Provisioning");
    case PricePerHour: return CostsView::tr("$/h");
    case Scheduling: return CostsView::tr("Scheduling goodput");
    case Runtime: return CostsView::tr("Runtime goodput");
    case PerProductiveHour: return CostsView::tr("$ per productive h");
    case WallDays: return CostsView::tr("Wall days");
    case BilledHours: return CostsView::tr("Billed accelerator-h");
    case UsedHours: return CostsView::tr("Used accelerator-h");
    case Cost: return CostsView::tr("Cost of the run");
    case Commitment: return CostsView::tr("Commitment (break-even use)");
    }
    return {};
}

QString ProvisioningModel::text(std::size_t row, int column) const
{
    const gp::ProvisioningComparison& r = rows_[row];
    switch (column) {
    case Name: {
        QString name = provisioningName(r.provisioning);
        if (r.fromPlan)
            name += CostsView::tr(" (this plan)");
        if (cheapest_ == row)
            name += CostsView::tr(" ★");
        return name;
    }
    case PricePerHour: return money(r.estimate.pricePerHour);
    case Scheduling: return percent(r.scheduling);
    case Runtime: return percent(r.runtime);
    case PerProductiveHour: return money(r.estimate.costPerProductiveHour);
    case WallDays:
        return (r.estimate.meetsDeadline ? CostsView::tr("%1 ✓") : CostsView::tr("%1 ✗ late"))
            .arg(number(r.estimate.days, 1));
    case BilledHours: {
        const QString billed = QLocale().toString(r.estimate.billedAcceleratorHours, 'f', 0);
        return r.estimate.committedCost ? CostsView::tr("%1 (whole term)").arg(billed) : billed;
    }
    case UsedHours: return QLocale().toString(r.estimate.usedAcceleratorHours, 'f', 0);
    case Cost: return money(r.estimate.cost);
    case Commitment:
        return r.estimate.committedCost
                   ? CostsView::tr("%1 (%2)").arg(money(*r.estimate.committedCost),
                                                  percent(r.estimate.breakEvenUtilization.value_or(0)))
                   : QStringLiteral("–");
    }
    return {};
}

QString ProvisioningModel::toolTip(std::size_t row) const
{
    const gp::ProvisioningComparison& r = rows_[row];
    switch (r.provisioning) {
    case gp::Provisioning::DwsFlexStart:
        return CostsView::tr("DWS flex-start: the wait for capacity is not billed; a request runs at most 7 days, so "
                             "this run takes %1 requests, each waiting again.")
            .arg(r.estimate.flexRequests);
    case gp::Provisioning::DwsCalendar:
        return CostsView::tr("DWS calendar: capacity reserved in whole days (1 to 90 a reservation), each paid in "
                             "full.");
    case gp::Provisioning::Reservation:
    case gp::Provisioning::Reservation3y:
        return CommitmentText::explain(r.estimate, useElsewhere_);
    case gp::Provisioning::Spot:
        return CostsView::tr("Spot: the Spot rate, with the Spot preemptions of the plan's model.");
    case gp::Provisioning::OnDemand:
        return CostsView::tr("On demand: billed for the running hours; the wait for capacity is not billed.");
    }
    return {};
}

QVariant ProvisioningModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const auto row = static_cast<std::size_t>(index.row());
    switch (role) {
    case Qt::DisplayRole: return text(row, index.column());
    case Qt::TextAlignmentRole:
        // The name reads from the left; the figures line up on the right.
        return index.column() == Name ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                      : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole: return toolTip(row);
    case Qt::FontRole: {
        // The plan's own provisioning in bold.
        if (!rows_[row].fromPlan)
            return {};
        QFont f;
        f.setBold(true);
        return f;
    }
    default: return {};
    }
}

} // namespace gpui
