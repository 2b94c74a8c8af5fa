#include "measure/MeasuredGoodput.h"
#include "measure/MeasuredElastic.h"
#include "measure/StepTimes.h"

#include "io/Error.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>
#include <unordered_map>

namespace gp {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

struct StepAt {
    std::int64_t step;
    double time;
};

struct CustomInterval {
    double start, end;
    std::uint32_t type;
};

// One segment's figures (ml-goodput-measurement's _get_segment_productive_and_unproductive_time).
struct SegmentResult {
    double productive = 0;
    double startup = 0;
    double wasted = 0;
    std::vector<double> custom; // by type
    std::int64_t maxProductiveStep = 0;
};

class Calculator {
public:
    Calculator(const JobLog& job, const std::vector<const LogEvent*>& events, bool timeline, Measurement& out)
        : job_(job), events_(events), timeline_(timeline), out_(out),
          jobSpan_(job.events.empty() ? 0.0 : job.events.back().time - job.events.front().time)
    {
        // Custom badput intervals, paired per type in entry order (start, then end of the same type).
        std::vector<double> active(job.customTypes.size(), kNaN);
        for (const LogEvent* e : events) {
            if (e->kind == LogEventKind::CustomStart)
                active[e->custom] = e->time;
            else if (e->kind == LogEventKind::CustomEnd && !std::isnan(active[e->custom])) {
                if (active[e->custom] < e->time)
                    custom_.push_back({active[e->custom], e->time, e->custom});
                active[e->custom] = kNaN;
            }
        }
        std::sort(custom_.begin(), custom_.end(), [](const CustomInterval& a, const CustomInterval& b) {
            return a.start < b.start;
        });
    }

