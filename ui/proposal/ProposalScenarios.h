#pragma once

#include "plan/Plan.h"
#include "search/RecommendationCheck.h"
#include "plan/ScenarioCompare.h"

#include <QCoreApplication>

#include <vector>

namespace gpui {

namespace proposal {
class Writer;
}

// The proposal's options pages, for a plan with scenarios: every option side by side, the one the figures pick
// marked, the recorded reason where the figures bear it out (gp::checkRecommendation), what each option changes,
// and the charts of cost and days and of the goodput distributions. The pages after them detail the option the plan
// records.
class ProposalScenarios {
    Q_DECLARE_TR_FUNCTIONS(gpui::ProposalScenarios)
public:
    static void write(proposal::Writer& w, const gp::Plan& plan, const std::vector<gp::ScenarioFigures>& figures,
                      const gp::Evaluation& ev, double width);

private:
    // The recommendation's paragraph: the recorded reason, or why it is set aside.
    static void writeRecommendation(proposal::Writer& w, const gp::Plan& plan, const gp::Evaluation& ev,
                                    const gp::RecommendationCheck& check);
};

} // namespace gpui
