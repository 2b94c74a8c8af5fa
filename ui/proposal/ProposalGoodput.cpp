#include "proposal/ProposalGoodput.h"

#include "proposal/ChartObject.h"
#include "proposal/ProposalCheckpoint.h"
#include "proposal/ProposalWriter.h"

namespace gpui {

using proposal::Writer;

void ProposalGoodput::write(Writer& w, const gp::Plan& plan, const gp::Evaluation& ev, double width)
{
    w.heading(tr("Goodput analysis"));
    w.figure(tr("Runtime goodput against the checkpoint interval: the planning model with the save cost and the "
                "guide's formula without it, both runtime goodput as the guide Optimizing GPU Usage defines it; the "
                "plan's interval and the Young and Daly optima (for the mean time between interruptions that lose "
                "progress) are marked. Daly's efficiency, work over wall time, is drawn dashed as what it is."),
             ChartObject::Interval, QSizeF(width, 300));
    ProposalCheckpoint::writeTiers(w, plan, ev);
    w.figure(tr("Where the evaluation window goes: ML Productivity Goodput = scheduling × runtime × program goodput."),
             ChartObject::Breakdown, QSizeF(width, 230));
    w.figure(tr("Failure cost against cluster size: every interruption idles the whole job. In a fixed window lost "
                "accelerator-hours grow with the square of the node count; for a fixed amount of training compute, "
                "done sooner on more nodes, they grow in proportion to it. The re-optimized curves include the "
                "save hours that checkpointing more often adds."),
             ChartObject::Scale, QSizeF(width, 300));
    w.figure(tr("Sensitivity: ML Productivity Goodput with each input moved by 20 %, switches turned off and on."),
             ChartObject::Tornado, QSizeF(width, 320));
}

} // namespace gpui
