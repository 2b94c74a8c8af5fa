#pragma once

#include <QString>

class QLabel;
class QToolButton;
class QWidget;

namespace gpui {

// The small widgets the flowcharts' views and the graph editor share.
// A flat tool button whose text is its accessible name and whose tip is its description.
QToolButton* flatToolButton(QWidget* parent, const QString& text, const QString& tip);
// A bold heading.
QLabel* headingLabel(const QString& text, QWidget* parent);

} // namespace gpui
