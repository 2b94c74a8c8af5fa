// What a customer reads, read as a customer does: the serving page, the Measured view and the proposal, for three
// plans (the example, the 70B run with a 14-day deadline, and the 70B model served). Their words are checked for
// text cut by its box, for the file format's keys ("training.parallelism.sharding = zero3"), for numbers that are
// not numbers, and for a sentence that says something its own table or chart contradicts.
#include "costs/CostsView.h"
#include "serving/ServingView.h"
#include "presenters/Format.h"
#include "document/PlanDocument.h"
#include "measured/MeasuredCharts.h"
#include "measured/MeasuredView.h"
#include "MeasuredImport.h"
#include "plan/PlanFile.h"
#include "plan/ScenarioCompare.h"
#include "proposal/ProposalBuilder.h"

#include <qcustomplot.h>

#include <QAbstractButton>
#include <QHeaderView>
#include <QLabel>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QTextDocument>

#include <cmath>

using gptest::importAndWait;

namespace {

const char* const kPlans[] = {GOODPUT_EXAMPLE_PLAN, GOODPUT_TEST_DATA "/plans/llm-70b-14-days.gpplan",
                              GOODPUT_TEST_DATA "/plans/inference-70b.gpplan"};

// The file format's words where people's belong: "a.b = c" and "a.b: c" with lower-case dotted keys.
const QRegularExpression kInternalKey(QStringLiteral(R"(\b[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]+)+\s*(=|:)\s*\S)"));
// Numbers that are not numbers.
const QRegularExpression kNotANumber(QStringLiteral(R"(\b(nan|NaN|inf|-inf|1\.#INF)\b)"));

QString where(const QObject* o)
{
    return o->objectName().isEmpty() ? QString::fromLatin1(o->metaObject()->className()) : o->objectName();
}

// Every problem a reader would see in a widget's text: a key, a non-number, or a one-line label wider than its box.
void readLabel(const QLabel* label, QStringList& problems)
{
    const QString text = label->textFormat() == Qt::RichText || Qt::mightBeRichText(label->text())
                             ? QTextDocumentFragment::fromHtml(label->text()).toPlainText()
                             : label->text();
    if (text.contains(kInternalKey))
        problems << QStringLiteral("%1 shows a file key: %2").arg(where(label), text.left(160));
    if (text.contains(kNotANumber))
        problems << QStringLiteral("%1 shows a non-number: %2").arg(where(label), text.left(160));
    if (!label->wordWrap() && !text.contains(QLatin1Char('\n')) && label->pixmap().isNull()) {
        const int needed = label->fontMetrics().horizontalAdvance(text);
        if (needed > label->contentsRect().width() + 1)
            problems << QStringLiteral("%1 is cut (%2 of %3 px): %4")
                            .arg(where(label))
                            .arg(needed)
                            .arg(label->contentsRect().width())
                            .arg(text.left(160));
    }
}

// A table's cells and headers: what a column is too narrow for is cut with an ellipsis.
void readTable(const QTableWidget* table, QStringList& problems)
{
    const QFontMetrics fm(table->font());
    for (int c = 0; c < table->columnCount(); ++c) {
        if (table->isColumnHidden(c))
            continue;
        const int width = table->columnWidth(c);
        for (int r = 0; r < table->rowCount(); ++r) {
            const QTableWidgetItem* item = table->item(r, c);
            if (!item)
                continue;
            const QString text = item->text();
            if (text.contains(kInternalKey) || text.contains(kNotANumber))
                problems << QStringLiteral("%1 cell %2,%3 reads: %4").arg(where(table)).arg(r).arg(c).arg(text);
            const QFontMetrics itemFm(item->font());
            for (const QString& line : text.split(QLatin1Char('\n')))
                if (itemFm.horizontalAdvance(line) + 8 > width && !table->wordWrap())
                    problems << QStringLiteral("%1 cell %2,%3 is cut (%4 of %5 px): %6")
                                    .arg(where(table))
                                    .arg(r)
                                    .arg(c)
                                    .arg(itemFm.horizontalAdvance(line) + 8)
                                    .arg(width)
                                    .arg(line);
        }
    }
}

// Everything visible under a widget, as the problems a reader would notice.
QStringList read(const QWidget* root)
{
    QStringList problems;
    for (const QLabel* label : root->findChildren<QLabel*>())
        if (label->isVisibleTo(root) && !label->text().isEmpty())
            readLabel(label, problems);
    for (const QTableWidget* table : root->findChildren<QTableWidget*>())
        if (table->isVisibleTo(root))
            readTable(table, problems);
    for (const QAbstractButton* button : root->findChildren<QAbstractButton*>())
        if (button->isVisibleTo(root) && button->text().contains(kInternalKey))
            problems << QStringLiteral("button reads: %1").arg(button->text());
    for (QCustomPlot* plot : root->findChildren<QCustomPlot*>()) {
        QStringList words{plot->xAxis->label(), plot->yAxis->label()};
        for (int i = 0; i < plot->plottableCount(); ++i)
            words << plot->plottable(i)->name();
        for (const QString& w : words)
            if (w.contains(kInternalKey) || w.contains(kNotANumber))
                problems << QStringLiteral("chart %1 reads: %2").arg(plot->accessibleName(), w);
    }
    return problems;
}


} // namespace

