#include "costs/MfuDialog.h"

#include "costs/CostsView.h"

#include "common/TrimmedSpinBox.h"
#include "presenters/ErrorText.h"
#include "presenters/Format.h"
#include "plan/PlanEdits.h"
#include "document/PlanDocument.h"
#include "io/Error.h"
#include "plan/MfuFromThroughput.h"

#include "common/MessageBox.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QMessageBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gpui {

MfuDialog::MfuDialog(const gp::Catalog& catalog, const QString& accelerator, int chips, QWidget* parent)
    : QDialog(parent)
    , catalog_(catalog)
    , parameters_(new TrimmedSpinBox(this))
    , shape_(new QGroupBox(tr("Model shape (adds PaLM's attention term 12 L H Q T)"), this))
    , layers_(new QSpinBox(this))
    , heads_(new QSpinBox(this))
    , headDim_(new QSpinBox(this))
    , seqLen_(new QSpinBox(this))
    , tokensPerSecond_(new QDoubleSpinBox(this))
    , chips_(new QSpinBox(this))
    , accelerator_(new QComboBox(this))
    , precision_(new QComboBox(this))
    , result_(new QLabel(this))
    , comparison_(new QLabel(this))
{
    setWindowTitle(tr("MFU Calculator"));
    parameters_->setRange(0.001, 100000);
    parameters_->setDecimals(3);
    parameters_->setSuffix(tr(" B parameters"));
    parameters_->setValue(7);
    parameters_->setAccessibleName(tr("Parameters, in billions, excluding embeddings"));
    shape_->setCheckable(true);
    shape_->setChecked(false);
    for (auto [box, lo, hi, v] : {std::tuple{layers_, 1, 1000, 32}, std::tuple{heads_, 1, 1024, 32},
                                  std::tuple{headDim_, 1, 4096, 128}, std::tuple{seqLen_, 1, 10000000, 4096}}) {
        box->setRange(lo, hi);
        box->setValue(v);
    }
    auto* shapeForm = new QFormLayout(shape_);
    shapeForm->addRow(tr("Layers (L)"), layers_);
    shapeForm->addRow(tr("Heads (H)"), heads_);
    shapeForm->addRow(tr("Head dimension (Q)"), headDim_);
    shapeForm->addRow(tr("Sequence length (T)"), seqLen_);
    tokensPerSecond_->setRange(0, 1e12);
    tokensPerSecond_->setDecimals(0);
    tokensPerSecond_->setSuffix(CostsView::tokensPerSecondSuffix(0));
    connect(tokensPerSecond_, &QDoubleSpinBox::valueChanged, this,
            [this](double tps) { tokensPerSecond_->setSuffix(CostsView::tokensPerSecondSuffix(tps)); });
    tokensPerSecond_->setValue(0);
    tokensPerSecond_->setAccessibleName(tr("Measured training throughput of the whole job"));
    chips_->setRange(1, 1000000);
    chips_->setValue(std::max(1, chips));
    for (const gp::Accelerator& a : catalog_.accelerators)
        accelerator_->addItem(QString::fromStdString(a.name), QString::fromStdString(a.id));
    accelerator_->setCurrentIndex(std::max(0, accelerator_->findData(accelerator)));
    precision_->addItem(tr("BF16 / FP16"), static_cast<int>(gp::Precision::Half));
    precision_->addItem(tr("FP8"), static_cast<int>(gp::Precision::Fp8));
    precision_->addItem(tr("INT8"), static_cast<int>(gp::Precision::Int8));
    result_->setTextFormat(Qt::PlainText);
    QFont big = result_->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    result_->setFont(big);
    comparison_->setTextFormat(Qt::PlainText);
    comparison_->setWordWrap(true);

    auto* form = new QFormLayout;
    form->addRow(tr("Parameters"), parameters_);
    form->addRow(tr("Measured throughput"), tokensPerSecond_);
    form->addRow(tr("Chips"), chips_);
    form->addRow(tr("Accelerator"), accelerator_);
    form->addRow(tr("Precision"), precision_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    use_ = buttons->addButton(tr("Use This MFU"), QDialogButtonBox::AcceptRole);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(shape_);
    layout->addWidget(result_);
    layout->addWidget(comparison_);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QDoubleSpinBox* b : {parameters_, tokensPerSecond_})
        connect(b, &QDoubleSpinBox::valueChanged, this, &MfuDialog::recompute);
    for (QSpinBox* b : {layers_, heads_, headDim_, seqLen_, chips_})
        connect(b, &QSpinBox::valueChanged, this, &MfuDialog::recompute);
    connect(shape_, &QGroupBox::toggled, this, &MfuDialog::recompute);
    connect(accelerator_, &QComboBox::currentIndexChanged, this, &MfuDialog::recompute);
    connect(precision_, &QComboBox::currentIndexChanged, this, &MfuDialog::recompute);
    recompute();
}

