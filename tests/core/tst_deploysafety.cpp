// Files a platform team can run (docs/deploy.md, "Text in the files", "Names" and "Writing the files"): the one
// safe-text rule, names unique to a plan and valid for each scheduler, values clamped to a scheduler's range and
// said, writes that a link cannot redirect and that replace all files or none, and a search's answer applied so
// that the scenarios still set what their names say. The exports read by PyYAML, libyaml and a stand-in sbatch
// are in tests/deploy/check_hostile.py (test deploy_hostile_texts).
#include "deploy/DeployFiles.h"
#include "deploy/DeployNames.h"
#include "deploy/Deployment.h"
#include "io/SafeText.h"
#include "io/SafeWrite.h"
#include "search/ApplySearch.h"
#include "plan/Evaluate.h"
#include "plan/PlanFile.h"
#include "plan/Scenarios.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include "ErrorCodeOf.h"

#include <QTest>

#include <sys/stat.h>

namespace {

using gptest::codeOf;

std::string readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll().toStdString() : std::string("(unreadable)");
}

void writeText(const QString& path, const QByteArray& text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

gp::DeploymentConfig exampleConfig()
{
    return gp::deploymentConfig(gp::evaluate(gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN)), "", "2026-12-07");
}

} // namespace

class TestDeploySafety : public QObject {
    Q_OBJECT
private slots:
    // Every character that ends a line or a comment for some reader, or reorders text, becomes a space; letters of
    // every script stay; bytes that are not UTF-8 become U+FFFD.
    void safeTextRule()
    {
        QCOMPARE(gp::safeLine("a\nb\rc\td\x7f" "e"), std::string("a b c d e"));
        QCOMPARE(gp::safeLine("a\xc2\x85" "b\xe2\x80\xa8" "c\xe2\x80\xa9" "d"), std::string("a b c d"));
        QCOMPARE(gp::safeLine("\xe2\x80\xae" "x\xe2\x81\xa6" "y\xe2\x81\xa9\xe2\x80\x8f\xd8\x9c"), std::string(" x y   "));
        QCOMPARE(gp::safeLine("Gr\xc3\xb6\xc3\x9f" "e \xe5\xa4\xa7 \xf0\x9f\x9a\x80"),
                 std::string("Gr\xc3\xb6\xc3\x9f" "e \xe5\xa4\xa7 \xf0\x9f\x9a\x80"));
        QCOMPARE(gp::safeLine("a\xff" "b"), std::string("a\xef\xbf\xbd" "b"));
        QCOMPARE(gp::safeLine("\xe2\x80"), std::string("\xef\xbf\xbd\xef\xbf\xbd")); // a sequence cut short
        QCOMPARE(gp::safeLine("\xc0\xaf"), std::string("\xef\xbf\xbd\xef\xbf\xbd")); // an overlong '/'
        QCOMPARE(gp::firstUnsafeCharacter("ok \xe2\x80\xa8"), std::string("U+2028"));
        QCOMPARE(gp::firstUnsafeCharacter("ok"), std::string());
        QVERIFY(gp::hasUnsafeText("\xff"));
        QCOMPARE(codeOf([] { gp::requireSafeText("a\xc2\x85" "b", "title"); }), gp::ErrorCode::UnsafeText);
        QCOMPARE(codeOf([] { gp::requireSafeText("Gr\xc3\xb6\xc3\x9f" "e", "title"); }), gp::ErrorCode::NotANumber);
        // A cut never splits a character: "ö" is two bytes.
        QCOMPARE(std::string(gp::clipUtf8("Gr\xc3\xb6", 3)), std::string("Gr"));
        QCOMPARE(std::string(gp::clipUtf8("Gr\xc3\xb6", 4)), std::string("Gr\xc3\xb6"));
    }

