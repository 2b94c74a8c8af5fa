// Hostile goodput logs, measured right or refused (docs/model.md section 18, "Bad input"): times in other units or
// beyond any plausible date, steps that are fractions or beyond 2^53, checkpoints longer than the job, CSV quoting
// by RFC 4180, lines beyond the limit and logs whose entries would not fit in memory. The small logs are in
// tests/data/measure; the large ones are made here.
//
// Most logs here are the same job: a start at T0, eleven steps 10 s apart from T0 + 5 s, the end at the last step
// (T0 + 105 s). Productive: the ten step intervals, 100 s of 105 s, 95.238 %; the first 5 s are OTHER.
#include "io/Error.h"
#include "io/JsonLoad.h"
#include "plan/Calibrate.h"
#include "measure/GoodputLog.h"
#include "measure/MeasuredGoodput.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <fstream>
#include <string>

namespace {

constexpr double kT0 = 1704070800.0; // 2024-01-01T01:00:00Z
constexpr double kGoodput = 100.0 / 105.0 * 100.0;

std::string text(const char* file)
{
    return gp::readFileLimited(std::string(GOODPUT_TEST_DATA "/measure/") + file, 1 << 20);
}

gp::GoodputLog read(const char* file, gp::TimeUnit unit = gp::TimeUnit::Seconds)
{
    gp::LogReadControl control;
    control.timeUnit = unit;
    return gp::readGoodputLog(text(file), file, control);
}

bool near(double a, double b, double tolerance = 1e-6)
{
    return std::abs(a - b) < tolerance;
}

// The refusal a read ends in; none when it is read.
std::optional<gp::LogIssue> refusal(const std::string& log, gp::TimeUnit unit = gp::TimeUnit::Seconds)
{
    gp::LogReadControl control;
    control.timeUnit = unit;
    try {
        gp::readGoodputLog(log, "log", control);
    } catch (const gp::LogError& e) {
        return e.issue();
    }
    return std::nullopt;
}

std::vector<std::pair<gp::LogIssueCode, std::uint32_t>> codes(const std::vector<gp::LogIssue>& warnings)
{
    std::vector<std::pair<gp::LogIssueCode, std::uint32_t>> out;
    for (const gp::LogIssue& w : warnings)
        out.emplace_back(w.code, w.line);
    return out;
}

} // namespace

class TestMeasureLog : public QObject {
    Q_OBJECT
private slots:
    void timeUnits();
    void millisecondTimesAreRefusedWithTheirUnit();
    void nanosecondTimesReadAsNanoseconds();
    void timesNear1e18AreRefused();
    void stepsBeyond2p53AreReadExactlyAndWarned();
    void stepsNotWholeAreSkippedAndNamed();
    void implausibleValuesAmongPlausibleOnes();
    void calibrationAsksFirst();
    void csvQuotedFieldsByRfc4180();
    void hostileCsv();
    void csvHeaderBeyondTheLimitIsRefusedAtIt();
    void jsonLineBeyondTheLimitIsSkipped();
    void cloudLoggingEntryBeyondTheLimit();
    void entriesBeyondTheMemoryBudgetAreRefused();
    void tooManyJobs();
    void readFromAFileAsFromMemory();
    void everyIssueHasItsWords();
};

void TestMeasureLog::timeUnits()
{
    QCOMPARE(*gp::parseLogTime("1704070800000", gp::TimeUnit::Milliseconds), kT0);
    QCOMPARE(*gp::parseLogTime("1704070800000000", gp::TimeUnit::Microseconds), kT0);
    QCOMPARE(*gp::parseLogTime("2024-01-01T01:00:00Z", gp::TimeUnit::Nanoseconds), kT0); // ISO is what it says
    QVERIFY(gp::plausibleLogTime(kT0));
    QVERIFY(!gp::plausibleLogTime(0));
    QVERIFY(!gp::plausibleLogTime(kT0 * 1000));
    QCOMPARE(gp::plausibleUnit(kT0 * 1000, gp::TimeUnit::Seconds), std::optional(gp::TimeUnit::Milliseconds));
    QCOMPARE(gp::plausibleUnit(kT0 * 1e9, gp::TimeUnit::Seconds), std::optional(gp::TimeUnit::Nanoseconds));
    // 1,704,070,800 read as milliseconds is 1970: it looks like seconds.
    QCOMPARE(gp::plausibleUnit(kT0 / 1000, gp::TimeUnit::Milliseconds), std::optional(gp::TimeUnit::Seconds));
    QCOMPARE(gp::plausibleUnit(0, gp::TimeUnit::Seconds), std::nullopt);
    QCOMPARE(gp::timeUnitFromName("us"), std::optional(gp::TimeUnit::Microseconds));
    QCOMPARE(gp::timeUnitFromName("minutes"), std::nullopt);
}

