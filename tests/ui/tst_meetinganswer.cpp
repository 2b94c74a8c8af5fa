#include "presenters/AnswerText.h"
#include "presenters/SearchText.h"
#include "common/TrimmedSpinBox.h"
#include "presenters/ServingText.h"
#include "costs/CatalogModel.h"
#include "costs/CostsView.h"
#include "costs/PlanSearchDialog.h"
#include "costs/PlanSearchPanel.h"
#include "serving/ServingView.h"
#include "deploy/ExportDeploymentDialog.h"
#include "document/PlanDocument.h"
#include "document/PlanSearch.h"
#include "help/UserGuide.h"
#include "mainwindow/Appearance.h"
#include "mainwindow/Language.h"
#include "mainwindow/MainWindow.h"
#include "overview/OverviewView.h"
#include "plan/PlanFile.h"
#include "plan/ScenarioCompare.h"
#include "proposal/ProposalBuilder.h"

#include <qcustomplot.h>

#include <QAbstractButton>
#include <QAbstractItemModel>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QStyleOptionButton>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextDocument>
#include <QTimer>
#include <QUndoStack>

// What a customer in the meeting sees of one answer: the catalog's rows say one status each, and those the model
// cannot run come last; the search's details give the front the room; the serving switch leaves Spot and says what
// it serves against; F1 explains the search; messages speak of the application; units agree with their counts; dark
// check boxes can be seen; export names are shown whole.
class TestMeetingAnswer : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void theCatalogSaysOneStatusPerRow();
    void rowsTheModelDoesNotFitComeLast();
    void theSearchDetailsGiveTheFrontTheRoom();
    void servingLeavesSpotAndSaysItServes();
    void servingWithoutTargetsSaysSo();
    void theCostsHelpExplainsTheSearch_data();
    void theCostsHelpExplainsTheSearch();
    void aGraphPackMessageSpeaksOfTheApplication();
    void unitsAgreeWithTheirCounts();
    void aModelThatFitsNowhereSaysSo();
    void darkCheckBoxesCanBeSeen();
    void exportNamesAreShownWhole();
    void theProposalNamesItsWindowInWords_data();
    void theProposalNamesItsWindowInWords();
    void applySaysWhatItChangedWhole();
    void billionsCarryNoTrailingZeros();
};

namespace {

int rowOf(const gpui::CatalogModel* model, const char* id)
{
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->catalog().accelerators[std::size_t(r)].id == id)
            return r;
    return -1;
}

// A render written where GOODPUT_SCREENSHOTS points, to be looked at.
void keep(QWidget* w, const QString& name)
{
    const QString dir = qEnvironmentVariable("GOODPUT_SCREENSHOTS");
    if (!dir.isEmpty()) {
        QDir().mkpath(dir);
        w->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
    }
}

// The 70B plan's catalog with the search's answer in it.
void loadSearched(gpui::PlanDocument& doc)
{
    doc.reset(gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/llm-70b-14-days.gpplan"), QString());
    doc.search()->request(true);
    QTRY_VERIFY_WITH_TIMEOUT(doc.search()->result() != nullptr, 30000);
    QApplication::processEvents();
}

} // namespace

void TestMeetingAnswer::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_meetinganswer"));
    QSettings().clear();
}

void TestMeetingAnswer::cleanup()
{
    gpui::applyLanguage(QStringLiteral("en"));
}

