#include "training/CostModel.h"
#include "costs/CatalogModel.h"
#include "costs/CostCharts.h"
#include "costs/CostsView.h"
#include "costs/SpendChart.h"
#include "plan/PlanFile.h"
#include "document/PlanDocument.h"
#include "document/PlanSearch.h"

#include <QBarSet>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QTemporaryDir>
#include <QFile>
#include <QFont>
#include <QChart>
#include <QHorizontalStackedBarSeries>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

namespace {

int rowOf(const gpui::CatalogModel* model, const std::string& id)
{
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->catalog().accelerators[std::size_t(r)].id == id)
            return r;
    return -1;
}

// The bar of one accelerator in a chart: its plain or its marked (best) set.
double bar(QChart* chart, int row)
{
    auto* series = qobject_cast<QHorizontalStackedBarSeries*>(chart->series().front());
    return series->barSets()[0]->at(row) + series->barSets()[1]->at(row);
}

} // namespace

class TestCosts : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void editingAPriceChangesTheChart();
    void resetAndUndo();
    void recommendationIsHighlighted();
    void measuredThroughputReplacesTheEstimate();
    void provisioningComparedPerProductiveHour();
    void impossibleThroughputIsRefused();
    void myPricesCarryToAnotherPlan();
    void the70bCaseReadsRight();
    void deadlineEditsThePlan();
    void importedCatalogAddsRows();
    void mfuIsSetPerAccelerator();

private:
    gpui::PlanDocument* doc_ = nullptr;
    gpui::CostsView* view_ = nullptr;
};

void TestCosts::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_costs"));
    QSettings().clear();
}

void TestCosts::init()
{
    doc_ = new gpui::PlanDocument;
    doc_->reset(gpui::PlanDocument::examplePlan(), QString()); // Spot, walked to the NVLink family
    view_ = new gpui::CostsView(doc_);
    view_->resize(1200, 800);
    view_->show();
    QVERIFY(QTest::qWaitForWindowExposed(view_));
}

void TestCosts::cleanup()
{
    delete view_;
    delete doc_;
}

void TestCosts::editingAPriceChangesTheChart()
{
    gpui::CatalogModel* model = view_->model();
    const int row = rowOf(model, "h100-80gb");
    QVERIFY(row >= 0);
    const double before = bar(view_->charts()->costChart(), row);
    const double costBefore = model->estimates()[std::size_t(row)].cost;
    QVERIFY(std::abs(before - costBefore / 1000.0) < 1e-9);
    // Edit the Spot price through the table, as a user does.
    auto* proxy = qobject_cast<QSortFilterProxyModel*>(view_->table()->model());
    const QModelIndex cell = proxy->mapFromSource(model->index(row, gpui::CatalogModel::Spot));
    QVERIFY(proxy->setData(cell, 1.86, Qt::EditRole)); // half the list price of 3.72
    QCOMPARE(*doc_->plan().priceOverrides.at("h100-80gb").spot, 1.86);
    const int after = rowOf(view_->model(), "h100-80gb");
    const double costAfter = view_->model()->estimates()[std::size_t(after)].cost;
    QVERIFY(std::abs(costAfter - costBefore / 2.0) < 1e-6); // a Spot plan: cost scales with the Spot price
    QVERIFY(std::abs(bar(view_->charts()->costChart(), after) - costAfter / 1000.0) < 1e-9);
    // The charts' data table follows the same edit: the H100 row shows the halved cost.
    const gpui::DataTable& table = view_->charts()->dataTable();
    QCOMPARE(table.rows.size(), model->rowCount());
    bool found = false;
    for (const auto& r : table.rows)
        if (r[0].id == QStringLiteral("h100-80gb")) {
            found = true;
            QVERIFY(std::abs(r[2].number - costAfter) < 1e-6);
        }
    QVERIFY(found);
}

void TestCosts::resetAndUndo()
{
    const int row = rowOf(view_->model(), "l4");
    view_->model()->setData(view_->model()->index(row, gpui::CatalogModel::OnDemand), 0.4, Qt::EditRole);
    QCOMPARE(doc_->plan().priceOverrides.size(), std::size_t(1));
    view_->resetPrices();
    QVERIFY(doc_->plan().priceOverrides.empty());
    doc_->undoStack()->undo();
    QCOMPARE(*doc_->plan().priceOverrides.at("l4").onDemand, 0.4);
    // A Spot price above on-demand is refused, and nothing changes.
    view_->model()->setData(view_->model()->index(rowOf(view_->model(), "l4"), gpui::CatalogModel::Spot), 5.0,
                            Qt::EditRole);
    QVERIFY(!doc_->plan().priceOverrides.at("l4").spot);
}

void TestCosts::recommendationIsHighlighted()
{
    gpui::CatalogModel* model = view_->model();
    const QModelIndex h100 = model->index(rowOf(model, "h100-80gb"), gpui::CatalogModel::Name);
    const QModelIndex t4 = model->index(rowOf(model, "t4"), gpui::CatalogModel::Name);
    QVERIFY(model->data(h100, Qt::BackgroundRole).isValid());
    QVERIFY(!model->data(t4, Qt::BackgroundRole).isValid());
    QVERIFY(model->data(h100, Qt::DisplayRole).toString().contains(QStringLiteral("(priced)")));
}

