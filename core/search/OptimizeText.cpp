#include "search/OptimizeText.h"

#include <algorithm>
#include <cmath>

namespace gp {
namespace {

Text money(double usd)
{
    return Text::money(std::round(usd));
}

Text days(double hours)
{
    return Text::number(std::round(hours / 24.0 * 10.0) / 10.0);
}

Text percent(double share)
{
    return Text::number(std::round(share * 1000.0) / 10.0);
}

Text nameOf(const Catalog& catalog, const std::string& id)
{
    const Accelerator* a = catalog.find(id);
    return Text::verbatim(a ? a->name : id);
}

// How the configuration is provisioned, as it ends a sentence: "on Spot", "with DWS calendar mode".
Text provisioningText(Provisioning p)
{
    switch (p) {
    case Provisioning::OnDemand: return Text(GP_TEXT("on demand"));
    case Provisioning::Spot: return Text(GP_TEXT("on Spot"));
    case Provisioning::DwsFlexStart: return Text(GP_TEXT("with DWS flex-start"));
    case Provisioning::DwsCalendar: return Text(GP_TEXT("with DWS calendar mode"));
    case Provisioning::Reservation: return Text(GP_TEXT("on a 1-year commitment"));
    case Provisioning::Reservation3y: return Text(GP_TEXT("on a 3-year commitment"));
    }
    return Text::verbatim(std::string(provisioningId(p)));
}

// "NVIDIA H100 80 GB × 512 on Spot"
Text configurationText(const Catalog& catalog, const Candidate& c)
{
    return Text(GP_TEXT("%1 × %2 %3"),
                {nameOf(catalog, c.config.accelerator), Text::number(c.estimate.accelerators),
                 provisioningText(c.config.provisioning)});
}

int priority(Binding b)
{
    switch (b) {
    case Binding::Budget: return 5;
    case Binding::Confidence: return 4;
    case Binding::Deadline: return 3;
    case Binding::LargestJob: return 2;
    case Binding::Memory: return 1;
    default: return 0;
    }
}

Binding limitBinding(OptimizeSpace::CountLimit l)
{
    switch (l) {
    case OptimizeSpace::CountLimit::None: return Binding::Deadline;
    case OptimizeSpace::CountLimit::Memory: return Binding::Memory;
    case OptimizeSpace::CountLimit::LargestJob: return Binding::LargestJob;
    default: return Binding::Deadline;
    }
}

} // namespace

bool winsTie(const Candidate& c, const Candidate& other)
{
    const bool room = c.estimate.memory.fitsWithRoom(), otherRoom = other.estimate.memory.fitsWithRoom();
    if (room != otherRoom)
        return room;
    const DeadlineRisk& x = *c.risk;
    const DeadlineRisk& y = *other.risk;
    return x.probability != y.probability    ? x.probability > y.probability
           : x.wallHoursP90 != y.wallHoursP90 ? x.wallHoursP90 < y.wallHoursP90
                                               : cheaper(c, other);
}

void choose(const std::vector<Candidate>& pool, OptimizeResult& r)
{
    const auto cheapest = std::min_element(pool.begin(), pool.end(), cheaper);
    if (cheapest == pool.end())
        return;
    const double limit = cheapest->estimate.cost * (1.0 + kCostTolerance);
    const Candidate* winner = &*cheapest;
    std::vector<const Candidate*> tied;
    for (const Candidate& c : pool) {
        if (!(c.estimate.cost <= limit))
            continue;
        if (std::none_of(tied.begin(), tied.end(), [&](const Candidate* t) {
                return t->config == c.config && t->scenario == c.scenario;
            }))
            tied.push_back(&c);
        if (winsTie(c, *winner))
            winner = &c;
    }
    r.recommended = *winner;
    if (winner->config != cheapest->config || winner->scenario != cheapest->scenario)
        r.tie = Tie{*cheapest, static_cast<int>(tied.size())};
}

RunnerUp runnerUpOf(const Accelerator& a, OptimizeSpace::CountLimit limit, const std::vector<TaskOutcome>& tasks)
{
    RunnerUp u;
    u.accelerator = a.id;
    u.reason = limitBinding(limit);
    for (const TaskOutcome& t : tasks) {
        if (t.accelerator != &a)
            continue;
        auto consider = [&](Binding b, const std::optional<Candidate>& c, auto better) {
            if (!c)
                return;
            if (priority(b) > priority(u.reason) && u.reason != Binding::Cost) {
                u.reason = b;
                u.best = c;
            } else if (b == u.reason && (!u.best || better(*c, *u.best))) {
                u.best = c;
            }
        };
        const std::optional<Candidate>& best = *t.best;
        if (best && (u.reason != Binding::Cost || cheaper(*best, *u.best))) {
            u.reason = Binding::Cost;
            u.best = best;
        }
        if (u.reason == Binding::Cost)
            continue;
        consider(Binding::Budget, *t.overBudget, cheaper);
        consider(Binding::Confidence, *t.likeliest,
                 [](const Candidate& x, const Candidate& y) { return x.risk->probability > y.risk->probability; });
        consider(Binding::Deadline, t.soonest ? std::optional<Candidate>(*t.soonest) : std::nullopt,
                 [](const Candidate& x, const Candidate& y) { return x.estimate.days < y.estimate.days; });
    }
    return u;
}

bool nearer(const RunnerUp& u, const std::optional<Candidate>& nearest, Binding nearestBinding)
{
    if (u.reason == Binding::Cost || !u.best)
        return false;
    if (priority(u.reason) != priority(nearestBinding))
        return priority(u.reason) > priority(nearestBinding);
    if (!nearest)
        return true;
    switch (u.reason) {
    case Binding::Budget: return cheaper(*u.best, *nearest);
    case Binding::Confidence: return u.best->risk->probability > nearest->risk->probability;
    default: return u.best->estimate.days < nearest->estimate.days;
    }
}

// Why a runner-up lost, without its name (which stands beside it wherever it is shown).
Text runnerUpSentence(const Catalog& catalog, const RunnerUp& r, const OptimizeResult& result)
{
    switch (r.reason) {
    case Binding::Memory:
        return Text(GP_TEXT("Too large for its memory at any count."));
    case Binding::LargestJob:
        return Text(GP_TEXT("The deadline would need more accelerators than its largest job."));
    case Binding::Deadline:
        return r.best && std::isfinite(r.best->estimate.days)
                   ? Text(GP_TEXT("At best %1 days, beyond the deadline of %2 days."),
                             {days(r.best->estimate.days * 24.0), days(result.deadlineHours)})
                   : Text(GP_TEXT("No count meets the deadline of %1 days."), {days(result.deadlineHours)});
    case Binding::Budget:
        return Text(GP_TEXT("It meets the deadline at %1, over the budget."), {money(r.best->estimate.cost)});
    case Binding::Confidence:
        return Text(GP_TEXT("At most %1 % likely to meet the deadline, below the %2 % required."),
                    {percent(r.best->risk->probability), percent(result.confidence)});
    case Binding::Cost:
    case Binding::None:
        return Text(GP_TEXT("It meets the goal at %1 (%2), more than the recommendation."),
                    {money(r.best->estimate.cost), configurationText(catalog, *r.best)});
    }
    return {};
}

namespace {

// Why the recommendation `c` won the tie against the cheapest `t`: room in memory, or the lower risk.
Text tieText(const Catalog& catalog, const Candidate& c, const Candidate& t)
{
    const Text cheapest = configurationText(catalog, t);
    const Text less = money(c.estimate.cost - t.estimate.cost);
    const Text more = Text::number(std::round((c.estimate.cost / t.estimate.cost - 1.0) * 1e5) / 1e3);
    if (c.estimate.memory.fitsWithRoom() && !t.estimate.memory.fitsWithRoom())
        return Text(GP_TEXT("A tie: the cheapest, %1, costs %2 less (%3 %), within the model's accuracy of %4 %, "
                            "and room in memory decides: it leaves %5 % of the usable memory free, less than %6 %, "
                            "against %7 % here."),
                    {cheapest, less, more, percent(kCostTolerance), percent(t.estimate.memory.headroom()),
                     percent(kMemoryHeadroom), percent(c.estimate.memory.headroom())});
    return Text(GP_TEXT("A tie: the cheapest, %1, costs %2 less (%3 %), within the model's accuracy of "
                        "%4 %, and the lower risk decides: %5 % likely in time against %6 %, %7 days "
                        "at the 90th percentile against %8."),
                {cheapest, less, more, percent(kCostTolerance), percent(c.risk->probability),
                 percent(t.risk->probability), days(c.risk->wallHoursP90), days(t.risk->wallHoursP90)});
}

} // namespace

void explain(OptimizeResult& r, const Catalog& catalog)
{
    const Text deadline = days(r.deadlineHours);
    const Text confidence = percent(r.confidence);
    if (r.recommended && r.tie) {
        const Candidate& c = *r.recommended;
        const Candidate& t = r.tie->cheapest;
        const Text meets = Text(GP_TEXT("%1 meets the deadline of %2 days with %3 % confidence: %4, %5 days "
                                        "expected, %6 days at the 90th percentile."),
                                {configurationText(catalog, c), deadline, confidence, money(c.estimate.cost),
                                 days(c.estimate.days * 24.0), days(c.risk->wallHoursP90)});
        r.reason = Text(GP_TEXT("%1 %2"), {meets, tieText(catalog, c, t)});
        return;
    }
    if (r.recommended) {
        const Candidate& c = *r.recommended;
        r.reason = Text(GP_TEXT("%1 is the cheapest configuration that meets the deadline of %2 days with %3 % "
                                "confidence: %4, %5 days expected, %6 days at the 90th percentile."),
                        {configurationText(catalog, c), deadline, confidence, money(c.estimate.cost),
                         days(c.estimate.days * 24.0), days(c.risk->wallHoursP90)});
        return;
    }
    if (!r.nearest && std::any_of(r.runnersUp.begin(), r.runnersUp.end(),
                                  [](const RunnerUp& u) { return u.reason == Binding::LargestJob; })) {
        r.reason = Text(GP_TEXT("Nothing meets the deadline of %1 days: it would need more accelerators than any "
                                "accelerator's largest job. A later deadline or a shorter run would admit one."),
                        {deadline});
        return;
    }
    if (!r.nearest) {
        r.reason = Text(GP_TEXT("The model fits no accelerator's memory under the plan's parallelism: shard the "
                                "optimizer states and parameters (ZeRO-3 or FSDP), raise the tensor or pipeline "
                                "parallel degree, or checkpoint activations."));
        return;
    }
    const Candidate& n = *r.nearest;
    switch (r.nearestBinding) {
    case Binding::Budget:
        r.reason = Text(GP_TEXT("Nothing meets the deadline of %1 days with %2 % confidence within the budget. "
                                "Nearest: %3 at %4; a budget of %4 would admit it."),
                        {deadline, confidence, configurationText(catalog, n), money(n.estimate.cost)});
        return;
    case Binding::Confidence:
        r.reason = Text(GP_TEXT("Nothing meets the deadline of %1 days with %2 % confidence. Nearest: %3, %4 % "
                                "likely in time; a deadline of %5 days would admit it at that confidence."),
                        {deadline, confidence, configurationText(catalog, n), percent(n.risk->probability),
                         days(n.risk->wallHoursP90 * 1.0)});
        return;
    default:
        r.reason = Text(GP_TEXT("Nothing meets the deadline of %1 days. Nearest: %2, %3 days expected; a deadline "
                                "of %3 days, a shorter run or rarer interruptions would admit it."),
                        {deadline, configurationText(catalog, n), days(n.estimate.days * 24.0)});
        return;
    }
}

} // namespace gp
