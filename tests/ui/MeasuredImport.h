#pragma once

#include "measured/MeasuredView.h"

#include <QSignalSpy>
#include <QString>

namespace gptest {

// Imports a log of tests/data/measure into the Measured view and waits until it is read and measured (both off the
// UI thread); false when either takes more than ten seconds.
inline bool importAndWait(gpui::MeasuredView& view, const QString& file)
{
    QSignalSpy done(&view, &gpui::MeasuredView::finished);
    QSignalSpy measured(&view, &gpui::MeasuredView::measured);
    view.importLog(QStringLiteral(GOODPUT_TEST_DATA "/measure/") + file);
    if (!done.wait(10000))
        return false;
    return !view.importing() || measured.wait(10000);
}

} // namespace gptest
