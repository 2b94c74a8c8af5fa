#include "CliRun.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using gptest::cli;
using gptest::json;

// What goodput-cli does with input that is wrong without being malformed: keys no reader knows, prices below the
// floor, scenario names that differ only by case, and serving without traffic (docs/model.md sections 10 and 21).
class TestCliInput : public QObject {
    Q_OBJECT
private slots:
    void unknownKeysAreWarnings();
    void aScenarioWithAnUnknownKeyIsRefused();
    void scenarioNamesAreComparedTrimmedAndCaseFolded();
    void aPriceBelowTheFloorIsRefused();
    void zeroTrafficHasNoCostPerMillionTokens();
    void trafficBelowItsFloorIsRefused();
    void aFifoOrAFolderIsNoPlan();
};

namespace {

QString plan(const char* name)
{
    return QStringLiteral(GOODPUT_TEST_DATA "/plans/") + QLatin1String(name);
}

QStringList l4(const QStringList& more)
{
    return QStringList{QStringLiteral("inference"), QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                       QStringLiteral("--context"), QStringLiteral("4096"), QStringLiteral("--batch"),
                       QStringLiteral("8"), QStringLiteral("--precision"), QStringLiteral("bf16"),
                       QStringLiteral("--accelerator"), QStringLiteral("l4")} +
           more;
}

// The warnings of that code, by subject.
QStringList subjects(const QJsonObject& out, const QString& code)
{
    QStringList s;
    for (const QJsonValue& w : out.value(QStringLiteral("warnings")).toArray())
        if (w.toObject().value(QStringLiteral("code")).toString() == code)
            s << w.toObject().value(QStringLiteral("subject")).toString();
    return s;
}

} // namespace

void TestCliInput::unknownKeysAreWarnings()
{
    const gptest::Run r = cli({QStringLiteral("evaluate"), plan("unknown-keys.gpplan")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject out = json(r);
    QCOMPARE(subjects(out, QStringLiteral("unknown_key")),
             (QStringList{QStringLiteral("trainig"), QStringLiteral("scale.nodez"), QStringLiteral("walks.old-graph"),
                          QStringLiteral("training.parallelism.tensr"),
                          QStringLiteral("custom_accelerators: accelerator 'my-gpu'.typical_mf"),
                          QStringLiteral("price_overrides.h100-80gb.spott"),
                          QStringLiteral("provisioning_profiles[0].warned_per_node_day"),
                          QStringLiteral("price_overrides.h100-80g")}));
    // The same shape as every other warning: code, subject and message, nothing else.
    for (const QJsonValue& w : out.value(QStringLiteral("warnings")).toArray()) {
        const QJsonObject o = w.toObject();
        QCOMPARE(o.keys(), (QStringList{QStringLiteral("code"), QStringLiteral("message"), QStringLiteral("subject")}));
        if (o.value(QStringLiteral("subject")).toString() == QLatin1String("scale.nodez"))
            QCOMPARE(o.value(QStringLiteral("message")).toString(),
                     QStringLiteral("scale.nodez is not a key of this file: it was ignored. Check its spelling."));
    }
    // The figures are the plan's as read: 4 nodes (nodez ignored) of the default 8 accelerators.
    QVERIFY(!out.value(QStringLiteral("interruptions")).isNull());
    // A plan without typos has none; nor has a preset.
    QVERIFY(subjects(json(cli({QStringLiteral("evaluate"), QStringLiteral(GOODPUT_EXAMPLE_PLAN)})),
                     QStringLiteral("unknown_key"))
                .isEmpty());
    const gptest::Run inference = cli({QStringLiteral("inference"), plan("inference-8b.gpplan")});
    QCOMPARE(json(inference).value(QStringLiteral("warnings")).toArray().size(), 0);
}

void TestCliInput::aScenarioWithAnUnknownKeyIsRefused()
{
    const gptest::Run r = cli({QStringLiteral("evaluate"), plan("scenario-unknown-key.gpplan")});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err).trimmed(),
             QStringLiteral("goodput-cli: error: scenarios.Big.overrides.scale.nodez is not a key of this file. Check "
                            "its spelling. (a scenario overrides the plan's own inputs; this key sets none)"));
}

void TestCliInput::scenarioNamesAreComparedTrimmedAndCaseFolded()
{
    const gptest::Run dup = cli({QStringLiteral("evaluate"), plan("scenario-names-case.gpplan")});
    QCOMPARE(dup.exitCode, 2);
    QVERIFY2(dup.err.contains("scenarios.tpu v5e : the id is used more than once."), dup.err.constData());
    // --scenario finds a name as it is compared.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("one.gpplan"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "goodput-planner-plan", "version": 3, "scale": {"nodes": 4},
                "scenarios": [{"name": "Big", "overrides": {"scale": {"nodes": 8}}}]})");
    f.close();
    const gptest::Run big =
        cli({QStringLiteral("evaluate"), path, QStringLiteral("--scenario"), QStringLiteral(" BIG ")});
    QCOMPARE(big.exitCode, 0);
    // The scenario's figures are those of the plan at 8 nodes, not the base's 4.
    const QString eight = dir.filePath(QStringLiteral("eight.gpplan"));
    QFile g(eight);
    QVERIFY(g.open(QIODevice::WriteOnly));
    g.write(R"({"format": "goodput-planner-plan", "version": 3, "scale": {"nodes": 8}})");
    g.close();
    const double expected =
        json(cli({QStringLiteral("evaluate"), eight})).value(QStringLiteral("interruptions")).toDouble();
    QCOMPARE(json(big).value(QStringLiteral("interruptions")).toDouble(), expected);
    QVERIFY(json(cli({QStringLiteral("evaluate"), path})).value(QStringLiteral("interruptions")).toDouble() < expected);
}

