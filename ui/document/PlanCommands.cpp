#include "document/PlanCommands.h"

#include "document/PlanDocument.h"

namespace gpui {

ChangePlanCommand::ChangePlanCommand(PlanDocument* document, const QString& text, PlanState before, PlanState after,
                                     gp::PlanChange change, MergeId mergeId, QString mergeKey)
    : QUndoCommand(text)
    , document_(document)
    , before_(std::move(before))
    , after_(std::move(after))
    , change_(change)
    , mergeId_(mergeId)
    , mergeKey_(std::move(mergeKey))
{
}

void ChangePlanCommand::redo()
{
    document_->applyState(after_, change_);
}

void ChangePlanCommand::undo()
{
    document_->applyState(before_, change_);
}

bool ChangePlanCommand::mergeWith(const QUndoCommand* other)
{
    const auto* o = dynamic_cast<const ChangePlanCommand*>(other);
    if (!o || o->mergeId_ != mergeId_ || mergeId_ == MergeId::None || o->mergeKey_ != mergeKey_)
        return false;
    after_ = o->after_;
    // Each step's parts, joined: no second diff. A part that changed and came back is refreshed once more.
    change_ |= o->change_;
    if (*before_.stored == *after_.stored)
        setObsolete(true); // dragged back to where it started: no step to undo
    return true;
}

} // namespace gpui
