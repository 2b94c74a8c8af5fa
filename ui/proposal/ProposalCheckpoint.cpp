#include "proposal/ProposalCheckpoint.h"

#include "presenters/Format.h"
#include "proposal/ProposalWriter.h"

#include <algorithm>

namespace gpui {

using namespace proposal;

namespace {

QString sourceText(gp::SaveSource source)
{
    switch (source) {
    case gp::SaveSource::Derived: return ProposalCheckpoint::tr("derived from the state");
    case gp::SaveSource::Measured: return ProposalCheckpoint::tr("measured");
    case gp::SaveSource::Typed: break;
    }
    return ProposalCheckpoint::tr("as given");
}

} // namespace

void ProposalCheckpoint::writeTiers(Writer& w, const gp::Plan& plan, const gp::Evaluation& ev)
{
    const gp::GoodputInputs& in = plan.goodput;
    const gp::CheckpointFigures& f = ev.checkpointTiers;
    const QString none = QStringLiteral("–");
    const QString state = f.hasState ? tr("%1 GB").arg(number(in.checkpointStateGb, 0)) : none;
    QList<QStringList> rows;
    if (f.fast) {
        rows.append({tr("Fast (%n copies)", nullptr, in.fastTierCopies), duration(in.fastInterval),
                     tr("%1 (%2)").arg(duration(f.fastSave), f.hasState ? tr("derived from the state") : tr("as given")),
                     duration(f.fastSave), f.hasState ? duration(f.fastRead) : none, state, percent(f.fastSaves),
                     percent(f.fastLost)});
    }
    rows.append({tr("Persistent"), duration(gp::Duration::hours(ev.parameters.interval)),
                 tr("%1 (%2)").arg(duration(f.save), sourceText(f.source)), duration(f.stall),
                 f.hasState ? duration(f.read) : none, state, percent(f.persistentSaves), percent(f.persistentLost)});
    w.block(QString(), text(4), 6); // a gap between the chart's legend and the table
    w.table({tr("Checkpoint tier"), tr("Interval"), tr("Save"), tr("Job stalls"), tr("Restore read"), tr("State"),
             tr("Saves, share of window"), tr("Lost, share of window")},
            rows);
    if (f.fast) {
        const gp::CheckpointOptima& o = ev.checkpoint;
        const QString unbounded = tr("none, since no interruption goes back to it");
        w.note(tr("The persistent save comes with every %n fast saves.", nullptr, f.fastEvery) + QLatin1Char(' ') +
               (f.fastSurvivesFailure
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

QString ProposalCheckpoint::assumption(const gp::GoodputInputs& in, const gp::CheckpointFigures& f)
{
    QString text;
    if (in.asyncCheckpoint)
        text += QLatin1Char(' ') + tr("Saves are asynchronous: a whole save takes %1 and uploads behind the training; "
                                      "an interruption during an upload goes back to the checkpoint before.")
                                       .arg(duration(f.save));
    if (f.source == gp::SaveSource::Derived)
        text += QLatin1Char(' ') + tr("The save is derived from a %1 GB state written at %2 GB/s (the nodes' "
                                      "bandwidth, capped by the storage's) plus %3; a restore reads it in %4.")
                                       .arg(number(in.checkpointStateGb, 0), number(f.writeGbPerSecond, 1),
                                            duration(in.checkpointOverhead), durationDative(f.read.inHours()));
    else if (f.source == gp::SaveSource::Measured)
        text += QLatin1Char(' ') + tr("The save cost is measured.");
    if (f.fast)
        text += QLatin1Char(' ') + tr("A fast tier saves every %1 to host memory or local SSD, each node's copy held "
                                      "by %2 nodes of its group of %3; each save stalls the job %4.")
                                       .arg(duration(in.fastInterval))
                                       .arg(in.fastTierCopies)
                                       .arg(in.fastTierGroup)
                                       .arg(duration(f.fastSave));
    return text;
}

} // namespace gpui
