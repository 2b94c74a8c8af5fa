// Recommendations a customer can act on: memory fit, per-accelerator MFU, the deadline, wall against billed time,
// provisioning priced as it is sold, and the recommendation. Every expected figure is worked out by hand in the
// comments (docs/model.md sections 10, 16 and 17).
#include "PlanChecks.h"
#include "training/CostModel.h"
#include "catalog/MemoryFit.h"
#include "training/SpendTimeline.h"
#include "io/Error.h"
#include "plan/Evaluate.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "plan/Sizing.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <cmath>

namespace {

bool near(double a, double b, double tolerance = 1e-9)
{
    return std::abs(a - b) <= tolerance * std::max(1.0, std::abs(b));
}

// The shared quiet plan (PlanChecks.h): one node of eight A100 40 GB (3.67 USD an hour each), no interruptions
// and no save cost. C = 6 x 1e9 x 1e11 = 6e20 FLOPs; 8 x 312e12 x 0.5 = 1.248e15 FLOP/s: P = 133.547 h.
using gptest::quietPlan;
constexpr double kHours = 6e20 / 1.248e15 / 3600.0; // 133.547 h
constexpr double kRate = 3.67;

gp::CostEstimate priced(const gp::Plan& plan, gp::Provisioning provisioning)
{
    const gp::Catalog catalog = gp::effectiveCatalog(plan);
    gp::GoodputInputs in = plan.goodput;
    in.provisioning = provisioning;
    return gp::estimateCost(*catalog.find("a100-40gb"), plan.training, in, gp::evaluateGoodput(in), true);
}

// The case a new user tried: a 70B model on 1.4T tokens, 512 H100 (64 nodes of 8) and 8 hot spare nodes, a 14-day
// window; Llama-2-70B's shape, tensor parallel 8, ZeRO-1, activations recomputed.
gp::Plan llm70b()
{
    return gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/llm-70b-14-days.gpplan");
}

} // namespace

class TestPricing : public QObject {
    Q_OBJECT
private slots:
    void memoryByHand();
    void memoryMinimumCount();
    void initialWaitHappensOnce();
    void hotSparesAreBilled();
    void calendarBillsWholeDays();
    void calendarBillsATinyRunOneDay();
    void flexStartRunsAtMostAWeek();
    void commitmentIsPaidForItsTerm();
    void eachProvisioningRowWaitsItsOwnWait();
    void planWithoutAcceleratorIsPricedOnOneThatFits();
    void deadlineIsTheWindowUnlessSet();
    void techniqueAgreesWithTheProvisioningTable();
    void recommendationForThe70bCase();
    void recommendationWhenNothingMeetsTheDeadline();
    void customAcceleratorsJoinTheCatalog();
    void spendAgainstProgress();
    void badInputNamesTheField_data();
    void badInputNamesTheField();
};

void TestPricing::memoryByHand()
{
    // 70B on 512 H100 with t = 8, ZeRO-1, Adam: each rank holds 70e9 / 8 = 8.75e9 parameters; weights and
    // gradients whole (4 bytes: 35 GB), Adam's 12 bytes over 64 replicas (1.640625 GB): 36.640625 GB.
    gp::ModelShape shape{80, 64, 128, 4096};
    gp::Parallelism par;
    par.tensor = 8;
    par.sharding = gp::Sharding::Zero1;
    par.activationCheckpointing = true;
    gp::MemoryFit m = gp::memoryFit(70e9, shape, gp::Optimizer::Adam, par, 512, 8, 80);
    QVERIFY(near(m.statesGb, 36.640625));
    // Recomputed: each layer keeps its input, 2 s b h = 2 x 4096 x 8192 bytes, over 80 layers: 5.36870912 GB.
    QVERIFY(near(m.activationsGb, 5.36870912));
    QVERIFY(m.activationsCounted);
    // 80 GB as NVIDIA counts it is 80 GiB, 85.899 GB, less the 10 % reserve: 77.309 GB.
    QVERIFY(near(m.usableGb, 80 * 1.073741824 * 0.9));
    QVERIFY(m.fits);
    // Kept: s b h (10 + 24/t + 5 a s / (h t)) = 33,554,432 x (13 + 20) bytes a layer, 88.58 GB in all: no fit.
    par.activationCheckpointing = false;
    m = gp::memoryFit(70e9, shape, gp::Optimizer::Adam, par, 512, 8, 80);
    QVERIFY(near(m.activationsGb, 80 * 33554432.0 * 33 / 1e9));
    QVERIFY(!m.fits);
    QVERIFY(!m.minAccelerators); // the activations alone exceed the room: no count helps
    // Replicated data parallel: 16 bytes a parameter on every replica, 112 GB for 7B: never on 80 GB.
    par = gp::Parallelism{};
    par.sharding = gp::Sharding::Replicated;
    m = gp::memoryFit(7e9, std::nullopt, gp::Optimizer::Adam, par, 1024, 8, 80);
    QVERIFY(near(m.statesGb, 112.0));
    QVERIFY(!m.fits);
    QVERIFY(!m.minAccelerators);
    QVERIFY(!m.activationsCounted);
    // SGD with momentum keeps 8 bytes, 8-bit Adam 6 (ZeRO-3 over 4: 7e9 x (2 + 2 + K) / 4).
    par.sharding = gp::Sharding::Zero3;
    QVERIFY(near(gp::memoryFit(7e9, std::nullopt, gp::Optimizer::SgdMomentum, par, 4, 4, 80).statesGb, 21.0));
    QVERIFY(near(gp::memoryFit(7e9, std::nullopt, gp::Optimizer::Adam8bit, par, 4, 4, 80).statesGb, 17.5));
}