void TestMeasureLog::millisecondTimesAreRefusedWithTheirUnit()
{
    // Read as seconds, the 105 s job would last 105,000 s: refused, naming the first line and the unit.
    const auto issue = refusal(text("times-ms.jsonl"));
    QVERIFY(issue);
    QCOMPARE(issue->code, gp::LogIssueCode::NoPlausibleTime);
    QCOMPARE(issue->line, 1u);
    QCOMPARE(issue->unit, std::optional(gp::TimeUnit::Milliseconds));
    QCOMPARE(issue->value, kT0 * 1000);
    QVERIFY(QString::fromStdString(gp::logIssueText(*issue).english()).contains(QStringLiteral("milliseconds")));
    // Read as milliseconds: the job as in seconds.
    const gp::GoodputLog log = read("times-ms.jsonl", gp::TimeUnit::Milliseconds);
    QVERIFY(log.warnings.empty());
    const gp::Measurement m = gp::measureJob(gp::pickJob(log, {}));
    QCOMPARE(m.start, kT0);
    QCOMPARE(m.totalSeconds, 105.0);
    QVERIFY(near(m.goodputPercent, kGoodput));
    QCOMPARE(*m.idealStepSeconds, 10.0);
    QCOMPARE(m.doubtCount, std::size_t(0));
}

void TestMeasureLog::nanosecondTimesReadAsNanoseconds()
{
    QCOMPARE(refusal(text("times-ns.jsonl"))->unit, std::optional(gp::TimeUnit::Nanoseconds));
    const gp::Measurement m = gp::measureJob(gp::pickJob(read("times-ns.jsonl", gp::TimeUnit::Nanoseconds), {}));
    QVERIFY(near(m.start, kT0));
    QVERIFY(near(m.totalSeconds, 105.0));
    QVERIFY(near(m.goodputPercent, kGoodput));
    // Seconds read as milliseconds are refused too, and look like seconds.
    QCOMPARE(refusal(text("simple.jsonl"), gp::TimeUnit::Milliseconds)->unit, std::optional(gp::TimeUnit::Seconds));
}

void TestMeasureLog::timesNear1e18AreRefused()
{
    // Seconds near 10^18 keep no whole seconds in a double (its step there is 128 s): read as seconds the job came
    // out at 100 %. They are far beyond 2100; as nanoseconds they would be 2001.
    const auto issue = refusal(text("times-1e18.jsonl"));
    QVERIFY(issue);
    QCOMPARE(issue->code, gp::LogIssueCode::NoPlausibleTime);
    QCOMPARE(issue->unit, std::optional(gp::TimeUnit::Nanoseconds));
}

void TestMeasureLog::stepsBeyond2p53AreReadExactlyAndWarned()
{
    // Steps from 2^62: as doubles, 2^62 + 1 ... 2^62 + 10 all round to 2^62, and every step looked like a restart
    // (9.5 % and invented disruptions). Read exactly: the same figures as steps from 0, each step warned.
    const gp::GoodputLog log = read("steps-2p62.jsonl");
    const gp::Measurement m = gp::measureJob(gp::pickJob(log, {}));
    QVERIFY(near(m.goodputPercent, kGoodput));
    QCOMPARE(m.disruptions, 0);
    QCOMPARE(m.lastStep, (std::int64_t(1) << 62) + 10);
    QCOMPARE(log.warnings.size(), std::size_t(11));
    for (std::size_t i = 0; i < 11; ++i) {
        QCOMPARE(log.warnings[i].code, gp::LogIssueCode::StepBeyondExact);
        QCOMPARE(log.warnings[i].line, std::uint32_t(i + 2));
    }
    QCOMPARE(log.warnings[0].subject, std::string("4611686018427387904"));
    QCOMPARE(m.doubtCount, std::size_t(11));
}

