#include "proposal/ProposalDecisionPath.h"

#include "presenters/Content.h"
#include "decision/GraphLibrary.h"
#include "decision/Walk.h"
#include "flowchart/WalkPathPainter.h"
#include "proposal/ChartObject.h"
#include "proposal/ProposalBuilder.h"
#include "proposal/ProposalWriter.h"

namespace gpui {

using proposal::Writer;

void ProposalDecisionPath::write(Writer& w, const gp::Plan& plan, const gp::GraphLibrary& graphs, double width,
                                 bool newPage)
{
    w.heading(tr("Decision path"), newPage);
    bool anyWalk = false;
    for (const gp::Graph* shown : graphs.all()) { // the built-in graphs, then those of the packs in use
        const gp::Graph& graph = *shown;
        const auto it = plan.walks.find(graph.id);
        if (it == plan.walks.end() || it->second.empty())
            continue;
        anyWalk = true;
        const gp::Walk walk = *gp::walkOf(plan, graphs, graph.id);
        w.subheading(content(graph.title));
        // The walked path at a readable size, the answers not taken beside each step; as tall as it needs.
        const WalkPathPainter path(walk, ChartObject::walkPathStyle(), width);
        const double pageHeight =
            ProposalBuilder::kPageHeight - 2 * ProposalBuilder::kMargin - 2 * ProposalBuilder::kHeader;
        for (const WalkPathPainter::Rows& part : path.parts(0.8 * pageHeight))
            w.chart(ChartObject::WalkPath, QSizeF(width, path.height(part)), QString::fromStdString(graph.id),
                    QPoint(part.first, part.second));
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

} // namespace gpui
