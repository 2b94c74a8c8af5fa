// What is applied is what was promised (docs/model.md section 24, "Applying the answer"): every candidate the search
// shows, its recommendation, its cheapest options and each runner-up's best, applied to the plan and evaluated again,
// gives the cost, wall days, MFU and goodput the search priced it at, to the last bit, on three plans: the example
// (every accelerator at the catalog's typical MFU but the plan's own), the 70B plan at its own MFU, and the 70B plan
// whose MFU comes from the parallel layout.
#include "plan/Evaluate.h"
#include "search/Optimize.h"
#include "plan/PlanFile.h"

#include <QTest>

class TestApplySearch : public QObject {
    Q_OBJECT
private slots:
    void appliedIsPromised_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("example") << QStringLiteral(GOODPUT_EXAMPLE_PLAN);
        QTest::newRow("70B at its own MFU") << QStringLiteral(GOODPUT_TEST_DATA "/plans/llm-70b-14-days.gpplan");
        QTest::newRow("70B from its layout") << QStringLiteral(GOODPUT_TEST_DATA "/plans/llm-70b-layout.gpplan");
    }

    void appliedIsPromised()
    {
        QFETCH(QString, path);
        const gp::Plan plan = gp::loadPlanFile(path.toStdString());
        const gp::OptimizeResult r = gp::optimize(plan);
        std::vector<gp::Candidate> shown(r.top.begin(), r.top.end());
        if (r.recommended)
            shown.push_back(*r.recommended);
        for (const gp::RunnerUp& u : r.runnersUp)
            if (u.best)
                shown.push_back(*u.best);
        QVERIFY(shown.size() >= 3);
        int catalogMfu = 0;
        for (const gp::Candidate& c : shown) {
            const gp::Evaluation e = gp::evaluate(gp::applyCandidate(plan, c));
            const gp::CostEstimate* applied = e.selectedEstimate();
            const QByteArray what = QByteArray::fromStdString(c.config.accelerator + " x " +
                                                              std::to_string(c.config.nodes));
            QVERIFY2(applied && applied->accelerator == c.config.accelerator, what.constData());
            QVERIFY2(applied->mfu == c.estimate.mfu, what.constData());
            QVERIFY2(applied->mfuSource == c.estimate.mfuSource, what.constData());
            QVERIFY2(applied->cost == c.estimate.cost, what.constData());
            QVERIFY2(applied->days == c.estimate.days, what.constData());
            QVERIFY2(e.goodput.mlProductivity == c.mlProductivity, what.constData());
            catalogMfu += c.estimate.mfuSource == gp::MfuSource::Catalog;
        }
        // The example's runners-up run at the catalog's typical MFU: the case an applied plan used to lose.
        if (path == QStringLiteral(GOODPUT_EXAMPLE_PLAN))
            QVERIFY(catalogMfu > 0);
    }
};

QTEST_GUILESS_MAIN(TestApplySearch)
#include "tst_applysearch.moc"
