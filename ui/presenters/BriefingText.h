#pragma once

#include "plan/Briefing.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace gpui {

// An executive summary's words for gp::Briefing: what drives the goodput, the risks and the next steps, as the
// proposal and the presentation say them.
class BriefingText {
    Q_DECLARE_TR_FUNCTIONS(gpui::BriefingText)
public:
    // "Program goodput (MFU) is the lowest factor at 40.0 %. Of what interruptions and checkpoints take, progress
    // lost since the last checkpoint costs the most: 12.3 h of the 720 h window."
    static QString drivers(const gp::Briefing& b);
    static QStringList risks(const gp::Briefing& b);
    static QStringList nextSteps(const gp::Briefing& b);
};

} // namespace gpui
