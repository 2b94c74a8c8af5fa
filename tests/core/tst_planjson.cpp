#include "io/Error.h"
#include "io/JsonFields.h"
#include "io/JsonLoad.h"
#include "plan/Evaluate.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "plan/Validate.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QTest>

class TestPlanJson : public QObject {
    Q_OBJECT
private slots:
    void examplePlanLoads();
    void roundTrip();
    void minimalPlanTakesDefaults();
    void version2MeansWhatItMeant();
    void walkFeedsTheRecommendation();
    void staleWalkIsCutBack();
    void badFiles_data();
    void badFiles();
    void deepDocumentRefusedBeforeParsing();
    void sizeLimit();
    void unknownKeysAreNamed();
    void plansWrittenOrShippedHaveNoUnknownKeys();
    void unknownKeysAreCapped();
    void priceBelowTheFloorIsRefused();
};

namespace {
std::string dataFile(const char* name)
{
    return std::string(GOODPUT_TEST_DATA "/plans/") + name;
}
} // namespace

void TestPlanJson::examplePlanLoads()
{
    const gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    QCOMPARE(plan.goodput.nodes, 16);
    QCOMPARE(plan.goodput.acceleratorsPerNode, 8);
    QCOMPARE(plan.goodput.window.inDays(), 30.0);
    QCOMPARE(plan.goodput.provisioning, gp::Provisioning::Spot);
    QCOMPARE(plan.goodput.checkpointSave.inMinutes(), 1.0);
    const gp::Evaluation e = gp::evaluate(plan);
    QVERIFY(e.goodput.mlProductivity > 0.3 && e.goodput.mlProductivity < 0.4);
}

