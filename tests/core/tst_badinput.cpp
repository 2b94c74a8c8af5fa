// The hostile-file corpus of tests/data: every file must give its own specific, clear error, never a crash.
#include "catalog/Catalog.h"
#include "decision/GraphJson.h"
#include "decision/GraphPack.h"
#include "io/Error.h"
#include "io/JsonLoad.h"
#include "measure/GoodputLog.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "plan/Presets.h"
#include "study/Progress.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <fcntl.h>
#include <functional>
#include <future>
#include <sys/stat.h>
#include <unistd.h>

Q_DECLARE_METATYPE(gp::ErrorCode)

namespace {

void load(const QString& kind, const std::string& path)
{
    const std::string text = gp::readFileLimited(path, 64u << 20);
    if (kind == QLatin1String("plan"))
        gp::planFromText(text, path);
    else if (kind == QLatin1String("graph"))
        gp::graphFromText(text, path);
    else if (kind == QLatin1String("catalog"))
        gp::catalogFromText(text, path);
    else if (kind == QLatin1String("presets"))
        gp::presetsFromText(text, path);
    else
        gp::progressFromText(text, path);
}

// Every reader of a file the user names, each by its own entry point.
const std::pair<const char*, std::function<void(const std::string&)>> kReaders[] = {
    {"bytes", [](const std::string& p) { gp::readFileLimited(p, 1024); }},
    {"json", [](const std::string& p) { gp::loadJsonFile(p); }},
    {"plan or PDF", [](const std::string& p) { gp::loadPlanFile(p); }},
    {"graph", [](const std::string& p) { gp::loadGraphFile(p); }},
    {"graph pack", [](const std::string& p) { gp::loadGraphPackFile(p); }},
    {"measured log", [](const std::string& p) { gp::readGoodputLogFile(p, p); }},
};

// The message read() gives for `path`, or "accepted". It runs on a thread of its own: if a reader opens the FIFO
// anyway, a writer that opens without blocking and closes at once releases it, so a broken check fails the test
// instead of hanging it.
std::string messageWithoutHanging(const std::function<void(const std::string&)>& read, const std::string& path,
                                  bool& blocked)
{
    auto result = std::async(std::launch::async, [&read, &path] {
        try {
            read(path);
        } catch (const gp::Error& e) {
            return gp::errorText(e).english();
        }
        return std::string("accepted");
    });
    while (result.wait_for(std::chrono::seconds(2)) != std::future_status::ready) {
        blocked = true;
        if (const int fd = ::open(path.c_str(), O_WRONLY | O_NONBLOCK); fd >= 0)
            ::close(fd);
    }
    return result.get();
}

} // namespace

class TestBadInput : public QObject {
    Q_OBJECT
private slots:
    void corpus_data();
    void corpus();
    void corpusIsLarge();
    void onlyRegularFilesAreRead();
};

