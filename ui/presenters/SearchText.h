#pragma once

#include "plan/Evaluate.h"
#include "search/Optimize.h"

#include <QCoreApplication>
#include <QString>

namespace gpui {

// The words of the plan search (docs/model.md section 24) that the overview, the Costs view, the scenarios, the
// presentation and the proposal share, so that each says the same of one recommendation.
class SearchText {
    Q_DECLARE_TR_FUNCTIONS(gpui::SearchText)
public:
    // "Google TPU v6e (Trillium) × 112 on Spot"
    static QString configuration(const gp::Catalog& catalog, const gp::Candidate& c);
    // "no hot spares · a checkpoint every 58 min · ZeRO-3, tensor 4 × data 512"
    static QString settings(const gp::Candidate& c);
    // "no hot spares", "1 hot spare", "4 hot spares"
    static QString spares(int k);
    // "$36,885 · 13.0 days, 13.4 at the 90th percentile · 100 % likely by the deadline"
    static QString figures(const gp::Candidate& c);
    // The search's reason: why the recommendation, or what would admit the nearest.
    static QString reason(const gp::OptimizeResult& r);
    // "Your plan: NVIDIA H100 80 GB × 128 on Spot, $118,875, 10.7 days"
    static QString yourPlan(const gp::Catalog& catalog, const gp::OptimizeResult& r);
    // Where the GPU walk's families do not include the recommended accelerator: why, in a sentence; else empty.
    static QString walkDiffers(const gp::Evaluation& ev, const gp::OptimizeResult& r);
    // The binding constraint of a runner-up, in a word or two ("memory", "the deadline").
    static QString binding(gp::Binding b);
    // The runner-up's sentence, translated.
    static QString runnerUp(const gp::RunnerUp& u);
    // "Finding the plan…" or the reason it could not run.
    static QString pending();
};

} // namespace gpui
