// Scenarios: named options over the base plan, each a merge patch of the plan's input sections.
#include "io/Error.h"
#include "plan/Evaluate.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "search/RecommendationCheck.h"
#include "plan/ScenarioCompare.h"
#include "plan/Scenarios.h"
#include "search/Sweep.h"

#include <nlohmann/json.hpp>

#include <QTest>

class TestScenarios : public QObject {
    Q_OBJECT
private slots:
    void exampleShipsThreeScenarios();
    void theRecordedReasonIsCheckedAgainstTheFigures();
    void overridesApplyOverTheBase();
    void badScenariosNameTheScenarioAndField_data();
    void badScenariosNameTheScenarioAndField();
    void overridesBetweenRoundTrips();
    void inputsAreTypedAsTheyAreRead();
    void plansWithoutScenariosAreUnchanged();
    void aRecommendedScenarioLoadsAndApplies();
    void sweepValuesSpanTheRange();
    void sweepSetsTheNamedField();
    void sweepRefusesBadRanges();
    void sweepNamesAnInvalidPoint();
    void compareGivesEveryOptionItsSpread();
    void anUnknownKeyInAScenarioIsAnError();
    void namesAreComparedTrimmedAndCaseFolded();
};

void TestScenarios::exampleShipsThreeScenarios()
{
    const gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    QCOMPARE(plan.scenarios.size(), std::size_t(3));
    QVERIFY(!plan.recommendationReason.empty());
    // The reason's claims hold: the base meets the deadline and is the cheapest; TPU v5e misses it.
    const gp::Evaluation base = gp::evaluate(plan);
    QVERIFY(base.selectedEstimate()->meetsDeadline);
    for (const gp::Scenario& s : plan.scenarios) {
        const gp::Evaluation e = gp::evaluate(gp::scenarioPlan(plan, s.name));
        QVERIFY2(e.selectedEstimate()->cost > base.selectedEstimate()->cost, s.name.c_str());
    }
    const gp::Evaluation tpu = gp::evaluate(gp::scenarioPlan(plan, "TPU v5e on demand, FSDP"));
    QCOMPARE(tpu.selectedEstimate()->accelerator, std::string("tpu-v5e"));
    QVERIFY(!tpu.selectedEstimate()->meetsDeadline);
    QVERIFY(tpu.selectedEstimate()->costPerProductiveHour < base.selectedEstimate()->costPerProductiveHour);
}

void TestScenarios::overridesApplyOverTheBase()
{
    const gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    const gp::Plan calendar = gp::scenarioPlan(plan, "H100 reserved (DWS calendar)");
    QCOMPARE(calendar.goodput.provisioning, gp::Provisioning::DwsCalendar);
    QCOMPARE(calendar.goodput.nodes, plan.goodput.nodes); // untouched inputs stay the base's
    QCOMPARE(calendar.title, plan.title);
    const gp::Plan tpu = gp::scenarioPlan(plan, "TPU v5e on demand, FSDP");
    QCOMPARE(tpu.training.parallel.sharding, gp::Sharding::Zero3);
    QCOMPARE(tpu.goodput.initialWait.inHours(), 2.0);
    QCOMPARE(tpu.training.parallel.tensor, plan.training.parallel.tensor);
    QVERIFY_THROWS_EXCEPTION(gp::Error, gp::scenarioPlan(plan, "no such scenario"));
}

void TestScenarios::badScenariosNameTheScenarioAndField_data()
{
    QTest::addColumn<QString>("scenarios");
    QTest::addColumn<QString>("names");
    QTest::newRow("value out of range") << R"([{"name": "Big", "overrides": {"scale": {"nodes": 0}}}])"
                                        << "scenarios.Big.scale.nodes";
    QTest::newRow("unknown accelerator") << R"([{"name": "X", "overrides": {"training": {"accelerator": "h900"}}}])"
                                         << "scenarios.X";
    QTest::newRow("unknown provisioning")
        << R"([{"name": "P", "overrides": {"scheduling": {"provisioning": "free"}}}])" << "scenarios.P.scheduling";
    QTest::newRow("not an input") << R"([{"name": "T", "overrides": {"title": "other"}}])" << "scenarios.T.overrides.title";
    QTest::newRow("duplicate name") << R"([{"name": "A", "overrides": {}}, {"name": "A", "overrides": {}}])"
                                    << "scenarios.A";
    QTest::newRow("empty name") << R"([{"name": "", "overrides": {}}])" << "scenarios";
}