void TestPricing::memoryMinimumCount()
{
    // The 70B case: room = 77.309 - 5.369 - 35 = 36.940 GB for 105 GB of Adam states: 3 replicas of t = 8, 24 H100.
    gp::ModelShape shape{80, 64, 128, 4096};
    gp::Parallelism par;
    par.tensor = 8;
    par.activationCheckpointing = true;
    QCOMPARE(*gp::memoryFit(70e9, shape, gp::Optimizer::Adam, par, 8, 8, 80).minAccelerators, 24.0);
    // ZeRO-3, 7B, no shape: 112 GB over replicas of 77.3 GB: 2, rounded up to a whole node of 8.
    par = gp::Parallelism{};
    par.sharding = gp::Sharding::Zero3;
    QCOMPARE(*gp::memoryFit(7e9, std::nullopt, gp::Optimizer::Adam, par, 8, 8, 80).minAccelerators, 8.0);
    // Pipeline 3 on nodes of 8: whole nodes and whole groups of 3, multiples of 24.
    par.pipeline = 3;
    QCOMPARE(*gp::memoryFit(7e9, std::nullopt, gp::Optimizer::Adam, par, 8, 8, 80).minAccelerators, 24.0);
}

void TestPricing::initialWaitHappensOnce()
{
    // The issue's case: a 6 h wait, then the run. Wall time = 6 h + P; billed: P only.
    gp::Plan plan = quietPlan();
    plan.goodput.initialWait = gp::Duration::hours(6);
    const gp::CostEstimate e = priced(plan, gp::Provisioning::OnDemand);
    QVERIFY(near(e.productiveHours, kHours));
    QVERIFY(near(e.runningDays * 24, kHours));
    QVERIFY(near(e.days * 24, 6.0 + kHours));
    QVERIFY(near(e.billedAcceleratorHours, 8 * kHours));
    QVERIFY(near(e.cost, 8 * kHours * kRate)); // 3,920.86 USD: the wait is not billed
}

void TestPricing::hotSparesAreBilled()
{
    gp::Plan plan = quietPlan();
    plan.goodput.hotSpares = 1; // one spare node of 8, billed like the node it stands in for
    for (gp::Provisioning p : {gp::Provisioning::OnDemand, gp::Provisioning::Spot, gp::Provisioning::DwsFlexStart}) {
        const gp::CostEstimate e = priced(plan, p);
        QVERIFY(near(e.billedAcceleratorHours, 16 * e.runningDays * 24));
        QVERIFY(near(e.cost, e.billedAcceleratorHours * e.pricePerHour));
    }
    QVERIFY(near(priced(plan, gp::Provisioning::OnDemand).cost, 16 * kHours * kRate));
}

void TestPricing::calendarBillsWholeDays()
{
    // 133.547 h runs into a sixth day: six days of 24 h are reserved and paid, 8 x 144 x 3.67 = 4,227.84 USD.
    const gp::CostEstimate e = priced(quietPlan(), gp::Provisioning::DwsCalendar);
    QVERIFY(near(e.billedAcceleratorHours, 8 * 144.0));
    QVERIFY(near(e.cost, 4227.84));
    QVERIFY(near(e.days * 24, kHours)); // no wait: the block starts when it was booked
}

