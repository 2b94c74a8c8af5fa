#include "charts/DataTable.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLocale>
#include <QSaveFile>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QTextStream>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gpui {
namespace {

// C locale, twelve significant digits; nothing for a value that is not finite.
QString csvNumber(double value)
{
    return std::isfinite(value) ? QString::number(value, 'g', 12) : QString();
}

constexpr int kSortRole = Qt::UserRole + 1;

QTableView* tableView(const DataTable& table, QWidget* parent)
{
    auto* model = new QStandardItemModel(static_cast<int>(table.rows.size()), static_cast<int>(table.columns.size()),
                                         parent);
    model->setSortRole(kSortRole);
    for (int c = 0; c < table.columns.size(); ++c)
        model->setHorizontalHeaderItem(c, new QStandardItem(table.columns[c].heading));
    const QLocale locale;
    for (int r = 0; r < table.rows.size(); ++r)
        for (int c = 0; c < table.columns.size() && c < table.rows[r].size(); ++c) {
            const DataCell& cell = table.rows[r][c];
            const DataColumn& column = table.columns[c];
            auto* item = new QStandardItem;
            if (cell.isText()) {
                item->setText(cell.label);
                item->setData(cell.label, kSortRole);
            } else {
                const double shown = cell.number * column.scale;
                item->setText(locale.toString(shown, 'f', column.decimals));
                item->setData(shown, kSortRole);
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            }
            item->setEditable(false);
            model->setItem(r, c, item);
        }
    auto* view = new QTableView(parent);
    view->setModel(model);
    // The chart's own order until a heading is clicked.
    view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    view->setSortingEnabled(true);
    view->setAlternatingRowColors(true);
    view->setTabKeyNavigation(false); // Tab leaves the table; arrows move within it
    view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->horizontalHeader()->setStretchLastSection(true);
    view->verticalHeader()->setVisible(false);
    view->setAccessibleName(table.title);
    // Ctrl+C: the selected cells as tab-separated text, to paste into a spreadsheet.
    auto* copy = new QAction(view);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    QObject::connect(copy, &QAction::triggered, view, [view] {
        QModelIndexList cells = view->selectionModel()->selectedIndexes();
        std::sort(cells.begin(), cells.end());
        QString text;
        int row = cells.isEmpty() ? 0 : cells.front().row();
        for (const QModelIndex& i : cells) {
            if (i.row() != row) {
                text += QLatin1Char('\n');
                row = i.row();
            } else if (!text.isEmpty() && !text.endsWith(QLatin1Char('\n'))) {
                text += QLatin1Char('\t');
            }
            text += i.data().toString();
        }
        QApplication::clipboard()->setText(text);
    });
    view->addAction(copy);
    return view;
}

} // namespace

void DataTable::writeCsv(QTextStream& out) const
{
    for (int c = 0; c < columns.size(); ++c)
        out << (c ? "," : "") << columns[c].key;
    out << '\n';
    for (const QList<DataCell>& row : rows) {
        for (int c = 0; c < row.size(); ++c)
            out << (c ? "," : "") << (row[c].isText() ? row[c].id : csvNumber(row[c].number));
        out << '\n';
    }
}

bool writeCsvFile(const QString& path, const QList<DataTable>& tables)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text))
        return false;
    QTextStream out(&file);
    for (int i = 0; i < tables.size(); ++i) {
        if (i)
            out << '\n'; // a blank line between tables
        tables[i].writeCsv(out);
    }
    out.flush();
    return file.commit();
}

QToolButton* dataTableButton(QWidget* chart, const QString& title, std::function<QList<DataTable>()> tables)
{
    auto* button = new QToolButton(chart);
    button->setText(QCoreApplication::translate("gpui::DataTable", "Table"));
    button->setToolTip(QCoreApplication::translate("gpui::DataTable", "Show the chart's data as a table"));
    button->setAccessibleName(QCoreApplication::translate("gpui::DataTable", "Data table of %1").arg(title));
    button->setAutoRaise(true);
    QObject::connect(button, &QToolButton::clicked, chart,
                     [chart, title, tables = std::move(tables)] { showDataTables(chart, title, tables()); });
    return button;
}

void showDataTables(QWidget* parent, const QString& title, const QList<DataTable>& tables)
{
    QDialog dialog(parent);
    dialog.setWindowTitle(title);
    dialog.setObjectName(QStringLiteral("DataTableDialog"));
    auto* layout = new QVBoxLayout(&dialog);
    if (tables.size() == 1) {
        layout->addWidget(tableView(tables.front(), &dialog));
    } else {
        auto* tabs = new QTabWidget(&dialog);
        for (const DataTable& t : tables)
            tabs->addTab(tableView(t, tabs), t.title);
        layout->addWidget(tabs);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(640, 480);
    dialog.exec();
}

} // namespace gpui
