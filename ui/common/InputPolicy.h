#pragma once

#include <QObject>

namespace gpui {

// Two habits of polished desktop software, for every window of the application:
// - the mouse wheel changes a spin box, slider or combo box only while it has keyboard focus; otherwise the wheel
//   scrolls what holds it (a form scrolled past a field leaves the field alone);
// - Ctrl+Z and Ctrl+Shift+Z (Ctrl+Y) undo and redo the plan from anywhere, a spin box's text included, instead of
//   the text's own undo. A plain text editor (the notes) keeps its own.
// Installed once on the application (install()).
class InputPolicy : public QObject {
    Q_OBJECT
public:
    static void install();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    using QObject::QObject;
};

} // namespace gpui