void TestScenarios::badScenariosNameTheScenarioAndField()
{
    QFETCH(QString, scenarios);
    QFETCH(QString, names);
    const std::string text = R"({"format": "goodput-planner-plan", "version": 3, "scenarios": )" +
                             scenarios.toStdString() + "}";
    try {
        gp::planFromText(text, "memory");
        QFAIL("accepted");
    } catch (const gp::Error& e) {
        QVERIFY2(QString::fromStdString(e.subject()).startsWith(names), e.subject().c_str());
    }
}

void TestScenarios::overridesBetweenRoundTrips()
{
    const gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    gp::Plan variant = plan;
    variant.goodput.nodes = 64;
    variant.goodput.checkpointInterval = gp::Duration::minutes(30);
    variant.title = "not an input";
    const gp::Scenario between = gp::scenarioBetween("64 nodes", plan, variant);
    // Two inputs, typed; no other section differs, and the title is not an input.
    QCOMPARE(between.inputs.size(), std::size_t(2));
    QCOMPARE(std::string(between.inputs[0].key), std::string("scale.nodes"));
    QCOMPARE(between.inputs[0].value, 64.0);
    QCOMPARE(between.overrides, std::string("{}"));
    QVERIFY(gp::scenarioOverridesJson(between) ==
            nlohmann::json::parse(R"({"scale": {"nodes": 64}, "runtime": {"checkpoint_interval": "30m"}})"));
    gp::Plan with = plan;
    with.scenarios.push_back(between);
    const gp::Plan back = gp::scenarioPlan(with, "64 nodes");
    QCOMPARE(back.goodput.nodes, 64);
    QCOMPARE(back.goodput.checkpointInterval.inHours(), 0.5);
    QCOMPARE(back.title, plan.title);
    // Saved and read again, the scenarios are the same.
    QCOMPARE(gp::planFromText(gp::planToJson(with).dump(), "memory").scenarios, with.scenarios);
}

void TestScenarios::inputsAreTypedAsTheyAreRead()
{
    // The example's TPU option sets the provisioning, a wait and the training run: the first two are typed, the
    // training run stays a merge patch.
    const gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    const gp::Scenario& tpu = *gp::findScenario(plan, "TPU v5e on demand, FSDP");
    QCOMPARE(tpu.inputs.size(), std::size_t(2));
    QCOMPARE(std::string(tpu.inputs[0].key), std::string("scheduling.initial_wait"));
    QCOMPARE(tpu.inputs[0].value, 2.0);
    QCOMPARE(std::string(tpu.inputs[1].key), std::string("scheduling.provisioning"));
    QCOMPARE(tpu.inputs[1].value, double(int(gp::Provisioning::OnDemand)));
    QVERIFY(nlohmann::json::parse(tpu.overrides) ==
            nlohmann::json::parse(R"({"training": {"accelerator": "tpu-v5e", "parallelism": {"sharding": "zero3"}}})"));
    // The same option written as one merge patch gives the same plan.
    gp::Plan untyped = plan;
    untyped.scenarios = {{"patch", gp::scenarioOverridesJson(tpu).dump()}};
    gp::Plan fromPatch = gp::scenarioPlan(untyped, "patch");
    fromPatch.scenarios = plan.scenarios;
    QVERIFY(fromPatch == gp::scenarioPlan(plan, tpu.name));
    // A field set to null is the default, typed as such.
    nlohmann::json j = gp::planToJson(plan);
    j["scenarios"] = nlohmann::json::parse(R"([{"name": "default wait", "overrides": {"scheduling": {"initial_wait": null}}}])");
    const gp::Plan nulled = gp::planFromJson(j);
    QCOMPARE(nulled.scenarios.front().inputs.size(), std::size_t(1));
    QCOMPARE(nulled.scenarios.front().inputs.front().value, gp::GoodputInputs().initialWait.inHours());
    QCOMPARE(nulled.scenarios.front().overrides, std::string("{}"));
    // A wrong type names the scenario and the field.
    j["scenarios"] = nlohmann::json::parse(R"([{"name": "bad", "overrides": {"scale": {"nodes": "many"}}}])");
    try {
        gp::planFromJson(j);
        QFAIL("a count that is not a number loaded");
    } catch (const gp::Error& e) {
        QCOMPARE(e.subject(), std::string("scenarios.bad.scale.nodes"));
    }
}

