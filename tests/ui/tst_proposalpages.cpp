// The proposal's pages as a reader sees them, read from the PDF's text layer (poppler's pdftotext, as the other
// proposal tests read it): the running header ends at a whole word, the cover gives the plan's answers at a glance,
// the executive summary comes right after the cover and before the options, every page between the cover and the
// last is at least half full, and no page begins in the middle of a sentence, a table row or a line drawn on the
// page before.
#include "document/PlanDocument.h"
#include "plan/PlanFile.h"
#include "plan/Presets.h"
#include "plan/ScenarioCompare.h"
#include "proposal/ProposalBuilder.h"
#include "proposal/ProposalExporter.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>

namespace {

QString tool(const char* name)
{
    return QStandardPaths::findExecutable(QString::fromLatin1(name));
}

QByteArray run(const QString& program, const QStringList& args, int* code = nullptr)
{
    QProcess p;
    p.start(program, args);
    p.waitForFinished(60000);
    if (code)
        *code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return p.readAllStandardOutput();
}

// One line of text as pdftotext -bbox-layout finds it, in points from the page's top.
struct Line {
    double top = 0;
    double bottom = 0;
    QString text;
};

struct Page {
    double height = 0;
    QList<Line> lines;
};

QList<Page> boxes(const QString& pdf, const QString& html)
{
    int code = -1;
    run(tool("pdftotext"), {QStringLiteral("-bbox-layout"), pdf, html}, &code);
    QList<Page> pages;
    QFile f(html);
    if (code != 0 || !f.open(QIODevice::ReadOnly))
        return pages;
    QXmlStreamReader xml(&f);
    while (!xml.atEnd()) {
        if (!xml.readNextStartElement())
            continue;
        const auto at = [&](const char* name) { return xml.attributes().value(QLatin1String(name)).toDouble(); };
        if (xml.name() == QLatin1String("page")) {
            pages.append(Page{at("height"), {}});
        } else if (xml.name() == QLatin1String("line") && !pages.isEmpty()) {
            pages.last().lines.append(Line{at("yMin"), at("yMax"), {}});
        } else if (xml.name() == QLatin1String("word") && !pages.isEmpty() && !pages.last().lines.isEmpty()) {
            QString& t = pages.last().lines.last().text;
            t += (t.isEmpty() ? QString() : QStringLiteral(" ")) + xml.readElementText();
        }
    }
    return pages;
}

// The pages of pdftotext -layout, each as its lines.
QList<QStringList> layoutPages(const QString& pdf)
{
    const QString all = QString::fromUtf8(run(tool("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")}));
    QList<QStringList> pages;
    for (const QString& page : all.split(QLatin1Char('\f')))
        pages.append(page.split(QLatin1Char('\n')));
    while (!pages.isEmpty() && pages.last().join(QString()).trimmed().isEmpty())
        pages.removeLast();
    return pages;
}

bool isFooter(const QString& line)
{
    static const QRegularExpression footer(QStringLiteral("^Page \\d+ of \\d+$"));
    return footer.match(line.trimmed()).hasMatch();
}

} // namespace

class TestProposalPages : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void pagesReadInOrder_data();
    void pagesReadInOrder();
    void elidedHeaderKeepsWholeWords();
    void longRunsInTheNotesFillTheirLines();

private:
    QString exportPlan(const QString& name, const gp::Plan& plan);
    QTemporaryDir dir_;
};

void TestProposalPages::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_proposalpages"));
    QSettings().clear();
    QVERIFY2(!tool("pdftotext").isEmpty(), "poppler-utils is missing: run packaging/dev.sh test to install it");
}

QString TestProposalPages::exportPlan(const QString& name, const gp::Plan& plan)
{
    const QString path = dir_.filePath(name + QStringLiteral(".pdf"));
    const auto error = gpui::ProposalExporter::exportPdf(gp::evaluateRecommended(plan), {}, path);
    return error ? QString() : path;
}

