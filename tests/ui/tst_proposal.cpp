#include "plan/ScenarioCompare.h"
#include "presenters/Format.h"
#include "document/DocumentFile.h"
#include "document/PlanDocument.h"
#include "plan/PlanFile.h"
#include "mainwindow/Language.h"
#include "proposal/ProposalBuilder.h"
#include "proposal/ProposalCover.h"
#include "proposal/ProposalWriter.h"

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QTextTable>
#include "plan/PlanJson.h"
#include "plan/Validate.h"
#include "proposal/ProposalView.h"
#include "proposal/ProposalExporter.h"

#include <nlohmann/json.hpp>

#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QLabel>
#include <QTest>

#include "goodput/MonteCarlo.h"
#include "goodput/PlanningModel.h"
#include "decision/GraphLibrary.h"
#include "decision/Walk.h"
#include "flowchart/WalkPathPainter.h"

namespace {

struct Run {
    int code = -1;
    QByteArray out;
    QByteArray err;
};

Run run(const QString& program, const QStringList& args)
{
    QProcess p;
    p.start(program, args);
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

QString tool(const char* name)
{
    return QStandardPaths::findExecutable(QString::fromLatin1(name));
}

} // namespace

class TestProposal : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void headlessExportHasEverySection();
    void optionsPagesPresentTheScenarios();
    void commitmentsSayWhatTheyAre();
    void tableHeadersKeepTheirWords();
    void checkpointTierIsExplained();
    void numbersAreWrittenForPeople();
    void sectionsFlowAndKeepTogether_data();
    void sectionsFlowAndKeepTogether();
    void executiveSummaryIsOnePage_data();
    void executiveSummaryIsOnePage();
    void decisionPathIsReadable();
    void chartsAreVectorAndFontsEmbedded();
    void userTextPrintsLiterally();
    void pdfReopensAsThePlan();
    void rewrittenProposalsStillOpen_data();
    void rewrittenProposalsStillOpen();
    void pdfWithTwoPlansIsRefused();
    void badArguments();
    void coverFieldsHoldThePlansLimits();
    void exportOpensWhereAUserWrites();
    void aFitWithoutRoomSaysSo();
    void proposalInEachLanguage_data();
    void proposalInEachLanguage();
    void theCoverReadsAsTyped();
    void quotesNestAndUnitsStayWithTheirNumbers();

private:
    QTemporaryDir dir_;
    QString examplePdf_;
};

void TestProposal::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_proposal"));
    QSettings().clear();
    for (const char* t : {"pdftotext", "pdffonts", "pdfimages", "pdfdetach"})
        QVERIFY2(!tool(t).isEmpty(), "poppler-utils is missing: run packaging/dev.sh test to install it");
    examplePdf_ = dir_.filePath(QStringLiteral("example.pdf"));
    // English whatever the machine's locale: the texts below are asserted in English.
    const Run r = run(QStringLiteral(GOODPUT_PLANNER), {QStringLiteral("--language"), QStringLiteral("en"),
                                                        QStringLiteral("--export-pdf"), examplePdf_,
                                                        QStringLiteral(GOODPUT_EXAMPLE_PLAN)});
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY(QFile::exists(examplePdf_));
}

void TestProposal::headlessExportHasEverySection()
{
    const Run text = run(tool("pdftotext"), {QStringLiteral("-layout"), examplePdf_, QStringLiteral("-")});
    QCOMPARE(text.code, 0);
    const QString t = QString::fromUtf8(text.out);
    for (const char* section : {"Accelerator and goodput proposal", "Prepared for Example Robotics Ltd.",
                                "Executive summary", "Decision path", "Goodput analysis",
                                "Recommended techniques and their expected effect", "Cost comparison", "Assumptions",
                                "Always validate on your workload", "Appendix: formulas and sources", "Page 2 of"})
        QVERIFY2(t.contains(QString::fromUtf8(section)), section);
    // The plan's own numbers: scheduling and runtime goodput as the Monte Carlo finds them (the model agrees with
    // it within three standard errors, checked here), then by hand from them: 36.6 % MPG (95.9 % x 95.4 % x 40 %);
    // P = 4.2e22 / (128 x 989e12 x 0.4) = 230.4 h of computing, 249.7 h of running at a productive share of
    // 92.3 %, 10.7 days with the 6 h wait; 128 x 249.7 h x $3.72 = $118,875, $3.72 / 0.923 = $4.03 per productive
    // hour.
    const gp::Plan example = gpui::PlanDocument::examplePlan();
    const gp::ModelParameters parameters = gp::resolve(example.goodput);
    gp::SimulationOptions options;
    options.runs = 4000;
    options.seed = 7;
    const gp::SimulationResult sim = gp::simulate(parameters, options);
    const gp::GoodputEvaluation model = gp::evaluateModel(parameters);
    QVERIFY(std::abs(model.scheduling - sim.scheduling.mean) < 3 * sim.scheduling.standardError + 1e-3);
    QVERIFY(std::abs(model.runtime - sim.runtime.mean) < 3 * sim.runtime.standardError + 1e-3);
    QVERIFY(std::abs(sim.scheduling.mean - 0.959) < 0.002 && std::abs(sim.runtime.mean - 0.954) < 0.002);
    for (const char* figure : {"36.6 %", "95.9 %", "95.4 %", "NVIDIA H100 80 GB × 128", "10.7", "$118,875", "$4.03"})
        QVERIFY2(t.contains(QString::fromUtf8(figure)), figure);
}

