// libFuzzer target: the CSV reader (RFC 4180: quoted fields, doubled quotes, line breaks and commas in quotes) under
// a header naming every column, read in seconds and in another time unit, then measured. A warning names a line of
// the input; every event kept has a plausible time and a whole step.
#include "io/Error.h"
#include "measure/GoodputLog.h"
#include "measure/MeasuredGoodput.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>

namespace {

void check(const std::string& text, gp::TimeUnit unit)
{
    const auto lines = static_cast<std::uint32_t>(std::count(text.begin(), text.end(), '\n')) + 1;
    gp::LogReadControl control;
    control.timeUnit = unit;
    try {
        const gp::GoodputLog log = gp::readGoodputLog(text, "fuzz", control);
        for (const gp::LogIssue& w : log.warnings)
            if (w.line > lines)
                std::abort(); // a line the input does not have
        for (const gp::JobLog& job : log.jobs) {
            for (const gp::LogEvent& e : job.events)
                if (!gp::plausibleLogTime(e.time) || e.step < 0 || e.line == 0 || e.line > lines)
                    std::abort(); // an implausible value used
            try {
                const gp::Measurement m = gp::measureJob(job);
                if (!std::isfinite(m.goodputPercent) || m.goodputPercent < 0 || m.goodputPercent > 100)
                    std::abort();
            } catch (const gp::Error&) {
            }
        }
    } catch (const gp::Error&) {
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text = "time,kind,step,type,duration,job,directory\n" +
                             std::string(reinterpret_cast<const char*>(data), size);
    check(text, gp::TimeUnit::Seconds);
    if (size % 4 != 0)
        check(text, gp::kTimeUnits[size % 4]);
    return 0;
}
