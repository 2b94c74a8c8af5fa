#include "proposal/ProposalBuilder.h"
#include "proposal/ProposalFont.h"
#include "common/BriefingText.h"
#include "common/Content.h"

#include "catalog/CostModel.h"
#include "common/Format.h"
#include "common/Names.h"
#include "decision/GraphLibrary.h"
#include "decision/Walk.h"
#include "flowchart/WalkPathPainter.h"
#include "plan/Sizing.h"
#include "measured/MeasuredCharts.h"
#include "io/Error.h"
#include "plan/Evaluate.h"
#include "plan/ScenarioCompare.h"
#include "plan/Scenarios.h"
#include "plan/Briefing.h"
#include "plan/Techniques.h"
#include "scenarios/ScenarioRows.h"
#include "proposal/ChartObject.h"
#include "proposal/ProposalCheckpoint.h"
#include "proposal/ProposalScenarios.h"
#include "proposal/ProposalServing.h"
#include "proposal/ProposalWriter.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QTextCursor>
#include <QTextDocument>
#include <QRegularExpression>
#include <QTextList>
#include <QTextTable>

#include <algorithm>
#include <cmath>

namespace gpui {
namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("gpui::ProposalBuilder", text);
}

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

using namespace proposal;

} // namespace

// The walks the plan records, each as its flowchart with the path highlighted, the answers and where they lead.
void ProposalBuilder::writeDecisionPath(Writer& w, const gp::Plan& plan, double width, bool newPage)
{
    w.heading(tr("Decision path"), newPage);
    bool anyWalk = false;
    for (const gp::Graph& graph : gp::builtinGraphs()) {
        const auto it = plan.walks.find(graph.id);
        if (it == plan.walks.end() || it->second.empty())
            continue;
        anyWalk = true;
        const gp::Walk walk = *gp::walkOf(plan, graph.id);
        w.subheading(content(graph.title));
        // The walked path at a readable size, the answers not taken beside each step; as tall as it needs.
        const WalkPathPainter path(walk, ChartObject::walkPathStyle(), width);
        for (const WalkPathPainter::Rows& part : path.parts(0.8 * (kPageHeight - 2 * kMargin - 2 * kHeader)))
            w.chart(ChartObject::WalkPath, QSizeF(width, path.height(part)), q(graph.id), QPoint(part.first, part.second));
        const gp::Node& end = walk.current();
        if (end.terminal()) {
            w.paragraph(tr("Recommendation: %1. %2").arg(content(end.text), content(end.rationale)));
            for (const std::string& gotcha : end.gotchas)
                w.note(tr("Gotcha: %1").arg(content(gotcha)));
        } else {
            w.note(tr("The walk stops at: %1").arg(content(end.text)));
        }
    }
    if (!anyWalk)
        w.paragraph(tr("No decision walk has been recorded in this plan."));
}

// What drives the goodput, the risks (the evaluation's warnings among them) and the next steps.
void ProposalBuilder::writeBriefing(Writer& w, const gp::Briefing& briefing)
{
    if (briefing.plan == gp::PlanKind::Training)
        w.paragraph(BriefingText::drivers(briefing));
    const QStringList risks = BriefingText::risks(briefing);
    if (!risks.isEmpty()) {
        w.subheading(tr("Risks"));
        w.bullets(risks);
    }
    w.subheading(tr("Next steps"));
    w.bullets(BriefingText::nextSteps(briefing));
}

