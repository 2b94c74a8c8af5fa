#include "measure/LogIssue.h"

#include <array>
#include <cmath>

namespace gp {
namespace {

// The one table of a log's problems: the console tool prints the English, the user interface translates each
// pattern (context "gp"). The parts of each pattern are filled in logIssueText().
struct IssueEntry {
    LogIssueCode code;
    const char* id;
    const char* pattern;
    bool doubtful;
};

const std::array<IssueEntry, 33> kIssues{{
    {LogIssueCode::NotJson, "not_json", GP_TEXT("not JSON (%1); skipped"), false},
    {LogIssueCode::NotAnObject, "not_an_object", GP_TEXT("not a JSON object; skipped"), false},
    {LogIssueCode::LineTooLong, "line_too_long", GP_TEXT("longer than %1 MiB; skipped without being read"), true},
    {LogIssueCode::EntryTooLong, "entry_too_long",
     GP_TEXT("an entry longer than %1 MiB: the export is read up to it and no further"), true},
    {LogIssueCode::ArrayBreaksOff, "array_breaks_off",
     GP_TEXT("the JSON array breaks off (%1); the entries before it are measured"), false},
    {LogIssueCode::TimeNotFinite, "time_not_finite",
     GP_TEXT("a time that is not a finite number of POSIX seconds; the entry is skipped"), false},
    {LogIssueCode::TimeImplausible, "time_implausible",
     GP_TEXT("the time %1, read in %2, lies outside 2000 to 2100; the entry is skipped"), true},
    {LogIssueCode::StepNotWhole, "step_not_whole",
     GP_TEXT("the step %1 is not a whole number from 0 up; the entry is skipped"), true},
    {LogIssueCode::StepTooLarge, "step_too_large",
     GP_TEXT("the step %1 is too large to be read exactly; the entry is skipped"), true},
    {LogIssueCode::CheckpointDurationInvalid, "checkpoint_duration_invalid",
     GP_TEXT("a checkpoint duration that is not a finite number of seconds; the entry is skipped"), false},
    {LogIssueCode::UnknownKind, "unknown_kind", GP_TEXT("unknown kind '%1'; skipped"), false},
    {LogIssueCode::TimeUnreadable, "time_unreadable",
     GP_TEXT("the time '%1' is neither a number nor ISO-8601; skipped"), false},
    {LogIssueCode::StepMissing, "step_missing", GP_TEXT("a step that is not a number; skipped"), false},
    {LogIssueCode::DurationMissing, "duration_missing",
     GP_TEXT("a checkpoint without its duration in seconds; skipped"), false},
    {LogIssueCode::CustomTypeMissing, "custom_type_missing",
     GP_TEXT("a custom badput event without its type; skipped"), false},
    {LogIssueCode::TextAfterQuote, "text_after_quote",
     GP_TEXT("text between a quoted field's closing quote and the next comma; the row is skipped"), false},
    {LogIssueCode::SliceCountInvalid, "slice_count_invalid",
     GP_TEXT("a slice count of %1, not a whole number of slices from 0 to a million; the entry is skipped"), true},
    {LogIssueCode::QuoteNotClosed, "quote_not_closed",
     GP_TEXT("a quote opened on this line is never closed; the rest of the file is skipped"), true},
    {LogIssueCode::StepBeyondExact, "step_beyond_exact",
     GP_TEXT("the step %1 is beyond 2^53: read exactly here, but many JSON readers round such numbers"), true},
    {LogIssueCode::MoreProblems, "more_problems", GP_TEXT("%1 more lines with problems"), false},
    {LogIssueCode::OutOfOrder, "out_of_order",
     GP_TEXT("job '%1': %2 entries out of time order; measured in time order"), false},
    {LogIssueCode::Duplicates, "duplicates",
     GP_TEXT("job '%1': %2 identical entries logged twice (the same step at the same time); counted once"), false},
    {LogIssueCode::NoJobEnd, "no_job_end", GP_TEXT("the job logged no end: measured to its last entry"), false},
    {LogIssueCode::BucketNotComputed, "bucket_not_computed", GP_TEXT("%1 could not be computed (%2 s); counted as 0"),
     false},
    {LogIssueCode::CustomNotComputed, "custom_not_computed",
     GP_TEXT("custom badput %1 could not be computed; counted as 0"), false},
    {LogIssueCode::NoIdealStep, "no_ideal_step",
     GP_TEXT("no step took a second or more: no ideal step time (the library leaves shorter steps out)"), false},
    {LogIssueCode::DurationBeyondJob, "duration_beyond_job",
     GP_TEXT("a checkpoint of %1 s, longer than the %2 s measured of the whole job; left out"), true},
    {LogIssueCode::NoPlausibleTime, "no_plausible_time",
     GP_TEXT("no entry has a time from 2000 to 2100: the first is %1, read in %2"), true},
    {LogIssueCode::HeaderUnreadable, "header_unreadable",
     GP_TEXT("the first line is longer than %1 MiB or opens a quote it never closes: no CSV header"), false},
    {LogIssueCode::EntriesBeyondMemory, "entries_beyond_memory",
     GP_TEXT("its entries would take more than %1 MB of memory: twice the size of what was read, and at most 1 GB"),
     false},
    {LogIssueCode::TooManyJobs, "too_many_jobs", GP_TEXT("more than %1 different job names"), false},
    {LogIssueCode::TooManyCustomTypes, "too_many_custom_types",
     GP_TEXT("more than %1 different custom badput types"), false},
    {LogIssueCode::DoubtfulMeasurement, "doubtful_measurement",
     GP_TEXT("%1 of the log's values are implausible (times outside 2000 to 2100, steps that are not whole numbers "
             "or beyond 2^53, checkpoints longer than the job, lines beyond the limit): the plan is fitted to it "
             "only when that is confirmed"),
     false},
}};

const IssueEntry* entry(LogIssueCode code)
{
    for (const IssueEntry& e : kIssues)
        if (e.code == code)
            return &e;
    return nullptr;
}

Text unitText(TimeUnit unit)
{
    switch (unit) {
    case TimeUnit::Seconds: return Text(GP_TEXT("seconds"));
    case TimeUnit::Milliseconds: return Text(GP_TEXT("milliseconds"));
    case TimeUnit::Microseconds: return Text(GP_TEXT("microseconds"));
    case TimeUnit::Nanoseconds: return Text(GP_TEXT("nanoseconds"));
    }
    return Text(GP_TEXT("seconds"));
}

Text mebibytes(double bytes)
{
    return Text::number(bytes / double(1 << 20));
}

} // namespace

const char* logIssueCodeName(LogIssueCode code)
{
    const IssueEntry* e = entry(code);
    return e ? e->id : "unknown";
}

bool isDoubtful(LogIssueCode code)
{
    const IssueEntry* e = entry(code);
    return e && e->doubtful;
}

Text logIssueText(const LogIssue& issue)
{
    const IssueEntry* e = entry(issue.code);
    if (!e)
        return Text::verbatim(issue.subject);
    const Text subject = Text::verbatim(issue.subject);
    std::vector<Text> parts;
    switch (issue.code) {
    case LogIssueCode::NotJson:
    case LogIssueCode::ArrayBreaksOff: parts = {Text::verbatim(issue.detail)}; break;
    case LogIssueCode::LineTooLong:
    case LogIssueCode::EntryTooLong:
    case LogIssueCode::HeaderUnreadable: parts = {mebibytes(issue.limit)}; break;
    case LogIssueCode::TimeImplausible:
    case LogIssueCode::NoPlausibleTime: parts = {Text::number(issue.value), unitText(issue.readAs)}; break;
    case LogIssueCode::StepNotWhole:
    case LogIssueCode::StepTooLarge:
    case LogIssueCode::StepBeyondExact:
    case LogIssueCode::UnknownKind:
    case LogIssueCode::TimeUnreadable:
    case LogIssueCode::CustomNotComputed: parts = {subject}; break;
    case LogIssueCode::MoreProblems:
    case LogIssueCode::TooManyJobs:
    case LogIssueCode::TooManyCustomTypes: parts = {Text::number(issue.code == LogIssueCode::MoreProblems ? issue.value
                                                                                                     : issue.limit)};
        break;
    case LogIssueCode::OutOfOrder:
    case LogIssueCode::Duplicates: parts = {subject, Text::number(issue.value)}; break;
    case LogIssueCode::BucketNotComputed: parts = {subject, Text::number(issue.value)}; break;
    case LogIssueCode::DurationBeyondJob: parts = {Text::number(issue.value), Text::number(issue.limit)}; break;
    case LogIssueCode::EntriesBeyondMemory: parts = {Text::number(std::round(issue.limit / 1e6))}; break;
    case LogIssueCode::DoubtfulMeasurement:
    case LogIssueCode::SliceCountInvalid: parts = {Text::number(issue.value)}; break;
    default: break;
    }
    Text text(e->pattern, std::move(parts));
    if (issue.unit)
        text = Text(GP_TEXT("%1; its number looks like %2: read the log's times in %2"), {text, unitText(*issue.unit)});
    if (issue.line > 0)
        text = Text(GP_TEXT("line %1: %2"), {Text::verbatim(std::to_string(issue.line)), text});
    return text;
}

LogError::LogError(ErrorCode code, std::string source, LogIssue issue)
    : Error(code, std::move(source), logIssueText(issue).english())
    , issue_(std::move(issue))
{
}

Text logErrorText(const LogError& error)
{
    return Text(GP_TEXT("%1 cannot be measured: %2"), {Text::verbatim(error.subject()), logIssueText(error.issue())});
}

} // namespace gp
