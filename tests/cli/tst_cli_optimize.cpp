#include "CliRun.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using gptest::cli;
using gptest::json;

// goodput-cli optimize: the plan search (docs/model.md section 24), its keys, the recommendation applied and
// evaluated again by evaluate and compare, and bad arguments.
class TestCliOptimize : public QObject {
    Q_OBJECT
private slots:
    void printsTheKeysOfTheIssue();
    void appliedItReproducesEvaluateAndCompare();
    void theGoalNarrowsTheSearch();
    void nothingMeetsTheGoal();
    void badInputIsAnError_data();
    void badInputIsAnError();
    void applyIntoAFolderCannotBeWritten();
    void flagsTakeThePlanFilesRanges();
};

namespace {

QString L(const char* s)
{
    return QString::fromUtf8(s);
}

QStringList L(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* s : list)
        out << QString::fromUtf8(s);
    return out;
}

const QString kExample = QStringLiteral(GOODPUT_EXAMPLE_PLAN);
const QString kLayout = QStringLiteral(GOODPUT_TEST_DATA "/plans/llm-70b-layout.gpplan");

const QStringList kCandidateKeys = L({"accelerator", "accelerators", "nodes", "layout", "provisioning", "hot_spares",
                                      "checkpoint_interval", "mfu", "ml_productivity_goodput", "wall_days",
                                      "wall_days_p90", "probability_meets_deadline", "total_cost"});

bool hasKeys(const QJsonObject& o)
{
    for (const QString& k : kCandidateKeys)
        if (!o.contains(k))
            return false;
    return true;
}

} // namespace

void TestCliOptimize::printsTheKeysOfTheIssue()
{
    const gptest::Run run = cli({L("optimize"), kLayout});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = json(run);
    const QJsonObject rec = o[L("recommended")].toObject();
    QVERIFY(hasKeys(rec));
    QVERIFY(rec[L("layout")].isObject()); // the 70B plan's MFU comes from its layout
    QVERIFY(rec[L("probability_meets_deadline")].toDouble() >= 0.9);
    QVERIFY(rec[L("wall_days")].toDouble() <= 14.0);
    QVERIFY(rec[L("wall_days_p90")].toDouble() >= rec[L("wall_days")].toDouble() * 0.95);
    QVERIFY(!o[L("pareto")].toArray().isEmpty());
    for (const QJsonValue& p : o[L("pareto")].toArray())
        QVERIFY(hasKeys(p.toObject()));
    const QJsonArray runners = o[L("runners_up")].toArray();
    QCOMPARE(runners.size(), 12); // one for each other accelerator of the catalog's 13
    const QStringList reasons = L({"memory", "largest_job", "deadline", "budget", "confidence", "cost"});
    for (const QJsonValue& r : runners) {
        QVERIFY(!r[L("accelerator")].toString().isEmpty());
        QVERIFY2(reasons.contains(r[L("reason")].toString()), qPrintable(r[L("reason")].toString()));
    }
    QVERIFY(o[L("candidates")].toDouble() > o[L("evaluated")].toDouble());
    QVERIFY(o[L("evaluated")].toDouble() > 0);
    QVERIFY(o[L("seconds")].toDouble() > 0);
    QVERIFY(o[L("your_plan")].isObject());
    QVERIFY(!o.contains(L("nearest")));
    // The limits of the search: the spares scale with the count (here beyond the old 8), the counts and intervals.
    const QJsonObject limits = o[L("limits")].toObject();
    const QJsonArray spares = limits[L("spares")].toArray();
    QCOMPARE(spares.size(), 2);
    QCOMPARE(spares[0].toInt(), 0);
    QVERIFY(spares[1].toInt() > 8);
    QCOMPARE(limits[L("nodes_over_fewest")].toDouble(), 4.0);
    QCOMPARE(limits[L("checkpoint_interval_over_daly")].toArray().size(), 2);
    // A tie is said with the cheapest it beat, within the tolerance, or is null.
    QVERIFY(o.contains(L("tie")));
    if (o[L("tie")].isObject()) {
        const QJsonObject tie = o[L("tie")].toObject();
        QVERIFY(hasKeys(tie[L("cheapest")].toObject()));
        QCOMPARE(tie[L("tolerance")].toDouble(), 0.005);
        QVERIFY(tie[L("cost_difference")].toDouble() >= 0);
        QVERIFY(tie[L("cost_difference_share")].toDouble() <= 0.005);
        QVERIFY(tie[L("candidates")].toInt() >= 2);
        QVERIFY(o[L("reason")].toString().contains(L("A tie")));
    }
}

