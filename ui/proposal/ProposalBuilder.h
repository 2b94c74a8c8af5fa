#pragma once

#include "plan/Evaluate.h"
#include "plan/Plan.h"
#include "proposal/ProposalOptions.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <memory>

class QPainter;
class QTextDocument;

namespace gpui {

// Builds the proposal as a QTextDocument through QTextCursor calls only: user text goes in as text (markup in a
// customer's name prints literally, and nothing is fetched), the charts as vector objects. One document serves the
// PDF export, the print preview and the printer. Each section has its writer (ProposalCover, ProposalSummary,
// ProposalGoodput, ...), which translates in this class's context; the builder sets the document up and orders them.
class ProposalBuilder {
    Q_DECLARE_TR_FUNCTIONS(gpui::ProposalBuilder)
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
};

} // namespace gpui
