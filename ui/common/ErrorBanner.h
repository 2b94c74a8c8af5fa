#pragma once

class QLabel;
class QWidget;

namespace gpui {

// A plain-text label in the error colours, hidden until it has something to say: the place a view reports an input
// it refused.
QLabel* makeErrorBanner(QWidget* parent);

// Gives a label the warning colours, dark on amber: padded as a banner across a view, or closer as a note beside
// an input.
enum class WarningShape { Banner, Note };
void styleAsWarning(QLabel* label, WarningShape shape);

} // namespace gpui
