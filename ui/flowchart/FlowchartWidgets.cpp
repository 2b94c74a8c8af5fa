#include "flowchart/FlowchartWidgets.h"

#include <QLabel>
#include <QToolButton>

namespace gpui {

QToolButton* flatToolButton(QWidget* parent, const QString& text, const QString& tip)
{
    auto* b = new QToolButton(parent);
    b->setText(text);
    b->setToolTip(tip);
    b->setAccessibleName(text);
    b->setAccessibleDescription(tip);
    b->setAutoRaise(true);
    return b;
}

QLabel* headingLabel(const QString& text, QWidget* parent)
{
    auto* l = new QLabel(text, parent);
    QFont f = l->font();
    f.setBold(true);
    l->setFont(f);
    return l;
}

} // namespace gpui
