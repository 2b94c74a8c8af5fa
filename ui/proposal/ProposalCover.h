#pragma once

#include "plan/Evaluate.h"
#include "plan/Plan.h"
#include "proposal/ProposalOptions.h"

#include <QCoreApplication>

namespace gpui {

namespace proposal {
class Writer;
}

// The proposal's cover: the sender's logo, the title, for whom and by whom it is prepared, and its date (the
// architect named in the plan comes before the one in the settings), then the plan's answers at a glance: the four
// the overview leads with and its headline, so the first page already says what to buy, how long and at what cost.
class ProposalCover {
    // The strings keep the context they have always had, that of the proposal as a whole.
    Q_DECLARE_TR_FUNCTIONS(gpui::ProposalBuilder)
public:
    static void write(proposal::Writer& w, const gp::Plan& plan, const gp::Evaluation& ev,
                      const ProposalOptions& options);
    // The cover's date: a date typed in the plan in the reader's locale's long form, other text as typed.
    static QString coverDate(const QString& typed);
};

} // namespace gpui
