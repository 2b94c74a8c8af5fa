#include "PlanChecks.h"
#include "catalog/Catalog.h"
#include "training/CostModel.h"
#include "io/Error.h"
#include "io/JsonLoad.h"
#include "plan/Evaluate.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"

#include <nlohmann/json.hpp>

#include <QTest>

Q_DECLARE_METATYPE(gp::ErrorCode)

namespace {

using gptest::quietPlan;

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
    void extrapolatedEfficienciesAreMarked();
};

void TestCatalog::builtinCatalogIsComplete()
{
    const gp::Catalog& c = gp::builtinCatalog();
    QCOMPARE(c.accelerators.size(), std::size_t(13));
    for (const char* id : {"t4", "l4", "v100", "a100-40gb", "a100-80gb", "h100-80gb", "h800", "h200", "b200",
                           "gb200-nvl72", "tpu-v5e", "tpu-v5p", "tpu-v6e"})
        QVERIFY2(c.find(id), id);
    for (const gp::Accelerator& a : c.accelerators) {
        QVERIFY2(!a.sources.at("specs").empty() && !a.sources.at("prices").empty(), a.id.c_str());
        QVERIFY2(!a.asOf.empty(), a.id.c_str());
        QVERIFY(a.priceSpot <= a.priceOnDemand);
        // One basis for every row, the machine's price with its host; the machine named; MFU and largest job
        // each with a source, or a statement that none is published.
        QCOMPARE(a.priceBasis, gp::PriceBasis::Machine);
        QVERIFY2(!a.machineType.empty(), a.id.c_str());
        QVERIFY2(a.sources.count("mfu") && a.sources.count("largest_job"), a.id.c_str());
        QVERIFY2(a.largestJob.has_value(), a.id.c_str());
    }
    // MFU typical of LLM training, from the runs that published it: Llama 3 on H100, MT-NLG on A100, GPT-3 on V100.
    QCOMPARE(*c.find("h100-80gb")->typicalMfu, 0.40);
    QCOMPARE(*c.find("a100-80gb")->typicalMfu, 0.302);
    QCOMPARE(*c.find("v100")->typicalMfu, 0.213);
    QVERIFY(!c.find("tpu-v6e")->typicalMfu);
    // The shipped file validates the same way when read from disk.
    const std::string text = gp::readFileLimited(GOODPUT_RESOURCES "/catalog/accelerators.json", 1 << 20);
    QCOMPARE(gp::catalogFromText(text, "accelerators.json").accelerators.size(), std::size_t(13));
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
    QTest::newRow("TPU v6e (Trillium)") << "tpu-v6e" << 918.0 << 32.0;
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
    a.cud3yrPercent = 55;
    QVERIFY(std::abs(gp::hourlyPrice(a, gp::Provisioning::Reservation3y) - 4.5) < 1e-12);
    // A price per accelerator leaves the host out: its share is added, on Spot in the Spot ratio (3 / 10).
    a.priceBasis = gp::PriceBasis::Accelerator;
    a.hostPricePerHour = 1.0;
    QCOMPARE(gp::hourlyPrice(a, gp::Provisioning::OnDemand), 11.0);
    QVERIFY(std::abs(gp::hourlyPrice(a, gp::Provisioning::Spot) - 3.3) < 1e-12);
    a.priceBasis = gp::PriceBasis::Machine;
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
    QVERIFY(std::abs(e.cost - hours * 8 * 3.67) < 1e-6); // 3,920.86 USD at the list price (a2-highgpu-8g / 8)
    QVERIFY(std::abs(e.costPerProductiveHour - 3.67) < 1e-12); // no badput: every billed hour is productive
    QCOMPARE(e.mfuSource, gp::MfuSource::Plan);               // the priced accelerator: the plan's MFU
    // H100 at its published 40 % MFU: 989 x 0.40 against 312 x 0.50.
    const gp::CostEstimate& h100 = find(all, "h100-80gb");
    QCOMPARE(h100.mfuSource, gp::MfuSource::Catalog);
    QVERIFY(std::abs(h100.days * 989.0 * 0.40 - e.days * 312.0 * 0.5) < 1e-9);
    // TPU v6e publishes none: the plan's MFU, and it says so.
    QCOMPARE(find(all, "tpu-v6e").mfuSource, gp::MfuSource::Plan);
    QCOMPARE(find(all, "tpu-v6e").mfu, 0.5);
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
    // Each refusal names its field and says why: the T4's on-demand price is 0.35 USD an hour.
    QTest::addColumn<QString>("json");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("subject");
    QTest::newRow("negative") << R"({"price_overrides": {"t4": {"on_demand": -1}}})" << int(gp::ErrorCode::Negative)
                              << "price_overrides.t4.on_demand";
    QTest::newRow("spot above on-demand") << R"({"price_overrides": {"t4": {"spot": 5}}})"
                                          << int(gp::ErrorCode::OutOfRange) << "price_overrides.t4.spot";
    QTest::newRow("not a number") << R"({"price_overrides": {"t4": {"spot": "cheap"}}})"
                                  << int(gp::ErrorCode::WrongType) << "price_overrides.t4.spot";
}