void TestPlanJson::roundTrip()
{
    gp::Plan plan;
    plan.title = "Round <trip> & \"quotes\" ü";
    gp::GoodputInputs& in = plan.goodput;
    in.nodes = 33;
    in.acceleratorsPerNode = 4;
    in.window = gp::Duration::hours(1000.125);
    in.provisioning = gp::Provisioning::DwsFlexStart;
    in.initialWait = gp::Duration::minutes(17);
    in.reschedule = gp::Duration::seconds(97);
    in.hotSpares = 2;
    in.spareSwap = gp::Duration::seconds(45);
    in.unwarnedPerNodeDay = 0.0123;
    in.warnedPerNodeDay = 0.456;
    in.checkpointInterval = gp::Duration::minutes(37);
    in.checkpointSave = gp::Duration::seconds(12.5);
    in.autoCheckpoint = true;
    in.gracePeriod = gp::Duration::seconds(25);
    in.restore = gp::Duration::minutes(3.3);
    in.imageSizeGb = 21.5;
    in.pullGbPerMinute = 0.7;
    in.preload = true;
    in.preloadSpeedup = 12;
    in.mfu = 0.377;
    plan.simulation.runs = 1234;
    plan.simulation.seed = 987654321;
    plan.walks["gpu-selection"] = {"inferencing", "up-to-32"};
    plan.walks["training-time"] = {"yes", "next"};
    plan.engagement = {"Kunde ü <b>", "Pilot & scale-out", "A. Architect", "2026-12-01"};
    plan.notes = "Line one\nLine two with \"quotes\" and endobj";
    plan.training.parameters = 7e10;
    plan.training.tokens = 1.4e12;
    plan.training.accelerator = "h100-80gb";
    plan.training.precision = gp::Precision::Fp8;
    plan.training.shape = gp::ModelShape{80, 64, 128, 4096};
    plan.training.measuredTokensPerSecond = 100000;
    plan.priceOverrides["h100-80gb"] = gp::PriceOverride{9.5, 3.25};
    plan.priceOverrides["tpu-v5e"] = gp::PriceOverride{std::nullopt, 0.5};
    plan.provisioningProfiles = {{gp::Provisioning::Spot, gp::Duration::hours(5)},
                                 {gp::Provisioning::Reservation, gp::Duration()}};
    in.spareRepair = gp::Duration::hours(7.5);
    in.maintenanceReschedule = gp::Duration::minutes(11);
    in.spotReschedule = gp::Duration::hours(3.25);
    in.spotPerNodeDay = 0.0789;
    in.spotGracePeriod = gp::Duration::seconds(33);
    in.failuresDuringRecovery = false;

    const std::string text = gp::planToJson(plan).dump();
    const gp::Plan back = gp::planFromText(text, "memory");
    // Every field, compared by the plan's own equality and, for the ones a user would notice first, one by one.
    QVERIFY(back == plan);
    QCOMPARE(back.engagement.customer, plan.engagement.customer);
    QCOMPARE(back.engagement.engagement, plan.engagement.engagement);
    QCOMPARE(back.engagement.architect, plan.engagement.architect);
    QCOMPARE(back.engagement.date, plan.engagement.date);
    QCOMPARE(back.notes, plan.notes);
    QCOMPARE(back.training.accelerator, std::string("h100-80gb"));
    QCOMPARE(*back.priceOverrides.at("h100-80gb").spot, 3.25);
    QCOMPARE(back.provisioningProfiles.size(), std::size_t(2));
    QCOMPARE(back.title, plan.title);
    const gp::GoodputInputs& b = back.goodput;
    QCOMPARE(b.nodes, in.nodes);
    QCOMPARE(b.acceleratorsPerNode, in.acceleratorsPerNode);
    QCOMPARE(b.window.inHours(), in.window.inHours());
    QCOMPARE(b.provisioning, in.provisioning);
    QCOMPARE(b.initialWait.inHours(), in.initialWait.inHours());
    QCOMPARE(b.reschedule.inHours(), in.reschedule.inHours());
    QCOMPARE(b.hotSpares, in.hotSpares);
    QCOMPARE(b.spareSwap.inHours(), in.spareSwap.inHours());
    QCOMPARE(b.unwarnedPerNodeDay, in.unwarnedPerNodeDay);
    QCOMPARE(b.warnedPerNodeDay, in.warnedPerNodeDay);
    QCOMPARE(b.checkpointInterval.inHours(), in.checkpointInterval.inHours());
    QCOMPARE(b.checkpointSave.inHours(), in.checkpointSave.inHours());
    QCOMPARE(b.autoCheckpoint, in.autoCheckpoint);
    QCOMPARE(b.gracePeriod.inHours(), in.gracePeriod.inHours());
    QCOMPARE(b.restore.inHours(), in.restore.inHours());
    QCOMPARE(b.imageSizeGb, in.imageSizeGb);
    QCOMPARE(b.pullGbPerMinute, in.pullGbPerMinute);
    QCOMPARE(b.preload, in.preload);
    QCOMPARE(b.preloadSpeedup, in.preloadSpeedup);
    QCOMPARE(b.mfu, in.mfu);
    QCOMPARE(back.simulation.runs, 1234);
    QCOMPARE(back.simulation.seed, std::uint64_t(987654321));
    QCOMPARE(back.walks, plan.walks);
}

void TestPlanJson::walkFeedsTheRecommendation()
{
    gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    QCOMPARE(gp::recommendedAccelerators(plan), (std::vector<std::string>{"h100", "a100", "v100"}));
    plan.walks["gpu-selection"] = {"inferencing", "single-gpu"};
    QCOMPARE(gp::recommendedAccelerators(plan), (std::vector<std::string>{"t4", "l4"}));
    plan.walks["gpu-selection"] = {"inferencing"}; // not at a recommendation yet
    QVERIFY(gp::recommendedAccelerators(plan).empty());
}

void TestPlanJson::staleWalkIsCutBack()
{
    const gp::Plan plan = gp::planFromText(
        R"({"format": "goodput-planner-plan", "version": 1,
            "walks": {"gpu-selection": ["training", "quantum", "x"], "no-such-graph": ["a"]}})",
        "memory");
    QCOMPARE(plan.walks.at("gpu-selection"), std::vector<std::string>{"training"});
    QVERIFY(!plan.walks.count("no-such-graph"));
}

