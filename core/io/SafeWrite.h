#pragma once

#include <string>
#include <vector>

namespace gp {

// One file to write: where, and its whole text.
struct FileToWrite {
    std::string path;
    std::string text;
};

// Writes every file whole, or none of them (docs/deploy.md, "Writing the files"):
// - each file is first written to a temporary beside its target, created exclusively under an unpredictable name
//   (mkostemp: a link planted there is never followed, and no other file is opened);
// - only when every temporary is complete are they renamed into place, in order; should a rename fail, the files
//   already replaced are put back as they were;
// - a replaced file keeps its permissions (a private 0600 plan stays private); a new one gets 0666 less the umask;
// - a link at a target is replaced by the file, never written through.
// Throws gp::Error: FileExists (naming the first) when a target exists, a link included, and `replace` is false;
// FileUnwritable (naming the file) when a folder is missing or a file cannot be written, nothing replaced then.
void writeFilesAtomically(const std::vector<FileToWrite>& files, bool replace);

// The targets of `files` that exist already (a link counts, even one that points nowhere).
std::vector<std::string> existingFiles(const std::vector<FileToWrite>& files);

} // namespace gp
