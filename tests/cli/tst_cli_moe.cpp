#include "CliRun.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using gptest::cli;
using gptest::json;

// goodput-cli performance with a Mixture-of-Experts model (docs/model.md section 26): its preset or its shape by
// flags, the expert degrees, and the keys the issue asks for.
class TestCliMoe : public QObject {
    Q_OBJECT
private slots:
    void aPresetCountsItsActiveParameters();
    void flagsGiveThePresetsShape();
    void expertsAcrossDomainsWaitForTheNetwork();
    void compareAndOptimizeShowTheExpertDegrees();
    void badInputNamesTheFlag_data();
    void badInputNamesTheFlag();
};

namespace {

// DeepSeek-V3 as its report trained it: 2,048 accelerators, 15,360 sequences of 4,096 a step, PP 16, EP 64.
QStringList deepSeek(const QStringList& more = {})
{
    QStringList base{QStringLiteral("performance"),      QStringLiteral("--model"),
                     QStringLiteral("deepseek-v3"),      QStringLiteral("--accelerator"),
                     QStringLiteral("h100-80gb"),        QStringLiteral("--accelerators"),
                     QStringLiteral("2048"),             QStringLiteral("--global-batch-tokens"),
                     QStringLiteral("62914560"),         QStringLiteral("--tensor"),
                     QStringLiteral("1"),                QStringLiteral("--pipeline"),
                     QStringLiteral("16"),               QStringLiteral("--expert-parallel"),
                     QStringLiteral("64"),               QStringLiteral("--precision"),
                     QStringLiteral("fp8")};
    return base + more;
}

QStringList mixtral(const QStringList& shape)
{
    return QStringList{QStringLiteral("performance"), QStringLiteral("--accelerator"), QStringLiteral("h100-80gb"),
                       QStringLiteral("--accelerators"), QStringLiteral("128"), QStringLiteral("--global-batch-tokens"),
                       QStringLiteral("1048576"), QStringLiteral("--tensor"), QStringLiteral("2"),
                       QStringLiteral("--pipeline"), QStringLiteral("8"), QStringLiteral("--expert-parallel"),
                       QStringLiteral("8"), QStringLiteral("--sequence"), QStringLiteral("4096")} +
           shape;
}

} // namespace

void TestCliMoe::aPresetCountsItsActiveParameters()
{
    // 37,551,276,032 active of 671,025,397,760 (docs/model.md section 26, worked by hand); the MFU counts
    // 6 N_active + 12 L a d_h s = 286,712,266,752 FLOPs a token over 2,048 x 1,979 TFLOP/s of FP8.
    const QJsonObject o = json(cli(deepSeek()));
    QCOMPARE(o[QLatin1String("active_parameters")].toDouble(), 37551276032.0);
    QCOMPARE(o[QLatin1String("total_parameters")].toDouble(), 671025397760.0);
    const QJsonObject layout = o[QLatin1String("layout")].toObject();
    QCOMPARE(layout[QLatin1String("expert_parallel")].toInt(), 64);
    QCOMPARE(layout[QLatin1String("expert_tensor")].toInt(), 1);
    QCOMPARE(layout[QLatin1String("expert_data")].toDouble(), 2.0); // 2,048 / (64 x 1 x 16)
    QCOMPARE(layout[QLatin1String("data")].toInt(), 128);
    QVERIFY(o[QLatin1String("breakdown_seconds")].toObject()[QLatin1String("expert_all_to_all")].toDouble() > 0);
    const double tokens = o[QLatin1String("tokens_per_second")].toDouble();
    const double mfu = tokens * 286712266752.0 / (2048 * 1979e12);
    QVERIFY2(std::abs(o[QLatin1String("mfu")].toDouble() / mfu - 1) < 1e-9, qPrintable(QString::number(mfu)));
    QCOMPARE(o[QLatin1String("routing")].toString(), QStringLiteral("dropless"));
}

void TestCliMoe::flagsGiveThePresetsShape()
{
    // Mixtral 8x22B by its flags is the preset: the same step to the last digit.
    const QJsonObject preset = json(cli(mixtral({QStringLiteral("--model"), QStringLiteral("mixtral-8x22b")})));
    const QStringList shape{QStringLiteral("--layers"), QStringLiteral("56"), QStringLiteral("--hidden"),
                            QStringLiteral("6144"), QStringLiteral("--heads"), QStringLiteral("48"),
                            QStringLiteral("--kv-heads"), QStringLiteral("8"), QStringLiteral("--head-dim"),
                            QStringLiteral("128"), QStringLiteral("--experts"), QStringLiteral("8"),
                            QStringLiteral("--experts-per-token"), QStringLiteral("2"), QStringLiteral("--expert-ffn"),
                            QStringLiteral("16384"), QStringLiteral("--vocab"), QStringLiteral("32768")};
    const QJsonObject flags = json(cli(mixtral(shape)));
    QCOMPARE(flags[QLatin1String("active_parameters")].toDouble(), preset[QLatin1String("active_parameters")].toDouble());
    QCOMPARE(flags[QLatin1String("step_seconds")].toDouble(), preset[QLatin1String("step_seconds")].toDouble());
}

