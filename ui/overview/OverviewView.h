#pragma once

#include "plan/Evaluate.h"

#include <QWidget>

class QBoxLayout;
class QLabel;
class QTableWidget;
class QVBoxLayout;

namespace gpui {

class FactorBars;
class FigureCard;
class PlanDocument;
class ViewRefresh;

// The plan at a glance: its title, ML Productivity Goodput with its three factors, and where the window's hours go;
// for an inference plan, the cost of serving, the accelerator served and why, and its figures.
class OverviewView : public QWidget {
    Q_OBJECT
public:
    explicit OverviewView(PlanDocument* document, QWidget* parent = nullptr);

    ViewRefresh* refresher() const { return refresh_; }
    // The overview's answers: the recommendation, wall days (or latency), cost, cost per productive hour (or per
    // million tokens), the goodput's factors and the techniques with the largest gain.
    QList<FigureCard*> cards() const { return cards_; }
    QList<FigureCard*> techniqueCards() const { return techniques_; }
    FactorBars* factorBars() const { return bars_; }

    // The views a figure leads to.
    enum class Explains { Flowcharts, Workbench, Costs };
    // Below this width the figures' table and the inputs' table stand one under the other.
    static constexpr int kStackTables = 900;
    QTableWidget* figuresTable() const { return buckets_; }
    QTableWidget* inputsTable() const { return inputs_; }

signals:
    void openView(gpui::OverviewView::Explains view);

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refresh();
    void showServing(const gp::Plan& plan, const gp::Evaluation& ev);
    void showAnswers(const gp::Plan& plan, const gp::Evaluation& ev);
    void setCards(const gp::Plan& plan, const gp::Evaluation& ev);

    PlanDocument* document_;
    QLabel* title_;
    QLabel* headline_;
    QLabel* factors_;
    QLabel* error_;
    QLabel* warnings_;
    QTableWidget* buckets_;
    QTableWidget* inputs_;
    QBoxLayout* tables_ = nullptr;
    QList<FigureCard*> cards_; // recommendation, days, cost, cost per productive hour
    FactorBars* bars_;
    QLabel* barsHeading_ = nullptr;
    QLabel* techniquesHeading_;
    QList<FigureCard*> techniques_;
    ViewRefresh* refresh_;
};

} // namespace gpui
