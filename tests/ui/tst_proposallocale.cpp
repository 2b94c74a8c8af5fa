// The proposal in German and in Japanese, read from the PDF's text layer (poppler's pdftotext, as the other proposal
// tests read it): numbers, money and counts in the reader's locale, German dative plurals after "in", no doubled
// sentence ends in Japanese and no line broken inside a Japanese word. GOODPUT_KEEP_PDF names a folder that keeps the
// PDFs and their text for a reader to look at.
#include "mainwindow/Language.h"
#include "plan/ScenarioCompare.h"
#include "plan/PlanFile.h"
#include "proposal/ProposalExporter.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

QString tool(const char* name)
{
    return QStandardPaths::findExecutable(QString::fromLatin1(name));
}

QString pdfText(const QString& pdf)
{
    QProcess p;
    p.start(tool("pdftotext"), {pdf, QStringLiteral("-")});
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

// Every match of pattern in text, each with a little of the text around it so that a failure shows where.
QStringList matches(const QString& text, const QString& pattern)
{
    const QRegularExpression re(pattern, QRegularExpression::UseUnicodePropertiesOption);
    QStringList out;
    for (auto it = re.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        const qsizetype from = std::max<qsizetype>(0, m.capturedStart() - 30);
        out << QStringLiteral("«%1»").arg(text.mid(from, m.capturedEnd() - from + 30).replace(QLatin1Char('\n'), QStringLiteral("⏎")));
    }
    return out;
}

} // namespace

class TestProposalLocale : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void german_data();
    void german();
    void japanese_data();
    void japanese();

private:
    QString render(const QString& language, const QString& plan);
    QTemporaryDir dir_;
    QString keep_;
};

void TestProposalLocale::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_proposallocale"));
    QSettings().clear();
    QVERIFY2(!tool("pdftotext").isEmpty(), "poppler-utils is missing: run packaging/dev.sh test to install it");
    keep_ = qEnvironmentVariable("GOODPUT_KEEP_PDF");
    if (!keep_.isEmpty())
        QDir().mkpath(keep_);
}

void TestProposalLocale::cleanupTestCase()
{
    gpui::applyLanguage(QStringLiteral("en"));
}

// The plan's proposal in language, as the text a reader copies from the PDF.
QString TestProposalLocale::render(const QString& language, const QString& plan)
{
    gpui::applyLanguage(language);
    const QString name = QFileInfo(plan).completeBaseName() + QLatin1Char('-') + language;
    const QString pdf = (keep_.isEmpty() ? dir_.path() : keep_) + QLatin1Char('/') + name + QStringLiteral(".pdf");
    const auto error = gpui::ProposalExporter::exportPdf(gp::evaluateRecommended(gp::loadPlanFile(plan.toStdString())), {}, pdf);
    gpui::applyLanguage(QStringLiteral("en"));
    if (error) {
        qWarning() << *error;
        return {};
    }
    const QString text = pdfText(pdf);
    if (!keep_.isEmpty()) {
        QFile out(keep_ + QLatin1Char('/') + name + QStringLiteral(".txt"));
        if (out.open(QIODevice::WriteOnly))
            out.write(text.toUtf8());
    }
    return text;
}

static void addPlans()
{
    QTest::addColumn<QString>("plan");
    QTest::newRow("example") << QStringLiteral(GOODPUT_EXAMPLE_PLAN);
    QTest::newRow("70B layout") << QStringLiteral(GOODPUT_TEST_DATA "/plans/llm-70b-layout.gpplan");
}

void TestProposalLocale::german_data()
{
    addPlans();
}

