#pragma once

#include "plan/Plan.h"
#include "proposal/ProposalOptions.h"

#include <QCoreApplication>

namespace gpui {

namespace proposal {
class Writer;
}

// The proposal's cover: the sender's logo, the title, for whom and by whom it is prepared, and its date. The
// architect named in the plan comes before the one in the settings.
class ProposalCover {
    // The strings keep the context they have always had, that of the proposal as a whole.
    Q_DECLARE_TR_FUNCTIONS(gpui::ProposalBuilder)
public:
    static void write(proposal::Writer& w, const gp::Plan& plan, const ProposalOptions& options);
};

} // namespace gpui
