// PDFs' attachments are read and written by a module loaded on first use: the programs start without libqpdf and
// GnuTLS bound, a PDF still opens as its plan, and a missing module is said as such.
#include "plan/PlanFile.h"

#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTest>

class TestPdfSupport : public QObject {
    Q_OBJECT
private slots:
    void programsStartWithoutThePdfLibrary();
    void loadedWhenAPdfIsFirstRead();
    void aMissingModuleIsSaid();
};

namespace {

QByteArray mappedFiles()
{
    QFile maps(QStringLiteral("/proc/self/maps"));
    return maps.open(QIODevice::ReadOnly) ? maps.readAll() : QByteArray();
}

// What the dynamic loader binds before the program's main(), as ldd lists it, without running the program.
QByteArray boundAtStart(const QString& program)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LD_TRACE_LOADED_OBJECTS"), QStringLiteral("1"));
    p.setProcessEnvironment(env);
    p.start(program, {});
    p.waitForFinished(60000);
    return p.readAllStandardOutput();
}

} // namespace

void TestPdfSupport::programsStartWithoutThePdfLibrary()
{
    for (const char* program : {GOODPUT_CLI, GOODPUT_PLANNER}) {
        const QByteArray bound = boundAtStart(QString::fromUtf8(program));
        QVERIFY2(bound.contains("libQt6Core") || bound.contains("libstdc++"), bound.constData()); // the list is real
        QVERIFY2(!bound.contains("libqpdf"), program);
        QVERIFY2(!bound.contains("libgnutls"), program);
    }
}

void TestPdfSupport::loadedWhenAPdfIsFirstRead()
{
    QVERIFY(!mappedFiles().contains("libqpdf"));
    QVERIFY(!mappedFiles().contains("goodput-qpdf.so"));
    // A proposal as another tool rewrote it (linearized): it opens as the example plan it carries.
    const gp::Plan plan = gp::readPlanFile(GOODPUT_TEST_DATA "/pdf/proposal-linearized.pdf").plan;
    QCOMPARE(QString::fromStdString(plan.engagement.customer), QStringLiteral("Example Robotics Ltd."));
    QCOMPARE(QString::fromStdString(plan.title),
             QStringLiteral("Example: 7B model pre-training on 16 nodes x 8 GPUs (illustrative figures)"));
    QVERIFY(mappedFiles().contains("goodput-qpdf.so"));
    QVERIFY(mappedFiles().contains("libqpdf"));
}

void TestPdfSupport::aMissingModuleIsSaid()
{
    // The module where it is not: the PDF cannot be read, and the message says why, where a damaged file would
    // have been blamed.
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GOODPUT_QPDF_MODULE"), QStringLiteral("/nonexistent/goodput-qpdf.so"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(GOODPUT_CLI), {QStringLiteral("evaluate"), QStringLiteral(GOODPUT_TEST_DATA "/pdf/proposal-linearized.pdf")});
    QVERIFY(p.waitForFinished(300000));
    QCOMPARE(p.exitCode(), 2);
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QVERIFY2(err.contains(QStringLiteral("the PDF support of Goodput Planner cannot be loaded")), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("/nonexistent/goodput-qpdf.so")), qPrintable(err));
    QVERIFY2(!err.contains(QStringLiteral("cannot be read as a PDF")), qPrintable(err));
    // A plan file needs no module.
    p.start(QStringLiteral(GOODPUT_CLI), {QStringLiteral("evaluate"), QStringLiteral(GOODPUT_EXAMPLE_PLAN)});
    QVERIFY(p.waitForFinished(300000));
    QCOMPARE(p.exitCode(), 0);
}

QTEST_GUILESS_MAIN(TestPdfSupport)
#include "tst_pdfsupport.moc"
