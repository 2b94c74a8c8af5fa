#include "goodput/RuntimeGoodput.h"

#include "io/Error.h"

#include <cmath>

namespace gp {
namespace {

RuntimeGoodputResult finish(double tw, double tc, double tre)
{
    if (!(tw > 0.0))
        throw Error(ErrorCode::NotPositive, "window");
    if (!std::isfinite(tc) || !std::isfinite(tre))
        throw Error(ErrorCode::NotFinite, "interruptions");
    if (tre >= tw)
        throw Error(ErrorCode::RecoveryExceedsWindow, "reschedule", "sum of reschedule times fills the window");
    if (tc + tre > tw)
        throw Error(ErrorCode::RecoveryExceedsWindow, "interruptions",
                    "resume plus lost progress exceeds the time left in the window");
    return {(tw - tc - tre) / (tw - tre), tc, tre};
}

void checkDuration(Duration d, const char* subject)
{
    checkedHours(d.inHours(), subject);
}

} // namespace

RuntimeGoodputResult seedRuntimeGoodput(Duration window, const std::vector<Interruption>& interruptions)
{
    checkDuration(window, "window");
    double tc = 0.0;
    double tre = 0.0;
    for (const Interruption& i : interruptions) {
        checkDuration(i.resume, "resume");
        checkDuration(i.lost, "lost");
        checkDuration(i.reschedule, "reschedule");
        tc += i.resume.inHours() + i.lost.inHours();
        tre += i.reschedule.inHours();
    }
    return finish(window.inHours(), tc, tre);
}

RuntimeGoodputResult seedRuntimeGoodput(Duration window, double count, const Interruption& each)
{
    checkDuration(window, "window");
    if (!std::isfinite(count))
        throw Error(ErrorCode::NotFinite, "interruptions");
    if (count < 0.0)
        throw Error(ErrorCode::Negative, "interruptions");
    checkDuration(each.resume, "resume");
    checkDuration(each.lost, "lost");
    checkDuration(each.reschedule, "reschedule");
    return finish(window.inHours(), count * (each.resume.inHours() + each.lost.inHours()),
                  count * each.reschedule.inHours());
}

} // namespace gp
