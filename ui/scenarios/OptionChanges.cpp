#include "scenarios/OptionChanges.h"

#include "catalog/Catalog.h"
#include "catalog/MemoryFit.h"
#include "presenters/Format.h"
#include "presenters/Names.h"
#include "goodput/InputRanges.h"
#include "io/Error.h"
#include "plan/Scenarios.h"
#include "workbench/InputSpec.h"
#include "workbench/SwitchSpec.h"

#include <nlohmann/json.hpp>


#include <cmath>

namespace gpui {
namespace {

QString onOff(bool on)
{
    return on ? OptionChanges::tr("on") : OptionChanges::tr("off");
}

QString inputChange(const QList<InputSpec>& specs, const QList<SwitchSpec>& switches, const gp::InputOverride& input)
{
    if (const SwitchSpec* sw = findSwitchSpec(switches, input.key))
        return OptionChanges::tr("%1: %2").arg(sw->name, sw->valueText(static_cast<int>(std::lround(input.value))));
    const gp::InputRange* range = gp::findInputRange(input.key);
    for (const InputSpec& spec : specs)
        if (spec.range == range)
            return OptionChanges::tr("%1: %2").arg(spec.label, spec.text(input.value));
    return OptionChanges::tr("%1: %2").arg(QString::fromLatin1(input.key.data(), static_cast<qsizetype>(input.key.size())),
                                           number(input.value, 3));
}

// The value of a field of the training run, as a reader names it.
QString trainingValue(const std::string& field, const nlohmann::json& v)
{
    if (v.is_null())
        return OptionChanges::tr("the default");
    if (v.is_boolean())
        return onOff(v.get<bool>());
    if (v.is_string()) {
        const std::string s = v.get<std::string>();
        if (field == "accelerator") {
            if (s.empty()) // none named: the plan prices the GPU walk's pick
                return OptionChanges::tr("the GPU walk's pick");
            if (const gp::Accelerator* a = gp::builtinCatalog().find(s))
                return QString::fromStdString(a->name);
        }
        if (field == "sharding") {
            gp::Sharding sharding;
            if (gp::parseSharding(s, sharding))
                return shardingName(sharding);
        }
        if (field == "optimizer") {
            gp::Optimizer o;
            if (gp::parseOptimizer(s, o))
                return optimizerName(o);
        }
        if (field == "precision")
            return QString::fromStdString(s).toUpper();
        return QString::fromStdString(s);
    }
    if (v.is_number()) {
        const double d = v.get<double>();
        if (field == "parameters" || field == "tokens" || field == "measured_tokens_per_second")
            return count(d);
        if (field == "commitment_use_elsewhere")
            return percent(d);
        return number(d, d == std::round(d) ? 0 : 2);
    }
    return QString::fromStdString(v.dump());
}

QString trainingLabel(const std::string& field)
{
    if (field == "accelerator") return OptionChanges::tr("Accelerator");
    if (field == "parameters") return OptionChanges::tr("Parameters");
    if (field == "tokens") return OptionChanges::tr("Training tokens");
    if (field == "precision") return OptionChanges::tr("Precision");
    if (field == "optimizer") return OptionChanges::tr("Optimizer");
    if (field == "sharding") return OptionChanges::tr("Sharding");
    if (field == "tensor") return OptionChanges::tr("Tensor-parallel degree");
    if (field == "pipeline") return OptionChanges::tr("Pipeline-parallel degree");
    if (field == "micro_batch") return OptionChanges::tr("Micro-batch");
    if (field == "activation_checkpointing") return OptionChanges::tr("Activation recomputation");
    if (field == "deadline") return OptionChanges::tr("Deadline");
    if (field == "measured_tokens_per_second") return OptionChanges::tr("Measured tokens per second");
    if (field == "commitment_use_elsewhere") return OptionChanges::tr("Use of the commitment beyond this run");
    if (field == "layers") return OptionChanges::tr("Layers");
    if (field == "heads") return OptionChanges::tr("Attention heads");
    if (field == "head_dim") return OptionChanges::tr("Head dimension");
    if (field == "seq_len") return OptionChanges::tr("Sequence length");
    return QString::fromStdString(field);
}

} // namespace

QString OptionChanges::field(const std::string& path, const std::string& value)
{
    nlohmann::json v = nlohmann::json::parse(value, nullptr, false);
    if (v.is_discarded())
        v = value; // a string, as overrideFields() gives it without quotes
    const std::string last = path.substr(path.rfind('.') + 1);
    if (path.rfind("training.mfu_by_accelerator.", 0) == 0)
        return tr("MFU on %1: %2").arg(QString::fromStdString(last), v.is_number() ? percent(v.get<double>()) : QString::fromStdString(value));
    if (path.rfind("training.", 0) == 0)
        return tr("%1: %2").arg(trainingLabel(last), trainingValue(last, v));
    if (path.rfind("price_overrides.", 0) == 0) {
        const std::string id = path.substr(16, path.find('.', 16) - 16);
        const gp::Accelerator* a = gp::builtinCatalog().find(id);
        const QString name = a ? QString::fromStdString(a->name) : QString::fromStdString(id);
        const QString price = v.is_number() ? money(v.get<double>()) : trainingValue(last, v);
        return last == "spot" ? tr("Spot price of %1: %2 per accelerator-hour").arg(name, price)
                              : tr("On-demand price of %1: %2 per accelerator-hour").arg(name, price);
    }
    if (path.rfind("custom_accelerators", 0) == 0)
        return tr("Custom accelerators changed");
    if (path.rfind("provisioning_profiles", 0) == 0)
        return tr("Provisioning profiles changed");
    return tr("%1: %2").arg(QString::fromStdString(path), QString::fromStdString(value));
}

QStringList OptionChanges::of(const gp::Scenario& scenario)
{
    const QList<InputSpec> specs = inputSpecs();
    const QList<SwitchSpec> switches = switchSpecs();
    QStringList out;
    gp::Scenario rest = scenario;
    rest.inputs.clear();
    gp::takeInputsOut(rest); // inputs a patch built in code may still hold
    for (const gp::InputOverride& i : rest.inputs)
        out << inputChange(specs, switches, i);
    for (const gp::InputOverride& i : scenario.inputs)
        out << inputChange(specs, switches, i);
    rest.inputs.clear();
    bool profiles = false, customs = false;
    for (const auto& [path, value] : gp::overrideFields(rest)) {
        // A list or map changed as a whole is one line, however many of its fields differ.
        bool& once = path.rfind("provisioning_profiles", 0) == 0 ? profiles : customs;
        if (path.rfind("provisioning_profiles", 0) == 0 || path.rfind("custom_accelerators", 0) == 0) {
            if (once)
                continue;
            once = true;
        }
        out << field(path, value);
    }
    return out;
}

} // namespace gpui
