// Find the plan in the application (docs/model.md section 24): the search runs off the user interface's thread with
// its progress and Cancel, one recommendation is shown by the overview, the Costs view, the scenarios, the
// presentation, the proposal and goodput-cli compare, and the recommendation is applied as one undoable edit or kept
// as a scenario.
#include "costs/CatalogModel.h"
#include "costs/CostsView.h"
#include "costs/PlanSearchDialog.h"
#include "costs/PlanSearchPanel.h"
#include "document/PlanDocument.h"
#include "document/PlanSearch.h"
#include "overview/FigureCard.h"
#include "overview/OverviewView.h"
#include "presentation/PresentationView.h"
#include "plan/Figures.h"
#include "plan/ScenarioCompare.h"
#include "plan/Scenarios.h"
#include "proposal/ProposalBuilder.h"
#include "scenarios/ScenariosView.h"
#include "presenters/SearchText.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>
#include <QTextDocument>
#include <QUndoStack>

#include <qcustomplot.h>

class TestPlanSearch : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void itRunsOffTheThreadAndCanBeCancelled();
    void cancelStopsTheSearchOnItsThread();
    void oneRecommendationEverywhere();
    void applyIsOneUndoableEdit();
    void theDetailsShowTheFront();
    void theGoalIsAnEditOfThePlan();
};

namespace {

const gp::OptimizeResult& waitForSearch(gpui::PlanDocument& doc)
{
    doc.search()->request(true);
    [&] { QTRY_VERIFY_WITH_TIMEOUT(doc.search()->result() != nullptr, 30000); }();
    return *doc.search()->result();
}

// The panel's Cancel, shown while the search runs.
QPushButton* cancelButton(gpui::PlanSearchPanel* panel)
{
    for (QPushButton* b : panel->findChildren<QPushButton*>())
        if (b->text() == QStringLiteral("Cancel"))
            return b;
    return nullptr;
}

} // namespace

void TestPlanSearch::initTestCase()
{
    QSettings().clear();
}

void TestPlanSearch::itRunsOffTheThreadAndCanBeCancelled()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::CostsView view(&doc);
    view.resize(1440, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    gpui::PlanSearchPanel* panel = view.searchPanel();
    QSignalSpy started(doc.search(), &gpui::PlanSearch::started);
    doc.search()->request(true);
    QCOMPARE(started.count(), 1);
    // The event loop runs while it searches: the panel says so, with a progress bar and Cancel.
    QVERIFY(doc.search()->isRunning());
    QVERIFY(panel->progressBar()->isVisible());
    QCOMPARE(panel->headline()->text(), QStringLiteral("Finding the plan…"));
    QSignalSpy finished(doc.search(), &gpui::PlanSearch::finished);
    QPushButton* cancel = cancelButton(panel);
    QVERIFY(cancel && cancel->isVisible());
    QTest::mouseClick(cancel, Qt::LeftButton);
    QVERIFY(!doc.search()->isRunning());
    QVERIFY(!cancel->isVisible());
    // Once the cancelled task has left its thread and what it posted is delivered: nothing finished, nothing kept.
    QTRY_VERIFY(!doc.search()->isWindingDown());
    QCoreApplication::processEvents();
    QCOMPARE(finished.count(), 0);
    QVERIFY(!doc.search()->result());
    const gp::OptimizeResult& r = waitForSearch(doc);
    QVERIFY(r.recommended);
    QTRY_VERIFY(!panel->progressBar()->isVisible());
    QVERIFY2(panel->headline()->text().startsWith(QStringLiteral("Recommended: Google TPU v6e (Trillium) × 48")),
             qPrintable(panel->headline()->text()));
    QVERIFY2(panel->details()->text().contains(QStringLiteral("Your plan: NVIDIA H100 80 GB × 128, Spot")),
             qPrintable(panel->details()->text()));
    // An edit of what it reads cancels it and runs it again for the new plan.
    doc.modify(QStringLiteral("nodes"), [](gp::Plan& p) { p.goodput.nodes = 20; });
    QVERIFY(!doc.search()->result());
    QVERIFY(waitForSearch(doc).yours->config.nodes == 20);
}

