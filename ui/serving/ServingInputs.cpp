#include "serving/ServingInputs.h"

#include "presenters/Names.h"
#include "inference/Inference.h"
#include "plan/PlanEdits.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>
#include <cmath>

namespace gpui {
namespace {

QDoubleSpinBox* numberBox(QWidget* parent, double min, double max, int decimals, const QString& suffix,
                          const QString& accessibleName, const QString& special = {})
{
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(min, max);
    box->setDecimals(decimals);
    box->setSuffix(suffix);
    box->setKeyboardTracking(false);
    box->setAccessibleName(accessibleName);
    if (!special.isEmpty())
        box->setSpecialValueText(special);
    return box;
}

QSpinBox* integerBox(QWidget* parent, int min, int max, const QString& accessibleName)
{
    auto* box = new QSpinBox(parent);
    box->setRange(min, max);
    box->setKeyboardTracking(false);
    box->setAccessibleName(accessibleName);
    return box;
}

} // namespace

ServingInputs::ServingInputs(Edit edit, QWidget* parent)
    : QWidget(parent)
    , edit_(std::move(edit))
    , model_(new QComboBox(this))
    , parameters_(numberBox(this, 0.001, 10000, 2, tr(" B"), tr("Model parameters, in billions")))
    , layers_(integerBox(this, 1, 1000, tr("Transformer layers")))
    , kvHeads_(integerBox(this, 1, 1024, tr("Key-value heads")))
    , headDim_(integerBox(this, 1, 4096, tr("Head dimension")))
    , precision_(new QComboBox(this))
    , context_(numberBox(this, 1, 1e7, 0, tr(" tokens"), tr("Context length, in tokens")))
    , batch_(integerBox(this, 1, 100000, tr("Concurrent sequences per replica")))
    , prompt_(numberBox(this, 1, 1e7, 0, tr(" tokens"), tr("Prompt tokens per request")))
    , output_(numberBox(this, 1, 1e7, 0, tr(" tokens"), tr("Output tokens per request")))
    , requests_(numberBox(this, 0, 1e7, 2, tr(" /s"), tr("Average requests per second"), tr("one replica's")))
    , peak_(numberBox(this, 0, 1e7, 2, tr(" /s"), tr("Peak requests per second"), tr("the average")))
    , ttft_(numberBox(this, 0, 3600e3, 0, tr(" ms"), tr("Time to first token target, in milliseconds"),
                      tr("no target")))
    , tpot_(numberBox(this, 0, 60e3, 1, tr(" ms"), tr("Time per output token target, in milliseconds"),
                      tr("no target")))
    , availability_(numberBox(this, 0, 99.999, 3, tr(" %"), tr("Availability target, in percent"),
                              tr("no spares")))
    , critical_(new QCheckBox(tr("Latency is critical (strict response times)"), this))
    , accelerator_(new QComboBox(this))
    , prefill16_(numberBox(this, 1, 100, 0, tr(" %"), tr("Prefill efficiency at the 16-bit peak, in percent")))
    , prefill8_(numberBox(this, 1, 100, 0, tr(" %"), tr("Prefill efficiency at an 8-bit peak, in percent")))
    , decode_(numberBox(this, 1, 100, 0, tr(" %"), tr("Decode efficiency at the memory bandwidth, in percent")))
    , reserve_(numberBox(this, 0, 90, 0, tr(" %"), tr("Memory the serving runtime keeps, in percent")))
{
    for (const gp::ServedModel& m : gp::servedModels())
        model_->addItem(servedModelName(m.name), QString::fromStdString(m.name));
    model_->addItem(servedModelName(gp::kCustomServedModel), QString::fromLatin1(gp::kCustomServedModel));
    model_->setAccessibleName(tr("Served model"));
    for (gp::WeightPrecision p : {gp::WeightPrecision::Bf16, gp::WeightPrecision::Fp8, gp::WeightPrecision::Int8,
                                  gp::WeightPrecision::Int4, gp::WeightPrecision::Fp4})
        precision_->addItem(weightPrecisionName(p), static_cast<int>(p));
    precision_->setAccessibleName(tr("Weight precision"));
    accelerator_->setAccessibleName(tr("Accelerator to serve on"));
    accelerator_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    accelerator_->setMinimumContentsLength(14);
    critical_->setToolTip(tr("The GPU tree's \"Is latency critical?\": at up to 32 GPUs, critical serving takes the "
                             "NVLink options, otherwise L4"));
    ttft_->setToolTip(tr("The longest a request may wait for its first token, at the median: its prompt's prefill, "
                         "queued behind the others' and sharing the decode steps"));
    tpot_->setToolTip(tr("The longest the median request may take a token: a larger batch is lowered until it "
                         "meets it"));
    const QString measured = tr("Defaults fitted on published serving measurements (the model's documentation, section 21); "
                                "set your own from a measurement of your serving stack");
    for (QDoubleSpinBox* box : {prefill16_, prefill8_, decode_})
        box->setToolTip(measured);
    reserve_->setToolTip(tr("vLLM keeps a tenth of memory by default (gpu_memory_utilization 0.9)"));
    availability_->setToolTip(tr("The share of time the service meets its targets: spare replicas cover replica "
                                 "failures and their recovery"));

    cells_ = {
        {tr("Model"), model_},           {tr("Precision"), precision_},       {tr("Context"), context_},
        {tr("Batch"), batch_},           {tr("Parameters"), parameters_},     {tr("Layers"), layers_},
        {tr("KV heads"), kvHeads_},      {tr("Head dimension"), headDim_},    {tr("Prompt"), prompt_},
        {tr("Output"), output_},         {tr("Requests"), requests_},         {tr("Peak"), peak_},
        {tr("TTFT target"), ttft_},      {tr("TPOT target"), tpot_},          {tr("Availability"), availability_},
        {tr("Accelerator"), accelerator_},     {tr("Prefill, 16-bit"), prefill16_},
        {tr("Prefill, 8-bit"), prefill8_},     {tr("Decode"), decode_},             {tr("Runtime reserve"), reserve_},
    };
    for (auto& [label, widget] : cells_) {
        auto* l = new QLabel(label, this);
        l->setBuddy(widget);
        labels_.append(l);
    }
    setColumns(4);
    connectEdits();
}

void ServingInputs::connectEdits()
{
    connect(model_, &QComboBox::activated, this, [this](int index) {
        const std::string id = model_->itemData(index).toString().toStdString();
        edit_(tr("Choose the served model"), [&id](gp::InferenceSettings& s) { gp::chooseServedModel(s, id); });
    });
    connect(precision_, &QComboBox::activated, this, [this](int index) {
        const auto p = static_cast<gp::WeightPrecision>(precision_->itemData(index).toInt());
        edit_(tr("Change weight precision"), [p](gp::InferenceSettings& s) { s.request.precision = p; });
    });
    connect(accelerator_, &QComboBox::activated, this, [this](int index) {
        const std::string id = accelerator_->itemData(index).toString().toStdString();
        edit_(tr("Choose the serving accelerator"),
              [&id](gp::InferenceSettings& s) { gp::chooseServingAccelerator(s, id); });
    });
    connect(critical_, &QCheckBox::toggled, this, [this](bool on) {
        edit_(on ? tr("Mark latency as critical") : tr("Mark latency as not critical"),
              [on](gp::InferenceSettings& s) { s.latencyCritical = on; });
    });
    const auto shape = [](gp::InferenceSettings& s) { gp::shapeChanged(s); };
    connectNumber(parameters_, tr("Change model parameters"), [shape](gp::InferenceSettings& s, double v) {
        s.request.model.parameters = v * 1e9;
        shape(s);
    });
    connectInteger(layers_, tr("Change model layers"), [shape](gp::InferenceSettings& s, int v) {
        s.request.model.layers = v;
        shape(s);
    });
    connectInteger(kvHeads_, tr("Change key-value heads"), [shape](gp::InferenceSettings& s, int v) {
        s.request.model.kvHeads = v;
        shape(s);
    });
    connectInteger(headDim_, tr("Change head dimension"), [shape](gp::InferenceSettings& s, int v) {
        s.request.model.headDim = v;
        shape(s);
    });
    connectNumber(context_, tr("Change context length"),
                  [](gp::InferenceSettings& s, double v) { s.request.context = v; });
    connectInteger(batch_, tr("Change batch"), [](gp::InferenceSettings& s, int v) { s.request.batch = v; });
    connectNumber(prompt_, tr("Change prompt tokens"),
                  [](gp::InferenceSettings& s, double v) { s.request.promptTokens = v; });
    connectNumber(output_, tr("Change output tokens"),
                  [](gp::InferenceSettings& s, double v) { s.request.outputTokens = v; });
    connectNumber(requests_, tr("Change requests per second"),
                  [](gp::InferenceSettings& s, double v) { s.request.requestsPerSecond = v; });
    connectNumber(peak_, tr("Change peak requests per second"),
                  [](gp::InferenceSettings& s, double v) { s.request.peakRequestsPerSecond = v; });
    connectNumber(ttft_, tr("Change time to first token target"), [](gp::InferenceSettings& s, double ms) {
        s.request.ttft = ms > 0 ? std::optional<double>(ms / 1000.0) : std::nullopt;
    });
    connectNumber(tpot_, tr("Change time per output token target"), [](gp::InferenceSettings& s, double ms) {
        s.request.tpot = ms > 0 ? std::optional<double>(ms / 1000.0) : std::nullopt;
    });
    connectNumber(availability_, tr("Change availability target"),
                  [](gp::InferenceSettings& s, double pct) { s.request.availability = pct / 100.0; });
    connectNumber(prefill16_, tr("Change prefill efficiency"),
                  [](gp::InferenceSettings& s, double pct) { s.request.efficiency.prefill16 = pct / 100.0; });
    connectNumber(prefill8_, tr("Change prefill efficiency"),
                  [](gp::InferenceSettings& s, double pct) { s.request.efficiency.prefill8 = pct / 100.0; });
    connectNumber(decode_, tr("Change decode efficiency"),
                  [](gp::InferenceSettings& s, double pct) { s.request.efficiency.decode = pct / 100.0; });
    connectNumber(reserve_, tr("Change the runtime's memory reserve"),
                  [](gp::InferenceSettings& s, double pct) { s.request.efficiency.runtimeReserve = pct / 100.0; });
}

void ServingInputs::setColumns(int pairs)
{
    pairs = std::max(1, pairs);
    if (pairs == columns_)
        return;
    columns_ = pairs;
    delete layout(); // the widgets stay, children of this widget
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < cells_.size(); ++i) {
        grid->addWidget(labels_[i], i / pairs, 2 * (i % pairs));
        grid->addWidget(cells_[i].second, i / pairs, 2 * (i % pairs) + 1);
    }
    const int rows = (int(cells_.size()) + pairs - 1) / pairs;
    grid->addWidget(critical_, rows, 0, 1, 2 * pairs);
    for (int c = 1; c < 2 * pairs; c += 2)
        grid->setColumnStretch(c, 1);
}