void TestPricing::calendarBillsATinyRunOneDay()
{
    // One token: 6 x 1e9 x 1 = 6e9 FLOPs at 1.248e15 FLOP/s, 4.8 microseconds. The block is still a whole day,
    // 8 x 24 x 3.67 = 704.64 USD, never 0 or -0.
    gp::Plan plan = quietPlan();
    plan.training.tokens = 1;
    const gp::CostEstimate e = priced(plan, gp::Provisioning::DwsCalendar);
    QVERIFY(near(e.productiveHours * 3600.0, 6e9 / 1.248e15));
    QVERIFY(near(e.billedAcceleratorHours, 8 * 24.0));
    QVERIFY(near(e.cost, 704.64));
    QVERIFY(!std::signbit(e.cost));
}

void TestPricing::flexStartRunsAtMostAWeek()
{
    gp::Plan plan = quietPlan();
    plan.goodput.initialWait = gp::Duration::hours(12);
    gp::CostEstimate e = priced(plan, gp::Provisioning::DwsFlexStart);
    QCOMPARE(e.flexRequests, 1);
    QVERIFY(near(e.days * 24, 12 + kHours));
    QVERIFY(near(e.cost, 8 * kHours * kRate)); // the wait is unbilled
    // Ten times the tokens: 1,335.47 h in requests of at most 168 h, 8 of them, each waiting 12 h again.
    plan.training.tokens = 1e12;
    e = priced(plan, gp::Provisioning::DwsFlexStart);
    QCOMPARE(e.flexRequests, 8);
    QVERIFY(near(e.days * 24, 8 * 12 + 10 * kHours));
    QVERIFY(near(e.cost, 8 * 10 * kHours * kRate));
}

void TestPricing::commitmentIsPaidForItsTerm()
{
    // 1 year at 37 % off: 3.67 x 0.63 = 2.3121 USD; 8 accelerators x 8,760 h x 2.3121 = 162,031.97 USD, used or not.
    gp::Plan plan = quietPlan();
    gp::CostEstimate e = priced(plan, gp::Provisioning::Reservation);
    QVERIFY(near(e.pricePerHour, 2.3121));
    QVERIFY(near(*e.committedCost, 162031.968));
    QVERIFY(near(e.cost, 162031.968)); // nothing else expected to use the rest of the term: the run carries it all
    QVERIFY(near(*e.breakEvenUtilization, 0.63));
    // Used at half for the rest of the term: 8 x 2.3121 x (133.547 + 0.5 x (8,760 - 133.547)).
    plan.training.commitmentUse = 0.5;
    e = priced(plan, gp::Provisioning::Reservation);
    QVERIFY(near(e.cost, 8 * 2.3121 * (kHours + 0.5 * (8760 - kHours))));
    QVERIFY(near(*e.committedCost, 162031.968));
    // 3 years at 55 % off: 8 x 26,280 h x 1.6515 = 347,211.36 USD.
    e = priced(quietPlan(), gp::Provisioning::Reservation3y);
    QVERIFY(near(*e.committedCost, 347211.36));
    QVERIFY(near(*e.breakEvenUtilization, 0.45));
    // The on-demand row has no commitment.
    QVERIFY(!priced(quietPlan(), gp::Provisioning::OnDemand).committedCost);
    // Billed is the term's accelerator-hours (8 x 8,760 = 70,080), used the run's (8 x 133.547 = 1,068.38).
    e = priced(quietPlan(), gp::Provisioning::Reservation);
    QVERIFY(near(e.billedAcceleratorHours, 70080));
    QVERIFY(near(e.usedAcceleratorHours, 8 * kHours));
    QVERIFY(near(e.billedAcceleratorHours * e.pricePerHour, *e.committedCost));
    // Off a commitment, billed and used agree except where whole days are billed (6 days = 144 h on DWS calendar).
    QVERIFY(near(priced(quietPlan(), gp::Provisioning::OnDemand).billedAcceleratorHours, 8 * kHours));
    QVERIFY(near(priced(quietPlan(), gp::Provisioning::DwsCalendar).billedAcceleratorHours, 8 * 144.0));
    QVERIFY(near(priced(quietPlan(), gp::Provisioning::DwsCalendar).usedAcceleratorHours, 8 * kHours));
}

