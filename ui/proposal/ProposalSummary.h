#pragma once

#include "plan/Evaluate.h"
#include "plan/Plan.h"
#include "plan/RunSummary.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace gpui {

namespace proposal {
class Writer;
}

// A training plan's executive summary: the priced accelerator and what the GPU-selection walk recommends, the
// sizing's reason, the table of the headline figures (goodput, wall time against the deadline, billed hours,
// memory, cost), the briefing, and how the compute and the hours follow from the plan.
class ProposalSummary {
    // The strings keep the context they have always had, that of the proposal as a whole.
    Q_DECLARE_TR_FUNCTIONS(gpui::ProposalBuilder)
public:
    // `options` is the stored plan whose options the proposal compares (none when `compared` is false): the heading
    // then names the recommended one.
    static void write(proposal::Writer& w, const gp::Plan& options, bool compared, const gp::Evaluation& ev);

private:
    // The headline figures of the priced accelerator's run, for the summary's table.
    // "61.2 of 72 GB usable: fits", marked where under 10 % of it is free.
    static QString memoryText(const gp::MemoryFit& m);
    static QList<QStringList> runFigures(const gp::RunSummary::Priced& run);
};

} // namespace gpui
