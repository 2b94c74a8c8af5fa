#include "goodput/ProgramGoodput.h"
#include "io/Error.h"

#include <QTest>

class TestMfu : public QObject {
    Q_OBJECT
private slots:
    void flopsPerToken_data();
    void flopsPerToken();
    void palmPublishedMfu();
    void errors_data();
    void errors();
};

void TestMfu::flopsPerToken_data()
{
    QTest::addColumn<double>("params");
    QTest::addColumn<bool>("withShape");
    QTest::addColumn<double>("layers");
    QTest::addColumn<double>("heads");
    QTest::addColumn<double>("headDim");
    QTest::addColumn<double>("seqLen");
    QTest::addColumn<double>("expected");
    QTest::newRow("6N only") << 7e9 << false << 0.0 << 0.0 << 0.0 << 0.0 << 4.2e10;
    // GPT-3 175B: 6 x 175e9 + 12 x 96 x 96 x 128 x 2048 = 1.05e12 + 28,991,029,248
    QTest::newRow("GPT-3 175B") << 175e9 << true << 96.0 << 96.0 << 128.0 << 2048.0 << 1078991029248.0;
    // PaLM 540B: 6 x 540e9 + 12 x 118 x 48 x 256 x 2048 = 3.24e12 + 35,634,806,784
    QTest::newRow("PaLM 540B") << 540e9 << true << 118.0 << 48.0 << 256.0 << 2048.0 << 3275634806784.0;
}

void TestMfu::flopsPerToken()
{
    QFETCH(double, params);
    QFETCH(bool, withShape);
    QFETCH(double, layers);
    QFETCH(double, heads);
    QFETCH(double, headDim);
    QFETCH(double, seqLen);
    QFETCH(double, expected);
    std::optional<gp::ModelShape> shape;
    if (withShape)
        shape = gp::ModelShape{layers, heads, headDim, seqLen};
    QCOMPARE(gp::trainingFlopsPerToken(params, shape), expected);
}

void TestMfu::palmPublishedMfu()
{
    // PaLM 540B on 6144 TPU v4 chips (275 TFLOP/s peak) at 238.3k tokens/s: the paper reports 46.2% MFU.
    const double fpt = gp::trainingFlopsPerToken(540e9, gp::ModelShape{118, 48, 256, 2048});
    const double mfu = gp::modelFlopsUtilization(238.3e3, fpt, 6144, 275);
    QVERIFY(qAbs(mfu - 0.462) < 0.0005);
}

void TestMfu::errors_data()
{
    QTest::addColumn<double>("tps");
    QTest::addColumn<double>("chips");
    QTest::addColumn<double>("peak");
    QTest::addColumn<int>("code");
    QTest::newRow("impossible") << 1e9 << 8.0 << 312.0 << int(gp::ErrorCode::ImpossibleUtilization);
    QTest::newRow("fractional chips") << 1e3 << 2.5 << 312.0 << int(gp::ErrorCode::NotAnInteger);
    QTest::newRow("zero peak") << 1e3 << 8.0 << 0.0 << int(gp::ErrorCode::NotPositive);
    QTest::newRow("NaN throughput") << std::nan("") << 8.0 << 312.0 << int(gp::ErrorCode::NotFinite);
}

void TestMfu::errors()
{
    QFETCH(double, tps);
    QFETCH(double, chips);
    QFETCH(double, peak);
    QFETCH(int, code);
    try {
        gp::modelFlopsUtilization(tps, 4.2e10, chips, peak);
        QFAIL("accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(int(e.code()), code);
    }
}

QTEST_APPLESS_MAIN(TestMfu)
#include "tst_mfu.moc"