void TestPricing::eachProvisioningRowWaitsItsOwnWait()
{
    // An on-demand plan that waits 240 h for capacity, 3 x 1e11 tokens: P = 3 x 133.547 = 400.641 h of running,
    // every hour productive. Each row waits its own profile's wait (on demand 2 h is the plan's own 240 h here,
    // Spot 6 h, DWS flex-start 12 h for each of ceil(400.641 / 168) = 3 requests, calendar and commitments none):
    //   on demand (240 + 400.641) / 24 = 26.693 days;   Spot (6 + 400.641) / 24 = 16.943 days;
    //   flex-start (36 + 400.641) / 24 = 18.193 days;   calendar and both commitments 400.641 / 24 = 16.693 days.
    gp::Plan plan = quietPlan();
    plan.training.tokens = 3e11;
    plan.goodput.initialWait = gp::Duration::hours(240);
    plan.goodput.window = gp::Duration::days(40);
    plan.training.deadline = gp::Duration::days(17); // Spot, the calendar and the commitments meet it
    const double running = 3 * kHours;
    const gp::Evaluation e = gp::evaluate(plan);
    QCOMPARE(e.provisioning().size(), std::size_t(6));
    struct Row {
        gp::Provisioning provisioning;
        double waitHours;
        bool meets;
    };
    const Row expected[] = {{gp::Provisioning::OnDemand, 240, false},   {gp::Provisioning::Spot, 6, true},
                            {gp::Provisioning::DwsFlexStart, 36, false}, {gp::Provisioning::DwsCalendar, 0, true},
                            {gp::Provisioning::Reservation, 0, true},    {gp::Provisioning::Reservation3y, 0, true}};
    for (const Row& r : expected) {
        const auto row = std::find_if(e.provisioning().begin(), e.provisioning().end(),
                                      [&](const gp::ProvisioningComparison& p) { return p.provisioning == r.provisioning; });
        QVERIFY(row != e.provisioning().end());
        const std::string id(gp::provisioningId(r.provisioning));
        QVERIFY2(near(row->estimate.waitHours, r.waitHours), id.c_str());
        QVERIFY2(near(row->estimate.days, (r.waitHours + running) / 24.0, 1e-6), id.c_str());
        QVERIFY2(row->estimate.meetsDeadline == r.meets, id.c_str());
        // No interruptions: the window's scheduling goodput loses only the row's one wait of the 960 h window
        // (a flex-start row's first request's 12 h), 240 / 960 = 25 % on demand.
        const double firstWait = r.provisioning == gp::Provisioning::DwsFlexStart ? 12.0 : r.waitHours;
        QVERIFY2(near(row->scheduling, 1.0 - firstWait / 960.0), id.c_str());
    }
    QCOMPARE(std::find_if(e.provisioning().begin(), e.provisioning().end(), [](const auto& p) {
                 return p.provisioning == gp::Provisioning::DwsFlexStart;
             })->estimate.flexRequests,
             3);
    // The scheduling goodput of each row sees the same wait as its wall days: the Spot row of a 30-day window with
    // interruptions waits 6 h in both.
    gp::Plan busy = plan;
    busy.goodput.unwarnedPerNodeDay = 0.5;
    busy.goodput.spotPerNodeDay = 0.5;
    const gp::Evaluation b = gp::evaluate(busy);
    for (const gp::ProvisioningComparison& p : b.provisioning()) {
        gp::GoodputInputs in = busy.goodput;
        if (!p.fromPlan) {
            in.provisioning = p.provisioning;
            in.initialWait = std::find_if(busy.provisioningProfiles.begin(), busy.provisioningProfiles.end(),
                                          [&](const gp::ProvisioningProfile& q) { return q.provisioning == p.provisioning; })
                                 ->initialWait;
        }
        const double wait = gp::provisioningWaits(in.provisioning) ? in.initialWait.inHours() : 0.0;
        QVERIFY(near(p.scheduling, gp::evaluateGoodput(in).scheduling));
        QVERIFY(near(p.estimate.waitHours, wait * p.estimate.flexRequests));
    }
}