void TestProposal::commitmentsSayWhatTheyAre()
{
    // The 1-year commitment for the example's 128 H100: the term is 8,760 h at $11.06 less its 37 % discount,
    // 128 x 8,760 x $6.9678 = $7,812,855; the 9.9-day run is 9.9 x 24 / 8,760 = 2.7 % of it; it costs what on
    // demand would at 63.0 % use (1 - 0.37), the 3-year term at 45.0 % (1 - 0.55).
    const QString t =
        QString::fromUtf8(run(tool("pdftotext"), {examplePdf_, QStringLiteral("-")}).out).simplified();
    for (const char* text : {"Reservation (1-year committed use) is paid for its whole term: $7,812,855, of which this "
                             "9.9-day run uses 2.7 %",
                             "the shorter the run, the larger the share of the term it carries",
                             "costs what on demand would once 63.0 % of its term is used",
                             "costs what on demand would once 45.0 % of its term is used"})
        QVERIFY2(t.contains(QString::fromUtf8(text)), text);
}

void TestProposal::tableHeadersKeepTheirWords()
{
    // A column as narrow as "Provisionin|g" leaves a line of a letter or two in the text layer; the nine-column
    // provisioning table had four. Each column is now at least as wide as its longest word.
    const QStringList lines = QString::fromUtf8(run(tool("pdftotext"), {examplePdf_, QStringLiteral("-")}).out).split(QLatin1Char('\n'));
    const QRegularExpression fragment(QStringLiteral("^[a-z]{1,2}$"));
    for (const QString& line : lines)
        QVERIFY2(!fragment.match(line).hasMatch() || line == QLatin1String("no") || line == QLatin1String("a"),
                 qPrintable(line));
    QVERIFY(lines.contains(QStringLiteral("Provisioning")));
    QVERIFY(lines.contains(QStringLiteral("Scheduling")));
}

void TestProposal::optionsPagesPresentTheScenarios()
{
    // The example's three scenarios: compared after the summary, the base the cheapest that meets the deadline, then
    // the base's details. The plan search's TPU v6e at $35,667 beats every option, so the reason recorded for the base
    // ("... meets the 30-day deadline at the lowest cost") is set aside, not printed.
    const QString t = QString::fromUtf8(run(tool("pdftotext"), {examplePdf_, QStringLiteral("-")}).out);
    const QString flat = QString(t).replace(QLatin1Char('\n'), QLatin1Char(' '));
    QVERIFY(!flat.contains(QStringLiteral("at the lowest cost")));
    for (const char* text : {"Options compared", "H100 reserved (DWS", "TPU v5e on demand, FSDP",
                             "Cheapest of the options compared: Base plan", "The plan search finds Google TPU v6e",
                             "the figures no longer bear it out", "What each option changes",
                             "Provisioning: DWS calendar", "Hot spares: 2", "Accelerator: Google TPU v5e",
                             "Sharding: ZeRO-3 / FSDP", "Initial wait for capacity: 2 h", "Executive summary: Base plan"})
        QVERIFY2(QString(t).replace(QLatin1Char('\n'), QLatin1Char(' ')).contains(QString::fromUtf8(text)), text);
    // In people's words: no field of the plan file ("scheduling.provisioning = dws_calendar") anywhere.
    const QRegularExpression fileField(QStringLiteral("\\b[a-z_]+\\.[a-z_]+(\\.[a-z_]+)* = "));
    QVERIFY2(!fileField.match(t).hasMatch(), qPrintable(fileField.match(t).captured(0)));
    QVERIFY(t.contains(QStringLiteral("H100 reserved (DWS calendar): Provisioning: DWS calendar\n")));
    QVERIFY(!t.contains(QStringLiteral("{}")));
    // The answer first: the executive summary, then the options it chose among.
    QVERIFY(t.indexOf(QStringLiteral("Executive summary")) < t.indexOf(QStringLiteral("Options compared")));
    // The calendar option's cost: the 9.9 days of running (230.4 h of computing at a productive share of 96.8 %)
    // billed as 10 whole days, 128 H100 x 240 h at the catalog's $11.06 an accelerator-hour (a3-highgpu-8g over
    // its 8 GPUs, host included) = $339,763.
    QVERIFY(t.contains(QStringLiteral("$339,763")));
    // Recommend the TPU option: the details that follow are its own.
    gp::Plan plan = gpui::PlanDocument::examplePlan();
    plan.recommendedScenario = "TPU v5e on demand, FSDP";
    plan.recommendationReason = "Cheapest per productive hour; the deadline moves.";
    const QString tpuPath = dir_.filePath(QStringLiteral("tpu.pdf"));
    const auto tpuError = gpui::ProposalExporter::exportPdf(gp::evaluateRecommended(plan), {}, tpuPath);
    QVERIFY2(!tpuError, qPrintable(tpuError.value_or(QString())));
    const QString tpu = QString::fromUtf8(run(tool("pdftotext"), {tpuPath, QStringLiteral("-")}).out);
    // It misses the deadline (49.9 days of 30): the figures pick the base, and the reason is not printed.
    const QString tpuFlat = QString(tpu).replace(QLatin1Char('\n'), QLatin1Char(' '));
    QVERIFY2(tpuFlat.contains(QStringLiteral("The plan records TPU v5e on demand, FSDP as its recommendation; of the "
                                             "options compared, the figures make Base plan the cheapest")),
             qPrintable(tpuFlat.mid(tpuFlat.indexOf(QStringLiteral("options compared:")), 400)));
    QVERIFY(!tpuFlat.contains(QStringLiteral("Cheapest per productive hour; the deadline moves.")));
    QVERIFY(tpu.contains(QStringLiteral("Executive summary: TPU v5e on demand, FSDP")));
    QVERIFY(tpu.contains(QStringLiteral("Priced accelerator: Google TPU v5e")));
    // It reopens as the plan with its options, recommendation and all.
    gpui::PlanDocument doc;
    QVERIFY(!gpui::DocumentFile(&doc).open(tpuPath).has_value());
    QVERIFY(doc.storedPlan() == plan);
    // Six options: two tables, four options and then two, every option named in them.
    for (int n = 1; n <= 2; ++n)
        plan.scenarios.push_back({"Spot, " + std::to_string(n * 32) + " nodes",
                                  "{\"scale\": {\"nodes\": " + std::to_string(n * 32) + "}}"});
    const QString sixPath = dir_.filePath(QStringLiteral("six.pdf"));
    QVERIFY(!gpui::ProposalExporter::exportPdf(gp::evaluateRecommended(plan), {}, sixPath).has_value());
    const QString six = QString::fromUtf8(run(tool("pdftotext"), {sixPath, QStringLiteral("-")}).out);
    QCOMPARE(six.count(QStringLiteral("Goodput, 95th")), 2); // a row of each table
    QVERIFY(six.contains(QStringLiteral("Spot, 64 nodes")));
    QVERIFY(six.contains(QStringLiteral("Nodes: 64"))); // a patch built in code, in the same words
    // A plan without scenarios reads as before: no options pages.
    plan.scenarios.clear();
    plan.recommendedScenario.clear();
    const QString plainPath = dir_.filePath(QStringLiteral("plain.pdf"));
    QVERIFY(!gpui::ProposalExporter::exportPdf(gp::evaluateRecommended(plan), {}, plainPath).has_value());
    const QString plain = QString::fromUtf8(run(tool("pdftotext"), {plainPath, QStringLiteral("-")}).out);
    QVERIFY(!plain.contains(QStringLiteral("Options compared")));
    // Its executive summary is the plan's own, without an option's name after it.
    QVERIFY(plain.contains(QStringLiteral("Executive summary")));
    QVERIFY(!plain.contains(QStringLiteral("Executive summary:")));
    QVERIFY(plain.contains(QStringLiteral("Priced accelerator: NVIDIA H100 80 GB")));
}

