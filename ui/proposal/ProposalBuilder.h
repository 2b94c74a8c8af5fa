#pragma once

#include "plan/Briefing.h"
#include "plan/Plan.h"
#include "proposal/ProposalOptions.h"

#include <QString>

#include <functional>
#include <memory>

class QPainter;
class QTextDocument;

namespace gpui {

namespace proposal {
class Writer;
}

// Builds the proposal as a QTextDocument through QTextCursor calls only: user text goes in as text (markup in a
// customer's name prints literally, and nothing is fetched), the charts as vector objects. One document serves the
// PDF export, the print preview and the printer.
class ProposalBuilder {
public:
    // The page geometry the document is laid out for: A4 at 96 dpi, in device units.
    static constexpr double kPageWidth = 793.7;
    static constexpr double kPageHeight = 1122.5;
    static constexpr double kMargin = 64;
    static constexpr double kHeader = 28;

    // The proposal of the plan `recommended.options`, whose details are its recommended option's: `recommended` is
    // that option's evaluation (gp::evaluateRecommended, PlanDocument::proposalEvaluation).
    static std::unique_ptr<QTextDocument> build(const gp::Evaluation& recommended, const ProposalOptions& options);

    // Paints the document page by page with a header (customer, title) and a footer (page n of m).
    static void paint(QTextDocument& document, QPainter& painter, const gp::Plan& plan,
                      const std::function<bool()>& newPage);

private:
    // The walks the plan records, each as its flowchart with the path highlighted, the answers and where they lead.
    static void writeDecisionPath(proposal::Writer& w, const gp::Plan& plan, double width, bool newPage);
    static void writeBriefing(proposal::Writer& w, const gp::Briefing& briefing);
};

} // namespace gpui
