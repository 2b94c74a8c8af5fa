#pragma once

#include "plan/Plan.h"
#include "plan/PlanChange.h"

#include <QString>
#include <QUndoCommand>

namespace gpui {

class PlanDocument;

// What a command changes, so that a drag of one slider merges into one undo step while a drag of another does not.
enum class MergeId {
    None = -1,
    Edit = 1, // edits that carry a merge key: successive ones with the same key merge
};

// One edit of the plan: the plan before and after, and the parts in which they differ (gp::diff), so that redo and
// undo tell the views exactly what changed. Plans are small values, so whole-plan snapshots keep every command to
// a few lines and make undo exact. Successive edits with the same merge id and key merge.
class ChangePlanCommand : public QUndoCommand {
public:
    ChangePlanCommand(PlanDocument* document, const QString& text, gp::Plan before, gp::Plan after,
                      MergeId mergeId = MergeId::None, QString mergeKey = {});

    void redo() override;
    void undo() override;
    int id() const override { return static_cast<int>(mergeId_); }
    bool mergeWith(const QUndoCommand* other) override;

private:
    PlanDocument* document_;
    gp::Plan before_;
    gp::Plan after_;
    gp::PlanChange change_;
    MergeId mergeId_;
    QString mergeKey_;
};

} // namespace gpui
