#include "common/InputPolicy.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QWheelEvent>

namespace gpui {
namespace {

// The value widget a wheel event or a key press is for: the widget itself, or the spin box whose line edit it is.
QWidget* valueWidget(QObject* watched)
{
    auto* w = qobject_cast<QWidget*>(watched);
    for (int depth = 0; w && depth < 2; ++depth, w = w->parentWidget())
        if (qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<QAbstractSlider*>(w) || qobject_cast<QComboBox*>(w))
            return w;
    return nullptr;
}

} // namespace

void InputPolicy::install()
{
    if (!qApp || qApp->findChild<InputPolicy*>(QString(), Qt::FindDirectChildrenOnly))
        return;
    qApp->installEventFilter(new InputPolicy(qApp));
}

bool InputPolicy::eventFilter(QObject* watched, QEvent* event)
{
    switch (event->type()) {
    case QEvent::Wheel: {
        QWidget* value = valueWidget(watched);
        if (!value || value->hasFocus())
            return false;
        // Not for it: the scroll area around it (or nothing) takes the wheel. A scroll bar is a slider too; it keeps
        // its wheel, as a scroll bar should.
        if (qobject_cast<QAbstractSlider*>(value) && value->inherits("QScrollBar"))
            return false;
        event->ignore();
        return true; // ignored: Qt offers the event to the parent
    }
    case QEvent::ShortcutOverride: {
        // A spin box's line edit claims Ctrl+Z for its text; let the window's Undo and Redo have it.
        auto* key = static_cast<QKeyEvent*>(event);
        if ((key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) &&
            qobject_cast<QAbstractSpinBox*>(valueWidget(watched))) {
            event->ignore();
            return true;
        }
        return false;
    }
    default:
        return false;
    }
}

} // namespace gpui
