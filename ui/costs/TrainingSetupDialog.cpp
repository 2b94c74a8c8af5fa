#include "costs/TrainingSetupDialog.h"

#include "presenters/LayoutText.h"
#include "common/MessageBox.h"
#include "costs/NetworkPicker.h"
#include "costs/StepBar.h"
#include "document/PlanDocument.h"
#include "plan/PlanEdits.h"
#include "training/ModelFamilies.h"
#include "training/RunLayout.h"

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

TrainingSetupDialog::TrainingSetupDialog(const gp::TrainingRun& run, const gp::Accelerator* accelerator,
                                         double accelerators, QWidget* parent)
    : QDialog(parent)
    , run_(run)
    , accelerator_(accelerator ? std::optional<gp::Accelerator>(*accelerator) : std::nullopt)
    , accelerators_(accelerators)
    , source_(new QComboBox(this))
    , search_(new QCheckBox(tr("Let the step model choose the fastest layout that fits, for each accelerator and count"), this))
    , optimizer_(new QComboBox(this))
    , sharding_(new QComboBox(this))
    , tensor_(new QSpinBox(this))
    , pipeline_(new QSpinBox(this))
    , microBatch_(new QDoubleSpinBox(this))
    , recompute_(new QCheckBox(tr("Checkpoint activations (recompute each layer in the backward pass)"), this))
    , shape_(new QGroupBox(tr("Model shape (for the activations' memory and the step model)"), this))
    , layers_(new QSpinBox(this))
    , heads_(new QSpinBox(this))
    , headDim_(new QSpinBox(this))
    , seqLen_(new QSpinBox(this))
    , kvHeads_(new QSpinBox(this))
    , vocabulary_(new QSpinBox(this))
    , batch_(new QDoubleSpinBox(this))
    , shapeNote_(new QLabel(this))
    , stepBar_(new StepBar(this))
    , stepText_(new QLabel(this))
    , stages_(new QLabel(this))
    , commitmentUse_(new QDoubleSpinBox(this))
    , network_(new NetworkPicker(run.network, this))
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
    sharding_->addItem(tr("Hybrid sharding: ZeRO-3 within each node or slice, replicated between them"),
                       static_cast<int>(gp::Sharding::Hsdp));
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
    fillShape(run);
    source_->addItem(tr("Automatic: measured, else the layout, else the plan's"), -1);
    source_->addItem(tr("The step model's layout"), static_cast<int>(gp::ProgramSource::Layout));
    source_->addItem(tr("The plan's MFU"), static_cast<int>(gp::ProgramSource::Plan));
    source_->addItem(tr("The throughput measured"), static_cast<int>(gp::ProgramSource::Measured));
    source_->addItem(tr("The catalog's typical MFU"), static_cast<int>(gp::ProgramSource::Catalog));
    source_->setCurrentIndex(source_->findData(run.programSource ? static_cast<int>(*run.programSource) : -1));
    search_->setChecked(run.parallel.search);
    commitmentUse_->setRange(0, 100);
    commitmentUse_->setDecimals(0);
    commitmentUse_->setSuffix(tr(" %"));
    commitmentUse_->setValue(run.commitmentUse * 100.0);
    commitmentUse_->setToolTip(tr("A committed use discount is paid for its whole term. The run carries the part of "
                                  "the rest of the term the customer does not expect to use for other work."));

    auto* form = new QFormLayout;
    form->addRow(tr("Program goodput (MFU) from"), source_);
    form->addRow(QString(), search_);
    form->addRow(tr("Optimizer"), optimizer_);
    form->addRow(tr("Sharding"), sharding_);
    form->addRow(tr("Tensor parallel degree"), tensor_);
    form->addRow(tr("Pipeline parallel degree"), pipeline_);
    form->addRow(tr("Micro-batch"), microBatch_);
    form->addRow(QString(), recompute_);
    form->addRow(tr("Cluster network"), network_);
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
    layout->addWidget(shapeNote_);
    layout->addWidget(note);
    auto* stepHeading = new QLabel(accelerator_ ? tr("One step on %1 × %2").arg(QString::fromStdString(accelerator_->name))
                                                      .arg(accelerators_)
                                                : tr("One step"),
                                   this);
    stepHeading->setStyleSheet(QStringLiteral("font-weight: bold"));
    stepText_->setWordWrap(true);
    stepText_->setTextFormat(Qt::PlainText);
    layout->addWidget(stepHeading);
    layout->addWidget(stepBar_);
    layout->addWidget(stepText_);
    stages_->setWordWrap(true);
    stages_->setTextFormat(Qt::PlainText);
    layout->addWidget(stages_);
    layout->addWidget(buttons);

    followSettings();
    updateStep();
}