void TestMeasureLog::stepsNotWholeAreSkippedAndNamed()
{
    // 3.5 on line 6 (as a whole number, 3, it was a disruption), 1e308 on line 9 and 2^64 on line 11 (too large to
    // read exactly), -2 on line 13: each skipped and named; the rest is the 105 s job.
    const gp::GoodputLog log = read("steps-not-whole.jsonl");
    using C = gp::LogIssueCode;
    const std::vector<std::pair<C, std::uint32_t>> expected{
        {C::StepNotWhole, 6}, {C::StepTooLarge, 9}, {C::StepTooLarge, 11}, {C::StepNotWhole, 13}};
    QCOMPARE(codes(log.warnings), expected);
    QCOMPARE(log.warnings[0].subject, std::string("3.5"));
    const gp::Measurement m = gp::measureJob(gp::pickJob(log, {}));
    QCOMPARE(m.disruptions, 0);
    QVERIFY(near(m.goodputPercent, kGoodput));
    QCOMPARE(m.doubtCount, std::size_t(4));
}

void TestMeasureLog::implausibleValuesAmongPlausibleOnes()
{
    // A TPU initialization at time 0 (line 4), a second job end in milliseconds (line 16) and a save of 10^6 s
    // (line 8), longer than the whole job. Taken as they were, the job ran to the year 55970 and a save filled it;
    // refused, the job is the 105 s one.
    const gp::GoodputLog log = read("implausible-among-plausible.jsonl");
    using C = gp::LogIssueCode;
    const std::vector<std::pair<C, std::uint32_t>> expected{{C::TimeImplausible, 4}, {C::TimeImplausible, 16}};
    QCOMPARE(codes(log.warnings), expected);
    QCOMPARE(log.warnings[0].unit, std::nullopt);
    QCOMPARE(log.warnings[1].unit, std::optional(gp::TimeUnit::Milliseconds));
    const gp::Measurement m = gp::measureJob(gp::pickJob(log, {}));
    QCOMPARE(m.totalSeconds, 105.0);
    QVERIFY(near(m.goodputPercent, kGoodput));
    QCOMPARE(m.checkpointSaves, 0.0);
    QCOMPARE(codes(m.warnings), (std::vector<std::pair<C, std::uint32_t>>{{C::DurationBeyondJob, 8}}));
    QCOMPARE(m.warnings[0].value, 1e6);
    QCOMPARE(m.doubtCount, std::size_t(3));
}

void TestMeasureLog::calibrationAsksFirst()
{
    const gp::Measurement doubtful = gp::measureJob(gp::pickJob(read("implausible-among-plausible.jsonl"), {}));
    gp::Plan plan;
    try {
        gp::calibrate(doubtful, plan, std::nullopt);
        QFAIL("a measurement with implausible values was calibrated without confirmation");
    } catch (const gp::LogError& e) {
        QCOMPARE(e.code(), gp::ErrorCode::InvalidMeasurement);
        QCOMPARE(e.issue().code, gp::LogIssueCode::DoubtfulMeasurement);
        QCOMPARE(e.issue().value, 3.0);
    }
    // Confirmed, it proposes what the plausible entries say: no disruption in 105 s.
    const auto proposals = gp::calibrate(doubtful, plan, std::nullopt, gp::DoubtfulValues::Confirmed);
    QVERIFY(!proposals.empty());
    QCOMPARE(proposals.front().field, std::string("runtime.unwarned_per_node_day"));
    QCOMPARE(proposals.front().value, 0.0);
    // A clean measurement needs no confirmation.
    const gp::Measurement clean = gp::measureJob(gp::pickJob(read("simple.jsonl"), {}));
    QVERIFY(!gp::calibrate(clean, plan, std::nullopt).empty());
}

