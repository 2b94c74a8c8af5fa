// libFuzzer target: goodput logs (JSON Lines, Cloud Logging exports, CSV) read and measured, every job, with an
// interval and rolling windows. No event kept may have an implausible time or a negative step.
#include "io/Error.h"
#include "measure/GoodputLog.h"
#include "measure/MeasuredGoodput.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const gp::GoodputLog log = gp::readGoodputLog(text, "fuzz");
        for (const gp::JobLog& job : log.jobs) {
            for (const gp::LogEvent& e : job.events)
                if (!gp::plausibleLogTime(e.time) || e.step < 0)
                    std::abort(); // an implausible value used: it is refused with a warning
            try {
                gp::MeasureOptions o;
                o.timeline = true;
                const gp::Measurement m = gp::measureJob(job, o);
                if (!std::isfinite(m.goodputPercent) || m.goodputPercent < 0 || m.goodputPercent > 100)
                    std::abort(); // a figure no log may give
                o.from = m.start + m.totalSeconds / 3;
                o.to = m.end;
                gp::measureJob(job, o);
            } catch (const gp::Error&) {
            }
            if (!job.events.empty() && job.events.back().time - job.events.front().time < 1e7)
                gp::rollingGoodput(job, std::max(1.0, (job.events.back().time - job.events.front().time) / 4),
                                   std::max(1.0, (job.events.back().time - job.events.front().time) / 8));
        }
    } catch (const gp::Error&) {
    }
    return 0;
}