void TestCliOptimize::appliedItReproducesEvaluateAndCompare()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(L("applied.gpplan"));
    const gptest::Run run = cli({L("optimize"), kExample, L("--apply"), out});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject rec = json(run)[L("recommended")].toObject();
    const QJsonObject evaluated = json(cli({L("evaluate"), out}));
    QCOMPARE(evaluated[L("ml_productivity_goodput")].toDouble(), rec[L("ml_productivity_goodput")].toDouble());
    const QJsonObject compared = json(cli({L("compare"), out}));
    QCOMPARE(compared[L("selected")].toString(), rec[L("accelerator")].toString());
    QCOMPARE(compared[L("accelerators_in_job")].toDouble(), rec[L("accelerators")].toDouble());
    QCOMPARE(compared[L("provisioning")].toString(), rec[L("provisioning")].toString());
    for (const QJsonValue& row : compared[L("accelerators")].toArray())
        if (row[L("accelerator")] == rec[L("accelerator")]) {
            QCOMPARE(row[L("total_cost")].toDouble(), rec[L("total_cost")].toDouble());
            QCOMPARE(row[L("days_to_train")].toDouble(), rec[L("wall_days")].toDouble());
        }
    // Optimizing the applied plan again finds the same.
    const QJsonObject again = json(cli({L("optimize"), out}))[L("recommended")].toObject();
    QCOMPARE(again[L("total_cost")].toDouble(), rec[L("total_cost")].toDouble());
}

void TestCliOptimize::theGoalNarrowsTheSearch()
{
    const QJsonObject o =
        json(cli({L("optimize"), kExample, L("--accelerators"), L("h100-80gb,a100-80gb"), L("--provisioning"), L("on_demand"),
                  L("--deadline"), L("20d"), L("--confidence"), L("0.95"), L("--top"), L("2")}));
    const QJsonObject rec = o[L("recommended")].toObject();
    QVERIFY(rec[L("accelerator")].toString() == L("h100-80gb") || rec[L("accelerator")].toString() == L("a100-80gb"));
    QCOMPARE(rec[L("provisioning")].toString(), QStringLiteral("on_demand"));
    QVERIFY(rec[L("probability_meets_deadline")].toDouble() >= 0.95);
    QVERIFY(rec[L("wall_days")].toDouble() <= 20.0);
    QCOMPARE(o[L("deadline_days")].toDouble(), 20.0);
    QCOMPARE(o[L("runners_up")].toArray().size(), 1);
    QVERIFY(o[L("top")].toArray().size() <= 2);
}