void TestPlanSearch::cancelStopsTheSearchOnItsThread()
{
    // A five-day deadline leaves the search a second or more of work: the panel's Cancel
    // stops it at its next step, so it leaves its thread long before the whole search, run next, ends. A cancel
    // that only dropped the answer would leave it running to the end.
    gpui::PlanDocument doc;
    gp::Plan plan = gpui::PlanDocument::examplePlan();
    plan.training.deadline = gp::Duration::hours(120);
    doc.reset(plan, QString());
    gpui::CostsView view(&doc);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    doc.search()->request(true);
    QVERIFY(doc.search()->isRunning());
    QTRY_VERIFY(doc.search()->progress() > 0); // under way, past its first step
    QElapsedTimer stopping;
    stopping.start();
    QTest::mouseClick(cancelButton(view.searchPanel()), Qt::LeftButton);
    QTRY_VERIFY(!doc.search()->isWindingDown());
    const qint64 stopped = stopping.elapsed();
    QElapsedTimer searching;
    searching.start();
    waitForSearch(doc);
    const qint64 searched = searching.elapsed();
    qInfo("the cancelled search left its thread after %lld ms; the whole search took %lld ms", stopped, searched);
    QVERIFY2(stopped * 4 < searched, qPrintable(QStringLiteral("the cancelled search ran on %1 ms; the whole took %2 ms")
                                                    .arg(stopped)
                                                    .arg(searched)));
}

void TestPlanSearch::oneRecommendationEverywhere()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::OverviewView overview(&doc);
    gpui::CostsView costs(&doc);
    gpui::ScenariosView scenarios(&doc);
    for (QWidget* w : std::initializer_list<QWidget*>{&overview, &costs, &scenarios}) {
        w->resize(1440, 900);
        w->show();
    }
    const gp::OptimizeResult& r = waitForSearch(doc);
    QVERIFY(r.recommended);
    QApplication::processEvents();
    const QString expected = QStringLiteral("Google TPU v6e (Trillium) × 48, Spot");
    QCOMPARE(overview.cards()[0]->value(), expected);
    QVERIFY2(costs.recommendationLabel()->text().contains(expected), qPrintable(costs.recommendationLabel()->text()));
    const QLabel* scenarioLine = scenarios.findChild<QLabel*>(QString(), Qt::FindChildrenRecursively);
    bool found = false;
    for (const QLabel* l : scenarios.findChildren<QLabel*>())
        found = found || l->text().contains(QStringLiteral("The plan search recommends ") + expected);
    QVERIFY(scenarioLine && found);
    auto* presentation = new gpui::PresentationView(&doc);
    QVERIFY2(presentation->texts().join(QLatin1Char('\n')).contains(expected),
             qPrintable(presentation->texts().join(QLatin1Char('\n'))));
    delete presentation;
    const QString proposal = gpui::ProposalBuilder::build(gp::evaluateRecommended(doc.plan()), {})->toPlainText();
    QVERIFY(proposal.contains(QStringLiteral("Recommended: ") + expected));
    QVERIFY(proposal.contains(QStringLiteral("How this plan was chosen")));
    QVERIFY(proposal.contains(QStringLiteral("Why each other accelerator lost")));
    // The command line's compare says the same.
    QProcess cli;
    cli.start(QStringLiteral(GOODPUT_CLI), {QStringLiteral("compare"), QStringLiteral(GOODPUT_EXAMPLE_PLAN)});
    QVERIFY(cli.waitForFinished(30000));
    const QJsonObject search = QJsonDocument::fromJson(cli.readAllStandardOutput()).object()[QStringLiteral("plan_search")].toObject();
    const QJsonObject rec = search[QStringLiteral("recommended")].toObject();
    QCOMPARE(rec[QStringLiteral("accelerator")].toString(), QStringLiteral("tpu-v6e"));
    QCOMPARE(rec[QStringLiteral("accelerators")].toDouble(), 48.0);
    QCOMPARE(rec[QStringLiteral("provisioning")].toString(), QStringLiteral("spot"));
    QCOMPARE(rec[QStringLiteral("total_cost")].toDouble(), r.recommended->estimate.cost);
}