void TestPricing::planWithoutAcceleratorIsPricedOnOneThatFits()
{
    // The default 7B plan names no accelerator. With ZeRO-1 on 16 x 8 accelerators a replica keeps 16-bit weights
    // and gradients, 4 bytes x 7e9 = 28 GB, and 12/128 bytes x 7e9 = 0.66 GB of optimizer states: more than a
    // T4's 16 GB or an L4's 24 GB less the 10 % reserve, so neither may be priced.
    gp::Plan plan;
    plan.training.programSource = gp::ProgramSource::Plan; // the plan's own parallelism, not a layout searched
    plan.training.accelerator.clear();
    const gp::Evaluation e = gp::evaluate(plan);
    const gp::CostEstimate* priced = e.selectedEstimate();
    QVERIFY(priced);
    QVERIFY(priced->memory.fits);
    QVERIFY(priced->accelerator != "t4" && priced->accelerator != "l4");
    QCOMPARE(e.acceleratorChoice, gp::AcceleratorChoice::Cheapest);
    // It is the cheapest of the rows that fit and meet the deadline.
    for (const gp::CostEstimate& row : e.accelerators)
        if (row.memory.fits && row.meetsDeadline)
            QVERIFY(priced->cost <= row.cost);
    const auto said = std::find_if(e.warnings.begin(), e.warnings.end(), [](const gp::Warning& w) {
        return w.code == gp::WarningCode::AcceleratorNotChosen;
    });
    QVERIFY(said != e.warnings.end());
    QCOMPARE(said->subject, std::string("training.accelerator"));
    // A walk to T4 or L4 is followed only where they fit: a 1B model fits an L4 (4 GB of weights and gradients).
    plan.walks["gpu-selection"] = {"inferencing", "up-to-32", "not-critical"};
    plan.training.parameters = 1e9;
    const gp::Evaluation small = gp::evaluate(plan);
    QCOMPARE(small.selectedEstimate()->accelerator, std::string("l4"));
    QCOMPARE(small.acceleratorChoice, gp::AcceleratorChoice::Walk);
    // At 7B it does not fit: the walk's pick is passed over for one that fits.
    plan.training.parameters = 7e9;
    const gp::Evaluation large = gp::evaluate(plan);
    QVERIFY(large.selectedEstimate()->memory.fits);
    QCOMPARE(large.acceleratorChoice, gp::AcceleratorChoice::Cheapest);
    // A model no accelerator holds at one accelerator (replicated 1T parameters): priced on the walk's pick, said so.
    plan.goodput.nodes = 1;
    plan.goodput.acceleratorsPerNode = 1;
    plan.training.parameters = 1e12;
    const gp::Evaluation none = gp::evaluate(plan);
    QCOMPARE(none.acceleratorChoice, gp::AcceleratorChoice::NothingFits);
    QVERIFY(std::any_of(none.warnings.begin(), none.warnings.end(),
                        [](const gp::Warning& w) { return w.code == gp::WarningCode::NoAcceleratorFits; }));
    // Naming one prices it, whatever it fits, and says nothing.
    plan.training.accelerator = "t4";
    const gp::Evaluation named = gp::evaluate(plan);
    QCOMPARE(named.selectedEstimate()->accelerator, std::string("t4"));
    QCOMPARE(named.acceleratorChoice, gp::AcceleratorChoice::Plan);
    QVERIFY(std::none_of(named.warnings.begin(), named.warnings.end(), [](const gp::Warning& w) {
        return w.code == gp::WarningCode::AcceleratorNotChosen || w.code == gp::WarningCode::NoAcceleratorFits;
    }));
}

void TestPricing::deadlineIsTheWindowUnlessSet()
{
    gp::Plan plan = quietPlan();
    plan.goodput.window = gp::Duration::days(5); // 120 h: the 133.5 h run misses it
    QVERIFY(!priced(plan, gp::Provisioning::OnDemand).meetsDeadline);
    plan.training.deadline = gp::Duration::days(6);
    QVERIFY(priced(plan, gp::Provisioning::OnDemand).meetsDeadline);
    // Round trip through the plan file.
    const gp::Plan back = gp::planFromText(gp::planToJson(plan).dump(), "memory");
    QCOMPARE(back.training.deadline->inHours(), 144.0);
}