    void run()
    {
        const std::size_t types = job_.customTypes.size();
        std::vector<double> customTotal(types, 0.0);
        double productive = 0;
        std::array<double, kBuckets>& bad = out_.badputSeconds;
        std::vector<StepAt> steps; // the current segment's steps, in the order they were logged
        std::unordered_map<std::int64_t, std::size_t> seen;
        double jobStart = kNaN, jobEnd = kNaN;
        double tpuStart = kNaN, prepStart = kNaN, dataStart = kNaN;
        double tpuTotal = 0, prepTotal = 0, dataTotal = 0;
        bool syncDataLoading = true;
        double currentSync = kNaN;
        for (const LogEvent* e : events_) {
            switch (e->kind) {
            case LogEventKind::JobStart: jobStart = e->time; break;
            case LogEventKind::JobEnd: jobEnd = e->time; break;
            case LogEventKind::Step: {
                if (!seen.count(e->step)) {
                    seen.emplace(e->step, steps.size());
                    steps.push_back({e->step, e->time});
                    break;
                }
                // The step was logged again: the job restarted from it after a disruption.
                ++out_.disruptions;
                const StepAt last = steps.back();
                addSegment(segment(steps, e->step), productive, customTotal);
                syncDataLoading = true;
                if (!std::isnan(currentSync)) {
                    // ml-goodput-measurement counts the last data loading before the disruption as synchronous
                    // (docs/model.md section 18 says why this is followed).
                    bad[static_cast<std::size_t>(Bucket::DataLoadingSync)] += currentSync;
                    currentSync = kNaN;
                }
                if (!std::isnan(jobStart) && jobStart > last.time) {
                    bad[static_cast<std::size_t>(Bucket::InfrastructureRecovery)] += jobStart - last.time;
                    mark(last.time, jobStart, Bucket::InfrastructureRecovery);
                }
                steps.clear();
                seen.clear();
                seen.emplace(e->step, 0);
                steps.push_back({e->step, e->time});
                break;
            }
            case LogEventKind::TpuInitStart: tpuStart = e->time; break;
            case LogEventKind::TpuInitEnd:
                if (!std::isnan(tpuStart)) {
                    tpuTotal += e->time - tpuStart;
                    mark(tpuStart, e->time, Bucket::TpuInitialization);
                    tpuStart = kNaN;
                }
                break;
            case LogEventKind::PrepStart: prepStart = e->time; break;
            case LogEventKind::PrepEnd:
                if (!std::isnan(prepStart)) {
                    prepTotal += e->time - prepStart;
                    mark(prepStart, e->time, Bucket::TrainingPrep);
                    prepStart = kNaN;
                }
                break;
            case LogEventKind::DataLoadingStart: dataStart = e->time; break;
            case LogEventKind::DataLoadingEnd:
                if (!std::isnan(dataStart)) {
                    currentSync = e->time - dataStart;
                    dataTotal += currentSync;
                    if (syncDataLoading) {
                        bad[static_cast<std::size_t>(Bucket::DataLoadingSync)] += currentSync;
                        mark(dataStart, e->time, Bucket::DataLoadingSync);
                        syncDataLoading = false;
                    }
                    dataStart = kNaN;
                }
                break;
            case LogEventKind::CustomStart:
            case LogEventKind::CustomEnd:
            case LogEventKind::ElasticWaitStart: // an elastic job's: measure::addElastic()
            case LogEventKind::ElasticWaitEnd:
            case LogEventKind::ElasticReinitStart:
            case LogEventKind::ElasticReinitEnd:
            case LogEventKind::SliceCounts: break;
            case LogEventKind::CheckpointSave:
            case LogEventKind::CheckpointRestore: keepCheckpoint(e); break;
            }
        }
        bad[static_cast<std::size_t>(Bucket::TpuInitialization)] = tpuTotal;
        bad[static_cast<std::size_t>(Bucket::TrainingPrep)] = prepTotal;
        bad[static_cast<std::size_t>(Bucket::DataLoadingAsync)] =
            dataTotal - bad[static_cast<std::size_t>(Bucket::DataLoadingSync)];
        const double save = checkpointTime(saves_, out_.checkpointSaves, Bucket::CheckpointSave);
        const double restore = checkpointTime(restores_, out_.checkpointRestores, Bucket::CheckpointRestore);
        bad[static_cast<std::size_t>(Bucket::CheckpointSave)] = save;
        bad[static_cast<std::size_t>(Bucket::CheckpointRestore)] = restore;
        if (!steps.empty())
            lastSegment(steps, jobEnd, productive, customTotal);
        productive -= save;
        out_.productiveSeconds = productive;
        double customSum = 0;
        for (std::size_t t = 0; t < types; ++t) {
            out_.customSeconds[job_.customTypes[t]] = customTotal[t];
            customSum += customTotal[t];
        }
        bad[static_cast<std::size_t>(Bucket::CustomBadputEvents)] = customSum;
        for (const CustomInterval& c : custom_)
            mark(c.start, c.end, Bucket::CustomBadputEvents);
    }

private:
    // A segment's productive time, startup, wasted progress and custom badput added to the job's.
    void addSegment(const SegmentResult& seg, double& productive, std::vector<double>& customTotal)
    {
        productive += seg.productive;
        out_.badputSeconds[static_cast<std::size_t>(Bucket::ProgramStartup)] += seg.startup;
        out_.badputSeconds[static_cast<std::size_t>(Bucket::WastedProgress)] += seg.wasted;
        for (std::size_t t = 0; t < customTotal.size(); ++t)
            customTotal[t] += seg.custom.empty() ? 0.0 : seg.custom[t];
    }

    // The segment the log ends in, up to its highest step; the last step counts only once the job has ended.
    void lastSegment(const std::vector<StepAt>& steps, double jobEnd, double& productive,
                     std::vector<double>& customTotal)
    {
        std::int64_t last = steps.front().step;
        double lastTime = steps.front().time;
        for (const StepAt& s : steps)
            if (s.step >= last) {
                last = s.step;
                lastTime = s.time;
            }
        const SegmentResult seg = segment(steps, last);
        addSegment(seg, productive, customTotal);
        out_.maxProductiveStep = seg.maxProductiveStep;
        out_.lastStep = last;
        if (!std::isnan(jobEnd)) {
            productive += jobEnd - lastTime;
            markProductive(lastTime, jobEnd);
            out_.maxProductiveStep = last;
        }
    }

    // A checkpoint save or restore kept for its bucket; one longer than the whole job is not a checkpoint of it.
    void keepCheckpoint(const LogEvent* e)
    {
        if (e->duration > jobSpan_) {
            LogIssue issue{LogIssueCode::DurationBeyondJob, e->line};
            issue.value = e->duration;
            issue.limit = jobSpan_;
            out_.warnings.push_back(issue);
            ++out_.doubtCount;
            if (out_.doubts.size() < 100)
                out_.doubts.push_back(std::move(issue));
        } else {
            (e->kind == LogEventKind::CheckpointSave ? saves_ : restores_).push_back(e);
        }
    }

