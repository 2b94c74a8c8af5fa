#pragma once

// The three writers behind exportDeployment() (core/deploy/Deployment.h), and what they share.
#include "deploy/Deployment.h"

#include <string>
#include <vector>

namespace YAML {
class Emitter;
}

namespace gp {

Deployment exportSkyPilot(const DeploymentConfig& c);
Deployment exportGke(const DeploymentConfig& c);
Deployment exportSlurm(const DeploymentConfig& c);

// The header's lines as comments ("# ..."), then the body.
std::string withHeader(const std::vector<std::string>& header, const std::string& body);
// A string scalar in double quotes: a label's "true" or an environment variable's "3600" stays a string.
void quoted(YAML::Emitter& out, const std::string& s);
// The emitter's document; throws std::logic_error if the emitter holds an error (a writer's mistake, never input's).
std::string emitted(const YAML::Emitter& out);

// Sentences shared by the writers' lists of what was dropped.
Text droppedHotSpares(std::string_view format);
Text droppedProvisioning(Provisioning p, std::string_view format);

} // namespace gp
