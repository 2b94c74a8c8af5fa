#pragma once

#include "plan/Plan.h"

#include <QCoreApplication>

namespace gpui {

namespace proposal {
class Writer;
}

// The deployment files the plan was exported as (Plan::deployments, docs/deploy.md): format, option, date, files.
class ProposalDeployment {
    // The strings keep the context they have always had, that of the proposal as a whole.
    Q_DECLARE_TR_FUNCTIONS(gpui::ProposalBuilder)
public:
    // Writes nothing for a plan never exported.
    static void write(proposal::Writer& w, const gp::Plan& plan);
};

} // namespace gpui
