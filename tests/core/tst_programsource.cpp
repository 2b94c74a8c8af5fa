// Program goodput from the parallel layout in the plan (docs/model.md section 23, "In the plan"): where the MFU
// comes from, the layout found for each accelerator and count in pricing and sizing, and the plan file's keys.
// The 70B plan is Llama 2 70B's shape (80 layers, 64 heads of 128, 8 key-value heads, 4,096 tokens, a 32,000-word
// vocabulary) at 4M tokens a step on 512 H100, whose fastest layout docs/model.md states: tensor 4 × pipeline 16 ×
// data 8, micro-batch 1, ZeRO-2, no recomputation, 39.9 % MFU at 446,000 tokens a second.
#include "training/CostModel.h"
#include "io/Error.h"
#include "training/RunLayout.h"
#include "plan/Evaluate.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "plan/Sizing.h"
#include "plan/Validate.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <stdexcept>

namespace {

gp::Plan layoutPlan()
{
    return gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/llm-70b-layout.gpplan");
}

const gp::CostEstimate& row(const gp::Evaluation& ev, const char* id)
{
    const auto it = std::find_if(ev.accelerators.begin(), ev.accelerators.end(),
                                 [&](const gp::CostEstimate& e) { return e.accelerator == id; });
    if (it == ev.accelerators.end())
        throw std::runtime_error(std::string("no row ") + id);
    return *it;
}

} // namespace

class TestProgramSource : public QObject {
    Q_OBJECT
private slots:
    void theLayoutIsTheDefaultWithAShape();
    void thePricedLayoutIsTheProgramGoodput();
    void eachSourceAsAsked();
    void theLayoutFindsARecommendation();
    void aHeldLayoutIsKept();
    void countsWhereTheBatchDivides();
    void theKeysRoundTrip();
    void badKeysAreRefused();
};

void TestProgramSource::theLayoutIsTheDefaultWithAShape()
{
    gp::TrainingRun run;
    // No shape: the nearest published family's is assumed (7e9 parameters: Llama 2 7B), and the layout is the source.
    QCOMPARE(gp::programSource(run), gp::ProgramSource::Layout);
    run.parameters = -1;
    QCOMPARE(gp::programSource(run), gp::ProgramSource::Plan); // no usable count, no shape: the plan's figure
    run.parameters = 7e9;
    run.shape = gp::ModelShape{80, 64, 128, 4096};
    QCOMPARE(gp::programSource(run), gp::ProgramSource::Layout);
    run.measuredTokensPerSecond = 1000;
    QCOMPARE(gp::programSource(run), gp::ProgramSource::Measured); // a measurement wins
    run.programSource = gp::ProgramSource::Catalog;
    QCOMPARE(gp::programSource(run), gp::ProgramSource::Catalog); // the plan's own choice wins over both
    QCOMPARE(gp::programSource(layoutPlan().training), gp::ProgramSource::Layout);
}

void TestProgramSource::thePricedLayoutIsTheProgramGoodput()
{
    const gp::Evaluation ev = gp::evaluate(layoutPlan());
    const gp::CostEstimate* priced = ev.selectedEstimate();
    QVERIFY(priced);
    QCOMPARE(priced->accelerator, std::string("h100-80gb")); // the walk's first that fits: NVLink, H100 first
    QCOMPARE(priced->mfuSource, gp::MfuSource::Layout);
    QVERIFY(priced->layout);
    const gp::Layout& l = priced->layout->layout;
    QCOMPARE(l.tensor, 4);
    QCOMPARE(l.pipeline, 8); // with the gradient reduction hidden behind the backward pass (section 23, "Overlap")
    QCOMPARE(l.data, 16);
    QCOMPARE(l.microBatch, 1);
    QCOMPARE(l.sharding, gp::Sharding::Zero2);
    QCOMPARE(l.recompute, gp::Recompute::None);
    QVERIFY2(std::abs(priced->mfu - 0.420) < 0.0005, qPrintable(QString::number(priced->mfu)));
    QVERIFY2(std::abs(priced->layout->tokensPerSecond - 470460) < 500,
             qPrintable(QString::number(priced->layout->tokensPerSecond)));
    // Productive hours are the tokens at the layout's rate: 1.4e12 / 470,460 / 3,600 = 827 h.
    QVERIFY(std::abs(priced->productiveHours - 1.4e12 / priced->layout->tokensPerSecond / 3600.0) < 1e-6);
    QVERIFY(std::abs(priced->productiveHours - 827) < 1.5);
    // Its memory is the layout's: 29.1 GB of 72 usable.
    QVERIFY(priced->memory.fits);
    QVERIFY2(std::abs(priced->memory.usedGb() - 29.1) < 0.05, qPrintable(QString::number(priced->memory.usedGb())));
    // Program goodput is the priced layout's, not the plan's 37.3 %, and ML Productivity Goodput multiplies it.
    QCOMPARE(ev.goodput.program, priced->mfu);
    QVERIFY(std::abs(ev.goodput.mlProductivity - ev.goodput.scheduling * ev.goodput.runtime * priced->mfu) < 1e-12);
    QCOMPARE(ev.parameters.mfu, priced->mfu);
    // Every accelerator whose catalog row has the step model's figures gets its own layout.
    for (const gp::CostEstimate& e : ev.accelerators)
        if (e.memory.fits)
            QVERIFY2(e.mfuSource == gp::MfuSource::Layout && e.layout && e.mfu > 0 && e.mfu < 1, e.accelerator.c_str());
}