void TestCosts::measuredThroughputReplacesTheEstimate()
{
    // 128 H100s at 40 % MFU would do 0.4 x 128 x 989e12 / 4.2e10 = 1,205,638 tokens/s; measure half that.
    // As the view's checkbox sets it: the example names the plan's MFU as its source, and the measurement takes its
    // place.
    view_->findChild<QCheckBox*>(QStringLiteral("measuredBox"))->setChecked(true);
    doc_->modify(QStringLiteral("measure"), [](gp::Plan& p) { p.training.measuredTokensPerSecond = 602819.0; });
    QCOMPARE(doc_->plan().training.programSource, std::optional(gp::ProgramSource::Measured));
    gpui::CatalogModel* model = view_->model();
    const auto& e = model->estimates()[std::size_t(rowOf(model, "h100-80gb"))];
    QVERIFY(e.measured);
    QVERIFY(std::abs(e.mfu - 0.2) < 1e-4);
    QVERIFY(!model->estimates()[std::size_t(rowOf(model, "t4"))].measured);
    // With the measurement's own band of 0.05, the row shows it: 20.0 % ± 1.0 (0.2 x 0.05), not the model's.
    doc_->modify(QStringLiteral("band"), [](gp::Plan& p) { p.training.measuredBand = 0.05; });
    const int row = rowOf(model, "h100-80gb");
    QString shown;
    for (int c = 0; c < model->columnCount(); ++c)
        if (model->index(row, c).data().toString().contains(QStringLiteral("measured")))
            shown = model->index(row, c).data().toString();
    QCOMPARE(shown, QStringLiteral("20.0 % \u00b1 1.0 measured"));
}

void TestCosts::provisioningComparedPerProductiveHour()
{
    const QAbstractItemModel* table = view_->provisioningTable()->model();
    QCOMPARE(table->rowCount(), 6);
    int own = -1;
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->index(r, 0).data().toString().contains(QStringLiteral("(this plan)")))
            own = r;
    QVERIFY(own >= 0);
    QVERIFY(table->index(own, 0).data().toString().startsWith(QStringLiteral("Spot")));
    QVERIFY(table->index(own, 0).data(Qt::FontRole).value<QFont>().bold());
}

void TestCosts::impossibleThroughputIsRefused()
{
    const auto before = doc_->plan().training.measuredTokensPerSecond;
    QCheckBox* measured = view_->findChild<QCheckBox*>();
    QVERIFY(measured);
    doc_->modify(QStringLiteral("x"), [](gp::Plan& p) { p.training.measuredTokensPerSecond = 1000.0; });
    QDoubleSpinBox* throughput = nullptr;
    for (auto* b : view_->findChildren<QDoubleSpinBox*>())
        if (b->accessibleName().startsWith(QStringLiteral("Measured tokens per second")))
            throughput = b;
    QVERIFY(throughput);
    throughput->setValue(1e11); // beyond 100 % MFU on 128 H100s
    QCOMPARE(*doc_->plan().training.measuredTokensPerSecond, 1000.0);
    Q_UNUSED(before);
}

void TestCosts::myPricesCarryToAnotherPlan()
{
    doc_->modify(QStringLiteral("price"), [](gp::Plan& p) { p.priceOverrides["h100-80gb"] = {9.0, 3.0}; });
    view_->rememberPrices();
    gpui::PlanDocument other;
    gpui::CostsView otherView(&other);
    QVERIFY(other.plan().priceOverrides.empty());
    QVERIFY(otherView.applyRememberedPrices());
    QCOMPARE(*other.plan().priceOverrides.at("h100-80gb").onDemand, 9.0);
    QCOMPARE(*other.plan().priceOverrides.at("h100-80gb").spot, 3.0);
    // A broken setting is reported, not applied.
    QSettings().setValue(QStringLiteral("costs/myPrices"), QStringLiteral("{not json"));
    QVERIFY(!otherView.applyRememberedPrices());
    QCOMPARE(*other.plan().priceOverrides.at("h100-80gb").onDemand, 9.0);
}

