#include "plan/ScenarioCompare.h"
#include "costs/CostsView.h"
#include "serving/ServingInputs.h"
#include "serving/ServingView.h"
#include "document/PlanDocument.h"
#include "flowchart/DecisionPanel.h"
#include "flowchart/DecisionView.h"
#include "mainwindow/MainWindow.h"
#include "overview/OverviewView.h"
#include "plan/PlanFile.h"
#include "proposal/ProposalBuilder.h"
#include "workbench/WorkbenchView.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLocale>
#include <QFontMetrics>
#include <QHeaderView>
#include <QStatusBar>
#include <QSettings>
#include <QTableWidget>
#include <QTest>
#include <QTextDocument>
#include <QUndoStack>

#include <cmath>

// An inference plan in the views (docs/model.md section 21). The figures are worked out by hand for Llama 3.1 8B
// in BF16 (16.06 GB of weights, 131,072 bytes of KV cache a token), 8 sequences, 512 + 256 tokens a request:
// - on 2 T4 (640 GB/s × 0.75, 2 × 65 TFLOPS × 0.65) a step reads 16.06 + 8 × 640 × 131,072 B = 16.73 GB in 34.9 ms,
//   the prefill runs 5,262 tokens/s, a request takes 0.097 + 256 × 34.9 ms / 8 = 1.214 s: 0.82 requests/s a replica;
//   at 1 request/s, 2 replicas of 2 at $0.54 an accelerator-hour: $2.16 an hour, $2.16 / (768 × 3,600) × 10^6 =
//   $0.78 per million tokens. One L4 takes 2.485 s a request (0.40/s): 3 L4, within one VM: "T4 or L4".
// - at 5 requests/s: 13 L4 (7 × 2 = 14 T4): more than one VM, up to 32: L4, or NVLink when latency is critical.
class TestServing : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void theKindSelectorSwitchesThePage();
    void theServingPageShowsTheTreeAndTheCost();
    void theCheapestNamedIsTheTablesCheapest();
    void editsAreUndoableAndMoveTheRecommendation();
    void aRefusedValueLeavesThePlan();
    void theOverviewFollowsTheKind();
    void theWindowSaysItServes();
    void theFlowchartShowsThePlansServing();
    void theProposalServes();

private:
    gpui::PlanDocument* doc_ = nullptr;
    gpui::CostsView* view_ = nullptr;
};

void TestServing::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_serving"));
    QSettings().clear();
}

