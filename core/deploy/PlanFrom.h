#pragma once

#include "plan/Plan.h"

#include <string>
#include <vector>

namespace gp {

// A deployment read back into a plan (docs/deploy.md, "Reading a deployment back"): the plan, what kind of file it
// was ("skypilot" or "jobset"), the plan fields the file set ("scale.nodes"), in the order read, and what the file
// holds that the reader did not take: paths of the file ("run", "envs.GOODPUT_PLAN"), a value it could not read with
// the value ("envs.GOODPUT_CHECKPOINT_ASYNC = \"maybe\""), and the other documents; the first 30, the notes say how
// many more.
struct PlanFromDeployment {
    Plan plan;
    std::string kind;
    std::vector<std::string> read;
    std::vector<std::string> notRead;
};

// The limits a deployment file is read within: larger, deeper or with more aliases or values, it is refused before
// it is built (an alias bomb expands nothing; flow collections are measured on the raw text, before the parser).
inline constexpr std::size_t kDeploymentMaxBytes = 1 << 20;
inline constexpr int kDeploymentMaxDepth = 64;
inline constexpr int kDeploymentMaxAliases = 256;
inline constexpr int kDeploymentMaxNodes = 100000;

// Reads `text` (a SkyPilot task YAML, or a file whose documents include a JobSet) into a copy of `base`: its scale
// and scheduling, and the checkpoint settings an export's environment carries. The catalog names the accelerator
// by its schedulers' names (catalog/Catalog.h, DeployNames). `name` is the file's, for errors and the plan's notes.
// Throws gp::Error: NotADeployment for text that is not UTF-8 or YAML that is neither kind; YamlSyntax for text that
// is not YAML, passes the limits above or repeats a key in a mapping; MissingField for a JobSet without workers;
// UnknownValue for an accelerator the catalog does not know; and the field's own error for a count that is not a
// whole number in range (NotAnInteger, OutOfRange) or a job name with a control character (OutOfRange).
PlanFromDeployment planFromDeployment(const std::string& text, const std::string& name, const Plan& base);
// The same from a file of at most kDeploymentMaxBytes (FileTooLarge beyond, FileUnreadable when it cannot be read).
PlanFromDeployment readPlanFromDeployment(const std::string& path, const Plan& base);

} // namespace gp