void TestPlanSearch::applyIsOneUndoableEdit()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::CostsView view(&doc);
    view.show();
    const gp::OptimizeResult& r = waitForSearch(doc);
    const gp::Candidate chosen = *r.recommended;
    QApplication::processEvents();
    QVERIFY(view.searchPanel()->applyButton()->isEnabled());
    const int steps = doc.undoStack()->count();
    view.searchPanel()->applyButton()->click();
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    QCOMPARE(doc.plan().training.accelerator, chosen.config.accelerator);
    QCOMPARE(doc.plan().goodput.nodes, chosen.config.nodes);
    QCOMPARE(doc.plan().goodput.provisioning, chosen.config.provisioning);
    QVERIFY(doc.plan().goodput.checkpointInterval == chosen.config.checkpointInterval);
    // The plan priced is now the recommendation, at the search's cost.
    QCOMPARE(doc.evaluation()->selectedEstimate()->cost, chosen.estimate.cost);
    // The scenarios still set what their names say, and the reason written about the old base is gone.
    const gp::Plan original = gpui::PlanDocument::examplePlan();
    for (const gp::Scenario& s : original.scenarios)
        QCOMPARE(gp::evaluate(gp::scenarioPlan(doc.storedPlan(), s.name)).selectedEstimate()->cost,
                 gp::evaluate(gp::scenarioPlan(original, s.name)).selectedEstimate()->cost);
    QVERIFY(doc.storedPlan().recommendationReason.empty());
    // Searched again, the plan is its own recommendation: nothing left to apply.
    waitForSearch(doc);
    QApplication::processEvents();
    QVERIFY(!view.searchPanel()->applyButton()->isEnabled());
    QVERIFY(view.searchPanel()->details()->text().contains(QStringLiteral("Your plan is the recommendation")));
    doc.undoStack()->undo();
    QCOMPARE(doc.plan().training.accelerator, std::string());
    QCOMPARE(doc.plan().goodput.nodes, 16);
    // Kept as a scenario: one step, one more option, named after it.
    const std::size_t before = doc.storedPlan().scenarios.size();
    waitForSearch(doc);
    QApplication::processEvents();
    view.searchPanel()->scenarioButton()->click();
    QCOMPARE(doc.storedPlan().scenarios.size(), before + 1);
    QVERIFY(doc.storedPlan().scenarios.back().name.rfind("Google TPU v6e", 0) == 0);
}

void TestPlanSearch::theDetailsShowTheFront()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::CostsView view(&doc);
    view.show();
    const gp::OptimizeResult& r = waitForSearch(doc);
    QApplication::processEvents();
    view.searchPanel()->showDetails();
    gpui::PlanSearchDialog* dialog = view.searchPanel()->dialog();
    QVERIFY(dialog && dialog->isVisible());
    QCOMPARE(dialog->plot()->graph(0)->dataCount(), static_cast<int>(r.pareto.size()));
    QCOMPARE(dialog->runnersUpTable()->rowCount(), static_cast<int>(r.runnersUp.size()));
    QVERIFY(dialog->topTable()->rowCount() >= 1);
    QVERIFY(dialog->chosen() >= 0); // the recommendation, at first
    QVERIFY(dialog->choice()->text().startsWith(QStringLiteral("Google TPU v6e (Trillium) × 48")));
    const int last = static_cast<int>(r.pareto.size()) - 1;
    dialog->choose(last);
    QVERIFY(dialog->choice()->text().startsWith(gpui::SearchText::configuration(doc.evaluation()->catalog(), r.pareto.back())));
    QVERIFY(dialog->summary()->text().contains(QLocale().toString(static_cast<qlonglong>(r.candidates))));
    dialog->close();
}

void TestPlanSearch::theGoalIsAnEditOfThePlan()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::CostsView view(&doc);
    view.show();
    waitForSearch(doc);
    view.searchPanel()->confidenceBox()->setValue(99);
    QCOMPARE(doc.plan().training.search.confidence, 0.99);
    QVERIFY(!doc.search()->result()); // the goal changed: searched again
    const gp::OptimizeResult& r = waitForSearch(doc);
    QCOMPARE(r.confidence, 0.99);
    QVERIFY(r.recommended->risk->probability >= 0.99);
    doc.undoStack()->undo();
    QCOMPARE(doc.plan().training.search.confidence, 0.9);
}

QTEST_MAIN(TestPlanSearch)
#include "tst_plansearch.moc"