// 70B on 512 accelerators in 14 days: the search recommends a count of its own. Its row says it is recommended and
// what count meets the deadline, never "misses" beside it, whatever the plan's 512 would do; every row says one
// status.
void TestMeetingAnswer::theCatalogSaysOneStatusPerRow()
{
    gpui::PlanDocument doc;
    gpui::CostsView view(&doc);
    loadSearched(doc);
    view.resize(1440, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QApplication::processEvents();
    const gp::OptimizeResult* r = doc.search()->result();
    QVERIFY(r->recommended);
    gpui::CatalogModel* model = view.model();
    const int chosen = rowOf(model, r->recommended->config.accelerator.c_str());
    QVERIFY(chosen >= 0);
    const auto status = [&](int row) {
        return model->index(row, gpui::CatalogModel::Deadline).data().toString();
    };
    const QString count = QLocale().toString(std::llround(r->recommended->estimate.accelerators));
    QCOMPARE(status(chosen), QStringLiteral("✔ recommended: meets it with %1").arg(count));
    for (int row = 0; row < model->rowCount(); ++row) {
        QString whole;
        for (int c = 0; c < model->columnCount(); ++c)
            if (c != gpui::CatalogModel::Fits) // the memory column gives its figures, ticked or crossed
                whole += model->index(row, c).data().toString() + QLatin1Char('|');
        const int marks = int(whole.count(QStringLiteral("✔")) + whole.count(QStringLiteral("✓")) +
                              whole.count(QStringLiteral("✗")));
        QVERIFY2(marks == 1, qPrintable(whole));
        QVERIFY2(!(whole.contains(QStringLiteral("recommended")) && whole.contains(QStringLiteral("✗"))),
                 qPrintable(whole));
    }
    // A row the model does not fit says so as its status, and a row that misses says by how much.
    const int t4 = rowOf(model, "t4");
    QCOMPARE(status(t4), QStringLiteral("✗ does not fit"));
    const int h100 = rowOf(model, "h100-80gb");
    if (h100 != chosen) {
        const gp::CostEstimate& e = doc.evaluation()->accelerators[std::size_t(h100)];
        QVERIFY(!e.meetsDeadline); // 512 H100 take longer than 14 days
        QCOMPARE(status(h100),
                 QStringLiteral("✗ misses by %1 d").arg(QLocale().toString(e.days - 14.0, 'f', 1)));
    }
    keep(&view, QStringLiteral("catalog-status"));
}

// Sorted by any column either way, every row the model fits comes before every row it does not; those are greyed.
void TestMeetingAnswer::rowsTheModelDoesNotFitComeLast()
{
    gpui::PlanDocument doc;
    doc.reset(gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/llm-70b-14-days.gpplan"), QString());
    gpui::CostsView view(&doc);
    view.resize(1440, 900);
    QApplication::processEvents();
    QTableView* table = view.table();
    const QAbstractItemModel* shown = table->model();
    const gp::Evaluation& ev = *doc.evaluation();
    int unfit = 0;
    for (const gp::CostEstimate& e : ev.accelerators)
        unfit += e.memory.fits ? 0 : 1;
    QVERIFY(unfit >= 2 && unfit < int(ev.accelerators.size()) - 2); // a mix, or the order proves nothing
    for (const int column : {int(gpui::CatalogModel::Cost), int(gpui::CatalogModel::Name),
                             int(gpui::CatalogModel::Days), int(gpui::CatalogModel::Memory)})
        for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            table->sortByColumn(column, order);
            QStringList fits;
            bool seenUnfit = false;
            for (int row = 0; row < shown->rowCount(); ++row) {
                const QModelIndex name = shown->index(row, gpui::CatalogModel::Name);
                const bool viable = name.data(gpui::CatalogModel::ViableRole).toBool();
                fits << (viable ? QStringLiteral("fits") : QStringLiteral("no"));
                QVERIFY2(!(seenUnfit && viable), qPrintable(QStringLiteral("column %1: ").arg(column) + fits.join(QLatin1Char(' '))));
                seenUnfit = seenUnfit || !viable;
                // Greyed, and the tooltip gives the reason.
                QCOMPARE(name.data(Qt::ForegroundRole).isValid(), !viable);
                if (!viable)
                    QVERIFY(name.data(Qt::ToolTipRole).toString().startsWith(QStringLiteral("Does not fit: the model needs")));
            }
        }
    table->sortByColumn(gpui::CatalogModel::Cost, Qt::AscendingOrder);
}

// On a 1024 × 640 screen the dialog fits, and the chart of the front takes the larger share of it.
void TestMeetingAnswer::theSearchDetailsGiveTheFrontTheRoom()
{
    QScreen* screen = QGuiApplication::primaryScreen();
    const QRect room = screen->availableGeometry();
    gpui::PlanDocument doc;
    gpui::CostsView view(&doc);
    loadSearched(doc);
    view.resize(std::min(1024, room.width()), std::min(640, room.height()));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.searchPanel()->showDetails();
    gpui::PlanSearchDialog* dialog = view.searchPanel()->dialog();
    QVERIFY(dialog && dialog->isVisible());
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QApplication::processEvents();
    QVERIFY2(dialog->height() <= room.height() && dialog->width() <= room.width(),
             qPrintable(QStringLiteral("%1 × %2 on %3 × %4")
                            .arg(dialog->width()).arg(dialog->height()).arg(room.width()).arg(room.height())));
    const int plot = dialog->plot()->height();
    QVERIFY2(plot * 100 >= dialog->height() * 45,
             qPrintable(QStringLiteral("the front is %1 px of %2").arg(plot).arg(dialog->height())));
    // No point of the chart is under its legend: the recommendation and your plan are both seen.
    const QRect legend = dialog->plot()->legend->outerRect();
    for (int g = 0; g < dialog->plot()->graphCount(); ++g)
        for (auto it = dialog->plot()->graph(g)->data()->constBegin(); it != dialog->plot()->graph(g)->data()->constEnd(); ++it) {
            const QPointF at(dialog->plot()->xAxis->coordToPixel(it->key), dialog->plot()->yAxis->coordToPixel(it->value));
            QVERIFY2(!legend.contains(at.toPoint()), qPrintable(dialog->plot()->graph(g)->name()));
        }
    // The tables are a tab away, the cheapest options first.
    QCOMPARE(dialog->tabs()->currentWidget(), static_cast<QWidget*>(dialog->topTable()));
    QVERIFY(dialog->topTable()->isVisible());
    keep(dialog, QStringLiteral("search-details"));
    dialog->close();
}

// Switching the example (a Spot training plan) to serving: one undoable step that serves on demand, says what the
// plan is for in the overview's heading, and says that no spare replicas stand by.
void TestMeetingAnswer::servingLeavesSpotAndSaysItServes()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    QCOMPARE(doc.plan().goodput.provisioning, gp::Provisioning::Spot);
    gpui::CostsView view(&doc);
    gpui::OverviewView overview(&doc);
    view.resize(1024, 640);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto* kind = view.findChild<QComboBox*>();
    for (QComboBox* box : view.findChildren<QComboBox*>())
        if (box->accessibleName() == QStringLiteral("What the plan is for"))
            kind = box;
    const int undoBefore = doc.undoStack()->count();
    const int serving = kind->findData(static_cast<int>(gp::PlanKind::Inference));
    kind->setCurrentIndex(serving);
    emit kind->activated(serving);
    QApplication::processEvents();
    QCOMPARE(doc.plan().kind, gp::PlanKind::Inference);
    QCOMPARE(doc.plan().goodput.provisioning, gp::Provisioning::OnDemand);
    QCOMPARE(doc.undoStack()->count(), undoBefore + 1);
    QVERIFY(view.showsServing());
    overview.show();
    QApplication::processEvents();
    const QString title = QString::fromStdString(doc.plan().title);
    bool headed = false;
    for (QLabel* l : overview.findChildren<QLabel*>())
        headed = headed || l->text() == QStringLiteral("Serving: %1").arg(title);
    QVERIFY2(headed, "the overview's heading says the plan serves");
    gpui::ServingView* page = view.findChild<gpui::ServingView*>();
    QVERIFY(page);
    QVERIFY2(page->noteLabel()->text().contains(QStringLiteral("No availability target, so no spare replicas")),
             qPrintable(page->noteLabel()->text()));
    QVERIFY(!page->noteLabel()->text().contains(QStringLiteral("Served on Spot")));
    keep(&view, QStringLiteral("serving-switch"));
    // Undo takes the whole switch back: training, on Spot.
    doc.undoStack()->undo();
    QCOMPARE(doc.plan().kind, gp::PlanKind::Training);
    QCOMPARE(doc.plan().goodput.provisioning, gp::Provisioning::Spot);
}

