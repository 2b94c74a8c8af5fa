#include "measure/MeasuredElastic.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace gp::measure {
namespace {

struct Interval {
    double start = 0, end = 0;
};

// A start and the next end of the same kind, a later start replacing an earlier one; an end without a start, and
// an interval that does not move forward, count nothing (ml-goodput-measurement's pairing).
std::vector<Interval> paired(const std::vector<const LogEvent*>& events, LogEventKind start, LogEventKind end)
{
    std::vector<Interval> out;
    double pending = NAN;
    for (const LogEvent* e : events) {
        if (e->kind == start) {
            pending = e->time;
        } else if (e->kind == end && !std::isnan(pending)) {
            if (pending < e->time)
                out.push_back({pending, e->time});
            pending = NAN;
        }
    }
    return out;
}

double overlap(const std::vector<Interval>& intervals, const std::vector<Interval>& with)
{
    double total = 0;
    for (const Interval& a : intervals)
        for (const Interval& b : with)
            total += std::max(0.0, std::min(a.end, b.end) - std::max(a.start, b.start));
    return total;
}

// The share of all slices stepping and available, each weighted by how long it held within [from, to]: from the
// last count at or before `from`, then each count inside the span. None without counts; 0 where no count holds.
void sliceEfficiency(const std::vector<const LogEvent*>& events, double from, double to, Measurement& m)
{
    std::vector<const LogEvent*> counts;
    for (const LogEvent* e : events)
        if (e->kind == LogEventKind::SliceCounts)
            counts.push_back(e);
    if (counts.empty())
        return;
    std::stable_sort(counts.begin(), counts.end(), [](const LogEvent* a, const LogEvent* b) { return a->time < b->time; });
    m.steppingSliceEfficiency = 0.0;
    m.availableSliceEfficiency = 0.0;
    if (!(to > from))
        return;
    struct Held {
        double time;
        const LogEvent* counts;
    };
    std::vector<Held> held;
    const LogEvent* initial = nullptr;
    for (const LogEvent* e : counts)
        if (e->time <= from)
            initial = e;
    if (initial)
        held.push_back({from, initial});
    for (const LogEvent* e : counts)
        if (e->time > from && e->time < to)
            held.push_back({e->time, e});
    double stepping = 0, available = 0;
    for (std::size_t i = 0; i < held.size(); ++i) {
        const double next = i + 1 < held.size() ? held[i + 1].time : to;
        const LogEvent& c = *held[i].counts;
        const double total = std::max(1.0, c.duration);
        stepping += static_cast<double>(c.step) / total * (next - held[i].time);
        available += static_cast<double>(c.custom) / total * (next - held[i].time);
    }
    m.steppingSliceEfficiency = stepping / (to - from);
    m.availableSliceEfficiency = available / (to - from);
}

} // namespace

void addElastic(const std::vector<const LogEvent*>& events, double from, double to, bool timeline, Measurement& m)
{
    auto& bad = m.badputSeconds;
    const auto add = [&](const Interval& i, Bucket b) {
        bad[static_cast<std::size_t>(b)] += i.end - i.start;
        if (timeline)
            m.timeline.push_back({i.start, i.end, SegmentKind::Badput, b});
    };
    // Waits pair by their type, as written; a type naming "scale_up" (in any case) is a scale-up.
    std::unordered_map<std::int64_t, double> waiting;
    for (const LogEvent* e : events) {
        if (e->kind == LogEventKind::ElasticWaitStart) {
            waiting[e->step] = e->time;
        } else if (e->kind == LogEventKind::ElasticWaitEnd) {
            const auto it = waiting.find(e->step);
            if (it == waiting.end())
                continue;
            const Interval wait{it->second, e->time};
            waiting.erase(it);
            if (wait.start < wait.end) {
                add(wait, e->scaleUp ? Bucket::ElasticScaleUp : Bucket::ElasticSliceDown);
                ++(e->scaleUp ? m.elasticScaleUps : m.elasticSliceDowns);
            }
        }
    }
    const std::vector<Interval> reinit = paired(events, LogEventKind::ElasticReinitStart, LogEventKind::ElasticReinitEnd);
    for (const Interval& i : reinit)
        add(i, Bucket::ElasticReinitialization);
    m.elasticReinitializations = static_cast<int>(reinit.size());
    // A re-initialization holds the accelerators' initialization and the training preparation of the retry:
    // their time inside it is taken out of their own buckets, so that it counts once.
    if (!reinit.empty()) {
        for (const auto& [start, end, bucket] :
             {std::tuple{LogEventKind::TpuInitStart, LogEventKind::TpuInitEnd, Bucket::TpuInitialization},
              std::tuple{LogEventKind::PrepStart, LogEventKind::PrepEnd, Bucket::TrainingPrep}}) {
            double& v = bad[static_cast<std::size_t>(bucket)];
            v = std::max(0.0, v - overlap(paired(events, start, end), reinit));
        }
    }
    sliceEfficiency(events, from, to, m);
}

} // namespace gp::measure
