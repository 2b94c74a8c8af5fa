#include "catalog/Catalog.h"
#include "catalog/CostModel.h"
#include "io/Error.h"
#include "io/JsonLoad.h"
#include "plan/Evaluate.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"

#include <nlohmann/json.hpp>

#include <QTest>

Q_DECLARE_METATYPE(gp::ErrorCode)

namespace {

// One node of eight A100 40 GB, no interruptions and no save cost: SG = RG = 1, so every figure of docs/model.md
// section 7 can be worked out by hand.
gp::Plan quietPlan()
{
    gp::Plan p;
    p.goodput.nodes = 1;
    p.goodput.acceleratorsPerNode = 8;
    p.goodput.unwarnedPerNodeDay = 0;
    p.goodput.warnedPerNodeDay = 0;
    p.goodput.initialWait = gp::Duration::hours(0);
    p.goodput.checkpointSave = gp::Duration::hours(0);
    p.goodput.provisioning = gp::Provisioning::OnDemand;
    p.goodput.mfu = 0.5;
    p.training.parameters = 1e9;
    p.training.tokens = 1e11;
    p.training.accelerator = "a100-40gb";
    return p;
}

const gp::CostEstimate& find(const std::vector<gp::CostEstimate>& all, const std::string& id)
{
    for (const auto& e : all)
        if (e.accelerator == id)
            return e;
    static gp::CostEstimate none;
    return none;
}

} // namespace

class TestCatalog : public QObject {
    Q_OBJECT
private slots:
    void builtinCatalogIsComplete();
    void publishedPeaks_data();
    void publishedPeaks();
    void pricesByProvisioning();
    void costByHand();
    void overridesChangeTheCost();
    void overridesPersistInThePlan();
    void badOverrides_data();
    void badOverrides();
    void measuredThroughputReplacesTheEstimate();
    void spotComparedPerProductiveHour();
    void recommendationSelectsTheFamily();
    void malformedCatalogs_data();
    void malformedCatalogs();
};

void TestCatalog::builtinCatalogIsComplete()
{
    const gp::Catalog& c = gp::builtinCatalog();
    QCOMPARE(c.accelerators.size(), std::size_t(10));
    for (const char* id : {"t4", "l4", "v100", "a100-40gb", "a100-80gb", "h100-80gb", "h200", "b200", "tpu-v5e",
                           "tpu-v5p"})
        QVERIFY2(c.find(id), id);
    for (const gp::Accelerator& a : c.accelerators) {
        QVERIFY2(!a.sources.at("specs").empty() && !a.sources.at("prices").empty(), a.id.c_str());
        QVERIFY2(!a.asOf.empty(), a.id.c_str());
        QVERIFY(a.priceSpot <= a.priceOnDemand);
    }
    // The shipped file validates the same way when read from disk.
    const std::string text = gp::readFileLimited(GOODPUT_RESOURCES "/catalog/accelerators.json", 1 << 20);
    QCOMPARE(gp::catalogFromText(text, "accelerators.json").accelerators.size(), std::size_t(10));
}

void TestCatalog::publishedPeaks_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("bf16");
    QTest::addColumn<double>("memory");
    // Dense figures from the vendors' datasheets.
    QTest::newRow("T4 (FP16)") << "t4" << 65.0 << 16.0;
    QTest::newRow("L4") << "l4" << 121.0 << 24.0;
    QTest::newRow("A100 80 GB") << "a100-80gb" << 312.0 << 80.0;
    QTest::newRow("H100") << "h100-80gb" << 989.0 << 80.0;
    QTest::newRow("TPU v5e") << "tpu-v5e" << 197.0 << 16.0;
    QTest::newRow("TPU v5p") << "tpu-v5p" << 459.0 << 95.0;
}

void TestCatalog::publishedPeaks()
{
    QFETCH(QString, id);
    QFETCH(double, bf16);
    QFETCH(double, memory);
    const gp::Accelerator* a = gp::builtinCatalog().find(id.toStdString());
    QVERIFY(a);
    QCOMPARE(a->peakBf16Tflops, bf16);
    QCOMPARE(a->memoryGb, memory);
}

void TestCatalog::pricesByProvisioning()
{
    gp::Accelerator a;
    a.priceOnDemand = 10;
    a.priceSpot = 3;
    a.cud1yrPercent = 37;
    QCOMPARE(gp::hourlyPrice(a, gp::Provisioning::OnDemand), 10.0);
    QCOMPARE(gp::hourlyPrice(a, gp::Provisioning::Spot), 3.0);
    QVERIFY(std::abs(gp::hourlyPrice(a, gp::Provisioning::Reservation) - 6.3) < 1e-12);
    QCOMPARE(gp::hourlyPrice(a, gp::Provisioning::DwsCalendar), 10.0);
    // FP8 falls back to the 16-bit peak on a card without FP8.
    a.peakBf16Tflops = 312;
    QCOMPARE(gp::peakTflops(a, gp::Precision::Fp8), 312.0);
    a.peakFp8Tflops = 624;
    QCOMPARE(gp::peakTflops(a, gp::Precision::Fp8), 624.0);
}

