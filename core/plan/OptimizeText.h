#pragma once

#include "catalog/Catalog.h"
#include "i18n/Text.h"
#include "plan/Optimize.h"

namespace gp {

// The plan search's words (docs/model.md section 24): the recommendation's reason, or what would admit the nearest,
// and why each runner-up lost. English; the user interface translates them.

// Why a runner-up lost, without its name (which stands beside it wherever it is shown).
Text runnerUpSentence(const Catalog& catalog, const RunnerUp& r, const OptimizeResult& result);

// Sets r.reason from the recommendation, or from the nearest and the constraint it misses.
void explain(OptimizeResult& r, const Catalog& catalog);

} // namespace gp
