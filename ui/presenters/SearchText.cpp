#include "presenters/SearchText.h"

#include "presenters/Content.h"
#include "presenters/Format.h"
#include "presenters/LayoutText.h"
#include "presenters/Names.h"

#include <algorithm>
#include <cmath>

namespace gpui {

QString SearchText::configuration(const gp::Catalog& catalog, const gp::Candidate& c)
{
    const gp::Accelerator* a = catalog.find(c.config.accelerator);
    const QString name = a ? QString::fromStdString(a->name) : QString::fromStdString(c.config.accelerator);
    return tr("%1 × %2, %3")
        .arg(name)
        .arg(static_cast<long long>(std::llround(c.estimate.accelerators)))
        .arg(provisioningName(c.config.provisioning));
}

QString SearchText::settings(const gp::Candidate& c)
{
    QStringList parts;
    parts << spares(c.config.hotSpares);
    parts << tr("a checkpoint every %1").arg(duration(c.config.checkpointInterval));
    if (c.config.fastTier)
        parts << tr("the fast tier on");
    if (c.estimate.layout)
        parts << LayoutText::degrees(c.estimate.layout->layout);
    if (!c.scenario.empty())
        parts << tr("the inputs of “%1”").arg(QString::fromStdString(c.scenario));
    return parts.join(QStringLiteral(" · "));
}

QString SearchText::spares(int k)
{
    return k == 0 ? tr("no hot spares") : k == 1 ? tr("1 hot spare") : tr("%1 hot spares").arg(k);
}

QString SearchText::figures(const gp::Candidate& c)
{
    QStringList parts{money(c.estimate.cost)};
    if (c.risk) {
        parts << tr("%1 days, %2 at the 90th percentile")
                     .arg(number(c.estimate.days, 1), number(c.risk->wallHoursP90 / 24.0, 1));
        parts << tr("%1 likely by the deadline").arg(percent(c.risk->probability, 0));
    } else {
        parts << tr("%1 days").arg(number(c.estimate.days, 1));
    }
    // Under a tenth of the usable memory free: the answer fits, tightly (docs/model.md section 16, "Room").
    if (c.estimate.memory.fits && !c.estimate.memory.fitsWithRoom())
        parts << tr("fits with only %1 of its memory free").arg(percent(std::max(0.0, c.estimate.memory.headroom()), 0));
    // The step model's efficiency on this accelerator is taken from another's (docs/model.md section 23).
    if (c.estimate.efficiencyExtrapolated)
        parts << tr("step times extrapolated: no published run on this accelerator checks them");
    return parts.join(QStringLiteral(" · "));
}

QString SearchText::reason(const gp::OptimizeResult& r)
{
    return content(r.reason);
}

QString SearchText::yourPlan(const gp::Catalog& catalog, const gp::OptimizeResult& r)
{
    if (!r.yours)
        return {};
    return tr("Your plan: %1, %2").arg(configuration(catalog, *r.yours), figures(*r.yours));
}

QString SearchText::walkDiffers(const gp::Evaluation& ev, const gp::OptimizeResult& r)
{
    if (!r.recommended || ev.gpu.families.empty())
        return {};
    const gp::Accelerator* a = ev.catalog().find(r.recommended->config.accelerator);
    if (!a || std::find(ev.gpu.families.begin(), ev.gpu.families.end(), a->family) != ev.gpu.families.end())
        return {};
    return tr("The GPU walk answers from the decision tree of Optimizing GPU Usage (%1); the search prices every "
              "accelerator and finds this one the cheapest to meet the deadline.")
        .arg(content(ev.gpu.text));
}

QString SearchText::binding(gp::Binding b)
{
    switch (b) {
    case gp::Binding::None: return tr("recommended");
    case gp::Binding::Memory: return tr("memory");
    case gp::Binding::LargestJob: return tr("the largest job");
    case gp::Binding::Deadline: return tr("the deadline");
    case gp::Binding::Budget: return tr("the budget");
    case gp::Binding::Confidence: return tr("the confidence");
    case gp::Binding::Cost: return tr("cost");
    }
    return {};
}

QString SearchText::runnerUp(const gp::RunnerUp& u)
{
    return content(u.sentence);
}

QString SearchText::pending()
{
    return tr("Finding the plan…");
}

} // namespace gpui