void TestBadInput::corpus_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("file");
    QTest::addColumn<gp::ErrorCode>("code");
    QTest::addColumn<QString>("names");
    using C = gp::ErrorCode;
    const struct {
        const char* kind;
        const char* file;
        C code;
        const char* names;
    } rows[] = {
        {"plan", "plans/truncated.gpplan", C::JsonSyntax, "truncated"},
        {"plan", "plans/empty.gpplan", C::JsonSyntax, "empty"},
        {"plan", "plans/foreign-format.gpplan", C::WrongFormat, "format"},
        {"plan", "plans/newer-version.gpplan", C::UnsupportedVersion, "version"},
        {"plan", "plans/wrong-type.gpplan", C::WrongType, "scale.nodes"},
        {"plan", "plans/bad-duration.gpplan", C::InvalidDuration, "runtime.checkpoint_interval"},
        {"plan", "plans/unknown-provisioning.gpplan", C::UnknownValue, "scheduling.provisioning"},
        {"plan", "plans/huge-number.gpplan", C::JsonSyntax, "huge-number"},
        {"plan", "plans/negative-rate.gpplan", C::Negative, "runtime.unwarned_per_node_day"},
        {"plan", "plans/wait-exceeds-window.gpplan", C::WaitExceedsWindow, "scheduling.initial_wait"},
        {"plan", "plans/not-an-object.gpplan", C::WrongType, "document"},
        {"plan", "plans/deep-nesting.gpplan", C::NestingTooDeep, "deep-nesting"},
        {"plan", "plans/nan-literal.gpplan", C::JsonSyntax, "nan-literal"},
        {"plan", "plans/huge-nodes.gpplan", C::OutOfRange, "scale.nodes"},
        {"plan", "plans/negative-window.gpplan", C::InvalidDuration, "scale.window"},
        {"plan", "plans/zero-interval.gpplan", C::NotPositive, "runtime.checkpoint_interval"},
        {"plan", "plans/mfu-string.gpplan", C::WrongType, "program.mfu"},
        {"plan", "plans/walks-not-object.gpplan", C::WrongType, "walks"},
        {"plan", "plans/negative-tokens.gpplan", C::OutOfRange, "training.tokens"},
        {"plan", "plans/negative-price.gpplan", C::Negative, "h100-80gb"},
        {"plan", "plans/profile-unknown.gpplan", C::UnknownValue, "provisioning_profiles[0].provisioning"},
        {"plan", "plans/engagement-not-object.gpplan", C::WrongType, "engagement"},
        {"plan", "plans/markup-title.gpplan", C::WrongType, "title"},
        {"plan", "plans/fractional-nodes.gpplan", C::NotAnInteger, "scale.nodes"},
        {"plan", "plans/seed-negative.gpplan", C::OutOfRange, "simulation.seed"},
        {"plan", "plans/runs-zero.gpplan", C::OutOfRange, "simulation.runs"},
        {"plan", "plans/long-notes.gpplan", C::TooLong, "notes"},
        {"plan", "plans/invalid-utf8.gpplan", C::JsonSyntax, "invalid-utf8"},
        {"plan", "graphs/valid-loop.json", C::WrongFormat, "format"},
        {"graph", "graphs/duplicate-id.json", C::DuplicateId, "node 'r'"},
        {"graph", "graphs/duplicate-choice.json", C::DuplicateId, "node 'q'"},
        {"graph", "graphs/unknown-target.json", C::UnknownTarget, "node 'q'"},
        {"graph", "graphs/unknown-start.json", C::UnknownStart, "start 'missing'"},
        {"graph", "graphs/unreachable.json", C::Unreachable, "node 'island'"},
        {"graph", "graphs/question-one-choice.json", C::TooFewChoices, "node 'q'"},
        {"graph", "graphs/action-two-choices.json", C::TooFewChoices, "node 'act'"},
        {"graph", "graphs/terminal-with-choices.json", C::TerminalWithChoices, "node 'r'"},
        {"graph", "graphs/action-cycle.json", C::CycleWithoutQuestion, "node 'act"},
        {"graph", "graphs/wrong-format.json", C::WrongFormat, "wrong-format.json"},
        {"graph", "graphs/newer-version.json", C::UnsupportedVersion, "newer-version.json"},
        {"graph", "graphs/broken.json", C::JsonSyntax, "broken.json"},
        {"graph", "graphs/empty-text.json", C::EmptyText, "node 'r'"},
        {"graph", "graphs/unknown-kind.json", C::UnknownValue, "node 'r'"},
        {"graph", "graphs/too-many-nodes.json", C::TooMany, "nodes"},
        {"graph", "graphs/deep.json", C::NestingTooDeep, "deep.json"},
        {"graph", "graphs/gotchas-not-list.json", C::WrongType, "node 'r'"},
        {"graph", "plans/minimal.gpplan", C::WrongFormat, "minimal.gpplan"},
        {"catalog", "catalog/duplicate-id.json", C::DuplicateId, "accelerator 't4'"},
        {"catalog", "catalog/spot-above-on-demand.json", C::OutOfRange, "price_spot"},
        {"catalog", "catalog/missing-sources.json", C::MissingField, "sources"},
        {"catalog", "catalog/negative-price.json", C::OutOfRange, "price_on_demand"},
        {"catalog", "catalog/wrong-format.json", C::WrongFormat, "wrong-format.json"},
        {"catalog", "catalog/peak-not-number.json", C::WrongType, "peak_bf16_tflops"},
        {"catalog", "catalog/discount-over-100.json", C::OutOfRange, "cud_1yr_percent"},
        {"catalog", "catalog/zero-price.json", C::NotPositive, "price_spot"},
        {"catalog", "catalog/missing-price.json", C::MissingField, "price_on_demand"},
        {"catalog", "catalog/mixed-basis.json", C::OutOfRange, "price_basis"},
        {"catalog", "catalog/accelerator-basis-no-host.json", C::MissingField, "host_price_per_hour"},
        {"plan", "plans/deadline-before-wait.gpplan", C::OutOfRange, "training.deadline"},
        {"plan", "plans/custom-duplicate-id.gpplan", C::DuplicateId, "custom_accelerators"},
        {"plan", "plans/zero-price-override.gpplan", C::NotPositive, "price_overrides.h100-80gb"},
        {"plan", "plans/unknown-sharding.gpplan", C::UnknownValue, "training.parallelism.sharding"},
        {"presets", "presets/wrong-format.json", C::WrongFormat, "wrong-format.json"},
        {"presets", "presets/no-list.json", C::MissingField, "presets"},
        {"presets", "presets/preset-no-name.json", C::MissingField, "name"},
        {"presets", "presets/preset-bad-rate.json", C::OutOfRange, "runtime.warned_per_node_day"},
        {"presets", "presets/newer.json", C::UnsupportedVersion, "newer.json"},
        {"study", "study/wrong-format.json", C::WrongFormat, "wrong-format.json"},
        {"study", "study/score-over-total.json", C::OutOfRange, "exam"},
        {"study", "study/easiness-low.json", C::OutOfRange, "deck"},
        {"study", "study/truncated.json", C::JsonSyntax, "truncated.json"},
    };
    for (const auto& r : rows)
        QTest::newRow(r.file) << QString::fromLatin1(r.kind) << QString::fromLatin1(r.file) << r.code
                              << QString::fromLatin1(r.names);
}

