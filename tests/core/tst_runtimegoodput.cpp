#include "goodput/RuntimeGoodput.h"
#include "io/Error.h"

#include <QTest>

using gp::Duration;

class TestRuntimeGoodput : public QObject {
    Q_OBJECT
private slots:
    void seedFormula_data();
    void seedFormula();
    void unequalInterruptions();
    void errors_data();
    void errors();
};

void TestRuntimeGoodput::seedFormula_data()
{
    QTest::addColumn<double>("window");
    QTest::addColumn<double>("count");
    QTest::addColumn<double>("resume");
    QTest::addColumn<double>("lost");
    QTest::addColumn<double>("reschedule");
    QTest::addColumn<double>("goodput");
    QTest::addColumn<double>("badput");
    // (720 - 12 (0.5 + 0.75) - 12 x 0.25) / (720 - 12 x 0.25) = 702 / 717
    QTest::newRow("docs/model.md example") << 720.0 << 12.0 << 0.5 << 0.75 << 0.25 << 702.0 / 717.0 << 15.0;
    // (100 - 4 x 1.5) / 100
    QTest::newRow("no reschedule") << 100.0 << 4.0 << 1.0 << 0.5 << 0.0 << 0.94 << 6.0;
    // t_c = 2 (0.5 + 1) = 3, sum t_re = 4: (24 - 3 - 4) / (24 - 4) = 17 / 20
    QTest::newRow("reschedule leaves the denominator") << 24.0 << 2.0 << 0.5 << 1.0 << 2.0 << 0.85 << 3.0;
    QTest::newRow("no interruptions") << 10.0 << 0.0 << 1.0 << 1.0 << 1.0 << 1.0 << 0.0;
    QTest::newRow("all time lost") << 10.0 << 2.0 << 2.0 << 3.0 << 0.0 << 0.0 << 10.0;
}

void TestRuntimeGoodput::seedFormula()
{
    QFETCH(double, window);
    QFETCH(double, count);
    QFETCH(double, resume);
    QFETCH(double, lost);
    QFETCH(double, reschedule);
    QFETCH(double, goodput);
    QFETCH(double, badput);
    const auto r = gp::seedRuntimeGoodput(Duration::hours(window), count,
                                          {Duration::hours(resume), Duration::hours(lost), Duration::hours(reschedule)});
    QVERIFY(qAbs(r.runtimeGoodput - goodput) < 1e-12);
    QVERIFY(qAbs(r.badputHours - badput) < 1e-12);
    QVERIFY(qAbs(r.rescheduleHours - count * reschedule) < 1e-12);
}

void TestRuntimeGoodput::unequalInterruptions()
{
    // t_c = (0.5 + 1) + (0.25 + 0.25) = 2, sum t_re = 1 + 3 = 4: (50 - 2 - 4) / (50 - 4) = 44 / 46
    const std::vector<gp::Interruption> list{
        {Duration::hours(0.5), Duration::hours(1), Duration::hours(1)},
        {Duration::hours(0.25), Duration::hours(0.25), Duration::hours(3)},
    };
    const auto r = gp::seedRuntimeGoodput(Duration::hours(50), list);
    QVERIFY(qAbs(r.runtimeGoodput - 44.0 / 46.0) < 1e-12);
    QCOMPARE(r.badputHours, 2.0);
    QCOMPARE(r.rescheduleHours, 4.0);
}

void TestRuntimeGoodput::errors_data()
{
    QTest::addColumn<double>("window");
    QTest::addColumn<double>("count");
    QTest::addColumn<double>("resume");
    QTest::addColumn<double>("lost");
    QTest::addColumn<double>("reschedule");
    QTest::addColumn<int>("code");
    QTest::newRow("zero window") << 0.0 << 1.0 << 1.0 << 1.0 << 0.0 << int(gp::ErrorCode::NotPositive);
    QTest::newRow("negative count") << 10.0 << -1.0 << 1.0 << 1.0 << 0.0 << int(gp::ErrorCode::Negative);
    QTest::newRow("nan count") << 10.0 << std::nan("") << 1.0 << 1.0 << 0.0 << int(gp::ErrorCode::NotFinite);
    QTest::newRow("recovery longer than window") << 10.0 << 5.0 << 1.0 << 1.5 << 0.0
                                                << int(gp::ErrorCode::RecoveryExceedsWindow);
    QTest::newRow("reschedule fills the window") << 10.0 << 5.0 << 0.0 << 0.0 << 2.0
                                                << int(gp::ErrorCode::RecoveryExceedsWindow);
    QTest::newRow("negative resume") << 10.0 << 1.0 << -1.0 << 0.0 << 0.0 << int(gp::ErrorCode::Negative);
}

void TestRuntimeGoodput::errors()
{
    QFETCH(double, window);
    QFETCH(double, count);
    QFETCH(double, resume);
    QFETCH(double, lost);
    QFETCH(double, reschedule);
    QFETCH(int, code);
    try {
        gp::seedRuntimeGoodput(Duration::hours(window), count,
                               {Duration::hours(resume), Duration::hours(lost), Duration::hours(reschedule)});
        QFAIL("no error");
    } catch (const gp::Error& e) {
        QCOMPARE(int(e.code()), code);
    }
}

QTEST_APPLESS_MAIN(TestRuntimeGoodput)
#include "tst_runtimegoodput.moc"
