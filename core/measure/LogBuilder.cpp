#include "measure/LogBuilder.h"

#include "io/Error.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>

namespace gp::logread {
namespace {

constexpr std::size_t kMaxWarnings = 100;
constexpr std::size_t kMaxDoubts = 100;
constexpr double kExact = 9007199254740992.0; // 2^53: integers beyond it are not all doubles

std::string shortText(std::string_view text)
{
    return std::string(text.substr(0, 40));
}

// A name's bytes as held: its characters, the string and the map's node.
std::size_t nameBytes(const std::string& s)
{
    return s.size() * 2 + 128;
}

constexpr double kMaxSlices = 1e6;

// An elastic wait's type, to pair a start with its end: FNV-1a, stable from run to run.
std::uint64_t typeHash(std::string_view s)
{
    std::uint64_t h = 14695981039346656037ull;
    for (const char c : s)
        h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
    return h;
}

std::string lowerCase(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

// An elastic job's entry (ml-goodput-measurement 0.2.3's ElasticGoodputRecorder) as an event: its kind, time and
// what it carries (LogEvent); a slice count that is not a number of slices is named.
struct ElasticRead {
    bool is = false;
    std::optional<double> badCount;
    LogIssue issue(std::uint32_t line) const
    {
        LogIssue i{LogIssueCode::SliceCountInvalid, line};
        i.value = badCount.value_or(0);
        return i;
    }
};

ElasticRead readElastic(const Record& r, LogEvent& e, double& time)
{
    const auto take = [&](LogEventKind kind, Field f) {
        e.kind = kind;
        time = r.number[f];
        return ElasticRead{true, std::nullopt};
    };
    if (r.has(ElasticWaitStart) || r.has(ElasticWaitEnd)) {
        // The library pairs a wait by its type as written, "unknown" when it has none.
        const std::string type = r.elasticWaitType.empty() ? std::string("unknown") : r.elasticWaitType;
        e.step = static_cast<std::int64_t>(typeHash(type) >> 1); // a step is never negative
        e.scaleUp = lowerCase(type).find("scale_up") != std::string::npos;
        return r.has(ElasticWaitStart) ? take(LogEventKind::ElasticWaitStart, ElasticWaitStart)
                                       : take(LogEventKind::ElasticWaitEnd, ElasticWaitEnd);
    }
    if (r.has(ElasticReinitStart))
        return take(LogEventKind::ElasticReinitStart, ElasticReinitStart);
    if (r.has(ElasticReinitEnd))
        return take(LogEventKind::ElasticReinitEnd, ElasticReinitEnd);
    if (!r.has(SliceCountsTime))
        return {};
    // A count that is missing is 0, the whole at least 1 (as the library).
    const auto count = [&r](Field f, double missing) { return r.has(f) ? r.number[f] : missing; };
    const double active = count(ActiveSlices, 0), available = count(AvailableSlices, 0), total = count(TotalSlices, 1);
    for (double v : {active, available, total})
        if (!std::isfinite(v) || v < 0 || v > kMaxSlices || v != std::floor(v))
            return {true, v};
    e.step = static_cast<std::int64_t>(active);
    e.custom = static_cast<std::uint32_t>(available);
    e.duration = std::max(1.0, total);
    return take(LogEventKind::SliceCounts, SliceCountsTime);
}

} // namespace

Field fieldNamed(std::string_view key)
{
    static const std::unordered_map<std::string_view, Field> names{
        {"step_count", StepCount},
        {"step_start_time", StepStartTime},
        {"job_start_time", JobStartTime},
        {"job_end_time", JobEndTime},
        {"tpu_init_start_time", TpuInitStart},
        {"tpu_init_end_time", TpuInitEnd},
        {"training_prep_start_time", PrepStart},
        {"training_prep_end_time", PrepEnd},
        {"data_loading_start_time", DataStart},
        {"data_loading_end_time", DataEnd},
        {"custom_badput_event_start_time", CustomStart},
        {"custom_badput_event_end_time", CustomEnd},
        {"step", CkStep},
        {"checkpoint_manager_blocking_duration_secs", CkManagerBlocking},
        {"checkpoint_manager_duration_secs", CkManagerDuration},
        {"checkpoint_manager_blocking_start_time", CkBlockingStart},
        {"elastic_wait_start_time", ElasticWaitStart},
        {"elastic_wait_end_time", ElasticWaitEnd},
        {"elastic_reinit_start_time", ElasticReinitStart},
        {"elastic_reinit_end_time", ElasticReinitEnd},
        {"active_slices", ActiveSlices},
        {"total_slices", TotalSlices},
        {"available_slices", AvailableSlices},
        {"elastic_slice_counts_timestamp", SliceCountsTime},
        {"elastic_wait_event_type", ElasticWaitType},
        {"job_name", JobName},
        {"custom_badput_event_type", CustomType},
        {"event_type", EventType},
        {"directory", Directory},
        {"timestamp", Timestamp},
        {"jsonPayload", JsonPayload},
    };
    const auto it = names.find(key);
    return it != names.end() ? it->second : None;
}

StepValue StepValue::ofInteger(std::int64_t v)
{
    StepValue s;
    s.value = v;
    if (v < 0) {
        s.read = Read::NotWhole;
        s.text = std::to_string(v);
    } else if (static_cast<double>(v) > kExact) {
        s.read = Read::BeyondExact;
        s.text = std::to_string(v);
    }
    return s;
}

StepValue StepValue::ofUnsigned(std::uint64_t v)
{
    if (v > static_cast<std::uint64_t>(INT64_MAX)) {
        StepValue s;
        s.read = Read::TooLarge;
        s.text = std::to_string(v);
        return s;
    }
    return ofInteger(static_cast<std::int64_t>(v));
}

StepValue StepValue::ofDouble(double v, std::string_view text)
{
    StepValue s;
    s.text = shortText(text.empty() ? std::to_string(v) : text);
    if (!std::isfinite(v) || v < 0 || v != std::floor(v))
        s.read = Read::NotWhole;
    else if (v > kExact) // written as a fraction or with an exponent: the digits beyond 2^53 are lost
        s.read = Read::TooLarge;
    else
        s.value = static_cast<std::int64_t>(v);
    return s;
}

StepValue StepValue::ofText(std::string_view text)
{
    const char* end = text.data() + text.size();
    std::int64_t i = 0;
    auto r = std::from_chars(text.data(), end, i);
    if (r.ec == std::errc() && r.ptr == end)
        return ofInteger(i);
    std::uint64_t u = 0;
    r = std::from_chars(text.data(), end, u);
    if (r.ptr == end && (r.ec == std::errc() || r.ec == std::errc::result_out_of_range)) {
        if (r.ec == std::errc())
            return ofUnsigned(u);
        StepValue s; // digits only, beyond 2^64
        s.read = StepValue::Read::TooLarge;
        s.text = shortText(text);
        return s;
    }
    double d = 0;
    r = std::from_chars(text.data(), end, d);
    if (r.ptr == end && r.ec == std::errc::result_out_of_range && !text.empty()) {
        StepValue s; // 1e400
        s.read = StepValue::Read::TooLarge;
        s.text = shortText(text);
        return s;
    }
    if (text.empty() || r.ec != std::errc() || r.ptr != end) {
        StepValue s;
        s.read = StepValue::Read::NotWhole;
        s.text = shortText(text);
        return s;
    }
    return ofDouble(d, text);
}

void Record::clear()
{
    present = 0;
    hasJob = false;
    timeInSeconds = false;
    stepCount = {};
    ckStep = {};
    jobName.clear();
    customType.clear();
    elasticWaitType.clear();
    eventType.clear();
    directory.clear();
    timestamp.clear();
}

Builder::Builder(GoodputLog& log, const LogInput& input, const std::string& source, TimeUnit unit)
    : log_(log), input_(input), source_(source), unit_(unit), lastTime_(NAN)
{
    log_.timeUnit = unit;
}

void Builder::charge(std::size_t bytes, std::uint32_t line)
{
    held_ += bytes;
    const std::size_t budget =
        static_cast<std::size_t>(std::min<std::uint64_t>(kMaxLogMemoryBytes, 2 * input_.bytesRead() + (1u << 20)));
    if (held_ > budget) {
        LogIssue issue{LogIssueCode::EntriesBeyondMemory, line};
        issue.limit = static_cast<double>(budget);
        throw LogError(ErrorCode::FileTooLarge, source_, std::move(issue));
    }
}

std::uint32_t Builder::nameOf(const Record& r)
{
    static const std::string unnamed;
    const std::string& name = r.hasJob ? r.jobName : unnamed;
    const auto it = nameIndex_.find(name);
    if (it != nameIndex_.end())
        return it->second;
    if (names_.size() >= kMaxLogJobs) {
        LogIssue issue{LogIssueCode::TooManyJobs};
        issue.limit = static_cast<double>(kMaxLogJobs);
        throw LogError(ErrorCode::TooMany, source_, std::move(issue));
    }
    charge(nameBytes(name), 0);
    const auto index = static_cast<std::uint32_t>(names_.size());
    nameIndex_.emplace(name, index);
    names_.push_back(Name{name, -1, {}, 0});
    return index;
}

std::uint32_t Builder::typeOf(const std::string& raw)
{
    std::string type = raw;
    std::transform(type.begin(), type.end(), type.begin(),
                   [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
    const auto it = typeIndex_.find(type);
    if (it != typeIndex_.end())
        return it->second;
    if (types_.size() >= kMaxLogCustomTypes) {
        LogIssue issue{LogIssueCode::TooManyCustomTypes};
        issue.limit = static_cast<double>(kMaxLogCustomTypes);
        throw LogError(ErrorCode::TooMany, source_, std::move(issue));
    }
    charge(nameBytes(type), 0);
    const auto index = static_cast<std::uint32_t>(types_.size());
    typeIndex_.emplace(type, index);
    types_.push_back(std::move(type));
    return index;
}

double Builder::timestampOf(const Record& r) const
{
    if (r.timestamp.empty())
        return NAN;
    return parseLogTime(r.timestamp).value_or(NAN);
}

bool Builder::add(const Record& r, std::uint32_t line, bool defer)
{
    Pending p;
    LogEvent& e = p.event;
    e.line = line;
    double time = NAN;
    bool written = true; // the time as written in the log's unit (not a LogEntry's ISO timestamp)
    const StepValue* step = nullptr;
    auto set = [&](LogEventKind kind, Field f) {
        e.kind = kind;
        time = r.number[f];
    };
    if (r.has(JobStartTime))
        set(LogEventKind::JobStart, JobStartTime);
    else if (r.has(StepStartTime) && r.has(StepCount)) {
        set(LogEventKind::Step, StepStartTime);
        step = &r.stepCount;
    } else if (r.has(JobEndTime))
        set(LogEventKind::JobEnd, JobEndTime);
    else if (r.has(TpuInitStart))
        set(LogEventKind::TpuInitStart, TpuInitStart);
    else if (r.has(TpuInitEnd))
        set(LogEventKind::TpuInitEnd, TpuInitEnd);
    else if (r.has(PrepStart))
        set(LogEventKind::PrepStart, PrepStart);
    else if (r.has(PrepEnd))
        set(LogEventKind::PrepEnd, PrepEnd);
    else if (r.has(DataStart))
        set(LogEventKind::DataLoadingStart, DataStart);
    else if (r.has(DataEnd))
        set(LogEventKind::DataLoadingEnd, DataEnd);
    else if ((r.has(CustomStart) || r.has(CustomEnd)) && !r.customType.empty()) {
        set(r.has(CustomStart) ? LogEventKind::CustomStart : LogEventKind::CustomEnd,
            r.has(CustomStart) ? CustomStart : CustomEnd);
    } else if (const ElasticRead elastic = readElastic(r, e, time); elastic.is) {
        if (elastic.badCount) {
            warn(elastic.issue(line), nameOf(r));
            return true;
        }
    } else if (r.eventType == "save" && r.has(CkManagerBlocking) && r.has(CkStep)) {
        e.kind = LogEventKind::CheckpointSave;
        e.duration = r.number[CkManagerBlocking];
        step = &r.ckStep;
        if (r.has(CkBlockingStart))
            time = r.number[CkBlockingStart];
        else {
            time = timestampOf(r);
            written = false;
        }
    } else if ((r.eventType == "restore" || r.eventType == "emergency_restore") && r.has(CkManagerDuration) &&
               r.has(CkStep)) {
        e.kind = LogEventKind::CheckpointRestore;
        e.duration = r.number[CkManagerDuration];
        step = &r.ckStep;
        time = timestampOf(r);
        written = false;
    } else {
        return false;
    }
    const std::uint32_t name = nameOf(r);
    if (step) {
        switch (step->read) {
        case StepValue::Read::Whole: break;
        case StepValue::Read::BeyondExact: {
            LogIssue issue{LogIssueCode::StepBeyondExact, line, step->text};
            warn(std::move(issue), name);
            break;
        }
        case StepValue::Read::NotWhole:
        case StepValue::Read::TooLarge: {
            LogIssue issue{step->read == StepValue::Read::NotWhole ? LogIssueCode::StepNotWhole
                                                                   : LogIssueCode::StepTooLarge,
                           line, step->text};
            warn(std::move(issue), name);
            return true;
        }
        }
        e.step = step->value;
    }
    const bool checkpoint = e.kind == LogEventKind::CheckpointSave || e.kind == LogEventKind::CheckpointRestore;
    if (checkpoint) {
        e.localCheckpoint = r.directory.rfind("gs://", 0) != 0;
        if (!std::isfinite(e.duration) || e.duration < 0) {
            warn({LogIssueCode::CheckpointDurationInvalid, line}, name);
            return true;
        }
    }
    const TimeUnit readAs = written && !r.timeInSeconds ? unit_ : TimeUnit::Seconds;
    if (!std::isfinite(time)) {
        if (!checkpoint) {
            warn({LogIssueCode::TimeNotFinite, line}, name);
            return true;
        }
        p.timeMissing = true; // Orbax entries carry no time of their own without the LogEntry's
    } else {
        const double seconds = time * secondsPer(readAs);
        if (!std::isfinite(seconds) || !plausibleLogTime(seconds)) {
            LogIssue issue{LogIssueCode::TimeImplausible, line};
            issue.value = time;
            issue.readAs = readAs;
            issue.unit = plausibleUnit(seconds, readAs);
            if (!firstImplausible_)
                firstImplausible_ = issue;
            warn(std::move(issue), name);
            return true;
        }
        e.time = seconds;
    }
    p.name = name;
    if (e.kind == LogEventKind::CustomStart || e.kind == LogEventKind::CustomEnd)
        p.type = typeOf(r.customType);
    if (defer) {
        charge(sizeof(Pending), line);
        deferred_.push_back(p);
    } else {
        commit(p);
    }
    return true;
}

void Builder::commitDeferred()
{
    while (deferred_.size() > 0) {
        const Pending p = deferred_.back();
        deferred_.pop_back();
        held_ -= sizeof(Pending);
        commit(p);
    }
}

void Builder::commit(Pending p)
{
    LogEvent& e = p.event;
    if (p.timeMissing) {
        if (std::isnan(lastTime_)) { // nothing before it to date it
            warn({LogIssueCode::TimeNotFinite, e.line}, p.name);
            return;
        }
        e.time = lastTime_;
    }
    lastTime_ = e.time;
    Name& name = names_[p.name];
    if (name.job < 0) {
        name.job = static_cast<std::int64_t>(jobs_.size());
        jobs_.push_back(Job{p.name, {}, {}});
        charge(sizeof(Job) + sizeof(JobLog), e.line);
    }
    Job& job = jobs_[static_cast<std::size_t>(name.job)];
    if (e.kind == LogEventKind::CustomStart || e.kind == LogEventKind::CustomEnd) {
        const auto it = std::find(job.types.begin(), job.types.end(), p.type);
        e.custom = static_cast<std::uint32_t>(it - job.types.begin());
        if (it == job.types.end())
            job.types.push_back(p.type);
    }
    charge(sizeof(LogEvent), e.line);
    job.events.push_back(e);
    ++kept_;
}

void Builder::warn(LogIssue issue, std::int64_t name)
{
    if (name >= 0 && isDoubtful(issue.code)) {
        Name& n = names_[static_cast<std::size_t>(name)];
        ++n.doubtCount;
        if (n.doubts.size() < kMaxDoubts)
            n.doubts.push_back(issue);
    }
    if (log_.warnings.size() < kMaxWarnings)
        log_.warnings.push_back(std::move(issue));
    else
        ++suppressed_;
}

void Builder::finish()
{
    if (kept_ == 0) {
        if (firstImplausible_) {
            LogIssue issue = *firstImplausible_;
            issue.code = LogIssueCode::NoPlausibleTime;
            throw LogError(ErrorCode::NotALog, source_, std::move(issue));
        }
        if (!log_.warnings.empty())
            throw Error(ErrorCode::NotALog, source_, logIssueText(log_.warnings.front()).english());
        throw Error(ErrorCode::NotALog, source_);
    }
    auto jobLog = [&](const Job& job) {
        const Name& n = names_[job.name];
        JobLog j{n.text, {}, {}, n.doubts, n.doubtCount};
        for (std::uint32_t t : job.types)
            j.customTypes.push_back(types_[t]);
        return j;
    };
    auto same = [](const LogEvent& e) { return e; };
    const auto unnamed = nameIndex_.find(std::string());
    const std::int64_t unnamedJob = unnamed != nameIndex_.end() ? names_[unnamed->second].job : -1;
    if (unnamedJob >= 0 && jobs_.size() == 2) {
        Job& from = jobs_[static_cast<std::size_t>(unnamedJob)];
        Job& into = jobs_[static_cast<std::size_t>(1 - unnamedJob)];
        JobLog j = jobLog(into);
        j.events.reserve(into.events.size() + from.events.size());
        into.events.drainInto(j.events, same);
        // Each custom type of the unnamed entries by name among the job's own.
        std::vector<std::uint32_t> local;
        for (std::uint32_t t : from.types) {
            const auto it = std::find(j.customTypes.begin(), j.customTypes.end(), types_[t]);
            local.push_back(static_cast<std::uint32_t>(it - j.customTypes.begin()));
            if (it == j.customTypes.end())
                j.customTypes.push_back(types_[t]);
        }
        from.events.drainInto(j.events, [&](LogEvent e) {
            if (e.kind == LogEventKind::CustomStart || e.kind == LogEventKind::CustomEnd)
                e.custom = local[e.custom];
            return e;
        });
        const Name& n = names_[from.name];
        j.doubtCount += n.doubtCount;
        for (const LogIssue& d : n.doubts)
            if (j.doubts.size() < kMaxDoubts)
                j.doubts.push_back(d);
        log_.jobs.push_back(std::move(j));
    } else {
        for (Job& job : jobs_) {
            JobLog j = jobLog(job);
            j.events.reserve(job.events.size());
            job.events.drainInto(j.events, same);
            log_.jobs.push_back(std::move(j));
        }
    }
    jobs_.clear();
    for (JobLog& job : log_.jobs)
        order(job);
    if (suppressed_ > 0) {
        LogIssue more{LogIssueCode::MoreProblems};
        more.value = static_cast<double>(suppressed_);
        log_.warnings.push_back(std::move(more));
    }
}

// Time order, as ml-goodput-measurement reads Cloud Logging (ascending); identical step entries once.
void Builder::order(JobLog& job)
{
    auto& ev = job.events;
    const auto byTime = [](const LogEvent& a, const LogEvent& b) { return a.time < b.time; };
    if (!std::is_sorted(ev.begin(), ev.end(), byTime)) {
        std::size_t late = 0;
        for (std::size_t i = 1; i < ev.size(); ++i)
            late += ev[i].time < ev[i - 1].time ? 1 : 0;
        std::stable_sort(ev.begin(), ev.end(), byTime);
        LogIssue issue{LogIssueCode::OutOfOrder, 0, shortText(job.name)};
        issue.value = static_cast<double>(late);
        log_.warnings.push_back(std::move(issue));
    }
    std::size_t duplicates = 0;
    auto same = [](const LogEvent& a, const LogEvent& b) {
        return a.kind == b.kind && a.time == b.time && a.step == b.step && a.custom == b.custom &&
               a.duration == b.duration && a.localCheckpoint == b.localCheckpoint &&
               a.kind != LogEventKind::CheckpointSave && a.kind != LogEventKind::CheckpointRestore;
    };
    const auto end = std::unique(ev.begin(), ev.end(), [&](const LogEvent& a, const LogEvent& b) {
        const bool dup = same(a, b);
        duplicates += dup ? 1 : 0;
        return dup;
    });
    ev.erase(end, ev.end());
    if (duplicates > 0) {
        LogIssue issue{LogIssueCode::Duplicates, 0, shortText(job.name)};
        issue.value = static_cast<double>(duplicates);
        log_.warnings.push_back(std::move(issue));
    }
}

std::string shortParseError(const std::string& message)
{
    const auto colon = message.find(": ");
    std::string m = colon != std::string::npos ? message.substr(colon + 2) : message;
    if (m.size() > 120)
        m = m.substr(0, 120) + "…";
    return m;
}

} // namespace gp::logread
