#include "document/PlanDocument.h"

#include "common/ErrorText.h"
#include "io/Error.h"
#include "plan/PlanJson.h"

#include <QFile>
#include <QFileInfo>
#include <QUndoStack>

namespace gpui {

PlanDocument::PlanDocument(QObject* parent)
    : QObject(parent)
    , undoStack_(new QUndoStack(this))
{
    reevaluate();
}

QString PlanDocument::displayName() const
{
    if (filePath_.isEmpty())
        return tr("Untitled plan");
    return QFileInfo(filePath_).fileName();
}

void PlanDocument::reset(const gp::Plan& plan, const QString& filePath)
{
    plan_ = plan;
    filePath_ = filePath;
    undoStack_->clear();
    reevaluate();
    emit planReset();
    emit planChanged();
}

std::optional<QString> PlanDocument::open(const QString& path)
{
    try {
        const gp::Plan plan = gp::loadPlanFile(QFile::encodeName(path).toStdString());
        reset(plan, path);
        return std::nullopt;
    } catch (const gp::Error& e) {
        return describeError(e);
    } catch (const std::exception& e) {
        return QString::fromUtf8(e.what());
    }
}

gp::Plan PlanDocument::examplePlan()
{
    QFile file(QStringLiteral(":/plans/example.gpplan"));
    if (!file.open(QIODevice::ReadOnly))
        return gp::Plan{};
    const QByteArray data = file.readAll();
    try {
        return gp::planFromText(std::string_view(data.constData(), static_cast<size_t>(data.size())),
                                "example.gpplan");
    } catch (const gp::Error&) {
        return gp::Plan{}; // the resource is checked by a test; defaults are a safe fallback
    }
}

void PlanDocument::reevaluate()
{
    try {
        evaluation_ = gp::evaluate(plan_);
        evaluationError_.clear();
    } catch (const gp::Error& e) {
        evaluation_.reset();
        evaluationError_ = describeError(e);
    }
}

} // namespace gpui
