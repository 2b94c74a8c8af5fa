#pragma once

#include "plan/Evaluate.h"
#include "search/Optimize.h"

#include <QCoreApplication>

namespace gpui {

namespace proposal {
class Writer;
}

// The plan search in the proposal (docs/model.md section 24): the recommendation beside the plan's own
// configuration in the executive summary, and "How this plan was chosen": the goal, the front of cost against the
// 90th-percentile wall days, the cheapest options and why each other accelerator lost.
class ProposalSearch {
    // The strings keep the context they have always had, that of the proposal as a whole.
    Q_DECLARE_TR_FUNCTIONS(gpui::ProposalBuilder)
public:
    static void writeRecommendation(proposal::Writer& w, const gp::Evaluation& ev, const gp::OptimizeResult& r);
    static void writeHowChosen(proposal::Writer& w, const gp::Plan& plan, const gp::Evaluation& ev,
                               const gp::OptimizeResult& r);
};

} // namespace gpui
