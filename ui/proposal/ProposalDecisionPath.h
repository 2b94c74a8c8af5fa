#pragma once

#include "plan/Plan.h"

#include <QCoreApplication>

namespace gpui {

namespace proposal {
class Writer;
}

// The walks the plan records, each as its flowchart with the path highlighted, the answers and where they lead.
class ProposalDecisionPath {
    // The strings keep the context they have always had, that of the proposal as a whole.
    Q_DECLARE_TR_FUNCTIONS(gpui::ProposalBuilder)
public:
    static void write(proposal::Writer& w, const gp::Plan& plan, const gp::GraphLibrary& graphs, double width,
                      bool newPage);
};

} // namespace gpui
