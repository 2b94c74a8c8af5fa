#include "ToolCommands.h"

#include "Commands.h"
#include "GraphCommands.h"

#include "goodput/Checkpoint.h"
#include "goodput/CheckpointSize.h"
#include "goodput/ProgramGoodput.h"
#include "goodput/RuntimeGoodput.h"
#include "decision/GraphLibrary.h"
#include "decision/GraphPack.h"
#include "io/Error.h"
#include "study/Question.h"

#include <cmath>

namespace gpcli {

using nlohmann::json;

namespace {

double byteOption(const Arguments& a, const char* name, bool rate)
{
    const std::string text = a.all(name).front();
    const std::optional<double> v = rate ? gp::parseRate(text) : gp::parseSize(text);
    if (!v)
        throw gp::Error(gp::ErrorCode::NotANumber, std::string("--") + name,
                        "'" + text.substr(0, 40) + "': " + (rate ? "a rate such as 128GB/s" : "a size such as 980GB"));
    if (!(*v > 0))
        throw gp::Error(gp::ErrorCode::NotPositive, std::string("--") + name);
    return *v;
}

} // namespace

json runtimeCommand(const Arguments& a)
{
    const gp::Duration window = a.duration("window");
    const double count = a.number("interruptions");
    if (count < 0)
        throw gp::Error(gp::ErrorCode::Negative, "--interruptions");
    const gp::Interruption each{a.duration("resume"), a.duration("lost"),
                                a.optionalDuration("reschedule").value_or(gp::Duration())};
    const gp::RuntimeGoodputResult r = gp::seedRuntimeGoodput(window, count, each);
    return {{"runtime_goodput", r.runtimeGoodput},
            {"badput_hours", r.badputHours},
            {"reschedule_hours", r.rescheduleHours}};
}

json checkpointCommand(const Arguments& a)
{
    // The save: given, or the state's size over the write bandwidth plus the overhead (docs/model.md section 20).
    const bool fromState = a.has("state") || a.has("write-bandwidth");
    if (fromState == a.has("save-cost"))
        throw UsageError(fromState ? "give --save-cost or --state with --write-bandwidth, not both"
                                   : "give --save-cost, or --state and --write-bandwidth");
    double saveHours = 0;
    if (fromState) {
        if (!a.has("state") || !a.has("write-bandwidth"))
            throw UsageError("--state and --write-bandwidth go together");
        const double bytes = byteOption(a, "state", false);
        const double rate = byteOption(a, "write-bandwidth", true);
        if (rate > 1e15)
            throw gp::Error(gp::ErrorCode::OutOfRange, "--write-bandwidth", "at most 1 PB/s");
        const double overhead = a.optionalDuration("overhead").value_or(gp::Duration()).inHours() * 3600.0;
        saveHours = gp::saveSeconds(bytes, rate, overhead) / 3600.0;
    } else {
        saveHours = a.duration("save-cost").inHours();
    }
    const gp::Duration mtbf = a.duration("mtbf");
    const gp::Duration restart = a.optionalDuration("restart").value_or(gp::Duration());
    if (!(saveHours > 0) || !std::isfinite(saveHours))
        throw gp::Error(gp::ErrorCode::NotPositive, fromState ? "--state" : "--save-cost");
    if (!(mtbf.inHours() > 0))
        throw gp::Error(gp::ErrorCode::NotPositive, "--mtbf");
    // An asynchronous save stalls the job only for its blocking part: the optima use that.
    double cost = saveHours;
    if (a.has("blocking")) {
        cost = a.duration("blocking").inHours();
        if (!(cost > 0))
            throw gp::Error(gp::ErrorCode::NotPositive, "--blocking");
        if (cost > saveHours)
            throw gp::Error(gp::ErrorCode::OutOfRange, "--blocking", "at most the whole save");
    }
    const double young = gp::youngInterval(cost, mtbf.inHours());
    const double daly = gp::dalyInterval(cost, mtbf.inHours());
    json out{{"young_hours", young},
             {"daly_hours", daly},
             {"efficiency_at_daly", gp::dalyEfficiency(daly, cost, restart.inHours(), mtbf.inHours())},
             {"save_seconds", saveHours * 3600.0}};
    if (a.has("blocking"))
        out["blocking_seconds"] = cost * 3600.0;
    return out;
}

json mfuCommand(const Arguments& a)
{
    const double params = a.number("params");
    std::optional<gp::ModelShape> shape;
    const char* shapeOptions[] = {"layers", "heads", "head-dim", "seq-len"};
    int given = 0;
    for (const char* o : shapeOptions)
        given += a.has(o) ? 1 : 0;
    if (given != 0 && given != 4)
        throw gp::Error(gp::ErrorCode::IncompleteShape, "--layers/--heads/--head-dim/--seq-len");
    if (given == 4)
        shape = gp::ModelShape{a.number("layers"), a.number("heads"), a.number("head-dim"), a.number("seq-len")};
    const double fpt = gp::trainingFlopsPerToken(params, shape);
    const double mfu = gp::modelFlopsUtilization(a.number("tokens-per-second"), fpt, a.number("chips"),
                                                 a.number("peak-tflops"));
    return {{"flops_per_token", fpt}, {"mfu", mfu}};
}

json quizCommand(const Arguments& a)
{
    // A pack's usable graphs join the bank this command draws from.
    const gp::QuestionBank bank(graphsOf(a));
    const int count = a.has("count") ? static_cast<int>(a.integer("count", 1, 1000)) : 10;
    const auto seed = a.has("seed") ? static_cast<std::uint64_t>(a.integer("seed", 0, 9007199254740992LL)) : 1;
    json list = json::array();
    for (const gp::Question& q : bank.draw(count, seed)) {
        json choices = json::array();
        for (const gp::QuestionChoice& c : q.choices)
            choices.push_back({{"id", c.id}, {"text", c.text.english()}});
        json item{{"id", q.id}, {"topic", q.topic}, {"text", q.text.english()}, {"choices", choices},
                  {"explanation", q.explanation.english()}};
        if (q.numeric()) {
            item["answer"] = *q.numericAnswer;
            item["tolerance"] = q.tolerance;
            item["unit"] = q.unit;
        } else {
            item["answer"] = q.answer;
        }
        if (!q.graph.empty())
            item["path"] = {{"tree", q.graph}, {"answers", q.path}};
        list.push_back(item);
    }
    return {{"seed", seed}, {"questions", list}};
}

} // namespace gpcli
