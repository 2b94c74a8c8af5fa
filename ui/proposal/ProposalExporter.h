#pragma once

#include "plan/Evaluate.h"
#include "plan/Plan.h"
#include "proposal/ProposalOptions.h"

#include <QString>

#include <optional>

class QPrinter;

namespace gpui {

// The proposal on paper: a PDF file (vector charts, embedded fonts, the plan's JSON attached so that the PDF
// reopens as the plan), or a printer (print and print preview use the same pages).
struct ProposalExporter {
    // Writes the PDF atomically. Returns a translated message on failure.
    static std::optional<QString> exportPdf(const gp::Evaluation& recommended, const ProposalOptions& options,
                                            const QString& path);
    // The PDF's bytes, with the attachment.
    static std::optional<QByteArray> renderPdf(const gp::Evaluation& recommended, const ProposalOptions& options,
                                               QString* error);
    static void print(const gp::Evaluation& recommended, const ProposalOptions& options, QPrinter* printer);
};

} // namespace gpui