// A serving plan without TTFT or TPOT targets does not claim to meet them; with one it does.
void TestMeetingAnswer::servingWithoutTargetsSaysSo()
{
    gpui::PlanDocument doc;
    gp::Plan plan = gpui::PlanDocument::examplePlan();
    plan.kind = gp::PlanKind::Inference;
    plan.inference.request.ttft.reset();
    plan.inference.request.tpot.reset();
    doc.reset(plan, QString());
    const auto answers = [&] { return gpui::AnswerText::of(doc.plan(), *doc.evaluation()); };
    QCOMPARE(answers()[3].detail, QStringLiteral("no latency targets set"));
    QVERIFY(!gpui::ServingText::recommendation(*doc.evaluation()).contains(QStringLiteral("within the targets")));
    QVERIFY(gpui::ServingText::recommendation(*doc.evaluation()).contains(QStringLiteral("no latency targets set")));
    plan.inference.request.tpot = 0.2; // 200 ms, which every accelerator that fits meets
    doc.reset(plan, QString());
    QCOMPARE(answers()[3].detail, QStringLiteral("within the latency targets"));
}

void TestMeetingAnswer::theCostsHelpExplainsTheSearch_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("words");
    QTest::addColumn<QString>("scenario");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Find the plan") << QStringLiteral("Add as Scenario");
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Plan finden") << QStringLiteral("Als Szenario hinzufügen");
    QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("プランを探す") << QStringLiteral("シナリオとして追加");
}