void TestServing::init()
{
    doc_ = new gpui::PlanDocument;
    doc_->reset(gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/inference-8b.gpplan"), QString());
    view_ = new gpui::CostsView(doc_);
    view_->resize(1200, 900);
    view_->show();
    QVERIFY(QTest::qWaitForWindowExposed(view_));
}

void TestServing::cleanup()
{
    delete view_;
    delete doc_;
}

void TestServing::theKindSelectorSwitchesThePage()
{
    doc_->reset(gpui::PlanDocument::examplePlan(), QString());
    QVERIFY(!view_->showsServing());
    QComboBox* kind = view_->kindBox();
    const int serving = kind->findData(static_cast<int>(gp::PlanKind::Inference));
    kind->setCurrentIndex(serving);
    emit kind->activated(serving);
    QCOMPARE(doc_->plan().kind, gp::PlanKind::Inference);
    QVERIFY(view_->showsServing());
    QCOMPARE(doc_->undoStack()->count(), 1);
    doc_->undoStack()->undo();
    QCOMPARE(doc_->plan().kind, gp::PlanKind::Training);
    QVERIFY(!view_->showsServing());
    QCOMPARE(kind->currentData().toInt(), static_cast<int>(gp::PlanKind::Training));
}

void TestServing::theServingPageShowsTheTreeAndTheCost()
{
    QVERIFY(view_->showsServing());
    gpui::ServingView* s = view_->servingView();
    const QString tree = s->recommendationLabel()->text();
    QVERIFY2(tree.contains(QStringLiteral("Multiple GPUs in a single VM")) && tree.contains(QStringLiteral("T4 or L4")),
             qPrintable(tree));
    QVERIFY2(tree.contains(QStringLiteral("accelerators: 3")), qPrintable(tree)); // 3 L4
    // The step model (docs/model.md section 21) on 2 T4: a step of 8 reads 16.73 GB in 16.73 / (640 x 0.8) =
    // 32.68 ms, with its work 1.56, its all-reduces over 16 GB/s 0.93 and its fixed costs 1.64 ms: 36.80 ms; the
    // median request sees 7 of the others' 127.1 ms prefills over its 255 tokens, 40.3 ms a token.
    const QString served = s->servedLabel()->text();
    QVERIFY2(served.contains(QStringLiteral("NVIDIA T4")) && served.contains(QStringLiteral("2 × 2")) &&
                 served.contains(QStringLiteral("TPOT 40.3 ms")) && served.contains(QStringLiteral("$2.16 an hour")) &&
                 served.contains(QStringLiteral("$0.78 per million tokens")),
             qPrintable(served));
    // Every accelerator of the catalog, the served one first and in bold.
    QTableWidget* t = s->table();
    QCOMPARE(t->rowCount(), 13);
    QVERIFY(t->item(0, 0)->text().startsWith(QStringLiteral("NVIDIA T4")));
    QVERIFY(t->item(0, 0)->font().bold());
    QCOMPARE(t->item(0, 10)->text(), QStringLiteral("$0.78"));
    // On demand, Spot and two commitments for the served T4: Spot at $0.18 an accelerator-hour is $0.72 an hour.
    QCOMPARE(s->provisioningTable()->rowCount(), 4);
    QCOMPARE(s->provisioningTable()->item(1, 1)->text(), QStringLiteral("$0.72"));
}

void TestServing::theCheapestNamedIsTheTablesCheapest()
{
    // A 70B model: the tree's answer (its families) is not where the cheapest is. The sentence names the cheapest
    // of the table's "$ per million tokens" column among the rows that serve, read from the table itself.
    doc_->reset(gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/inference-70b.gpplan"), QString());
    gpui::ServingView* s = view_->servingView();
    QTableWidget* t = s->table();
    QCOMPARE(t->horizontalHeaderItem(1)->text(), QStringLiteral("Serves"));
    double best = INFINITY;
    QString bestName;
    for (int r = 0; r < t->rowCount(); ++r) {
        QString price = t->item(r, 10)->text();
        if (!price.startsWith(QLatin1Char('$')))
            continue; // does not serve, or no traffic
        const double v = QLocale().toDouble(price.mid(1));
        if (v < best) {
            best = v;
            bestName = t->item(r, 0)->text().section(QStringLiteral(" ("), 0, 0);
        }
        QVERIFY2(t->item(r, 1)->text().startsWith(QStringLiteral("✓")), qPrintable(t->item(r, 1)->text()));
    }
    QVERIFY(!bestName.isEmpty());
    const QString text = s->recommendationLabel()->text();
    const QString cheapest = text.contains(QStringLiteral("Cheapest of every accelerator"))
                                 ? text.section(QStringLiteral("Cheapest of every accelerator that serves the targets: "), 1)
                                 : text.section(QStringLiteral("the cheapest: "), 1);
    QVERIFY2(cheapest.startsWith(bestName), qPrintable(text + QStringLiteral(" / table: ") + bestName));
    // A row that does not fit says so in the column beside its name.
    bool unfit = false;
    for (int r = 0; r < t->rowCount(); ++r)
        unfit = unfit || t->item(r, 1)->text().contains(QStringLiteral("does not fit"));
    QVERIFY(unfit);
}

void TestServing::editsAreUndoableAndMoveTheRecommendation()
{
    gpui::ServingView* s = view_->servingView();
    s->inputs()->requestsBox()->setValue(5);
    QCOMPARE(doc_->plan().inference.request.requestsPerSecond, 5.0);
    QCOMPARE(doc_->undoStack()->count(), 1);
    QString tree = s->recommendationLabel()->text();
    QVERIFY2(tree.contains(QStringLiteral("Distributed, up to 4 VMs / 32 GPUs")) && tree.contains(QStringLiteral("→ L4")),
             qPrintable(tree));
    QVERIFY2(tree.contains(QStringLiteral("accelerators: 13")), qPrintable(tree));
    s->inputs()->latencyCriticalBox()->setChecked(true);
    QVERIFY(doc_->plan().inference.latencyCritical);
    tree = s->recommendationLabel()->text();
    QVERIFY2(tree.contains(QStringLiteral("Critical")) && tree.contains(QStringLiteral("NVLink options")),
             qPrintable(tree));
    // The tree's pick is an NVLink option now.
    const QString served = s->servedLabel()->text();
    QVERIFY2(served.contains(QStringLiteral("H100")) || served.contains(QStringLiteral("A100")) ||
                 served.contains(QStringLiteral("V100")),
             qPrintable(served));
    doc_->undoStack()->undo();
    doc_->undoStack()->undo();
    QCOMPARE(doc_->plan().inference.request.requestsPerSecond, 1.0);
    QVERIFY(!s->inputs()->latencyCriticalBox()->isChecked());
    QCOMPARE(s->inputs()->requestsBox()->value(), 1.0);
    // The decode efficiency is the user's to set: at 50 % two T4 read 16.73 GB in 16.73 / (640 × 0.5) = 52.28 ms,
    // a step of 56.41 ms with the same costs beside, 59.9 ms a token with the others' prefills.
    s->inputs()->decodeEfficiencyBox()->setValue(50);
    QCOMPARE(doc_->plan().inference.request.efficiency.decode, 0.5);
    QVERIFY2(s->servedLabel()->text().contains(QStringLiteral("NVIDIA T4")) &&
                 s->servedLabel()->text().contains(QStringLiteral("TPOT 59.9 ms")),
             qPrintable(s->servedLabel()->text()));
    doc_->undoStack()->undo();
    // The accelerator named: served as named, though it is not the tree's pick.
    QComboBox* acc = s->inputs()->acceleratorBox();
    const int h100 = acc->findData(QStringLiteral("h100-80gb"));
    QVERIFY(h100 > 0);
    acc->setCurrentIndex(h100);
    emit acc->activated(h100);
    QCOMPARE(doc_->plan().inference.accelerator, std::string("h100-80gb"));
    QVERIFY(s->servedLabel()->text().contains(QStringLiteral("NVIDIA H100 80 GB")));
}

void TestServing::aRefusedValueLeavesThePlan()
{
    gpui::ServingView* s = view_->servingView();
    // A 10-token context cannot hold the 512-token prompt: refused, named, and the box shows the plan's value.
    QDoubleSpinBox* box = nullptr;
    for (QDoubleSpinBox* b : s->findChildren<QDoubleSpinBox*>())
        if (b->accessibleName().startsWith(QStringLiteral("Context length")))
            box = b;
    QVERIFY(box);
    box->setValue(10);
    QCOMPARE(doc_->plan().inference.request.context, 4096.0);
    QCOMPARE(doc_->undoStack()->count(), 0);
    QCOMPARE(box->value(), 4096.0);
    bool shown = false;
    for (QLabel* l : s->findChildren<QLabel*>())
        if (l->isVisible() && l->text().contains(QStringLiteral("inference.prompt_tokens")))
            shown = true;
    QVERIFY(shown);
}

void TestServing::theOverviewFollowsTheKind()
{
    gpui::OverviewView overview(doc_);
    overview.resize(1000, 700);
    overview.show();
    QVERIFY(QTest::qWaitForWindowExposed(&overview));
    const auto texts = [&overview] {
        QStringList all;
        for (QLabel* l : overview.findChildren<QLabel*>())
            all << l->text();
        return all.join(QLatin1Char('\n'));
    };
    QVERIFY2(texts().contains(QStringLiteral("$0.78 per million tokens · $1,578 a month")), qPrintable(texts()));
    QVERIFY(texts().contains(QStringLiteral("T4 or L4")));
    QVERIFY(!texts().contains(QStringLiteral("ML Productivity Goodput")));
    // The workbench says its goodput is a training job's.
    gpui::WorkbenchView bench(doc_);
    QVERIFY(bench.servingNote()->isVisibleTo(&bench));
    doc_->modify(QStringLiteral("train"), [](gp::Plan& p) { p.kind = gp::PlanKind::Training; });
    QVERIFY(texts().contains(QStringLiteral("ML Productivity Goodput")));
    QVERIFY(!bench.servingNote()->isVisibleTo(&bench));
}

// On a small screen the serving overview shows every input whole (its values were blank and "Llama 3.1 70B (70…"
// was cut), the status bar gives the serving headline rather than a training job's goodput, and the window goes by
// the plan's title while it has no file.
void TestServing::theWindowSaysItServes()
{
    gpui::MainWindow w(doc_);
    w.resize(1024, 640);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const auto status = [&w] {
        QStringList all;
        for (QLabel* l : w.statusBar()->findChildren<QLabel*>())
            all << l->text();
        return all.join(QLatin1Char('\n'));
    };
    // 2 replicas of 2 T4 at $0.54 an accelerator-hour: $2.16 an hour, $0.78 per million tokens (worked above).
    QVERIFY2(status().contains(QStringLiteral("Serving on NVIDIA T4: $0.78 per million tokens · $2.16 an hour")),
             qPrintable(status()));
    QVERIFY(!status().contains(QStringLiteral("ML Productivity Goodput")));
    QVERIFY2(w.windowTitle().startsWith(QStringLiteral("Serving Llama 3.1 8B: a support bot at one request per second")),
             qPrintable(w.windowTitle()));

    w.showView(gpui::View::Overview);
    QTRY_VERIFY(w.findChild<gpui::OverviewView*>() && w.findChild<gpui::OverviewView*>()->isVisible());
    auto* overview = w.findChild<gpui::OverviewView*>();
    QCoreApplication::processEvents(); // laid out
    for (QTableWidget* t : {overview->figuresTable(), overview->inputsTable()}) {
        QVERIFY(t->rowCount() > 3);
        // Below 900 px the two tables stand one under the other, each the page's width.
        QVERIFY2(overview->width() >= gpui::OverviewView::kStackTables || t->width() > overview->width() / 2,
                 qPrintable(QString::number(t->width())));
        const QFontMetrics fm(t->font());
        for (int r = 0; r < t->rowCount(); ++r)
            for (int c = 0; c < t->columnCount(); ++c) {
                const QTableWidgetItem* item = t->item(r, c);
                QVERIFY(item && !item->text().trimmed().isEmpty());
                // Every word fits its column and the wrapped text fits its row: nothing is cut.
                const int width = t->columnWidth(c) - 8;
                for (const QString& word : item->text().split(QLatin1Char(' '), Qt::SkipEmptyParts))
                    QVERIFY2(fm.horizontalAdvance(word) <= width, qPrintable(item->text()));
                const QRect need = fm.boundingRect(QRect(0, 0, width, 10000), Qt::TextWordWrap, item->text());
                QVERIFY2(need.height() <= t->rowHeight(r), qPrintable(item->text()));
            }
        // The table is as tall as its rows: none is scrolled out of sight.
        int rows = t->horizontalHeader()->height();
        for (int r = 0; r < t->rowCount(); ++r)
            rows += t->rowHeight(r);
        QVERIFY2(t->height() >= rows, qPrintable(QStringLiteral("%1 < %2").arg(t->height()).arg(rows)));
    }
    // The model's name in full among the inputs.
    bool model = false;
    for (int r = 0; r < overview->inputsTable()->rowCount(); ++r)
        model = model || overview->inputsTable()->item(r, 1)->text().contains(QStringLiteral("Llama 3.1 8B"));
    QVERIFY(model);

    // Turned to training, the status bar gives the goodput again at once.
    doc_->modify(QStringLiteral("train"), [](gp::Plan& p) { p.kind = gp::PlanKind::Training; });
    QVERIFY2(status().contains(QStringLiteral("ML Productivity Goodput")), qPrintable(status()));
}

void TestServing::theFlowchartShowsThePlansServing()
{
    // A training plan walked to "Inferencing → Single GPU" turns to serving in the same step; the panel then says
    // what the plan's figures make of the tree's "T4 or L4".
    doc_->reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::DecisionView flow(doc_);
    flow.resize(1200, 800);
    flow.show();
    QVERIFY(QTest::qWaitForWindowExposed(&flow));
    QLabel* figures = flow.panel()->planFiguresLabel();
    QVERIFY(!figures->isVisible());
    doc_->setWalk("gpu-selection", {"inferencing", "single-gpu"}, QStringLiteral("Answer"));
    QCOMPARE(doc_->plan().kind, gp::PlanKind::Inference);
    QVERIFY(figures->isVisible());
    // The example plan runs on Spot: 4 T4 at $0.18 an hour are $0.72 an hour, $0.72 / 2.7648 = $0.26 per million.
    QVERIFY2(figures->text().contains(QStringLiteral("$0.72 an hour")) &&
                 figures->text().contains(QStringLiteral("$0.26 per million tokens")),
             qPrintable(figures->text()));
    // No warning: the walk's single GPU and the figures' one VM both recommend T4 or L4.
    QVERIFY(doc_->evaluation()->warnings.empty());
    doc_->setWalk("gpu-selection", {"training"}, QStringLiteral("Answer"));
    QVERIFY(!figures->isVisible());
}

void TestServing::theProposalServes()
{
    const auto doc = gpui::ProposalBuilder::build(gp::evaluateRecommended(doc_->plan()), {});
    const QString text = doc->toPlainText();
    QVERIFY(text.contains(QStringLiteral("Serving Llama 3.1 8B costs $0.78 per million tokens: $2.16 an hour")));
    QVERIFY(text.contains(QStringLiteral("Serving compared across accelerators")));
    QVERIFY(text.contains(QStringLiteral("The served accelerator under each provisioning")));
    // The path the figures give, drawn as the decision path when no walk is recorded: inferencing on multiple GPUs
    // in a single VM leads to the multi-GPU recommendation.
    QVERIFY(text.contains(QStringLiteral("Recommendation: T4 or L4 (if performance validates).")));
    QVERIFY(text.contains(QStringLiteral("the path shown is the one the serving figures give")));
    // Nothing of a training run's.
    QVERIFY(!text.contains(QStringLiteral("Goodput analysis")));
    QVERIFY(!text.contains(QStringLiteral("C = 6 N D")));
}

QTEST_MAIN(TestServing)
#include "tst_serving.moc"