void TestProposal::checkpointTierIsExplained()
{
    // The 70B fixture: a 980 GB state written at 64 GB/s plus 20 s (35.3 s), of which 30 s block; three
    // checkpoints kept in storage.
    gpui::PlanDocument doc;
    QVERIFY(!gpui::DocumentFile(&doc).open(QStringLiteral(GOODPUT_TEST_DATA "/plans/checkpoint-async.gpplan")).has_value());
    const QString path = dir_.filePath(QStringLiteral("checkpoint.pdf"));
    QVERIFY(!gpui::ProposalExporter::exportPdf(gp::evaluateRecommended(doc.storedPlan()), {}, path).has_value());
    // A header may wrap at a space: read as lines joined.
    const QString t = QString::fromUtf8(run(tool("pdftotext"), {path, QStringLiteral("-")}).out).simplified();
    for (const char* text : {"Job stalls", "Persistent", "35.3 s", "derived from", "980 GB", "Saves are asynchronous",
                             "Of which checkpoint storage", "3 checkpoints of 980 GB"})
        QVERIFY2(t.contains(QString::fromUtf8(text)), text);
}

void TestProposal::chartsAreVectorAndFontsEmbedded()
{
    const Run images = run(tool("pdfimages"), {QStringLiteral("-list"), examplePdf_});
    QCOMPARE(images.code, 0);
    QCOMPARE(images.out.count('\n'), 2); // the two header lines: no raster image at all
    const Run fonts = run(tool("pdffonts"), {examplePdf_});
    QCOMPARE(fonts.code, 0);
    const QList<QByteArray> lines = fonts.out.split('\n');
    int checked = 0;
    for (int i = 2; i < lines.size(); ++i) {
        if (lines[i].trimmed().isEmpty())
            continue;
        QVERIFY2(lines[i].contains(" yes "), lines[i].constData()); // "emb" column
        ++checked;
    }
    QVERIFY(checked >= 1);
    const Run attachments = run(tool("pdfdetach"), {QStringLiteral("-list"), examplePdf_});
    QVERIFY(attachments.out.contains("plan.gpplan"));
}

void TestProposal::userTextPrintsLiterally()
{
    gp::Plan plan = gpui::PlanDocument::examplePlan();
    plan.engagement.customer = "<b>Acme</b> <img src=\"/etc/hostname\"> &amp; Co";
    plan.notes = "<script>alert(1)</script>";
    const QString path = dir_.filePath(QStringLiteral("markup.pdf"));
    QVERIFY(!gpui::ProposalExporter::exportPdf(gp::evaluateRecommended(plan), {}, path).has_value());
    const Run text = run(tool("pdftotext"), {path, QStringLiteral("-")});
    const QString t = QString::fromUtf8(text.out);
    QVERIFY2(t.contains(QStringLiteral("<b>Acme</b> <img src=\"/etc/hostname\"> &amp; Co")), qPrintable(t.left(400)));
    QVERIFY(t.contains(QStringLiteral("<script>alert(1)</script>")));
    const Run images = run(tool("pdfimages"), {QStringLiteral("-list"), path});
    QCOMPARE(images.out.count('\n'), 2); // nothing was pulled in
}