void TestCliOptimize::nothingMeetsTheGoal()
{
    const gptest::Run run = cli({L("optimize"), kLayout, L("--budget"), L("100000")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = json(run);
    QVERIFY(o[L("recommended")].isNull());
    QVERIFY(o[L("nearest")].isObject());
    QCOMPARE(o[L("nearest_binding")].toString(), QStringLiteral("budget"));
    QVERIFY(o[L("reason")].toString().contains(L("a budget of $")));
    // Nothing to apply: an error, and no file.
    QTemporaryDir dir;
    const gptest::Run apply = cli({L("optimize"), kLayout, L("--budget"), L("100000"), L("--apply"), dir.filePath(L("x.gpplan"))});
    QCOMPARE(apply.exitCode, 2);
    QVERIFY(!QFile::exists(dir.filePath(L("x.gpplan"))));
}

void TestCliOptimize::badInputIsAnError_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("names");
    QTest::newRow("confidence") << QStringList{L("--confidence"), L("1.5")} << L("--confidence");
    QTest::newRow("confidence text") << QStringList{L("--confidence"), L("high")} << L("--confidence");
    QTest::newRow("budget") << QStringList{L("--budget"), L("-3")} << L("--budget");
    QTest::newRow("deadline") << QStringList{L("--deadline"), L("soon")} << L("--deadline");
    // Well-formed but longer than a century (1e5 days are 274 years): out of range, with the range.
    QTest::newRow("deadline beyond a century") << QStringList{L("--deadline"), L("1e5d")}
                                               << L("--deadline is out of range. (at most 100 years)");
    QTest::newRow("empty budget") << QStringList{L("--budget"), L("")} << L("--budget is not a number.");
    QTest::newRow("accelerator") << QStringList{L("--accelerators"), L("h900")} << L("h900");
    QTest::newRow("provisioning") << QStringList{L("--provisioning"), L("free")} << L("free");
    QTest::newRow("top") << QStringList{L("--top"), L("0")} << L("--top");
    QTest::newRow("apply into a missing folder") << QStringList{L("--apply"), L("/nonexistent/dir/x.gpplan")}
                                                 << L("/nonexistent/dir/x.gpplan");
}

void TestCliOptimize::badInputIsAnError()
{
    QFETCH(QStringList, args);
    QFETCH(QString, names);
    const gptest::Run run = cli(QStringList{L("optimize"), kExample} + args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(QString::fromUtf8(run.err).contains(names), run.err.constData());
}

void TestCliOptimize::applyIntoAFolderCannotBeWritten()
{
    // --apply naming a folder once said "Cannot read DIR (cannot be written)": it is a write that fails.
    QTemporaryDir dir;
    const gptest::Run kept = cli({L("optimize"), kExample, L("--apply"), dir.path()});
    QCOMPARE(kept.exitCode, 2);
    QCOMPARE(QString::fromUtf8(kept.err).trimmed(),
             L("goodput-cli: error: ") + dir.path() + L(" exists already. Pass --force to replace it."));
    const gptest::Run forced = cli({L("optimize"), kExample, L("--apply"), dir.path(), L("--force")});
    QCOMPARE(forced.exitCode, 2);
    QCOMPARE(QString::fromUtf8(forced.err).trimmed(),
             L("goodput-cli: error: ") + dir.path() + L(" cannot be written."));
    QVERIFY(forced.out.isEmpty());
}

void TestCliOptimize::flagsTakeThePlanFilesRanges()
{
    // --deadline 36500d searched for 70 s where a plan file stops at 3650 days; --confidence took 0.3 or 0.999,
    // which a plan file refuses. The flags now say what the file says, at once.
    const auto error = [](const QStringList& args) -> QString {
        const gptest::Run r = cli(QStringList{L("optimize"), kExample} + args);
        if (r.exitCode != 2 || !r.out.isEmpty())
            return L("exit ") + QString::number(r.exitCode);
        return QString::fromUtf8(r.err).trimmed();
    };
    const QString deadline = L("goodput-cli: error: --deadline is out of range. (above 0s, at most 3650d)");
    for (const char* d : {"36500d", "3651d", "0"})
        QCOMPARE(error({L("--deadline"), L(d)}), deadline);
    const QString confidence = L("goodput-cli: error: --confidence is out of range. (0.5 to 0.99)");
    for (const char* p : {"0.3", "0.999", "0.49"})
        QCOMPARE(error({L("--confidence"), L(p)}), confidence);
    QCOMPARE(error({L("--budget"), L("2e12")}),
             L("goodput-cli: error: --budget is out of range. (above 0, at most 1e12)"));
    // The file's own refusal of the same confidence, in the same words.
    QTemporaryDir dir;
    QFile example(kExample);
    QVERIFY(example.open(QIODevice::ReadOnly));
    QJsonObject plan = QJsonDocument::fromJson(example.readAll()).object();
    plan[L("training")] = QJsonObject{{L("search"), QJsonObject{{L("confidence"), 0.999}}}};
    QFile file(dir.filePath(L("sure.gpplan")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(plan).toJson());
    file.close();
    const gptest::Run fromFile = cli({L("optimize"), file.fileName()});
    QCOMPARE(fromFile.exitCode, 2);
    QVERIFY2(fromFile.err.contains("training.search.confidence is out of range. (0.5 to 0.99)"),
             fromFile.err.constData());
    // The ends of the ranges are searched.
    QCOMPARE(cli({L("optimize"), kExample, L("--confidence"), L("0.99"), L("--budget"), L("1e12")}).exitCode, 0);
}

QTEST_APPLESS_MAIN(TestCliOptimize)
#include "tst_cli_optimize.moc"