    // Suffixes worked out apart (FNV-1a over the title, 0x1f and the scenario, six base-36 digits, least first).
    void namesUniqueToThePlan()
    {
        const std::string example = "Example: 7B model pre-training on 16 nodes x 8 GPUs (illustrative figures)";
        // Cut after a whole word: "pre-training" does not fit and goes whole, where the name was cut at its hyphen.
        QCOMPARE(gp::deployNameFor(example, ""), std::string("example-7b-model-u3cxmx"));
        QCOMPARE(gp::deployNameFor(example, "H100 on Spot, 2 hot spares"), std::string("example-7b-model-le4r39"));
        QCOMPARE(gp::deployNameFor("Mixtral 8x22B pre-training, second attempt", ""), std::string("mixtral-8x22b-cassl6"));
        // Names that were whole stay as they were, so that re-exporting their plans does not rename their jobs: these
        // are the names this version's predecessor gave.
        for (const auto& [title, name] : std::vector<std::pair<std::string, std::string>>{
                 {"Llama-3 fine-tune", "llama-3-fine-tune-0vua8c"},
                 {"Llama-3 fine-tune for the customer's support desk", "llama-3-fine-tune-for-the-6shnz8"},
                 {"Llama-3 70B fine-tune on TPU v6e slices", "llama-3-70b-fine-tune-on-pbeity"},
                 {"Gemma 2 27B instruction tuning at scale", "gemma-2-27b-instruction-sb6bdk"},
                 {"LLM 70B layout (tensor 4 x pipeline 16 x data 8)", "llm-70b-layout-tensor-4-x-120fow"},
                 {"Llama 3 405B pre-training", "llama-3-405b-pre-training-9vzqbm"},
                 {"Untitled plan", "untitled-plan-46dnz2"},
                 {"a-b", "a-b-orvpgt"},
                 // No whole word ends in the second half: cut at a hyphen inside a word, else at 25 characters.
                 {"Very-long-hyphenated-compound-name-without-spaces", "very-long-hyphenated-v859iw"},
                 {"State-of-the-art recommender retraining nightly", "state-of-the-art-k6zwg7"},
                 {"Supercalifragilisticexpialidocious model", "supercalifragilisticexpia-wy6hor"}})
            QCOMPARE(gp::deployNameFor(title, ""), name);
        QCOMPARE(gp::deployNameFor("Gr\xc3\xb6\xc3\x9f" "e Modelle f\xc3\xbcr Google", ""),
                 std::string("groesse-modelle-fuer-gcp-15s0x6"));
        QCOMPARE(gp::deployNameFor("\xe5\xa4\xa7\xe8\xa6\x8f\xe6\xa8\xa1\xe8\xa8\x80\xe8\xaa\x9e\xe3\x83\xa2\xe3\x83\x87"
                                   "\xe3\x83\xab",
                                   ""),
                 std::string("training-mifj8k"));
        // Titles that differ only after 32 characters, or only in a letter outside ASCII, get different names.
        const std::string longer(40, 'a');
        QVERIFY(gp::deployNameFor(longer + "1", "") != gp::deployNameFor(longer + "2", ""));
        QVERIFY(gp::deployNameFor("M\xc3\xbc" "ller", "") != gp::deployNameFor("M\xc3\xb6" "ller", ""));
        QVERIFY(gp::deployNameFor("goog g00gle", "").find("goog") == std::string::npos);
        for (const char* title : {"", "123", "---", "\xe2\x80\xa8", "a-b"}) {
            const std::string name = gp::deployNameFor(title, "");
            QCOMPARE(codeOf([&] { gp::checkDeployName(name, "name"); }), gp::ErrorCode::NotANumber);
        }
        for (const char* bad : {"", "9lives", "UPPER", "a_b", "ends-", "googly", "with space", "a.b"})
            QCOMPARE(codeOf([&] { gp::checkDeployName(bad, "--name"); }), gp::ErrorCode::InvalidName);
        QCOMPARE(codeOf([&] { gp::checkDeployName(std::string(33, 'a'), "--name"); }), gp::ErrorCode::InvalidName);
        gp::checkDeployName(std::string(32, 'a'), "--name");
    }

    // A grace period of a day is more than sbatch's --signal takes (0 to 65,535 s): clamped, and said.
    void clampedAndSaid()
    {
        gp::DeploymentConfig c = exampleConfig();
        c.autoCheckpoint = true;
        c.gracePeriod = gp::Duration::hours(24);
        const gp::Deployment slurm = gp::exportDeployment(c, gp::DeployFormat::Slurm);
        QVERIFY(slurm.files[0].text.find("#SBATCH --signal=B:USR1@65535\n") != std::string::npos);
        QVERIFY(slurm.files[0].text.find("#   - The grace period in seconds (sbatch's --signal): the plan asks for "
                                         "86400, more than the scheduler takes; the file says 65535.") !=
                std::string::npos);
        QVERIFY(slurm.files[0].text.find("Nothing of the plan was dropped.") == std::string::npos);
        // 2,000 wall days with a quarter's margin: 60,000 h, more than the 8,760 h a file asks for.
        c.wallDays = 2000;
        const gp::Deployment sky = gp::exportDeployment(c, gp::DeployFormat::SkyPilot);
        QCOMPARE(sky.dropped.size(), std::size_t(0)); // a SkyPilot task has no time limit
        QCOMPARE(gp::exportDeployment(c, gp::DeployFormat::Gke).dropped.size(), std::size_t(0)); // nor a JobSet
        // 6,000 expected interruptions: twice that is more restarts than a task or a JobSet is given.
        c.interruptions = 6000;
        QCOMPARE(gp::exportDeployment(c, gp::DeployFormat::Gke).dropped.front().english(),
                 std::string("The restarts allowed: the plan asks for 12000, more than the scheduler takes; the file "
                             "says 10000."));
        bool said = false;
        for (const gp::Text& t : gp::exportDeployment(c, gp::DeployFormat::Slurm).dropped)
            said = said || t.english() == "The time limit in hours: the plan asks for 60000, more than the scheduler "
                                          "takes; the file says 8760.";
        QVERIFY(said);
    }

