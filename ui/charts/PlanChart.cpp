#include "charts/PlanChart.h"

#include "charts/PlotPalette.h"

#include "settings/AppSettings.h"

#include "common/MessageBox.h"

#include <qcustomplot.h>

#include <algorithm>
#include <vector>

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QTextStream>
#include <QToolButton>
#include <QVBoxLayout>

namespace gpui {

PlanChart::PlanChart(const QString& title, QWidget* parent)
    : QWidget(parent)
    , title_(new QLabel(title, this))
    , plot_(new QCustomPlot(this))
{
    setAccessibleName(title);
    QFont f = title_->font();
    f.setBold(true);
    title_->setFont(f);
    title_->setTextFormat(Qt::PlainText);
    title_->setWordWrap(true); // a long title wraps rather than widening the window
    plot_->setAccessibleName(title);
    plot_->setMinimumSize(240, 200);
    // Every text on the chart stays whole at any width: wrapped to the plot before each replot.
    connect(plot_, &QCustomPlot::beforeReplot, this, &PlanChart::wrapTexts);
    connect(plot_, &QCustomPlot::afterReplot, this, &PlanChart::rewrapAxesToTheirLength);
    plot_->setNoAntialiasingOnDrag(true);
    plot_->setPlottingHints(QCP::phCacheLabels | QCP::phFastPolylines);
    // No chart draws on the overlay (QCustomPlot's selection rectangle): drawn with the layers below it, which spares
    // a buffer the size of the plot cleared and laid over the others at every replot.
    plot_->layer(QStringLiteral("overlay"))->setMode(QCPLayer::lmLogical);

    auto* exportButton = new QToolButton(this);
    exportButton->setText(tr("Export"));
    exportButton->setAccessibleName(tr("Export %1").arg(title));
    exportButton->setPopupMode(QToolButton::InstantPopup);
    exportButton->setAutoRaise(true);
    auto* menu = new QMenu(exportButton);
    menu->addAction(tr("PNG image…"), this, [this] { exportWithDialog(QStringLiteral("png")); });
    menu->addAction(tr("SVG image…"), this, [this] { exportWithDialog(QStringLiteral("svg")); });
    menu->addAction(tr("CSV data…"), this, [this] { exportWithDialog(QStringLiteral("csv")); });
    exportButton->setMenu(menu);
    QToolButton* tableButton = dataTableButton(this, title, [this] { return dataTables(); });

    auto* header = new QHBoxLayout;
    header->addWidget(title_, 1);
    header->addWidget(tableButton);
    header->addWidget(exportButton);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(0);
    layout->addLayout(header);
    layout->addWidget(plot_, 1);
}

QString PlanChart::title() const
{
    return title_->text();
}

QColor PlanChart::seriesColour(int index) const
{
    // Okabe-Ito colours, distinct for colour-blind readers; lightened on dark backgrounds.
    static const QColor base[] = {QColor(0x00, 0x72, 0xb2), QColor(0xe6, 0x9f, 0x00), QColor(0x00, 0x9e, 0x73),
                                  QColor(0xd5, 0x5e, 0x00), QColor(0xcc, 0x79, 0xa7), QColor(0x56, 0xb4, 0xe9),
                                  QColor(0xf0, 0xe4, 0x42), QColor(0x99, 0x99, 0x99)};
    const QColor c = base[index % 8];
    return palette().color(QPalette::Base).lightness() < 128 ? c.lighter(130) : c;
}

QColor PlanChart::sequenceColour(int index) const
{
    // Blue, orange, bluish green, sky blue, vermillion, reddish purple, yellow, grey: orange is followed by the
    // colours farthest from those before it, where the plain order put vermillion fourth, beside orange.
    static const int order[] = {0, 1, 2, 5, 3, 4, 6, 7};
    return seriesColour(order[index % 8]);
}

Qt::PenStyle PlanChart::sequenceStyle(int index)
{
    static const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine,
                                          Qt::DashDotDotLine};
    return styles[index % 5];
}

void PlanChart::applyPalette()
{
    applyPlotPalette(plot_, palette());
}

