#pragma once

#include "plan/Evaluate.h"
#include "plan/Plan.h"

#include <QCoreApplication>

namespace gpui {

namespace proposal {
class Writer;
}

// A training plan's costs: every accelerator compared at the plan's size and sized for the deadline, the money spent
// against progress, and each provisioning compared per productive hour.
class ProposalCosts {
    // The strings keep the context they have always had, that of the proposal as a whole.
    Q_DECLARE_TR_FUNCTIONS(gpui::ProposalBuilder)
public:
    static void write(proposal::Writer& w, const gp::Plan& plan, const gp::Evaluation& ev, double width);
};

} // namespace gpui