void TestScenarios::plansWithoutScenariosAreUnchanged()
{
    const gp::Plan plan = gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/llm-70b-14-days.gpplan");
    QVERIFY(plan.scenarios.empty());
    QVERIFY(!gp::planToJson(plan).contains("scenarios"));
    QCOMPARE(gp::scenarioPlan(plan, ""), plan);
}

void TestScenarios::aRecommendedScenarioLoadsAndApplies()
{
    // A plan that recommends one of its scenarios saves, reads back and gives that scenario's plan.
    gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    plan.recommendedScenario = "TPU v5e on demand, FSDP";
    const gp::Plan back = gp::planFromJson(gp::planToJson(plan));
    QVERIFY(back == plan);
    const gp::Plan tpu = gp::scenarioPlan(back, back.recommendedScenario);
    QCOMPARE(tpu.training.accelerator, std::string("tpu-v5e"));
    QCOMPARE(tpu.recommendedScenario, plan.recommendedScenario);
    gp::validateScenarios(back);
}

void TestScenarios::sweepValuesSpanTheRange()
{
    auto values = [](const char* id, double from, double to, int steps) {
        return gp::sweepValues(gp::sweepInput(id), from, to, steps);
    };
    // Nodes on a log scale: 16 to 1024 in seven steps doubles each time.
    QCOMPARE(values("nodes", 16, 1024, 7), (std::vector<double>{16, 32, 64, 128, 256, 512, 1024}));
    // The interval too: a quarter hour to four hours in five steps.
    const std::vector<double> tau = values("checkpoint_interval", 0.25, 4, 5);
    const std::vector<double> expected{0.25, 0.5, 1, 2, 4};
    QCOMPARE(tau.size(), expected.size());
    for (std::size_t i = 0; i < tau.size(); ++i)
        QVERIFY(std::abs(tau[i] - expected[i]) < 1e-12);
    // Spares evenly; counts rounded and repeats dropped (1, 1.17, 1.36 ... on a log scale round to 1, 2, 3, 4).
    QCOMPARE(values("hot_spares", 0, 8, 5), (std::vector<double>{0, 2, 4, 6, 8}));
    QCOMPARE(values("nodes", 1, 4, 10), (std::vector<double>{1, 2, 3, 4}));
    // Downwards works as well.
    QCOMPARE(values("spot_per_node_day", 0.2, 0, 3), (std::vector<double>{0.2, 0.1, 0}));
}

