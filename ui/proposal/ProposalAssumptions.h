#pragma once

#include "plan/Evaluate.h"
#include "plan/Plan.h"

#include <QCoreApplication>

namespace gpui {

namespace proposal {
class Writer;
}

// A training plan's assumptions (interruptions, checkpoints, recovery, spares, MFU, memory, prices), the plan's notes,
// and the appendix of formulas and their sources.
class ProposalAssumptions {
    // The strings keep the context they have always had, that of the proposal as a whole.
    Q_DECLARE_TR_FUNCTIONS(gpui::ProposalBuilder)
public:
    static void write(proposal::Writer& w, const gp::Plan& plan, const gp::Evaluation& ev);
    // The customer's notes, for any plan; nothing when there are none.
    static void writeNotes(proposal::Writer& w, const gp::Plan& plan);
    static void writeAppendix(proposal::Writer& w);

private:
    // How the step model's MFU was checked: the held-out runs, the median and 90th-percentile error.
    static QString modelChecked();
    // The memory the run keeps: the layout's where the step model chose it, else the plan's parallelism.
    static QString memory(const gp::Plan& plan, const gp::CostEstimate* chosen);
};

} // namespace gpui
