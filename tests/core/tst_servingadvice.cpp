#include "catalog/Catalog.h"
#include "plan/Evaluate.h"
#include "plan/PlanFile.h"
#include "plan/ServingAdvice.h"

#include <QTest>

#include <string>
#include <vector>

// The GPU tree's inferencing branch answered from a serving plan's figures (docs/model.md section 21). The serving
// plans here are made by hand, so each case sets the deployment the branch is answered from; the builtin catalog
// gives the families and VM sizes (T4: 4 a VM, L4: 8).
class TestServingAdvice : public QObject {
    Q_OBJECT

private slots:
    void aSingleGpuIsT4OrL4();
    void oneVmKeepsT4OrL4();
    void upTo32IsL4UnlessLatencyIsCritical();
    void beyond32IsNvlink();
    void theSmallestDeploymentAnswersTheScale();
    void aModelBeyondT4AndL4IsLarge();
    void anInferencePlanIsServedOnTheTreesPick();
    void theWalkSetsLatencyAndIsCheckedAgainstTheFigures();
    void nothingServingIsAWarning();
};

namespace {

gp::InferencePlan served(const std::string& accelerator, int replicas, int perReplica, double costPerMillion,
                         bool ok = true)
{
    gp::InferencePlan p;
    p.accelerator = accelerator;
    p.replicas = replicas;
    p.acceleratorsPerReplica = perReplica;
    p.costPerMillionTokens = costPerMillion;
    p.fits = ok;
    p.meetsLatency = true;
    return p;
}

std::string pickOf(const gp::ServingAdvice& a, const std::vector<gp::InferencePlan>& serving)
{
    return a.pick ? serving[*a.pick].accelerator : std::string("none");
}

const gp::Catalog& catalog()
{
    static const gp::Catalog c = gp::builtinCatalog();
    return c;
}

gp::Plan eightB()
{
    gp::Plan plan;
    plan.kind = gp::PlanKind::Inference;
    plan.inference.request = gp::defaultInferenceRequest();
    return plan;
}

} // namespace

void TestServingAdvice::aSingleGpuIsT4OrL4()
{
    // One L4 serves it; the H100 is cheaper per million tokens here but not of the branch's families.
    const std::vector<gp::InferencePlan> s{served("l4", 1, 1, 0.50), served("t4", 1, 2, 0.40),
                                           served("h100-80gb", 1, 1, 0.30)};
    const gp::ServingAdvice a = gp::adviseServing(s, catalog(), false);
    QCOMPARE(a.node, std::string("t4-l4-inference"));
    QCOMPARE(a.answers, (std::vector<std::string>{"inferencing", "single-gpu"}));
    QCOMPARE(a.basis, std::string("l4"));
    QCOMPARE(a.basisAccelerators, 1);
    QCOMPARE(a.families, (std::vector<std::string>{"t4", "l4"}));
    QCOMPARE(pickOf(a, s), std::string("t4")); // the cheaper of T4 and L4, though it takes 2
    QVERIFY(!a.large);
    // Latency is not asked on a single GPU.
    QCOMPARE(gp::adviseServing(s, catalog(), true).node, std::string("t4-l4-inference"));
}

void TestServingAdvice::oneVmKeepsT4OrL4()
{
    // 3 replicas of 2 L4 = 6, within one VM's 8.
    const std::vector<gp::InferencePlan> s{served("l4", 3, 2, 1.0), served("t4", 4, 2, 0.9)};
    const gp::ServingAdvice a = gp::adviseServing(s, catalog(), false);
    QCOMPARE(a.answers, (std::vector<std::string>{"inferencing", "multi-gpu-vm"}));
    QCOMPARE(a.node, std::string("t4-l4-multi-gpu"));
    QCOMPARE(a.basisAccelerators, 6);
    QCOMPARE(pickOf(a, s), std::string("t4"));
}

