#pragma once

// The three readers of a goodput log (internal to core/measure), one file each: they turn what they read into
// records for the Builder (docs/model.md section 18). Each starts where the log's first character stands, after
// `linesBefore` empty lines.

#include "measure/LogBuilder.h"
#include "measure/LogInput.h"

#include <string>

namespace gp::logread {

// JSON Lines: one payload (or LogEntry) a line. `LogJsonLines.cpp`
void readJsonLines(LogInput& in, Builder& builder, std::uint32_t linesBefore, std::size_t lineLimit);
// A Cloud Logging export: one JSON array of LogEntry objects, newest first. `LogCloudLogging.cpp`
void readCloudLogging(LogInput& in, Builder& builder, std::size_t entryLimit);
// CSV by RFC 4180, with a header naming its columns. `LogCsv.cpp`
void readCsv(LogInput& in, Builder& builder, const std::string& source, std::uint32_t linesBefore,
             std::size_t recordLimit);

} // namespace gp::logread