    // ml-goodput-measurement's segment rule: consecutive steps up to `upTo` are productive, less the custom badput
    // events that lie wholly inside them; steps after `upTo` were lost to the disruption; the first step's time
    // beyond the segment's mean step is program startup. A segment ending at step 0 counts nothing.
    SegmentResult segment(const std::vector<StepAt>& steps, std::int64_t upTo)
    {
        SegmentResult r;
        if (upTo == 0)
            return r;
        r.custom.assign(job_.customTypes.size(), 0.0);
        std::int64_t minStep = steps.front().step;
        for (const StepAt& s : steps)
            minStep = std::min(minStep, s.step);
        double total = 0, first = 0, rest = 0;
        std::size_t restCount = 0, counted = 0;
        double firstStart = kNaN;
        for (std::size_t i = 1; i < steps.size(); ++i) {
            const StepAt& prev = steps[i - 1];
            const StepAt& cur = steps[i];
            const double raw = cur.time - prev.time;
            if (cur.step <= upTo) {
                if (cur.step - 1 != prev.step)
                    continue;
                double inside = 0;
                // Custom events wholly inside [prev.time, cur.time].
                auto it = std::lower_bound(custom_.begin(), custom_.end(), prev.time,
                                           [](const CustomInterval& c, double t) { return c.start < t; });
                for (; it != custom_.end() && it->start <= cur.time; ++it)
                    if (it->end <= cur.time) {
                        const double d = it->end - it->start;
                        inside += d;
                        r.custom[it->type] += d;
                    }
                const double adjusted = std::max(0.0, raw - inside);
                total += adjusted;
                if (prev.step == minStep) {
                    first = adjusted;
                    firstStart = prev.time;
                } else {
                    rest += adjusted;
                    ++restCount;
                }
                ++counted;
                r.maxProductiveStep = prev.step;
                markProductive(prev.time, cur.time);
            } else {
                r.wasted += raw;
                mark(prev.time, cur.time, Bucket::WastedProgress);
            }
        }
        if (counted == 0)
            return r;
        if (restCount == 0) {
            r.productive = first;
            return r;
        }
        const double mean = rest / static_cast<double>(restCount);
        const double extra = std::max(0.0, first - mean);
        r.startup = extra;
        r.productive = total - extra;
        if (extra > 0 && !std::isnan(firstStart))
            mark(firstStart, firstStart + extra, Bucket::ProgramStartup);
        return r;
    }

    // Orbax's checkpoint manager times: per step and kind of storage (local or gs://), the mean over the hosts that
    // logged it, summed over steps.
    double checkpointTime(const std::vector<const LogEvent*>& entries, double& count, Bucket bucket)
    {
        struct Acc {
            double sum = 0;
            int n = 0;
            double time = 0;
        };
        std::map<std::pair<std::int64_t, bool>, Acc> by;
        for (const LogEvent* e : entries) {
            Acc& a = by[{e->step, e->localCheckpoint}];
            if (a.n == 0)
                a.time = e->time;
            a.sum += e->duration;
            ++a.n;
        }
        double total = 0;
        for (const auto& [key, a] : by) {
            const double mean = a.sum / a.n;
            total += mean;
            mark(a.time, a.time + mean, bucket);
        }
        count = static_cast<double>(by.size());
        return total;
    }

    void mark(double start, double end, Bucket bucket)
    {
        if (timeline_ && end > start)
            out_.timeline.push_back({start, end, SegmentKind::Badput, bucket});
    }
    void markProductive(double start, double end)
    {
        if (!timeline_ || !(end > start))
            return;
        auto& t = out_.timeline;
        if (!t.empty() && t.back().kind == SegmentKind::Productive && std::abs(t.back().end - start) < 1e-9)
            t.back().end = end;
        else
            t.push_back({start, end, SegmentKind::Productive, Bucket::Other});
    }

