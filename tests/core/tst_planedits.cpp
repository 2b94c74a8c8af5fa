// The named edits of core/plan/PlanEdits.h: each keeps the rule that goes with it, so that no view spells it. The
// expectations are worked out from the rules as docs/model.md states them, not from the code.
#include "io/Error.h"
#include "plan/PlanEdits.h"
#include "plan/ScenarioEdit.h"

#include <QTest>

#include <string>

namespace {

gp::Plan withSource(std::optional<gp::ProgramSource> source)
{
    gp::Plan plan;
    plan.training.programSource = source;
    return plan;
}

gp::Plan withScenarios(int count)
{
    gp::Plan plan;
    for (int i = 0; i < count; ++i) {
        gp::Scenario s;
        s.name = "option " + std::to_string(i + 1);
        plan.scenarios.push_back(s);
    }
    return plan;
}

} // namespace

class TestPlanEdits : public QObject {
    Q_OBJECT
private slots:
    void anMfuSetByHandTakesOverFromTheLayout();
    void otherInputsLeaveTheLayoutTheSource();
    void aMeasurementBecomesTheSourceItNames();
    void theRunIsSetWhole();
    void aThroughputWithoutMeasurementIsNoEdit();
    void servingLeavesSpot();
    void zeroMeansNoDeadlineAndNoBudget();
    void pricesAreSetOneAtATimeAndResetTogether();
    void importedAcceleratorsAreCustom();
    void theRecommendationTakesTheScenariosSpelling();
    void scenariosAreAddedAllOrNone();
    void theCoverFieldsAreTheirOwn();
    void servingEditsKeepTheirRules();
    void aWalkKeepsThePriceItsPackAndTheKind();
};

void TestPlanEdits::anMfuSetByHandTakesOverFromTheLayout()
{
    // docs/model.md section 23: where the layout was the MFU's source, an MFU set by hand is the plan's own.
    gp::Plan plan = withSource(gp::ProgramSource::Layout);
    gp::setMfu(plan, 0.45);
    QCOMPARE(plan.goodput.mfu, 0.45);
    QCOMPARE(plan.training.programSource, std::optional(gp::ProgramSource::Plan));

    // The same figure again changes nothing: the layout stays the source.
    gp::Plan same = withSource(gp::ProgramSource::Layout);
    gp::setMfu(same, same.goodput.mfu);
    QCOMPARE(same.training.programSource, std::optional(gp::ProgramSource::Layout));

    // A measured source is the measurement's, whatever the MFU slider says.
    gp::Plan measured = withSource(gp::ProgramSource::Measured);
    gp::setMfu(measured, 0.3);
    QCOMPARE(measured.training.programSource, std::optional(gp::ProgramSource::Measured));
}

void TestPlanEdits::otherInputsLeaveTheLayoutTheSource()
{
    gp::Plan plan = withSource(gp::ProgramSource::Layout);
    gp::GoodputInputs inputs = plan.goodput;
    inputs.nodes = 64;
    gp::setGoodputInputs(plan, inputs);
    QCOMPARE(plan.goodput.nodes, 64);
    QCOMPARE(plan.training.programSource, std::optional(gp::ProgramSource::Layout));

    inputs.mfu = 0.5; // the inputs as a whole, the MFU among them: set by hand
    gp::setGoodputInputs(plan, inputs);
    QCOMPARE(plan.training.programSource, std::optional(gp::ProgramSource::Plan));
}

void TestPlanEdits::aMeasurementBecomesTheSourceItNames()
{
    gp::Plan named = withSource(gp::ProgramSource::Plan);
    gp::useMeasuredThroughput(named, 1200.0);
    QCOMPARE(named.training.measuredTokensPerSecond, std::optional(1200.0));
    QCOMPARE(named.training.programSource, std::optional(gp::ProgramSource::Measured));
    gp::useMeasuredThroughput(named, std::nullopt); // the plan's own MFU back
    QCOMPARE(named.training.measuredTokensPerSecond, std::nullopt);
    QCOMPARE(named.training.programSource, std::optional(gp::ProgramSource::Plan));

    // A plan that names no source keeps naming none: the measurement is the source by default.
    gp::Plan unnamed = withSource(std::nullopt);
    gp::useMeasuredThroughput(unnamed, 900.0);
    QCOMPARE(unnamed.training.programSource, std::nullopt);
    QCOMPARE(gp::programSource(unnamed.training), gp::ProgramSource::Measured);

    // Leaving the measurement leaves a layout source as it was.
    gp::Plan layout = withSource(gp::ProgramSource::Layout);
    gp::useMeasuredThroughput(layout, std::nullopt);
    QCOMPARE(layout.training.programSource, std::optional(gp::ProgramSource::Layout));
}

