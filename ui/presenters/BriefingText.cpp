#include "presenters/BriefingText.h"

#include "presenters/Content.h"
#include "presenters/Format.h"
#include "presenters/Names.h"
#include "decision/GraphLibrary.h"

namespace gpui {
namespace {

QString lossName(gp::Briefing::Loss loss)
{
    switch (loss) {
    case gp::Briefing::Loss::Waiting: return BriefingText::tr("waiting for capacity");
    case gp::Briefing::Loss::Reschedule: return BriefingText::tr("rescheduling after interruptions");
    case gp::Briefing::Loss::Resume: return BriefingText::tr("resuming after interruptions");
    case gp::Briefing::Loss::Lost: return BriefingText::tr("progress lost since the last checkpoint");
    case gp::Briefing::Loss::Saves: return BriefingText::tr("saving checkpoints");
    case gp::Briefing::Loss::Shrunk: return BriefingText::tr("running shrunk while lost nodes are replaced");
    case gp::Briefing::Loss::Straggler: return BriefingText::tr("running slowed by stragglers");
    }
    return {};
}

QString goodputName(const std::string& factor)
{
    if (factor == "scheduling")
        return BriefingText::tr("Scheduling goodput");
    if (factor == "runtime")
        return BriefingText::tr("Runtime goodput");
    return BriefingText::tr("Program goodput (MFU)");
}

} // namespace

QString BriefingText::drivers(const gp::Briefing& b)
{
    QString out = tr("%1 is the lowest factor, at %2.").arg(goodputName(b.lowestFactor), percent(b.lowestValue));
    if (b.largestLossHours > 0)
        out += QLatin1Char(' ') + tr("Of the hours interruptions and checkpoints take, %1 takes the most: %2 h of "
                                     "the %3 h window.")
                                      .arg(lossName(b.largestLoss), number(b.largestLossHours, 1),
                                           number(b.window, 0));
    return out;
}

QStringList BriefingText::risks(const gp::Briefing& b)
{
    using K = gp::Briefing::Risk::Kind;
    QStringList out;
    for (const gp::Briefing::Risk& r : b.risks) {
        switch (r.kind) {
        case K::DeadlineMissed:
            out << tr("The run misses its deadline by %1 days.").arg(number(r.a, 1));
            break;
        case K::DeadlineTight:
            out << tr("Only %1 days to spare before the deadline: a slow start or a bad week misses it.")
                       .arg(number(r.a, 1));
            break;
        case K::DoesNotFit:
            out << tr("The model needs %1 GB an accelerator and %2 GB are usable: it does not fit as planned.")
                       .arg(number(r.a, 1), number(r.b, 0));
            break;
        case K::SpotPreemption:
            out << tr("Spot capacity is preempted at %1 a node-day and may take hours to return.")
                       .arg(number(r.a, 2));
            break;
        case K::Interruptions:
            out << tr("%1 interruptions are expected in the window, each idling all %2 accelerators.")
                       .arg(number(r.a, 1), number(r.b, 0));
            break;
        case K::MfuEstimated:
            out << tr("The MFU of %1 is an estimate until a run measures it; time and cost scale with it.")
                       .arg(percent(r.a));
            break;
        case K::Warning:
            out << describeWarning(r.warning);
            break;
        case K::LatencyAtPeak:
            out << tr("The replicas are sized for a peak of %1 requests a second; above it the latency targets fail.")
                       .arg(number(r.a, 1));
            break;
        case K::SpotServing:
            out << tr("Spot capacity can be reclaimed at any time: a service on Spot loses replicas without notice.");
            break;
        }
    }
    return out;
}

QStringList BriefingText::nextSteps(const gp::Briefing& b)
{
    using K = gp::Briefing::Step::Kind;
    const gp::Graph* improvement = gp::builtinGraph("goodput-improvement");
    QStringList out;
    for (const gp::Briefing::Step& s : b.nextSteps) {
        switch (s.kind) {
        case K::ApplyTechnique: {
            const gp::Node* node = improvement ? improvement->node(s.technique) : nullptr;
            out << tr("%1: %2 points of ML Productivity Goodput.")
                       .arg(node ? content(node->text) : QString::fromStdString(s.technique),
                            QStringLiteral("+") + number(s.a, 1));
            break;
        }
        case K::MoreNodes:
            out << tr("Run on %1 nodes to meet the deadline: %2 days.").arg(number(s.a, 0), number(s.b, 1));
            break;
        case K::Switch:
            out << tr("%1 × %2 meets the deadline: %3 days.")
                       .arg(QString::fromStdString(s.name), number(s.a, 0), number(s.b, 1));
            break;
        case K::Pilot:
            out << tr("Run a short pilot and open its goodput log in the Measured view to check the plan's MFU and "
                      "interruption rates.");
            break;
        case K::CompareMeasured:
            out << tr("Compare each run's goodput log with this plan in the Measured view.");
            break;
        case K::ConfirmCapacity:
            out << tr("Confirm the capacity and its provisioning with the cloud provider before the start date.");
            break;
        case K::BenchmarkServing:
            out << tr("Benchmark the model on the served accelerator to confirm TTFT and TPOT at the planned batch.");
            break;
        case K::Commit:
            out << tr("A 1-year commitment would cut the serving cost by %1.").arg(percent(s.a));
            break;
        }
    }
    return out;
}

} // namespace gpui
