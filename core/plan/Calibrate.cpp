#include "plan/Calibrate.h"

#include "training/CostModel.h"
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

// An elastic job's log (ml-goodput-measurement's elastic entries) times its recovery inside the job: the wait after
// losing a slice is the detection, a re-initialization the restart, and growing back onto a returned slice waits
// and re-initializes again: the regrow pause (docs/model.md section 18, "Elastic training").
void calibrateElastic(const Measurement& m, const GoodputInputs& in, std::vector<CalibrationProposal>& out)
{
    const auto mean = [&m](Bucket b, int count) { return count > 0 ? seconds(m, b) / count : 0.0; };
    const double wait = mean(Bucket::ElasticSliceDown, m.elasticSliceDowns);
    const double reinit = mean(Bucket::ElasticReinitialization, m.elasticReinitializations);
    const double scaleUp = mean(Bucket::ElasticScaleUp, m.elasticScaleUps);
    if (m.elasticSliceDowns > 0)
        out.push_back({"runtime.in_job_detection", wait / 3600.0, in.inJobDetection.inHours(),
                       Text(GP_TEXT("%1 s of waiting after each lost slice, over %2 elastic waits"),
                            {Text::number(std::round(wait * 10) / 10), Text::number(m.elasticSliceDowns)})});
    if (m.elasticReinitializations > 0)
        out.push_back({"runtime.in_job_restart_time", reinit / 3600.0, in.inJobRestartTime.inHours(),
                       Text(GP_TEXT("%1 s per elastic re-initialization, over %2"),
                            {Text::number(std::round(reinit * 10) / 10), Text::number(m.elasticReinitializations)})});
    if (m.elasticScaleUps > 0)
        out.push_back({"runtime.regrow_pause", (scaleUp + reinit) / 3600.0, in.regrowPause.inHours(),
                       Text(GP_TEXT("%1 s of waiting to scale up, over %2 waits, and %3 s to re-initialize"),
                            {Text::number(std::round(scaleUp * 10) / 10), Text::number(m.elasticScaleUps),
                             Text::number(std::round(reinit * 10) / 10)})});
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
    calibrateElastic(m, in, out);
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
                  share(Bucket::InfrastructureRecovery) + share(Bucket::ElasticSliceDown) +
                      share(Bucket::ElasticScaleUp),
                  share(Bucket::TpuInitialization) + share(Bucket::TrainingPrep) + share(Bucket::ProgramStartup) +
                      share(Bucket::DataLoadingSync) + share(Bucket::CheckpointRestore) +
                      share(Bucket::ElasticReinitialization),
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
        else if (c.field == "runtime.in_job_detection")
            in.inJobDetection = Duration::hours(c.value);
        else if (c.field == "runtime.in_job_restart_time")
            in.inJobRestartTime = Duration::hours(c.value);
        else if (c.field == "runtime.regrow_pause")
            in.regrowPause = Duration::hours(c.value);
    }
    validate(p);
    return p;
}

} // namespace gp