std::unique_ptr<QTextDocument> ProposalBuilder::build(const gp::Evaluation& ev, const ProposalOptions& options)
{
    // A plan with options presents them first; the details that follow are the recommended option's.
    const gp::Plan& stored = *ev.options;
    const gp::Plan& plan = *ev.plan;
    static const std::vector<gp::ScenarioFigures> kNoOptions;
    const std::vector<gp::ScenarioFigures>& compared = stored.scenarios.empty() ? kNoOptions : ev.scenarios();
    const gp::GoodputEvaluation& g = ev.goodput;
    const gp::Catalog& catalog = ev.catalog;
    const gp::Accelerator* selected = ev.selectedAccelerator();
    const auto& estimates = ev.accelerators;
    const auto& provisioning = ev.provisioning;
    const int accelerators = plan.goodput.nodes * plan.goodput.acceleratorsPerNode;
    const gp::CostEstimate* chosen = ev.selectedEstimate();

    auto doc = std::make_unique<QTextDocument>();
    doc->setPageSize(QSizeF(kPageWidth - 2 * kMargin, kPageHeight - 2 * kMargin - 2 * kHeader));
    doc->setDocumentMargin(0);
    doc->setDefaultFont(proposalFont(10));
    doc->setUndoRedoEnabled(false);
    // A serving plan without a walk of the GPU tree shows the path its figures give (the overview's), marked so.
    const bool serving = plan.kind == gp::PlanKind::Inference;
    gp::Plan shown = plan;
    const bool derivedWalk = serving && !ev.servingAdvice.large && !ev.servingAdvice.answers.empty() &&
                             (!plan.walks.count("gpu-selection") || plan.walks.at("gpu-selection").empty());
    if (derivedWalk)
        shown.walks["gpu-selection"] = ev.servingAdvice.answers;
    auto* charts = new ChartObject(shown, ev, doc.get());
    charts->setScenarios(compared, compared.empty() || !compared.front().evaluation
                                       ? ev.deadlineDays
                                       : compared.front().evaluation->deadlineDays); // the base's
    doc->documentLayout()->registerHandler(ChartObject::kType, charts);
    const double width = kPageWidth - 2 * kMargin;
    Writer w(*doc);
    // One edit block for the whole text: outside one, the layout lays the document out again after every
    // insertion, which cost two thirds of an export.
    w.cursor().beginEditBlock();

    // Cover
    const QString architect = !plan.engagement.architect.empty() ? q(plan.engagement.architect) : options.architect;
    if (!options.logoPath.isEmpty()) {
        QImage logo(options.logoPath);
        if (!logo.isNull()) {
            doc->addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("goodput:logo")), logo);
            QTextImageFormat image;
            image.setName(QStringLiteral("goodput:logo"));
            image.setHeight(64);
            image.setWidth(64.0 * logo.width() / std::max(1, logo.height()));
            w.block(QString(), text(10), 24);
            w.cursor().insertImage(image);
        }
    }
    w.block(tr("Accelerator and goodput proposal"), text(24, true, kAccent), 12);
    w.block(!plan.title.empty() ? q(plan.title) : serving ? tr("Inference plan") : tr("Training plan"),
            text(14, false, kMuted), 36);
    if (!plan.engagement.customer.empty())
        w.block(tr("Prepared for %1").arg(q(plan.engagement.customer)), text(13, true), 4);
    if (!plan.engagement.engagement.empty())
        w.block(q(plan.engagement.engagement), text(11), 24);
    if (!architect.isEmpty() || !options.company.isEmpty())
        w.block(tr("Prepared by %1").arg(QStringList{architect, options.company}.filter(QRegularExpression(QStringLiteral("\\S"))).join(QStringLiteral(", "))),
                text(11), 4);
    if (!plan.engagement.date.empty())
        w.block(q(plan.engagement.date), text(11, false, kMuted), 4);

    if (!compared.empty())
        ProposalScenarios::write(w, stored, compared, width);

    if (serving) {
        ProposalServing::writeSummary(w, plan, ev);
        writeBriefing(w, gp::brief(plan, ev, {}));
        writeDecisionPath(w, shown, width, false);
        if (derivedWalk)
            w.note(tr("No walk of the GPU tree is recorded in this plan: the path shown is the one the serving "
                      "figures give."));
        ProposalServing::writeDetails(w, plan, ev, width);
        if (!plan.notes.empty()) {
            w.subheading(tr("Notes"));
            w.deferredParagraph(q(plan.notes));
        }
        w.cursor().endEditBlock();
        w.finish();
        return doc;
    }

    // Executive summary
    w.heading(compared.empty() ? tr("Executive summary")
                               : tr("Executive summary: %1").arg(ScenarioRows::name(stored.recommendedScenario)),
              true);
    const std::string& recommendation = ev.gpu.text;
    w.paragraph(tr("Priced accelerator: %1 × %2 (%3 nodes of %4).")
                    .arg(selected ? q(selected->name) : tr("none selected"))
                    .arg(accelerators)
                    .arg(plan.goodput.nodes)
                    .arg(plan.goodput.acceleratorsPerNode) +
                (recommendation.empty() ? QString() : QLatin1Char(' ') + tr("The GPU-selection walk recommends %1.").arg(content(recommendation))));
    const gp::Recommendation& sizing = ev.recommendation();
    w.paragraph(content(sizing.reason));
    const double deadlineDays = ev.deadlineDays;
    QList<QStringList> summary{
        {tr("ML Productivity Goodput"), tr("%1 = scheduling %2 × runtime %3 × program (MFU) %4")
                                            .arg(percent(g.mlProductivity), percent(g.scheduling), percent(g.runtime),
                                                 percent(g.program))},
        {tr("Provisioning"), provisioningName(plan.goodput.provisioning)},
    };
    if (chosen) {
        summary << QStringList{tr("Wall time to train (days)"),
                               (chosen->meetsDeadline
                                    ? tr("%1: the %2-day deadline is met").arg(number(chosen->days, 1), number(deadlineDays, 1))
                                    : tr("%1: the %2-day deadline is missed by %3 days")
                                          .arg(number(chosen->days, 1), number(deadlineDays, 1),
                                               number(chosen->days - deadlineDays, 1))) +
                                   (chosen->waitHours > 0 ? QLatin1Char(' ') + tr("(%1 waiting for capacity, not billed)")
                                                                                   .arg(durationHours(chosen->waitHours))
                                                          : QString())}
                << QStringList{tr("Billed accelerator-hours (hot spares included)"),
                               QLocale().toString(chosen->billedAcceleratorHours, 'f', 0)}
                << QStringList{tr("Memory per accelerator"),
                               (chosen->memory.fits ? tr("%1 of %2 GB usable: fits") : tr("%1 of %2 GB usable: does not fit"))
                                   .arg(number(chosen->memory.statesGb + chosen->memory.activationsGb, 1),
                                        number(chosen->memory.usableGb, 0))}
                << QStringList{tr("Total cost"), money(chosen->cost)}
                << QStringList{tr("Cost per productive accelerator-hour"), money(chosen->costPerProductiveHour)};
        if (chosen->storageCost > 0)
            summary << QStringList{tr("Of which checkpoint storage"),
                                   tr("%1 (%2 checkpoints of %3 GB at %4 per GB-month)")
                                       .arg(money(chosen->storageCost))
                                       .arg(plan.goodput.retainedCheckpoints)
                                       .arg(number(plan.goodput.checkpointStateGb, 0),
                                            money(gp::builtinCatalog().checkpointStorage.perGbMonth))};
    }
    w.table({tr("Figure"), tr("Value")}, summary, {0});
    writeBriefing(w, gp::brief(plan, ev, sizing));
    w.note(tr("Training compute C = 6 N D = %1 FLOPs for %2 parameters and %3 tokens; productive hours P = C / (G × "
              "peak × MFU); running time = P / the productive share of running time; wall time = the wait for "
              "capacity + running time. Goodput for a %4 evaluation window.")
               .arg(powerOfTen(ev.trainingFlops), count(plan.training.parameters), count(plan.training.tokens),
                    duration(plan.goodput.window)));

    writeDecisionPath(w, plan, width, false);

    // Goodput analysis
    w.heading(tr("Goodput analysis"));
    w.figure(tr("Runtime goodput against the checkpoint interval: the planning model with the save cost and the "
                "seed's formula without it, both runtime goodput as the client's source text defines it; the plan's "
                "interval and the Young and Daly optima (for the mean time between interruptions that lose "
                "progress) are marked. Daly's efficiency, work over wall time, is drawn dashed as what it is."),
             ChartObject::Interval, QSizeF(width, 300));
    ProposalCheckpoint::writeTiers(w, plan, ev);
    w.figure(tr("Where the evaluation window goes: ML Productivity Goodput = scheduling × runtime × program goodput."),
             ChartObject::Breakdown, QSizeF(width, 230));
    w.figure(tr("Failure cost against cluster size: every interruption idles the whole job. In a fixed window lost "
                "accelerator-hours grow with the square of the node count; for a fixed amount of training compute, "
                "done sooner on more nodes, they grow in proportion to it. The re-optimized curves include the "
                "save hours that checkpointing more often adds."),
             ChartObject::Scale, QSizeF(width, 300));
    w.figure(tr("Sensitivity: ML Productivity Goodput with each input moved by 20 %, switches turned off and on."),
             ChartObject::Tornado, QSizeF(width, 320));

    // Techniques
    w.heading(tr("Recommended techniques and their expected effect"));
    QList<QStringList> techniques;
    const gp::Graph* improvement = gp::findGraph("goodput-improvement");
    for (const gp::TechniqueEffect& t : ev.techniques) {
        const gp::Node* node = improvement ? improvement->node(t.id) : nullptr;
        const QString name = node ? content(node->text) : q(t.id);
        QString effect;
        if (!t.modelled)
            effect = tr("Raises MFU; measure the gain on the workload");
        else if (t.alreadyUsed)
            effect = tr("In the plan already");
        else
            effect = tr("%1 → %2 (%3%4 points)")
                         .arg(percent(t.before), percent(t.after))
                         .arg(t.after >= t.before ? QStringLiteral("+") : QString())
                         .arg(number((t.after - t.before) * 100.0, 2));
        techniques << QStringList{name, factorName(t.factor), effect};
    }
    w.table({tr("Technique"), tr("Goodput"), tr("ML Productivity Goodput: now → with it")}, techniques);
    w.note(tr("Effects by the planning model with the plan's inputs, one technique at a time."));

    // Costs
    w.heading(tr("Cost comparison"));
    QList<QStringList> costRows;
    QList<int> selectedRow;
    for (std::size_t i = 0; i < estimates.size(); ++i) {
        const gp::CostEstimate& e = estimates[i];
        const gp::Accelerator* a = catalog.find(e.accelerator);
        if (selected && e.accelerator == selected->id)
            selectedRow << static_cast<int>(i);
        const gp::Sizing* s = i < sizing.sizes.size() ? &sizing.sizes[i] : nullptr;
        QString needed = QStringLiteral("–");
        if (s && s->nodes)
            needed = QLocale().toString(*s->nodes * plan.goodput.acceleratorsPerNode);
        QString name = a ? q(a->name) : q(e.accelerator);
        if (sizing.recommended == i)
            name += tr(" ✔");
        costRows << QStringList{name,
                                e.memory.fits ? tr("yes") : tr("no"),
                                percent(e.mfu) + (e.mfuSource == gp::MfuSource::Catalog ? tr(" (published)") : QString()),
                                number(e.days, 1) + (e.meetsDeadline ? QString() : tr(" late")),
                                needed,
                                money(e.pricePerHour),
                                money(e.cost)};
    }
    w.table({tr("Accelerator"), tr("Fits"), tr("MFU"), tr("Wall days"), tr("For the deadline"), tr("$/h"),
             tr("Total cost")},
            costRows, selectedRow);
    w.note(tr("At the plan's %1 accelerators; \"For the deadline\" is the fewest, in whole nodes, that fit the model "
              "and finish within %2 days. ✔ marks the cheapest of those.")
               .arg(accelerators)
               .arg(number(deadlineDays, 1)));
    w.figure(tr("Money spent against training progress for the priced accelerator under the plan's provisioning, "
                   "in one simulated run: the wait is not billed, restarts are marked and lost work shows as drops."),
             ChartObject::Spend, QSizeF(width, 260));
    w.subheading(tr("Provisioning compared per productive hour"));
    QList<QStringList> provRows;
    QList<int> own;
    for (std::size_t i = 0; i < provisioning.size(); ++i) {
        const auto& p = provisioning[i];
        if (p.fromPlan)
            own << static_cast<int>(i);
        const QString billed = number(p.estimate.billedAcceleratorHours, 0);
        provRows << QStringList{provisioningName(p.provisioning), money(p.estimate.pricePerHour), percent(p.scheduling),
                                percent(p.runtime), number(p.estimate.days, 1),
                                p.estimate.committedCost ? tr("%1 (whole term)").arg(billed) : billed,
                                number(p.estimate.usedAcceleratorHours, 0), money(p.estimate.cost),
                                p.estimate.committedCost ? money(*p.estimate.committedCost) : QStringLiteral("–")};
    }
    w.table({tr("Provisioning"), tr("$/h"), tr("Scheduling"), tr("Runtime"), tr("Wall days"),
             tr("Billed accelerator-h"), tr("Used accelerator-h"), tr("Cost of the run"), tr("Commitment")},
            provRows, own);
    w.note(tr("The plan's own provisioning (bold) uses the plan's goodput; the others use the plan with their own "
              "wait for capacity, Spot with its preemptions. Waiting is not billed; DWS calendar bills whole days; "
              "DWS flex-start runs at most 7 days a request; a commitment is paid for its whole term, and the run "
              "carries the part of it not used elsewhere."));

    // Measured baseline
    if (plan.measured) {
        const gp::MeasuredBaseline& b = *plan.measured;
        w.heading(tr("Measured baseline"));
        const MeasuredCharts::Comparison c = MeasuredCharts::compare(b, ev);
        const double measured = c.measured.value(0), planned = c.planned.value(0);
        w.paragraph(tr("Job %1 (log %2) ran %3 with %4 disruptions: %5 of its time was productive, measured as "
                       "ml-goodput-measurement measures it. The plan's %6 productive is %7 points above it.")
                        .arg(q(b.job), q(b.source), durationHours(b.totalSeconds / 3600.0))
                        .arg(b.disruptions)
                        .arg(percent(measured / 100.0), percent(planned / 100.0), number(planned - measured, 1)));
        QList<QStringList> rows;
        for (int i = 0; i < c.groups.size(); ++i)
            rows << QStringList{c.groups[i], percent(c.measured.value(i) / 100.0), percent(c.planned.value(i) / 100.0)};
        w.table({tr("Share of the time"), tr("Measured"), tr("Planned")}, rows, {});
    }

    // Assumptions
    w.heading(tr("Assumptions"));
    const gp::GoodputInputs& in = plan.goodput;
    w.bullets({
        tr("⚠ Always validate on your workload: every recommendation assumes you confirm it with practical testing on "
           "your actual model and dataset. Theoretical fit is a starting point, not a guarantee."),
        tr("Interruptions per node per day: %1 failures without warning, %2 maintenance preemptions and %3 Spot "
           "preemptions with a warning; job MTBF %4.")
            .arg(number(in.unwarnedPerNodeDay, 4), number(in.warnedPerNodeDay, 4),
                 number(ev.parameters.of(gp::InterruptionClass::Spot).rate * 24.0, 4), durationHours(g.jobMtbf)),
        tr("Checkpoints every %1, each stalling the job for %2; auto-checkpointing on SIGTERM %3.")
            .arg(duration(gp::Duration::hours(ev.parameters.interval)), duration(ev.checkpointTiers.stall),
                 in.autoCheckpoint ? tr("on (grace %1)").arg(duration(in.gracePeriod)) : tr("off")) +
            ProposalCheckpoint::assumption(in, ev.checkpointTiers),
        tr("Reschedule %1 after a failure, %2 after maintenance, %3 after a Spot preemption; resume %4; initial wait "
           "for capacity %5.")
            .arg(duration(in.reschedule), duration(in.maintenanceReschedule), duration(in.spotReschedule),
                 duration(gp::Duration::hours(ev.parameters.resume)),
                 duration(gp::Duration::hours(ev.parameters.wait))),
        in.hotSpares > 0
            ? tr("%1 hot spares, swapped in within %2 and back after a repair of %3: %4 (± %5, simulated) of "
                 "failures and maintenance preemptions find the pool empty.")
                  .arg(QString::number(in.hotSpares), duration(in.spareSwap), duration(in.spareRepair),
                       percent(g.spareShortfall), percent(g.spareShortfallError))
            : tr("No hot spares."),
        in.failuresDuringRecovery ? tr("Interruptions also strike during recovery and emergency saves.")
                                  : tr("Interruptions strike only while the job runs, not during recovery."),
        tr("Model FLOP utilization %1%2.")
            .arg(percent(chosen ? chosen->mfu : in.mfu),
                 chosen && chosen->measured ? tr(", from measured throughput") : tr(", an estimate")),
        tr("Memory: %1, %2, tensor parallel %3, pipeline parallel %4, micro-batch %5%6; bytes per parameter from the "
           "ZeRO paper (Rajbhandari et al. 2020), activations from Korthikanti et al. 2022, a tenth of memory kept "
           "for the runtime.")
            .arg(optimizerName(plan.training.optimizer), shardingName(plan.training.parallel.sharding))
            .arg(plan.training.parallel.tensor)
            .arg(plan.training.parallel.pipeline)
            .arg(number(plan.training.parallel.microBatch, 0))
            .arg(plan.training.parallel.activationCheckpointing ? tr(", activations recomputed") : QString()),
        tr("Prices are Google Cloud list prices per accelerator-hour as of %1 (the machine's price divided among its "
           "accelerators, host included), with any prices entered for this plan; they change and differ by region.")
            .arg(selected ? q(selected->asOf) : QString()),
    });
    if (!plan.notes.empty()) {
        w.subheading(tr("Notes"));
        w.deferredParagraph(q(plan.notes));
    }

    // Appendix
    w.heading(tr("Appendix: formulas and sources"));
    w.bullets({
        tr("ML Productivity Goodput = scheduling goodput × runtime goodput × program goodput (client source text)."),
        tr("Runtime goodput = (t_w − t_c − Σ t_re) / (t_w − Σ t_re), t_c = Σ (t_rm + t_ch) (client source text)."),
        tr("Expected values by renewal-reward over the finite window: running stretches X ~ Exp(Λ), Λ = n (λ_f + λ_m + "
           "λ_s); an interruption loses X mod (τ + δ); E[X mod c] = 1/Λ − c / (e^(Λc) − 1) (planning model, "
           "checked against the Monte Carlo)."),
        tr("Young (1974): τ = √(2 δ M). Daly (2006), FGCS 22(3), eq. 37: τ = √(2 δ M) [1 + √(δ/2M)/3 + (δ/2M)/9] − δ."),
        tr("Daly's complete model: T_w = M e^(R/M) (e^((τ+δ)/M) − 1) T_s / τ."),
        tr("MFU = tokens/s × (6 N + 12 L H Q T) / (chips × peak FLOP/s) (PaLM, Chowdhery et al. 2022, appendix B)."),
        tr("Training compute C = 6 N D (EleutherAI, Transformer Math 101); cost = T × G × price; cost per productive "
           "accelerator-hour = price / (SG × RG)."),
    });
    w.cursor().endEditBlock();
    w.finish();
    return doc;
}