void TestPlanJson::minimalPlanTakesDefaults()
{
    const gp::Plan plan = gp::loadPlanFile(dataFile("minimal.gpplan"));
    QCOMPARE(plan.title, std::string("Minimal"));
    QCOMPARE(plan.goodput.nodes, gp::GoodputInputs{}.nodes);
}

void TestPlanJson::version2MeansWhatItMeant()
{
    // A version 2 plan: one warned rate, one reschedule time, recovery never interrupted, a Spot profile with its own
    // warned rate of 0.2. Version 3 keeps each of those meanings in its classes.
    const gp::Plan plan = gp::loadPlanFile(dataFile("version2.gpplan"));
    const gp::GoodputInputs& in = plan.goodput;
    QCOMPARE(in.warnedPerNodeDay, 0.03);
    QCOMPARE(in.maintenanceReschedule.inHours(), in.reschedule.inHours());
    QCOMPARE(in.spotReschedule.inHours(), in.reschedule.inHours());
    QCOMPARE(in.spotGracePeriod.inHours(), in.gracePeriod.inHours());
    QVERIFY(!in.failuresDuringRecovery);
    QVERIFY(std::abs(in.spotPerNodeDay - (0.2 - 0.03)) < 1e-12); // on Spot: 0.03 maintenance + 0.17 Spot = 0.2
    QCOMPARE(plan.provisioningProfiles.size(), std::size_t(2));
    QCOMPARE(plan.provisioningProfiles[1].initialWait.inHours(), 6.0);
    // Saved again, it is a version 3 plan that means the same.
    const nlohmann::json saved = gp::planToJson(plan);
    QCOMPARE(saved["version"].get<int>(), 3);
    QVERIFY(gp::planFromJson(saved) == plan);
    // A version 2 plan on Spot keeps its warned rate as its only rate: no Spot preemptions are added to it.
    nlohmann::json spot = nlohmann::json::parse(R"({"format": "goodput-planner-plan", "version": 2,
        "scheduling": {"provisioning": "spot"}, "runtime": {"warned_per_node_day": 0.15}})");
    const gp::Plan onSpot = gp::planFromJson(spot);
    QCOMPARE(onSpot.goodput.spotPerNodeDay, 0.0);
    QCOMPARE(onSpot.goodput.warnedPerNodeDay, 0.15);
    // New plans interrupt recovery too.
    QVERIFY(gp::Plan{}.goodput.failuresDuringRecovery);
}

void TestPlanJson::badFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("subject");
    using C = gp::ErrorCode;
    QTest::newRow("truncated") << "truncated.gpplan" << int(C::JsonSyntax) << "";
    QTest::newRow("empty") << "empty.gpplan" << int(C::JsonSyntax) << "";
    QTest::newRow("foreign format") << "foreign-format.gpplan" << int(C::WrongFormat) << "format";
    QTest::newRow("newer version") << "newer-version.gpplan" << int(C::UnsupportedVersion) << "version";
    QTest::newRow("wrong type") << "wrong-type.gpplan" << int(C::WrongType) << "scale.nodes";
    QTest::newRow("bad duration") << "bad-duration.gpplan" << int(C::InvalidDuration)
                                  << "runtime.checkpoint_interval";
    QTest::newRow("unknown provisioning") << "unknown-provisioning.gpplan" << int(C::UnknownValue)
                                          << "scheduling.provisioning";
    QTest::newRow("huge number") << "huge-number.gpplan" << int(C::JsonSyntax) << "";
    QTest::newRow("negative rate") << "negative-rate.gpplan" << int(C::Negative) << "runtime.unwarned_per_node_day";
    QTest::newRow("wait exceeds window") << "wait-exceeds-window.gpplan" << int(C::WaitExceedsWindow)
                                         << "scheduling.initial_wait";
    QTest::newRow("not an object") << "not-an-object.gpplan" << int(C::WrongType) << "document";
    QTest::newRow("deep nesting") << "deep-nesting.gpplan" << int(C::NestingTooDeep) << "";
    QTest::newRow("missing file") << "no-such-file.gpplan" << int(C::FileUnreadable) << "";
}

