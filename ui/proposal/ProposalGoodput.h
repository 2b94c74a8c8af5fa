#pragma once

#include "plan/Evaluate.h"
#include "plan/Plan.h"

#include <QCoreApplication>

namespace gpui {

namespace proposal {
class Writer;
}

// A training plan's goodput analysis: runtime goodput against the checkpoint interval with the checkpoint tiers,
// where the evaluation window goes, the failure cost against cluster size and the sensitivity to each input.
class ProposalGoodput {
    // The strings keep the context they have always had, that of the proposal as a whole.
    Q_DECLARE_TR_FUNCTIONS(gpui::ProposalBuilder)
public:
    static void write(proposal::Writer& w, const gp::Plan& plan, const gp::Evaluation& ev, double width);
};

} // namespace gpui
