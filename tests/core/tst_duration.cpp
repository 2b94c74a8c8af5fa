#include "io/Error.h"
#include "units/Duration.h"

#include <QTest>

class TestDuration : public QObject {
    Q_OBJECT
private slots:
    void parses_data();
    void parses();
    void rejects_data();
    void rejects();
    void formats_data();
    void formats();
    void checkedHoursRejectsNonFinite();
    void tooLongIsOutOfRange_data();
    void tooLongIsOutOfRange();
};

void TestDuration::parses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("hours");
    QTest::newRow("seconds") << "90s" << 0.025;
    QTest::newRow("minutes") << "30m" << 0.5;
    QTest::newRow("fractional hours") << "1.5h" << 1.5;
    QTest::newRow("days") << "54d" << 1296.0;
    QTest::newRow("bare number is hours") << "12" << 12.0;
    QTest::newRow("space before unit") << "45 min" << 0.75;
    QTest::newRow("week") << "2w" << 336.0;
    QTest::newRow("surrounding blanks") << "  3h " << 3.0;
    QTest::newRow("zero") << "0" << 0.0;
    QTest::newRow("upper case unit") << "10M" << 10.0 / 60.0;
    QTest::newRow("exponent") << "1e2s" << 100.0 / 3600.0;
}

void TestDuration::parses()
{
    QFETCH(QString, text);
    QFETCH(double, hours);
    QCOMPARE(gp::parseDuration(text.toStdString()).inHours(), hours);
}

void TestDuration::rejects_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << "";
    QTest::newRow("blank") << "   ";
    QTest::newRow("negative") << "-5m";
    QTest::newRow("plus sign") << "+5m";
    QTest::newRow("unit only") << "h";
    QTest::newRow("unknown unit") << "5 parsecs";
    QTest::newRow("two numbers") << "5 5";
    QTest::newRow("nan") << "nan";
    QTest::newRow("infinity") << "inf";
    QTest::newRow("negative beyond the largest number") << "-1e400d";
    QTest::newRow("too small for a number") << "1e-400h";
    QTest::newRow("hex") << "0x10h";
    QTest::newRow("comma decimal") << "1,5h";
    QTest::newRow("trailing garbage") << "5hx";
}

void TestDuration::rejects()
{
    QFETCH(QString, text);
    try {
        gp::parseDuration(text.toStdString(), "--window");
        QFAIL("accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(e.code(), gp::ErrorCode::InvalidDuration);
        QCOMPARE(QString::fromStdString(e.subject()), QStringLiteral("--window"));
    }
}

void TestDuration::formats_data()
{
    QTest::addColumn<double>("hours");
    QTest::addColumn<QString>("text");
    QTest::newRow("zero") << 0.0 << "0h";
    QTest::newRow("seconds") << 45.0 / 3600.0 << "45s";
    QTest::newRow("minutes") << 0.5 << "30m";
    QTest::newRow("hours") << 1.5 << "1.5h";
    QTest::newRow("two days in hours") << 48.0 << "48h";
    QTest::newRow("days") << 1296.0 << "54d";
    QTest::newRow("three significant digits") << 1.0 / 3.0 << "20m";
    QTest::newRow("long") << 24.0 * 1234.0 << "1234d";
}

void TestDuration::formats()
{
    QFETCH(double, hours);
    QFETCH(QString, text);
    const std::string s = gp::formatDuration(gp::Duration::hours(hours));
    QCOMPARE(QString::fromStdString(s), text);
    // What is written can be read back.
    QVERIFY(std::abs(gp::parseDuration(s).inHours() - hours) <= 0.005 * hours + 1e-12);
}

void TestDuration::tooLongIsOutOfRange_data()
{
    // A century is 100 x 365.25 x 24 = 876,600 h = 36,525 days: well-formed and longer is out of range, not "not a
    // duration".
    QTest::addColumn<QString>("text");
    QTest::newRow("1e5 days") << "1e5d";
    QTest::newRow("a day past a century") << "36526d";
    QTest::newRow("40,000 days") << "40000d";
    QTest::newRow("infinite in hours") << "1e308d";
    QTest::newRow("beyond the largest number") << "1e400h";
    QTest::newRow("beyond it, with a fraction") << "12.5e999 w";
}

void TestDuration::tooLongIsOutOfRange()
{
    QFETCH(QString, text);
    try {
        gp::parseDuration(text.toStdString(), "--deadline");
        QFAIL("accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(gp::errorText(e).english(), std::string("--deadline is out of range. (at most 100 years)"));
    }
    QCOMPARE(gp::parseDuration("36525d").inHours(), 876600.0); // the century itself
}

void TestDuration::checkedHoursRejectsNonFinite()
{
    QVERIFY_THROWS_EXCEPTION(gp::Error, gp::checkedHours(std::nan(""), "x"));
    QVERIFY_THROWS_EXCEPTION(gp::Error, gp::checkedHours(-1.0, "x"));
    QCOMPARE(gp::checkedHours(2.0, "x").inMinutes(), 120.0);
}

QTEST_APPLESS_MAIN(TestDuration)
#include "tst_duration.moc"
