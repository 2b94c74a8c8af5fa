#include "common/FigureTable.h"

#include <QHeaderView>
#include <QTableWidget>

namespace gpui {

QTableWidget* figureTable(const QStringList& headers, QWidget* parent)
{
    auto* t = new QTableWidget(0, static_cast<int>(headers.size()), parent);
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->hide();
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setTabKeyNavigation(false);
    return t;
}

} // namespace gpui