void TestCatalog::costByHand()
{
    const gp::Plan plan = quietPlan();
    // C = 6 x 1e9 x 1e11 = 6e20 FLOPs; 8 x 312e12 x 0.5 = 1.248e15 FLOP/s; T = 480,769.23 s = 133.547 h.
    QCOMPARE(gp::trainingFlops(plan.training), 6e20);
    const auto all = gp::compareAccelerators(plan, gp::builtinCatalog());
    const gp::CostEstimate& e = find(all, "a100-40gb");
    const double hours = 6e20 / 1.248e15 / 3600.0;
    QVERIFY(std::abs(e.days - hours / 24.0) < 1e-9);
    QVERIFY(std::abs(e.acceleratorHours - hours * 8) < 1e-6);
    QVERIFY(std::abs(e.cost - hours * 8 * 2.93) < 1e-6); // 3,130.34 USD at the list price
    QCOMPARE(e.costPerProductiveHour, 2.93);              // SG x RG = 1
    // H100: 989 / 312 as fast.
    QVERIFY(std::abs(find(all, "h100-80gb").days * 989.0 / 312.0 - e.days) < 1e-9);
}

void TestCatalog::overridesChangeTheCost()
{
    gp::Plan plan = quietPlan();
    plan.priceOverrides["a100-40gb"].onDemand = 2.0;
    const gp::Catalog c = gp::effectiveCatalog(plan);
    QCOMPARE(c.find("a100-40gb")->priceOnDemand, 2.0);
    QCOMPARE(c.find("a100-40gb")->priceSpot, gp::builtinCatalog().find("a100-40gb")->priceSpot);
    const double hours = 6e20 / 1.248e15 / 3600.0;
    QVERIFY(std::abs(find(gp::compareAccelerators(plan, c), "a100-40gb").cost - hours * 8 * 2.0) < 1e-6);
}

void TestCatalog::overridesPersistInThePlan()
{
    gp::Plan plan = quietPlan();
    plan.priceOverrides["h100-80gb"] = {8.5, 2.5};
    plan.priceOverrides["tpu-v5e"].spot = 0.4;
    plan.training.measuredTokensPerSecond = 50000;
    plan.training.shape = gp::ModelShape{24, 16, 128, 2048};
    plan.training.precision = gp::Precision::Fp8;
    plan.provisioningProfiles = {{gp::Provisioning::Spot, gp::Duration::hours(9)}};
    const gp::Plan back = gp::planFromText(gp::planToJson(plan).dump(), "memory");
    QCOMPARE(back.priceOverrides.size(), std::size_t(2));
    QCOMPARE(*back.priceOverrides.at("h100-80gb").onDemand, 8.5);
    QCOMPARE(*back.priceOverrides.at("h100-80gb").spot, 2.5);
    QVERIFY(!back.priceOverrides.at("tpu-v5e").onDemand);
    QCOMPARE(*back.training.measuredTokensPerSecond, 50000.0);
    QCOMPARE(back.training.shape->headDim, 128.0);
    QCOMPARE(back.training.precision, gp::Precision::Fp8);
    QCOMPARE(back.provisioningProfiles.size(), std::size_t(1));
    QCOMPARE(back.provisioningProfiles[0].initialWait.inHours(), 9.0);
}

void TestCatalog::badOverrides_data()
{
    QTest::addColumn<QString>("json");
    QTest::newRow("negative") << R"({"price_overrides": {"t4": {"on_demand": -1}}})";
    QTest::newRow("spot above on-demand") << R"({"price_overrides": {"t4": {"spot": 5}}})";
    QTest::newRow("not a number") << R"({"price_overrides": {"t4": {"spot": "cheap"}}})";
}

void TestCatalog::badOverrides()
{
    QFETCH(QString, json);
    QString text = json;
    text.replace(0, 1, QStringLiteral(R"({"format": "goodput-planner-plan", "version": 1, )"));
    QVERIFY_THROWS_EXCEPTION(gp::Error, gp::planFromText(text.toStdString(), "memory"));
}

