#include "workbench/WorkbenchControls.h"

#include "presenters/LayoutText.h"
#include "presenters/Content.h"

#include "common/ErrorBanner.h"
#include "costs/MfuDialog.h"
#include "presenters/Format.h"
#include "presenters/Names.h"
#include "common/ViewRefresh.h"
#include "document/PlanDocument.h"
#include "plan/PlanEdits.h"
#include "io/Error.h"
#include "plan/Presets.h"
#include "workbench/CheckpointSwitches.h"
#include "workbench/InputSpec.h"
#include "workbench/SliderField.h"
#include "workbench/SwitchControl.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QCoreApplication>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <utility>

namespace gpui {

WorkbenchControls::WorkbenchControls(PlanDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , presets_(new QComboBox(this))
    , error_(makeErrorBanner(this))
    , mtbf_(new QLabel(this))
    , mfuSource_(new QLabel(this))
    , specs_(inputSpecs())
    , switchSpecs_(switchSpecs())
{
    setAccessibleName(tr("Goodput inputs"));
    auto* layout = new QVBoxLayout(this);

    fillPresets();
    auto* presetNote = new QLabel(tr("Presets are illustrative unless they name a published source."), this);
    presetNote->setForegroundRole(QPalette::PlaceholderText);
    presetNote->setWordWrap(true);
    layout->addWidget(presets_);
    layout->addWidget(presetNote);

    // The plan-wide warning and a refused value's error show below the form, not above it: appearing when a handle
    // is let go, they must not push the sliders down under the mouse (the view places them, footer()).
    footer_ = new QWidget(this);
    auto* footerLayout = new QVBoxLayout(footer_);
    footerLayout->setContentsMargins(4, 4, 4, 4);
    footerLayout->addWidget(error_);
    footerLayout->addWidget(warningLabel(QString()));
    footer_->hide();

    QMap<gp::InputGroup, QVBoxLayout*> groups;
    auto group = [&](gp::InputGroup g, const QString& title) {
        auto* box = new QGroupBox(title, this);
        auto* v = new QVBoxLayout(box);
        v->setSpacing(4);
        groups[g] = v;
        layout->addWidget(box);
    };
    group(gp::InputGroup::Scale, tr("Scale"));
    group(gp::InputGroup::Scheduling, tr("Scheduling goodput"));
    group(gp::InputGroup::Runtime, tr("Runtime goodput"));
    group(gp::InputGroup::Checkpoint, tr("Checkpoints"));
    group(gp::InputGroup::Program, tr("Program goodput"));
    layout->addStretch(1);

    checkpoint_ = new CheckpointSwitches(
        [this](const QString& description, const std::function<void(gp::GoodputInputs&)>& change) {
            commit(description, change);
        },
        this);
    groups[gp::InputGroup::Checkpoint]->addWidget(checkpoint_);

    addSwitches(groups);
    addSliders(groups);
    mtbf_->setForegroundRole(QPalette::PlaceholderText);
    mtbf_->setWordWrap(true);
    mfuSource_->setWordWrap(true);
    mfuSource_->setForegroundRole(QPalette::PlaceholderText);
    mfuSource_->setAccessibleName(tr("Where the MFU comes from"));

    // MFU, or the throughput to derive it from (PaLM's formula, in the calculator the cost view shares).
    auto* fromThroughput = new QPushButton(tr("Derive MFU from Throughput…"), this);
    fromThroughput->setToolTip(tr("MFU = tokens/s × FLOPs per token / (chips × peak FLOP/s)"));
    groups[gp::InputGroup::Program]->addWidget(fromThroughput);
    connect(fromThroughput, &QPushButton::clicked, this, [this] { MfuDialog::editPlanMfu(document_, this); });

    connect(presets_, &QComboBox::activated, this, &WorkbenchControls::applyPreset);
    // The controls show the model's inputs and the job MTBF; they follow the plan when seen, each group when its
    // part changed (connected before the refresh, so the parts are known when it runs).
    connect(document_, &PlanDocument::changed, this, [this](gp::PlanChange change) { pending_ |= change; });
    refresh_ = new ViewRefresh(this, document_, gp::PlanChange::goodputInputs() | gp::PlanPart::Training,
                               [this] { syncFromDocument(std::exchange(pending_, gp::PlanChange())); });
    syncFromDocument();
}

// A slider for each input, in its group, with the switches that govern it placed before it.
void WorkbenchControls::addSliders(const QMap<gp::InputGroup, QVBoxLayout*>& groups)
{
    for (const InputSpec& spec : specs_) {
        auto* f = new SliderField(spec, this);
        fields_[spec.key()] = f;
        connect(f, &SliderField::dragging, this, [this, f](bool active) { setHeld(active, f); });
        QVBoxLayout* target = groups[spec.group()];
        for (const SwitchSpec& sw : switchSpecs_)
            if (sw.before == spec.range->key) {
                target->addWidget(switches_.value(sw.keyText()));
                target->addWidget(warningLabel(sw.keyText()));
            }
        target->addWidget(f);
        target->addWidget(warningLabel(spec.key()));
        if (spec.key() == QLatin1String("runtime.spot_per_node_day"))
            target->addWidget(mtbf_);
        if (spec.key() == QLatin1String("program.mfu"))
            target->addWidget(mfuSource_);
        connect(f, &SliderField::edited, this, [this, spec, f](double v, const QString& key) {
            editing_ = f;
            commit(tr("Change %1").arg(spec.label), [&spec, v](gp::GoodputInputs& in) { spec.set(in, v); }, key);
            editing_ = nullptr;
        });
    }
}

// Every switch's control from its row, each change one undoable edit. A switch at the head of its group stands
// there (a choice or a count in a form, a checkpoint switch in the checkpoint panel); the others stand above the
// slider they govern (addSliders).
void WorkbenchControls::addSwitches(const QMap<gp::InputGroup, QVBoxLayout*>& groups)
{
    QMap<gp::InputGroup, QFormLayout*> forms;
    for (const SwitchSpec& spec : switchSpecs_) {
        QWidget* control = makeSwitchControl(spec, this, [this, spec](int v) {
            commit(spec.edit, [&spec, v](gp::GoodputInputs& in) { spec.set(in, v); });
        });
        switches_[spec.keyText()] = control;
        if (!spec.before.empty())
            continue;
        if (spec.group() == gp::InputGroup::Checkpoint) {
            checkpoint_->addSwitch(spec.key(), control, warningLabel(spec.keyText()));
            continue;
        }
        QVBoxLayout* target = groups[spec.group()];
        if (spec.control() == gp::InputControl::Toggle) {
            target->addWidget(control);
        } else {
            QFormLayout*& form = forms[spec.group()];
            if (!form)
                target->addLayout(form = new QFormLayout);
            form->addRow(spec.text, control);
        }
        target->addWidget(warningLabel(spec.keyText()));
    }
}

void WorkbenchControls::fillPresets()
{
    presets_->addItem(tr("Apply a preset…"));
    for (const gp::Preset& p : gp::builtinPresets()) {
        presets_->addItem(content(p.name));
        presets_->setItemData(presets_->count() - 1,
                              tr("%1\nSource: %2").arg(content(p.description), QString::fromStdString(p.source)),
                              Qt::ToolTipRole);
    }
    presets_->setAccessibleName(tr("Presets"));
    presets_->setToolTip(tr("Starting points: typical shapes of a deployment, or a published deployment's "
                            "reliability with its source."));
}

void WorkbenchControls::commit(const QString& description, const std::function<void(gp::GoodputInputs&)>& change,
                               const QString& mergeKey)
{
    gp::GoodputInputs inputs = document_->plan().goodput;
    change(inputs);
    const auto error =
        document_->modifyChecked(description, [&](gp::Plan& p) { gp::setGoodputInputs(p, inputs); }, mergeKey);
    showError(error);
    if (error) {
        editing_ = nullptr;
        syncFromDocument(); // the plan keeps its last valid value, shown in the control that was refused
    }
}

void WorkbenchControls::setHeld(bool active, QWidget* handle)
{
    held_ = active;
    if (!active) {
        const int before = handle ? handle->mapTo(window(), QPoint()).y() : 0;
        showError(heldError_);
        showWarnings();
        if (handle)
            keepInPlace(handle, before);
    }
    emit dragging(active);
}

// What appeared or went on the release (a warning above the slider, beside an input) is laid out at once, and the
// form scrolled by as much as it moved the slider just let go: the handle stays under the mouse.
void WorkbenchControls::keepInPlace(QWidget* handle, int before)
{
    auto* scroll = parentWidget() ? qobject_cast<QScrollArea*>(parentWidget()->parentWidget()) : nullptr;
    const QWidget* viewport = scroll ? scroll->viewport() : nullptr;
    const auto inView = [&] {
        const QRect r(handle->mapTo(viewport, QPoint()), handle->size());
        return r.top() >= 0 && r.bottom() < viewport->height();
    };
    const bool wasInView = viewport && inView();
    for (int round = 0; round < 4; ++round) // the form, its viewport, then the scroll area resizing the form
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    if (!scroll)
        return;
    QScrollBar* bar = scroll->verticalScrollBar();
    bar->setValue(bar->value() + handle->mapTo(window(), QPoint()).y() - before);
    // A banner below the form that now covers the handle: the form scrolls just enough to show it.
    if (wasInView && !inView())
        scroll->ensureWidgetVisible(handle, 0, 0);
}

void WorkbenchControls::showError(const std::optional<QString>& error)
{
    heldError_ = error;
    if (held_)
        return;
    error_->setVisible(error.has_value());
    if (error)
        error_->setText(*error);
    updateFooter();
}

void WorkbenchControls::updateFooter()
{
    footer_->setVisible(!error_->isHidden() || !warnings_.value(QString())->isHidden());
}

void WorkbenchControls::applyPreset(int index)
{
    const auto& all = gp::builtinPresets();
    if (index >= 1 && index <= static_cast<int>(all.size())) {
        const gp::Preset& p = all[static_cast<std::size_t>(index - 1)];
        showError(std::nullopt);
        document_->setInputs(p.inputs, tr("Apply preset “%1”").arg(content(p.name)));
    }
    presets_->setCurrentIndex(0);
}

void WorkbenchControls::syncFromDocument()
{
    pending_ = gp::PlanChange();
    syncFromDocument(gp::PlanChange::all());
}


void WorkbenchControls::syncFromDocument(gp::PlanChange change)
{
    const gp::GoodputInputs& in = document_->plan().goodput;
    const auto& ev = document_->evaluation();
    for (const InputSpec& spec : specs_) {
        SliderField* f = fields_.value(spec.key());
        if (!f)
            continue;
        if (f != editing_ && change.has(gp::partOf(spec.group())) && f->value() != spec.get(in))
            f->setValue(spec.get(in));
        f->setEnabled(!ev || ev->applies(spec.key().toStdString()));
    }
    for (const SwitchSpec& spec : switchSpecs_)
        showSwitch(spec, switches_.value(spec.keyText()), in, !ev || ev->applies(spec.key()));
    if (change.touches(gp::PlanChange(gp::PlanPart::Runtime) | gp::PlanPart::Scale | gp::PlanPart::Training))
        checkpoint_->sync(document_->plan(), ev ? &*ev : nullptr);
    // Two MTBFs, each saying what it counts: every interruption of the job, and those that lose progress (the M of
    // Young's and Daly's optima, which the interval chart shows).
    mtbf_->setText(ev ? tr("Job MTBF %1 between any two interruptions (all %2 nodes); %3 between those that lose "
                           "progress")
                            .arg(durationHours(ev->goodput.jobMtbf))
                            .arg(in.nodes)
                            .arg(durationHours(ev->checkpoint.mtbf))
                      : QString());
    // Program goodput from the layout: the slider holds the plan's own figure, which moving it makes the source.
    const gp::CostEstimate* priced = ev ? ev->selectedEstimate() : nullptr;
    const bool layout = priced && priced->mfuSource == gp::MfuSource::Layout;
    mfuSource_->setVisible(layout);
    if (layout)
        mfuSource_->setText(tr("Program goodput is %1 on %2. Moving the slider makes the plan's own MFU the source.")
                                .arg(LayoutText::mfu(*priced), ev->selectedAccelerator()
                                                                   ? QString::fromStdString(ev->selectedAccelerator()->name)
                                                                   : QString::fromStdString(priced->accelerator)));
    showWarnings();
}

QLabel* WorkbenchControls::warningLabel(const QString& subject)
{
    QLabel*& label = warnings_[subject];
    if (!label) {
        label = new QLabel(this);
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
        label->setAccessibleName(tr("Warning"));
        styleAsWarning(label, WarningShape::Note);
        label->hide();
    }
    return label;
}

void WorkbenchControls::showWarnings()
{
    if (held_)
        return; // shown when the handle is let go
    // Each warning beside the input it concerns; one without a control of its own at the top.
    QMap<QString, QStringList> texts;
    if (const auto& ev = document_->evaluation())
        for (const gp::Warning& w : ev->warnings) {
            const QString subject = QString::fromStdString(w.subject);
            texts[warnings_.contains(subject) ? subject : QString()] << QStringLiteral("⚠ ") + describeWarning(w);
        }
    for (auto it = warnings_.begin(); it != warnings_.end(); ++it) {
        const QStringList lines = texts.value(it.key());
        it.value()->setText(lines.join(QLatin1Char('\n')));
        it.value()->setVisible(!lines.isEmpty());
    }
    updateFooter();
}

QString WorkbenchControls::warningAt(const QString& subject) const
{
    const QLabel* label = warnings_.value(subject);
    return label && !label->isHidden() ? label->text() : QString();
}

QWidget* WorkbenchControls::switchControl(std::string_view key) const
{
    return switches_.value(QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size())));
}

QCheckBox* WorkbenchControls::toggle(std::string_view key) const
{
    return qobject_cast<QCheckBox*>(switchControl(key));
}

QComboBox* WorkbenchControls::choice(std::string_view key) const
{
    return qobject_cast<QComboBox*>(switchControl(key));
}

QSpinBox* WorkbenchControls::counter(std::string_view key) const
{
    return qobject_cast<QSpinBox*>(switchControl(key));
}

} // namespace gpui