void TestScenarios::sweepSetsTheNamedField()
{
    const gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    auto at = [&](const char* id, double v) { return gp::withSweepValue(plan, gp::sweepInput(id), v); };
    QCOMPARE(at("nodes", 64).goodput.nodes, 64);
    QCOMPARE(at("hot_spares", 3).goodput.hotSpares, 3);
    QCOMPARE(at("checkpoint_interval", 0.5).goodput.checkpointInterval.inHours(), 0.5);
    QCOMPARE(at("checkpoint_save", 0.05).goodput.checkpointSave.inHours(), 0.05);
    QCOMPARE(at("initial_wait", 12).goodput.initialWait.inHours(), 12.0);
    QCOMPARE(at("spot_per_node_day", 0.07).goodput.spotPerNodeDay, 0.07);
    QCOMPARE(at("unwarned_per_node_day", 0.03).goodput.unwarnedPerNodeDay, 0.03);
    QCOMPARE(at("mfu", 0.5).goodput.mfu, 0.5);
    QCOMPARE(at("nodes", 64).scenarios.size(), plan.scenarios.size()); // the options stay with the plan
    for (const gp::SweepInput& input : gp::sweepInputs())
        QVERIFY2(!std::isnan(gp::sweepValueOf(plan, input)), input.id.c_str());
    QCOMPARE(gp::sweepValueOf(plan, gp::sweepInput("checkpoint_interval")), 1.0);
    // Each point is the planning model at that value: the same as editing the plan by hand.
    gp::Plan by = plan;
    by.goodput.nodes = 128;
    const gp::Evaluation hand = gp::evaluate(by);
    const std::vector<gp::SweepPoint> points = gp::sweep(plan, gp::sweepInput("nodes"), {16, 128});
    QCOMPARE(points.size(), std::size_t(2));
    QCOMPARE(points[0].outcome->mlProductivity, gp::evaluate(plan).goodput.mlProductivity);
    QCOMPARE(points[1].outcome->mlProductivity, hand.goodput.mlProductivity);
    QCOMPARE(points[1].outcome->cost, hand.selectedEstimate()->cost);
    QCOMPARE(points[1].outcome->wallDays, hand.selectedEstimate()->days);
    // Eight times the nodes, the same training: faster, but more interruptions idle more of it.
    QVERIFY(points[1].outcome->wallDays < points[0].outcome->wallDays);
    QVERIFY(points[1].outcome->mlProductivity < points[0].outcome->mlProductivity);
}

