#include "document/PlanCommands.h"

#include "document/PlanDocument.h"

namespace gpui {

ChangePlanCommand::ChangePlanCommand(PlanDocument* document, const QString& text, gp::Plan before, gp::Plan after,
                                     MergeId mergeId, QString mergeKey)
    : QUndoCommand(text)
    , document_(document)
    , before_(std::move(before))
    , after_(std::move(after))
    , change_(gp::diff(before_, after_))
    , mergeId_(mergeId)
    , mergeKey_(std::move(mergeKey))
{
}

void ChangePlanCommand::redo()
{
    document_->applyPlan(after_, change_);
}

void ChangePlanCommand::undo()
{
    document_->applyPlan(before_, change_);
}

bool ChangePlanCommand::mergeWith(const QUndoCommand* other)
{
    const auto* o = dynamic_cast<const ChangePlanCommand*>(other);
    if (!o || o->mergeId_ != mergeId_ || mergeId_ == MergeId::None || o->mergeKey_ != mergeKey_)
        return false;
    after_ = o->after_;
    change_ = gp::diff(before_, after_);
    if (change_.empty())
        setObsolete(true); // dragged back to where it started: no step to undo
    return true;
}

} // namespace gpui