void TestCliInput::aPriceBelowTheFloorIsRefused()
{
    const gptest::Run r = cli({QStringLiteral("evaluate"), plan("tiny-price-override.gpplan")});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err).trimmed(),
             QStringLiteral("goodput-cli: error: price_overrides.h100-80gb.on_demand is below the lowest price "
                            "accepted, $0.001 per accelerator-hour: a price that small would rank this accelerator "
                            "as good as free. (1e-300)"));
    const gptest::Run floor = cli({QStringLiteral("compare"), plan("floor-price-override.gpplan")});
    QCOMPARE(floor.exitCode, 0);
    for (const QJsonValue& row : json(floor).value(QStringLiteral("accelerators")).toArray())
        if (row.toObject().value(QStringLiteral("accelerator")).toString() == QLatin1String("h100-80gb"))
            QCOMPARE(row.toObject().value(QStringLiteral("price_per_hour")).toDouble(), 0.001);
}

void TestCliInput::zeroTrafficHasNoCostPerMillionTokens()
{
    // One L4 (0.85 USD an hour in the catalog) holds Llama 3.1 8B and 8 sequences of 4,096 tokens: with no
    // requests it stands by, and there is no cost per million tokens, where $0.47 used to be printed.
    const gptest::Run none = cli(l4({QStringLiteral("--requests-per-second"), QStringLiteral("0")}));
    QCOMPARE(none.exitCode, 0);
    const QJsonObject o = json(none);
    QVERIFY(o.contains(QStringLiteral("cost_per_million_tokens")));
    QVERIFY(o.value(QStringLiteral("cost_per_million_tokens")).isNull());
    QCOMPARE(o.value(QStringLiteral("cost_per_million_tokens_reason")).toString(), QStringLiteral("no traffic"));
    QCOMPARE(o.value(QStringLiteral("replicas")).toInt(), 1);
    QCOMPARE(o.value(QStringLiteral("price_per_hour")).toDouble(), 0.85);
    // Without the flag, what one replica serves: its price over its own traffic, the reason null.
    const QJsonObject d = json(cli(l4({})));
    const double rate = d.value(QStringLiteral("requests_per_second_per_replica")).toDouble();
    QVERIFY(d.value(QStringLiteral("cost_per_million_tokens_reason")).isNull());
    QVERIFY(std::abs(d.value(QStringLiteral("cost_per_million_tokens")).toDouble() -
                     0.85 / (rate * (512 + 256) * 3600.0) * 1e6) < 1e-9);
    // An inference plan with no traffic, in inference and in evaluate.
    const QJsonObject p = json(cli({QStringLiteral("inference"), plan("inference-no-traffic.gpplan")}));
    QVERIFY(p.value(QStringLiteral("cost_per_million_tokens")).isNull());
    QCOMPARE(p.value(QStringLiteral("cost_per_million_tokens_reason")).toString(), QStringLiteral("no traffic"));
    QCOMPARE(p.value(QStringLiteral("replicas")).toInt(), 1);
    const QJsonObject e = json(cli({QStringLiteral("evaluate"), plan("inference-no-traffic.gpplan")}))
                              .value(QStringLiteral("inference"))
                              .toObject();
    QVERIFY(e.value(QStringLiteral("cost_per_million_tokens")).isNull());
    QCOMPARE(e.value(QStringLiteral("cost_per_million_tokens_reason")).toString(), QStringLiteral("no traffic"));
}

void TestCliInput::trafficBelowItsFloorIsRefused()
{
    const gptest::Run r = cli(l4({QStringLiteral("--requests-per-second"), QStringLiteral("1e-300")}));
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err).trimmed(),
             QStringLiteral("goodput-cli: error: --requests-per-second is out of range. (0 (no traffic) or 0.000001 "
                            "to 10,000,000)"));
    QCOMPARE(cli(l4({QStringLiteral("--requests-per-second"), QStringLiteral("0.000001")})).exitCode, 0);
}

void TestCliInput::aFifoOrAFolderIsNoPlan()
{
    // evaluate on a FIFO waited in open() for a writer forever. A broken check must fail here, not hang: after a
    // minute a writer that opens without blocking releases the reader, and the run is stopped.
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("plan.gpplan"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QProcess p;
    p.start(QStringLiteral(GOODPUT_CLI), {QStringLiteral("evaluate"), fifo});
    if (!p.waitForFinished(60000)) {
        if (const int fd = ::open(QFile::encodeName(fifo).constData(), O_WRONLY | O_NONBLOCK); fd >= 0)
            ::close(fd);
        p.kill();
        p.waitForFinished();
        QFAIL("goodput-cli evaluate FIFO did not finish in 60 s");
    }
    QCOMPARE(p.exitCode(), 2);
    QCOMPARE(QString::fromUtf8(p.readAllStandardError()).trimmed(),
             QStringLiteral("goodput-cli: error: Cannot read ") + fifo + QStringLiteral(". (not a regular file)"));
    QVERIFY(p.readAllStandardOutput().isEmpty());
    // A folder failed on its first read, with no reason given; now it has one.
    const gptest::Run folder = cli({QStringLiteral("evaluate"), dir.path()});
    QCOMPARE(folder.exitCode, 2);
    QCOMPARE(QString::fromUtf8(folder.err).trimmed(),
             QStringLiteral("goodput-cli: error: Cannot read ") + dir.path() + QStringLiteral(". (not a regular file)"));
}

QTEST_APPLESS_MAIN(TestCliInput)
#include "tst_cli_input.moc"