    const JobLog& job_;
    const std::vector<const LogEvent*>& events_;
    bool timeline_;
    Measurement& out_;
    double jobSpan_; // from the job's first entry to its last
    std::vector<CustomInterval> custom_;
    std::vector<const LogEvent*> saves_, restores_;
};

// The stretches no step and no cause covers: the time the "Other" bucket counts (with custom events), drawn so that
// the timeline leaves no unexplained blank. The timeline is sorted by start; segments may overlap.
void addGaps(Measurement& m)
{
    std::vector<MeasuredSegment> gaps;
    constexpr double kResolution = 1e-6; // below a POSIX time's rounding, in seconds
    double covered = m.start;
    for (const MeasuredSegment& s : m.timeline) {
        if (s.start > covered + kResolution)
            gaps.push_back({covered, s.start, SegmentKind::Gap, Bucket::Other});
        covered = std::max(covered, s.end);
    }
    if (m.end > covered + kResolution)
        gaps.push_back({covered, m.end, SegmentKind::Gap, Bucket::Other});
    if (gaps.empty())
        return;
    std::vector<MeasuredSegment> merged;
    merged.reserve(m.timeline.size() + gaps.size());
    std::merge(m.timeline.begin(), m.timeline.end(), gaps.begin(), gaps.end(), std::back_inserter(merged),
               [](const MeasuredSegment& a, const MeasuredSegment& b) { return a.start < b.start; });
    m.timeline = std::move(merged);
}

} // namespace

const char* bucketName(Bucket b)
{
    static const char* const names[kBuckets] = {"TPU_INITIALIZATION",
                                                "TRAINING_PREP",
                                                "PROGRAM_STARTUP",
                                                "DATA_LOADING_SYNC",
                                                "DATA_LOADING_ASYNC",
                                                "UNPRODUCTIVE_CHECKPOINT_SAVE_TIME",
                                                "UNPRODUCTIVE_CHECKPOINT_RESTORE_TIME",
                                                "WASTED_PROGRESS_FROM_DISRUPTION",
                                                "INFRASTRUCTURE_RECOVERY_FROM_DISRUPTION",
                                                "CUSTOM_BADPUT_EVENTS",
                                                "OTHER",
                                                "ELASTIC_SLICE_DOWN",
                                                "ELASTIC_SCALE_UP",
                                                "ELASTIC_REINITIALIZATION"};
    return names[static_cast<std::size_t>(b)];
}

double Measurement::badputPercent(Bucket b) const
{
    const double v = badputSeconds[static_cast<std::size_t>(b)];
    return v > 0 && v < totalSeconds ? v / totalSeconds * 100.0 : 0.0;
}

double Measurement::customPercent(const std::string& type) const
{
    const auto it = customSeconds.find(type);
    const double v = it == customSeconds.end() ? 0.0 : it->second;
    return v > 0 && v < totalSeconds ? v / totalSeconds * 100.0 : 0.0;
}