void ProposalBuilder::paint(QTextDocument& document, QPainter& painter, const gp::Plan& plan,
                            const std::function<bool()>& newPage)
{
    const QSizeF page = document.pageSize();
    const int pages = document.pageCount();
    const QFont small = proposalFont(8);
    const QString header = plan.engagement.customer.empty()
                               ? q(plan.title)
                               : tr("%1 · %2").arg(q(plan.engagement.customer), q(plan.title));
    for (int i = 0; i < pages; ++i) {
        if (i > 0 && !newPage())
            return;
        painter.save();
        painter.translate(kMargin, kMargin + kHeader);
        painter.translate(0, -i * page.height());
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = QRectF(0, i * page.height(), page.width(), page.height());
        painter.setClipRect(context.clip);
        document.documentLayout()->draw(&painter, context);
        painter.restore();
        if (i == 0)
            continue; // the cover carries no header or footer
        painter.save();
        painter.setFont(small);
        painter.setPen(kMuted);
        const QRectF top(kMargin, kMargin - 6, page.width(), kHeader);
        painter.drawText(top, Qt::AlignLeft | Qt::AlignTop, QFontMetricsF(small).elidedText(header, Qt::ElideRight, page.width() * 0.75));
        painter.drawText(top, Qt::AlignRight | Qt::AlignTop, tr("Goodput Planner proposal"));
        painter.setPen(QPen(QColor(0xc8, 0xcd, 0xd3), 0.5));
        painter.drawLine(QPointF(kMargin, kMargin + kHeader - 12), QPointF(kMargin + page.width(), kMargin + kHeader - 12));
        painter.setPen(kMuted);
        const QRectF bottom(kMargin, kMargin + kHeader + page.height() + 8, page.width(), kHeader);
        painter.drawText(bottom, Qt::AlignRight | Qt::AlignTop, tr("Page %1 of %2").arg(i + 1).arg(pages));
        painter.restore();
    }
}

} // namespace gpui
