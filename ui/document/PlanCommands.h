#pragma once

#include "plan/Plan.h"
#include "plan/PlanChange.h"

#include <QString>
#include <QUndoCommand>

#include <memory>
#include <string>

namespace gpui {

class PlanDocument;

// What a command changes, so that a drag of one slider merges into one undo step while a drag of another does not.
enum class MergeId {
    None = -1,
    Edit = 1, // edits that carry a merge key: successive ones with the same key merge
};

// The plan as one state of the document: what is saved, and, while a scenario is shown, the plan shown (the
// scenario's, made as the edit was). Shared, never copied: the document and its undo steps hold the same plans.
struct PlanState {
    std::shared_ptr<const gp::Plan> stored;
    std::shared_ptr<const gp::Plan> shown; // the plan shown (the stored base, or its scenario `scenario`); null:
                                           // made again from the stored plan
    std::string scenario;                 // the scenario `shown` is of
    bool validated = false;               // the shown plan passed gp::validate()
};

// One edit of the plan: the plan before and after, and the parts in which they differ (gp::diff, once, when the edit
// is made), so that redo and undo tell the views exactly what changed. Whole-plan snapshots keep every command to
// a few lines and make undo exact. Successive edits with the same merge id and key merge.
class ChangePlanCommand : public QUndoCommand {
public:
    ChangePlanCommand(PlanDocument* document, const QString& text, PlanState before, PlanState after,
                      gp::PlanChange change, MergeId mergeId = MergeId::None, QString mergeKey = {});

    void redo() override;
    void undo() override;
    int id() const override { return static_cast<int>(mergeId_); }
    bool mergeWith(const QUndoCommand* other) override;

private:
    PlanDocument* document_;
    PlanState before_;
    PlanState after_;
    gp::PlanChange change_;
    MergeId mergeId_;
    QString mergeKey_;
};

} // namespace gpui
