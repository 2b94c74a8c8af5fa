#pragma once

#include "decision/GraphLibrary.h"
#include "decision/Walk.h"

#include <QWidget>

#include <optional>

class QShortcut;
class QSplitter;
class QTabBar;
class QToolButton;
class QUndoStack;

namespace gpui {

class DecisionPanel;
class FlowchartScene;
class FlowchartView;
class GraphEditor;
class PlanDocument;

// The decision flowcharts: one tab per graph, the chart, and the walk's side panel. The walk lives in the plan;
// every choice, back, restart and jump is an undoable edit of it.
class DecisionView : public QWidget {
    Q_OBJECT
public:
    explicit DecisionView(PlanDocument* document, QWidget* parent = nullptr);

    void showGraph(int index);
    // The index in `graphs` of the graph shown last, as the settings remember it by id (0 when they name none;
    // settings written before ids were stored give the index itself).
    static int rememberedGraph(const gp::GraphLibrary& graphs);
    // The document's graphs changed (a graph pack imported or switched): the tabs follow.
    void reloadGraphs();
    const gp::Walk& walk() const { return *walk_; }
    FlowchartScene* scene() const { return scene_; }
    FlowchartView* chart() const { return view_; }
    QTabBar* treeTabs() const { return tabs_; }
    DecisionPanel* panel() const { return panel_; }
    // Enabled where the plan's figures decide the current question.
    QToolButton* answerFromPlanButton() const { return fromPlan_; }

    // Writes the current chart with its walk; the format follows the suffix (.svg or .png).
    bool exportChart(const QString& path) const;

    void choose(const QString& choiceId);
    void back();
    void restart();
    void jumpTo(int step);
    // Answers every question the plan's figures decide, from the current one on, as one undoable step.
    void answerFromPlan();

    // Edit mode (docs/model.md section 14, "Editing a graph"): the graph shown opens in the editor; leaving it puts
    // what was edited in use.
    void setEditing(bool editing);
    bool editing() const;
    GraphEditor* editor() const { return editor_; }
    QToolButton* editButton() const { return edit_; }

    // Below this width the panel sits under the chart.
    static constexpr int kNarrow = 1000;
    Qt::Orientation layoutOrientation() const;

signals:
    // The undo history Edit > Undo should follow: the editor's while editing, none (the plan's) otherwise.
    void editHistoryChanged(QUndoStack* history);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void arrange(Qt::Orientation orientation);
    void fillTabs();
    void syncFromDocument();
    void showUseAnswer();
    void connectPanel();
    void applyStyle();
    void commit(const gp::Walk& walk, const QString& description);
    void exportWithDialog();
    void chooseByNumber(int number);

    PlanDocument* document_;
    QTabBar* tabs_;
    FlowchartScene* scene_;
    FlowchartView* view_;
    QSplitter* splitter_ = nullptr;
    QWidget* panelArea_ = nullptr;
    DecisionPanel* panel_;
    QToolButton* fromPlan_ = nullptr;
    QToolButton* edit_ = nullptr;
    QList<QWidget*> walkOnly_;     // hidden while editing
    QList<QShortcut*> walkKeys_;   // off while editing
    GraphEditor* editor_ = nullptr;
    gp::GraphLibrary graphs_; // the graphs the tabs list: walk_ and the scene's graph are of these
    std::optional<gp::Walk> walk_;
    std::string shownCurrent_;
    std::string useAnswer_; // the accelerator the walk answers with, where the plan is priced on another
};

} // namespace gpui