void TestProposalPages::pagesReadInOrder_data()
{
    QTest::addColumn<QString>("plan");   // a plan file, or a preset's id
    QTest::addColumn<QString>("header"); // the running header in full
    const auto file = [](const char* name) { return QStringLiteral(GOODPUT_TEST_DATA "/plans/%1.gpplan").arg(QLatin1String(name)); };
    // The example: four options, and a header too long for its line.
    QTest::newRow("example") << QStringLiteral(GOODPUT_EXAMPLE_PLAN)
                             << QStringLiteral("Example Robotics Ltd. · Example: 7B model pre-training on 16 nodes x "
                                               "8 GPUs (illustrative figures)");
    QTest::newRow("70B for 14 days") << file("llm-70b-14-days")
                                     << QStringLiteral("70B model on 1.4T tokens, 512 H100, 14 days");
    QTest::newRow("asynchronous checkpoints")
        << file("checkpoint-async")
        << QStringLiteral("Example Robotics Ltd. · 70B checkpoint state, asynchronous saves on 256 nodes (illustrative)");
    QTest::newRow("serving 70B") << file("inference-70b")
                                 << QStringLiteral("Serving Llama 3.1 70B: a chat assistant at 20 requests per second");
    QTest::newRow("preset llama3-405b") << QStringLiteral("llama3-405b") << QString();
    QTest::newRow("preset multi-tier-tpu-v5p") << QStringLiteral("multi-tier-tpu-v5p") << QString();
}