void TestServingAdvice::upTo32IsL4UnlessLatencyIsCritical()
{
    // 8 replicas of 2 L4 = 16: more than a VM, within 32.
    const std::vector<gp::InferencePlan> s{served("l4", 8, 2, 1.0), served("t4", 10, 4, 0.9),
                                           served("a100-80gb", 2, 1, 1.5), served("h100-80gb", 1, 1, 1.2)};
    const gp::ServingAdvice relaxed = gp::adviseServing(s, catalog(), false);
    QCOMPARE(relaxed.answers, (std::vector<std::string>{"inferencing", "up-to-32", "not-critical"}));
    QCOMPARE(relaxed.node, std::string("l4-inference"));
    QCOMPARE(pickOf(relaxed, s), std::string("l4")); // L4 only, though T4 is cheaper
    const gp::ServingAdvice strict = gp::adviseServing(s, catalog(), true);
    QCOMPARE(strict.answers, (std::vector<std::string>{"inferencing", "up-to-32", "critical"}));
    QCOMPARE(strict.node, std::string("nvlink-inference"));
    QCOMPARE(strict.families, (std::vector<std::string>{"h100", "a100", "v100"}));
    QCOMPARE(pickOf(strict, s), std::string("h100-80gb"));
}

void TestServingAdvice::beyond32IsNvlink()
{
    const std::vector<gp::InferencePlan> s{served("l4", 33, 1, 1.0), served("a100-40gb", 9, 1, 1.1),
                                           served("v100", 20, 1, 1.05, false)};
    const gp::ServingAdvice a = gp::adviseServing(s, catalog(), false);
    QCOMPARE(a.answers, (std::vector<std::string>{"inferencing", "more-than-32"}));
    QCOMPARE(a.node, std::string("nvlink-inference"));
    QCOMPARE(a.basisAccelerators, 33);
    QCOMPARE(pickOf(a, s), std::string("a100-40gb")); // the V100 does not fit
}

void TestServingAdvice::theSmallestDeploymentAnswersTheScale()
{
    // T4 needs 40 (beyond 32), L4 20 (within): the scale is L4's; a tie goes to the cheaper.
    const std::vector<gp::InferencePlan> s{served("t4", 20, 2, 0.8), served("l4", 10, 2, 1.0)};
    QCOMPARE(gp::adviseServing(s, catalog(), false).basis, std::string("l4"));
    QCOMPARE(gp::adviseServing(s, catalog(), false).node, std::string("l4-inference"));
    const std::vector<gp::InferencePlan> tie{served("l4", 2, 2, 1.0), served("t4", 4, 1, 0.8)};
    QCOMPARE(gp::adviseServing(tie, catalog(), false).basis, std::string("t4"));
}

void TestServingAdvice::aModelBeyondT4AndL4IsLarge()
{
    const std::vector<gp::InferencePlan> s{served("l4", 1, 8, 1.0, false), served("t4", 1, 4, 1.0, false),
                                           served("h100-80gb", 2, 4, 3.0), served("tpu-v5e", 2, 8, 2.0)};
    const gp::ServingAdvice a = gp::adviseServing(s, catalog(), false);
    QVERIFY(a.large);
    QCOMPARE(a.node, std::string("nvlink-inference"));
    QCOMPARE(a.answers, (std::vector<std::string>{"inferencing"}));
    QCOMPARE(pickOf(a, s), std::string("h100-80gb")); // the TPU is cheaper but not an NVLink option
    // None of the families serving leaves no pick.
    const std::vector<gp::InferencePlan> none{served("l4", 1, 8, 1.0, false), served("tpu-v5e", 2, 8, 2.0)};
    QCOMPARE(pickOf(gp::adviseServing(none, catalog(), false), none), std::string("none"));
}

