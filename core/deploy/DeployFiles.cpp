#include "deploy/DeployFiles.h"

#include "io/Error.h"
#include "io/SafeWrite.h"

#include <filesystem>

namespace gp {
namespace fs = std::filesystem;
namespace {

std::vector<FileToWrite> filesIn(const Deployment& d, const std::string& folder)
{
    std::vector<FileToWrite> files;
    for (const DeploymentFile& f : d.files)
        files.push_back({(fs::path(folder) / f.name).string(), f.text});
    return files;
}

} // namespace

std::vector<std::string> existingDeploymentFiles(const Deployment& d, const std::string& folder)
{
    return existingFiles(filesIn(d, folder));
}

std::vector<std::string> writeDeployment(const Deployment& d, const std::string& folder, bool overwrite)
{
    std::error_code ec;
    if (!fs::is_directory(folder, ec))
        throw Error(ErrorCode::FileUnwritable, folder, "not a folder");
    const std::vector<FileToWrite> files = filesIn(d, folder);
    writeFilesAtomically(files, overwrite);
    std::vector<std::string> written;
    for (const FileToWrite& f : files)
        written.push_back(f.path);
    return written;
}

} // namespace gp
