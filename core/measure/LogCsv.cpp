#include "measure/LogReaders.h"

#include "io/Error.h"
#include "units/Trim.h"

#include <algorithm>
#include <charconv>
#include <cstring>
#include <cmath>
#include <map>

namespace gp::logread {
namespace {

// CSV records by RFC 4180: fields separated by commas; a field in double quotes may hold commas, line breaks and
// doubled quotes (one quote each). Records end at a line break (LF or CRLF). Unquoted fields are trimmed; a line
// whose first character is '#' is a comment, and an empty line is no record.
class CsvRecords {
public:
    enum class Result { Record, End, TooLong, TextAfterQuote, QuoteNotClosed };

    CsvRecords(LogInput& in, std::uint32_t linesBefore, std::size_t limit) : in_(in), limit_(limit), lines_(linesBefore)
    {
    }

    Result next()
    {
        for (;;) {
            if (in_.atEnd())
                return Result::End;
            const Result r = read();
            if (r != Result::Record || !blank_)
                return r;
        }
    }
    std::size_t size() const { return count_; }
    std::string_view cell(std::size_t i) const { return cells_[i]; }
    std::uint32_t line() const { return line_; } // where the record starts
    // A record beyond the limit ends the reading at once (the header: what follows is no CSV log).
    void stopWhenTooLong(bool stop) { stop_ = stop; }

private:
    enum class State { FieldStart, Unquoted, Quoted, QuoteInQuoted, AfterQuote, Comment };

    void startCell()
    {
        if (!keep_)
            return;
        if (count_ == cells_.size())
            cells_.emplace_back();
        cells_[count_].clear();
        ++count_;
        bytes_ += sizeof(std::string);
    }
    void endUnquoted()
    {
        if (keep_ && count_ > 0) {
            std::string& c = cells_[count_ - 1];
            const std::string_view t = trimSpace(c);
            if (t.size() != c.size())
                c = std::string(t);
        }
    }
    // Appends a run of a field's characters; its memory grows to the limit and no further.
    void append(const char* text, std::size_t n)
    {
        if (!keep_ || n == 0)
            return;
        std::string& cell = cells_[count_ - 1];
        if (cell.size() + n > cell.capacity())
            cell.reserve(std::min(std::max(2 * cell.capacity(), cell.size() + n), limit_));
        cell.append(text, n);
    }
    // Counts `n` bytes of the record; false once it is beyond the limit (its cells are then let go).
    bool charge(std::size_t n)
    {
        if (!keep_)
            return true;
        bytes_ += n;
        if (bytes_ <= limit_)
            return true;
        keep_ = false;
        std::vector<std::string>().swap(cells_); // its memory back at once
        count_ = 0;
        return !stop_;
    }