// F1 on the Costs view opens its page: it names the plan search, the recommendation's buttons and the front.
void TestMeetingAnswer::theCostsHelpExplainsTheSearch()
{
    QFETCH(QString, language);
    QFETCH(QString, words);
    QFETCH(QString, scenario);
    QCOMPARE(gpui::applyLanguage(language), language);
    QCOMPARE(gpui::UserGuide::pageForView(3), QStringLiteral("costs"));
    QString costs;
    for (const gpui::UserGuide::Page& p : gpui::UserGuide::pages())
        if (p.id == QStringLiteral("costs"))
            costs = p.html;
    QVERIFY2(costs.contains(words), qPrintable(costs));
    QVERIFY2(costs.contains(scenario), qPrintable(costs)); // the button's own words, as the view shows them
    if (language == QStringLiteral("en")) {
        for (const char* what : {"Apply", "Add as Scenario", "Details…", "front", "90th percentile", "greyed"})
            QVERIFY2(costs.contains(QString::fromUtf8(what)), what);
    }
}

// A graph pack with problems: the message says where in the application to fix them, not a console command.
void TestMeetingAnswer::aGraphPackMessageSpeaksOfTheApplication()
{
    gpui::PlanDocument doc;
    gpui::MainWindow window(&doc);
    // A question box (a pack of that name installed already) is answered Yes; any other box fails the test.
    QString boxes;
    QTimer answer;
    connect(&answer, &QTimer::timeout, this, [&boxes] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            boxes += box->text() + QLatin1Char('\n');
            if (QAbstractButton* yes = box->button(QMessageBox::Yes))
                yes->click();
            else
                box->reject();
        }
    });
    answer.start(50);
    window.importGraphPack(QStringLiteral(GOODPUT_TEST_DATA "/packs/problems.gpgraphs"));
    answer.stop();
    QVERIFY2(!boxes.contains(QStringLiteral("not a graph pack")) && !boxes.contains(QStringLiteral("could not")),
             qPrintable(boxes));
    const QString message = window.statusBar()->currentMessage();
    QVERIFY2(message.contains(QStringLiteral("Edit Graphs")), qPrintable(message));
    QVERIFY2(!message.contains(QStringLiteral("cli")), qPrintable(message));
}