void TestScenarios::sweepRefusesBadRanges()
{
    auto subject = [](const char* id, double from, double to, int steps) {
        try {
            gp::sweepValues(gp::sweepInput(id), from, to, steps);
        } catch (const gp::Error& e) {
            return e.subject();
        }
        return std::string();
    };
    QCOMPARE(subject("nodes", 0, 64, 5), std::string("--from"));
    QCOMPARE(subject("mfu", 0.2, 1.5, 5), std::string("--to"));
    QCOMPARE(subject("nodes", 16, 64, 1), std::string("--steps"));
    QCOMPARE(subject("nodes", 16, 64, 51), std::string("--steps"));
    QCOMPARE(subject("hot_spares", std::nan(""), 4, 3), std::string("--from"));
    try {
        gp::sweepInput("share_on_mars");
        QFAIL("an unknown input is accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(e.code(), gp::ErrorCode::UnknownValue);
        QVERIFY(e.detail().find("checkpoint_interval") != std::string::npos); // the error lists the inputs
    }
}

void TestScenarios::sweepNamesAnInvalidPoint()
{
    // A 30-day window: an initial wait of 1000 hours leaves no time to run. That point carries the error; the
    // others their outcome.
    const gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    const std::vector<gp::SweepPoint> points = gp::sweep(plan, gp::sweepInput("initial_wait"), {0, 1000});
    QVERIFY(points[0].outcome && !points[0].error);
    QVERIFY(!points[1].outcome && points[1].error);
    QCOMPARE(points[1].error->code(), gp::ErrorCode::WaitExceedsWindow);
}

void TestScenarios::compareGivesEveryOptionItsSpread()
{
    const gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    const std::vector<gp::ScenarioFigures> all = gp::compareScenarios(plan, gp::GraphLibrary::builtin(), 400);
    QCOMPARE(all.size(), plan.scenarios.size() + 1);
    QVERIFY(all[0].name.empty()); // the base first
    for (std::size_t i = 0; i < all.size(); ++i) {
        const gp::ScenarioFigures& f = all[i];
        if (i > 0)
            QCOMPARE(f.name, plan.scenarios[i - 1].name);
        QVERIFY(f.evaluation && !f.error);
        QCOMPARE(f.samples.size(), std::size_t(400));
        QVERIFY(f.p5 < f.p95);
        // The expected goodput lies inside the simulated spread.
        QVERIFY(f.p5 < f.evaluation->goodput.mlProductivity && f.evaluation->goodput.mlProductivity < f.p95);
    }
    QVERIFY(gp::compareScenarios(plan, gp::GraphLibrary::builtin(), 0)[0].samples.empty()); // no simulation asked for
}

void TestScenarios::anUnknownKeyInAScenarioIsAnError()
{
    // "nodez" in a scenario would leave the scenario's figures the base's under its own name: refused, naming the
    // key where it is in the file.
    try {
        gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/scenario-unknown-key.gpplan");
        QFAIL("a scenario's unknown key was accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(e.code(), gp::ErrorCode::UnknownKey);
        QCOMPARE(e.subject(), std::string("scenarios.Big.overrides.scale.nodez"));
        QCOMPARE(gp::errorText(e).english(),
                 std::string("scenarios.Big.overrides.scale.nodez is not a key of this file. Check its spelling. (a "
                             "scenario overrides the plan's own inputs; this key sets none)"));
    }
    // A price for an accelerator that exists nowhere, set by the scenario: an error too.
    const auto subjectOf = [](const char* overrides) -> std::string {
        try {
            gp::planFromText(std::string(R"({"format": "goodput-planner-plan", "version": 3, )") +
                                 R"("scenarios": [{"name": "S", "overrides": )" + overrides + "}]}",
                             "memory");
        } catch (const gp::Error& e) {
            return std::string(gp::errorCodeName(e.code())) + " " + e.subject();
        }
        return "accepted";
    };
    QCOMPARE(subjectOf(R"({"price_overrides": {"h100-80g": {"spot": 2}}})"),
             std::string("unknown_key scenarios.S.overrides.price_overrides.h100-80g"));
    QCOMPARE(subjectOf(R"({"training": {"parallelism": {"tensr": 2}}})"),
             std::string("unknown_key scenarios.S.overrides.training.parallelism.tensr"));
    QCOMPARE(subjectOf(R"({"scale": {"nodes": 8}})"), std::string("accepted"));
    // The base's own unknown keys are the base's warnings, not the scenario's error: the plan opens.
    std::vector<std::string> unknown;
    const gp::Plan plan = gp::planFromText(
        R"({"format": "goodput-planner-plan", "version": 3, "price_overrides": {"old-gpu": {"spot": 2}},
            "scale": {"nodez": 1}, "scenarios": [{"name": "S", "overrides": {"scale": {"nodes": 8}}}]})",
        "memory", unknown);
    QCOMPARE(unknown, (std::vector<std::string>{"scale.nodez", "price_overrides.old-gpu"}));
    QCOMPARE(gp::scenarioPlan(plan, "S").goodput.nodes, 8);
    // A scenario that removes the plan's custom accelerator leaves its price override behind: not the scenario's
    // typo, so the plan still opens.
    nlohmann::json custom = gp::planToJson(gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/unknown-keys.gpplan"));
    custom["price_overrides"] = {{"my-gpu", {{"spot", 0.5}}}};
    custom["scenarios"] = {{{"name", "Stock"}, {"overrides", {{"custom_accelerators", nullptr}}}}};
    std::vector<std::string> none;
    const gp::Plan stock = gp::planFromJson(custom, none);
    QVERIFY(none.empty());
    QVERIFY(gp::scenarioPlan(stock, "Stock").customAccelerators.empty());
}

void TestScenarios::namesAreComparedTrimmedAndCaseFolded()
{
    // "TPU v5e" and "tpu v5e " are one name to a reader: the second is refused.
    try {
        gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/scenario-names-case.gpplan");
        QFAIL("two names differing only by case and a trailing space were accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(e.code(), gp::ErrorCode::DuplicateId);
        QCOMPARE(e.subject(), std::string("scenarios.tpu v5e "));
    }
    const auto codeOf = [](const std::string& scenarios) -> std::string {
        try {
            gp::planFromText(R"({"format": "goodput-planner-plan", "version": 3, "scenarios": )" + scenarios + "}",
                             "memory");
        } catch (const gp::Error& e) {
            return std::string(gp::errorCodeName(e.code())) + " " + e.subject();
        }
        return "accepted";
    };
    // Case folding beyond ASCII: Ü and ü, Σ and σ, Д and д.
    QCOMPARE(codeOf(R"([{"name": "Über", "overrides": {}}, {"name": "über", "overrides": {}}])"),
             std::string("duplicate_id scenarios.über"));
    QCOMPARE(codeOf(R"([{"name": "ΣΔ", "overrides": {}}, {"name": " σδ", "overrides": {}}])"),
             std::string("duplicate_id scenarios. σδ"));
    QCOMPARE(codeOf(R"([{"name": "Дом", "overrides": {}}, {"name": "дом", "overrides": {}}])"),
             std::string("duplicate_id scenarios.дом"));
    QCOMPARE(codeOf(R"([{"name": "A", "overrides": {}}, {"name": "B", "overrides": {}}])"), std::string("accepted"));
    // A name of spaces only is no name.
    QCOMPARE(codeOf(R"([{"name": "   ", "overrides": {}}])"), std::string("out_of_range scenarios"));
    // A name is found as it is compared, and a recommendation keeps the scenario's own spelling.
    const gp::Plan plan = gp::planFromText(
        R"({"format": "goodput-planner-plan", "version": 3,
            "scenarios": [{"name": "TPU v5e", "overrides": {"training": {"accelerator": "tpu-v5e"}}}],
            "recommended_scenario": {"name": " tpu V5E", "reason": "cheaper"}})",
        "memory");
    QCOMPARE(plan.recommendedScenario, std::string("TPU v5e"));
    QCOMPARE(gp::scenarioPlan(plan, "tpu v5e  ").training.accelerator, std::string("tpu-v5e"));
    QVERIFY(gp::findScenario(plan, "TPU V5E"));
    QVERIFY(!gp::findScenario(plan, "TPU v5"));
}

