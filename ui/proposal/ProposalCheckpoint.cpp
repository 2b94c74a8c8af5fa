#include "proposal/ProposalCheckpoint.h"

#include "common/Format.h"
#include "proposal/ProposalWriter.h"

#include <algorithm>

namespace gpui {

using namespace proposal;

void ProposalCheckpoint::writeTiers(Writer& w, const gp::Plan& plan, const gp::Evaluation& ev)
{
    const gp::GoodputInputs& in = plan.goodput;
    const gp::GoodputEvaluation& g = ev.goodput;
    const double window = std::max(1e-9, ev.parameters.window);
    const QString none = QStringLiteral("–");
    const QString source = gp::checkpointSaveDerived(in) ? tr("derived from the state")
                           : in.checkpointStateGb > 0 && in.checkpointSaveMeasured ? tr("measured")
                                                                                    : tr("as given");
    const QString state = in.checkpointStateGb > 0 ? tr("%1 GB").arg(number(in.checkpointStateGb, 0)) : none;
    QList<QStringList> rows;
    if (in.fastTier) {
        rows.append({tr("Fast (%n copies)", nullptr, in.fastTierCopies), duration(in.fastInterval),
                     tr("%1 (%2)").arg(duration(gp::fastSaveTime(in)),
                                       in.checkpointStateGb > 0 ? tr("derived from the state") : tr("as given")),
                     duration(gp::fastSaveTime(in)),
                     in.checkpointStateGb > 0 ? duration(gp::fastReadTime(in)) : none, state,
                     percent(g.fastSaves / window), percent(g.fastLost / window)});
    }
    rows.append({tr("Persistent"), duration(gp::Duration::hours(ev.parameters.interval)),
                 tr("%1 (%2)").arg(duration(gp::checkpointSaveTime(in)), source), duration(gp::checkpointStallTime(in)),
                 in.checkpointStateGb > 0 ? duration(gp::checkpointReadTime(in)) : none, state,
                 percent(std::max(0.0, g.hours.saves - g.fastSaves) / window),
                 percent(std::max(0.0, g.hours.lost - g.fastLost) / window)});
    w.block(QString(), text(4), 6); // a gap between the chart's legend and the table
    w.table({tr("Checkpoint tier"), tr("Interval"), tr("Save"), tr("Job stalls"), tr("Restore read"), tr("State"),
             tr("Saves, share of window"), tr("Lost, share of window")},
            rows);
    if (in.fastTier) {
        const gp::CheckpointOptima& o = ev.checkpoint;
        const QString unbounded = tr("none, since no interruption goes back to it");
        w.note(tr("The persistent save comes with every %n fast saves.", nullptr, ev.parameters.fast.every) +
               QLatin1Char(' ') +
               (gp::fastTierSurvives(in, gp::InterruptionClass::Failure)
                    ? tr("Failures and maintenance resume from the fast tier, whose copies on the node's peers outlive "
                         "the node; a Spot preemption takes the whole job and goes back to the persistent tier.")
                    : tr("With one copy the fast tier survives no node's loss: every interruption goes back to the "
                         "persistent tier.")) +
               QLatin1Char(' ') +
               tr("Daly's optimum interval: fast tier %1, persistent tier %2.")
                   .arg(o.fastDefined ? durationHours(o.fastDaly) : unbounded,
                        o.defined ? durationHours(o.daly) : unbounded));
    }
    w.note(tr("Young's and Daly's optima use the time the job stalls: the blocking part of an asynchronous save."));
}

QString ProposalCheckpoint::assumption(const gp::GoodputInputs& in)
{
    QString text;
    if (in.asyncCheckpoint)
        text += QLatin1Char(' ') + tr("Saves are asynchronous: a whole save takes %1 and uploads behind the training; "
                                      "an interruption during an upload goes back to the checkpoint before.")
                                       .arg(duration(gp::checkpointSaveTime(in)));
    if (gp::checkpointSaveDerived(in))
        text += QLatin1Char(' ') + tr("The save is derived from a %1 GB state written at %2 GB/s (the nodes' "
                                      "bandwidth, capped by the storage's) plus %3; a restore reads it in %4.")
                                       .arg(number(in.checkpointStateGb, 0), number(gp::checkpointWriteGbPerSecond(in), 1),
                                            duration(in.checkpointOverhead), duration(gp::checkpointReadTime(in)));
    else if (in.checkpointStateGb > 0 && in.checkpointSaveMeasured)
        text += QLatin1Char(' ') + tr("The save cost is measured.");
    if (in.fastTier)
        text += QLatin1Char(' ') + tr("A fast tier saves every %1 to host memory or local SSD, each node's copy held "
                                      "by %2 nodes of its group of %3; each save stalls the job %4.")
                                       .arg(duration(in.fastInterval))
                                       .arg(in.fastTierCopies)
                                       .arg(in.fastTierGroup)
                                       .arg(duration(gp::fastSaveTime(in)));
    return text;
}

} // namespace gpui
