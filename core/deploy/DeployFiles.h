#pragma once

#include "deploy/Deployment.h"

#include <string>
#include <vector>

namespace gp {

// The paths in `folder` that an export's files would replace.
std::vector<std::string> existingDeploymentFiles(const Deployment& d, const std::string& folder);

// Writes the export's files into `folder`, all of them or none (gp::writeFilesAtomically: temporaries created
// exclusively, renamed into place at the end, a link never followed), and returns their paths. Throws gp::Error
// when the folder does not exist or is not a folder, when a file exists and `overwrite` is false (naming the first),
// and when a file cannot be written (naming it; no file is then replaced).
std::vector<std::string> writeDeployment(const Deployment& d, const std::string& folder, bool overwrite);

} // namespace gp
