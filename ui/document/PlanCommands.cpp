#include "document/PlanCommands.h"

#include "document/PlanDocument.h"

namespace gpui {

ChangePlanCommand::ChangePlanCommand(PlanDocument* document, const QString& text, gp::Plan before, gp::Plan after,
                                     MergeId mergeId, QString mergeKey)
    : QUndoCommand(text)
    , document_(document)
    , before_(std::move(before))
    , after_(std::move(after))
    , mergeId_(mergeId)
    , mergeKey_(std::move(mergeKey))
{
}

void ChangePlanCommand::redo()
{
    document_->applyPlan(after_);
}

void ChangePlanCommand::undo()
{
    document_->applyPlan(before_);
}

bool ChangePlanCommand::mergeWith(const QUndoCommand* other)
{
    const auto* o = dynamic_cast<const ChangePlanCommand*>(other);
    if (!o || o->mergeId_ != mergeId_ || mergeId_ == MergeId::None || o->mergeKey_ != mergeKey_)
        return false;
    after_ = o->after_;
    return true;
}

} // namespace gpui