void TestProposal::pdfReopensAsThePlan()
{
    gpui::PlanDocument doc;
    QVERIFY(!gpui::DocumentFile(&doc).open(examplePdf_).has_value());
    const gp::Plan example = gpui::PlanDocument::examplePlan();
    QVERIFY(doc.plan() == example); // field by field
    QVERIFY(doc.filePath().isEmpty()); // a new plan, to be saved as .gpplan
    // A PDF from elsewhere says what is wrong.
    QFile other(dir_.filePath(QStringLiteral("other.pdf")));
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.write("%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
    other.close();
    const auto error = gpui::DocumentFile(&doc).open(other.fileName());
    QVERIFY(error.has_value());
    QVERIFY(error->contains(QStringLiteral("without a Goodput Planner plan")));
}

void TestProposal::rewrittenProposalsStillOpen_data()
{
    // Any PDF tool may rewrite a proposal; the plan must survive it. The notes carry "endobj" and "stream", the
    // words a hand-written PDF parser would trip on.
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("args"); // IN and OUT stand for the proposal and the rewritten file
    const QString in = QStringLiteral("IN"), out = QStringLiteral("OUT");
    QTest::newRow("qpdf") << "qpdf" << QStringList{in, out};
    QTest::newRow("qpdf --linearize") << "qpdf" << QStringList{QStringLiteral("--linearize"), in, out};
    QTest::newRow("qpdf --object-streams=generate")
        << "qpdf" << QStringList{QStringLiteral("--object-streams=generate"), in, out};
    QTest::newRow("qpdf --recompress-flate")
        << "qpdf" << QStringList{QStringLiteral("--recompress-flate"), QStringLiteral("--compression-level=9"), in, out};
    QTest::newRow("qpdf --qdf") << "qpdf" << QStringList{QStringLiteral("--qdf"), in, out};
    QTest::newRow("ghostscript pdfwrite")
        << "gs" << QStringList{QStringLiteral("-q"), QStringLiteral("-dNOPAUSE"), QStringLiteral("-dBATCH"),
                               QStringLiteral("-sDEVICE=pdfwrite"), QStringLiteral("-sOutputFile=OUT"), in};
}

void TestProposal::rewrittenProposalsStillOpen()
{
    QFETCH(QString, program);
    QFETCH(QStringList, args);
    gp::Plan plan = gpui::PlanDocument::examplePlan();
    plan.notes = "The words endobj, stream and %%EOF in the notes, and a second line.\nendstream";
    const QString original = dir_.filePath(QStringLiteral("notes.pdf"));
    QVERIFY(!gpui::ProposalExporter::exportPdf(gp::evaluateRecommended(plan), {}, original).has_value());
    const QString rewritten = dir_.filePath(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_')) +
                                            QStringLiteral(".pdf"));
    for (QString& a : args)
        a.replace(QStringLiteral("IN"), original).replace(QStringLiteral("OUT"), rewritten);
    const QString executable = tool(program.toLatin1().constData());
    QVERIFY2(!executable.isEmpty(), qPrintable(program)); // the setup installs qpdf and ghostscript
    const Run r = run(executable, args);
    QVERIFY2(r.code == 0 || (program == QLatin1String("qpdf") && r.code == 3), r.err.constData()); // 3: warnings
    gpui::PlanDocument doc;
    const auto error = gpui::DocumentFile(&doc).open(rewritten);
    QVERIFY2(!error, error ? qPrintable(*error) : "");
    QVERIFY(doc.plan() == plan);
}

void TestProposal::pdfWithTwoPlansIsRefused()
{
    // Another tool attached a second plan: which one is meant is not for us to guess.
    const QString second = dir_.filePath(QStringLiteral("other.gpplan"));
    QFile plan(second);
    QVERIFY(plan.open(QIODevice::WriteOnly));
    plan.write(QByteArray::fromStdString(gp::planToJson(gpui::PlanDocument::examplePlan()).dump()));
    plan.close();
    const QString two = dir_.filePath(QStringLiteral("two-plans.pdf"));
    const Run r = run(tool("qpdf"), {examplePdf_, QStringLiteral("--add-attachment"), second, QStringLiteral("--"), two});
    QVERIFY2(r.code == 0, r.err.constData());
    gpui::PlanDocument doc;
    const auto error = gpui::DocumentFile(&doc).open(two);
    QVERIFY(error.has_value());
    QVERIFY2(error->contains(QStringLiteral("more than one Goodput Planner plan")), qPrintable(*error));
    // The same plan attached by qpdf to a PDF of its own opens, whatever the attachment is called.
    const QString attached = dir_.filePath(QStringLiteral("attached.pdf"));
    const QString renamed = dir_.filePath(QStringLiteral("customer-plan.json"));
    QVERIFY(QFile::copy(second, renamed));
    QVERIFY(run(tool("qpdf"), {QStringLiteral(GOODPUT_TEST_DATA "/pdf/no-plan.pdf"), QStringLiteral("--add-attachment"),
                               renamed, QStringLiteral("--"), attached})
                .code == 0);
    QVERIFY(!gpui::DocumentFile(&doc).open(attached).has_value());
    QVERIFY(doc.plan() == gpui::PlanDocument::examplePlan());
}

void TestProposal::exportOpensWhereAUserWrites()
{
    // An unsaved plan: named after its title as a file name, its whole words within 60 characters, in the documents
    // folder (no folder used yet), where the dialog opened at "/" with "proposal.pdf". The name was cut at the 60th
    // character, mid-word ("…-GPUs-illustr").
    QSettings().remove(QStringLiteral("files/lastDirectory"));
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::ProposalView view(&doc);
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QCOMPARE(view.suggestedPath(), documents + QStringLiteral("/Example-7B-model-pre-training-on-16-nodes-x-8-GPUs.pdf"));
    QSettings().setValue(QStringLiteral("files/lastDirectory"), dir_.path());
    QCOMPARE(view.suggestedPath(), dir_.path() + QStringLiteral("/Example-7B-model-pre-training-on-16-nodes-x-8-GPUs.pdf"));
    // A hyphenated word at the limit goes whole or not at all; a title that fits keeps its hyphens and its script.
    const QList<std::pair<QString, QString>> titles{
        {QStringLiteral("Support assistant for the help desk of the customer, re-training"),
         QStringLiteral("Support-assistant-for-the-help-desk-of-the-customer")}, // was "…-customer-re-trai"
        {QStringLiteral("Llama-3 fine-tune"), QStringLiteral("Llama-3-fine-tune")},
        {QStringLiteral("Llama 3 405B pre-training"), QStringLiteral("Llama-3-405B-pre-training")},
        {QStringLiteral("大規模言語モデルの事前学習 (Llama-3)"), QStringLiteral("大規模言語モデルの事前学習-Llama-3")},
        {QStringLiteral("../etc/passwd: a/b\\c *?"), QStringLiteral("etcpasswd-abc")},
        {QStringLiteral("--draft -"), QStringLiteral("draft")}};
    for (const auto& [title, name] : titles) {
        gp::Plan plan = gpui::PlanDocument::examplePlan();
        plan.title = title.toStdString();
        doc.reset(plan, QString());
        QCOMPARE(view.suggestedPath(), dir_.path() + QLatin1Char('/') + name + QStringLiteral(".pdf"));
    }
    QSettings().remove(QStringLiteral("files/lastDirectory"));
}

void TestProposal::aFitWithoutRoomSaysSo()
{
    // The example on H100 80 GB with replicated states and no shape: 4.64e9 parameters x 16 bytes = 74.2 GB of the
    // 80 GiB x 0.9 = 77.3 GB usable, 4 % free, where the summary said "fits" and nothing more.
    gp::Plan plan = gpui::PlanDocument::examplePlan();
    plan.scenarios.clear();
    plan.recommendedScenario.clear();
    plan.training.accelerator = "h100-80gb";
    plan.training.parallel.sharding = gp::Sharding::Replicated;
    plan.training.parallel.search = false;
    plan.training.shape.reset();
    plan.training.parameters = 4.64e9;
    const QString path = dir_.filePath(QStringLiteral("tight.pdf"));
    QVERIFY(!gpui::ProposalExporter::exportPdf(gp::evaluateRecommended(plan), {}, path).has_value());
    const QString t = QString::fromUtf8(run(tool("pdftotext"), {path, QStringLiteral("-")}).out).replace(QLatin1Char('\n'), QLatin1Char(' '));
    QVERIFY2(t.contains(QStringLiteral("74.2 of 77 GB usable: fits, only 4 % free (under 10 %, see the warnings)")),
             qPrintable(t.mid(t.indexOf(QStringLiteral("GB usable")) - 20, 120)));
}

void TestProposal::coverFieldsHoldThePlansLimits()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::ProposalView view(&doc);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    for (QLineEdit* e : view.findChildren<QLineEdit*>())
        if (e->accessibleName() == QLatin1String("Title") || e->accessibleName() == QLatin1String("Customer"))
            QCOMPARE(e->maxLength(), 200);
    QPlainTextEdit* notes = nullptr;
    for (QPlainTextEdit* e : view.findChildren<QPlainTextEdit*>())
        if (e->accessibleName() == QLatin1String("Notes"))
            notes = e;
    QVERIFY(notes);
    // A paste beyond the limit keeps the first 100,000 characters, says so, and the plan stays valid.
    notes->setPlainText(QString(100010, QLatin1Char('n')));
    QCOMPARE(doc.plan().notes.size(), std::size_t(100000));
    QCOMPARE(notes->toPlainText().size(), 100000);
    bool told = false;
    for (QLabel* l : view.findChildren<QLabel*>())
        told = told || (l->isVisible() && l->text().contains(QStringLiteral("100,000 characters")));
    QVERIFY(told);
    gp::validate(doc.plan());
}

