#pragma once

#include "plan/Evaluate.h"
#include "plan/Plan.h"

#include <QCoreApplication>

namespace gpui {

namespace proposal {
class Writer;
}

// The recommended techniques, each with the goodput it acts on and the ML Productivity Goodput it would give.
class ProposalTechniques {
    // The strings keep the context they have always had, that of the proposal as a whole.
    Q_DECLARE_TR_FUNCTIONS(gpui::ProposalBuilder)
public:
    static void write(proposal::Writer& w, const gp::Evaluation& ev);
};

} // namespace gpui
