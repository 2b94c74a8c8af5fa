#include "proposal/ProposalBuilder.h"

#include "plan/Briefing.h"
#include "plan/ScenarioCompare.h"
#include "proposal/ChartObject.h"
#include "proposal/ProposalAssumptions.h"
#include "proposal/ProposalBriefing.h"
#include "proposal/ProposalCosts.h"
#include "proposal/ProposalCover.h"
#include "proposal/ProposalDecisionPath.h"
#include "proposal/ProposalFont.h"
#include "proposal/ProposalGoodput.h"
#include "proposal/ProposalDeployment.h"
#include "proposal/ProposalMeasured.h"
#include "proposal/ProposalScenarios.h"
#include "proposal/ProposalSearch.h"
#include "plan/Figures.h"
#include "proposal/ProposalServing.h"
#include "proposal/ProposalSummary.h"
#include "proposal/ProposalTechniques.h"
#include "proposal/ProposalWriter.h"

#include <QAbstractTextDocumentLayout>
#include <QFontMetricsF>
#include <QPainter>
#include <QTextDocument>

namespace gpui {
namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

// The running header within `width`: whole, or cut after its last whole word that fits, followed by an ellipsis.
// A cut never ends on a separator or an opening bracket ("Ltd. ·", "(illustrative"): the word before it ends.
QString elideAtWord(const QString& text, const QFontMetricsF& fm, double width)
{
    if (fm.horizontalAdvance(text) <= width)
        return text;
    const QString ellipsis(QChar(0x2026));
    const auto endsWell = [](const QString& s) {
        const QChar c = s.back();
        return c.isLetterOrNumber() || c == QLatin1Char(')') || c == QLatin1Char('.') || c == QLatin1Char('%');
    };
    for (int cut = text.lastIndexOf(QLatin1Char(' ')); cut > 0; cut = text.lastIndexOf(QLatin1Char(' '), cut - 1)) {
        const QString kept = text.left(cut).trimmed();
        if (!kept.isEmpty() && endsWell(kept) && text.at(kept.size()).isSpace() &&
            fm.horizontalAdvance(kept + ellipsis) <= width)
            return kept + ellipsis;
    }
    return fm.elidedText(text, Qt::ElideRight, width); // one word too long for the line
}

using namespace proposal;

} // namespace

std::unique_ptr<QTextDocument> ProposalBuilder::build(const gp::Evaluation& ev, const ProposalOptions& options)
{
    // A plan with options presents them first; the details that follow are the recommended option's.
    const gp::Plan& stored = *ev.options;
    const gp::Plan& plan = *ev.plan;
    static const std::vector<gp::ScenarioFigures> kNoOptions;
    const std::vector<gp::ScenarioFigures>& compared = stored.scenarios.empty() ? kNoOptions : ev.scenarios();

    auto doc = std::make_unique<QTextDocument>();
    doc->setPageSize(QSizeF(kPageWidth - 2 * kMargin, kPageHeight - 2 * kMargin - 2 * kHeader));
    doc->setDocumentMargin(0);
    doc->setDefaultFont(proposalFont(10));
    doc->setUndoRedoEnabled(false);
    // A serving plan without a walk of the GPU tree shows the path its figures give (the overview's), marked so.
    gp::Plan shown = plan;
    const bool derivedWalk = ev.shownGpuWalkDerived;
    if (derivedWalk)
        shown.walks[gp::kGpuSelectionGraph] = ev.shownGpuWalk;
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

    // The answer first: the cover's answers at a glance, the executive summary, then the options compared. The
    // plan search runs here if no view ran it, so that the cover's recommendation is its answer.
    if (plan.kind == gp::PlanKind::Training)
        gp::planSearch(ev);
    ProposalCover::write(w, plan, ev, options);
    if (plan.kind == gp::PlanKind::Inference) {
        if (!compared.empty())
            ProposalScenarios::write(w, stored, compared, ev, width);
        ProposalServing::writeSummary(w, plan, ev);
        ProposalBriefing::write(w, gp::brief(plan, ev, {}));
        ProposalDecisionPath::write(w, shown, ev.graphs, width, false);
        if (derivedWalk)
            w.note(tr("No walk of the GPU tree is recorded in this plan: the path shown is the one the serving "
                      "figures give."));
        ProposalServing::writeDetails(w, plan, ev, width);
        ProposalAssumptions::writeNotes(w, plan);
    } else {
        ProposalSummary::write(w, stored, !compared.empty(), ev);
        if (!compared.empty())
            ProposalScenarios::write(w, stored, compared, ev, width);
        ProposalDecisionPath::write(w, plan, ev.graphs, width, false);
        ProposalSearch::writeHowChosen(w, plan, ev, gp::planSearch(ev));
        ProposalGoodput::write(w, plan, ev, width);
        ProposalTechniques::write(w, ev);
        ProposalCosts::write(w, plan, ev, width);
        ProposalMeasured::write(w, plan, ev);
        ProposalDeployment::write(w, stored);
        ProposalAssumptions::write(w, plan, ev);
        ProposalAssumptions::writeNotes(w, plan);
        ProposalAssumptions::writeAppendix(w);
    }
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
        painter.setClipRect(QRectF(0, i * page.height(), page.width(), page.height()));
        // The lines drawn are those the layout put on this page: a line that starts within a hair of the page's foot
        // belongs to the next (the layout's fixed-point positions can put the next page's first line a fraction
        // above its top), and the text layer would keep it on both pages though the clip hides it on this one.
        constexpr double kHair = 2.0;
        context.clip = QRectF(0, i * page.height() + kHair, page.width(), page.height() - 2 * kHair);
        document.documentLayout()->draw(&painter, context);
        painter.restore();
        if (i == 0)
            continue; // the cover carries no header or footer
        painter.save();
        painter.setFont(small);
        painter.setPen(kMuted);
        const QRectF top(kMargin, kMargin - 6, page.width(), kHeader);
        painter.drawText(top, Qt::AlignLeft | Qt::AlignTop, elideAtWord(header, QFontMetricsF(small), page.width() * 0.75));
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
