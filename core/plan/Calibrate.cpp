#include "plan/Calibrate.h"

#include "catalog/CostModel.h"
#include "goodput/ProgramGoodput.h"
#include "io/Error.h"
#include "plan/Plan.h"
#include "plan/Pricing.h"
#include "plan/Validate.h"

#include <algorithm>
#include <cmath>

namespace gp {
namespace {

double seconds(const Measurement& m, Bucket b)
{
    return m.badputSeconds[static_cast<std::size_t>(b)];
}

} // namespace

std::vector<CalibrationProposal> calibrate(const Measurement& m, const Plan& plan, std::optional<double> tokensPerStep,
                                           DoubtfulValues doubtful)
{
    if (m.doubtCount > 0 && doubtful != DoubtfulValues::Confirmed) {
        LogIssue issue{LogIssueCode::DoubtfulMeasurement};
        issue.value = static_cast<double>(m.doubtCount);
        throw LogError(ErrorCode::InvalidMeasurement, m.jobName.empty() ? std::string("log") : m.jobName,
                       std::move(issue));
    }
    std::vector<CalibrationProposal> out;
    const GoodputInputs& in = plan.goodput;
    const double days = m.totalSeconds / 86400.0;
    const double nodes = std::max(1, in.nodes);
    const double d = m.disruptions;
    if (days > 0) {
        out.push_back({"runtime.unwarned_per_node_day", d / (days * nodes), in.unwarnedPerNodeDay,
                       Text(GP_TEXT("%1 disruptions in %2 days on %3 nodes"),
                            {Text::number(d), Text::number(std::round(days * 100) / 100), Text::number(nodes)})});
    }
    if (d > 0) {
        const double infra = seconds(m, Bucket::InfrastructureRecovery) / d;
        out.push_back({"scheduling.reschedule", infra / 3600.0, in.reschedule.inHours(),
                       Text(GP_TEXT("%1 s of infrastructure recovery per disruption"),
                            {Text::number(std::round(infra))})});
        const double lost = seconds(m, Bucket::WastedProgress) / d;
        // The expected loss of a failure is about half a checkpoint segment (docs/model.md section 3).
        const double interval = std::max(60.0, 2.0 * lost - in.checkpointSave.inHours() * 3600.0);
        out.push_back({"runtime.checkpoint_interval", interval / 3600.0, in.checkpointInterval.inHours(),
                       Text(GP_TEXT("%1 s of progress lost per disruption: about half a checkpoint interval"),
                            {Text::number(std::round(lost))})});
    }
    // Each start (the first and one per disruption) pays the resume: initialization, preparation, startup, the
    // synchronous data loading and the restore.
    const double starts = d + 1;
    const double resume = (seconds(m, Bucket::TpuInitialization) + seconds(m, Bucket::TrainingPrep) +
                           seconds(m, Bucket::ProgramStartup) + seconds(m, Bucket::DataLoadingSync) +
                           seconds(m, Bucket::CheckpointRestore)) /
                          starts;
    if (resume > 0)
        out.push_back({"runtime.restore", resume / 3600.0, in.restore.inHours(),
                       Text(GP_TEXT("%1 s from each start to training: initialization, preparation, startup, data "
                                    "loading and restore, over %2 starts"),
                            {Text::number(std::round(resume)), Text::number(starts)})});
    if (m.checkpointSaves > 0) {
        const double save = seconds(m, Bucket::CheckpointSave) / m.checkpointSaves;
        out.push_back({"runtime.checkpoint_save", save / 3600.0, in.checkpointSave.inHours(),
                       Text(GP_TEXT("%1 s of blocking time per save, over %2 saves"),
                            {Text::number(std::round(save * 10) / 10), Text::number(m.checkpointSaves)})});
    }
    if (tokensPerStep && *tokensPerStep > 0 && m.idealStepSeconds) {
        const Catalog catalog = effectiveCatalog(plan);
        if (const Accelerator* a = selectedAccelerator(plan, catalog)) {
            const double accelerators = nodes * in.acceleratorsPerNode;
            const double tps = *tokensPerStep / *m.idealStepSeconds;
            const double flops = trainingFlopsPerToken(plan.training.parameters, plan.training.shape);
            const double mfu = tps * flops / (accelerators * peakTflops(*a, plan.training.precision) * 1e12);
            if (std::isfinite(mfu) && mfu > 0 && mfu <= 1)
                out.push_back({"program.mfu", mfu, in.mfu,
                               Text(GP_TEXT("an ideal step of %1 s for %2 tokens on %3 × %4"),
                                    {Text::number(std::round(*m.idealStepSeconds * 1000) / 1000),
                                     Text::number(*tokensPerStep), Text::number(accelerators),
                                     Text::verbatim(a->name)})});
        }
    }
    return out;
}

PlanComparison compareWithPlan(const MeasuredBaseline& m, const GoodputEvaluation* plan, double windowHours)
{
    PlanComparison c;
    auto share = [&](Bucket b) {
        return m.totalSeconds > 0 ? m.badputSeconds[static_cast<std::size_t>(b)] / m.totalSeconds * 100.0 : 0.0;
    };
    c.measured = {m.totalSeconds > 0 ? m.productiveSeconds / m.totalSeconds * 100.0 : 0.0,
                  share(Bucket::InfrastructureRecovery),
                  share(Bucket::TpuInitialization) + share(Bucket::TrainingPrep) + share(Bucket::ProgramStartup) +
                      share(Bucket::DataLoadingSync) + share(Bucket::CheckpointRestore),
                  share(Bucket::WastedProgress),
                  share(Bucket::CheckpointSave),
                  share(Bucket::Other) + share(Bucket::CustomBadputEvents)};
    if (plan && windowHours > 0) {
        auto pct = [windowHours](double hours) { return hours / windowHours * 100.0; };
        // A slow step is a step in a log: the straggler hours are productive there, and a shrink is recovery.
        c.planned = std::array<double, kComparedGroups>{pct(plan->productive + plan->hours.straggler),
                                                        pct(plan->hours.reschedule),
                                                        pct(plan->hours.resume + plan->hours.shrunk),
                                                        pct(plan->hours.lost),
                                                        pct(plan->hours.saves),
                                                        pct(plan->hours.waiting)};
    }
    return c;
}

MeasuredBaseline baselineOf(const Measurement& m, const std::string& source)
{
    MeasuredBaseline b;
    b.job = m.jobName;
    b.source = source;
    b.totalSeconds = m.totalSeconds;
    b.productiveSeconds = m.productiveSeconds;
    for (std::size_t i = 0; i < kBuckets; ++i)
        b.badputSeconds[i] = m.badputSeconds[i];
    b.disruptions = m.disruptions;
    return b;
}

Plan applyCalibration(const Plan& plan, const std::vector<CalibrationProposal>& accepted)
{
    Plan p = plan;
    GoodputInputs& in = p.goodput;
    for (const CalibrationProposal& c : accepted) {
        if (c.field == "runtime.unwarned_per_node_day")
            in.unwarnedPerNodeDay = c.value;
        else if (c.field == "scheduling.reschedule")
            in.reschedule = Duration::hours(c.value);
        else if (c.field == "runtime.checkpoint_interval")
            in.checkpointInterval = Duration::hours(c.value);
        else if (c.field == "runtime.restore")
            in.restore = Duration::hours(c.value);
        else if (c.field == "runtime.checkpoint_save")
            in.checkpointSave = Duration::hours(c.value);
        else if (c.field == "program.mfu")
            in.mfu = c.value;
    }
    validate(p);
    return p;
}

} // namespace gp
