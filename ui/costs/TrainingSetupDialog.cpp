#include "costs/TrainingSetupDialog.h"

#include "common/MessageBox.h"
#include "document/PlanDocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <tuple>

namespace gpui {

TrainingSetupDialog::TrainingSetupDialog(const gp::TrainingRun& run, QWidget* parent)
    : QDialog(parent)
    , run_(run)
    , optimizer_(new QComboBox(this))
    , sharding_(new QComboBox(this))
    , tensor_(new QSpinBox(this))
    , pipeline_(new QSpinBox(this))
    , microBatch_(new QDoubleSpinBox(this))
    , recompute_(new QCheckBox(tr("Checkpoint activations (recompute each layer in the backward pass)"), this))
    , shape_(new QGroupBox(tr("Model shape (for the activations' memory)"), this))
    , layers_(new QSpinBox(this))
    , heads_(new QSpinBox(this))
    , headDim_(new QSpinBox(this))
    , seqLen_(new QSpinBox(this))
    , commitmentUse_(new QDoubleSpinBox(this))
{
    setWindowTitle(tr("Memory and Parallelism"));
    optimizer_->addItem(tr("Adam, mixed precision (12 bytes a parameter)"), static_cast<int>(gp::Optimizer::Adam));
    optimizer_->addItem(tr("8-bit Adam (6 bytes a parameter)"), static_cast<int>(gp::Optimizer::Adam8bit));
    optimizer_->addItem(tr("SGD with momentum (8 bytes a parameter)"), static_cast<int>(gp::Optimizer::SgdMomentum));
    optimizer_->setCurrentIndex(optimizer_->findData(static_cast<int>(run.optimizer)));
    sharding_->addItem(tr("Replicated data parallel"), static_cast<int>(gp::Sharding::Replicated));
    sharding_->addItem(tr("ZeRO-1: optimizer states sharded"), static_cast<int>(gp::Sharding::Zero1));
    sharding_->addItem(tr("ZeRO-2: optimizer states and gradients sharded"), static_cast<int>(gp::Sharding::Zero2));
    sharding_->addItem(tr("ZeRO-3 or FSDP: everything sharded"), static_cast<int>(gp::Sharding::Zero3));
    sharding_->setCurrentIndex(sharding_->findData(static_cast<int>(run.parallel.sharding)));
    tensor_->setRange(1, 4096);
    tensor_->setValue(run.parallel.tensor);
    pipeline_->setRange(1, 4096);
    pipeline_->setValue(run.parallel.pipeline);
    microBatch_->setRange(0.001, 1e6);
    microBatch_->setDecimals(0);
    microBatch_->setValue(run.parallel.microBatch);
    microBatch_->setSuffix(tr(" sequences"));
    recompute_->setChecked(run.parallel.activationCheckpointing);
    shape_->setCheckable(true);
    shape_->setChecked(run.shape.has_value());
    const gp::ModelShape shape = run.shape.value_or(gp::ModelShape{32, 32, 128, 4096});
    for (auto [box, lo, hi, v] : {std::tuple{layers_, 1, 1000, shape.layers}, std::tuple{heads_, 1, 1024, shape.heads},
                                  std::tuple{headDim_, 1, 4096, shape.headDim},
                                  std::tuple{seqLen_, 1, 10000000, shape.seqLen}}) {
        box->setRange(lo, hi);
        box->setValue(static_cast<int>(v));
    }
    auto* shapeForm = new QFormLayout(shape_);
    shapeForm->addRow(tr("Layers (L)"), layers_);
    shapeForm->addRow(tr("Heads (H)"), heads_);
    shapeForm->addRow(tr("Head dimension (Q)"), headDim_);
    shapeForm->addRow(tr("Sequence length (T)"), seqLen_);
    commitmentUse_->setRange(0, 100);
    commitmentUse_->setDecimals(0);
    commitmentUse_->setSuffix(tr(" %"));
    commitmentUse_->setValue(run.commitmentUse * 100.0);
    commitmentUse_->setToolTip(tr("A committed use discount is paid for its whole term. The run carries the part of "
                                  "the rest of the term the customer does not expect to use for other work."));

    auto* form = new QFormLayout;
    form->addRow(tr("Optimizer"), optimizer_);
    form->addRow(tr("Sharding"), sharding_);
    form->addRow(tr("Tensor parallel degree"), tensor_);
    form->addRow(tr("Pipeline parallel degree"), pipeline_);
    form->addRow(tr("Micro-batch"), microBatch_);
    form->addRow(QString(), recompute_);
    form->addRow(tr("Commitment used by other work"), commitmentUse_);
    auto* note = new QLabel(tr("Bytes per parameter: 2 for 16-bit weights, 2 for gradients and the optimizer's "
                               "states (ZeRO, Rajbhandari et al. 2020). Activations: Korthikanti et al. 2022. A tenth "
                               "of each accelerator's memory is kept for the runtime."),
                            this);
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(shape_);
    layout->addWidget(note);
    layout->addWidget(buttons);
}

gp::TrainingRun TrainingSetupDialog::run() const
{
    gp::TrainingRun r = run_;
    r.optimizer = static_cast<gp::Optimizer>(optimizer_->currentData().toInt());
    r.parallel.sharding = static_cast<gp::Sharding>(sharding_->currentData().toInt());
    r.parallel.tensor = tensor_->value();
    r.parallel.pipeline = pipeline_->value();
    r.parallel.microBatch = microBatch_->value();
    r.parallel.activationCheckpointing = recompute_->isChecked();
    if (shape_->isChecked())
        r.shape = gp::ModelShape{double(layers_->value()), double(heads_->value()), double(headDim_->value()),
                                 double(seqLen_->value())};
    else
        r.shape.reset();
    r.commitmentUse = commitmentUse_->value() / 100.0;
    return r;
}

void TrainingSetupDialog::editPlan(PlanDocument* document, QWidget* parent)
{
    TrainingSetupDialog dialog(document->plan().training, parent);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const gp::TrainingRun run = dialog.run();
    if (run == document->plan().training)
        return;
    if (const auto error = document->modifyChecked(tr("Change memory and parallelism"),
                                                   [&](gp::Plan& p) { p.training = run; }))
        plainMessage(parent, QMessageBox::Warning, tr("Memory and Parallelism"), *error);
}

} // namespace gpui
