#pragma once

#include "study/StudyPage.h"

class QCustomPlot;
class QTableWidget;

namespace gpui {

class StudyProgressStore;

// Progress over time: every exam's score as a chart and a table.
class ProgressPage : public StudyPage {
    Q_OBJECT
public:
    ProgressPage(const StudyProgressStore* store, QWidget* parent = nullptr);

    void activated() override { refresh(); }
    void refresh();

private:
    const StudyProgressStore* store_;
    QCustomPlot* plot_;
    QTableWidget* table_;
};

} // namespace gpui
