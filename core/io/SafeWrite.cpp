#include "io/SafeWrite.h"

#include "io/Error.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

namespace gp {
namespace fs = std::filesystem;
namespace {

bool present(const std::string& path)
{
    struct stat st {};
    return ::lstat(path.c_str(), &st) == 0;
}

// A file written beside its target under a name of mkostemp's, and a hard link of the file it replaces.
struct Staged {
    std::string target;
    std::string temporary;
    std::string backup; // empty: the target did not exist
};

// A unique name in the target's folder ("folder/.name.XXXXXX"), created exclusively; returns the open descriptor.
int createBeside(const std::string& target, std::string& name)
{
    const fs::path p(target);
    name = (p.parent_path() / ("." + p.filename().string() + ".XXXXXX")).string();
    return ::mkostemp(name.data(), O_CLOEXEC);
}

bool writeAll(int fd, const std::string& text)
{
    const char* data = text.data();
    std::size_t left = text.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, data, left);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        data += n;
        left -= static_cast<std::size_t>(n);
    }
    return ::fsync(fd) == 0;
}

// The permissions the written file gets: the replaced regular file's, else 0666 less the umask.
mode_t modeFor(const std::string& target)
{
    struct stat st {};
    if (::stat(target.c_str(), &st) == 0 && S_ISREG(st.st_mode))
        return st.st_mode & 07777;
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return 0666 & ~mask;
}

void discard(std::vector<Staged>& staged)
{
    for (const Staged& s : staged) {
        if (!s.temporary.empty())
            ::unlink(s.temporary.c_str());
        if (!s.backup.empty())
            ::unlink(s.backup.c_str());
    }
}

Staged stage(const FileToWrite& f)
{
    Staged s{f.path, {}, {}};
    const int fd = createBeside(f.path, s.temporary);
    if (fd < 0)
        throw Error(ErrorCode::FileUnwritable, f.path);
    const bool ok = writeAll(fd, f.text) && ::fchmod(fd, modeFor(f.path)) == 0;
    if (::close(fd) != 0 || !ok) {
        ::unlink(s.temporary.c_str());
        throw Error(ErrorCode::FileUnwritable, f.path);
    }
    return s;
}

// A hard link to the file about to be replaced (the link itself where the target is one), to put it back.
void keepBackup(Staged& s)
{
    if (!present(s.target))
        return;
    for (int attempt = 0; attempt < 16; ++attempt) {
        std::string name;
        const int fd = createBeside(s.target, name);
        if (fd < 0)
            break;
        ::close(fd);
        ::unlink(name.c_str());
        if (::linkat(AT_FDCWD, s.target.c_str(), AT_FDCWD, name.c_str(), 0) == 0) {
            s.backup = name;
            return;
        }
        if (errno != EEXIST)
            break;
    }
    throw Error(ErrorCode::FileUnwritable, s.target);
}

void putBack(const std::vector<Staged>& staged, std::size_t replaced)
{
    for (std::size_t i = 0; i < replaced; ++i) {
        if (staged[i].backup.empty())
            ::unlink(staged[i].target.c_str());
        else
            ::rename(staged[i].backup.c_str(), staged[i].target.c_str());
    }
}

} // namespace

std::vector<std::string> existingFiles(const std::vector<FileToWrite>& files)
{
    std::vector<std::string> existing;
    for (const FileToWrite& f : files)
        if (present(f.path))
            existing.push_back(f.path);
    return existing;
}

void writeFilesAtomically(const std::vector<FileToWrite>& files, bool replace)
{
    if (!replace)
        if (const std::vector<std::string> existing = existingFiles(files); !existing.empty())
            throw Error(ErrorCode::FileExists, existing.front());
    std::vector<Staged> staged;
    try {
        for (const FileToWrite& f : files) {
            staged.push_back(stage(f));
            keepBackup(staged.back());
        }
    } catch (const Error&) {
        discard(staged);
        throw;
    }
    for (std::size_t i = 0; i < staged.size(); ++i) {
        // Without leave to replace, a file that appeared since the check above is not replaced either.
        const char* from = staged[i].temporary.c_str();
        const char* to = staged[i].target.c_str();
        int done = ::renameat2(AT_FDCWD, from, AT_FDCWD, to, replace ? 0 : RENAME_NOREPLACE);
        if (done != 0 && errno == EINVAL && !replace) // a file system without RENAME_NOREPLACE: checked above
            done = ::rename(from, to);
        if (done != 0) {
            const bool appeared = errno == EEXIST;
            putBack(staged, i);
            discard(staged);
            throw Error(appeared ? ErrorCode::FileExists : ErrorCode::FileUnwritable, staged[i].target);
        }
        staged[i].temporary.clear();
    }
    discard(staged);
}

} // namespace gp
