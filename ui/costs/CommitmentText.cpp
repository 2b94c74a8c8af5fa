#include "costs/CommitmentText.h"

#include "presenters/Format.h"
#include "presenters/Names.h"


namespace gpui {

QString CommitmentText::explain(const gp::CostEstimate& e, double useElsewhere)
{
    const double termHours = gp::commitmentTermHours(e.provisioning);
    if (!e.committedCost || termHours <= 0 || e.billedAcceleratorHours <= 0)
        return {};
    const double used = e.usedAcceleratorHours / e.billedAcceleratorHours; // the share of the term(s) the run runs
    const double carried = e.cost - e.storageCost;
    return tr("%1 is paid for its whole term: %2, of which this %3-day run uses %4. With %5 of the rest used "
              "elsewhere, the run carries %6 of it, hence %7 per productive hour: the shorter the run, the larger the "
              "share of the term it carries. The commitment costs what on demand would once %8 of its term is used.")
        .arg(provisioningName(e.provisioning), money(*e.committedCost), number(e.runningDays, 1), percent(used),
             percent(useElsewhere), money(carried), money(e.costPerProductiveHour),
             percent(e.breakEvenUtilization.value_or(1.0)));
}

} // namespace gpui
