#pragma once

#include <QStringList>

class QTableWidget;
class QWidget;

namespace gpui {

// A read-only table of figures, the base every view's table starts from: its headers, no row numbers, no editing,
// whole rows selected, and Tab leaving the table (the arrows move within it). Each view adds how its cells fit.
QTableWidget* figureTable(const QStringList& headers, QWidget* parent);

} // namespace gpui
