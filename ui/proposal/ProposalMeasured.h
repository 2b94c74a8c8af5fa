#pragma once

#include "plan/Evaluate.h"
#include "plan/Plan.h"

#include <QCoreApplication>

namespace gpui {

namespace proposal {
class Writer;
}

// The measured baseline a plan records: the job's measured productive share against the plan's, share by share.
class ProposalMeasured {
    // The strings keep the context they have always had, that of the proposal as a whole.
    Q_DECLARE_TR_FUNCTIONS(gpui::ProposalBuilder)
public:
    // Writes nothing for a plan without a measured baseline.
    static void write(proposal::Writer& w, const gp::Plan& plan, const gp::Evaluation& ev);
};

} // namespace gpui
