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

// An attachment is a plan when it is named *.gpplan, whatever wrote it, or when it is a plan file by its contents
// (another tool may attach one under another name).
bool isPlan(const PdfAttachment& a)
{
    const std::string_view name = a.name;
    const bool named = name.size() >= 7 && name.substr(name.size() - 7) == ".gpplan";
    const std::string_view head = std::string_view(a.data).substr(0, 4096);
    return named || (head.find('{') != std::string_view::npos && head.find(kPlanFormat) != std::string_view::npos);
}

LoadedPlan readPlanData(std::string_view data, const std::string& source)
{
    LoadedPlan loaded;
    if (!isPdf(data)) {
        loaded.plan = planFromText(data, source, loaded.unknownKeys);
        return loaded;
    }
    std::vector<PdfAttachment> plans;
    for (PdfAttachment& a : pdfAttachments(data, source, JsonLimits{}.maxBytes))
        if (isPlan(a))
            plans.push_back(std::move(a));
    if (plans.empty())
        throw Error(ErrorCode::NoPlanInPdf, source);
    if (plans.size() > 1) {
        std::string names;
        for (const PdfAttachment& a : plans)
            names += (names.empty() ? "" : ", ") + a.name.substr(0, 60);
        throw Error(ErrorCode::SeveralPlansInPdf, source, names);
    }
    loaded.plan =
        planFromText(plans.front().data, source + " (" + plans.front().name.substr(0, 60) + ")", loaded.unknownKeys);
    loaded.source = PlanSource::Proposal;
    return loaded;
}

LoadedPlan readPlanFile(const std::string& path)
{
    std::string data = readFileLimited(path, kMaxPdfBytes);
    if (!isPdf(data) && data.size() > JsonLimits{}.maxBytes)
        throw Error(ErrorCode::FileTooLarge, path, "a plan file is at most 8 MiB");
    LoadedPlan loaded = readPlanData(data, path);
    loaded.bytes = std::move(data);
    return loaded;
}

Plan loadPlanFile(const std::string& path)
{
    return readPlanFile(path).plan;
}

} // namespace gp
