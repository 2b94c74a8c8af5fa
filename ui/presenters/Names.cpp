#include "presenters/Names.h"

#include "presenters/Content.h"
#include "decision/GraphLibrary.h"

#include <QCoreApplication>

namespace gpui {
namespace {
// lupdate files a tr() in a free function under the enclosing namespace: "gpui".
QString tr(const char* text)
{
    return QCoreApplication::translate("gpui", text);
}
} // namespace

QString provisioningName(gp::Provisioning p)
{
    switch (p) {
    case gp::Provisioning::OnDemand: return tr("On-demand");
    case gp::Provisioning::Spot: return tr("Spot");
    case gp::Provisioning::DwsFlexStart: return tr("DWS flex-start");
    case gp::Provisioning::DwsCalendar: return tr("DWS calendar");
    case gp::Provisioning::Reservation: return tr("Reservation (1-year committed use)");
    case gp::Provisioning::Reservation3y: return tr("Reservation (3-year committed use)");
    }
    return {};
}

QString optimizerName(gp::Optimizer o)
{
    switch (o) {
    case gp::Optimizer::Adam: return tr("Adam (mixed precision)");
    case gp::Optimizer::Adam8bit: return tr("8-bit Adam");
    case gp::Optimizer::SgdMomentum: return tr("SGD with momentum");
    }
    return {};
}

QString shardingName(gp::Sharding s)
{
    switch (s) {
    case gp::Sharding::Replicated: return tr("replicated data parallel");
    case gp::Sharding::Zero1: return tr("ZeRO-1");
    case gp::Sharding::Zero2: return tr("ZeRO-2");
    case gp::Sharding::Zero3: return tr("ZeRO-3 / FSDP");
    case gp::Sharding::Hsdp: return tr("hybrid sharding (FSDP within a node or slice)");
    }
    return {};
}

QString nodeKindName(gp::NodeKind kind)
{
    switch (kind) {
    case gp::NodeKind::Question: return tr("Question");
    case gp::NodeKind::Action: return tr("Action");
    case gp::NodeKind::Recommendation: return tr("Recommendation");
    case gp::NodeKind::Outcome: return tr("Outcome");
    }
    return {};
}

QString factorName(const std::string& factor)
{
    if (factor == "scheduling")
        return tr("Scheduling");
    if (factor == "runtime")
        return tr("Runtime");
    return tr("Program");
}

QString describeWarning(const gp::Warning& warning)
{
    return content(gp::warningText(warning));
}

QString servedModelName(const std::string& id)
{
    if (id.empty() || id == "custom")
        return tr("Custom model");
    QStringList words = QString::fromStdString(id).split(QLatin1Char('-'), Qt::SkipEmptyParts);
    for (QString& w : words) {
        // A size such as "8b" or "1.5b" is written "8B"; a name is capitalized.
        if (w.size() > 1 && w.endsWith(QLatin1Char('b')) && (w.front().isDigit()))
            w = w.toUpper();
        else if (!w.isEmpty())
            w[0] = w[0].toUpper();
    }
    return words.join(QLatin1Char(' '));
}

QString weightPrecisionName(gp::WeightPrecision p)
{
    switch (p) {
    case gp::WeightPrecision::Bf16: return tr("BF16 / FP16");
    case gp::WeightPrecision::Fp8: return tr("FP8");
    case gp::WeightPrecision::Int8: return tr("INT8 (weights)");
    case gp::WeightPrecision::Int4: return tr("INT4 (weights)");
    case gp::WeightPrecision::Fp4: return tr("FP4 (Blackwell)");
    }
    return {};
}

QString servingPath(const gp::ServingAdvice& advice)
{
    QStringList steps;
    for (const gp::Text& step : gp::servingSteps(advice))
        steps << content(step);
    return steps.join(QStringLiteral(" → "));
}

QString servingReason(const gp::ServingAdvice& advice)
{
    if (advice.node.empty())
        return {};
    if (advice.large)
        return tr("Neither T4 nor L4 holds the model with its cache or meets the latency targets within one VM: the "
                  "tree's answer for large serving is the NVLink options.");
    if (!advice.latencyTargets)
        return tr("The scale comes from the smallest T4 or L4 deployment that serves the traffic; no latency targets "
                  "set (%1, accelerators: %2).")
            .arg(QString::fromStdString(advice.basis).toUpper())
            .arg(advice.basisAccelerators);
    return tr("The scale comes from the smallest T4 or L4 deployment that serves the traffic within the targets "
              "(%1, accelerators: %2).")
        .arg(QString::fromStdString(advice.basis).toUpper())
        .arg(advice.basisAccelerators);
}

QString shortAcceleratorName(const gp::Accelerator& a)
{
    QString name = QString::fromStdString(a.name);
    const QString vendor = QString::fromStdString(a.vendor) + QLatin1Char(' ');
    return name.startsWith(vendor) ? name.mid(vendor.size()) : name;
}

} // namespace gpui