    // A link planted at the target or at the name a temporary once had is replaced, never written through; a link
    // counts as a file that exists.
    void linksAreNotFollowed()
    {
        QTemporaryDir dir;
        QTemporaryDir outside;
        const QString victim = outside.filePath(QStringLiteral("victim"));
        writeText(victim, "keep");
        const QString target = dir.filePath(QStringLiteral("job.sbatch"));
        QVERIFY(QFile::link(victim, dir.filePath(QStringLiteral(".job.sbatch.part"))));
        QVERIFY(QFile::link(victim, target));
        const std::vector<gp::FileToWrite> files{{target.toStdString(), "new\n"}};
        QCOMPARE(codeOf([&] { gp::writeFilesAtomically(files, false); }), gp::ErrorCode::FileExists);
        gp::writeFilesAtomically(files, true);
        QCOMPARE(readAll(victim), std::string("keep"));
        QCOMPARE(readAll(target), std::string("new\n"));
        QVERIFY(!QFileInfo(target).isSymLink());
        // A dangling link is a file that exists too.
        const QString dangling = dir.filePath(QStringLiteral("dangling.yaml"));
        QVERIFY(QFile::link(outside.filePath(QStringLiteral("nowhere")), dangling));
        QCOMPARE(codeOf([&] { gp::writeFilesAtomically({{dangling.toStdString(), "x"}}, false); }),
                 gp::ErrorCode::FileExists);
        QVERIFY(!QFile::exists(outside.filePath(QStringLiteral("nowhere"))));
    }

    // The second of two files cannot be written (a folder stands at its name): the first is put back as it was, and
    // no temporary is left behind.
    void allOrNothing()
    {
        const gp::Deployment d = gp::exportDeployment(exampleConfig(), gp::DeployFormat::Gke);
        QCOMPARE(d.files.size(), std::size_t(2));
        QTemporaryDir dir;
        const QString first = dir.filePath(QString::fromStdString(d.files[0].name));
        writeText(first, "mine");
        QVERIFY(QDir(dir.path()).mkdir(QString::fromStdString(d.files[1].name)));
        QCOMPARE(codeOf([&] { gp::writeDeployment(d, dir.path().toStdString(), true); }), gp::ErrorCode::FileUnwritable);
        QCOMPARE(readAll(first), std::string("mine"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).size(), 2);
        // Into a fresh folder both are written.
        QTemporaryDir fresh;
        QCOMPARE(gp::writeDeployment(d, fresh.path().toStdString(), false).size(), std::size_t(2));
        QCOMPARE(readAll(fresh.filePath(QString::fromStdString(d.files[1].name))), d.files[1].text);
    }

    // A private plan stays private when it is replaced; a new file gets 0666 less the umask.
    void replacedFileKeepsItsMode()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("private.gpplan"));
        writeText(path, "old");
        QVERIFY(::chmod(path.toLocal8Bit().constData(), 0600) == 0);
        gp::writeFilesAtomically({{path.toStdString(), "new"}}, true);
        struct stat st {};
        QVERIFY(::stat(path.toLocal8Bit().constData(), &st) == 0);
        QCOMPARE(st.st_mode & 07777, 0600u);
        QCOMPARE(readAll(path), std::string("new"));
        const mode_t mask = ::umask(022);
        const QString fresh = dir.filePath(QStringLiteral("new.gpplan"));
        gp::writeFilesAtomically({{fresh.toStdString(), "x"}}, false);
        ::umask(mask);
        QVERIFY(::stat(fresh.toLocal8Bit().constData(), &st) == 0);
        QCOMPARE(st.st_mode & 07777, 0644u);
    }

    // The example plan's scenarios, one of which overrides only the provisioning, set the same plans after the
    // search's answer becomes the base; the recommendation written about the old base is cleared.
    void appliedSearchKeepsScenarios()
    {
        const gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
        QVERIFY(!plan.recommendationReason.empty()); // the base, "meets the 30-day deadline at the lowest cost"
        const gp::OptimizeResult r = gp::optimize(plan);
        QVERIFY(r.recommended);
        const gp::AppliedSearch applied = gp::applySearchResult(plan, *r.recommended);
        QVERIFY(applied.recommendationCleared);
        QVERIFY(applied.plan.recommendedScenario.empty() && applied.plan.recommendationReason.empty());
        QCOMPARE(applied.plan.scenarios.size(), plan.scenarios.size());
        QVERIFY(!applied.rebased.empty());
        for (const gp::Scenario& s : plan.scenarios) {
            const gp::Evaluation before = gp::evaluate(gp::scenarioPlan(plan, s.name));
            const gp::Evaluation after = gp::evaluate(gp::scenarioPlan(applied.plan, s.name));
            QCOMPARE(after.selectedAccelerator()->id, before.selectedAccelerator()->id);
            QCOMPARE(after.selectedEstimate()->cost, before.selectedEstimate()->cost);
            QCOMPARE(after.goodput.mlProductivity, before.goodput.mlProductivity);
        }
        // The base is the search's answer, as applyCandidate makes it.
        QCOMPARE(gp::evaluate(applied.plan).selectedEstimate()->cost,
                 gp::evaluate(gp::applyCandidate(plan, *r.recommended)).selectedEstimate()->cost);
    }
};

QTEST_GUILESS_MAIN(TestDeploySafety)
#include "tst_deploysafety.moc"
