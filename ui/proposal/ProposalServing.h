#pragma once

#include "plan/Evaluate.h"
#include "plan/Plan.h"

#include <QCoreApplication>

namespace gpui {

namespace proposal {
class Writer;
}

// An inference plan's proposal (docs/model.md section 21): the executive summary of the serving (cost, the
// accelerator and why the GPU tree gives it, its figures, the warnings); after the decision path, every accelerator
// compared with the cost per million tokens as bars, the provisioning, the assumptions and the formulas.
class ProposalServing {
    Q_DECLARE_TR_FUNCTIONS(gpui::ProposalServing)
public:
    static void writeSummary(proposal::Writer& w, const gp::Plan& plan, const gp::Evaluation& ev);
    static void writeDetails(proposal::Writer& w, const gp::Plan& plan, const gp::Evaluation& ev, double width);
};

} // namespace gpui
