#include "plan/ScenarioCompare.h"
#include "presenters/AnswerText.h"
#include "presenters/ServingText.h"
#include "costs/CostsView.h"
#include "serving/ServingView.h"
#include "document/PlanDocument.h"
#include "plan/PlanFile.h"
#include "proposal/ProposalBuilder.h"

#include <QLabel>
#include <QSettings>
#include <QTableWidget>
#include <QTest>
#include <QTextDocument>

// A serving plan with no traffic (docs/model.md section 21): Llama 3.1 8B in BF16, 8 sequences of 4,096 tokens, 0
// requests a second. One L4 holds it (16.06 GB of weights and 4.29 GB of cache in 24 × 0.9 = 21.6 GB) and stands
// by at $0.85 an hour, $0.85 × 730.485 = $620.91 a month (shown as $621); two T4 would cost 2 × $0.54 = $1.08.
// Its price is spread over no tokens: every view shows a dash and the reason where the cost per million tokens
// stands, never a price.
class TestServingCost : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void theServingPageShowsADashWithTheReason();
    void theOverviewShowsADashWithTheReason();
    void theProposalSaysThereIsNone();
};

namespace {

gp::Plan noTraffic()
{
    return gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/inference-no-traffic.gpplan");
}

} // namespace

void TestServingCost::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_servingcost"));
    QSettings().clear();
}

void TestServingCost::theServingPageShowsADashWithTheReason()
{
    gpui::PlanDocument doc;
    doc.reset(noTraffic(), QString());
    gpui::CostsView view(&doc);
    view.resize(1200, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    gpui::ServingView* s = view.servingView();
    const QString served = s->servedLabel()->text();
    QVERIFY2(served.contains(QStringLiteral("NVIDIA L4")) && served.contains(QStringLiteral("$0.85 an hour")) &&
                 served.contains(QStringLiteral("$621 a month")) &&
                 served.contains(QStringLiteral("– (no traffic) per million tokens")),
             qPrintable(served));
    QTableWidget* t = s->table();
    QVERIFY(t->item(0, 0)->text().startsWith(QStringLiteral("NVIDIA L4")));
    QCOMPARE(t->item(0, 10)->text(), QStringLiteral("– (no traffic)"));
    for (int row = 0; row < s->provisioningTable()->rowCount(); ++row)
        QCOMPARE(s->provisioningTable()->item(row, 3)->text(), QStringLiteral("– (no traffic)"));
    // No bars: there is no cost per million tokens to draw.
    QVERIFY(gpui::ServingText::costBars(*doc.evaluation()).values.empty());
    // With one request a second the figure is back: 3 L4 replicas at 0.40 requests/s, or 2 × 2 T4 at $2.16 an
    // hour over 768 × 3,600 tokens: $0.78 per million.
    doc.modify(QStringLiteral("traffic"), [](gp::Plan& p) { p.inference.request.requestsPerSecond = 1; });
    QCOMPARE(s->table()->item(0, 10)->text(), QStringLiteral("$0.78"));
}

void TestServingCost::theOverviewShowsADashWithTheReason()
{
    const gp::Plan plan = noTraffic();
    const gp::Evaluation ev = gp::evaluate(plan);
    QCOMPARE(gpui::AnswerText::headline(plan, ev),
             QStringLiteral("$621 a month · no cost per million tokens (no traffic)"));
    const QList<gpui::AnswerText::Answer> answers = gpui::AnswerText::of(plan, ev);
    QCOMPARE(answers[3].title, QStringLiteral("Cost per million tokens"));
    QCOMPARE(answers[3].value, QStringLiteral("–"));
    QCOMPARE(answers[3].detail, QStringLiteral("no traffic"));
    QCOMPARE(gpui::ServingText::costPerMillionTokens(*ev.served), QStringLiteral("– (no traffic)"));
}

void TestServingCost::theProposalSaysThereIsNone()
{
    const auto doc = gpui::ProposalBuilder::build(gp::evaluateRecommended(noTraffic()), {});
    const QString text = doc->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("Serving Llama 3.1 8B costs $0.85 an hour, $621 a month; it has no cost "
                                          "per million tokens (no traffic).")),
             qPrintable(text.left(2000)));
    QVERIFY(!text.contains(QStringLiteral("$0.47")));
    QVERIFY(!text.contains(QStringLiteral("nan")));
}

QTEST_MAIN(TestServingCost)
#include "tst_servingcost.moc"