void TestServingAdvice::anInferencePlanIsServedOnTheTreesPick()
{
    // Llama 3.1 8B, BF16, 8 × 4,096 tokens, 512 + 256 tokens at 1 request/s. Its 16.06 GB of weights leave a T4
    // (16 GB) no room: one L4 holds them with 8 × 0.537 GB of cache; each L4 replica decodes a step of 16.6 GB at
    // 300 × 0.75 GB/s (74 ms), so about 0.4 requests/s: 3 replicas of 1 L4, within a VM.
    gp::Plan plan = eightB();
    const gp::Evaluation ev = gp::evaluate(plan);
    QCOMPARE(ev.servingAdvice.node, std::string("t4-l4-multi-gpu"));
    QCOMPARE(ev.servingAdvice.basis, std::string("l4"));
    QCOMPARE(ev.servingAdvice.basisAccelerators, 3);
    QVERIFY(ev.served.has_value());
    QVERIFY(ev.servingAdvice.pick.has_value());
    QCOMPARE(ev.served->accelerator, ev.serving[*ev.servingAdvice.pick].accelerator);
    QVERIFY(ev.served->accelerator == "t4" || ev.served->accelerator == "l4");
    // The plan's own accelerator is served as named.
    plan.inference.accelerator = "h100-80gb";
    QCOMPARE(gp::evaluate(plan).served->accelerator, std::string("h100-80gb"));
    // A training plan has no serving.
    QVERIFY(!gp::evaluate(gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN)).served);
}

void TestServingAdvice::theWalkSetsLatencyAndIsCheckedAgainstTheFigures()
{
    gp::Plan plan = eightB();
    plan.walks["gpu-selection"] = {"inferencing", "up-to-32", "critical"};
    gp::applyWalkKind(plan);
    QVERIFY(plan.inference.latencyCritical);
    const auto has = [](const gp::Evaluation& e, gp::WarningCode c) {
        for (const gp::Warning& w : e.warnings)
            if (w.code == c)
                return true;
        return false;
    };
    // The walk reached the NVLink options; the figures give T4 or L4 within one VM.
    QVERIFY(has(gp::evaluate(plan), gp::WarningCode::WalkDisagrees));
    plan.walks["gpu-selection"] = {"inferencing", "multi-gpu-vm"};
    gp::applyWalkKind(plan);
    QVERIFY(plan.inference.latencyCritical); // not asked on this branch: kept
    QVERIFY(!has(gp::evaluate(plan), gp::WarningCode::WalkDisagrees));
    // A single GPU recommends T4 or L4 too: the same accelerators, no warning.
    plan.walks["gpu-selection"] = {"inferencing", "single-gpu"};
    QVERIFY(!has(gp::evaluate(plan), gp::WarningCode::WalkDisagrees));
    plan.walks["gpu-selection"] = {"inferencing", "up-to-32", "not-critical"};
    gp::applyWalkKind(plan);
    QVERIFY(!plan.inference.latencyCritical);
    // Training warnings are not an inference plan's: none of them for the default goodput inputs.
    for (const gp::Warning& w : gp::evaluate(plan).warnings)
        QVERIFY(w.code == gp::WarningCode::WalkDisagrees || w.code == gp::WarningCode::NothingServes ||
                w.code == gp::WarningCode::ServedMissesTargets);
}

void TestServingAdvice::nothingServingIsAWarning()
{
    gp::Plan plan = eightB();
    // A TPOT of 1 ms: no accelerator decodes 16 GB in a millisecond.
    plan.inference.request.tpot = 0.001;
    gp::Evaluation ev = gp::evaluate(plan);
    QCOMPARE(ev.warnings.size(), std::size_t(1));
    QCOMPARE(ev.warnings.front().code, gp::WarningCode::NothingServes);
    QCOMPARE(std::string(gp::warningCodeName(ev.warnings.front().code)), std::string("nothing_serves"));
    // A T4 named for it: the model does not fit there, while others serve it.
    plan.inference.request.tpot.reset();
    plan.inference.accelerator = "t4";
    plan.inference.request.tensorParallel = 1;
    ev = gp::evaluate(plan);
    QCOMPARE(ev.warnings.size(), std::size_t(1));
    QCOMPARE(ev.warnings.front().code, gp::WarningCode::ServedMissesTargets);
    QCOMPARE(ev.warnings.front().subject, std::string("inference.accelerator"));
}

QTEST_APPLESS_MAIN(TestServingAdvice)
#include "tst_servingadvice.moc"
