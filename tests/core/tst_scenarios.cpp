// Scenarios: named options over the base plan, each a merge patch of the plan's input sections.
#include "io/Error.h"
#include "plan/Evaluate.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "plan/Scenarios.h"

#include <nlohmann/json.hpp>

#include <QTest>

class TestScenarios : public QObject {
    Q_OBJECT
private slots:
    void exampleShipsThreeScenarios();
    void overridesApplyOverTheBase();
    void badScenariosNameTheScenarioAndField_data();
    void badScenariosNameTheScenarioAndField();
    void overridesBetweenRoundTrips();
    void plansWithoutScenariosAreUnchanged();
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
    const std::string patch = gp::overridesBetween(plan, variant);
    const nlohmann::json j = nlohmann::json::parse(patch);
    QCOMPARE(j.size(), std::size_t(2)); // scale and runtime; the title is not an input
    gp::Plan with = plan;
    with.scenarios.push_back({"64 nodes", patch});
    const gp::Plan back = gp::scenarioPlan(with, "64 nodes");
    QCOMPARE(back.goodput.nodes, 64);
    QCOMPARE(back.goodput.checkpointInterval.inHours(), 0.5);
    QCOMPARE(back.title, plan.title);
    // Saved and read again, the scenarios are the same.
    QCOMPARE(gp::planFromText(gp::planToJson(with).dump(), "memory").scenarios, with.scenarios);
}

void TestScenarios::plansWithoutScenariosAreUnchanged()
{
    const gp::Plan plan = gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/llm-70b-14-days.gpplan");
    QVERIFY(plan.scenarios.empty());
    QVERIFY(!gp::planToJson(plan).contains("scenarios"));
    QCOMPARE(gp::scenarioPlan(plan, ""), plan);
}

QTEST_APPLESS_MAIN(TestScenarios)
#include "tst_scenarios.moc"
