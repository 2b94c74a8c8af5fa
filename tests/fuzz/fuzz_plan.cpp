// libFuzzer target: plan files (and the proposal-PDF path that carries one).
#include "io/Error.h"
#include "io/PdfAttachment.h"
#include "plan/Evaluate.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const gp::Plan plan = gp::planFromText(text, "fuzz");
        gp::evaluate(plan);
        gp::planFromText(gp::planToJson(plan).dump(), "round-trip"); // what is read can be written and read again
    } catch (const gp::Error&) {
    }
    try {
        gp::readPlanData(text, "fuzz"); // a .gpplan, or a PDF read by libqpdf
    } catch (const gp::Error&) {
    }
    return 0;
}
