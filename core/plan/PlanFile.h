#pragma once

#include "plan/Plan.h"

#include <string>
#include <string_view>
#include <vector>

namespace gp {

// What a plan was read from: a .gpplan file, or a proposal PDF that carries its plan as an attachment.
enum class PlanSource { PlanFile, Proposal };

struct LoadedPlan {
    Plan plan;
    PlanSource source = PlanSource::PlanFile;
    std::string bytes; // the file as read (readPlanFile only): what a caller checks later changes against
    // The keys the file has that no reader knows, by path ("scale.nodez", "price_overrides.h100-80g"), at most
    // kMaxUnknownKeys: each was ignored, and is worth a warning (gp::unknownKeyText(path) says so). Empty for a
    // file the application wrote.
    std::vector<std::string> unknownKeys;
};

// The one loader for plan files, used by the application and by every command of goodput-cli: a .gpplan (JSON,
// at most 8 MiB) or a proposal PDF (at most 64 MiB) with the plan attached as plan.gpplan. Throws gp::Error:
// FileUnreadable, FileTooLarge, NoPlanInPdf, and every error of planFromText() and validate().
LoadedPlan readPlanFile(const std::string& path);

// The same for bytes already read; `source` names them in errors.
LoadedPlan readPlanData(std::string_view data, const std::string& source);

// readPlanFile(path).plan.
Plan loadPlanFile(const std::string& path);

} // namespace gp