void PlanChart::setDragging(bool dragging)
{
    if (dragging == dragging_)
        return;
    dragging_ = dragging;
    // While a handle is held the chart follows it at every step: drawn without antialiasing, as QCustomPlot draws
    // its own range drags, and smooth again on the release.
    plot_->setNotAntialiasedElements(dragging_ ? QCP::aeAll : QCP::aeNone);
    applyPalette();
}

void PlanChart::setAxisRange(QCPAxis* axis, double lower, double upper) const
{
    if (dragging_)
        return; // the range at the press holds until the release redraws the chart
    axis->setRange(lower, upper);
}

void PlanChart::replotLayer(QCPLayer* layer)
{
    const auto lines = [](const QCPTextElement* text) { return text->text().count(QLatin1Char('\n')); };
    QList<std::pair<QCPTextElement*, qsizetype>> texts; // the layer's texts and their lines as drawn
    for (QCPLayerable* l : layer->children())
        if (auto* text = qobject_cast<QCPTextElement*>(l))
            texts.append({text, text->property("wrappedText").toString().count(QLatin1Char('\n'))});
    wrapTexts();
    const bool moved = std::any_of(texts.begin(), texts.end(), [&](const auto& t) { return lines(t.first) != t.second; });
    if (moved || layer->mode() != QCPLayer::lmBuffered) {
        plot_->replot(QCustomPlot::rpImmediateRefresh);
        return;
    }
    layer->replot(); // the whole chart instead when its buffers are to be made again (a new size)
    plot_->repaint();
}

void PlanChart::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyPalette();
        plot_->replot();
    }
}

void PlanChart::placeLegendBelow(int columns)
{
    QCPLegend* legend = plot_->legend;
    legend->setVisible(true);
    plot_->axisRect()->insetLayout()->take(legend);
    plot_->axisRect()->insetLayout()->simplify();
    const int row = plot_->plotLayout()->rowCount(); // a row of its own under the plot and any title above it
    plot_->plotLayout()->addElement(row, 0, legend);
    plot_->plotLayout()->setRowStretchFactor(row, 0.001);
    legendFit_.setColumns(columns);
    legend->setWrap(legendFit_.wrap(legend, width()));
    legend->setFillOrder(QCPLegend::foColumnsFirst, true);
}

void PlanChart::fitLegend(int columns)
{
    legendFit_.setColumns(columns);
    refitLegend();
}

void PlanChart::refitLegend()
{
    if (legendFit_.columns() > 0 && legendFit_.fit(plot_, width()))
        plot_->replot(QCustomPlot::rpQueuedReplot);
}

void PlanChart::refitLegendBeforeReplot()
{
    if (legendFit_.columns() > 0)
        legendFit_.fit(plot_, width());
}

