#pragma once

#include "deploy/Deployment.h"

#include <string>
#include <vector>

namespace gp {

// The paths in `folder` that an export's files would replace.
std::vector<std::string> existingDeploymentFiles(const Deployment& d, const std::string& folder);

// Writes the export's files into `folder`, each through a temporary file renamed into place, and returns their
// paths. Throws gp::Error before writing anything when the folder does not exist or is not a folder, or when a file
// exists and `overwrite` is false (naming the first); and when a file cannot be written (naming it; the files
// written before it stay).
std::vector<std::string> writeDeployment(const Deployment& d, const std::string& folder, bool overwrite);

} // namespace gp