void TestCliMoe::expertsAcrossDomainsWaitForTheNetwork()
{
    // EP 8 keeps the all-to-all on a node's NVLink (450 GB/s each way); EP 64 sends most of it over 12.5 GB/s.
    const double inside = json(cli(deepSeek({QStringLiteral("--expert-parallel"), QStringLiteral("8")})))
                               [QLatin1String("breakdown_seconds")].toObject()[QLatin1String("expert_all_to_all")]
                                   .toDouble();
    const double across = json(cli(deepSeek()))[QLatin1String("breakdown_seconds")]
                              .toObject()[QLatin1String("expert_all_to_all")]
                              .toDouble();
    QVERIFY2(across > 5 * inside, qPrintable(QString::number(across / inside)));
}

void TestCliMoe::compareAndOptimizeShowTheExpertDegrees()
{
    // DeepSeek-V3 on 2,048 accelerators: every row of compare (and the plan search's answer optimize prints) gives its layout's expert degrees, which with the
    // pipeline and the experts' data parallelism make up the 2,048 (EP x ETP x p x expert data), and the step's
    // all-to-all; NVL72's domain of 72 keeps more of it on NVLink than B200's nodes of 8 at the same link speed.
    const QString plan = QStringLiteral(GOODPUT_TEST_DATA "/plans/moe-deepseek-v3.gpplan");
    const QJsonObject o = json(cli({QStringLiteral("compare"), plan}));
    QMap<QString, QJsonObject> steps;
    for (const QJsonValue& v : o[QLatin1String("accelerators")].toArray()) {
        const QJsonObject row = v.toObject();
        const QString id = row[QLatin1String("accelerator")].toString();
        const QJsonObject l = row[QLatin1String("layout")].toObject();
        QVERIFY2(l[QLatin1String("expert_parallel")].toInt() >= 1, qPrintable(id));
        QCOMPARE(l[QLatin1String("expert_parallel")].toDouble() * l[QLatin1String("expert_tensor")].toDouble() *
                     l[QLatin1String("pipeline")].toDouble() * l[QLatin1String("expert_data")].toDouble(),
                 2048.0);
        steps[id] = row[QLatin1String("step")].toObject()[QLatin1String("breakdown_seconds")].toObject();
        QVERIFY2(steps[id].contains(QLatin1String("expert_all_to_all")), qPrintable(id));
    }
    QVERIFY(steps.contains(QStringLiteral("h800")) && steps.contains(QStringLiteral("gb200-nvl72")));
    const auto a2a = [&](const char* id) {
        return steps[QLatin1String(id)][QLatin1String("expert_all_to_all")].toDouble();
    };
    QVERIFY2(a2a("gb200-nvl72") < a2a("b200"), qPrintable(QString::number(a2a("gb200-nvl72"))));
    // The plan search's answer, as optimize prints it, with its expert degrees.
    const QJsonObject rec = o[QLatin1String("plan_search")][QLatin1String("recommended")].toObject();
    QVERIFY(rec[QLatin1String("layout")].toObject()[QLatin1String("expert_parallel")].toInt() >= 1);
}

void TestCliMoe::badInputNamesTheFlag_data()
{
    QTest::addColumn<QStringList>("more");
    QTest::addColumn<QString>("named");
    QTest::newRow("top-k above the experts") << QStringList{QStringLiteral("--experts-per-token"), QStringLiteral("300")} << QStringLiteral("--experts-per-token");
    QTest::newRow("EP not dividing the experts") << QStringList{QStringLiteral("--expert-parallel"), QStringLiteral("48")} << QStringLiteral("--expert-parallel");
    QTest::newRow("EP not dividing the accelerators")
        << QStringList{QStringLiteral("--expert-parallel"), QStringLiteral("256"), QStringLiteral("--accelerators"), QStringLiteral("2560"), QStringLiteral("--global-batch-tokens"), QStringLiteral("41943040")}
        << QStringLiteral("--expert-parallel");
    QTest::newRow("shared experts without routed ones")
        << QStringList{QStringLiteral("--experts"), QStringLiteral("0"), QStringLiteral("--shared-experts"), QStringLiteral("1")} << QStringLiteral("--shared-experts");
    QTest::newRow("an unknown model") << QStringList{QStringLiteral("--model"), QStringLiteral("gpt-5")} << QStringLiteral("--model");
    QTest::newRow("an unknown routing") << QStringList{QStringLiteral("--routing"), QStringLiteral("random")} << QStringLiteral("--routing");
}

void TestCliMoe::badInputNamesTheFlag()
{
    QFETCH(QStringList, more);
    QFETCH(QString, named);
    QStringList args = deepSeek();
    for (qsizetype i = 0; i + 1 < more.size(); i += 2) {
        const qsizetype at = args.indexOf(more[i]);
        if (at >= 0)
            args[at + 1] = more[i + 1];
        else
            args << more[i] << more[i + 1];
    }
    const gptest::Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(QString::fromUtf8(r.err).contains(named), r.err.constData());
}

QTEST_APPLESS_MAIN(TestCliMoe)
#include "tst_cli_moe.moc"
