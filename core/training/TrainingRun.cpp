#include "training/TrainingRun.h"

#include "training/RunLayout.h"

namespace gp {

std::string_view programSourceId(ProgramSource s)
{
    switch (s) {
    case ProgramSource::Layout: return "layout";
    case ProgramSource::Plan: return "plan";
    case ProgramSource::Measured: return "measured";
    case ProgramSource::Catalog: return "catalog";
    }
    return "plan";
}

bool parseProgramSource(std::string_view id, ProgramSource& out)
{
    for (ProgramSource s : {ProgramSource::Layout, ProgramSource::Plan, ProgramSource::Measured, ProgramSource::Catalog})
        if (programSourceId(s) == id) {
            out = s;
            return true;
        }
    return false;
}

ProgramSource programSource(const TrainingRun& run)
{
    if (run.programSource)
        return *run.programSource;
    if (run.measuredTokensPerSecond)
        return ProgramSource::Measured;
    if (stepJobOf(run, 1))
        return ProgramSource::Layout;
    return ProgramSource::Plan;
}

double deadlineHours(const TrainingRun& run, const GoodputInputs& in)
{
    return (run.deadline ? *run.deadline : in.window).inHours();
}

} // namespace gp
