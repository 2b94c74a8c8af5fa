#include "workbench/CheckpointSwitches.h"

#include "common/Format.h"
#include "goodput/CheckpointSize.h"

#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace gpui {

CheckpointSwitches::CheckpointSwitches(Commit commit, QWidget* parent)
    : QWidget(parent)
    , commit_(std::move(commit))
    , async_(new QCheckBox(tr("Asynchronous saves"), this))
    , measured_(new QCheckBox(tr("The save cost is measured"), this))
    , fromRun_(new QPushButton(this))
    , summary_(new QLabel(this))
{
    async_->setToolTip(tr("Orbax and PyTorch distributed checkpointing save in the background: the job stalls only "
                          "for the blocking part, and the optimum interval uses it."));
    measured_->setToolTip(tr("A save cost measured on the job wins over the one derived from the state and the "
                             "bandwidth."));
    fromRun_->setToolTip(tr("Mixed-precision Adam checkpoints about 14 bytes per parameter: 16-bit weights (2) and "
                            "FP32 master weights and two moments (12)."));
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::PlainText);
    summary_->setForegroundRole(QPalette::PlaceholderText);
    summary_->setAccessibleName(tr("Checkpoint save and restore"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(fromRun_);
    layout->addWidget(measured_);
    layout->addWidget(async_);
    layout->addWidget(summary_);
    connect(async_, &QCheckBox::toggled, this, [this](bool on) {
        commit_(tr("Toggle asynchronous saves"), [on](gp::GoodputInputs& in) { in.asyncCheckpoint = on; });
    });
    connect(measured_, &QCheckBox::toggled, this, [this](bool on) {
        commit_(tr("Mark the save cost measured"), [on](gp::GoodputInputs& in) { in.checkpointSaveMeasured = on; });
    });
    connect(fromRun_, &QPushButton::clicked, this, [this] {
        const double gb = runStateGb_;
        commit_(tr("Take the checkpoint state from the training run"),
                [gb](gp::GoodputInputs& in) { in.checkpointStateGb = gb; });
    });
}

void CheckpointSwitches::sync(const gp::Plan& plan)
{
    const gp::GoodputInputs& in = plan.goodput;
    runStateGb_ = plan.training.parameters * gp::kCheckpointBytesPerParameterAdam / 1e9;
    fromRun_->setText(tr("State from the Training Run (%1 GB)").arg(number(runStateGb_, 0)));
    const QSignalBlocker a(async_), b(measured_);
    async_->setChecked(in.asyncCheckpoint);
    measured_->setChecked(in.checkpointSaveMeasured);
    measured_->setEnabled(in.checkpointStateGb > 0);
    const QString save = durationHours(gp::checkpointSaveTime(in).inHours());
    QString text;
    if (!(in.checkpointStateGb > 0))
        text = tr("Save %1, as typed. Give the checkpoint state to derive it from the storage's bandwidth.").arg(save);
    else if (in.checkpointSaveMeasured) {
        gp::GoodputInputs derived = in;
        derived.checkpointSaveMeasured = false;
        text = tr("Save %1, measured (the state and bandwidth would give %2).")
                   .arg(save, durationHours(gp::checkpointSaveTime(derived).inHours()));
    } else {
        text = tr("Save %1: %2 GB at %3 GB/s plus the overhead.")
                   .arg(save, number(in.checkpointStateGb, 0), number(gp::checkpointWriteGbPerSecond(in), 1));
    }
    if (in.checkpointStateGb > 0)
        text += QLatin1Char(' ') + tr("A restore reads it in %1 at %2 GB/s.")
                                       .arg(durationHours(gp::checkpointReadTime(in).inHours()),
                                            number(gp::checkpointReadGbPerSecond(in), 1));
    if (in.asyncCheckpoint)
        text += QLatin1Char(' ') + tr("The job stalls %1 a save; the rest uploads behind it.")
                                       .arg(durationHours(gp::checkpointStallTime(in).inHours()));
    summary_->setText(text);
}

} // namespace gpui
