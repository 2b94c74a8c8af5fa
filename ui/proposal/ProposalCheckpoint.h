#pragma once

#include "plan/Evaluate.h"
#include "plan/Plan.h"

#include <QCoreApplication>
#include <QString>

namespace gpui {

namespace proposal {
class Writer;
}

// The proposal's checkpoint tiers (docs/model.md section 20): a table of each tier's cadence, save and restore, and
// share of the window's saved and lost time, with which interruptions resume from the fast tier and each tier's
// optimum; and the sentence the assumptions give about the saves.
class ProposalCheckpoint {
    Q_DECLARE_TR_FUNCTIONS(gpui::ProposalCheckpoint)
public:
    static void writeTiers(proposal::Writer& w, const gp::Plan& plan, const gp::Evaluation& ev);
    static QString assumption(const gp::GoodputInputs& in, const gp::CheckpointFigures& figures);
};

} // namespace gpui