Measurement measureJob(const JobLog& job, const MeasureOptions& options)
{
    Measurement m;
    m.jobName = job.name;
    const bool interval = options.from.has_value(); // --to alone: the job as of that time
    // Entries after `from` and up to `to`; the job's events are in time order.
    const auto byTime = [](double t, const LogEvent& e) { return t < e.time; };
    const auto first = options.from ? std::upper_bound(job.events.begin(), job.events.end(), *options.from, byTime)
                                    : job.events.begin();
    const auto last = options.to ? std::upper_bound(first, job.events.end(), *options.to, byTime) : job.events.end();
    std::vector<const LogEvent*> events;
    events.reserve(static_cast<std::size_t>(last - first));
    for (auto it = first; it != last; ++it)
        events.push_back(&*it);
    if (events.empty())
        throw Error(ErrorCode::InvalidMeasurement, interval ? "--from/--to" : "log", "no entries in the span");
    // The span: the first job start to the last job end (or the last entry, or `to`); for an interval, the entries'
    // own span within it.
    double start = kNaN, end = kNaN;
    for (const LogEvent* e : events) {
        if (e->kind == LogEventKind::JobStart && std::isnan(start))
            start = e->time;
        if (e->kind == LogEventKind::JobEnd)
            end = e->time;
    }
    m.ended = !std::isnan(end);
    if (interval) {
        start = std::max(options.from.value_or(-std::numeric_limits<double>::infinity()), events.front()->time);
        end = std::min(options.to.value_or(std::numeric_limits<double>::infinity()), events.back()->time);
    } else {
        if (std::isnan(start))
            throw Error(ErrorCode::InvalidMeasurement, "job_start_time", "the log has no job start");
        if (std::isnan(end)) {
            end = options.to.value_or(events.back()->time);
            m.warnings.push_back({LogIssueCode::NoJobEnd});
        }
    }
    if (!(end > start))
        throw Error(ErrorCode::InvalidMeasurement, "log", "the measured span is empty");
    m.start = start;
    m.end = end;
    m.totalSeconds = end - start;
    m.doubts = job.doubts;
    m.doubtCount = job.doubtCount;

    Calculator calc(job, events, options.timeline, m);
    calc.run();
    measure::addElastic(events, interval ? options.from.value_or(start) : start,
                        interval ? options.to.value_or(end) : end, options.timeline, m);
    if (m.productiveSeconds < -1e-9 || m.productiveSeconds > m.totalSeconds * (1 + 1e-12))
        throw Error(ErrorCode::InvalidMeasurement, "log",
                    "productive time " + std::to_string(m.productiveSeconds) + " s outside the span of " +
                        std::to_string(m.totalSeconds) + " s (clock jumps or entries of another job?)");
    m.productiveSeconds = std::clamp(m.productiveSeconds, 0.0, m.totalSeconds);
    // A bucket that is negative or longer than the span cannot be computed: 0, with a warning (as the library).
    for (std::size_t b = 0; b < kBuckets; ++b) {
        double& v = m.badputSeconds[b];
        if (v < 0 || v > m.totalSeconds) {
            LogIssue issue{LogIssueCode::BucketNotComputed, 0, bucketName(static_cast<Bucket>(b))};
            issue.value = v;
            m.warnings.push_back(std::move(issue));
            v = 0;
        }
    }
    for (auto& [type, v] : m.customSeconds)
        if (v < 0 || v > m.totalSeconds) {
            m.warnings.push_back({LogIssueCode::CustomNotComputed, 0, type.substr(0, 40)});
            v = 0;
        }
    double flat = 0;
    for (std::size_t b = 0; b < kBuckets; ++b)
        if (b != static_cast<std::size_t>(Bucket::DataLoadingAsync) && b != static_cast<std::size_t>(Bucket::Other))
            flat += m.badputSeconds[b];
    m.badputSeconds[static_cast<std::size_t>(Bucket::Other)] = std::max(0.0, m.totalSeconds - m.productiveSeconds - flat);
    m.goodputPercent = m.productiveSeconds / m.totalSeconds * 100.0;

    m.stepTimes = stepTimes(events);
    m.idealStepSeconds = idealStepTime(m.stepTimes);
    if (m.idealStepSeconds) {
        std::vector<double> deviations;
        deviations.reserve(m.stepTimes.size());
        for (const auto& [step, t] : m.stepTimes)
            deviations.push_back(std::abs(t - *m.idealStepSeconds));
        m.stepTimeDeviationSeconds = stepDeviation(deviations);
        m.stepTimeBand = stepTimeBand(m.stepTimes, *m.idealStepSeconds);
    } else if (!m.stepTimes.empty()) {
        m.warnings.push_back({LogIssueCode::NoIdealStep});
    }
    if (!options.timeline)
        m.stepTimes.clear();
    std::sort(m.timeline.begin(), m.timeline.end(),
              [](const MeasuredSegment& a, const MeasuredSegment& b) { return a.start < b.start; });
    if (options.timeline)
        addGaps(m);
    return m;
}

std::vector<WindowGoodput> rollingGoodput(const JobLog& job, double window, double step)
{
    std::vector<WindowGoodput> out;
    if (job.events.empty() || !(window > 0) || !(step > 0))
        return out;
    const double first = job.events.front().time, last = job.events.back().time;
    const double span = last - first;
    if (!(span > 0))
        return out;
    const double count = std::ceil(std::max(0.0, span - window) / step) + 1;
    if (count > 100000)
        return out;
    for (double from = first; from < last; from += step) {
        MeasureOptions o;
        o.from = from;
        o.to = std::min(from + window, last);
        try {
            const Measurement m = measureJob(job, o);
            out.push_back({m.start, m.end, m.goodputPercent});
        } catch (const Error&) {
            // a window without entries
        }
        if (from + window >= last)
            break;
    }
    return out;
}

} // namespace gp
