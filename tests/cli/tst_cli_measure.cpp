// goodput-cli measure on hostile logs (docs/model.md section 18, "Bad input"): the keys other tools read, times in
// another unit refused with the option that reads them, the option itself, and the memory a log of one 200 MB line
// or /dev/zero takes (the child's peak resident set, from wait4).
#include "CliRun.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>

extern char** environ;

using gptest::cli;
using gptest::json;

namespace {

const QString kData = QStringLiteral(GOODPUT_TEST_DATA "/measure/");
constexpr double kGoodput = 100.0 / 105.0 * 100.0; // the 105 s job of tst_measurelog: 100 s productive

struct Measured {
    int exitCode = -1;
    long peakMb = 0;
    QByteArray out, err;
};

// goodput-cli measure PATH in a child of its own, with its peak resident set.
Measured measureInChild(const QString& path, const QString& dir)
{
    Measured r;
    const QByteArray outPath = (dir + QStringLiteral("/out")).toLocal8Bit();
    const QByteArray errPath = (dir + QStringLiteral("/err")).toLocal8Bit();
    posix_spawn_file_actions_t files;
    posix_spawn_file_actions_init(&files);
    posix_spawn_file_actions_addopen(&files, 1, outPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_addopen(&files, 2, errPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    QByteArray program(GOODPUT_CLI), command("measure"), file = path.toLocal8Bit();
    char* argv[] = {program.data(), command.data(), file.data(), nullptr};
    pid_t pid = 0;
    if (posix_spawn(&pid, program.constData(), &files, nullptr, argv, environ) != 0)
        return r;
    posix_spawn_file_actions_destroy(&files);
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.peakMb = usage.ru_maxrss / 1024;
    QFile out(QString::fromLocal8Bit(outPath)), err(QString::fromLocal8Bit(errPath));
    if (out.open(QIODevice::ReadOnly))
        r.out = out.readAll();
    if (err.open(QIODevice::ReadOnly))
        r.err = err.readAll();
    return r;
}

// The peak of the program itself, measuring the simple job (under AddressSanitizer about 80 MB, else 8).
long baselineMb(const QString& dir)
{
    return measureInChild(kData + QStringLiteral("simple.jsonl"), dir).peakMb;
}

} // namespace

class TestCliMeasure : public QObject {
    Q_OBJECT
private slots:
    void printsItsKeys();
    void anElasticLogPrintsItsBuckets();
    void millisecondTimesAreRefusedWithTheOption();
    void timeUnitReadsThem();
    void badTimeUnitIsAnError();
    void stepsBeyond2p53AreNamedByLine();
    void quotedCsv();
    void aLineOf200MbTakesLittleMemory();
    void devZeroIsRefusedBeforeItIsRead();
    void manyJobsOfOneEntryTakeLittleMemory();
};

void TestCliMeasure::printsItsKeys()
{
    const gptest::Run r = cli({QStringLiteral("measure"), kData + QStringLiteral("simple.jsonl")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    for (const char* key : {"job_name", "format", "start_time", "end_time", "job_ended", "total_seconds",
                            "productive_seconds", "goodput_percent", "badput_percent", "badput_seconds", "disruptions",
                            "max_productive_step", "last_step", "ideal_step_seconds", "step_time_deviation_seconds",
                            "checkpoint_saves", "checkpoint_restores", "warnings", "warning_details", "time_unit",
                            "implausible_values"})
        QVERIFY2(o.contains(QLatin1String(key)), key);
    QCOMPARE(o.value(QStringLiteral("goodput_percent")).toDouble(), 75.0); // 15 of 20 s (tst_measure)
    QCOMPARE(o.value(QStringLiteral("time_unit")).toString(), QStringLiteral("s"));
}

void TestCliMeasure::anElasticLogPrintsItsBuckets()
{
    // A log without elastic entries prints exactly the keys it printed: no elastic bucket and no "elastic".
    const QJsonObject plain = json(cli({QStringLiteral("measure"), kData + QStringLiteral("simple.jsonl")}));
    QVERIFY(!plain.contains(QStringLiteral("elastic")));
    QCOMPARE(plain.value(QStringLiteral("badput_percent")).toObject().size(), 11);
    QVERIFY(!plain.value(QStringLiteral("badput_seconds")).toObject().contains(QStringLiteral("ELASTIC_SCALE_UP")));
    // The elastic job: the library's figures (tst_measureelastic).
    const gptest::Run r = cli({QStringLiteral("measure"), kData + QStringLiteral("elastic.jsonl")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    const QJsonObject secs = o.value(QStringLiteral("badput_seconds")).toObject();
    QCOMPARE(secs.value(QStringLiteral("ELASTIC_SLICE_DOWN")).toDouble(), 10.0);
    QCOMPARE(secs.value(QStringLiteral("ELASTIC_SCALE_UP")).toDouble(), 4.0);
    QCOMPARE(secs.value(QStringLiteral("ELASTIC_REINITIALIZATION")).toDouble(), 15.0);
    QCOMPARE(secs.value(QStringLiteral("TPU_INITIALIZATION")).toDouble(), 10.0);
    const double pct = o.value(QStringLiteral("badput_percent")).toObject().value(QStringLiteral("ELASTIC_SCALE_UP")).toDouble();
    QVERIFY(std::abs(pct - 4.761904761904762) < 1e-9);
    const QJsonObject elastic = o.value(QStringLiteral("elastic")).toObject();
    QCOMPARE(elastic.value(QStringLiteral("slice_down_waits")).toInt(), 1);
    QCOMPARE(elastic.value(QStringLiteral("scale_up_waits")).toInt(), 1);
    QCOMPARE(elastic.value(QStringLiteral("reinitializations")).toInt(), 1);
    QVERIFY(std::abs(elastic.value(QStringLiteral("stepping_slice_efficiency")).toDouble() - 74.25 / 84) < 1e-12);
    QVERIFY(std::abs(elastic.value(QStringLiteral("available_slice_efficiency")).toDouble() - 0.9375) < 1e-12);
}

void TestCliMeasure::millisecondTimesAreRefusedWithTheOption()
{
    const gptest::Run r = cli({QStringLiteral("measure"), kData + QStringLiteral("times-ms.jsonl")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains("line 1") && r.err.contains("milliseconds") && r.err.contains("--time-unit ms"),
             r.err.constData());
    QVERIFY(cli({QStringLiteral("measure"), kData + QStringLiteral("times-ns.jsonl")}).err.contains("--time-unit ns"));
}

void TestCliMeasure::timeUnitReadsThem()
{
    const gptest::Run r = cli({QStringLiteral("measure"), kData + QStringLiteral("times-ms.jsonl"),
                               QStringLiteral("--time-unit"), QStringLiteral("ms")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    QCOMPARE(o.value(QStringLiteral("total_seconds")).toDouble(), 105.0);
    QVERIFY(std::abs(o.value(QStringLiteral("goodput_percent")).toDouble() - kGoodput) < 1e-9);
    QCOMPARE(o.value(QStringLiteral("time_unit")).toString(), QStringLiteral("ms"));
    // --from and --to in the log's unit: the entries after T0 + 50 s up to T0 + 105 s, from the step at 55 s to the
    // end at 105 s: five steps of 10 s, 50 of 50 s.
    const gptest::Run window =
        cli({QStringLiteral("measure"), kData + QStringLiteral("times-ms.jsonl"), QStringLiteral("--time-unit"),
             QStringLiteral("ms"), QStringLiteral("--from"), QStringLiteral("1704070850000"), QStringLiteral("--to"),
             QStringLiteral("1704070905000")});
    QCOMPARE(window.exitCode, 0);
    QCOMPARE(json(window).value(QStringLiteral("total_seconds")).toDouble(), 50.0);
    QCOMPARE(json(window).value(QStringLiteral("goodput_percent")).toDouble(), 100.0);
}

void TestCliMeasure::badTimeUnitIsAnError()
{
    const gptest::Run r = cli({QStringLiteral("measure"), kData + QStringLiteral("simple.jsonl"),
                               QStringLiteral("--time-unit"), QStringLiteral("minutes")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--time-unit") && r.err.contains("s, ms, us or ns"), r.err.constData());
}

void TestCliMeasure::stepsBeyond2p53AreNamedByLine()
{
    // Steps from 2^62, read exactly: the 105 s job's figures, each step named (lines 2 to 12).
    const gptest::Run r = cli({QStringLiteral("measure"), kData + QStringLiteral("steps-2p62.jsonl")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    QVERIFY(std::abs(o.value(QStringLiteral("goodput_percent")).toDouble() - kGoodput) < 1e-9);
    QCOMPARE(o.value(QStringLiteral("disruptions")).toInt(), 0);
    QCOMPARE(o.value(QStringLiteral("implausible_values")).toInt(), 11);
    const QJsonArray details = o.value(QStringLiteral("warning_details")).toArray();
    QCOMPARE(details.size(), 11);
    QCOMPARE(details.first().toObject().value(QStringLiteral("code")).toString(), QStringLiteral("step_beyond_exact"));
    QCOMPARE(details.first().toObject().value(QStringLiteral("line")).toInt(), 2);
    QCOMPARE(details.last().toObject().value(QStringLiteral("line")).toInt(), 12);
    QVERIFY(o.value(QStringLiteral("warnings")).toArray().first().toString().startsWith(QStringLiteral("line 2: ")));
}

void TestCliMeasure::quotedCsv()
{
    const gptest::Run r = cli({QStringLiteral("measure"), kData + QStringLiteral("quoted.csv")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    QCOMPARE(o.value(QStringLiteral("job_name")).toString(), QStringLiteral("run, one"));
    QVERIFY(std::abs(o.value(QStringLiteral("goodput_percent")).toDouble() - 96.5 / 105.0 * 100.0) < 1e-9);
    QCOMPARE(o.value(QStringLiteral("warning_details")).toArray().first().toObject().value(QStringLiteral("line")).toInt(),
             13);
}

void TestCliMeasure::aLineOf200MbTakesLittleMemory()
{
    // One line of 200 MB, then the simple job (15 of 20 s). It used to take 985 MB; read as it streams by, the long
    // line is skipped at 16 MiB and the rest measured.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("long-line.jsonl"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"job_name\": \"");
        const QByteArray chunk(1 << 20, 'a');
        for (int i = 0; i < 200; ++i)
            f.write(chunk);
        f.write("\"}\n");
        QFile simple(kData + QStringLiteral("simple.jsonl"));
        QVERIFY(simple.open(QIODevice::ReadOnly));
        f.write(simple.readAll());
    }
    const Measured r = measureInChild(path, dir.path());
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value(QStringLiteral("goodput_percent")).toDouble(), 75.0);
    const QJsonObject first = o.value(QStringLiteral("warning_details")).toArray().first().toObject();
    QCOMPARE(first.value(QStringLiteral("code")).toString(), QStringLiteral("line_too_long"));
    QCOMPARE(first.value(QStringLiteral("line")).toInt(), 1);
    // The limit's 16 MiB above the program's own, far from the file's 200 MB (twice it is the bound).
    const long base = baselineMb(dir.path());
    qInfo("peak %ld MB, %ld MB for the program itself", r.peakMb, base);
    QVERIFY2(r.peakMb - base < 64, qPrintable(QStringLiteral("peak %1 MB").arg(r.peakMb)));
}

void TestCliMeasure::devZeroIsRefusedBeforeItIsRead()
{
    // Endless zeros once read to the 1 GiB limit in 2.1 GB, then to the 16 MiB line limit; a device is no log file,
    // so nothing is read (the line limit itself: tst_measurelog).
    QTemporaryDir dir;
    const Measured r = measureInChild(QStringLiteral("/dev/zero"), dir.path());
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("Cannot read /dev/zero. (not a regular file)"), r.err.constData());
    const long base = baselineMb(dir.path());
    qInfo("peak %ld MB, %ld MB for the program itself", r.peakMb, base);
    QVERIFY2(r.peakMb - base < 64, qPrintable(QStringLiteral("peak %1 MB").arg(r.peakMb)));
}

void TestCliMeasure::manyJobsOfOneEntryTakeLittleMemory()
{
    // 9,000 jobs of one entry each, 2.3 MB: each job's events start small (a job's first block of events once took
    // 160 KB, 1.4 GB for these).
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("jobs.jsonl"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray note(200, 'n');
        for (int i = 0; i < 9000; ++i)
            f.write("{\"job_name\": \"j" + QByteArray::number(i) + "\", \"job_start_time\": 1704070800, \"note\": \"" +
                    note + "\"}\n");
    }
    const Measured r = measureInChild(path, dir.path());
    QCOMPARE(r.exitCode, 2); // read, then no job picked: the log holds several
    QVERIFY2(r.err.contains("several jobs"), r.err.constData());
    const long base = baselineMb(dir.path());
    qInfo("peak %ld MB, %ld MB for the program itself", r.peakMb, base);
    QVERIFY2(r.peakMb - base < 64, qPrintable(QStringLiteral("peak %1 MB").arg(r.peakMb)));
}

QTEST_APPLESS_MAIN(TestCliMeasure)
#include "tst_cli_measure.moc"
