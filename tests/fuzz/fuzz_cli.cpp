// libFuzzer target: goodput-cli's argument parsing and commands, with the input split into arguments at NUL bytes.
#include "Arguments.h"
#include "Commands.h"
#include "io/Error.h"

#include <cstdint>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::vector<std::string> args(1);
    for (std::size_t i = 0; i < size && args.size() < 32; ++i) {
        if (data[i] == 0)
            args.emplace_back();
        else
            args.back() += static_cast<char>(data[i]);
    }
    const std::string name = args.front();
    args.erase(args.begin());
    for (const auto& c : gpcli::commands()) {
        if (c.name != name || c.name == "evaluate" || c.name == "simulate" || c.name == "compare")
            continue; // the plan-file commands read files: fuzz_plan covers their input
        try {
            const gpcli::Arguments parsed(args, c.options, c.maxPositional);
            c.run(parsed);
        } catch (const gpcli::UsageError&) {
        } catch (const gp::Error&) {
        }
    }
    return 0;
}