void TestProposalPages::pagesReadInOrder()
{
    QFETCH(QString, plan);
    QFETCH(QString, header);
    const QString name = QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'));
    QString pdf;
    bool options = false;
    if (plan == QLatin1String(GOODPUT_EXAMPLE_PLAN)) {
        // The example as the command line exports it.
        pdf = dir_.filePath(QStringLiteral("example.pdf"));
        int code = -1;
        run(QStringLiteral(GOODPUT_PLANNER), {QStringLiteral("--language"), QStringLiteral("en"),
                                              QStringLiteral("--export-pdf"), pdf, plan}, &code);
        QCOMPARE(code, 0);
        options = true;
    } else if (plan.endsWith(QLatin1String(".gpplan"))) {
        const gp::Plan p = gp::loadPlanFile(plan.toStdString());
        options = !p.scenarios.empty();
        pdf = exportPlan(name, p);
    } else {
        // A preset as the workbench applies it, titled with its name.
        const gp::Preset& preset = gp::findPreset(plan.toStdString());
        gp::Plan p = preset.plan;
        p.title = preset.name;
        header = QString::fromStdString(preset.name);
        pdf = exportPlan(name, p);
    }
    QVERIFY(!pdf.isEmpty() && QFile::exists(pdf));

    const QList<QStringList> pages = layoutPages(pdf);
    QVERIFY2(pages.size() >= 3, qPrintable(QString::number(pages.size())));
    // The lines of a page's body: below the running header (every page but the cover) and above the footer.
    const auto body = [&](int i) {
        QStringList lines = pages[i];
        while (!lines.isEmpty() && lines.last().trimmed().isEmpty())
            lines.removeLast();
        if (!lines.isEmpty() && isFooter(lines.last()))
            lines.removeLast();
        while (!lines.isEmpty() && lines.last().trimmed().isEmpty())
            lines.removeLast();
        if (i > 0 && !lines.isEmpty())
            lines.removeFirst(); // the running header
        while (!lines.isEmpty() && lines.first().trimmed().isEmpty())
            lines.removeFirst();
        return lines;
    };

    // 1. The running header on each page after the cover: the header in full, or cut after a whole word and marked
    // with an ellipsis, and nothing else on its line but the proposal's name.
    for (int i = 1; i < pages.size(); ++i) {
        QString first;
        for (const QString& line : pages[i])
            if (!line.trimmed().isEmpty()) {
                first = line;
                break;
            }
        const QStringList parts = first.trimmed().split(QRegularExpression(QStringLiteral("\\s{3,}")));
        QVERIFY2(parts.size() == 2 && parts[1] == QLatin1String("Goodput Planner proposal"), qPrintable(first));
        const QString shown = parts[0].simplified();
        if (shown == header)
            continue;
        QVERIFY2(shown.endsWith(QChar(0x2026)), qPrintable(shown));
        const QString kept = shown.chopped(1).trimmed();
        QVERIFY2(!kept.isEmpty() && header.startsWith(kept), qPrintable(shown));
        // Cut at a space between words, after a word rather than a separator or an opening bracket.
        QVERIFY2(header.at(kept.size()).isSpace(), qPrintable(shown));
        QVERIFY2(kept.back().isLetterOrNumber() || QStringLiteral(").%").contains(kept.back()), qPrintable(shown));
    }

    // 2. The answer first: the executive summary starts on the cover or the page after it, before the options.
    int summaryPage = -1;
    int optionsPage = -1;
    for (int i = 0; i < pages.size(); ++i) {
        const QString t = pages[i].join(QLatin1Char('\n'));
        if (summaryPage < 0 && t.contains(QLatin1String("Executive summary")))
            summaryPage = i;
        if (optionsPage < 0 && t.contains(QLatin1String("Options compared")))
            optionsPage = i;
    }
    QVERIFY2(summaryPage == 0 || summaryPage == 1, qPrintable(QString::number(summaryPage + 1)));
    QCOMPARE(optionsPage >= 0, options);
    if (options) {
        const QString all = QStringList(pages[optionsPage]).join(QLatin1Char('\n'));
        QVERIFY2(optionsPage > summaryPage ||
                     (optionsPage == summaryPage &&
                      all.indexOf(QLatin1String("Executive summary")) < all.indexOf(QLatin1String("Options compared"))),
                 qPrintable(QStringLiteral("summary on page %1, options on page %2").arg(summaryPage + 1).arg(optionsPage + 1)));
    }

    // 3. The cover answers: the plan's answers at a glance (the overview's four figures) under its title.
    const QString cover = pages[0].join(QLatin1Char('\n'));
    for (const char* part : {"At a glance", "Recommendation"})
        QVERIFY2(cover.contains(QLatin1String(part)), part);
    QVERIFY2(cover.contains(QLatin1Char('$')), qPrintable(cover));
    // Sections flow: every page between the cover and the last holds at least half as many lines as the fullest
    // page (the lines pdftotext keeps for the vertical gaps count, so a chart's height counts as it does on paper).
    int fullest = 0;
    for (int i = 0; i < pages.size(); ++i)
        fullest = std::max(fullest, static_cast<int>(body(i).size()));
    for (int i = 1; i + 1 < pages.size(); ++i)
        QVERIFY2(2 * body(i).size() >= fullest,
                 qPrintable(QStringLiteral("page %1 of %2 has %3 lines, the fullest %4")
                                .arg(i + 1).arg(pages.size()).arg(body(i).size()).arg(fullest)));

    // 4. No page begins with the lowercase rest of a sentence from the page before.
    for (int i = 1; i < pages.size(); ++i) {
        const QStringList lines = body(i);
        QVERIFY(!lines.isEmpty());
        const QString start = lines.first().trimmed();
        QVERIFY2(!start.at(0).isLower(), qPrintable(QStringLiteral("page %1 begins: %2").arg(i + 1).arg(start)));
    }

    // 5. The same on paper, from each line's box: the body's last line reaches past the middle of the page's body
    // on every page but the last, and no text lies outside the body but the header and the footer: a line or a
    // table row cut by the page's edge leaves its text in the text layer of both pages.
    const QList<Page> boxed = boxes(pdf, dir_.filePath(name + QStringLiteral(".html")));
    QCOMPARE(boxed.size(), pages.size());
    using gpui::ProposalBuilder;
    for (int i = 0; i < boxed.size(); ++i) {
        const double scale = boxed[i].height / ProposalBuilder::kPageHeight; // points per layout unit
        const double top = (ProposalBuilder::kMargin + ProposalBuilder::kHeader) * scale;
        const double bottom = (ProposalBuilder::kPageHeight - ProposalBuilder::kMargin - ProposalBuilder::kHeader) * scale;
        const double slack = 2.0; // a glyph's box runs a little beyond its line's
        double lowest = 0;
        for (const Line& line : boxed[i].lines) {
            const QString where = QStringLiteral("page %1: \"%2\" at %3-%4 pt, body %5-%6 pt")
                                      .arg(i + 1).arg(line.text).arg(line.top).arg(line.bottom).arg(top).arg(bottom);
            if (line.bottom <= top + slack) {
                QVERIFY2(i > 0 && (line.text.startsWith(header.left(10)) || line.text.endsWith(QLatin1String("proposal"))),
                         qPrintable(where));
                continue;
            }
            if (line.top >= bottom - slack) {
                QVERIFY2(isFooter(line.text), qPrintable(where));
                continue;
            }
            QVERIFY2(line.top >= top - slack && line.bottom <= bottom + slack, qPrintable(where));
            lowest = std::max(lowest, line.bottom);
        }
        if (i > 0 && i + 1 < boxed.size())
            QVERIFY2(lowest >= (top + bottom) / 2,
                     qPrintable(QStringLiteral("page %1 of %2 ends at %3 pt, above the body's middle %4 pt")
                                    .arg(i + 1).arg(boxed.size()).arg(lowest).arg((top + bottom) / 2)));
    }
}

