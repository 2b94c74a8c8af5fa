#include "measure/LogJsonEntry.h"
#include "measure/LogReaders.h"

namespace gp::logread {

void readCloudLogging(LogInput& in, Builder& builder, std::size_t entryLimit)
{
    // A JSON array of LogEntry objects, newest first: each entry becomes an event as it is read (no entry is held
    // longer than it takes to read it), and the events are taken oldest first.
    JsonCursor cursor(in, entryLimit);
    std::uint32_t index = 0;
    EntryHandler handler(
        2,
        [&](const Record& r) {
            ++index;
            builder.add(r, index, true);
            return true;
        },
        &cursor);
    cursor.mark();
    const bool ok = nlohmann::json::sax_parse(cursor.begin(), JsonCursor::end(), &handler,
                                              nlohmann::json::input_format_t::json, true);
    if (!ok) {
        LogIssue issue{cursor.overLimit() ? LogIssueCode::EntryTooLong : LogIssueCode::ArrayBreaksOff, index + 1};
        issue.limit = static_cast<double>(entryLimit);
        if (!cursor.overLimit())
            issue.detail = shortParseError(handler.error());
        builder.warn(std::move(issue));
    }
    builder.commitDeferred();
}

} // namespace gp::logread