void TestProgramSource::eachSourceAsAsked()
{
    gp::Plan plan = layoutPlan();
    // The plan's figure on the accelerator it names, the published one elsewhere where there is one.
    plan.training.programSource = gp::ProgramSource::Plan;
    plan.training.accelerator = "h100-80gb";
    gp::Evaluation ev = gp::evaluate(plan);
    for (const gp::CostEstimate& e : ev.accelerators) {
        const gp::Accelerator* a = ev.catalog().find(e.accelerator);
        const bool priced = e.accelerator == ev.selectedEstimate()->accelerator;
        QCOMPARE(e.mfuSource, priced || !a->typicalMfu ? gp::MfuSource::Plan : gp::MfuSource::Catalog);
        QCOMPARE(e.mfu, priced || !a->typicalMfu ? 0.373 : *a->typicalMfu);
        QVERIFY(!e.layout);
    }
    QCOMPARE(ev.goodput.program, 0.373);
    // The catalog's typical figure wherever it publishes one, the priced accelerator too.
    plan.training.programSource = gp::ProgramSource::Catalog;
    plan.training.accelerator = "a100-80gb";
    ev = gp::evaluate(plan);
    const gp::Accelerator* a100 = ev.catalog().find("a100-80gb");
    QVERIFY(a100 && a100->typicalMfu);
    QCOMPARE(ev.selectedEstimate()->accelerator, std::string("a100-80gb"));
    QCOMPARE(row(ev, "a100-80gb").mfuSource, gp::MfuSource::Catalog);
    QCOMPARE(row(ev, "a100-80gb").mfu, *a100->typicalMfu);
    plan.training.accelerator.clear();
    // The plan's figure for one accelerator overrides its layout.
    plan.training.programSource.reset();
    plan.training.mfuByAccelerator["h100-80gb"] = 0.3;
    ev = gp::evaluate(plan);
    QCOMPARE(row(ev, "h100-80gb").mfuSource, gp::MfuSource::PlanOverride);
    QCOMPARE(row(ev, "h100-80gb").mfu, 0.3);
    QCOMPARE(row(ev, "a100-80gb").mfuSource, gp::MfuSource::Layout);
}

void TestProgramSource::theLayoutFindsARecommendation()
{
    // The 70B case with the plan's replicated data parallel and its own MFU: it fits no accelerator.
    gp::Plan fixed = layoutPlan();
    fixed.training.programSource = gp::ProgramSource::Plan;
    fixed.training.parallel.sharding = gp::Sharding::Replicated;
    QVERIFY(!gp::recommend(fixed, gp::evaluate(fixed)).recommended);
    // With the layout searched, a feasible accelerator is recommended with its layout.
    const gp::Plan plan = layoutPlan();
    const gp::Evaluation ev = gp::evaluate(plan);
    const gp::Recommendation r = gp::recommend(plan, ev);
    QVERIFY2(r.recommended, r.reason.english().c_str());
    const gp::Sizing& s = r.sizes[*r.recommended];
    QVERIFY(s.nodes);
    QVERIFY(s.estimate.layout);
    QVERIFY(s.estimate.memory.fits);
    QVERIFY(s.estimate.meetsDeadline);
    QCOMPARE(s.estimate.mfuSource, gp::MfuSource::Layout);
    // The layout is one of the job's: its degrees multiply to the accelerators, the replicas divide the batch.
    const gp::Layout& l = s.estimate.layout->layout;
    QCOMPARE(static_cast<double>(l.tensor) * l.pipeline * l.data * l.context, s.estimate.accelerators);
    QCOMPARE(1024 % l.data, 0);
    // Every sized accelerator that has a count has a layout at that count, which fits.
    for (const gp::Sizing& each : r.sizes)
        if (each.nodes)
            QVERIFY2(each.estimate.layout && each.estimate.memory.fits, each.accelerator.c_str());
}

