#include "study/ProgressPage.h"

#include "presenters/Format.h"
#include "study/StudyProgressStore.h"

#include <qcustomplot.h>

#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpui {

ProgressPage::ProgressPage(const StudyProgressStore* store, QWidget* parent)
    : StudyPage(parent)
    , store_(store)
    , plot_(new QCustomPlot(this))
    , table_(new QTableWidget(this))
{
    plot_->setMinimumHeight(240);
    plot_->addGraph();
    plot_->yAxis->setRange(0, 100);
    plot_->yAxis->setLabel(tr("Exam score (%)"));
    plot_->xAxis->setLabel(tr("Exam"));
    plot_->graph(0)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 7));
    plot_->setAccessibleName(tr("Exam scores over time"));
    table_->setTabKeyNavigation(false);
    table_->setColumnCount(3);
    table_->setHorizontalHeaderLabels({tr("Date"), tr("Score"), tr("Questions")});
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->verticalHeader()->hide();
    table_->setAccessibleName(tr("Exam history"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(plot_, 2);
    layout->addWidget(table_, 1);
    refresh();
}

void ProgressPage::refresh()
{
    const auto& exams = store_->progress().exams;
    QVector<double> x, y;
    auto ticker = QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText);
    table_->setRowCount(static_cast<int>(exams.size()));
    for (std::size_t i = 0; i < exams.size(); ++i) {
        const gp::ExamResult& e = exams[i];
        const double score = e.total ? 100.0 * e.correct / e.total : 0.0;
        x << double(i + 1);
        y << score;
        ticker->addTick(double(i + 1), QString::fromStdString(e.date));
        const int row = static_cast<int>(i);
        table_->setItem(row, 0, new QTableWidgetItem(QString::fromStdString(e.date)));
        table_->setItem(row, 1, new QTableWidgetItem(percent(score / 100.0, 0)));
        table_->setItem(row, 2, new QTableWidgetItem(QString::number(e.total)));
    }
    plot_->graph(0)->setData(x, y);
    plot_->xAxis->setTicker(ticker);
    plot_->xAxis->setRange(0.5, std::max<double>(x.size(), 1) + 0.5);
    plot_->replot();
}

} // namespace gpui