void TestProposal::badArguments()
{
    Run r = run(QStringLiteral(GOODPUT_PLANNER), {QStringLiteral("--export-pdf"), dir_.filePath(QStringLiteral("x.pdf"))});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains("needs the plan file"));
    r = run(QStringLiteral(GOODPUT_PLANNER), {QStringLiteral("--export-pdf"), dir_.filePath(QStringLiteral("x.pdf")),
                                              QStringLiteral(GOODPUT_TEST_DATA "/plans/truncated.gpplan")});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains("not valid JSON"));
    r = run(QStringLiteral(GOODPUT_PLANNER), {QStringLiteral("--language"), QStringLiteral("xx"),
                                              QStringLiteral("--export-pdf"), dir_.filePath(QStringLiteral("x.pdf")),
                                              QStringLiteral(GOODPUT_EXAMPLE_PLAN)});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains("unknown language 'xx'"));
    r = run(QStringLiteral(GOODPUT_PLANNER), {QStringLiteral("--frobnicate")});
    QCOMPARE(r.code, 2);
    QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("x.pdf"))));
}

void TestProposal::proposalInEachLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("texts");
    QTest::addColumn<QByteArray>("font");
    // Headings and figures as a reader of each language expects them: translated, with the locale's decimal mark.
    QTest::newRow("de") << QStringLiteral("de")
                        << QStringList{QStringLiteral("Angebot zu Beschleunigern und Goodput"),
                                       QStringLiteral("Zusammenfassung"), QStringLiteral("Kostenvergleich"),
                                       QStringLiteral("Seite 2 von %PAGES%"), QStringLiteral("36,6 %")}
                        << QByteArray("DejaVuSans");
    QTest::newRow("ja") << QStringLiteral("ja")
                        << QStringList{QStringLiteral("アクセラレータとグッドプットのご提案"),
                                       QStringLiteral("エグゼクティブサマリー"), QStringLiteral("コスト比較"),
                                       QStringLiteral("生産的なアクセラレータ 1 時間あたりのコスト"),
                                       QStringLiteral("2 / %PAGES% ページ"), QStringLiteral("36.6 %")}
                        << QByteArray("IPAGothic");
}

