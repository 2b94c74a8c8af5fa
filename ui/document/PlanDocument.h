#pragma once

#include "document/PlanCommands.h"
#include "plan/Evaluate.h"
#include "plan/Plan.h"
#include "plan/PlanChange.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

namespace gp {
struct Candidate;
}

class QUndoStack;

namespace gpui {

class PlanSearch;

// The open plan: the one model every view reads. It owns the core Plan, its Evaluation and the undo stack; views
// change the plan only through it, and learn of changes from changed(), which names the parts of the plan that
// changed (an edit, its undo and its redo notify alike). The evaluation is recomputed only when a part it reads
// changed.
class PlanDocument : public QObject {
    Q_OBJECT
public:
    explicit PlanDocument(QObject* parent = nullptr);
    // A document that opens on `plan`, evaluated once: the default one evaluates the default plan first, which
    // searches a layout on every accelerator (about a tenth of the application's start).
    explicit PlanDocument(const gp::Plan& plan, QObject* parent = nullptr);
    // The same, evaluated with the decision graphs of `graphs` (the built-in ones alone otherwise).
    PlanDocument(const gp::Plan& plan, gp::GraphLibrary graphs, QObject* parent = nullptr);
    ~PlanDocument() override;

    // The decision graphs the plan is evaluated and walked with: the application's, handed in at start and again
    // whenever the graph packs in use change (setGraphs()). Views take graphs and walks from here.
    const gp::GraphLibrary& graphs() const { return graphs_; }
    // Evaluates the plan again with `graphs` (not an edit: nothing to undo), then graphsChanged() and changed().
    void setGraphs(gp::GraphLibrary graphs);

    // The plan the views show and edit: the base, or the active scenario's plan (the base with its overrides).
    const gp::Plan& plan() const { return *shown_; }
    // The plan as it is saved: the base with its scenarios.
    const gp::Plan& storedPlan() const { return *stored_; }
    // The scenario the views show; empty for the base. Switching is not an edit (nothing to undo, nothing to save).
    const std::string& activeScenario() const { return active_; }
    void setActiveScenario(const std::string& name);
    // The evaluation of the current plan; empty only if the plan were invalid (see evaluationError()), which the
    // loader and modifyChecked() do not let happen.
    const std::optional<gp::Evaluation>& evaluation() const { return evaluation_; }
    const QString& evaluationError() const { return evaluationError_; }
    // The evaluation the proposal presents: the stored plan's recommended option, with every option to compare (the
    // shown evaluation itself while that option is shown). Empty, with evaluationError(), for an invalid plan.
    std::optional<gp::Evaluation> proposalEvaluation();
    // The evaluation of one option of the stored plan, the base (an empty name) or a scenario: the shown evaluation
    // when that option is shown, the proposal's when it is the recommended one. Throws gp::Error for an unknown
    // scenario or one that does not evaluate.
    gp::Evaluation optionEvaluation(const std::string& scenario);
    // The evaluation of the shown plan with a configuration of the plan search applied (gp::applyCandidate).
    gp::Evaluation candidateEvaluation(const gp::Candidate& candidate) const;

    QString filePath() const { return filePath_; }
    QString displayName() const; // the file's name; without a file, the plan's title or "Untitled plan"
    QUndoStack* undoStack() const { return undoStack_; }
    // The plan search of the shown plan, run off the user interface's thread (docs/model.md section 24).
    PlanSearch* search() const { return search_; }

    // Replaces the whole plan (a new or opened document); clears the undo history. The plan's file is `filePath`
    // (empty: none); DocumentFile reads and writes it.
    void reset(const gp::Plan& plan, const QString& filePath);
    // Replaces the whole plan as one undoable step: a recovered autosave, the plan search's answer applied.
    void replace(const QString& description, const gp::Plan& plan);

    // Records the answers of a decision walk as one undoable step: the user's own (the steps answered from the
    // plan's figures are given by number, ascending).
    void setWalk(const std::string& graphId, const std::vector<std::string>& answers, const QString& description,
                 const std::vector<std::size_t>& fromPlan = {});
    void setWalk(const gp::Walk& walk, const QString& description);
    // The plan names the accelerator the GPU walk answers with: the one edit of the walk that moves the price.
    void useWalkAnswer(const std::string& acceleratorId);
    std::vector<std::string> walk(const std::string& graphId) const;
    // The plan's walk of a graph, replayed with the steps it answered from its figures marked.
    gp::Walk walkThrough(const gp::Graph& graph) const;

    // Any edit of the plan as one undoable step: `change` is applied to a copy of the plan. Edits with the same
    // non-empty merge key merge into one step (one drag of one slider).
    void modify(const QString& description, const std::function<void(gp::Plan&)>& change,
                const QString& mergeKey = {});

    // modify(), but only if the changed plan passes gp::validate() (every input in range, a measured throughput
    // possible, prices consistent). Otherwise nothing changes and the translated reason is returned.
    std::optional<QString> modifyChecked(const QString& description, const std::function<void(gp::Plan&)>& change,
                                         const QString& mergeKey = {});

    // Changes the model inputs as one undoable step. Edits with the same merge key (one drag of one slider) merge.
    void setInputs(const gp::GoodputInputs& inputs, const QString& description, const QString& mergeKey = {});

    // Sets the plan as an undo command applies it, with the parts in which it differs from the current one; views
    // call the edit functions above instead.
    void applyState(const PlanState& state, gp::PlanChange change);

    // The document's file (DocumentFile) wrote the plan to `path`: it becomes the document's, and the undo stack
    // clean.
    void saved(const QString& path);
    bool isModified() const;

    // The example plan shipped in the resources.
    static gp::Plan examplePlan();

signals:
    // The parts of the plan that changed; all of them for a new or opened plan.
    void changed(gp::PlanChange change);
    // The file the plan belongs to changed (opened, saved under a name, or new).
    void fileChanged();
    void activeScenarioChanged();
    // setGraphs() gave the document other graphs: before changed(), so that a view lists the new graphs first.
    void graphsChanged();

private:
    // Evaluates the shown plan, validating it first unless it is known valid; `change` says what the evaluation
    // before may keep.
    void reevaluate(bool validated = false, gp::PlanChange change = gp::PlanChange::all());
    void rebase(gp::PlanChange change);

    // Pushes the edited shown plan as one undo step.
    void push(const QString& description, gp::Plan edited, bool validated, const QString& mergeKey);
    std::shared_ptr<const gp::Plan> effectiveOf(const std::shared_ptr<const gp::Plan>& stored);
    gp::Plan foldBack(const gp::Plan& edited) const;
    gp::GraphLibrary graphs_;
    std::shared_ptr<const gp::Plan> shown_;  // what the views show
    std::shared_ptr<const gp::Plan> stored_; // what is saved
    std::string active_;
    std::optional<gp::Evaluation> evaluation_;
    std::optional<gp::Evaluation> proposal_; // the recommended option's, while it is not the one shown
    QString evaluationError_;

    QString filePath_;
    QUndoStack* undoStack_;
    PlanSearch* search_;
};

} // namespace gpui

Q_DECLARE_METATYPE(gp::PlanChange)