void TestPricing::techniqueAgreesWithTheProvisioningTable()
{
    // "Reserve resources" is the plan re-evaluated on a DWS calendar reservation: the provisioning table's row.
    const gp::Plan plan = llm70b();
    const gp::Evaluation e = gp::evaluate(plan);
    const gp::TechniqueEffect* reserve = nullptr;
    for (const auto& t : e.techniques())
        if (t.id == "reservation")
            reserve = &t;
    QVERIFY(reserve);
    const gp::ProvisioningComparison* calendar = nullptr;
    for (const auto& p : e.provisioning())
        if (p.provisioning == gp::Provisioning::DwsCalendar)
            calendar = &p;
    QVERIFY(calendar);
    QVERIFY(near(reserve->after, calendar->scheduling * calendar->runtime * plan.goodput.mfu));
    // The 6 h wait is 1.8 % of a 14-day window: 0.67 points of ML Productivity Goodput at 37.3 % MFU.
    QVERIFY(reserve->after - reserve->before > 0.006);
}

void TestPricing::recommendationForThe70bCase()
{
    const gp::Plan plan = llm70b();
    const gp::Evaluation e = gp::evaluate(plan);
    auto row = [&](const char* id) -> const gp::CostEstimate& {
        for (const auto& c : e.accelerators)
            if (c.accelerator == id)
                return c;
        return e.accelerators.front();
    };
    // T4, L4 and V100 cannot hold the model's states under t = 8, ZeRO-1; nothing ranks them.
    QVERIFY(!row("t4").memory.fits);
    QVERIFY(!row("l4").memory.fits);
    QVERIFY(!row("v100").memory.fits);
    // 512 H100 at the plan's 37.3 % MFU: P = 5.88e23 / (512 x 989e12 x 0.373) = 3.113e6 s = 36.0 days of
    // computing, more with interruptions: the 14-day deadline is missed.
    QVERIFY(near(row("h100-80gb").productiveHours, 5.88e23 / (512 * 989e12 * 0.373) / 3600, 1e-9));
    QVERIFY(!row("h100-80gb").meetsDeadline);
    QVERIFY(row("h100-80gb").days > 36.0);
    QVERIFY(!e.rankings.cheapest); // no row meets the deadline at 512
    // Sized for the deadline: the H100 needs about 36.0 x 512 / 13.75 days ~ 1,340 accelerators before
    // interruptions; the recommendation is the cheapest that fits and finishes in time.
    const gp::Recommendation r = gp::recommend(plan, e);
    QVERIFY(r.recommended);
    const gp::Sizing& best = r.sizes[*r.recommended];
    QVERIFY(best.nodes);
    QVERIFY(best.estimate.meetsDeadline);
    QVERIFY(best.estimate.memory.fits);
    for (const gp::Sizing& s : r.sizes) {
        if (!s.nodes)
            continue;
        QVERIFY(s.estimate.cost >= best.estimate.cost);
        QVERIFY(s.estimate.days * 24 <= 14 * 24 + 1e-6);
        QVERIFY(*s.nodes * 8 >= s.minMemoryAccelerators);
        // The fewest whole nodes: one fewer misses the deadline.
        if (*s.nodes > 1) {
            gp::GoodputInputs in = plan.goodput;
            in.nodes = *s.nodes - 1;
            const gp::CostEstimate fewer = gp::estimateCost(*e.catalog().find(s.accelerator), plan.training, plan.goodput,
                                                            gp::evaluateGoodput(in), s.accelerator == "h100-80gb",
                                                            *s.nodes - 1);
            QVERIFY2(!fewer.meetsDeadline || fewer.accelerators < s.minMemoryAccelerators, s.accelerator.c_str());
        }
    }
    const gp::Sizing& h100 = r.sizes[5];
    QCOMPARE(h100.accelerator, std::string("h100-80gb"));
    QVERIFY(h100.nodes && *h100.nodes * 8 > 1340 && *h100.nodes * 8 < 1800);
    QVERIFY(!r.reason.english().empty());
}

void TestPricing::recommendationWhenNothingMeetsTheDeadline()
{
    gp::Plan plan = llm70b();
    plan.training.deadline = gp::Duration::days(1); // a day for 5.88e23 FLOPs: beyond every largest job
    const gp::Evaluation e = gp::evaluate(plan);
    const gp::Recommendation r = gp::recommend(plan, e);
    QVERIFY(!r.recommended);
    QVERIFY(r.closest);
    QVERIFY(r.reason.english().find("Closest") != std::string::npos);
    // The model fits nowhere: the reason says how to make it fit.
    plan.training.parallel.tensor = 1;
    plan.training.parallel.activationCheckpointing = false;
    plan.training.parallel.sharding = gp::Sharding::Replicated;
    const gp::Recommendation none = gp::recommend(plan, gp::evaluate(plan));
    QVERIFY(!none.recommended && !none.closest);
    QVERIFY(none.reason.english().find("ZeRO-3") != std::string::npos);
}