void TestProposal::proposalInEachLanguage()
{
    QFETCH(QString, language);
    QFETCH(QStringList, texts);
    QFETCH(QByteArray, font);
    const QString pdf = dir_.filePath(language + QStringLiteral(".pdf"));
    const Run r = run(QStringLiteral(GOODPUT_PLANNER), {QStringLiteral("--language"), language, QStringLiteral("--export-pdf"),
                                                        pdf, QStringLiteral(GOODPUT_EXAMPLE_PLAN)});
    QVERIFY2(r.code == 0, r.err.constData());
    // Lines joined: a long title wraps.
    const QString t = QString::fromUtf8(run(tool("pdftotext"), {pdf, QStringLiteral("-")}).out).simplified();
    // The footer counts the pages the PDF has, whatever that number is.
    const QString info = QString::fromUtf8(run(tool("pdfinfo"), {pdf}).out);
    const QRegularExpressionMatch pages = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
    QVERIFY2(pages.hasMatch(), qPrintable(info));
    QVERIFY(pages.captured(1).toInt() >= 2);
    for (QString expected : texts) {
        expected.replace(QStringLiteral("%PAGES%"), pages.captured(1));
        QVERIFY2(t.contains(expected), qPrintable(expected));
    }
    // Every ideograph reads back as itself, never as a look-alike radical (⽐ for 比), so search and copy work.
    for (const QChar c : t)
        QVERIFY2(c.unicode() < 0x2E80 || c.unicode() > 0x2FDF, qPrintable(QStringLiteral("radical U+%1").arg(c.unicode(), 4, 16)));
    QVERIFY(!t.contains(QStringLiteral("Executive summary")));
    // The font that sets the language is embedded (for Japanese, the CJK font the setup installs).
    const Run fonts = run(tool("pdffonts"), {pdf});
    bool embedded = false;
    for (const QByteArray& line : fonts.out.split('\n'))
        if (line.contains(font) && line.contains(" yes "))
            embedded = true;
    QVERIFY2(embedded, fonts.out.constData());
}

void TestProposal::numbersAreWrittenForPeople()
{
    // 6 × 70 × 10^9 × 1.4 × 10^12 = 5.88 × 10^23 FLOPs.
    const gp::Plan plan = gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/llm-70b-14-days.gpplan");
    const QString text = gpui::ProposalBuilder::build(gp::evaluateRecommended(plan), {})->toPlainText();
    QVERIFY(text.contains(QStringLiteral("C = 6 N D = 5.9 × 10²³ FLOPs for 70 B parameters and 1.4 T tokens")));
    // No E-notation anywhere in the document.
    const QRegularExpression eNotation(QStringLiteral("\\d[eE][+-]?\\d"));
    QVERIFY2(!eNotation.match(text).hasMatch(), qPrintable(eNotation.match(text).captured()));
    QCOMPARE(gpui::count(8.03e9), QStringLiteral("8.03 B"));
    QCOMPARE(gpui::count(405.85e9), QStringLiteral("406 B"));
    QCOMPARE(gpui::count(512e6), QStringLiteral("512 M"));
    QCOMPARE(gpui::count(7000), QStringLiteral("7,000"));
    QCOMPARE(gpui::powerOfTen(4.2e22), QStringLiteral("4.2 × 10²²"));
    QCOMPARE(gpui::powerOfTen(9.96e22), QStringLiteral("1.0 × 10²³"));
}

