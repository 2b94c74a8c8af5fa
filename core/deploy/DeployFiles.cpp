#include "deploy/DeployFiles.h"

#include "io/Error.h"

#include <filesystem>
#include <fstream>

namespace gp {
namespace fs = std::filesystem;

std::vector<std::string> existingDeploymentFiles(const Deployment& d, const std::string& folder)
{
    std::vector<std::string> existing;
    for (const DeploymentFile& f : d.files) {
        std::error_code ec;
        const fs::path path = fs::path(folder) / f.name;
        if (fs::exists(path, ec))
            existing.push_back(path.string());
    }
    return existing;
}

std::vector<std::string> writeDeployment(const Deployment& d, const std::string& folder, bool overwrite)
{
    std::error_code ec;
    if (!fs::is_directory(folder, ec))
        throw Error(ErrorCode::FileUnwritable, folder, "not a folder");
    if (!overwrite)
        if (const std::vector<std::string> existing = existingDeploymentFiles(d, folder); !existing.empty())
            throw Error(ErrorCode::FileExists, existing.front());
    std::vector<std::string> written;
    for (const DeploymentFile& f : d.files) {
        const fs::path path = fs::path(folder) / f.name;
        const fs::path temporary = fs::path(folder) / ("." + f.name + ".part");
        {
            std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
            out << f.text;
            out.close();
            if (!out) {
                fs::remove(temporary, ec);
                throw Error(ErrorCode::FileUnwritable, path.string());
            }
        }
        fs::rename(temporary, path, ec);
        if (ec) {
            fs::remove(temporary, ec);
            throw Error(ErrorCode::FileUnwritable, path.string());
        }
        written.push_back(path.string());
    }
    return written;
}

} // namespace gp