void TrainingSetupDialog::fillShape(const gp::TrainingRun& run)
{
    shape_->setCheckable(true);
    shape_->setChecked(run.shape.has_value());
    // Without a shape of its own, the one the step model assumes: the nearest published family's.
    const gp::ModelShape shape = gp::modelShapeOf(run).value_or(gp::ModelShape{32, 32, 128, 4096});
    shapeNote_->setWordWrap(true);
    for (auto [box, lo, hi, v] : {std::tuple{layers_, 1, 1000, shape.layers}, std::tuple{heads_, 1, 1024, shape.heads},
                                  std::tuple{headDim_, 1, 4096, shape.headDim},
                                  std::tuple{seqLen_, 1, 10000000, shape.seqLen}}) {
        box->setRange(lo, hi);
        box->setValue(static_cast<int>(v));
    }
    kvHeads_->setRange(0, 1024);
    kvHeads_->setValue(static_cast<int>(shape.kvHeads));
    kvHeads_->setSpecialValueText(tr("as many as the heads"));
    vocabulary_->setRange(0, 100000000);
    vocabulary_->setValue(static_cast<int>(shape.vocabulary));
    vocabulary_->setSpecialValueText(tr("not stated"));
    vocabulary_->setGroupSeparatorShown(true);
    batch_->setRange(1, 1e10);
    batch_->setDecimals(0);
    batch_->setGroupSeparatorShown(true);
    batch_->setSuffix(tr(" tokens"));
    batch_->setValue(run.globalBatchTokens);
    auto* shapeForm = new QFormLayout(shape_);
    shapeForm->addRow(tr("Layers (L)"), layers_);
    shapeForm->addRow(tr("Heads (H)"), heads_);
    shapeForm->addRow(tr("Head dimension (Q)"), headDim_);
    shapeForm->addRow(tr("Sequence length (T)"), seqLen_);
    shapeForm->addRow(tr("Key-value heads"), kvHeads_);
    shapeForm->addRow(tr("Vocabulary"), vocabulary_);
    shapeForm->addRow(tr("Global batch"), batch_);
}

void TrainingSetupDialog::followSettings()
{
    // The step follows every setting as it changes.
    for (QSpinBox* box : {tensor_, pipeline_, layers_, heads_, headDim_, seqLen_, kvHeads_, vocabulary_})
        connect(box, &QSpinBox::valueChanged, this, &TrainingSetupDialog::updateStep);
    for (QDoubleSpinBox* box : {microBatch_, batch_})
        connect(box, &QDoubleSpinBox::valueChanged, this, &TrainingSetupDialog::updateStep);
    for (QComboBox* box : {optimizer_, sharding_, source_})
        connect(box, &QComboBox::currentIndexChanged, this, &TrainingSetupDialog::updateStep);
    for (QCheckBox* box : {recompute_, search_})
        connect(box, &QCheckBox::toggled, this, &TrainingSetupDialog::updateStep);
    connect(shape_, &QGroupBox::toggled, this, &TrainingSetupDialog::updateStep);
    connect(network_, &NetworkPicker::changed, this, &TrainingSetupDialog::updateStep);
}