void MfuDialog::editPlanMfu(PlanDocument* document, QWidget* parent)
{
    const gp::Plan& plan = document->plan();
    const auto& ev = document->evaluation();
    const gp::Catalog& catalog = ev ? ev->catalog() : gp::builtinCatalog();
    const gp::Accelerator* a = ev ? ev->selectedAccelerator() : nullptr;
    MfuDialog dialog(catalog, a ? QString::fromStdString(a->id) : QString(),
                     plan.goodput.nodes * plan.goodput.acceleratorsPerNode, parent);
    dialog.setInputs(plan.training.parameters, plan.training.measuredTokensPerSecond.value_or(0));
    if (dialog.exec() == QDialog::Accepted && dialog.mfu()) {
        const double mfu = *dialog.mfu();
        if (const auto error =
                document->modifyChecked(tr("Set MFU from throughput"), [mfu](gp::Plan& p) { gp::setMfu(p, mfu); })) {
            plainMessage(parent, QMessageBox::Warning, tr("MFU Not Set"), *error);
        }
    }
}

void MfuDialog::setInputs(double parameters, double tokensPerSecond)
{
    parameters_->setValue(parameters / 1e9);
    tokensPerSecond_->setValue(tokensPerSecond);
}

gp::MeasuredThroughput MfuDialog::throughput() const
{
    gp::MeasuredThroughput in;
    in.parameters = parameters_->value() * 1e9;
    if (shape_->isChecked())
        in.shape = gp::ModelShape{double(layers_->value()), double(heads_->value()), double(headDim_->value()),
                                  double(seqLen_->value())};
    in.tokensPerSecond = tokensPerSecond_->value();
    in.chips = chips_->value();
    in.accelerator = catalog_.find(accelerator_->currentData().toString().toStdString());
    in.precision = static_cast<gp::Precision>(precision_->currentData().toInt());
    return in;
}

void MfuDialog::recompute()
{
    mfu_.reset();
    try {
        const std::optional<gp::MfuFromThroughput> figures = gp::mfuFromThroughput(throughput());
        if (!figures) {
            result_->setText(tr("Enter the measured throughput"));
            comparison_->setText(tr("MFU = tokens/s × FLOPs per token / (chips × dense peak FLOP/s). Always validate "
                                    "on your workload: a measured figure replaces the estimate."));
            use_->setEnabled(false);
            return;
        }
        mfu_ = figures->mfu;
        result_->setText(tr("MFU %1  (%2 GFLOPs per token)")
                             .arg(percent(figures->mfu), number(figures->flopsPerToken / 1e9, 1)));
        QStringList lines;
        for (const gp::PublishedMfuGap& p : figures->published)
            lines << tr("%1: %2 (%3 points %4)")
                         .arg(QString::fromStdString(p.model), percent(p.mfu), number(p.points, 1),
                              p.above ? tr("above") : tr("below"));
        comparison_->setText(tr("Published figures (PaLM, Chowdhery et al. 2022, table 3):\n") + lines.join(QLatin1Char('\n')));
        use_->setEnabled(true);
    } catch (const gp::Error& e) {
        result_->setText(describeError(e));
        comparison_->clear();
        use_->setEnabled(false);
    }
}

} // namespace gpui