class TestCustomerReads : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void theServingPage_data();
    void theServingPage();
    void theMeasuredView_data();
    void theMeasuredView();
    void theProposal_data();
    void theProposal();
    void theReaderNoticesWhatIsWrong();
};

void TestCustomerReads::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_customerreads"));
    QSettings().clear();
}

void TestCustomerReads::theServingPage_data()
{
    QTest::addColumn<QString>("plan");
    QTest::addColumn<int>("width");
    QTest::newRow("8B, 1440 px") << QStringLiteral(GOODPUT_TEST_DATA "/plans/inference-8b.gpplan") << 1440;
    QTest::newRow("70B, 1440 px") << QStringLiteral(GOODPUT_TEST_DATA "/plans/inference-70b.gpplan") << 1440;
    QTest::newRow("70B, 1024 px") << QStringLiteral(GOODPUT_TEST_DATA "/plans/inference-70b.gpplan") << 1024;
}

void TestCustomerReads::theServingPage()
{
    QFETCH(QString, plan);
    QFETCH(int, width);
    gpui::PlanDocument doc;
    doc.reset(gp::loadPlanFile(plan.toStdString()), QString());
    gpui::CostsView view(&doc);
    view.resize(width, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.showsServing());
    gpui::ServingView* s = view.servingView();
    const QStringList problems = read(s);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    // The sentence's cheapest is the table's: the lowest "$ per million tokens" of the rows that serve.
    QTableWidget* t = s->table();
    double best = INFINITY;
    QString bestName;
    for (int r = 0; r < t->rowCount(); ++r) {
        const QString price = t->item(r, 10)->text();
        if (!price.startsWith(QLatin1Char('$')))
            continue;
        const double v = QLocale().toDouble(price.mid(1));
        if (v < best) {
            best = v;
            bestName = t->item(r, 0)->text().section(QStringLiteral(" ("), 0, 0);
        }
    }
    QVERIFY(!bestName.isEmpty());
    const QString sentence = s->recommendationLabel()->text();
    QVERIFY2(sentence.contains(bestName), qPrintable(sentence + QStringLiteral(" / table: ") + bestName));
}

void TestCustomerReads::theMeasuredView_data()
{
    QTest::addColumn<QString>("plan");
    QTest::addColumn<QString>("log");
    QTest::newRow("example, custom badput") << QString::fromLatin1(kPlans[0]) << QStringLiteral("custom-badput.jsonl");
    QTest::newRow("70B, a restart") << QString::fromLatin1(kPlans[1]) << QStringLiteral("restart-from-two.jsonl");
    QTest::newRow("served 70B, checkpoints") << QString::fromLatin1(kPlans[2]) << QStringLiteral("checkpoints.jsonl");
}