void TestMeetingAnswer::unitsAgreeWithTheirCounts()
{
    QCOMPARE(gpui::CostsView::tokensPerSecondSuffix(1), QStringLiteral(" token/s"));
    QCOMPARE(gpui::CostsView::tokensPerSecondSuffix(2), QStringLiteral(" tokens/s"));
    QCOMPARE(gpui::CostsView::tokensPerSecondSuffix(12000), QStringLiteral(" tokens/s"));
    // The example measures nothing: its throughput box stands at its least, one token a second.
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::CostsView view(&doc);
    view.resize(1024, 640);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QDoubleSpinBox* throughput = nullptr;
    for (QDoubleSpinBox* box : view.findChildren<QDoubleSpinBox*>())
        if (box->accessibleName().startsWith(QStringLiteral("Measured tokens per second")))
            throughput = box;
    QVERIFY(throughput);
    QCOMPARE(throughput->text(), QStringLiteral("1 token/s"));
    // The plan's own measurement, set while the box's signals are blocked, takes the plural too.
    doc.modify(QStringLiteral("measured"), [](gp::Plan& p) { p.training.measuredTokensPerSecond = 5000.0; });
    QApplication::processEvents();
    QTRY_VERIFY2(throughput->text().endsWith(QStringLiteral("0 tokens/s")), qPrintable(throughput->text()));
}

// An accelerator the model fits at no count lost on memory, said so in words a customer reads.
void TestMeetingAnswer::aModelThatFitsNowhereSaysSo()
{
    gpui::PlanDocument doc;
    loadSearched(doc);
    const gp::OptimizeResult* r = doc.search()->result();
    int memory = 0;
    for (const gp::RunnerUp& u : r->runnersUp)
        if (u.reason == gp::Binding::Memory) {
            ++memory;
            QCOMPARE(gpui::SearchText::runnerUp(u), QStringLiteral("Too large for its memory at any count."));
        }
    QVERIFY(memory >= 1); // T4's 16 GB, at the least
}

// In the dark appearance an unchecked box's frame stands out from the window behind it.
void TestMeetingAnswer::darkCheckBoxesCanBeSeen()
{
    gpui::applyAppearance(gpui::Appearance::Dark);
    QWidget page;
    page.setAutoFillBackground(true);
    auto* box = new QCheckBox(QStringLiteral("Measured throughput"), &page);
    box->move(10, 10);
    page.resize(240, 60);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QStyleOptionButton option;
    option.initFrom(box);
    const QRect indicator = box->style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, box);
    const QImage image = box->grab().toImage();
    const int window = page.palette().color(QPalette::Window).lightness();
    int contrast = 0;
    for (int y = indicator.top(); y <= indicator.bottom(); ++y)
        for (int x = indicator.left(); x <= indicator.right(); ++x)
            contrast = std::max(contrast, std::abs(QColor(image.pixel(x, y)).lightness() - window));
    keep(&page, QStringLiteral("dark-checkbox"));
    gpui::applyAppearance(gpui::Appearance::System);
    QVERIFY2(contrast >= 80, qPrintable(QStringLiteral("the frame differs from the window by %1").arg(contrast)));
}

// Each file of an export is named whole in its tab and its tooltip; the job name's field shows its default whole.
void TestMeetingAnswer::exportNamesAreShownWhole()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::ExportDeploymentDialog d(&doc);
    d.resize(640, 480);
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    QTabWidget* tabs = d.preview();
    QVERIFY(tabs->count() >= 1);
    QCOMPARE(tabs->tabBar()->elideMode(), Qt::ElideNone);
    for (int i = 0; i < tabs->count(); ++i) {
        QCOMPARE(tabs->tabToolTip(i), tabs->tabText(i));
        QVERIFY2(tabs->tabBar()->tabRect(i).width() >= tabs->fontMetrics().horizontalAdvance(tabs->tabText(i)),
                 qPrintable(tabs->tabText(i)));
    }
    auto* name = d.findChild<QLineEdit*>(QStringLiteral("jobName"));
    QVERIFY(name);
    QVERIFY(name->toolTip().contains(name->placeholderText()));
    QVERIFY(name->width() >= name->fontMetrics().horizontalAdvance(name->placeholderText()));
    keep(&d, QStringLiteral("export-names"));
}

void TestMeetingAnswer::theProposalNamesItsWindowInWords_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("window");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Goodput for an evaluation window of 30 days.");
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Goodput für ein Auswertungsfenster von 30 Tagen.");
    QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("グッドプットの評価期間は 30 日。");
}