void TestPlanJson::badFiles()
{
    QFETCH(QString, file);
    QFETCH(int, code);
    QFETCH(QString, subject);
    const std::string path = dataFile(qPrintable(file));
    try {
        gp::loadPlanFile(path);
        QFAIL("accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(int(e.code()), code);
        // File-level errors name the file; field errors name the field.
        QCOMPARE(QString::fromStdString(e.subject()), subject.isEmpty() ? QString::fromStdString(path) : subject);
    }
}

void TestPlanJson::deepDocumentRefusedBeforeParsing()
{
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    try {
        gp::parseJson(deep, "deep.json");
        QFAIL("accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(e.code(), gp::ErrorCode::NestingTooDeep);
    }
}

void TestPlanJson::sizeLimit()
{
    gp::JsonLimits limits;
    limits.maxBytes = 10;
    QVERIFY_THROWS_EXCEPTION(gp::Error, gp::parseJson("[1, 2, 3, 4, 5]", "x", limits));
}

void TestPlanJson::unknownKeysAreNamed()
{
    // Each typo of tests/data/plans/unknown-keys.gpplan, by its path, in the order the reader meets them: the
    // top level, the inputs, the walks, the training run, the custom accelerators, the price overrides, the
    // profiles; then the price override for an accelerator in neither catalog. Every one was ignored.
    const gp::LoadedPlan loaded = gp::readPlanFile(dataFile("unknown-keys.gpplan"));
    QCOMPARE(loaded.unknownKeys, (std::vector<std::string>{
                                     "trainig",
                                     "scale.nodez",
                                     "walks.old-graph",
                                     "training.parallelism.tensr",
                                     "custom_accelerators: accelerator 'my-gpu'.typical_mf",
                                     "price_overrides.h100-80gb.spott",
                                     "provisioning_profiles[0].warned_per_node_day",
                                     "price_overrides.h100-80g",
                                 }));
    // What was ignored has its default; what was spelt right is read.
    QCOMPARE(loaded.plan.goodput.nodes, 4);
    QCOMPARE(loaded.plan.training.parallel.tensor, 1);
    QVERIFY(!loaded.plan.customAccelerators.front().typicalMfu);
    QCOMPARE(*loaded.plan.priceOverrides.at("h100-80gb").onDemand, 9.0);
    QVERIFY(!loaded.plan.priceOverrides.at("h100-80gb").spot);
    // The warning's words name the path.
    QCOMPARE(gp::unknownKeyText("scale.nodez").english(),
             std::string("scale.nodez is not a key of this file: it was ignored. Check its spelling."));
    // An inference plan's section too; loadPlanFile and planFromJson read the same plan without the list.
    nlohmann::json j = gp::planToJson(gp::loadPlanFile(dataFile("inference-8b.gpplan")));
    j["inference"]["requests_per_secnd"] = 4;
    j["inference"]["efficiency"]["decod"] = 0.5;
    std::vector<std::string> unknown;
    const gp::Plan inference = gp::planFromJson(j, unknown);
    QCOMPARE(unknown, (std::vector<std::string>{"inference.requests_per_secnd", "inference.efficiency.decod"}));
    QCOMPARE(inference.inference.request.requestsPerSecond, 1.0);
    QVERIFY(gp::planFromJson(j) == inference);
}

void TestPlanJson::plansWrittenOrShippedHaveNoUnknownKeys()
{
    // Every plan this repository ships or tests with, a version 1 and a version 2 among them (the version 2
    // profiles' warned rates are read by the migration), and every plan the application writes, reads without an
    // unknown key: no existing file gains a warning.
    QDir dir(QStringLiteral(GOODPUT_TEST_DATA "/plans"));
    int loaded = 0;
    for (const QString& name : dir.entryList({QStringLiteral("*.gpplan")})) {
        if (name == QLatin1String("unknown-keys.gpplan"))
            continue;
        try {
            const gp::LoadedPlan plan = gp::readPlanFile(dir.filePath(name).toStdString());
            QVERIFY2(plan.unknownKeys.empty(),
                     qPrintable(name + QStringLiteral(": ") +
                                QString::fromStdString(plan.unknownKeys.empty() ? "" : plan.unknownKeys.front())));
            std::vector<std::string> again;
            gp::planFromJson(gp::planToJson(plan.plan), again);
            QVERIFY2(again.empty(), qPrintable(name));
            ++loaded;
        } catch (const gp::Error&) {
            // a hostile file of the corpus: tst_badinput names its error
        }
    }
    QVERIFY(loaded >= 10); // minimal, versions 1 and 2, event-storm, llm-70b, inference-8b and -70b, ...
    QVERIFY(gp::readPlanFile(GOODPUT_EXAMPLE_PLAN).unknownKeys.empty());
    QVERIFY(gp::readPlanFile(dataFile("version1.gpplan")).unknownKeys.empty());
    QVERIFY(gp::readPlanFile(dataFile("version2.gpplan")).unknownKeys.empty());
}

void TestPlanJson::unknownKeysAreCapped()
{
    // A hostile file with 500 unknown keys names its first 100, each as long as 60 characters of its key.
    nlohmann::json j = nlohmann::json::parse(R"({"format": "goodput-planner-plan", "version": 3, "scale": {}})");
    for (int i = 0; i < 500; ++i)
        j["scale"]["k" + std::to_string(1000 + i) + std::string(200, 'x')] = i;
    std::vector<std::string> unknown;
    gp::planFromJson(j, unknown);
    QCOMPARE(unknown.size(), gp::kMaxUnknownKeys);
    QCOMPARE(unknown.front(), "scale.k1000" + std::string(55, 'x'));
}

void TestPlanJson::priceBelowTheFloorIsRefused()
{
    // 1e-300 USD an hour is above zero but below the floor of 0.001: refused, naming the override's field.
    try {
        gp::loadPlanFile(dataFile("tiny-price-override.gpplan"));
        QFAIL("a price of 1e-300 was accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(e.code(), gp::ErrorCode::BelowPriceFloor);
        QCOMPARE(e.subject(), std::string("price_overrides.h100-80gb.on_demand"));
        QCOMPARE(e.detail(), std::string("1e-300"));
        QCOMPARE(gp::errorText(e).english(),
                 std::string("price_overrides.h100-80gb.on_demand is below the lowest price accepted, $0.001 per "
                             "accelerator-hour: a price that small would rank this accelerator as good as free. "
                             "(1e-300)"));
    }
    // The floor itself is a price.
    const gp::Plan floor = gp::loadPlanFile(dataFile("floor-price-override.gpplan"));
    QCOMPARE(*floor.priceOverrides.at("h100-80gb").onDemand, 0.001);
    // A Spot override alone, below the floor, and the remembered prices read on their own.
    nlohmann::json j = nlohmann::json::parse(R"({"h100-80gb": {"spot": 0.0009}})");
    try {
        gp::priceOverridesFromJson(j);
        QFAIL("a Spot price of 0.0009 was accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(e.code(), gp::ErrorCode::BelowPriceFloor);
        QCOMPARE(e.subject(), std::string("price_overrides.h100-80gb.spot"));
    }
    // An edit checked as the document checks it (validate()): a custom accelerator's own price.
    gp::Plan plan = gp::loadPlanFile(dataFile("unknown-keys.gpplan"));
    plan.customAccelerators.front().priceSpot = 1e-300;
    try {
        gp::validate(plan);
        QFAIL("a custom accelerator at 1e-300 was accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(e.code(), gp::ErrorCode::BelowPriceFloor);
        QCOMPARE(e.subject(), std::string("custom_accelerators: accelerator 'my-gpu'.price_spot"));
    }
}

QTEST_APPLESS_MAIN(TestPlanJson)
#include "tst_planjson.moc"