void TestPlanEdits::theRunIsSetWhole()
{
    gp::Plan plan;
    gp::TrainingRun run;
    run.parameters = 70e9;
    run.tokens = 2e12;
    gp::setTrainingRun(plan, run);
    QCOMPARE(plan.training, run);
    QCOMPARE(plan.goodput, gp::GoodputInputs{}); // the run alone
}

void TestPlanEdits::aThroughputWithoutMeasurementIsNoEdit()
{
    gp::Plan plan;
    gp::setMeasuredThroughput(plan, 1500);
    QCOMPARE(plan.training.measuredTokensPerSecond, std::nullopt);
    gp::useMeasuredThroughput(plan, 1000.0);
    gp::setMeasuredThroughput(plan, 1500);
    QCOMPARE(plan.training.measuredTokensPerSecond, std::optional(1500.0));
}

void TestPlanEdits::servingLeavesSpot()
{
    gp::Plan spot;
    spot.goodput.provisioning = gp::Provisioning::Spot;
    QVERIFY(gp::kindLeavesSpot(spot, gp::PlanKind::Inference));
    gp::setPlanKind(spot, gp::PlanKind::Inference);
    QCOMPARE(spot.kind, gp::PlanKind::Inference);
    QCOMPARE(spot.goodput.provisioning, gp::Provisioning::OnDemand);

    // Back to training is not back to Spot, and a serving plan the user put on Spot keeps it.
    gp::setPlanKind(spot, gp::PlanKind::Training);
    QCOMPARE(spot.goodput.provisioning, gp::Provisioning::OnDemand);
    gp::Plan serving;
    serving.kind = gp::PlanKind::Inference;
    serving.goodput.provisioning = gp::Provisioning::Spot;
    QVERIFY(!gp::kindLeavesSpot(serving, gp::PlanKind::Inference));
    gp::setPlanKind(serving, gp::PlanKind::Training);
    QCOMPARE(serving.goodput.provisioning, gp::Provisioning::Spot);
}

void TestPlanEdits::zeroMeansNoDeadlineAndNoBudget()
{
    gp::Plan plan;
    gp::setDeadlineDays(plan, 3);
    QVERIFY(plan.training.deadline);
    QCOMPARE(plan.training.deadline->inHours(), 72.0);
    gp::setDeadlineDays(plan, 0);
    QVERIFY(!plan.training.deadline);

    gp::setSearchBudget(plan, 250000);
    QCOMPARE(plan.training.search.budget, std::optional(250000.0));
    gp::setSearchBudget(plan, -1);
    QCOMPARE(plan.training.search.budget, std::nullopt);
    gp::setSearchConfidence(plan, 0.95);
    QCOMPARE(plan.training.search.confidence, 0.95);
}

void TestPlanEdits::pricesAreSetOneAtATimeAndResetTogether()
{
    gp::Plan plan;
    gp::setPrice(plan, "h100-80gb", false, 9.8);
    gp::setPrice(plan, "h100-80gb", true, 3.1);
    gp::setPrice(plan, "a100-80gb", true, 1.2);
    QCOMPARE(plan.priceOverrides.at("h100-80gb").onDemand, std::optional(9.8)); // the Spot price kept it
    QCOMPARE(plan.priceOverrides.at("h100-80gb").spot, std::optional(3.1));
    QCOMPARE(plan.priceOverrides.at("a100-80gb").onDemand, std::nullopt);
    const gp::PriceOverrides mine = plan.priceOverrides;
    gp::resetPrices(plan);
    QVERIFY(plan.priceOverrides.empty());
    gp::applyPrices(plan, mine);
    QCOMPARE(plan.priceOverrides, mine);
}

void TestPlanEdits::importedAcceleratorsAreCustom()
{
    gp::Plan plan;
    gp::Accelerator a;
    a.id = "mi300x-lab";
    a.custom = false; // as a catalog file gives it
    gp::importAccelerators(plan, {a, a});
    QCOMPARE(plan.customAccelerators.size(), std::size_t(2));
    QVERIFY(plan.customAccelerators[0].custom && plan.customAccelerators[1].custom);
}

void TestPlanEdits::theRecommendationTakesTheScenariosSpelling()
{
    gp::Plan plan = withScenarios(2);
    gp::recommendScenario(plan, "OPTION 2");
    QCOMPARE(plan.recommendedScenario, std::string("option 2"));
    gp::recommendScenario(plan, "option 7"); // none of that name: no edit
    QCOMPARE(plan.recommendedScenario, std::string("option 2"));
    gp::recommendScenario(plan, "");
    QCOMPARE(plan.recommendedScenario, std::string());
}

