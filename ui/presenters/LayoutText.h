#pragma once

#include "training/CostModel.h"
#include "performance/StepModel.h"

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>

namespace gpui {

// The step model's layout in people's words (docs/model.md section 23): the degrees, and each part of a step's time.
class LayoutText {
    Q_DECLARE_TR_FUNCTIONS(gpui::LayoutText)
public:
    // "tensor 4 × pipeline 16 × data 8" (context only when used; a Mixture-of-Experts layout adds its experts'
    // degrees: ", experts over EP 64 × ETP 1").
    static QString degrees(const gp::Layout& l);
    // The degrees, then the micro-batch, the interleave where used, the sharding and the recomputation.
    static QString full(const gp::Layout& l);
    // Each part of a step's time, named, in seconds, in the step's order; parts that take no time left out.
    static QList<QPair<QString, double>> parts(const gp::StepBreakdown& b);
    // A row's MFU with where it comes from: "39.9 % from the layout: tensor 4 × pipeline 16 × data 8",
    // "40.0 %, the plan's figure", "45.0 %, published", "41.2 %, measured".
    static QString mfu(const gp::CostEstimate& e);
    // The layout's step in a sentence: its degrees and the rest, its MFU and HFU, and each part of the step.
    static QString step(const gp::StepTime& st);
};

} // namespace gpui
