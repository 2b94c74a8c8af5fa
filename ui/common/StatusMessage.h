#pragma once

class QStatusBar;
class QString;

namespace gpui {

// A message in a status bar for `ms` milliseconds, never cut without a way to read it: where the bar is narrower
// than the text (a long scenario or file name at 1024 pixels), the message ends in "…" and the bar's tooltip holds
// it whole until the next message.
void showStatus(QStatusBar* bar, const QString& text, int ms);

} // namespace gpui