void TestPricing::customAcceleratorsJoinTheCatalog()
{
    gp::Plan plan = quietPlan();
    gp::Accelerator mine = *gp::builtinCatalog().find("a100-40gb");
    mine.id = "my-a100";
    mine.name = "Our A100 cluster";
    mine.priceOnDemand = 1.5;
    mine.priceSpot = 1.0;
    plan.customAccelerators.push_back(mine);
    const gp::Evaluation e = gp::evaluate(plan);
    QCOMPARE(e.catalog().accelerators.size(), gp::builtinCatalog().accelerators.size() + 1);
    QVERIFY(e.catalog().find("my-a100")->custom);
    const gp::Plan back = gp::planFromText(gp::planToJson(plan).dump(), "memory");
    QCOMPARE(back.customAccelerators.size(), std::size_t(1));
    QCOMPARE(back.customAccelerators[0].priceOnDemand, 1.5);
}

void TestPricing::spendAgainstProgress()
{
    // Without interruptions: a 6 h unbilled wait, then 133.547 h of computing billed at 8 x 3.67 USD an hour.
    gp::Plan quiet = quietPlan();
    quiet.goodput.initialWait = gp::Duration::hours(6);
    const gp::CostEstimate e = priced(quiet, gp::Provisioning::OnDemand);
    const gp::SpendTimeline t = gp::spendTimeline(quiet.goodput, e, 1);
    QVERIFY(t.finished);
    QVERIFY(near(t.finishHours, 6 + kHours));
    QVERIFY(near(t.points.back().spent, e.cost));
    QCOMPARE(t.points.back().progress, 1.0);
    QVERIFY(t.restarts.empty());
    QCOMPARE(t.points[1].spent, 0.0); // the wait costs nothing
    // The example plan on Spot: restarts and lost work, spending never falls, progress never passes 100 %.
    const gp::Plan example = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    const gp::Evaluation ev = gp::evaluate(example);
    const gp::CostEstimate& chosen = *ev.selectedEstimate();
    const gp::SpendTimeline s = gp::spendTimeline(example.goodput, chosen, 3);
    QVERIFY(s.finished);
    QVERIFY(!s.restarts.empty());
    QVERIFY(s.lostHours > 0);
    for (std::size_t i = 1; i < s.points.size(); ++i) {
        QVERIFY(s.points[i].spent >= s.points[i - 1].spent);
        QVERIFY(s.points[i].hours >= s.points[i - 1].hours);
        QVERIFY(s.points[i].progress <= 1.0 + 1e-12);
    }
    // One run against the expectation: within half and twice the expected wall time.
    QVERIFY(s.finishHours > 0.5 * chosen.days * 24 && s.finishHours < 2 * chosen.days * 24);
}

void TestPricing::badInputNamesTheField_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("field");
    QTest::newRow("deadline before the wait")
        << R"({"scheduling": {"provisioning": "spot", "initial_wait": "6h"}, "training": {"deadline": "5h"}})"
        << "training.deadline";
    QTest::newRow("zero price override") << R"({"price_overrides": {"t4": {"on_demand": 0}}})" << "price_overrides.t4";
    QTest::newRow("MFU above 1") << R"({"training": {"mfu_by_accelerator": {"t4": 1.5}}})"
                                 << "training.mfu_by_accelerator.t4";
    QTest::newRow("use above 1") << R"({"training": {"commitment_use_elsewhere": 2}})"
                                 << "training.commitment_use_elsewhere";
    QTest::newRow("tensor parallel 0") << R"({"training": {"parallelism": {"tensor": 0}}})"
                                       << "training.parallelism.tensor";
    QTest::newRow("unknown optimizer") << R"({"training": {"optimizer": "lion"}})" << "training.optimizer";
}

void TestPricing::badInputNamesTheField()
{
    QFETCH(QString, json);
    QFETCH(QString, field);
    QString text = json;
    text.replace(0, 1, QStringLiteral(R"({"format": "goodput-planner-plan", "version": 3, )"));
    try {
        gp::planFromText(text.toStdString(), "memory");
        QFAIL("accepted");
    } catch (const gp::Error& e) {
        QVERIFY2(QString::fromStdString(e.subject()).contains(field), e.subject().c_str());
    }
}

QTEST_APPLESS_MAIN(TestPricing)
#include "tst_pricing.moc"
