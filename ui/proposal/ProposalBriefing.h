#pragma once

#include "plan/Briefing.h"

#include <QCoreApplication>

namespace gpui {

namespace proposal {
class Writer;
}

// What drives the goodput, the risks (the evaluation's warnings among them) and the next steps, for a training plan
// and for an inference plan alike.
class ProposalBriefing {
    // The strings keep the context they have always had, that of the proposal as a whole.
    Q_DECLARE_TR_FUNCTIONS(gpui::ProposalBuilder)
public:
    static void write(proposal::Writer& w, const gp::Briefing& briefing);
};

} // namespace gpui
