#include "presenters/AnswerText.h"

#include "training/CostModel.h"
#include "presenters/Content.h"
#include "presenters/Format.h"
#include "presenters/Names.h"
#include "presenters/SearchText.h"
#include "presenters/ServingText.h"
#include "decision/GraphLibrary.h"
#include "plan/Figures.h"
#include "search/Optimize.h"

#include <QLocale>

namespace gpui {

QList<AnswerText::Answer> AnswerText::of(const gp::Plan& plan, const gp::Evaluation& ev)
{
    return plan.kind == gp::PlanKind::Inference ? serving(plan, ev) : training(plan, ev);
}

QString AnswerText::headline(const gp::Plan& plan, const gp::Evaluation& ev)
{
    if (plan.kind != gp::PlanKind::Inference)
        return tr("ML Productivity Goodput %1").arg(percent(ev.goodput.mlProductivity));
    if (ev.served && !ev.served->hasCostPerMillionTokens())
        return tr("%1 a month · no cost per million tokens (%2)")
            .arg(money(ev.served->pricePerMonth), ServingText::costReason(*ev.served));
    return ev.served ? tr("%1 per million tokens · %2 a month")
                           .arg(money(ev.served->costPerMillionTokens), money(ev.served->pricePerMonth))
                     : tr("No accelerator serves this plan");
}

QList<AnswerText::Answer> AnswerText::techniques(const gp::Evaluation& ev, std::size_t n)
{
    const gp::Graph* improvement = gp::builtinGraph("goodput-improvement");
    QList<Answer> out;
    for (const gp::TechniqueEffect& t : ev.largestGains(n)) {
        const gp::Node* node = improvement ? improvement->node(t.id) : nullptr;
        out.append({node ? content(node->text) : QString::fromStdString(t.id),
                    tr("+%1 points").arg(number((t.after - t.before) * 100.0, 1)),
                    tr("%1 → %2, %3 goodput").arg(percent(t.before), percent(t.after), factorName(t.factor))});
    }
    return out;
}

QList<AnswerText::Answer> AnswerText::training(const gp::Plan& plan, const gp::Evaluation& ev)
{
    const gp::Accelerator* a = ev.selectedAccelerator();
    const gp::CostEstimate* e = ev.selectedEstimate();
    const int count = plan.goodput.nodes * plan.goodput.acceleratorsPerNode;
    // The plan search's recommendation, with the plan's own configuration beside it (docs/model.md section 24).
    const gp::OptimizeResult* search = ev.keptPlanSearch();
    const QString walk = ev.gpu.text.empty() ? QString() : tr("the GPU walk: %1").arg(content(ev.gpu.text));
    Answer first{tr("Recommendation"), {}, {}};
    if (search && search->recommended) {
        first.value = SearchText::configuration(ev.catalog(), *search->recommended);
        // Once applied, the plan is the recommendation: said so, rather than its figures a second time.
        const bool applied = search->yours && search->yours->config == search->recommended->config;
        QStringList detail{SearchText::figures(*search->recommended),
                           applied ? tr("Your plan is the recommendation.") : SearchText::yourPlan(ev.catalog(), *search)};
        const QString differs = SearchText::walkDiffers(ev, *search);
        detail << (differs.isEmpty() ? walk : differs);
        detail.removeAll(QString());
        first.detail = detail.join(QStringLiteral("\n"));
    } else if (search) {
        first.value = tr("Nothing meets the goal");
        first.detail = SearchText::reason(*search);
    } else {
        first.value = a ? tr("%1 × %2").arg(QString::fromStdString(a->name)).arg(count) : tr("No accelerator priced");
        QStringList detail{tr("Your plan, %1").arg(provisioningName(plan.goodput.provisioning)), SearchText::pending(),
                           walk};
        detail.removeAll(QString());
        first.detail = detail.join(QStringLiteral(" · "));
    }
    QList<Answer> out{
        first,
        {tr("Wall time"), QStringLiteral("–"), {}},
        {tr("Cost of the run"), QStringLiteral("–"), {}},
        {tr("Cost per productive hour"), QStringLiteral("–"), {}},
    };
    // Beside a recommendation that is not the plan's own configuration, the other answers say whose they are.
    if (search && search->recommended && !(search->yours && search->yours->config == search->recommended->config)) {
        out[1].title = tr("Wall time, your plan");
        out[2].title = tr("Cost of the run, your plan");
        out[3].title = tr("Cost per productive hour, your plan");
    }
    if (e) {
        const double deadline = ev.deadlineDays;
        out[1].value = tr("%1 days").arg(number(e->days, 1));
        out[1].detail = e->meetsDeadline ? tr("within the %1-day deadline").arg(number(deadline, 1))
                                         : tr("⚠ %1 days past the deadline").arg(number(e->days - deadline, 1));
        out[2].value = money(e->cost);
        out[2].detail = tr("%1 billed accelerator-hours").arg(QLocale().toString(e->billedAcceleratorHours, 'f', 0));
        out[3].value = money(e->costPerProductiveHour);
        out[3].detail = e->memory.fits ? tr("per productive accelerator-hour")
                                       : tr("⚠ the model does not fit this accelerator's memory");
    }
    return out;
}

QList<AnswerText::Answer> AnswerText::serving(const gp::Plan& plan, const gp::Evaluation& ev)
{
    const auto& s = ev.served;
    const gp::Accelerator* a = s ? ev.catalog().find(s->accelerator) : nullptr;
    QList<Answer> out{
        {tr("Recommendation"),
         a ? tr("%1: %2 × %3").arg(QString::fromStdString(a->name)).arg(s->replicas).arg(s->acceleratorsPerReplica)
           : tr("No accelerator serves this plan"),
         provisioningName(plan.goodput.provisioning) +
             (ev.servingAdvice.node.empty() ? QString() : QStringLiteral(" · ") + servingPath(ev.servingAdvice))},
        {tr("Latency"), QStringLiteral("–"), {}},
        {tr("Cost a month"), QStringLiteral("–"), {}},
        {tr("Cost per million tokens"), QStringLiteral("–"), {}},
    };
    if (s) {
        out[1].value = tr("TTFT %1").arg(ServingText::milliseconds(s->ttft));
        out[1].detail = tr("TPOT %1 · batch %2").arg(ServingText::milliseconds(s->tpot)).arg(s->batch);
        out[2].value = money(s->pricePerMonth);
        out[2].detail = tr("%1 an hour").arg(money(s->pricePerHour));
        out[3].value = s->hasCostPerMillionTokens() ? money(s->costPerMillionTokens) : QStringLiteral("–");
        out[3].detail = !s->hasCostPerMillionTokens() ? ServingText::costReason(*s)
                        : gp::serves(*s)              ? (ev.servingAdvice.latencyTargets ? tr("within the latency targets")
                                                                                                 : tr("no latency targets set"))
                                                      : ServingText::status(*s);
    }
    return out;
}

} // namespace gpui
