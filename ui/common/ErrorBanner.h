#pragma once

class QLabel;
class QWidget;

namespace gpui {

// A plain-text label in the error colours, hidden until it has something to say: the place a view reports an input
// it refused.
QLabel* makeErrorBanner(QWidget* parent);

} // namespace gpui
