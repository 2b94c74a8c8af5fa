// libFuzzer target: goodput-cli as a whole (CLI11's parsing, the checks and the commands), with the input split
// into arguments at NUL bytes.
#include "Cli.h"

#include <cstdint>
#include <sstream>
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
    // The plan-file commands read files: fuzz_plan covers their input.
    if (args.front() == "evaluate" || args.front() == "simulate" || args.front() == "compare")
        return 0;
    std::ostringstream out, err;
    const int status = gpcli::run(args, out, err);
    if (status != 0 && status != 2)
        __builtin_trap(); // every refusal is exit status 2
    if (status == 2 && err.str().find('\n') != err.str().size() - 1 && err.str().rfind("usage:", 0) != 0)
        __builtin_trap(); // an error is one line
    return 0;
}