void TestMeasureLog::csvQuotedFieldsByRfc4180()
{
    // The 105 s job named "run, one", a custom badput type with doubled quotes (say "hi", 2 s inside the first
    // step's interval, so no startup: that step is 8 s against the others' 10), a save of 1.5 s to a directory whose quoted name holds a line break and a comma, a quoted kind with
    // a comma on line 13 and a comment with an unclosed quote on line 2. Productive: 100 - 2 - 1.5 = 96.5 of 105 s.
    const gp::GoodputLog log = read("quoted.csv");
    QCOMPARE(log.format, std::string("csv"));
    QCOMPARE(log.jobs.size(), std::size_t(1));
    QCOMPARE(log.jobs.front().name, std::string("run, one"));
    QCOMPARE(log.warnings.size(), std::size_t(1));
    QCOMPARE(log.warnings[0].code, gp::LogIssueCode::UnknownKind);
    QCOMPARE(log.warnings[0].line, 13u); // the line after the record of two lines
    QCOMPARE(log.warnings[0].subject, std::string("bogus, kind"));
    const gp::Measurement m = gp::measureJob(log.jobs.front());
    QVERIFY(near(m.productiveSeconds, 96.5));
    QVERIFY(near(m.goodputPercent, 96.5 / 105.0 * 100.0));
    QCOMPARE(m.customSeconds.count("SAY \"HI\""), std::size_t(1));
    QVERIFY(near(m.customSeconds.at("SAY \"HI\""), 2.0));
    QCOMPARE(m.checkpointSaves, 1.0);
}

void TestMeasureLog::hostileCsv()
{
    // CRLF line ends; text after a closing quote on line 9 (skipped); a quote opened on line 16 and never closed,
    // which swallows line 17. The job is the 105 s one, named without its carriage return.
    const gp::GoodputLog log = read("hostile.csv");
    using C = gp::LogIssueCode;
    const std::vector<std::pair<C, std::uint32_t>> expected{{C::TextAfterQuote, 9}, {C::QuoteNotClosed, 16}};
    QCOMPARE(codes(log.warnings), expected);
    const gp::Measurement m = gp::measureJob(gp::pickJob(log, "crlf"));
    QVERIFY(near(m.goodputPercent, kGoodput));
    QCOMPARE(m.lastStep, std::int64_t(10));
}

void TestMeasureLog::csvHeaderBeyondTheLimitIsRefusedAtIt()
{
    // 17 MiB without a line break (as /dev/zero): no header within 16 MiB, refused there.
    const std::string huge(gp::kMaxLogLineBytes + (1 << 20), '\0');
    const auto issue = refusal(huge);
    QVERIFY(issue);
    QCOMPARE(issue->code, gp::LogIssueCode::HeaderUnreadable);
    QCOMPARE(issue->line, 1u);
}

void TestMeasureLog::jsonLineBeyondTheLimitIsSkipped()
{
    // The simple job (tst_measure: 15 of 20 s) with a line of 17 MiB as its third: skipped at the limit, named, the
    // rest measured.
    std::string log = text("simple.jsonl");
    const std::size_t second = log.find('\n', log.find('\n') + 1) + 1;
    log.insert(second, "{\"job_name\": \"" + std::string(gp::kMaxLogLineBytes + (1 << 20), 'a') + "\"}\n");
    const gp::GoodputLog read = gp::readGoodputLog(log, "long-line.jsonl");
    QCOMPARE(codes(read.warnings),
             (std::vector<std::pair<gp::LogIssueCode, std::uint32_t>>{{gp::LogIssueCode::LineTooLong, 3}}));
    QCOMPARE(read.warnings[0].limit, double(gp::kMaxLogLineBytes));
    QCOMPARE(gp::measureJob(gp::pickJob(read, {})).goodputPercent, 75.0);
}

void TestMeasureLog::cloudLoggingEntryBeyondTheLimit()
{
    // Newest first: the job's end and its steps, then an entry beyond the limit (lowered to 64 KiB here, since the
    // JSON parser reads a character at a time) and the start. Read up to the long entry: the start is lost, so no
    // measurement; the warning says where the export was cut.
    gp::LogReadControl control;
    control.maxLineBytes = 64 << 10;
    std::string log = "[\n";
    log += "{\"jsonPayload\": {\"job_name\": \"c\", \"job_end_time\": 1704070820}},\n";
    for (int k = 4; k >= 0; --k)
        log += "{\"jsonPayload\": {\"job_name\": \"c\", \"step_count\": " + std::to_string(k) +
               ", \"step_start_time\": " + std::to_string(1704070805 + 3 * k) + "}},\n";
    log += "{\"jsonPayload\": {\"job_name\": \"" + std::string(control.maxLineBytes + 1, 'b') + "\"}},\n";
    log += "{\"jsonPayload\": {\"job_name\": \"c\", \"job_start_time\": 1704070800}}\n]\n";
    const gp::GoodputLog read = gp::readGoodputLog(log, "cloud.json", control);
    QCOMPARE(codes(read.warnings),
             (std::vector<std::pair<gp::LogIssueCode, std::uint32_t>>{{gp::LogIssueCode::EntryTooLong, 7}}));
    QCOMPARE(read.warnings[0].limit, double(64 << 10));
    QCOMPARE(read.jobs.front().events.size(), std::size_t(6));
    QVERIFY_THROWS_EXCEPTION(gp::Error, gp::measureJob(read.jobs.front())); // no job start was read
}

