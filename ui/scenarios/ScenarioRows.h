#pragma once

#include "plan/ScenarioCompare.h"

#include <QCoreApplication>
#include <QStringList>

namespace gpui {

// The figures compared for each option, as the Scenarios view and the proposal's options page show them: one
// label per row, one text per row for each scenario.
class ScenarioRows {
    Q_DECLARE_TR_FUNCTIONS(gpui::ScenarioRows)
public:
    enum Row { Mpg, Sg, Rg, Pg, Accelerator, WallDays, Cost, PerHour, Deadline, P5, P95, Count };

    static QStringList labels();
    // The texts of one option's column; the error in the first row when it could not be evaluated.
    static QStringList texts(const gp::ScenarioFigures& figures);
    // "Base plan" for the base, the scenario's name otherwise.
    static QString name(const std::string& scenario);
};

} // namespace gpui