void TestCatalog::badOverrides()
{
    QFETCH(QString, json);
    QFETCH(int, code);
    QFETCH(QString, subject);
    QString text = json;
    text.replace(0, 1, QStringLiteral(R"({"format": "goodput-planner-plan", "version": 1, )"));
    try {
        gp::planFromText(text.toStdString(), "memory");
        QFAIL("accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(int(e.code()), code);
        QCOMPARE(QString::fromStdString(e.subject()), subject);
    }
    // Half the on-demand price is a valid Spot price: the refusal above is the value's, not the field's.
    text = QStringLiteral(R"({"format": "goodput-planner-plan", "version": 1, "price_overrides": {"t4": {"spot": 0.17}}})");
    QCOMPARE(gp::planFromText(text.toStdString(), "memory").priceOverrides.at("t4").spot.value_or(0), 0.17);
}

void TestCatalog::measuredThroughputReplacesTheEstimate()
{
    gp::Plan plan = quietPlan();
    plan.training.programSource.reset(); // a measured throughput is the source by default
    // MFU = 0.25 needs 0.25 x 8 x 312e12 / 6e9 = 104,000 tokens/s: twice the time of the 0.5 estimate.
    plan.training.measuredTokensPerSecond = 104000;
    const auto all = gp::compareAccelerators(plan, gp::builtinCatalog());
    const gp::CostEstimate& a100 = find(all, "a100-40gb");
    QVERIFY(a100.measured);
    QVERIFY(std::abs(a100.mfu - 0.25) < 1e-12);
    QVERIFY(std::abs(a100.days - 2.0 * 6e20 / 1.248e15 / 86400.0) < 1e-9);
    QVERIFY(!find(all, "h100-80gb").measured); // measured on the A100 only
    QCOMPARE(find(all, "h100-80gb").mfu, 0.40);  // the H100's published figure
    // The plan's own figure for an accelerator overrides the catalog's.
    plan.training.mfuByAccelerator["h100-80gb"] = 0.45;
    QCOMPARE(find(gp::compareAccelerators(plan, gp::builtinCatalog()), "h100-80gb").mfu, 0.45);
    QCOMPARE(find(gp::compareAccelerators(plan, gp::builtinCatalog()), "h100-80gb").mfuSource,
             gp::MfuSource::PlanOverride);
    plan.training.measuredTokensPerSecond = 1e9; // impossible on eight A100s
    QVERIFY_THROWS_EXCEPTION(gp::Error, gp::compareAccelerators(plan, gp::builtinCatalog()));
}

void TestCatalog::spotComparedPerProductiveHour()
{
    gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN); // a Spot plan
    const auto rows = gp::evaluate(plan).provisioning();
    QCOMPARE(rows.size(), std::size_t(6));
    const gp::Evaluation own = gp::evaluate(plan);
    for (const auto& r : rows) {
        if (r.provisioning == gp::Provisioning::Spot) {
            // The plan's own row is the workbench's goodput exactly; a productive hour costs the rate over the
            // productive share of the running time (the wait is not billed).
            QVERIFY(r.fromPlan);
            QCOMPARE(r.runtime, own.goodput.runtime);
            const gp::Badput& h = own.goodput.hours;
            const double share =
                own.goodput.productive / (own.goodput.productive + h.reschedule + h.resume + h.lost + h.saves);
            QVERIFY(std::abs(r.estimate.costPerProductiveHour - r.estimate.pricePerHour / share) < 1e-9);
        } else {
            QVERIFY(!r.fromPlan);
        }
    }
    // Raising Spot's preemption rate in the plan makes its productive hour dearer: an answer from the model.
    const double before = rows[1].estimate.costPerProductiveHour;
    plan.goodput.spotPerNodeDay = 2.0;
    const auto raised = gp::evaluate(plan).provisioning();
    QVERIFY(raised[1].estimate.costPerProductiveHour > before * 1.2);
    // One model for both: the Spot row of an on-demand plan is the workbench's figure for that plan on Spot, and
    // the on-demand row has no Spot preemptions at all.
    plan.goodput.provisioning = gp::Provisioning::OnDemand;
    const auto fromOnDemand = gp::evaluate(plan).provisioning();
    gp::GoodputInputs onSpot = plan.goodput;
    onSpot.provisioning = gp::Provisioning::Spot;
    onSpot.initialWait = plan.provisioningProfiles[1].initialWait;
    QCOMPARE(fromOnDemand[1].runtime, gp::evaluateGoodput(onSpot).runtime);
    QVERIFY(fromOnDemand[0].runtime > fromOnDemand[1].runtime);
}