void TestProgramSource::aHeldLayoutIsKept()
{
    // A file that gives its degrees holds them: tensor 8, no pipeline, ZeRO-1, every activation recomputed.
    gp::Plan plan = gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/llm-70b-14-days.gpplan");
    QVERIFY(!plan.training.parallel.search);
    plan.training.programSource = gp::ProgramSource::Layout;
    const gp::Evaluation ev = gp::evaluate(plan);
    const gp::CostEstimate& h100 = row(ev, "h100-80gb");
    QCOMPARE(h100.mfuSource, gp::MfuSource::Layout);
    QVERIFY(h100.layout);
    QCOMPARE(h100.layout->layout.tensor, 8);
    QCOMPARE(h100.layout->layout.pipeline, 1);
    QCOMPARE(h100.layout->layout.data, 64);
    QCOMPARE(h100.layout->layout.sharding, gp::Sharding::Zero1);
    QCOMPARE(h100.layout->layout.recompute, gp::Recompute::Full);
    // HFU counts the recomputed forward: above MFU.
    QVERIFY(h100.layout->hfu > h100.layout->mfu);
    // T4 has 8 accelerators a VM: tensor 8 fits its domain but not its memory.
    QVERIFY(!row(ev, "t4").memory.fits);
}

void TestProgramSource::countsWhereTheBatchDivides()
{
    // 1,024 sequences a step on nodes of 8 H100: t of 1, 2, 4 or 8 (dividing 64 heads), p up to the 80 layers
    // (uneven stages where it does not divide them), d dividing 1,024, a power of two. 83 nodes (664 = 2^3 x 83)
    // have no such layout, 83 stages being more than 80 layers; 9 nodes (72 = 8 x 9: p 9, uneven) do, as 10
    // (80 = 1 x 5 x 16), 5 (40 = 1 x 5 x 8) and 64 (512) do.
    const gp::Plan plan = layoutPlan();
    const gp::Accelerator& h100 = *gp::builtinCatalog().find("h100-80gb");
    const std::vector<int> counts = gp::layoutNodeCounts(plan.training, h100, 8, 1, 200);
    const auto has = [&](int n) { return std::find(counts.begin(), counts.end(), n) != counts.end(); };
    QVERIFY(!has(83));
    QVERIFY(has(9));
    QVERIFY(has(10));
    QVERIFY(has(5));
    QVERIFY(has(64));
    QVERIFY(std::is_sorted(counts.begin(), counts.end()));
    QVERIFY(!has(0) && counts.back() <= 200);
    // The fewest accelerators any layout could hold 70B on: 16 bytes a parameter over all of them, 1.12 TB over
    // 72 usable GB each, at least 16 H100 (2 nodes), and fewer than the 512 of the plan.
    const std::optional<double> fewest = gp::fewestLayoutAccelerators(plan.training, h100, 8);
    QVERIFY(fewest);
    QVERIFY2(*fewest >= 16 && *fewest <= 64, qPrintable(QString::number(*fewest)));
}

void TestProgramSource::theKeysRoundTrip()
{
    gp::Plan plan = layoutPlan();
    nlohmann::json j = gp::planToJson(plan);
    QVERIFY(!j["program"].contains("mfu_source")); // written only when the plan chose it
    QCOMPARE(j["training"]["shape"]["kv_heads"].get<double>(), 8.0);
    QCOMPARE(j["training"]["shape"]["vocabulary"].get<double>(), 32000.0);
    QCOMPARE(j["training"]["global_batch_tokens"].get<double>(), 4194304.0);
    QCOMPARE(j["training"]["parallelism"]["search"].get<bool>(), true);
    plan.training.programSource = gp::ProgramSource::Catalog;
    plan.training.globalBatchTokens = 2097152;
    plan.training.parallel.search = false;
    j = gp::planToJson(plan);
    QCOMPARE(j["program"]["mfu_source"].get<std::string>(), std::string("catalog"));
    const gp::Plan back = gp::planFromJson(j);
    QCOMPARE(back.training, plan.training);
}

void TestProgramSource::badKeysAreRefused()
{
    const auto refused = [](const std::function<void(nlohmann::json&)>& edit, const char* field) {
        nlohmann::json j = gp::planToJson(layoutPlan());
        edit(j);
        try {
            gp::validate(gp::planFromJson(j));
        } catch (const gp::Error& e) {
            return e.subject() == field;
        }
        return false;
    };
    QVERIFY(refused([](nlohmann::json& j) { j["program"]["mfu_source"] = "fastest"; }, "program.mfu_source"));
    QVERIFY(refused([](nlohmann::json& j) { j["training"]["global_batch_tokens"] = 0; }, "training.global_batch_tokens"));
    QVERIFY(refused([](nlohmann::json& j) { j["training"]["shape"]["kv_heads"] = 7; }, "training.shape.kv_heads"));
    QVERIFY(refused([](nlohmann::json& j) { j["training"]["shape"]["vocabulary"] = -1; }, "training.shape.vocabulary"));
    QVERIFY(refused([](nlohmann::json& j) { j["training"]["parallelism"]["search"] = "yes"; },
                    "training.parallelism.search"));
}

QTEST_APPLESS_MAIN(TestProgramSource)
#include "tst_programsource.moc"