void TestCosts::the70bCaseReadsRight()
{
    // 70B on 1.4T tokens, 512 H100, 14 days: the H100 row misses the deadline at 512 and needs more; PCIe cards do
    // not fit the model's states; the recommendation names the cheapest that fits and finishes in time.
    doc_->reset(gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/llm-70b-14-days.gpplan"), QString());
    QApplication::processEvents();
    gpui::CatalogModel* model = view_->model();
    const int h100 = rowOf(model, "h100-80gb");
    auto text = [&](int row, int column) { return model->index(row, column).data().toString(); };
    QVERIFY2(text(h100, gpui::CatalogModel::Deadline).contains(QStringLiteral("misses")),
             qPrintable(text(h100, gpui::CatalogModel::Deadline)));
    QVERIFY(text(h100, gpui::CatalogModel::Fits).startsWith(QStringLiteral("✓")));
    QVERIFY(text(rowOf(model, "t4"), gpui::CatalogModel::Fits).startsWith(QStringLiteral("✗")));
    QVERIFY(text(rowOf(model, "l4"), gpui::CatalogModel::ForDeadline).contains(QStringLiteral("never fits")));
    QVERIFY(text(rowOf(model, "tpu-v6e"), gpui::CatalogModel::Mfu).contains(QStringLiteral("none published")));
    QVERIFY(text(rowOf(model, "v100"), gpui::CatalogModel::Mfu).contains(QStringLiteral("published")));
    // Nothing is marked cheapest at 512: no row both fits and meets the deadline there.
    for (int r = 0; r < model->rowCount(); ++r)
        QVERIFY(!text(r, gpui::CatalogModel::Cost).contains(QStringLiteral("cheapest")));
    // The recommendation is the plan search's, run off the user interface's thread: the headline names it, and
    // its row alone is marked in the catalog.
    QVERIFY(view_->recommendationLabel()->text().contains(QStringLiteral("Finding the plan")) ||
            doc_->search()->result());
    QTRY_VERIFY_WITH_TIMEOUT(doc_->search()->result() != nullptr, 20000);
    QApplication::processEvents();
    const gp::OptimizeResult* search = doc_->search()->result();
    QVERIFY(search->recommended);
    const int chosen = rowOf(model, search->recommended->config.accelerator.c_str());
    const QString recommended = QString::fromStdString(model->catalog().accelerators[std::size_t(chosen)].name);
    QVERIFY2(view_->recommendationLabel()->text().contains(recommended),
             qPrintable(view_->recommendationLabel()->text()));
    for (int r = 0; r < model->rowCount(); ++r)
        QCOMPARE(text(r, gpui::CatalogModel::Deadline).startsWith(QStringLiteral("✔ recommended")), r == chosen);
    // Spend against progress: one simulated run that finishes, its last point the whole training.
    QVERIFY(view_->spendChart()->timeline().finished);
    QCOMPARE(view_->spendChart()->timeline().points.back().progress, 1.0);
}

void TestCosts::deadlineEditsThePlan()
{
    QDoubleSpinBox* deadline = view_->findChild<QDoubleSpinBox*>();
    for (QDoubleSpinBox* box : view_->findChildren<QDoubleSpinBox*>())
        if (box->accessibleName().startsWith(QStringLiteral("Deadline")))
            deadline = box;
    QCOMPARE(deadline->value(), 0.0); // the evaluation window
    deadline->setValue(9.0);
    QCOMPARE(doc_->plan().training.deadline->inHours(), 9.0 * 24);
    doc_->undoStack()->undo();
    QVERIFY(!doc_->plan().training.deadline);
    // Shorter than the Spot plan's 6 h wait: refused, the plan unchanged.
    deadline->setValue(0.1);
    QVERIFY(!doc_->plan().training.deadline);
}

void TestCosts::importedCatalogAddsRows()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ours.json"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "goodput-planner-catalog", "version": 1, "accelerators": [{
            "id": "our-h100", "name": "Our H100 cluster", "peak_bf16_tflops": 989, "memory_gb": 80,
            "memory_bandwidth_gbps": 3350, "price_on_demand": 6.5, "price_spot": 2.5, "cud_1yr_percent": 0,
            "cud_3yr_percent": 0, "price_basis": "machine", "as_of": "2026-11",
            "sources": {"specs": "NVIDIA datasheet", "prices": "our contract"}}]})");
    }
    const int before = view_->model()->rowCount();
    QVERIFY(view_->importCatalog(path));
    QCOMPARE(view_->model()->rowCount(), before + 1);
    QVERIFY(rowOf(view_->model(), "our-h100") >= 0);
    // The same again: a duplicate id, refused with the field named; the plan keeps one copy.
    QVERIFY(!view_->importCatalog(path));
    QCOMPARE(view_->model()->rowCount(), before + 1);
    doc_->undoStack()->undo();
    QVERIFY(doc_->plan().customAccelerators.empty());
    QApplication::processEvents();
    QCOMPARE(view_->model()->rowCount(), before);
}

void TestCosts::mfuIsSetPerAccelerator()
{
    gpui::CatalogModel* model = view_->model();
    const int v6e = rowOf(model, "tpu-v6e");
    QVERIFY(model->setData(model->index(v6e, gpui::CatalogModel::Mfu), 50.0, Qt::EditRole));
    QCOMPARE(doc_->plan().training.mfuByAccelerator.at("tpu-v6e"), 0.5);
    QCOMPARE(model->estimates()[std::size_t(v6e)].mfuSource, gp::MfuSource::PlanOverride);
    QVERIFY(model->index(v6e, gpui::CatalogModel::Mfu).data().toString().contains(QStringLiteral("50")));
    // Above 100 %: refused, the plan keeps its figure.
    model->setData(model->index(v6e, gpui::CatalogModel::Mfu), 150.0, Qt::EditRole);
    QCOMPARE(doc_->plan().training.mfuByAccelerator.at("tpu-v6e"), 0.5);
}

QTEST_MAIN(TestCosts)
#include "tst_costs.moc"