void TestCatalog::recommendationSelectsTheFamily()
{
    gp::Plan plan;
    plan.training.programSource = gp::ProgramSource::Plan; // the plan's own parallelism, not a layout searched
    plan.training.parameters = 1e9; // 4 GB of 16-bit weights and gradients: an L4 holds it
    plan.walks["gpu-selection"] = {"inferencing", "up-to-32", "not-critical"}; // L4
    QCOMPARE(gp::selectedAccelerator(plan, gp::builtinCatalog())->id, std::string("l4"));
    plan.training.parameters = 7e9; // 28 GB: more than an L4's 24 GB, so the walk's pick is not priced before costs
    QVERIFY(!gp::selectedAccelerator(plan, gp::builtinCatalog()));
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
    QTest::newRow("zero price") << "zero-price.json" << C::NotPositive << "accelerator 'l4'.price_spot";
    QTest::newRow("missing price") << "missing-price.json" << C::MissingField << "accelerator 't4'.price_on_demand";
    QTest::newRow("two price bases") << "mixed-basis.json" << C::OutOfRange << "accelerator 'l4'.price_basis";
    QTest::newRow("host left out") << "accelerator-basis-no-host.json" << C::MissingField << "host_price_per_hour";
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

void TestCatalog::extrapolatedEfficienciesAreMarked()
{
    // docs/model.md section 23, "Where it is calibrated": A100 and H100 are fitted on published runs; H200, B200
    // and TPU v6e take a calibrated accelerator's figure; T4, L4 and V100 are assumed.
    const gp::Catalog& c = gp::builtinCatalog();
    QCOMPARE(c.find("h100-80gb")->efficiencyBasis, gp::EfficiencyBasis::Calibrated);
    QCOMPARE(c.find("a100-40gb")->efficiencyBasis, gp::EfficiencyBasis::Calibrated);
    for (const char* id : {"h200", "b200", "tpu-v6e"})
        QCOMPARE(c.find(id)->efficiencyBasis, gp::EfficiencyBasis::Extrapolated);
    // TPU v5e and v5p keep v4's efficiency, checked on MaxText's published runs on them: not marked.
    for (const char* id : {"tpu-v5e", "tpu-v5p"}) {
        QCOMPARE(c.find(id)->efficiencyBasis, gp::EfficiencyBasis::Checked);
        QVERIFY(!gp::extrapolated(c.find(id)->efficiencyBasis));
    }
    QVERIFY(gp::extrapolated(c.find("t4")->efficiencyBasis));
    // The 70B plan priced from its layout: the TPU v6e row's MFU rests on an extrapolated efficiency, the H100's
    // does not; a row whose MFU is not the layout's is not marked.
    const gp::Plan plan = gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/llm-70b-layout.gpplan");
    const auto all = gp::compareAccelerators(plan, c);
    QVERIFY(find(all, "tpu-v6e").layout);
    QVERIFY(find(all, "tpu-v6e").efficiencyExtrapolated);
    QVERIFY(find(all, "h100-80gb").layout);
    QVERIFY(!find(all, "h100-80gb").efficiencyExtrapolated);
    QVERIFY(!find(gp::compareAccelerators(quietPlan(), c), "tpu-v6e").efficiencyExtrapolated);
    // An unknown basis is refused, naming the field.
    nlohmann::json j = nlohmann::json::parse(gp::readFileLimited(GOODPUT_RESOURCES "/catalog/accelerators.json", 1 << 20));
    j["accelerators"][0]["matrix_efficiency_basis"] = "guessed";
    try {
        gp::catalogFromText(j.dump(), "catalog.json");
        QFAIL("an unknown basis was read");
    } catch (const gp::Error& e) {
        QCOMPARE(e.code(), gp::ErrorCode::UnknownValue);
        QVERIFY2(QString::fromStdString(e.subject()).endsWith(QStringLiteral("matrix_efficiency_basis")), e.subject().c_str());
    }
}

QTEST_APPLESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