// A header too long for its line is cut after its last whole word that fits, never inside a word or after an
// opening bracket, and the cover shows the title in full.
void TestProposalPages::elidedHeaderKeepsWholeWords()
{
    gp::Plan plan = gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/llm-70b-14-days.gpplan");
    plan.engagement.customer = "Northwind Traders";
    plan.title = "Pre-training a 70B model on 1.4T tokens across three regions (capacity provisional, prices "
                 "illustrative)";
    const QString pdf = exportPlan(QStringLiteral("long-title"), plan);
    QVERIFY(!pdf.isEmpty());
    const QList<QStringList> pages = layoutPages(pdf);
    QVERIFY(pages.size() >= 3);
    const QString full = QStringLiteral("Northwind Traders · ") + QString::fromStdString(plan.title);
    // The cover holds every word of the title, wrapped as it may be.
    QVERIFY2(pages[0].join(QLatin1Char(' ')).simplified().contains(QString::fromStdString(plan.title)),
             qPrintable(pages[0].join(QLatin1Char('\n'))));
    for (int i = 1; i < pages.size(); ++i) {
        QString first;
        for (const QString& line : pages[i])
            if (!line.trimmed().isEmpty()) {
                first = line.trimmed();
                break;
            }
        const QString shown = first.split(QRegularExpression(QStringLiteral("\\s{3,}"))).value(0).simplified();
        QVERIFY2(shown.endsWith(QChar(0x2026)), qPrintable(first));
        const QString kept = shown.chopped(1).trimmed();
        QVERIFY2(full.startsWith(kept) && full.at(kept.size()).isSpace(), qPrintable(first));
        QVERIFY2(!kept.endsWith(QLatin1Char('(')) && !kept.endsWith(QChar(0x00b7)), qPrintable(first));
        // It takes what room the line has: at least the customer and the title's first six words.
        QVERIFY2(kept.size() >= QStringLiteral("Northwind Traders · Pre-training a 70B model on 1.4T").size(),
                 qPrintable(first));
    }
}

void TestProposalPages::longRunsInTheNotesFillTheirLines()
{
    // A run without a space wider than a line (a hash, an address) breaks anywhere and fills each line it takes; a
    // long word that fits a line is not cut; nothing is lost or added to the text a reader copies.
    gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    plan.scenarios.clear();
    const QString word = QStringLiteral("Donaudampfschifffahrtsgesellschaftskapitaenswitwenrentenversicherung");
    plan.notes = "Checksum " + std::string(1000, 'x') + " then the word " + word.toStdString() + " and an end.";
    const QString pdf = exportPlan(QStringLiteral("long-run"), plan);
    QVERIFY(!pdf.isEmpty());
    const QString text = QString::fromUtf8(run(tool("pdftotext"), {pdf, QStringLiteral("-")}));
    QVERIFY2(!text.contains(QChar(0x200B)), "a zero-width space reached the text layer");
    const qsizetype from = text.indexOf(QStringLiteral("Checksum"));
    const qsizetype to = text.indexOf(QStringLiteral("and an end."));
    QVERIFY(from >= 0 && to > from);
    const QStringList lines = text.mid(from, to - from).split(QLatin1Char('\n'));
    qsizetype xs = 0;
    QList<qsizetype> full;
    for (const QString& line : lines) {
        xs += line.count(QLatin1Char('x'));
        if (!line.isEmpty() && line.count(QLatin1Char('x')) == line.size())
            full.append(line.size());
    }
    QCOMPARE(xs, qsizetype(1000));
    QVERIFY2(full.size() >= 10, qPrintable(lines.join(QLatin1Char('\n'))));
    // A line of 10-point x holds about 80 of them: every line of the run but its last is full within a few.
    for (int i = 0; i + 1 < full.size(); ++i)
        QVERIFY2(full[i] >= 70, qPrintable(lines.join(QLatin1Char('\n'))));
    QVERIFY2(std::any_of(lines.begin(), lines.end(), [&](const QString& l) { return l.contains(word); }),
             qPrintable(lines.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestProposalPages)
#include "tst_proposalpages.moc"