// The example's 30-day window, in the proposal's note under its figures: never "a 30 days window".
void TestMeetingAnswer::theProposalNamesItsWindowInWords()
{
    QFETCH(QString, language);
    QFETCH(QString, window);
    QCOMPARE(gpui::applyLanguage(language), language);
    const gp::Plan plan = gpui::PlanDocument::examplePlan();
    // Without the word joiners the Japanese text keeps katakana words whole with.
    const QString text = gpui::ProposalBuilder::build(gp::evaluateRecommended(plan), {})->toPlainText().remove(QChar(0x2060));
    QVERIFY2(text.contains(window), qPrintable(text.section(QStringLiteral("C = 6 N D"), 1).left(400)));
}

// Apply on the example at 1024 × 640: what it changed is said whole under the buttons (the status bar's one line cut
// it at "The plan's recomm"), until the plan changes again.
void TestMeetingAnswer::applySaysWhatItChangedWhole()
{
    gpui::applyLanguage(QStringLiteral("en")); // English plurals: "3 scenarios"
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow window(&doc);
    window.resize(1024, 640);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.showView(gpui::View::Costs);
    doc.search()->request(true);
    QTRY_VERIFY_WITH_TIMEOUT(doc.search()->result() != nullptr, 30000);
    auto* panel = window.view(gpui::View::Costs)->findChild<gpui::PlanSearchPanel*>();
    QVERIFY(panel);
    QVERIFY(!panel->done()->isVisible());
    panel->applyButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(doc.search()->result() != nullptr && !doc.search()->isRunning(), 30000);
    QApplication::processEvents();
    QLabel* done = panel->done();
    QVERIFY(done->isVisible());
    // The example's three scenarios are re-based, and the reason written for the H100 base is cleared.
    QCOMPARE(done->text(), QStringLiteral("Applied the search's configuration to the base plan. 3 scenarios re-based "
                                          "to keep what they set. The plan's recommendation, written about the old "
                                          "base, was cleared."));
    QVERIFY2(done->wordWrap() && done->height() + 1 >= done->heightForWidth(done->width()),
             qPrintable(QStringLiteral("%1 px of %2").arg(done->height()).arg(done->heightForWidth(done->width()))));
    QVERIFY(window.statusBar()->currentMessage().isEmpty() ||
            window.statusBar()->fontMetrics().horizontalAdvance(window.statusBar()->currentMessage()) <
                window.statusBar()->width() / 2);
    // Undone, nothing was changed: the sentence goes.
    doc.undoStack()->undo();
    QTRY_VERIFY_WITH_TIMEOUT(doc.search()->result() != nullptr && !doc.search()->isRunning(), 30000);
    QApplication::processEvents();
    QVERIFY(!panel->done()->isVisible());
}

// German reads "7.000 Mrd." as seven thousand billion: a count in billions is written without trailing zeros, in
// the locale's digits, and still takes three places when it has them.
void TestMeetingAnswer::billionsCarryNoTrailingZeros()
{
    gpui::TrimmedSpinBox box;
    box.setRange(0.001, 1e6);
    box.setDecimals(3);
    const struct {
        QLocale locale;
        double value;
        const char* text;
    } cases[] = {{QLocale(QLocale::German), 7, "7"},           {QLocale(QLocale::German), 0.125, "0,125"},
                 {QLocale(QLocale::German), 1000, "1000"},     {QLocale(QLocale::English), 7, "7"},
                 {QLocale(QLocale::English), 70.5, "70.5"},    {QLocale(QLocale::Japanese), 405.85, "405.85"}};
    for (const auto& c : cases) {
        box.setLocale(c.locale);
        box.setValue(c.value);
        QCOMPARE(box.text(), QString::fromLatin1(c.text));
        QCOMPARE(box.valueFromText(box.text()), c.value);
    }
    // The Costs view's parameter and token fields are such boxes.
    gpui::PlanDocument doc;
    gpui::CostsView view(&doc);
    const auto boxes = view.findChildren<gpui::TrimmedSpinBox*>();
    QVERIFY(boxes.size() >= 2);
    for (const auto* b : boxes)
        QVERIFY2(!b->text().contains(QLatin1String(".000")), qPrintable(b->text()));
}

QTEST_MAIN(TestMeetingAnswer)
#include "tst_meetinganswer.moc"
