#include "MeasureCommand.h"

#include "io/Error.h"
#include "io/JsonLoad.h"
#include "measure/GoodputLog.h"
#include "measure/MeasuredGoodput.h"

namespace gpcli {
namespace {

using nlohmann::json;

std::optional<double> logTimeOption(const Arguments& a, const char* name)
{
    if (!a.has(name))
        return std::nullopt;
    const std::string text = a.all(name).front();
    const std::optional<double> t = gp::parseLogTime(text);
    if (!t)
        throw gp::Error(gp::ErrorCode::NotANumber, std::string("--") + name,
                        "'" + text.substr(0, 40) + "': POSIX seconds or ISO-8601 such as 2024-01-01T01:00:00Z");
    return t;
}

} // namespace

json measureCommand(const Arguments& a)
{
    const std::string path = a.positional().front();
    const std::string text = gp::readFileLimited(path, gp::kMaxLogBytes);
    const gp::GoodputLog log = gp::readGoodputLog(text, path);
    const gp::JobLog& job = gp::pickJob(log, a.has("job") ? a.all("job").front() : std::string());
    gp::MeasureOptions options;
    options.from = logTimeOption(a, "from");
    options.to = logTimeOption(a, "to");
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
    json warnings = log.warnings;
    for (const std::string& w : m.warnings)
        warnings.push_back(w);
    return {{"job_name", m.jobName},
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
            {"checkpoint_saves", m.checkpointSaves},
            {"checkpoint_restores", m.checkpointRestores},
            {"warnings", warnings}};
}

} // namespace gpcli