void TestPlanEdits::scenariosAreAddedAllOrNone()
{
    gp::Plan plan = withScenarios(48);
    QCOMPARE(gp::scenarioRoom(plan), std::size_t(2));
    std::vector<gp::Scenario> three(3);
    for (std::size_t i = 0; i < three.size(); ++i)
        three[i].name = "sweep " + std::to_string(i + 1);
    QVERIFY_THROWS_EXCEPTION(gp::Error, gp::addScenarios(plan, three)); // the 51st is one too many
    QCOMPARE(plan.scenarios.size(), std::size_t(48));                   // and the two before it are not kept
    three.pop_back();
    gp::addScenarios(plan, three);
    QCOMPARE(plan.scenarios.size(), std::size_t(50));
    QCOMPARE(plan.scenarios.back().name, std::string("sweep 2"));
    QCOMPARE(gp::scenarioRoom(plan), std::size_t(0));
}

void TestPlanEdits::theCoverFieldsAreTheirOwn()
{
    gp::Plan plan;
    gp::setCoverField(plan, gp::CoverField::Title, "Llama fine-tune");
    gp::setCoverField(plan, gp::CoverField::Customer, "Acme");
    gp::setCoverField(plan, gp::CoverField::Engagement, "Q1 sizing");
    gp::setCoverField(plan, gp::CoverField::Architect, "R. Roe");
    gp::setCoverField(plan, gp::CoverField::Date, "2026-12-07");
    QCOMPARE(plan.title, std::string("Llama fine-tune"));
    QCOMPARE(plan.engagement, (gp::Engagement{"Acme", "Q1 sizing", "R. Roe", "2026-12-07"}));
}

void TestPlanEdits::servingEditsKeepTheirRules()
{
    gp::InferenceSettings s;
    s.request.tensorParallel = 4;
    gp::chooseServingAccelerator(s, "l4");
    QCOMPARE(s.accelerator, std::string("l4"));
    QCOMPARE(s.request.tensorParallel, std::nullopt); // the fewest of the new accelerator that hold the model

    const gp::ServedModel published = gp::servedModels().front();
    gp::chooseServedModel(s, published.name);
    QCOMPARE(s.request.model, published);
    gp::chooseServedModel(s, "not a model"); // the shape stays, under its own name
    QCOMPARE(s.request.model.name, std::string(gp::kCustomServedModel));
    QCOMPARE(s.request.model.parameters, published.parameters);

    gp::chooseServedModel(s, published.name);
    s.request.model.layers += 1;
    gp::shapeChanged(s);
    QCOMPARE(s.request.model.name, std::string(gp::kCustomServedModel));

    gp::Plan plan;
    gp::setServing(plan, s);
    QCOMPARE(plan.inference, s);
}

void TestPlanEdits::aWalkKeepsThePriceItsPackAndTheKind()
{
    // docs/model.md section 10: walking the GPU tree never moves the price, so a plan that named no accelerator
    // names the one priced until then; section 14: a pack's walk keeps the pack it was made with.
    gp::Plan plan;
    QVERIFY(plan.training.accelerator.empty());
    const gp::GraphOrigin origin{"lab-pack", "3", "Lab graphs"};
    gp::setWalkAnswers(plan, "lab-graph", {"a", "b"}, {1}, origin, "h100-80gb");
    QCOMPARE(plan.training.accelerator, std::string("h100-80gb"));
    QCOMPARE(plan.walks.at("lab-graph"), (std::vector<std::string>{"a", "b"}));
    QCOMPARE(plan.answeredFromPlan.at("lab-graph"), std::vector<std::size_t>{1});
    QCOMPARE(plan.walkPacks.at("lab-graph"), origin);

    // The same graph built in now, every answer the user's own: neither the pack nor the marks stay.
    gp::setWalkAnswers(plan, "lab-graph", {"a"}, {}, std::nullopt, "a100-80gb");
    QCOMPARE(plan.training.accelerator, std::string("h100-80gb")); // named already: kept
    QVERIFY(!plan.walkPacks.count("lab-graph"));
    QVERIFY(!plan.answeredFromPlan.count("lab-graph"));

    // The GPU walk's first answer says what the plan is for.
    gp::setWalkAnswers(plan, gp::kGpuSelectionGraph, {"inferencing"}, {}, std::nullopt, "");
    QCOMPARE(plan.kind, gp::PlanKind::Inference);
}

QTEST_APPLESS_MAIN(TestPlanEdits)
#include "tst_planedits.moc"
