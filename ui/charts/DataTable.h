#pragma once

#include <QList>
#include <QString>

#include <functional>

class QTextStream;
class QToolButton;
class QWidget;

namespace gpui {

// A chart's data as a table: what the chart's Table view shows (the accessible alternative to the picture) and
// what its CSV export writes. Columns carry a stable CSV key and a translated heading; cells keep numbers as
// numbers, so the table sorts them and shows them in the reader's locale while the CSV stays machine-readable.
struct DataColumn {
    QString key;         // CSV header, e.g. "interval_hours"
    QString heading;     // shown, translated, with its unit
    int decimals = 2;    // shown precision
    double scale = 1.0;  // shown value = value × scale (fractions as percent)
};

struct DataCell {
    double number = 0;
    QString id;    // a text cell's CSV value ("waiting")
    QString label; // a text cell's shown value ("Warten"); empty for a number
    bool isText() const { return !id.isEmpty() || !label.isEmpty(); }
    static DataCell of(double value) { return {value, {}, {}}; }
    static DataCell text(const QString& id, const QString& label) { return {0, id, label}; }
};

struct DataTable {
    QString title;
    QList<DataColumn> columns;
    QList<QList<DataCell>> rows;

    // The CSV form: a header of keys, then one line per row, numbers in the C locale at full precision.
    void writeCsv(QTextStream& out) const;
};

// Writes the tables as one CSV file, a blank line between two, in one step: false when it cannot be written (the
// file at the path, if any, stays as it was). Every CSV the application exports is written here.
bool writeCsvFile(const QString& path, const QList<DataTable>& tables);

// Shows the tables in a dialog: sortable, selectable, copied with Ctrl+C as tab-separated text.
void showDataTables(QWidget* parent, const QString& title, const QList<DataTable>& tables);

// A chart's Table button: shows the tables that tables() returns when it is clicked.
QToolButton* dataTableButton(QWidget* chart, const QString& title, std::function<QList<DataTable>()> tables);

} // namespace gpui
