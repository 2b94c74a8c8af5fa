#include "presenters/ServingText.h"

#include "presenters/Format.h"
#include "presenters/Names.h"

#include <cmath>

namespace gpui {
namespace {

QString acceleratorName(const gp::Evaluation& ev, const std::string& id)
{
    const gp::Accelerator* a = ev.catalog().find(id);
    return a ? QString::fromStdString(a->name) : QString::fromStdString(id);
}

QString target(const std::optional<double>& seconds)
{
    return seconds ? ServingText::milliseconds(*seconds) : ServingText::tr("none");
}

} // namespace

QString ServingText::milliseconds(double seconds)
{
    return std::isfinite(seconds) ? tr("%1 ms").arg(number(seconds * 1000.0, seconds < 0.1 ? 1 : 0))
                                  : QStringLiteral("–");
}

QString ServingText::costReason(const gp::InferencePlan& p)
{
    if (p.hasCostPerMillionTokens())
        return {};
    if (p.costReason == gp::kNoTraffic)
        return tr("no traffic");
    return QString::fromStdString(p.costReason);
}

QString ServingText::costPerMillionTokens(const gp::InferencePlan& p)
{
    if (p.hasCostPerMillionTokens())
        return money(p.costPerMillionTokens);
    return tr("– (%1)").arg(costReason(p));
}

QString ServingText::status(const gp::InferencePlan& p)
{
    if (!p.fits && p.limit == "precision")
        return tr("✗ no FP4 on this accelerator");
    if (!p.fits)
        return tr("✗ does not fit");
    if (p.limit == "tpot")
        return tr("✗ misses the TPOT target");
    if (p.limit == "ttft")
        return tr("✗ misses the TTFT target");
    return tr("✓");
}

QString ServingText::servedSummary(const gp::Evaluation& ev)
{
    if (!ev.served)
        return {};
    const gp::InferencePlan& s = *ev.served;
    QString text = tr("Served on %1 · replicas × accelerators: %2 × %3 (spares: %4) · batch %5 · TTFT %6 · TPOT %7 · "
                      "%8 an hour, %9 a month, %10 per million tokens")
                       .arg(acceleratorName(ev, s.accelerator))
                       .arg(s.replicas)
                       .arg(s.acceleratorsPerReplica)
                       .arg(s.spareReplicas)
                       .arg(s.batch)
                       .arg(milliseconds(s.ttft), milliseconds(s.tpot), money(s.pricePerHour), money(s.pricePerMonth),
                            costPerMillionTokens(s));
    if (!gp::serves(s))
        text += QStringLiteral(" · ") + status(s);
    return text;
}

QString ServingText::recommendation(const gp::Evaluation& ev)
{
    const gp::ServingAdvice& advice = ev.servingAdvice;
    if (advice.node.empty())
        return {};
    QString text = tr("GPU tree: %1. %2").arg(servingPath(advice), servingReason(advice));
    const auto named = [&ev](std::size_t i) {
        return tr("%1 (%2 per million tokens)")
            .arg(acceleratorName(ev, ev.serving[i].accelerator), costPerMillionTokens(ev.serving[i]));
    };
    if (advice.pick)
        text += QLatin1Char(' ') + tr("Of the accelerators it names, the cheapest: %1.").arg(named(*advice.pick));
    // The same ranking as the table's: the cheapest of all, where the tree's answer is not it.
    if (advice.cheapest && advice.cheapest != advice.pick)
        text += QLatin1Char(' ') + (advice.latencyTargets ? tr("Cheapest of every accelerator that serves the targets: %1.")
                                                          : tr("Cheapest of every accelerator that serves it: %1."))
                                       .arg(named(*advice.cheapest));
    return text;
}

QList<QPair<QString, QString>> ServingText::figures(const gp::Evaluation& ev)
{
    if (!ev.served)
        return {};
    const gp::InferencePlan& s = *ev.served;
    const gp::Accelerator* a = ev.catalog().find(s.accelerator);
    return {
        {tr("Accelerator"), acceleratorName(ev, s.accelerator) + QStringLiteral(" ") + status(s)},
        {tr("Accelerators per replica (tensor parallel)"), QString::number(s.acceleratorsPerReplica)},
        {tr("Memory per replica: weights + KV cache + other"),
         tr("%1 + %2 + %3 = %4 GB of %5 GB")
             .arg(number(s.memory.weights, 1), number(s.memory.kvCache, 1), number(s.memory.other, 1),
                  number(s.memory.total, 1), number(a ? gp::deviceMemoryGb(a->memoryGb) * s.acceleratorsPerReplica : 0.0, 0))},
        {tr("Largest batch that fits / batch served"), tr("%1 / %2").arg(s.maxBatch).arg(s.batch)},
        {tr("Prefill per replica"), tr("%1 tokens/s").arg(number(s.prefillTokensPerSecond, 0))},
        {tr("Decode per replica"), tr("%1 tokens/s").arg(number(s.decodeTokensPerSecond, 0))},
        {tr("Time to first token / per output token"), tr("%1 / %2").arg(milliseconds(s.ttft), milliseconds(s.tpot))},
        {tr("Requests per second per replica"), number(s.requestsPerSecondPerReplica, 2)},
        {tr("Replicas (spares)"), tr("%1 (%2)").arg(s.replicas).arg(s.spareReplicas)},
        {tr("Each replica up"), percent(s.replicaAvailability, 3)},
        {tr("Cost an hour / a month"), tr("%1 / %2").arg(money(s.pricePerHour), money(s.pricePerMonth))},
        {tr("Cost per million tokens"), costPerMillionTokens(s)},
    };
}

QList<QPair<QString, QString>> ServingText::inputs(const gp::Plan& plan)
{
    const gp::InferenceRequest& r = plan.inference.request;
    return {
        {tr("Model"), tr("%1 (%2 B parameters, %3 layers, %4 KV heads of %5)")
                          .arg(servedModelName(r.model.name), number(r.model.parameters / 1e9, 2))
                          .arg(r.model.layers)
                          .arg(r.model.kvHeads)
                          .arg(r.model.headDim)},
        {tr("Weight precision"), weightPrecisionName(r.precision)},
        {tr("Context × batch"), tr("%1 tokens × %2").arg(number(r.context, 0)).arg(r.batch)},
        {tr("Prompt / output tokens"), tr("%1 / %2").arg(number(r.promptTokens, 0), number(r.outputTokens, 0))},
        {tr("Requests per second, average / peak"),
         tr("%1 / %2").arg(number(r.requestsPerSecond, 2),
                           number(r.peakRequestsPerSecond > 0 ? r.peakRequestsPerSecond : r.requestsPerSecond, 2))},
        {tr("Targets: time to first token / per output token"), tr("%1 / %2").arg(target(r.ttft), target(r.tpot))},
        {tr("Availability target"), r.availability > 0 ? percent(r.availability, 3) : tr("none")},
        {tr("Latency critical"), plan.inference.latencyCritical ? tr("yes") : tr("no")},
        {tr("Provisioning"), provisioningName(plan.goodput.provisioning)},
    };
}

ServingText::Bars ServingText::costBars(const gp::Evaluation& ev)
{
    Bars bars;
    for (const gp::InferencePlan& p : ev.serving) {
        if (!gp::serves(p) || !p.hasCostPerMillionTokens()) // without traffic there is no cost to draw
            continue;
        if (ev.served && ev.served->accelerator == p.accelerator)
            bars.served = bars.values.size();
        const gp::Accelerator* a = ev.catalog().find(p.accelerator);
        bars.names << (a ? shortAcceleratorName(*a) : QString::fromStdString(p.accelerator));
        bars.values.push_back(p.costPerMillionTokens);
    }
    return bars;
}

} // namespace gpui
