#include "workbench/CheckpointSwitches.h"

#include "presenters/Format.h"

#include <algorithm>
#include <QLabel>
#include <QPushButton>

#include <cmath>
#include <QVBoxLayout>

namespace gpui {

CheckpointSwitches::CheckpointSwitches(Commit commit, QWidget* parent)
    : QWidget(parent)
    , commit_(std::move(commit))
    , fromRun_(new QPushButton(this))
    , summary_(new QLabel(this))
    , fastSummary_(new QLabel(this))
{
    fromRun_->setToolTip(tr("Mixed-precision Adam checkpoints about 14 bytes per parameter: 16-bit weights (2) and "
                            "FP32 master weights and two moments (12)."));
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::PlainText);
    summary_->setForegroundRole(QPalette::PlaceholderText);
    summary_->setAccessibleName(tr("Checkpoint save and restore"));
    fastSummary_->setWordWrap(true);
    fastSummary_->setTextFormat(Qt::PlainText);
    fastSummary_->setForegroundRole(QPalette::PlaceholderText);
    fastSummary_->setAccessibleName(tr("Checkpoint tiers"));
    layout_ = new QVBoxLayout(this);
    layout_->setContentsMargins(0, 0, 0, 0);
    layout_->addWidget(fromRun_);
    layout_->addWidget(summary_);
    layout_->addWidget(fastSummary_);
    connect(fromRun_, &QPushButton::clicked, this, [this] {
        const double gb = runStateGb_;
        commit_(tr("Take the checkpoint state from the training run"),
                [gb](gp::GoodputInputs& in) { in.checkpointStateGb = gb; });
    });
}

// The fast tier's switch stands above the tiers' summary, the others above the save's.
void CheckpointSwitches::addSwitch(std::string_view key, QWidget* control, QWidget* warning)
{
    const int at = layout_->indexOf(key == "runtime.fast_tier" ? fastSummary_ : summary_);
    layout_->insertWidget(at, control);
    layout_->insertWidget(at + 1, warning);
}

void CheckpointSwitches::sync(const gp::Plan& plan, const gp::Evaluation* evaluation)
{
    const gp::GoodputInputs& in = plan.goodput;
    if (!evaluation) { // an invalid plan has no figures to describe
        summary_->clear();
        fastSummary_->clear();
        return;
    }
    const gp::CheckpointFigures& f = evaluation->checkpointTiers;
    runStateGb_ = evaluation->runStateGb;
    // The button says what it would do, and that it is done once the state is the run's: it never offers a state
    // beside a "Checkpoint state" that reads another.
    const bool fromRun = std::abs(in.checkpointStateGb - runStateGb_) < 0.5;
    fromRun_->setText(fromRun ? tr("State Is the Training Run's (%1 GB)").arg(number(runStateGb_, 0))
                              : tr("Set the State to the Training Run's %1 GB (now %2 GB)")
                                    .arg(number(runStateGb_, 0), number(in.checkpointStateGb, 0)));
    fromRun_->setEnabled(!fromRun);
    const QString save = durationHours(f.save.inHours());
    QString text;
    switch (f.source) {
    case gp::SaveSource::Typed:
        text = tr("Save %1, as typed. Give the checkpoint state to derive it from the storage's bandwidth.").arg(save);
        break;
    case gp::SaveSource::Measured:
        text = tr("Save %1, measured (the state and bandwidth would give %2).")
                   .arg(save, durationHours(f.derivedSave.inHours()));
        break;
    case gp::SaveSource::Derived:
        text = tr("Save %1: %2 GB at %3 GB/s plus the overhead.")
                   .arg(save, number(in.checkpointStateGb, 0), number(f.writeGbPerSecond, 1));
        break;
    }
    if (f.hasState)
        text += QLatin1Char(' ') + tr("A restore reads it in %1 at %2 GB/s.")
                                       .arg(durationDative(f.read.inHours()), number(f.readGbPerSecond, 1));
    if (in.asyncCheckpoint)
        text += QLatin1Char(' ') + tr("The job stalls %1 a save; the rest uploads behind it.")
                                       .arg(durationHours(f.stall.inHours()));
    summary_->setText(text);
    fastSummary_->setText(tiersText(in, *evaluation));
}

QString CheckpointSwitches::tiersText(const gp::GoodputInputs& in, const gp::Evaluation& evaluation) const
{
    const gp::CheckpointFigures& f = evaluation.checkpointTiers;
    QString text;
    if (f.fast) {
        const QString save = durationHours(f.fastSave.inHours());
        text = f.hasState ? tr("Fast tier: a save of %1 writes %2 copies of the state at %3 GB/s per node.")
                                .arg(save)
                                .arg(in.fastTierCopies)
                                .arg(number(in.fastWriteGbPerSecondPerNode, 1))
                          : tr("Fast tier: a save of %1, as typed.").arg(save);
        text += QLatin1Char(' ') + tr("The persistent save comes with every %n fast saves.", nullptr, f.fastEvery);
        text += QLatin1Char(' ') + (f.fastSurvivesFailure
                                        ? tr("Failures and maintenance resume from it; a Spot preemption goes back "
                                             "to the persistent tier.")
                                        : tr("With one copy it survives no node's loss: every interruption goes "
                                             "back to the persistent tier."));
        if (f.hasState)
            text += QLatin1Char(' ') + tr("A restore from it reads in %1.").arg(durationDative(f.fastRead.inHours()));
        text += QLatin1Char(' ') + tr("Of the window, the fast tier saves %1 and loses %2; the persistent tier "
                                      "saves %3 and loses %4.")
                                       .arg(percent(f.fastSaves), percent(f.fastLost), percent(f.persistentSaves),
                                            percent(f.persistentLost));
    }
    const gp::CheckpointOptima& o = evaluation.checkpoint;
    const QString none = tr("none (nothing goes back to it)");
    // In the unit of the plan's interval, as the interval chart and the overview show the optima.
    const gp::Duration interval = in.checkpointInterval;
    const QString persistent = o.defined ? optimumLike(o.daly, interval) : none;
    if (f.fast)
        text += QLatin1Char(' ') + tr("Daly's optimum: fast tier %1, persistent tier %2.")
                                       .arg(o.fastDefined ? optimumLike(o.fastDaly, in.fastInterval)
                                                          : none,
                                            persistent);
    else if (o.defined)
        text += (text.isEmpty() ? QString() : QStringLiteral(" ")) + tr("Daly's optimum: %1.").arg(persistent);
    return text;
}

} // namespace gpui