    // One record, or a blank or comment line (blank_).
    Result read()
    {
        line_ = lines_ + 1;
        count_ = 0;
        bytes_ = 0;
        keep_ = true;
        blank_ = true;
        bool malformed = false;
        State state = State::FieldStart;
        startCell();
        for (;;) {
            const std::string_view w = in_.window();
            if (w.empty())
                break;
            const char* const data = w.data();
            const std::size_t size = w.size();
            std::size_t i = 0;
            while (i < size) {
                // A field's ordinary characters, a run at a time.
                if (state == State::Quoted || state == State::Unquoted || state == State::Comment) {
                    std::size_t j = i;
                    if (state == State::Quoted) {
                        const void* q = std::memchr(data + i, '"', size - i);
                        j = q ? static_cast<std::size_t>(static_cast<const char*>(q) - data) : size;
                        lines_ += static_cast<std::uint32_t>(std::count(data + i, data + j, '\n'));
                    } else {
                        while (j < size && data[j] != '\n' && (state == State::Comment || data[j] != ','))
                            ++j;
                    }
                    if (!charge(j - i)) {
                        in_.consume(j);
                        return Result::TooLong;
                    }
                    if (state != State::Comment)
                        append(data + i, j - i);
                    i = j;
                    if (i == size)
                        break;
                }
                const char c = data[i++];
                if (c == '\n')
                    ++lines_;
                if (!charge(1)) {
                    in_.consume(i);
                    return Result::TooLong;
                }
                switch (state) {
                case State::FieldStart:
                    if (c == '"') {
                        state = State::Quoted;
                        blank_ = false;
                    } else if (c == ',') {
                        startCell();
                        blank_ = false;
                    } else if (c == '\n') {
                        in_.consume(i);
                        return finish(malformed);
                    } else if (c == '#' && count_ == 1 && blank_) {
                        state = State::Comment;
                    } else if (c != ' ' && c != '\t' && c != '\r') {
                        append(&c, 1);
                        state = State::Unquoted;
                        blank_ = false;
                    }
                    break;
                case State::Unquoted: // at a comma or a line break
                    endUnquoted();
                    if (c == '\n') {
                        in_.consume(i);
                        return finish(malformed);
                    }
                    startCell();
                    state = State::FieldStart;
                    break;
                case State::Quoted: // at a quote
                    state = State::QuoteInQuoted;
                    break;
                case State::QuoteInQuoted:
                    if (c == '"') {
                        append(&c, 1);
                        state = State::Quoted;
                    } else if (c == ',') {
                        startCell();
                        state = State::FieldStart;
                    } else if (c == '\n') {
                        in_.consume(i);
                        return finish(malformed);
                    } else {
                        malformed = malformed || (c != ' ' && c != '\t' && c != '\r');
                        state = State::AfterQuote;
                    }
                    break;
                case State::AfterQuote:
                    if (c == ',') {
                        startCell();
                        state = State::FieldStart;
                    } else if (c == '\n') {
                        in_.consume(i);
                        return finish(malformed);
                    } else {
                        malformed = malformed || (c != ' ' && c != '\t' && c != '\r');
                    }
                    break;
                case State::Comment: // at a line break
                    in_.consume(i);
                    return Result::Record; // blank_
                }
            }
            in_.consume(size);
        }
        // The end of the input ends the last record.
        if (state == State::Quoted) {
            count_ = 0;
            return Result::QuoteNotClosed;
        }
        if (state == State::Unquoted)
            endUnquoted();
        return finish(malformed);
    }

    Result finish(bool malformed)
    {
        if (!keep_)
            return Result::TooLong;
        if (malformed)
            return Result::TextAfterQuote;
        return Result::Record;
    }

