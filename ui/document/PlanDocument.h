#pragma once

#include "plan/Evaluate.h"
#include "plan/Plan.h"

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class QUndoStack;

namespace gpui {

// The open plan: the one model every view reads. It owns the core Plan and the undo stack; views change the plan
// only through it, and learn of changes from its signals.
class PlanDocument : public QObject {
    Q_OBJECT
public:
    explicit PlanDocument(QObject* parent = nullptr);

    const gp::Plan& plan() const { return plan_; }
    // The evaluation of the current plan; empty when the plan's inputs are invalid (see evaluationError()).
    const std::optional<gp::Evaluation>& evaluation() const { return evaluation_; }
    const QString& evaluationError() const { return evaluationError_; }

    QString filePath() const { return filePath_; }
    QString displayName() const;
    QUndoStack* undoStack() const { return undoStack_; }

    // Replaces the whole plan (a new or opened document); clears the undo history.
    void reset(const gp::Plan& plan, const QString& filePath);

    // Records the answers of a decision walk as one undoable step.
    void setWalk(const std::string& graphId, const std::vector<std::string>& answers, const QString& description);
    std::vector<std::string> walk(const std::string& graphId) const;

    // Any edit of the plan as one undoable step: `change` is applied to a copy of the plan. Edits with the same
    // non-empty merge key merge into one step (one drag of one slider).
    void modify(const QString& description, const std::function<void(gp::Plan&)>& change,
                const QString& mergeKey = {});

    // modify(), but only if the changed plan still evaluates and prices (every input in range, a measured
    // throughput possible, prices consistent). Otherwise nothing changes and the translated reason is returned.
    std::optional<QString> modifyChecked(const QString& description, const std::function<void(gp::Plan&)>& change,
                                         const QString& mergeKey = {});

    // Changes the model inputs as one undoable step. Edits with the same merge key (one drag of one slider) merge.
    void setInputs(const gp::GoodputInputs& inputs, const QString& description, const QString& mergeKey = {});

    // Sets the plan as an undo command applies it; views call the edit functions above instead.
    void applyPlan(const gp::Plan& plan);

    // Reads a plan file. On failure returns a translated message and leaves the open plan untouched.
    std::optional<QString> open(const QString& path);

    // Writes the plan atomically (QSaveFile: the old file stays whole until the new one is complete) and, on
    // success, makes the path the document's and the undo stack clean. Returns a message on failure.
    std::optional<QString> save(const QString& path);
    bool isModified() const;

    // The plan as the bytes of a .gpplan file.
    QByteArray toFileData() const;

    // The example plan shipped in the resources.
    static gp::Plan examplePlan();

signals:
    void planChanged(); // any change
    void walksChanged();

private:
    void reevaluate();

    gp::Plan plan_;
    std::optional<gp::Evaluation> evaluation_;
    QString evaluationError_;
    QString filePath_;
    QUndoStack* undoStack_;
};

} // namespace gpui