void TrainingSetupDialog::updateStep()
{
    // With the model choosing, the degrees it chooses are not the dialog's to set.
    const bool held = !search_->isChecked();
    for (QWidget* w : std::initializer_list<QWidget*>{tensor_, pipeline_, microBatch_, sharding_, recompute_})
        w->setEnabled(held);
    const gp::TrainingRun r = run();
    const gp::ModelFamily* family = gp::assumedModelFamily(r);
    shapeNote_->setText(family ? tr("Shape assumed from %1, the published model nearest to the plan's parameter "
                                    "count: check the box above to give the model's own.")
                                     .arg(QString::fromUtf8(family->name.data(), qsizetype(family->name.size())))
                               : QString());
    shapeNote_->setVisible(family != nullptr);
    if (!accelerator_ || accelerators_ < 1) {
        stepBar_->setParts({}, tr("No accelerator is priced: no step to show."));
        stepText_->clear();
        stages_->clear();
        return;
    }
    const gp::RunLayout layout = gp::runLayout(r, *accelerator_, accelerators_);
    if (!layout.applies) {
        stepBar_->setParts({}, shape_->isChecked() ? tr("The catalog lacks the figures the step model needs for this accelerator.")
                                                   : tr("The step model needs the model's shape."));
        stepText_->clear();
        stages_->clear();
        return;
    }
    if (!layout.best) {
        stepBar_->setParts({}, held ? tr("This layout does not fit the memory, or its degrees do not divide the job.")
                                    : tr("No layout fits the memory at this count."));
        stepText_->clear();
        stages_->clear();
        // The one refusal the degrees' boxes cannot show by themselves: more stages than layers.
        if (held && r.shape && r.parallel.pipeline > r.shape->layers)
            stages_->setText(tr("Pipeline parallel degree %1: above the %2 layers, a stage would hold none.")
                                 .arg(r.parallel.pipeline)
                                 .arg(r.shape->layers));
        return;
    }
    stepBar_->setParts(LayoutText::parts(layout.best->breakdown));
    stepText_->setText(LayoutText::step(*layout.best) +
                       (gp::programSource(r) == gp::ProgramSource::Layout
                            ? QString()
                            : QLatin1Char(' ') + tr("Program goodput comes from another source: this step is shown, not priced.")));
    showStages(layout.best->stages);
}

void TrainingSetupDialog::showStages(const gp::StageSplit& split)
{
    if (split.stages < 2) {
        stages_->setText(tr("One pipeline stage holds all %1 layers.").arg(split.first));
        return;
    }
    QStringList each;
    const std::vector<int> layers = split.layers();
    for (std::size_t i = 0; i < layers.size();) {
        std::size_t j = i;
        while (j < layers.size() && layers[j] == layers[i])
            ++j;
        each << (j - i > 1 ? tr("%1×%2").arg(layers[i]).arg(j - i) : QString::number(layers[i]));
        i = j;
    }
    // The first stage also holds the embedding and the last the loss, a layer's place each (Megatron-LM, Llama 3).
    stages_->setText(tr("Layers on the %1 pipeline stages: %2; the first stage also holds the embedding, the last "
                        "the loss, each in a layer's place. The fullest stage sets the pace and the memory.")
                         .arg(split.stages)
                         .arg(each.join(QStringLiteral(" + "))));
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
    const int source = source_->currentData().toInt();
    if (source < 0)
        r.programSource.reset();
    else
        r.programSource = static_cast<gp::ProgramSource>(source);
    r.parallel.search = search_->isChecked();
    r.globalBatchTokens = batch_->value();
    if (shape_->isChecked())
        r.shape = gp::ModelShape{double(layers_->value()), double(heads_->value()), double(headDim_->value()),
                                 double(seqLen_->value()), double(kvHeads_->value()), double(vocabulary_->value())};
    else
        r.shape.reset();
    r.commitmentUse = commitmentUse_->value() / 100.0;
    r.network = network_->network();
    return r;
}

void TrainingSetupDialog::editPlan(PlanDocument* document, QWidget* parent)
{
    const auto& ev = document->evaluation();
    const gp::Accelerator* priced = ev ? ev->selectedAccelerator() : nullptr;
    const double accelerators = document->plan().goodput.nodes * document->plan().goodput.acceleratorsPerNode;
    TrainingSetupDialog dialog(document->plan().training, priced, accelerators, parent);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const gp::TrainingRun run = dialog.run();
    if (run == document->plan().training)
        return;
    if (const auto error = document->modifyChecked(tr("Change memory and parallelism"),
                                                   [&](gp::Plan& p) { gp::setTrainingRun(p, run); }))
        plainMessage(parent, QMessageBox::Warning, tr("Memory and Parallelism"), *error);
}

} // namespace gpui
