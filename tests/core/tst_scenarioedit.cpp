// The scenario edits of core/plan/ScenarioEdit.h: the plan file's rules (at most 50 scenarios, names of 1 to 80
// bytes, unique whatever their case and the spaces around them) kept by every edit, and checked by validate().
#include "io/Error.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "plan/ScenarioEdit.h"
#include "plan/Scenarios.h"
#include "plan/Validate.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <functional>
#include <string>

namespace {

gp::Plan planWith(std::initializer_list<const char*> names)
{
    gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    plan.scenarios.clear();
    plan.recommendedScenario.clear();
    for (const char* n : names) {
        gp::Scenario s;
        s.name = n;
        plan.scenarios.push_back(s);
    }
    return plan;
}

// The error code an edit throws; none when it does not.
std::optional<gp::ErrorCode> refusal(const std::function<void()>& edit)
{
    try {
        edit();
    } catch (const gp::Error& e) {
        return e.code();
    }
    return std::nullopt;
}

} // namespace

class TestScenarioEdit : public QObject {
    Q_OBJECT
private slots:
    void aLongNameDuplicatesIntoAPlanThatLoads();
    void uniqueNamesCountUpAndIgnoreCase();
    void renameCarriesTheRecommendation();
    void fiftyIsTheMost();
    void badNamesAreRefusedAndLoseNothing();
    void validateChecksTheNames();
};

void TestScenarioEdit::aLongNameDuplicatesIntoAPlanThatLoads()
{
    // A 73-character name: "Copy of " and it is 81 bytes, one past the file's limit. The copy is clipped to 80,
    // the second copy to 76 + " (2)", and the plan saves and loads again.
    const std::string long73(73, 'x');
    gp::Plan plan = planWith({});
    gp::addScenario(plan, [&] {
        gp::Scenario s;
        s.name = long73;
        return s;
    }());
    const std::string first = gp::duplicateScenario(plan, long73, "Copy of " + long73);
    QCOMPARE(first.size(), std::size_t(80));
    QCOMPARE(first, ("Copy of " + long73).substr(0, 80));
    const std::string second = gp::duplicateScenario(plan, long73, "Copy of " + long73);
    QCOMPARE(second, ("Copy of " + long73).substr(0, 76) + " (2)");
    QCOMPARE(plan.scenarios.size(), std::size_t(3));
    QCOMPARE(plan.scenarios[1].name, second); // right after its original
    gp::validate(plan);
    const gp::Plan back = gp::planFromJson(gp::planToJson(plan));
    QCOMPARE(back.scenarios.size(), std::size_t(3));
}

void TestScenarioEdit::uniqueNamesCountUpAndIgnoreCase()
{
    const gp::Plan plan = planWith({"TPU v5e", "tpu V5E (2)"});
    QCOMPARE(gp::uniqueScenarioName(plan, "  tpu v5e "), std::string("tpu v5e (3)"));
    QCOMPARE(gp::uniqueScenarioName(plan, "H100"), std::string("H100"));
    QCOMPARE(gp::uniqueScenarioName(plan, "   "), std::string());
    // A multi-byte character is never cut: 79 bytes of "x" and a 3-byte "€" clip to the 79 "x".
    const std::string euro = std::string(79, 'x') + "\u20ac";
    QCOMPARE(gp::uniqueScenarioName(plan, euro), std::string(79, 'x'));
}

void TestScenarioEdit::renameCarriesTheRecommendation()
{
    gp::Plan plan = planWith({"Spot", "On demand"});
    plan.recommendedScenario = "spot";
    gp::renameScenario(plan, "SPOT", "Spot with spares");
    QCOMPARE(plan.scenarios[0].name, std::string("Spot with spares"));
    QCOMPARE(plan.recommendedScenario, std::string("Spot with spares"));
    // Its own name in another case is no clash; another's is.
    gp::renameScenario(plan, "Spot with spares", "SPOT WITH SPARES");
    QCOMPARE(refusal([&] { gp::renameScenario(plan, "On demand", "spot with spares"); }),
             std::optional(gp::ErrorCode::DuplicateId));
    gp::deleteScenario(plan, "spot with spares");
    QVERIFY(plan.recommendedScenario.empty());
    QCOMPARE(plan.scenarios.size(), std::size_t(1));
    gp::moveScenario(plan, "On demand", -5);
    QCOMPARE(plan.scenarios[0].name, std::string("On demand"));
}

void TestScenarioEdit::fiftyIsTheMost()
{
    gp::Plan plan = planWith({});
    for (int i = 0; i < 50; ++i) {
        gp::Scenario s;
        s.name = "Option " + std::to_string(i);
        gp::addScenario(plan, s);
    }
    gp::Scenario one;
    one.name = "One more";
    QCOMPARE(refusal([&] { gp::addScenario(plan, one); }), std::optional(gp::ErrorCode::TooMany));
    QCOMPARE(refusal([&] { gp::duplicateScenario(plan, "Option 1", "Copy of Option 1"); }),
             std::optional(gp::ErrorCode::TooMany));
    QCOMPARE(plan.scenarios.size(), std::size_t(50));
}

void TestScenarioEdit::badNamesAreRefusedAndLoseNothing()
{
    gp::Plan plan = planWith({"Spot"});
    const gp::Plan before = plan;
    gp::Scenario s;
    s.name = "  ";
    QCOMPARE(refusal([&] { gp::addScenario(plan, s); }), std::optional(gp::ErrorCode::OutOfRange));
    s.name = std::string(81, 'y');
    QCOMPARE(refusal([&] { gp::addScenario(plan, s); }), std::optional(gp::ErrorCode::OutOfRange));
    s.name = "line\u2028break";
    QCOMPARE(refusal([&] { gp::addScenario(plan, s); }), std::optional(gp::ErrorCode::UnsafeText));
    s.name = " spot ";
    QCOMPARE(refusal([&] { gp::addScenario(plan, s); }), std::optional(gp::ErrorCode::DuplicateId));
    QCOMPARE(refusal([&] { gp::renameScenario(plan, "Nothing", "Other"); }), std::optional(gp::ErrorCode::UnknownValue));
    QVERIFY(plan == before);
    QCOMPARE(gp::scenarioNameProblem(plan, std::string(81, 'y')), gp::ScenarioNameProblem::TooLong);
    QCOMPARE(gp::scenarioNameProblem(plan, "SPOT"), gp::ScenarioNameProblem::Taken);
    QCOMPARE(gp::scenarioNameProblem(plan, "SPOT", "Spot"), gp::ScenarioNameProblem::Fine);
}

void TestScenarioEdit::validateChecksTheNames()
{
    // validate() runs on every edit: a plan with two names a reader cannot tell apart, or 51 scenarios, is refused.
    gp::Plan plan = planWith({"Spot", "spot "});
    QCOMPARE(refusal([&] { gp::validate(plan); }), std::optional(gp::ErrorCode::DuplicateId));
    plan = planWith({"Spot"});
    plan.recommendedScenario = "Gone";
    QCOMPARE(refusal([&] { gp::validate(plan); }), std::optional(gp::ErrorCode::UnknownValue));
    plan = planWith({});
    plan.scenarios.resize(51);
    for (std::size_t i = 0; i < plan.scenarios.size(); ++i)
        plan.scenarios[i].name = "Option " + std::to_string(i);
    QCOMPARE(refusal([&] { gp::validate(plan); }), std::optional(gp::ErrorCode::TooMany));
}

QTEST_APPLESS_MAIN(TestScenarioEdit)
#include "tst_scenarioedit.moc"
