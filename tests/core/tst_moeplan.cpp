// A Mixture-of-Experts plan (training.shape.moe, docs/model.md section 26): the experts read, written and checked
// by field, and the layout the run is priced at holding every expert.
#include "io/Error.h"
#include "catalog/Catalog.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "plan/Pricing.h"
#include "plan/Validate.h"
#include "training/MoeRun.h"
#include "training/RunLayout.h"

#include <QTest>

#include <nlohmann/json.hpp>

#include <functional>

class TestMoePlan : public QObject {
    Q_OBJECT
private slots:
    void exampleReadsDeepSeekV3();
    void roundTrips();
    void presetSetsTheRun();
    void badExpertsNameTheirField_data();
    void badExpertsNameTheirField();
    void layoutHoldsEveryExpert();
    void heldFiguresHoldEveryExpert();
};

namespace {

gp::Plan example() { return gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/moe-deepseek-v3.gpplan"); }

} // namespace

void TestMoePlan::exampleReadsDeepSeekV3()
{
    const gp::Plan plan = example();
    QVERIFY(plan.training.moe);
    const gp::MoeExperts& e = *plan.training.moe;
    QCOMPARE(e.preset, std::string("deepseek-v3"));
    QCOMPARE(e.experts, 256.0);
    QCOMPARE(e.expertsPerToken, 8.0);
    QCOMPARE(e.sharedExperts, 1.0);
    QCOMPARE(e.expertFfn, 2048.0);
    QCOMPARE(e.denseLayers, 3.0);
    QCOMPARE(e.ffn, 18432.0);
    // 671B in all, 37B a token as DeepSeek states them (the counted 671.0B and 37.6B).
    const gp::MoeParameters p = gp::moeParameters(gp::moeShapeOf(plan.training));
    QVERIFY(std::abs(p.total / 671e9 - 1) < 0.01);
    QVERIFY(std::abs(p.active / 37e9 - 1) < 0.02);
    gp::validate(plan);
}

void TestMoePlan::roundTrips()
{
    const gp::Plan plan = example();
    const nlohmann::json written = gp::planToJson(plan);
    QCOMPARE(written["training"]["shape"]["moe"]["experts_per_token"].get<double>(), 8.0);
    QCOMPARE(written["training"]["shape"]["moe"]["preset"].get<std::string>(), std::string("deepseek-v3"));
    QVERIFY(gp::planFromJson(written) == plan);
    gp::Plan dense = plan;
    dense.training.moe.reset();
    QVERIFY(!gp::planToJson(dense)["training"]["shape"].contains("moe"));
}

void TestMoePlan::presetSetsTheRun()
{
    gp::TrainingRun run;
    gp::applyMoePreset(run, *gp::findMoePreset("qwen3-235b-a22b"));
    QCOMPARE(run.moe->experts, 128.0);
    QCOMPARE(run.moe->expertsPerToken, 8.0);
    QCOMPARE(run.shape->kvHeads, 4.0);
    // The active parameters less the 2 x 151,936 x 4,096 of the embeddings: about 22B - 1.2B.
    QVERIFY(run.parameters > 19.5e9 && run.parameters < 21.5e9);
    gp::checkMoeRun(run);
}

void TestMoePlan::badExpertsNameTheirField_data()
{
    QTest::addColumn<std::function<void(gp::TrainingRun&)>>("edit");
    QTest::addColumn<QString>("field");
    using Edit = std::function<void(gp::TrainingRun&)>;
    QTest::newRow("top-k above the experts") << Edit([](gp::TrainingRun& t) { t.moe->expertsPerToken = 300; })
                                             << "training.shape.moe.experts_per_token";
    QTest::newRow("shared without routed") << Edit([](gp::TrainingRun& t) { t.moe->experts = 0; })
                                           << "training.shape.moe.shared_experts";
    QTest::newRow("active above the total") << Edit([](gp::TrainingRun& t) { t.parameters = 700e9; })
                                            << "training.parameters";
    QTest::newRow("dense layers all") << Edit([](gp::TrainingRun& t) { t.moe->denseLayers = 61; })
                                      << "training.shape.moe.dense_layers";
    QTest::newRow("unknown preset") << Edit([](gp::TrainingRun& t) { t.moe->preset = "gpt-5"; })
                                    << "training.shape.moe.preset";
    QTest::newRow("no expert width") << Edit([](gp::TrainingRun& t) { t.moe->expertFfn = 0; })
                                     << "training.shape.moe.expert_ffn";
}

void TestMoePlan::badExpertsNameTheirField()
{
    QFETCH(std::function<void(gp::TrainingRun&)>, edit);
    QFETCH(QString, field);
    gp::Plan plan = example();
    edit(plan.training);
    try {
        gp::validate(plan);
        QFAIL("accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(QString::fromStdString(e.subject()), field);
    }
}

void TestMoePlan::layoutHoldsEveryExpert()
{
    const gp::Plan plan = example();
    const gp::Accelerator& h100 = *gp::builtinCatalog().find("h100-80gb");
    // 671B weights with Adam in mixed precision, 16 bytes each, on 80 GB: at least 134 H100 even fully sharded,
    // where 37B active alone would take 8.
    const std::optional<double> fewest = gp::fewestLayoutAccelerators(plan.training, h100, 8);
    QVERIFY(fewest);
    QVERIFY2(*fewest >= 134, qPrintable(QString::number(*fewest)));
    const gp::RunLayout r = gp::runLayout(plan.training, h100, 2048);
    QVERIFY(r.applies && r.best);
    // The MFU counts the active parameters: between the 12 and 28 % published MoE runs reach, not a dense 40 %.
    QVERIFY2(r.best->mfu > 0.15 && r.best->mfu < 0.35, qPrintable(QString::number(r.best->mfu)));
    QVERIFY(r.best->fits);
}

void TestMoePlan::heldFiguresHoldEveryExpert()
{
    // Priced at the plan's own MFU, with its own degrees, the memory still holds every expert: 671,025,397,760
    // parameters less the 2 x 129,280 x 7,168 = 1,853,358,080 of the embeddings. Fully sharded over 16 H100 that is
    // 669.2B x 16 bytes / 16 = 669 GB an accelerator, which 80 GB does not hold; the 35.7B active parameters alone
    // (35.7 GB) would have fitted.
    gp::Plan plan = example();
    QCOMPARE(gp::heldParameters(plan.training), 669172039680.0);
    plan.training.programSource = gp::ProgramSource::Plan;
    plan.training.parallel.search = false;
    plan.training.parallel.sharding = gp::Sharding::Zero3;
    plan.training.parallel.tensor = 1;
    plan.training.parallel.pipeline = 1;
    plan.training.parallel.activationCheckpointing = true;
    plan.goodput.nodes = 2;
    const gp::Accelerator& h100 = *gp::builtinCatalog().find("h100-80gb");
    QVERIFY(!gp::fitsAtPlanCount(plan, h100));
    gp::Plan dense = plan;
    dense.training.moe.reset();
    QCOMPARE(gp::heldParameters(dense.training), plan.training.parameters);
    QVERIFY(gp::fitsAtPlanCount(dense, h100));
}

QTEST_GUILESS_MAIN(TestMoePlan)
#include "tst_moeplan.moc"
