#include "measure/LogJsonEntry.h"
#include "measure/LogReaders.h"

#include "units/Trim.h"

namespace gp::logread {

void readJsonLines(LogInput& in, Builder& builder, std::uint32_t linesBefore, std::size_t lineLimit)
{
    std::uint32_t line = linesBefore;
    std::string held;
    std::string_view text;
    bool tooLong = false;
    while (nextLine(in, held, text, tooLong, lineLimit)) {
        ++line;
        if (tooLong) {
            LogIssue issue{LogIssueCode::LineTooLong, line};
            issue.limit = static_cast<double>(lineLimit);
            builder.warn(std::move(issue));
            continue;
        }
        const std::string_view raw = trimSpace(text);
        if (raw.empty())
            continue;
        bool gotEntry = false;
        EntryHandler handler(1, [&](const Record&) {
            gotEntry = true;
            return true;
        });
        const bool ok =
            nlohmann::json::sax_parse(raw.begin(), raw.end(), &handler, nlohmann::json::input_format_t::json, true);
        if (!ok) {
            LogIssue issue{LogIssueCode::NotJson, line};
            issue.detail = shortParseError(handler.error());
            builder.warn(std::move(issue));
            continue;
        }
        if (!gotEntry) {
            builder.warn({LogIssueCode::NotAnObject, line});
            continue;
        }
        builder.add(handler.record(), line);
    }
}

} // namespace gp::logread