void TestProposal::sectionsFlowAndKeepTogether_data()
{
    QTest::addColumn<QString>("plan");
    QTest::newRow("example") << QString();
    QTest::newRow("70B for 14 days") << QStringLiteral(GOODPUT_TEST_DATA "/plans/llm-70b-14-days.gpplan");
    QTest::newRow("serving 70B") << QStringLiteral(GOODPUT_TEST_DATA "/plans/inference-70b.gpplan");
}

void TestProposal::sectionsFlowAndKeepTogether()
{
    QFETCH(QString, plan);
    const gp::Plan p = plan.isEmpty() ? gpui::PlanDocument::examplePlan() : gp::loadPlanFile(plan.toStdString());
    const auto doc = gpui::ProposalBuilder::build(gp::evaluateRecommended(p), {});
    QAbstractTextDocumentLayout* layout = doc->documentLayout();
    const double page = doc->pageSize().height();
    // Every line's page, from the laid-out document: a line that does not fit moves whole to the next page.
    const auto lineTop = [&](const QTextBlock& b, int line) {
        return layout->blockBoundingRect(b).top() + b.layout()->lineAt(line).y();
    };
    const auto pageOf = [&](double y) { return static_cast<int>(y / page); };
    std::map<int, double> bottom; // the lowest content on each page, from the page's top
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
        const QTextLayout* l = b.layout();
        for (int i = 0; l && i < l->lineCount(); ++i) {
            const double top = lineTop(b, i);
            const int n = pageOf(top);
            bottom[n] = std::max(bottom[n], top + l->lineAt(i).height() - n * page);
        }
        // A heading or a caption shares its page with what follows it.
        if (b.blockFormat().boolProperty(gpui::proposal::Writer::kKeepWithNext) && b.next().isValid() &&
            b.next().layout()->lineCount() > 0)
            QVERIFY2(pageOf(lineTop(b, 0)) == pageOf(lineTop(b.next(), 0)), qPrintable(b.text()));
    }
    // No table row is split across pages.
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next())
        if (QTextTable* t = qobject_cast<QTextTable*>(QTextCursor(b).currentFrame()); t && b.layout()->lineCount()) {
            const QTextTableCell cell = t->cellAt(QTextCursor(b));
            for (int c = 0; c < t->columns(); ++c) {
                const QTextBlock other = t->cellAt(cell.row(), c).firstCursorPosition().block();
                if (other.layout()->lineCount())
                    QVERIFY(pageOf(lineTop(other, 0)) == pageOf(lineTop(b, 0)));
            }
        }
    // Sections flow: besides the last, at most one page (the cover) is less than half full.
    int sparse = 0;
    const int last = bottom.empty() ? 0 : bottom.rbegin()->first;
    for (const auto& [n, y] : bottom)
        if (n != last && y < page / 2)
            ++sparse;
    QVERIFY2(sparse <= 1, qPrintable(QStringLiteral("%1 sparse pages of %2").arg(sparse).arg(last + 1)));
}

void TestProposal::executiveSummaryIsOnePage_data()
{
    sectionsFlowAndKeepTogether_data();
}

// The summary a customer reads first is one page: recommendation, cost, time, the goodput and what drives it, the
// risks and the next steps, all between its heading and the decision path's.
void TestProposal::executiveSummaryIsOnePage()
{
    QFETCH(QString, plan);
    const gp::Plan p = plan.isEmpty() ? gpui::PlanDocument::examplePlan() : gp::loadPlanFile(plan.toStdString());
    const auto doc = gpui::ProposalBuilder::build(gp::evaluateRecommended(p), {});
    QAbstractTextDocumentLayout* layout = doc->documentLayout();
    const double page = doc->pageSize().height();
    QTextBlock start;
    QTextBlock end;
    QStringList texts;
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
        if (!start.isValid() && b.text().startsWith(QLatin1String("Executive summary")))
            start = b;
        else if (start.isValid() && (b.text() == QLatin1String("Decision path") ||
                                     b.text() == QLatin1String("Options compared"))) {
            end = b.previous();
            break;
        }
        if (start.isValid())
            texts << b.text();
    }
    QVERIFY(start.isValid() && end.isValid());
    const auto pageOf = [&](const QTextBlock& b, bool bottom) {
        const QRectF r = layout->blockBoundingRect(b);
        return static_cast<int>((bottom ? r.bottom() - 1 : r.top()) / page);
    };
    QCOMPARE(pageOf(end, true), pageOf(start, false));
    const QString all = texts.join(QLatin1Char('\n'));
    for (const char* part : {"Risks", "Next steps", "Confirm the capacity"})
        QVERIFY2(all.contains(QLatin1String(part)), part);
    if (p.kind == gp::PlanKind::Training) {
        for (const char* part : {"ML Productivity Goodput", "Total cost", "Wall time to train", "is the lowest factor"})
            QVERIFY2(all.contains(QLatin1String(part)), part);
    }
}

