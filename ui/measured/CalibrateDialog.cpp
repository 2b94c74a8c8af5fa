#include "measured/CalibrateDialog.h"

#include "common/TrimmedSpinBox.h"
#include "presenters/Content.h"
#include "common/MessageBox.h"
#include "document/PlanDocument.h"
#include "plan/CalibratedPlan.h"
#include "plan/PlanEdits.h"
#include "workbench/InputSpec.h"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpui {

CalibrateDialog::CalibrateDialog(const gp::Measurement& m, const gp::Plan& plan, QWidget* parent,
                                 gp::DoubtfulValues doubtful)
    : QDialog(parent)
    , measurement_(m)
    , plan_(plan)
    , doubtful_(doubtful)
    , tokens_(new TrimmedSpinBox(this))
    , table_(new QTableWidget(this))
{
    setWindowTitle(tr("Fit the Plan to This Measurement"));
    tokens_->setRange(0, 1e12);
    tokens_->setDecimals(0);
    tokens_->setSpecialValueText(tr("not known"));
    tokens_->setSuffix(tr(" tokens"));
    tokens_->setAccessibleName(tr("Tokens per step"));
    tokens_->setToolTip(tr("Global batch × sequence length: with it, the ideal step time gives the MFU"));
    table_->setColumnCount(4);
    table_->setHorizontalHeaderLabels({tr("Plan input"), tr("In the plan"), tr("From the log"), tr("Evidence")});
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setAccessibleName(tr("Proposed plan inputs"));
    auto* form = new QFormLayout;
    form->addRow(tr("Tokens per step"), tokens_);
    auto* note = new QLabel(tr("The job is taken to have run on the plan's %1 nodes. Tick the inputs to take over.")
                                .arg(plan.goodput.nodes),
                            this);
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Apply to the Plan"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(tokens_, &QDoubleSpinBox::valueChanged, this, [this] { fill(); });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addLayout(form);
    layout->addWidget(table_, 1);
    layout->addWidget(buttons);
    resize(820, 360);
    fill();
}

void CalibrateDialog::fill()
{
    proposals_ = gp::calibrationProposals(measurement_, plan_, tokens_->value(), doubtful_);
    const QList<InputSpec> specs = inputSpecs();
    table_->setRowCount(static_cast<int>(proposals_.size()));
    for (std::size_t i = 0; i < proposals_.size(); ++i) {
        const gp::CalibrationProposal& p = proposals_[i];
        const InputSpec* spec = nullptr;
        for (const InputSpec& s : specs)
            if (s.key() == QString::fromStdString(p.field))
                spec = &s;
        const int row = static_cast<int>(i);
        auto* name = new QTableWidgetItem(spec ? spec->label : QString::fromStdString(p.field));
        name->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled);
        name->setCheckState(Qt::Checked);
        table_->setItem(row, 0, name);
        auto shown = [&](double v) {
            return spec ? spec->text(v) : QLocale().toString(v, 'g', 4);
        };
        table_->setItem(row, 1, new QTableWidgetItem(shown(p.current)));
        table_->setItem(row, 2, new QTableWidgetItem(shown(p.value)));
        table_->setItem(row, 3, new QTableWidgetItem(content(p.evidence)));
    }
}

std::vector<gp::CalibrationProposal> CalibrateDialog::accepted() const
{
    std::vector<gp::CalibrationProposal> out;
    for (std::size_t i = 0; i < proposals_.size(); ++i)
        if (table_->item(static_cast<int>(i), 0)->checkState() == Qt::Checked)
            out.push_back(proposals_[i]);
    return out;
}

void CalibrateDialog::fitPlan(PlanDocument* document, const gp::Measurement& m, QWidget* parent,
                              gp::DoubtfulValues doubtful)
{
    CalibrateDialog dialog(m, document->plan(), parent, doubtful);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const auto accepted = dialog.accepted();
    if (accepted.empty())
        return;
    if (const auto error = document->modifyChecked(tr("Fit the plan to the measurement"),
                                                   [&](gp::Plan& p) { gp::fitToMeasurement(p, accepted); }))
        plainMessage(parent, QMessageBox::Warning, tr("Fit the Plan to This Measurement"), *error);
}

} // namespace gpui
