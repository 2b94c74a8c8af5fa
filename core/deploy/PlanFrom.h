#pragma once

#include "plan/Plan.h"

#include <string>
#include <vector>

namespace gp {

// A deployment read back into a plan (docs/deploy.md, "Reading a deployment back"): the plan, what kind of file it
// was ("skypilot" or "jobset"), and the plan fields the file set ("scale.nodes"), in the order read.
struct PlanFromDeployment {
    Plan plan;
    std::string kind;
    std::vector<std::string> read;
};

// The limits a deployment file is read within: larger, deeper or with more aliases, it is refused before it is
// built (an alias bomb expands nothing).
inline constexpr std::size_t kDeploymentMaxBytes = 1 << 20;
inline constexpr int kDeploymentMaxDepth = 64;
inline constexpr int kDeploymentMaxAliases = 256;
inline constexpr int kDeploymentMaxNodes = 100000;

// Reads `text` (a SkyPilot task YAML, or a file whose documents include a JobSet) into a copy of `base`: its scale
// and scheduling, and the checkpoint settings an export's environment carries. The catalog names the accelerator
// by its schedulers' names (catalog/Catalog.h, DeployNames). `name` is the file's, for errors and the plan's notes.
// Throws gp::Error: YamlSyntax for text that is not YAML or passes the limits above, NotADeployment for YAML that is
// neither, and the field's own error for a value out of range (a node count of 0).
PlanFromDeployment planFromDeployment(const std::string& text, const std::string& name, const Plan& base);
// The same from a file of at most kDeploymentMaxBytes (FileTooLarge beyond, FileUnreadable when it cannot be read).
PlanFromDeployment readPlanFromDeployment(const std::string& path, const Plan& base);

} // namespace gp
