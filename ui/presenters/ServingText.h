#pragma once

#include "plan/Evaluate.h"

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace gpui {

// An inference plan's figures in words, as the costs view, the overview and the proposal show them.
class ServingText {
    Q_DECLARE_TR_FUNCTIONS(gpui::ServingText)
public:
    static QString milliseconds(double seconds); // "42.8 ms", "132 ms"; "–" when not finite
    // "$0.47" per million tokens, or a dash with the reason there is none: "– (no traffic)".
    static QString costPerMillionTokens(const gp::InferencePlan& p);
    // Why there is no cost per million tokens ("no traffic"); empty when there is one.
    static QString costReason(const gp::InferencePlan& p);
    // "✓", or why the accelerator does not serve the plan.
    static QString status(const gp::InferencePlan& p);
    // "Served on NVIDIA H100 80 GB · replicas × accelerators: 5 × 4 (spares: 0) · batch 32 · TTFT ... per million
    // tokens"; empty without a served accelerator.
    static QString servedSummary(const gp::Evaluation& ev);
    // "GPU tree: Inferencing → ... → NVLink options: ... . Why."
    static QString recommendation(const gp::Evaluation& ev);
    // The served accelerator's figures: memory, batch, throughput, latency, replicas, availability, cost.
    static QList<QPair<QString, QString>> figures(const gp::Evaluation& ev);
    // The plan's serving inputs: model, precision, context, batch, request, traffic, targets.
    static QList<QPair<QString, QString>> inputs(const gp::Plan& plan);
    // The cost per million tokens of every accelerator that serves the plan, as ranked, the served one marked.
    struct Bars {
        QStringList names;
        std::vector<double> values;
        std::optional<std::size_t> served;
    };
    static Bars costBars(const gp::Evaluation& ev);
};

} // namespace gpui
