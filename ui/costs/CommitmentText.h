#pragma once

#include "training/CostModel.h"

#include <QCoreApplication>
#include <QString>

namespace gpui {

// A commitment explained as what it is (docs/model.md section 10): the term's cost and length, the share of it this
// run uses, what the run carries at the stated use of the rest elsewhere, and the use at which it breaks even with
// on demand. Empty for a row that is not a commitment. The Costs view and the proposal both say it.
class CommitmentText {
    Q_DECLARE_TR_FUNCTIONS(gpui::CommitmentText)
public:
    static QString explain(const gp::CostEstimate& estimate, double useElsewhere);
};

} // namespace gpui
