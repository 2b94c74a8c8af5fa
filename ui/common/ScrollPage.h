#pragma once

class QWidget;

namespace gpui {

// Fills view with content in a frameless vertical scroll area: on a short window the page scrolls at its readable
// height instead of squeezing its tables and charts. Never scrolls sideways: the content fits the width.
void fillWithScrolled(QWidget* view, QWidget* content);

} // namespace gpui