void TestCatalog::measuredThroughputReplacesTheEstimate()
{
    gp::Plan plan = quietPlan();
    // MFU = 0.25 needs 0.25 x 8 x 312e12 / 6e9 = 104,000 tokens/s: twice the time of the 0.5 estimate.
    plan.training.measuredTokensPerSecond = 104000;
    const auto all = gp::compareAccelerators(plan, gp::builtinCatalog());
    const gp::CostEstimate& a100 = find(all, "a100-40gb");
    QVERIFY(a100.measured);
    QVERIFY(std::abs(a100.mfu - 0.25) < 1e-12);
    QVERIFY(std::abs(a100.days - 2.0 * 6e20 / 1.248e15 / 86400.0) < 1e-9);
    QVERIFY(!find(all, "h100-80gb").measured); // measured on the A100 only
    QCOMPARE(find(all, "h100-80gb").mfu, 0.5);
    plan.training.measuredTokensPerSecond = 1e9; // impossible on eight A100s
    QVERIFY_THROWS_EXCEPTION(gp::Error, gp::compareAccelerators(plan, gp::builtinCatalog()));
}

void TestCatalog::spotComparedPerProductiveHour()
{
    gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN); // a Spot plan
    const auto rows = gp::compareProvisioning(plan, gp::effectiveCatalog(plan));
    QCOMPARE(rows.size(), std::size_t(5));
    const gp::Evaluation own = gp::evaluate(plan);
    for (const auto& r : rows) {
        if (r.provisioning == gp::Provisioning::Spot) {
            // The plan's own row is the workbench's goodput exactly.
            QVERIFY(r.fromPlan);
            QCOMPARE(r.runtime, own.goodput.runtime);
            QCOMPARE(r.estimate.costPerProductiveHour,
                     r.estimate.pricePerHour / (own.goodput.scheduling * own.goodput.runtime));
        } else {
            QVERIFY(!r.fromPlan);
        }
    }
    // Raising Spot's preemption rate in the plan makes its productive hour dearer: an answer from the model.
    const double before = rows[1].estimate.costPerProductiveHour;
    plan.goodput.spotPerNodeDay = 2.0;
    const auto raised = gp::compareProvisioning(plan, gp::effectiveCatalog(plan));
    QVERIFY(raised[1].estimate.costPerProductiveHour > before * 1.2);
    // One model for both: the Spot row of an on-demand plan is the workbench's figure for that plan on Spot, and
    // the on-demand row has no Spot preemptions at all.
    plan.goodput.provisioning = gp::Provisioning::OnDemand;
    const auto fromOnDemand = gp::compareProvisioning(plan, gp::effectiveCatalog(plan));
    gp::GoodputInputs onSpot = plan.goodput;
    onSpot.provisioning = gp::Provisioning::Spot;
    onSpot.initialWait = plan.provisioningProfiles[1].initialWait;
    QCOMPARE(fromOnDemand[1].runtime, gp::evaluateGoodput(onSpot).runtime);
    QVERIFY(fromOnDemand[0].runtime > fromOnDemand[1].runtime);
}

void TestCatalog::recommendationSelectsTheFamily()
{
    gp::Plan plan;
    plan.walks["gpu-selection"] = {"inferencing", "up-to-32", "not-critical"}; // L4
    QCOMPARE(gp::selectedAccelerator(plan, gp::builtinCatalog())->id, std::string("l4"));
    plan.walks["gpu-selection"] = {"training", "more-than-32"}; // H100, A100, V100: the first listed family
    QCOMPARE(gp::selectedAccelerator(plan, gp::builtinCatalog())->family, std::string("h100"));
    plan.training.accelerator = "tpu-v5p"; // an explicit choice wins
    QCOMPARE(gp::selectedAccelerator(plan, gp::builtinCatalog())->id, std::string("tpu-v5p"));
}

void TestCatalog::malformedCatalogs_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<gp::ErrorCode>("code");
    QTest::addColumn<QString>("names");
    using C = gp::ErrorCode;
    QTest::newRow("duplicate id") << "duplicate-id.json" << C::DuplicateId << "accelerator 't4'";
    QTest::newRow("spot above on-demand") << "spot-above-on-demand.json" << C::OutOfRange << "price_spot";
    QTest::newRow("missing sources") << "missing-sources.json" << C::MissingField << "sources";
    QTest::newRow("negative price") << "negative-price.json" << C::OutOfRange << "price_on_demand";
    QTest::newRow("wrong format") << "wrong-format.json" << C::WrongFormat << "wrong-format.json";
    QTest::newRow("peak not a number") << "peak-not-number.json" << C::WrongType << "peak_bf16_tflops";
    QTest::newRow("discount over 100") << "discount-over-100.json" << C::OutOfRange << "cud_1yr_percent";
}

void TestCatalog::malformedCatalogs()
{
    QFETCH(QString, file);
    QFETCH(gp::ErrorCode, code);
    QFETCH(QString, names);
    const std::string path = GOODPUT_TEST_DATA "/catalog/" + file.toStdString();
    try {
        gp::catalogFromText(gp::readFileLimited(path, 1 << 20), file.toStdString());
        QFAIL("accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(e.code(), code);
        QVERIFY2(QString::fromStdString(e.subject()).contains(names), e.subject().c_str());
    }
}

QTEST_APPLESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