void TestCustomerReads::theMeasuredView()
{
    QFETCH(QString, plan);
    QFETCH(QString, log);
    gpui::PlanDocument doc;
    doc.reset(gp::loadPlanFile(plan.toStdString()), QString());
    gpui::MeasuredView view(&doc);
    view.resize(1024, 760);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(importAndWait(view, log));
    QVERIFY(view.measurement());
    const QStringList problems = read(&view);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    const QString summary = view.summary()->text();
    // One disruption is never "1 disruptions".
    QVERIFY2(!summary.contains(QRegularExpression(QStringLiteral(R"(\b1 disruptions\b)"))), qPrintable(summary));
    // The goodput the sentence gives is the chart's measured "Productive" bar.
    const auto* bars = qobject_cast<QCPBars*>(view.charts()->buckets()->plottable(0));
    QVERIFY(bars);
    const QString productive = gpui::percent(bars->data()->at(0)->value / 100.0);
    QVERIFY2(summary.contains(QStringLiteral("goodput ") + productive), qPrintable(summary + QStringLiteral(" / ") + productive));
    // A job of seconds reads in seconds, one of minutes in minutes: never fractions of an hour below one.
    const double span = view.measurement()->totalSeconds;
    const QString axis = view.charts()->timeline()->xAxis->label();
    QVERIFY2(axis.startsWith(span < 180 ? QStringLiteral("Seconds") : QStringLiteral("Minutes")), qPrintable(axis));
}

void TestCustomerReads::theProposal_data()
{
    QTest::addColumn<QString>("plan");
    for (const char* p : kPlans)
        QTest::newRow(p) << QString::fromLatin1(p);
}

void TestCustomerReads::theProposal()
{
    QFETCH(QString, plan);
    const gp::Plan p = gp::loadPlanFile(plan.toStdString());
    const auto document = gpui::ProposalBuilder::build(gp::evaluateRecommended(p), {});
    const QString text = document->toPlainText();
    QStringList problems;
    for (const QString& line : text.split(QChar::ParagraphSeparator).join(QLatin1Char('\n')).split(QLatin1Char('\n'))) {
        if (line.contains(kInternalKey))
            problems << QStringLiteral("a file key: ") + line.left(200);
        if (line.contains(kNotANumber))
            problems << QStringLiteral("a non-number: ") + line.left(200);
        // A word cut by an ellipsis: letters run into it ("(illustrati…"), where a sentence left short ends a word.
        if (line.contains(QRegularExpression(QStringLiteral(R"(\w…\w)"))))
            problems << QStringLiteral("a cut word: ") + line.left(200);
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    // Where a sentence gives the plan's own cost ("Your plan: NVIDIA H100 80 GB × 128, Spot, $118,875"), it is the
    // executive summary table's total cost.
    const QString flat = QString(text).replace(QChar::ParagraphSeparator, QLatin1Char('\n'));
    const QRegularExpression sentence(QStringLiteral(R"(Your plan: [^$\n]*\$([\d,]+))"));
    const QRegularExpression table(QStringLiteral(R"(\nTotal cost\s*\n\s*\$([\d,]+))"));
    const QString total = table.match(flat).captured(1);
    int sentences = 0;
    for (auto it = sentence.globalMatch(flat); it.hasNext(); ++sentences) {
        const QString said = it.next().captured(1);
        QVERIFY2(said == total, qPrintable(QStringLiteral("said $%1, the table $%2").arg(said, total)));
    }
    // A training plan the search improves on says so (the served plan is priced per token, in its own words).
    QCOMPARE(sentences > 0, p.kind == gp::PlanKind::Training);
}

void TestCustomerReads::theReaderNoticesWhatIsWrong()
{
    // The checks above fail where a reader would stumble: a label too long for its box, a column too narrow for its
    // cell, and a file key.
    QWidget page;
    auto* cut = new QLabel(QStringLiteral("Cheapest per million tokens: NVIDIA L4, at $2.95"), &page);
    cut->setGeometry(0, 0, 80, 20);
    auto* key = new QLabel(QStringLiteral("training.parallelism.sharding = zero3"), &page);
    key->setWordWrap(true);
    key->setGeometry(0, 30, 600, 40);
    auto* table = new QTableWidget(1, 1, &page);
    table->setWordWrap(false);
    table->setItem(0, 0, new QTableWidgetItem(QStringLiteral("Time to first token (ms)")));
    table->setColumnWidth(0, 40);
    table->setGeometry(0, 80, 300, 100);
    page.resize(700, 200);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    const QStringList problems = read(&page);
    QCOMPARE(problems.size(), qsizetype(3));
    QVERIFY(problems.filter(QStringLiteral("is cut")).size() == 2);
    QVERIFY(problems.filter(QStringLiteral("file key")).size() == 1);
}

QTEST_MAIN(TestCustomerReads)
#include "tst_customerreads.moc"
