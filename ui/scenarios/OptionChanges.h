#pragma once

#include "plan/Plan.h"

#include <QCoreApplication>
#include <QStringList>

namespace gpui {

// What a scenario changes, in people's words: "Provisioning: DWS calendar mode", "Sharding: ZeRO-3",
// "Checkpoint interval: 30.0 min". The model's inputs are labelled and shown in their unit as the workbench shows
// them; the training run's fields, prices, custom accelerators and provisioning profiles by their names. The
// proposal and the Scenarios view both use it.
class OptionChanges {
    Q_DECLARE_TR_FUNCTIONS(gpui::OptionChanges)
public:
    static QStringList of(const gp::Scenario& scenario);
    // One field of the plan file by its path ("training.parallelism.sharding"), with its value as JSON text.
    static QString field(const std::string& path, const std::string& value);
};

} // namespace gpui
