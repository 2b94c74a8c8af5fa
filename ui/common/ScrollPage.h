#pragma once

class QScrollArea;
class QSplitter;
class QWidget;

namespace gpui {

// Fills view with content in a frameless vertical scroll area: on a short window the page scrolls at its readable
// height instead of squeezing its tables and charts. Never scrolls sideways: the content fits the width.
void fillWithScrolled(QWidget* view, QWidget* content);

// A frameless scroll area that scrolls content vertically only.
QScrollArea* verticalScroll(QWidget* content, QWidget* parent);

// The tables beside their charts, three fifths to two: a larger window widens both in that proportion.
QSplitter* tablesBesideCharts(QWidget* tables, QWidget* charts, QWidget* parent);

} // namespace gpui