void TestMeasureLog::entriesBeyondTheMemoryBudgetAreRefused()
{
    // 150,000 rows of 14 bytes ("1.7e9,job_end\n", 2.1 MB) would be 150,000 events of 40 bytes (6 MB), more than
    // twice the bytes read and 1 MiB: refused while reading, not after.
    std::string csv = "time,kind\n";
    for (int i = 0; i < 150000; ++i)
        csv += "1.7e9,job_end\n";
    const auto issue = refusal(csv);
    QVERIFY(issue);
    QCOMPARE(issue->code, gp::LogIssueCode::EntriesBeyondMemory);
    QVERIFY(issue->limit < 2.0 * double(csv.size()) + double(1 << 20) + 1);
    // A log of as many ordinary rows (25 bytes, 1.6 times an event's) stays within it.
    std::string ordinary = "time,kind,step\n1704070800.000,job_start,\n";
    for (int i = 0; i < 150000; ++i)
        ordinary += std::to_string(1704070805 + i) + ".500,step," + std::to_string(i) + "\n";
    QVERIFY(!refusal(ordinary));
}

void TestMeasureLog::tooManyJobs()
{
    // Rows long enough that the jobs' memory stays within the budget: the count is what is refused.
    std::string log = "time,kind,job,note\n";
    const std::string note(200, 'p');
    for (std::size_t i = 0; i <= gp::kMaxLogJobs; ++i)
        log += "1704070800,job_start,j" + std::to_string(i) + "," + note + "\n";
    const auto issue = refusal(log);
    QVERIFY(issue);
    QCOMPARE(issue->code, gp::LogIssueCode::TooManyJobs);
}

void TestMeasureLog::readFromAFileAsFromMemory()
{
    for (const char* file : {"custom-badput.jsonl", "simple-cloud-logging.json", "quoted.csv", "checkpoints.jsonl"}) {
        const std::string path = std::string(GOODPUT_TEST_DATA "/measure/") + file;
        const gp::GoodputLog streamed = gp::readGoodputLogFile(path, file);
        const gp::GoodputLog inMemory = read(file);
        QCOMPARE(streamed.format, inMemory.format);
        QCOMPARE(streamed.warnings, inMemory.warnings);
        QCOMPARE(streamed.jobs.size(), inMemory.jobs.size());
        QCOMPARE(gp::measureJob(streamed.jobs.front()).goodputPercent,
                 gp::measureJob(inMemory.jobs.front()).goodputPercent);
    }
    // Leading empty lines count: the bad line of bad-lines.jsonl is line 6 after two more.
    const gp::GoodputLog shifted = gp::readGoodputLog("\n\n" + text("bad-lines.jsonl"), "shifted");
    QCOMPARE(shifted.warnings[0].line, 6u);
    try {
        gp::readGoodputLogFile(GOODPUT_TEST_DATA "/measure/no-such-file.jsonl", "missing");
        QFAIL("read a file that does not exist");
    } catch (const gp::Error& e) {
        QCOMPARE(e.code(), gp::ErrorCode::FileUnreadable);
    }
}

void TestMeasureLog::everyIssueHasItsWords()
{
    for (int c = 0; c <= static_cast<int>(gp::LogIssueCode::DoubtfulMeasurement); ++c) {
        const auto code = static_cast<gp::LogIssueCode>(c);
        QVERIFY2(std::string(gp::logIssueCodeName(code)) != "unknown", qPrintable(QString::number(c)));
        gp::LogIssue issue(code, 7, "x");
        const std::string words = gp::logIssueText(issue).english();
        QVERIFY(words.rfind("line 7: ", 0) == 0);
        QVERIFY(words.find('%') == std::string::npos); // every placeholder filled
    }
}

QTEST_APPLESS_MAIN(TestMeasureLog)
#include "tst_measurelog.moc"