QString PlanChart::wrapText(const QString& text, const QFont& font, int width)
{
    const QFontMetrics metrics(font);
    QStringList lines;
    for (const QString& paragraph : text.split(QLatin1Char('\n'))) {
        if (metrics.horizontalAdvance(paragraph) <= width) { // fits: kept as written, its spacing too
            lines << paragraph;
            continue;
        }
        // A unit stays with its number: "36.6 %" and "25 h" never break.
        QStringList words;
        for (const QString& w : paragraph.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const bool unit = w == QLatin1String("%") || w == QLatin1String("h") || w == QLatin1String("%,");
            if (unit && !words.isEmpty())
                words.back() += QLatin1Char(' ') + w;
            else
                words << w;
        }
        QString line;
        for (const QString& word : words) {
            const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
            if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
                lines << line;
                line = word;
            } else {
                line = longer;
            }
        }
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

void PlanChart::wrapTexts()
{
    // The text a chart last set is kept as the item's "fullText"; what is drawn is it wrapped to the width.
    const auto wrap = [](QObject* holder, const QString& current, const QFont& font, int width) {
        const QString drawn = holder->property("wrappedText").toString();
        QString full = holder->property("fullText").toString();
        if (current != drawn || full.isEmpty()) { // set anew by the chart
            full = current;
            holder->setProperty("fullText", full);
        }
        const QString wrapped = wrapText(full, font, std::max(80, width));
        holder->setProperty("wrappedText", wrapped);
        return wrapped;
    };
    // Texts sit in the axis rect, the plot less its axes' margins (the rect's own size is laid out only after this
    // signal, so it may still be a former size's); the legend spans the plot.
    const int inner = plot_->width() - 96;
    const int width = plot_->width() - 16;
    for (int i = 0; i < plot_->itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(plot_->item(i))) {
            const QString wrapped = wrap(text, text->text(), text->font(), inner);
            if (wrapped != text->text())
                text->setText(wrapped);
        }
    for (QCPLayoutElement* e : plot_->plotLayout()->elements(true))
        if (auto* text = qobject_cast<QCPTextElement*>(e)) {
            const QString wrapped = wrap(text, text->text(), text->font(), width);
            if (wrapped != text->text())
                text->setText(wrapped);
        }
    // An axis title is drawn centred along its axis: it wraps to the axis's length, which for a vertical axis is the
    // axis rect's height as last laid out (the title's wrapping changes the rect's width, never its height).
    for (QCPAxisRect* rect : plot_->axisRects())
        for (QCPAxis* axis : rect->axes()) {
            const bool vertical = axis->orientation() == Qt::Vertical;
            const int length = vertical ? (rect->height() > 0 ? rect->height() : plot_->height() - 80) : inner;
            const QString wrapped = wrap(axis, axis->label(), axis->labelFont(), length);
            if (wrapped != axis->label())
                axis->setLabel(wrapped);
            if (vertical)
                axis->setProperty("wrappedLength", length);
        }
    // A legend entry inside the plot: the width less its icon and padding. A legend placed in columns below the plot
    // wraps its entries to their columns itself (LegendFit), from the names as written.
    QCPLegend* legend = plot_->legend;
    if (!legend || !legend->visible() || legendFit_.columns() > 0)
        return;
    const int entryWidth = width - legend->iconSize().width() - legend->iconTextPadding() - 24;
    for (int i = 0; i < plot_->plottableCount(); ++i) {
        QCPAbstractPlottable* p = plot_->plottable(i);
        const QString wrapped = wrap(p, p->name(), legend->font(), entryWidth);
        if (wrapped != p->name())
            p->setName(wrapped);
    }
}

void PlanChart::rewrapAxesToTheirLength()
{
    // A vertical title was wrapped to the axis's height as laid out before; when the layout gave the axis another
    // height and the title would wrap otherwise, the chart is drawn once more.
    for (QCPAxisRect* rect : plot_->axisRects())
        for (QCPAxis* axis : rect->axes(QCPAxis::atLeft | QCPAxis::atRight))
            if (axis->property("wrappedLength").toInt() != rect->height() &&
                wrapText(axis->property("fullText").toString(), axis->labelFont(), std::max(80, rect->height())) !=
                    axis->label()) {
                plot_->replot(QCustomPlot::rpQueuedReplot);
                return;
            }
}

void PlanChart::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    refitLegend();
}

bool PlanChart::exportPng(const QString& path) const
{
    return plot_->savePng(path, plot_->width(), plot_->height(), 2.0);
}

bool PlanChart::exportSvg(const QString& path) const
{
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(plot_->size());
    svg.setViewBox(QRect(QPoint(0, 0), plot_->size()));
    svg.setTitle(title());
    QCPPainter painter;
    if (!painter.begin(&svg))
        return false;
    plot_->toPainter(&painter, plot_->width(), plot_->height());
    return painter.end();
}

bool PlanChart::exportCsv(const QString& path) const
{
    return writeCsvFile(path, dataTables());
}

void PlanChart::exportWithDialog(const QString& format)
{
    const QString filter = format == QLatin1String("csv") ? tr("CSV data (*.csv)")
                           : format == QLatin1String("svg") ? tr("SVG image (*.svg)")
                                                            : tr("PNG image (*.png)");
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Chart"),
                                                      settings::lastDirectory().get() + QLatin1Char('/') +
                                                          objectName() + QLatin1Char('.') + format,
                                                      filter);
    if (path.isEmpty())
        return;
    settings::lastDirectory().set(QFileInfo(path).absolutePath());
    const bool ok = format == QLatin1String("csv")   ? exportCsv(path)
                    : format == QLatin1String("svg") ? exportSvg(path)
                                                     : exportPng(path);
    if (!ok)
        plainMessage(this, QMessageBox::Warning, tr("Export failed"),
                     tr("The chart could not be written to %1.").arg(QDir::toNativeSeparators(path)));
}

} // namespace gpui