void TestBadInput::corpus()
{
    QFETCH(QString, kind);
    QFETCH(QString, file);
    QFETCH(gp::ErrorCode, code);
    QFETCH(QString, names);
    try {
        load(kind, GOODPUT_TEST_DATA "/" + file.toStdString());
        QFAIL("accepted");
    } catch (const gp::Error& e) {
        QVERIFY2(e.code() == code, gp::errorCodeName(e.code()));
        QVERIFY2(QString::fromStdString(e.subject()).contains(names), e.subject().c_str());
    }
}

void TestBadInput::corpusIsLarge()
{
    // At least fifty hostile files across every format the application reads.
    int files = 0;
    for (const char* dir : {"plans", "graphs", "catalog", "presets", "study"})
        files += static_cast<int>(QDir(QStringLiteral(GOODPUT_TEST_DATA "/") + QLatin1String(dir)).entryList(QDir::Files).size());
    QVERIFY2(files >= 55, qPrintable(QString::number(files)));
}

void TestBadInput::onlyRegularFilesAreRead()
{
    // A FIFO blocked every reader in open() until a writer came; a directory opened and read as nothing. Both are
    // refused by name before anything opens them.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string fifo = dir.filePath(QStringLiteral("plan.gpplan")).toStdString();
    QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
    const std::string folder = dir.path().toStdString();
    for (const auto& [kind, read] : kReaders)
        for (const std::string& path : {fifo, folder}) {
            bool blocked = false;
            const std::string message = messageWithoutHanging(read, path, blocked);
            QVERIFY2(!blocked, kind);
            QCOMPARE(message, "Cannot read " + path + ". (not a regular file)");
        }
    // A missing file is still the reader's own error, without that detail.
    bool blocked = false;
    QCOMPARE(messageWithoutHanging(kReaders[0].second, folder + "/missing", blocked), "Cannot read " + folder + "/missing.");
}

QTEST_APPLESS_MAIN(TestBadInput)
#include "tst_badinput.moc"