void TestProposalLocale::german()
{
    QFETCH(QString, plan);
    const QString text = render(QStringLiteral("de"), plan);
    QVERIFY(text.size() > 2000);
    QVERIFY(text.contains(QStringLiteral("Goodput")));
    // The German forms, present: money after its number, a decimal comma, the dative plural after a preposition.
    QVERIFY2(!matches(text, QStringLiteral(R"(\d \$)")).isEmpty(), "no amount in German money form");
    QVERIFY2(!matches(text, QStringLiteral(R"(\b\d+,\d Tage\b)")).isEmpty(), "no days with a decimal comma");
    QVERIFY2(!matches(text, QStringLiteral(R"(\bvon \d+(,\d+)? Tagen\b)")).isEmpty(), "no dative plural after von");
    // A count in billions ("Mrd.") below a thousand of them, written with a decimal comma: "7 Mrd.", "1,4 Bio.",
    // never "7.000 Mrd." (seven thousand billion to a German reader) or "1000,0 Mrd.".
    QStringList bad;
    static const QRegularExpression billions(QStringLiteral(R"((\d[\d.,]*)\s*Mrd\.)"));
    for (auto it = billions.globalMatch(text); it.hasNext();) {
        const QString n = it.next().captured(1);
        bool ok = false;
        const double value = QLocale(QLocale::German).toDouble(n, &ok);
        if (n.contains(QLatin1Char('.')) || !ok || value >= 1000)
            bad << n + QStringLiteral(" Mrd.");
    }
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QStringLiteral(" | "))));
    const QList<std::pair<const char*, QString>> patterns{
        // The dative plural after a preposition: "in 30 Tagen", "von 14 Tagen".
        {"days after a preposition not in the dative",
         QStringLiteral(R"(\b(in|von|nach|mit|binnen|seit|aus|bei)\s+\d[\d.,]*\s+Tage\b)")},
        // Money in the German form, "118.875 $": never "$118.875" nor "$ 118.875".
        // A "$" that ends an amount ("118.875 $") and a figure in the next cell of a table after it are not one.
        {"dollars before the amount", QStringLiteral(R"((?<!\d[ \x{00A0}])\$[ \x{00A0}]?\d)")},
        // A number with a decimal point is English inside German text: "13.4 Tage" is "13,4 Tage", "0.913 h" is
        // "0,913 h". A point followed by three digits is a thousands separator ("31.956"), unless the number begins
        // with 0.
        {"a decimal point in a German number", QStringLiteral(R"((?<![\w.,])(\d+\.\d{1,2}|\d+\.\d{4,}|0\.\d+)(?![\w.,]))")},
        {"a doubled full stop", QStringLiteral(R"([^.]\.\.(?!\.))")},
    };
    for (const auto& [what, pattern] : patterns) {
        const QStringList found = matches(text, pattern);
        QVERIFY2(found.isEmpty(), qPrintable(QString::fromUtf8(what) + QStringLiteral(": ") + found.join(QStringLiteral(" | "))));
    }
}

void TestProposalLocale::japanese_data()
{
    addPlans();
}

void TestProposalLocale::japanese()
{
    QFETCH(QString, plan);
    const QString text = render(QStringLiteral("ja"), plan);
    QVERIFY(text.size() > 1000);
    QVERIFY(text.contains(QStringLiteral("ポイント")));
    QVERIFY(text.contains(QStringLiteral("ベースプラン")) || !text.contains(QStringLiteral("★")));
    const QList<std::pair<const char*, QString>> patterns{
        // A sentence ends once: "13.4 日。" and "判断しました。", never "。." or ".。".
        {"a doubled sentence end", QStringLiteral(R"(。\s?\.|\.\s?。|。\s?。)")},
        // One word for the base plan.
        {"another word for the base plan", QStringLiteral("基本計画|基本プラン")},
        // Japanese counts in 億 and 兆: "パラメータ 70億", not "7 B".
        {"a count in English units", QStringLiteral(R"((パラメータ|トークン) \d[\d.]* [BMT]\b)")},
        // No space after the full stop.
        {"a space after 。", QStringLiteral("。 ")},
    };
    for (const auto& [what, pattern] : patterns) {
        const QStringList found = matches(text, pattern);
        QVERIFY2(found.isEmpty(), qPrintable(QString::fromUtf8(what) + QStringLiteral(": ") + found.join(QStringLiteral(" | "))));
    }
    // A line breaks around a katakana word, never inside it: "+2.1 ポイ⏎ント" reads as two words. A break between
    // two katakana runs is inside a word when the two joined are a word the text writes whole elsewhere ("ポイント",
    // "ファインチューニング"); a heading's last word above the next block's first is not.
    static const QRegularExpression run(QStringLiteral("[ァ-ヺー]+"));
    QSet<QString> words;
    for (auto it = run.globalMatch(text); it.hasNext();)
        words.insert(it.next().captured());
    static const QRegularExpression broken(QStringLiteral("([ァ-ヺー]+)\\n([ァ-ヺー]+)"));
    QStringList cut;
    for (auto it = broken.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        const QString before = m.captured(1), joined = before + m.captured(2);
        // A word the text writes whole that this break cuts: it starts before the break and goes on after it.
        for (const QString& w : words)
            if (w.size() > before.size() && joined.startsWith(w) && w.startsWith(before))
                cut << before + QStringLiteral("⏎") + m.captured(2);
    }
    cut.removeDuplicates();
    QVERIFY2(cut.isEmpty(), qPrintable(QStringLiteral("a line break inside a katakana word: ") + cut.join(QStringLiteral(" | "))));
}

QTEST_MAIN(TestProposalLocale)
#include "tst_proposallocale.moc"
