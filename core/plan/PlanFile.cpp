#include "plan/PlanFile.h"

#include "io/Error.h"
#include "io/JsonLoad.h"
#include "io/PdfAttachment.h"
#include "plan/PlanJson.h"

namespace gp {
namespace {

constexpr std::size_t kMaxPdfBytes = 64u * 1024u * 1024u;

bool isPdf(std::string_view data)
{
    return data.substr(0, 5) == "%PDF-";
}

} // namespace

LoadedPlan readPlanData(std::string_view data, const std::string& source)
{
    if (!isPdf(data))
        return {planFromText(data, source), PlanSource::PlanFile};
    const auto attached = extractFileFromPdf(data, kPlanAttachmentName);
    if (!attached)
        throw Error(ErrorCode::NoPlanInPdf, source);
    return {planFromText(*attached, source), PlanSource::Proposal};
}

LoadedPlan readPlanFile(const std::string& path)
{
    const std::string data = readFileLimited(path, kMaxPdfBytes);
    if (!isPdf(data) && data.size() > JsonLimits{}.maxBytes)
        throw Error(ErrorCode::FileTooLarge, path, "a plan file is at most 8 MiB");
    return readPlanData(data, path);
}

Plan loadPlanFile(const std::string& path)
{
    return readPlanFile(path).plan;
}

} // namespace gp
