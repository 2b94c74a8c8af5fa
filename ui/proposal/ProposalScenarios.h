#pragma once

#include "plan/Plan.h"
#include "plan/ScenarioCompare.h"

#include <QCoreApplication>

#include <vector>

namespace gpui {

namespace proposal {
class Writer;
}

// The proposal's options pages, for a plan with scenarios: every option side by side, the recommended one marked
// with its reason, what each option changes, and the charts of cost and days and of the goodput distributions.
// The pages after them detail the recommended option.
class ProposalScenarios {
    Q_DECLARE_TR_FUNCTIONS(gpui::ProposalScenarios)
public:
    static void write(proposal::Writer& w, const gp::Plan& plan, const std::vector<gp::ScenarioFigures>& figures,
                      double width);
};

} // namespace gpui