void TestScenarios::theRecordedReasonIsCheckedAgainstTheFigures()
{
    // The example's options: the base (H100 on Spot, $118,875, 10.7 days), a DWS calendar reservation ($339,763),
    // two hot spares ($132,974) and TPU v5e on demand ($183,681, 49.9 days, past the 30-day deadline). The
    // cheapest that meets the deadline is the base, which the plan records; the plan search's TPU v6e x 112 on
    // Spot at $35,667 beats every option, so the recorded reason ("... at the lowest cost") does not stand.
    gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    const std::vector<gp::ScenarioFigures> figures = gp::compareScenarios(plan, gp::GraphLibrary::builtin(), 0);
    const gp::OptimizeResult search = gp::optimize(plan, gp::goalOf(plan));
    gp::RecommendationCheck c = gp::checkRecommendation(plan, figures, &search);
    QCOMPARE(c.figuresPick, std::optional<std::string>(std::string()));
    QVERIFY(c.recordedIsPick);
    QVERIFY(std::abs(c.pickCost - 118875) < 1);
    QVERIFY(c.searchBeats && c.searchBeats->estimate.cost < 37100 && c.searchBeats->config.accelerator == "tpu-v6e");
    QVERIFY(!c.reasonStands());
    // Without the search the base is the figures' pick and the recorded reason stands.
    QVERIFY(gp::checkRecommendation(plan, figures, nullptr).reasonStands());
    // Recording the spares option, which costs more than the base, contradicts the figures.
    plan.recommendedScenario = plan.scenarios.at(1).name;
    c = gp::checkRecommendation(plan, figures, nullptr);
    QVERIFY(!c.recordedIsPick && !c.reasonStands());
    QCOMPARE(*c.figuresPick, std::string());
}

QTEST_APPLESS_MAIN(TestScenarios)
#include "tst_scenarios.moc"
