#pragma once

#include <QLockFile>
#include <QString>

#include <memory>

namespace gpui {

// A lock file that is stale only when its owner is gone (the process died), never by age: a window may stay open
// for days. Not yet taken; tryLock(0) takes it.
inline std::unique_ptr<QLockFile> ownerLock(const QString& lockPath)
{
    auto lock = std::make_unique<QLockFile>(lockPath);
    lock->setStaleLockTime(0);
    return lock;
}

} // namespace gpui