    LogInput& in_;
    std::size_t limit_;
    std::vector<std::string> cells_;
    std::size_t count_ = 0;
    std::size_t bytes_ = 0;
    std::uint32_t lines_;    // line breaks read
    std::uint32_t line_ = 0; // the record's first line
    bool keep_ = true;       // within the size limit
    bool blank_ = true;      // no field written: an empty line or a comment
    bool stop_ = false;
};

bool isNumber(std::string_view digits, double& out)
{
    const auto res = std::from_chars(digits.data(), digits.data() + digits.size(), out);
    return !digits.empty() && res.ec == std::errc() && res.ptr == digits.data() + digits.size();
}

} // namespace

// A header naming its columns (time, kind, step, and optionally type, duration, job, directory), then one event a
// row (docs/model.md section 18).
void readCsv(LogInput& in, Builder& builder, const std::string& source, std::uint32_t linesBefore,
             std::size_t recordLimit)
{
    CsvRecords records(in, linesBefore, recordLimit);
    records.stopWhenTooLong(true);
    std::map<std::string, std::size_t, std::less<>> column;
    static const std::map<std::string_view, std::pair<Field, LogEventKind>> kinds{
        {"job_start", {JobStartTime, LogEventKind::JobStart}},
        {"job_end", {JobEndTime, LogEventKind::JobEnd}},
        {"step", {StepStartTime, LogEventKind::Step}},
        {"tpu_init_start", {TpuInitStart, LogEventKind::TpuInitStart}},
        {"tpu_init_end", {TpuInitEnd, LogEventKind::TpuInitEnd}},
        {"training_prep_start", {PrepStart, LogEventKind::PrepStart}},
        {"training_prep_end", {PrepEnd, LogEventKind::PrepEnd}},
        {"data_loading_start", {DataStart, LogEventKind::DataLoadingStart}},
        {"data_loading_end", {DataEnd, LogEventKind::DataLoadingEnd}},
        {"custom_badput_start", {CustomStart, LogEventKind::CustomStart}},
        {"custom_badput_end", {CustomEnd, LogEventKind::CustomEnd}},
        {"checkpoint_save", {CkManagerBlocking, LogEventKind::CheckpointSave}},
        {"checkpoint_restore", {CkManagerDuration, LogEventKind::CheckpointRestore}},
    };
    Record r;
    for (;;) {
        const CsvRecords::Result result = records.next();
        if (result == CsvRecords::Result::End)
            break;
        const std::uint32_t line = records.line();
        if (column.empty()) {
            if (result == CsvRecords::Result::TooLong || result == CsvRecords::Result::QuoteNotClosed) {
                LogIssue issue{LogIssueCode::HeaderUnreadable, line};
                issue.limit = static_cast<double>(recordLimit);
                throw LogError(ErrorCode::NotALog, source, std::move(issue));
            }
            for (std::size_t i = 0; i < records.size(); ++i)
                column.insert_or_assign(std::string(records.cell(i)), i);
            if (!column.count("time") || !column.count("kind"))
                throw Error(ErrorCode::NotALog, "CSV header", "a header with the columns time and kind");
            records.stopWhenTooLong(false);
            continue;
        }
        switch (result) {
        case CsvRecords::Result::TooLong: {
            LogIssue issue{LogIssueCode::LineTooLong, line};
            issue.limit = static_cast<double>(recordLimit);
            builder.warn(std::move(issue));
            continue;
        }
        case CsvRecords::Result::TextAfterQuote: builder.warn({LogIssueCode::TextAfterQuote, line}); continue;
        case CsvRecords::Result::QuoteNotClosed: builder.warn({LogIssueCode::QuoteNotClosed, line}); continue;
        default: break;
        }
        auto cell = [&](std::string_view name) -> std::string_view {
            const auto it = column.find(name);
            return it != column.end() && it->second < records.size() ? records.cell(it->second) : std::string_view();
        };
        const auto kind = kinds.find(cell("kind"));
        if (kind == kinds.end()) {
            builder.warn({LogIssueCode::UnknownKind, line, std::string(cell("kind").substr(0, 40))});
            continue;
        }
        r.clear();
        // A number is the time as written, in the log's unit; ISO-8601 is seconds.
        const std::string_view timeText = trimSpace(cell("time"));
        double time = 0;
        if (!isNumber(timeText, time)) {
            const std::optional<double> iso = parseLogTime(timeText);
            if (!iso || !std::isfinite(*iso)) {
                builder.warn({LogIssueCode::TimeUnreadable, line, std::string(timeText.substr(0, 40))});
                continue;
            }
            time = *iso;
            r.timeInSeconds = true;
        }
        const LogEventKind k = kind->second.second;
        r.jobName = std::string(cell("job"));
        r.hasJob = true;
        const bool checkpoint = k == LogEventKind::CheckpointSave || k == LogEventKind::CheckpointRestore;
        StepValue step;
        if (k == LogEventKind::Step || checkpoint) {
            const std::string_view text = cell("step");
            step = StepValue::ofText(text);
            double any = 0;
            if (step.read == StepValue::Read::NotWhole && !isNumber(text, any)) { // no number at all
                builder.warn({LogIssueCode::StepMissing, line});
                continue;
            }
        }
        if (checkpoint) {
            double duration = 0;
            if (!isNumber(cell("duration"), duration)) {
                builder.warn({LogIssueCode::DurationMissing, line});
                continue;
            }
            r.eventType = k == LogEventKind::CheckpointSave ? "save" : "restore";
            r.set(kind->second.first, duration);
            r.ckStep = step;
            r.present |= 1u << CkStep;
            r.set(CkBlockingStart, time);
            r.directory = std::string(cell("directory"));
            if (r.directory.empty())
                r.directory = "gs://";
        } else {
            r.set(kind->second.first, time);
            if (k == LogEventKind::Step) {
                r.stepCount = step;
                r.present |= 1u << StepCount;
            }
            if (k == LogEventKind::CustomStart || k == LogEventKind::CustomEnd) {
                r.customType = std::string(cell("type"));
                if (r.customType.empty()) {
                    builder.warn({LogIssueCode::CustomTypeMissing, line});
                    continue;
                }
            }
        }
        builder.add(r, line);
    }
}

} // namespace gp::logread
