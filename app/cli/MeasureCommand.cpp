#include "MeasureCommand.h"

#include "io/Error.h"
#include "measure/GoodputLog.h"
#include "measure/MeasuredGoodput.h"

#include <stdexcept>

namespace gpcli {
namespace {

using nlohmann::json;

gp::TimeUnit timeUnitOption(const Arguments& a)
{
    if (!a.has("time-unit"))
        return gp::TimeUnit::Seconds;
    const std::string text = a.all("time-unit").front();
    const std::optional<gp::TimeUnit> unit = gp::timeUnitFromName(text);
    if (!unit)
        throw gp::Error(gp::ErrorCode::UnknownValue, "--time-unit", "'" + text.substr(0, 40) + "': s, ms, us or ns");
    return *unit;
}

// --from and --to: a number in the log's unit, or ISO-8601.
std::optional<double> logTimeOption(const Arguments& a, const char* name, gp::TimeUnit unit)
{
    if (!a.has(name))
        return std::nullopt;
    const std::string text = a.all(name).front();
    const std::optional<double> t = gp::parseLogTime(text, unit);
    if (!t)
        throw gp::Error(gp::ErrorCode::NotANumber, std::string("--") + name,
                        "'" + text.substr(0, 40) + "': a time in the log's unit or ISO-8601 such as 2024-01-01T01:00:00Z");
    return t;
}

// The console's words for a refused log, with the option that reads times in the unit they look like.
[[noreturn]] void refuse(const gp::LogError& e)
{
    std::string message = gp::logErrorText(e).english();
    if (e.issue().unit)
        message += std::string(" (--time-unit ") + gp::timeUnitName(*e.issue().unit) + ")";
    throw std::runtime_error(message);
}

json warningDetail(const gp::LogIssue& w)
{
    json d = {{"code", gp::logIssueCodeName(w.code)}, {"message", gp::logIssueText(w).english()}};
    if (w.line > 0)
        d["line"] = w.line;
    if (w.unit)
        d["time_unit_hint"] = gp::timeUnitName(*w.unit);
    if (gp::isDoubtful(w.code))
        d["implausible"] = true;
    return d;
}

} // namespace

json measureCommand(const Arguments& a)
{
    const std::string path = a.positional().front();
    gp::LogReadControl control;
    control.timeUnit = timeUnitOption(a);
    gp::GoodputLog log;
    try {
        log = gp::readGoodputLogFile(path, path, control);
    } catch (const gp::LogError& e) {
        refuse(e);
    }
    const gp::JobLog& job = gp::pickJob(log, a.has("job") ? a.all("job").front() : std::string());
    gp::MeasureOptions options;
    options.from = logTimeOption(a, "from", control.timeUnit);
    options.to = logTimeOption(a, "to", control.timeUnit);
    const gp::Measurement m = gp::measureJob(job, options);
    json badput = json::object();
    for (std::size_t b = 0; b < gp::kBuckets; ++b) {
        const auto bucket = static_cast<gp::Bucket>(b);
        if (bucket == gp::Bucket::CustomBadputEvents) {
            json custom = json::object();
            for (const auto& [type, seconds] : m.customSeconds)
                custom[type] = m.customPercent(type);
            badput[gp::bucketName(bucket)] = custom;
        } else {
            badput[gp::bucketName(bucket)] = m.badputPercent(bucket);
        }
    }
    json seconds = json::object();
    for (std::size_t b = 0; b < gp::kBuckets; ++b)
        seconds[gp::bucketName(static_cast<gp::Bucket>(b))] = m.badputSeconds[b];
    json warnings = json::array();
    json details = json::array();
    // An elastic job's buckets, counts and slice efficiencies (ml-goodput-measurement's ElasticGoodputCalculator):
    // printed for a log that has elastic entries, so that other logs print what they did.
    const bool elastic = m.elasticSliceDowns + m.elasticScaleUps + m.elasticReinitializations > 0 ||
                         m.steppingSliceEfficiency.has_value();
    if (!elastic)
        for (const gp::Bucket b : {gp::Bucket::ElasticSliceDown, gp::Bucket::ElasticScaleUp,
                                   gp::Bucket::ElasticReinitialization}) {
            badput.erase(gp::bucketName(b));
            seconds.erase(gp::bucketName(b));
        }
    const std::vector<gp::LogIssue>* lists[] = {&log.warnings, &m.warnings};
    for (const std::vector<gp::LogIssue>* list : lists)
        for (const gp::LogIssue& w : *list) {
            warnings.push_back(gp::logIssueText(w).english());
            details.push_back(warningDetail(w));
        }
    json out = {{"job_name", m.jobName},
            {"format", log.format},
            {"start_time", m.start},
            {"end_time", m.end},
            {"job_ended", m.ended},
            {"total_seconds", m.totalSeconds},
            {"productive_seconds", m.productiveSeconds},
            {"goodput_percent", m.goodputPercent},
            {"badput_percent", badput},
            {"badput_seconds", seconds},
            {"disruptions", m.disruptions},
            {"max_productive_step", m.maxProductiveStep},
            {"last_step", m.lastStep},
            {"ideal_step_seconds", m.idealStepSeconds ? json(*m.idealStepSeconds) : json(nullptr)},
            {"step_time_deviation_seconds", m.stepTimeDeviationSeconds},
            {"step_time_band", m.stepTimeBand ? json(*m.stepTimeBand) : json(nullptr)},
            {"checkpoint_saves", m.checkpointSaves},
            {"checkpoint_restores", m.checkpointRestores},
            {"time_unit", gp::timeUnitName(log.timeUnit)},
            {"implausible_values", m.doubtCount},
            {"warnings", warnings},
            {"warning_details", details}};
    if (elastic) {
        const auto fraction = [](const std::optional<double>& v) { return v ? json(*v) : json(nullptr); };
        out["elastic"] = {{"slice_down_waits", m.elasticSliceDowns},
                          {"scale_up_waits", m.elasticScaleUps},
                          {"reinitializations", m.elasticReinitializations},
                          {"stepping_slice_efficiency", fraction(m.steppingSliceEfficiency)},
                          {"available_slice_efficiency", fraction(m.availableSliceEfficiency)}};
    }
    return out;
}

} // namespace gpcli