// The walked path is drawn at its own size, never scaled down to the page: its smallest text, the answers not
// taken, is 8 pt, and a walk too long for one page continues on the next.
void TestProposal::decisionPathIsReadable()
{
    const gpui::FlowchartStyle style = gpui::ChartObject::walkPathStyle();
    QVERIFY(style.labelFont.pointSizeF() >= 8.0);
    QVERIFY(style.nodeFont.pointSizeF() >= 9.0);
    const gp::Graph* g = gp::builtinGraph("training-time");
    QVERIFY(g);
    gp::Walk walk(*g);
    walk.replay({"yes", "next", "no", "no", "no", "next", "no", "yes"});
    const gpui::WalkPathPainter path(walk, style, 480);
    QVERIFY(path.smallestPointSize() >= 6.0);
    QCOMPARE(path.rowCount(), 9); // eight steps and the recommendation
    const auto parts = path.parts(300);
    QVERIFY(parts.size() >= 2);
    QCOMPARE(parts.front().first, 0);
    QCOMPARE(parts.back().second, path.rowCount());
    double total = 0;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        QVERIFY(path.height(parts[i]) <= 300);
        if (i)
            QCOMPARE(parts[i].first, parts[i - 1].second);
        total += path.height(parts[i]);
    }
    QVERIFY(std::abs(total - path.height()) < 0.01);
    // In the example's PDF the path's texts are whole words of at least 6 pt: the answers and their alternatives.
    const QString t = QString::fromUtf8(run(tool("pdftotext"), {examplePdf_, QStringLiteral("-")}).out);
    QVERIFY(t.contains(QLatin1String("Not taken:")));
}

void TestProposal::theCoverReadsAsTyped()
{
    // The example's date, kept as 2026-11-30, printed as a German reader writes a date in full; a date that is no
    // date ("Q1 2027") as typed. The "At a glance" table's details are prose, aligned left; its figures right.
    gpui::applyLanguage(QStringLiteral("de"));
    QCOMPARE(gpui::ProposalCover::coverDate(QStringLiteral("2026-11-30")), QStringLiteral("Montag, 30. November 2026"));
    QCOMPARE(gpui::ProposalCover::coverDate(QStringLiteral("Q1 2027")), QStringLiteral("Q1 2027"));
    const gp::Plan p = gpui::PlanDocument::examplePlan();
    const auto doc = gpui::ProposalBuilder::build(gp::evaluateRecommended(p), {});
    gpui::applyLanguage(QStringLiteral("en"));
    QVERIFY2(doc->toPlainText().contains(QStringLiteral("Montag, 30. November 2026")), "no German long date");
    QVERIFY(!doc->toPlainText().contains(QStringLiteral("2026-11-30")));
    QTextTable* glance = nullptr;
    for (QTextBlock b = doc->begin(); b.isValid() && !glance; b = b.next())
        glance = qobject_cast<QTextTable*>(QTextCursor(b).currentTable());
    QVERIFY(glance);
    QVERIFY(glance->columns() == 3 && glance->rows() > 2);
    for (int r = 1; r < glance->rows(); ++r) {
        QCOMPARE(glance->cellAt(r, 0).firstCursorPosition().blockFormat().alignment() & Qt::AlignHorizontal_Mask, Qt::AlignLeft);
        QCOMPARE(glance->cellAt(r, 1).firstCursorPosition().blockFormat().alignment() & Qt::AlignHorizontal_Mask, Qt::AlignRight);
        QCOMPARE(glance->cellAt(r, 2).firstCursorPosition().blockFormat().alignment() & Qt::AlignHorizontal_Mask, Qt::AlignLeft);
    }
}

void TestProposal::quotesNestAndUnitsStayWithTheirNumbers()
{
    using gpui::proposal::nestedQuotes;
    using gpui::proposal::unitsKept;
    // A quoted name inside a quotation takes the locale's secondary marks; a lone quotation is left as it is.
    const QLocale english(QLocale::English, QLocale::UnitedStates), german(QLocale::German, QLocale::Germany);
    QCOMPARE(nestedQuotes(QStringLiteral("“Keep “Spot” as the base”"), english), QStringLiteral("“Keep ‘Spot’ as the base”"));
    QCOMPARE(nestedQuotes(QStringLiteral("„Behalte „Spot“ als Basis“"), german), QStringLiteral("„Behalte ‚Spot‘ als Basis“"));
    QCOMPARE(nestedQuotes(QStringLiteral("“Spot” and “DWS”"), english), QStringLiteral("“Spot” and “DWS”"));
    // A number and its unit: a no-break space, which a line never breaks at; other spaces stay.
    const QString nbsp(QChar(0x00A0));
    QCOMPARE(unitsKept(QStringLiteral("zu 100 % rechtzeitig")), QStringLiteral("zu 100") + nbsp + QStringLiteral("% rechtzeitig"));
    QCOMPARE(unitsKept(QStringLiteral("118.875 $ in 30 s")), QStringLiteral("118.875") + nbsp + QStringLiteral("$ in 30") + nbsp + QStringLiteral("s"));
    QCOMPARE(unitsKept(QStringLiteral("16 Knoten, 2 hot spares")), QStringLiteral("16 Knoten, 2 hot spares"));
    // In the German proposal, every "%" after a number is held to it.
    gpui::applyLanguage(QStringLiteral("de"));
    const auto doc = gpui::ProposalBuilder::build(gp::evaluateRecommended(gpui::PlanDocument::examplePlan()), {});
    gpui::applyLanguage(QStringLiteral("en"));
    QString all;
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next())
        all += b.text() + QLatin1Char('\n');
    QVERIFY(all.contains(QStringLiteral("36,6") + nbsp + QStringLiteral("%")));
    static const QRegularExpression broken(QStringLiteral(R"(\d %)"));
    QVERIFY2(!all.contains(broken), qPrintable(all.mid(std::max<qsizetype>(0, all.indexOf(broken) - 40), 80)));
}

QTEST_MAIN(TestProposal)
#include "tst_proposal.moc"
