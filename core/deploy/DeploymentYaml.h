#pragma once

#include <yaml-cpp/node/node.h>

#include <string>
#include <vector>

namespace gp {

// The documents of a deployment file (a SkyPilot task, a JobSet and its neighbours), parsed within the limits of
// deploy/PlanFrom.h. Throws gp::Error: NotADeployment for text that is not UTF-8 (naming the line and byte),
// YamlSyntax for text that is not YAML, passes a limit or holds a key twice in one mapping (naming the line).
std::vector<YAML::Node> parseDeploymentYaml(const std::string& text, const std::string& name);

} // namespace gp
