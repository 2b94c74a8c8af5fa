#pragma once

#include <QMessageBox>

namespace gpui {

// A message box whose every text, the informative one included, is shown as plain text: file names, field values
// and JSON excerpts from a user's file reach these texts, and markup in them must print as it is (QMessageBox
// renders its informative text as rich text otherwise). Returns the button chosen.
QMessageBox::StandardButton plainMessage(QWidget* parent, QMessageBox::Icon icon, const QString& title,
                                         const QString& text, const QString& informative = {},
                                         QMessageBox::StandardButtons buttons = QMessageBox::Ok,
                                         QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);

} // namespace gpui
