#include "common/MessageBox.h"

#include <QLabel>

namespace gpui {

QMessageBox::StandardButton plainMessage(QWidget* parent, QMessageBox::Icon icon, const QString& title,
                                         const QString& text, const QString& informative,
                                         QMessageBox::StandardButtons buttons,
                                         QMessageBox::StandardButton defaultButton)
{
    QMessageBox box(icon, title, text, buttons, parent);
    box.setTextFormat(Qt::PlainText);
    if (!informative.isEmpty())
        box.setInformativeText(informative);
    if (defaultButton != QMessageBox::NoButton)
        box.setDefaultButton(defaultButton);
    // setTextFormat() reaches the main text only: make every label of the box plain.
    for (QLabel* label : box.findChildren<QLabel*>())
        label->setTextFormat(Qt::PlainText);
    return static_cast<QMessageBox::StandardButton>(box.exec());
}

} // namespace gpui
