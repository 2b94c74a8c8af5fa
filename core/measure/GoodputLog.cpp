#include "measure/GoodputLog.h"

#include "io/Error.h"
#include "io/JsonLoad.h"
#include "measure/LogBuilder.h"
#include "measure/LogInput.h"
#include "measure/LogReaders.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <memory>
#include <sys/stat.h>

namespace gp {
namespace {

using namespace logread;

// The form of the log from its first character, with the byte-order mark and the white space before it read past
// (the line breaks among it counted); then the reader of that form.
GoodputLog read(LogInput& in, const std::string& source, const LogReadControl& control)
{
    GoodputLog log;
    Builder builder(log, in, source, control.timeUnit);
    bool first = true;
    std::uint32_t lines = 0;
    for (;;) {
        if (in.atEnd())
            throw Error(ErrorCode::NotALog, source, "the file is empty");
        const std::string_view w = in.window();
        if (first && w.size() >= 3 && static_cast<unsigned char>(w[0]) == 0xEF &&
            static_cast<unsigned char>(w[1]) == 0xBB && static_cast<unsigned char>(w[2]) == 0xBF) {
            in.consume(3);
            first = false;
            continue;
        }
        first = false;
        const char c = in.peek();
        if (!std::isspace(static_cast<unsigned char>(c)))
            break;
        lines += c == '\n' ? 1 : 0;
        in.advance();
    }
    const std::size_t limit = std::min(control.maxLineBytes, kMaxLogLineBytes);
    if (in.peek() == '[') {
        log.format = "cloud_logging";
        readCloudLogging(in, builder, limit);
    } else if (in.peek() == '{') {
        log.format = "jsonl";
        readJsonLines(in, builder, lines, limit);
    } else {
        log.format = "csv";
        readCsv(in, builder, source, lines, limit);
    }
    builder.finish();
    if (control.progress)
        control.progress(1.0);
    return log;
}

struct FileCloser {
    void operator()(std::FILE* f) const { std::fclose(f); }
};

} // namespace

GoodputLog readGoodputLog(std::string_view text, const std::string& source, const LogReadControl& control)
{
    LogInput in(text, control);
    return read(in, source, control);
}

GoodputLog readGoodputLogFile(const std::string& path, const std::string& source, const LogReadControl& control)
{
    requireRegularFile(path);
    const std::unique_ptr<std::FILE, FileCloser> file(std::fopen(path.c_str(), "rb"));
    if (!file)
        throw Error(ErrorCode::FileUnreadable, path);
    struct stat st {};
    std::uint64_t size = 0;
    if (::fstat(::fileno(file.get()), &st) == 0 && S_ISREG(st.st_mode)) {
        size = static_cast<std::uint64_t>(st.st_size);
        if (size > kMaxLogBytes)
            throw Error(ErrorCode::FileTooLarge, path, "limit " + std::to_string(kMaxLogBytes) + " bytes");
    }
    LogInput in(file.get(), size, path, control);
    return read(in, source, control);
}

const JobLog& pickJob(const GoodputLog& log, const std::string& name)
{
    std::string names;
    for (const JobLog& j : log.jobs) {
        if (!name.empty() && j.name == name)
            return j;
        names += (names.empty() ? "" : ", ") + (j.name.empty() ? std::string("(unnamed)") : j.name);
    }
    if (name.empty() && log.jobs.size() == 1)
        return log.jobs.front();
    throw Error(ErrorCode::UnknownValue, "--job",
                (name.empty() ? std::string("the log holds several jobs; pick one of: ")
                              : "'" + name.substr(0, 60) + "'; jobs in the log: ") +
                    names.substr(0, 400));
}

} // namespace gp