void ServingInputs::connectNumber(QDoubleSpinBox* box, const QString& description,
                                  const std::function<void(gp::InferenceSettings&, double)>& set)
{
    connect(box, &QDoubleSpinBox::valueChanged, this, [this, description, set](double v) {
        edit_(description, [&](gp::InferenceSettings& s) { set(s, v); });
    });
}

void ServingInputs::connectInteger(QSpinBox* box, const QString& description,
                                   const std::function<void(gp::InferenceSettings&, int)>& set)
{
    connect(box, &QSpinBox::valueChanged, this, [this, description, set](int v) {
        edit_(description, [&](gp::InferenceSettings& s) { set(s, v); });
    });
}

void ServingInputs::show(const gp::InferenceSettings& settings, const gp::Catalog& catalog)
{
    const gp::InferenceRequest& r = settings.request;
    const QSignalBlocker b0(model_), b1(parameters_), b2(layers_), b3(kvHeads_), b4(headDim_), b5(precision_),
        b6(context_), b7(batch_), b8(prompt_), b9(output_), b10(requests_), b11(peak_), b12(ttft_), b13(tpot_),
        b14(availability_), b15(critical_), b16(accelerator_), b17(prefill16_), b18(prefill8_), b19(decode_),
        b20(reserve_);
    const gp::ServedModel* known = gp::findServedModel(r.model.name);
    const bool published = known && *known == r.model;
    model_->setCurrentIndex(
        model_->findData(published ? QString::fromStdString(known->name) : QString::fromLatin1(gp::kCustomServedModel)));
    model_->setToolTip(published ? QString::fromStdString(known->source) : QString());
    parameters_->setValue(r.model.parameters / 1e9);
    layers_->setValue(r.model.layers);
    kvHeads_->setValue(r.model.kvHeads);
    headDim_->setValue(r.model.headDim);
    precision_->setCurrentIndex(precision_->findData(static_cast<int>(r.precision)));
    context_->setValue(r.context);
    batch_->setValue(r.batch);
    prompt_->setValue(r.promptTokens);
    output_->setValue(r.outputTokens);
    requests_->setValue(r.requestsPerSecond);
    peak_->setValue(r.peakRequestsPerSecond);
    ttft_->setValue(r.ttft ? *r.ttft * 1000.0 : 0.0);
    tpot_->setValue(r.tpot ? *r.tpot * 1000.0 : 0.0);
    availability_->setValue(r.availability * 100.0);
    critical_->setChecked(settings.latencyCritical);
    prefill16_->setValue(r.efficiency.prefill16 * 100.0);
    prefill8_->setValue(r.efficiency.prefill8 * 100.0);
    decode_->setValue(r.efficiency.decode * 100.0);
    reserve_->setValue(r.efficiency.runtimeReserve * 100.0);
    accelerator_->clear();
    accelerator_->addItem(tr("The GPU tree's pick"), QString());
    for (const gp::Accelerator& a : catalog.accelerators)
        accelerator_->addItem(QString::fromStdString(a.name), QString::fromStdString(a.id));
    accelerator_->setCurrentIndex(std::max(0, accelerator_->findData(QString::fromStdString(settings.accelerator))));
}

} // namespace gpui
