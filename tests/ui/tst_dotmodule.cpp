// Graphviz lays the flowcharts out from a module loaded with the first flowchart: the application starts without
// libgvc bound, and the first layout loads it and places every node.
#include "decision/GraphLibrary.h"
#include "flowchart/FlowchartLayout.h"
#include "flowchart/FlowchartStyle.h"

#include <QApplication>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTest>

class TestDotModule : public QObject {
    Q_OBJECT
private slots:
    void applicationStartsWithoutGraphviz();
    void firstLayoutLoadsIt();
};

namespace {

QByteArray mappedFiles()
{
    QFile maps(QStringLiteral("/proc/self/maps"));
    return maps.open(QIODevice::ReadOnly) ? maps.readAll() : QByteArray();
}

} // namespace

void TestDotModule::applicationStartsWithoutGraphviz()
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LD_TRACE_LOADED_OBJECTS"), QStringLiteral("1")); // ldd's list, nothing run
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(GOODPUT_PLANNER), {});
    QVERIFY(p.waitForFinished(60000));
    const QByteArray bound = p.readAllStandardOutput();
    QVERIFY2(bound.contains("libQt6Widgets"), bound.constData());
    QVERIFY2(!bound.contains("libgvc"), bound.constData());
    QVERIFY2(!bound.contains("libcgraph"), bound.constData());
}

void TestDotModule::firstLayoutLoadsIt()
{
    QVERIFY(!mappedFiles().contains("libgvc"));
    const gp::Graph& g = gp::builtinGraphs().front();
    const auto style = gpui::FlowchartStyle::forPrint(QApplication::font());
    const gpui::FlowchartLayout layout = gpui::FlowchartLayout::compute(g, style);
    QVERIFY(mappedFiles().contains("goodput-dot.so"));
    QVERIFY(mappedFiles().contains("libgvc"));
    QCOMPARE(layout.nodes.size(), g.nodes.size());
    QVERIFY(layout.bounds.width() > 100 && layout.bounds.height() > 100);
    // Every node inside the drawing, none on top of another.
    for (auto a = layout.nodes.begin(); a != layout.nodes.end(); ++a) {
        QVERIFY(layout.bounds.contains(a->second));
        for (auto b = std::next(a); b != layout.nodes.end(); ++b)
            QVERIFY2(!a->second.intersects(b->second), (a->first + " / " + b->first).c_str());
    }
}

QTEST_MAIN(TestDotModule)
#include "tst_dotmodule.moc"
