#pragma once

#include "training/CostModel.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSortFilterProxyModel;
class QTableView;
class QScrollArea;
class QSplitter;
class QStackedWidget;

namespace gp {
struct Plan;
}

namespace gpui {

class CatalogModel;
class CostCharts;
class PlanSearchPanel;
class ProvisioningModel;
class ServingView;
class SpendChart;
class PlanDocument;
class ViewRefresh;

// What it costs and how long it takes. For a training plan: the training run, the accelerator catalog with editable
// prices and each accelerator's days, cost and cost per productive hour, bars of both, and the provisioning options
// compared per productive hour. For an inference plan: the serving's costs (ServingView). A selector above both
// says what the plan is for. A view of the plan: every edit is an undoable change of it.
class CostsView : public QWidget {
    Q_OBJECT
public:
    explicit CostsView(PlanDocument* document, QWidget* parent = nullptr);

    // The measured throughput's unit after its count: " token/s" after 1, " tokens/s" after more.
    static QString tokensPerSecondSuffix(double tokensPerSecond);

    CatalogModel* model() const { return model_; }
    QTableView* table() const { return table_; }
    CostCharts* charts() const { return charts_; }
    SpendChart* spendChart() const { return spend_; }
    // The plan search's recommendation, its figures and its goal (docs/model.md section 24).
    PlanSearchPanel* searchPanel() const { return search_; }
    QLabel* recommendationLabel() const;
    QTableView* provisioningTable() const { return provisioning_; }
    ProvisioningModel* provisioningModel() const { return provisioningModel_; }
    // The plan's kind, and the page it shows: the training run's costs or the serving's.
    QComboBox* kindBox() const { return kind_; }
    ServingView* servingView() const { return serving_; }
    bool showsServing() const;

    void resetPrices();
    // The plan's prices become the user's own, kept in the settings; and applied to another plan.
    void rememberPrices();
    bool applyRememberedPrices();
    void openMfuCalculator();
    // Reads a catalog file of the built-in schema and adds its accelerators to the plan (one undoable step; see
    // CatalogImport.h).
    bool importCatalog(const QString& path);

private:
    // The page is built in parts: the training run's fields, the page that holds them, the catalog and provisioning
    // tables beside the charts, and the edits each field hands to the plan.
    void setUpRunFields();
    QWidget* buildTrainingPage();
    QSplitter* buildTablesAndCharts();
    void setUpCatalogTable();
    void setUpProvisioningTable();
    void connectRunEdits();
    void connectCatalogEdits();
    void refresh();
    // A checked edit of the run, its prices or its MFU: a refusal shows its reason and the fields go back to the plan.
    void editRun(const QString& description, const std::function<void(gp::Plan&)>& change);

    PlanDocument* document_;
    CatalogModel* model_;
    QSortFilterProxyModel* proxy_;
    QTableView* table_;
    CostCharts* charts_;
    ProvisioningModel* provisioningModel_;
    QTableView* provisioning_;
    QDoubleSpinBox* parameters_;
    QDoubleSpinBox* tokens_;
    QComboBox* accelerator_;
    QComboBox* precision_;
    QCheckBox* measured_;
    QDoubleSpinBox* throughput_;
    QLabel* summary_;
    PlanSearchPanel* search_;
    QScrollArea* chartsScroll_ = nullptr;
    QDoubleSpinBox* deadline_;
    SpendChart* spend_;
    QLabel* error_;
    QComboBox* kind_;
    QStackedWidget* stack_;
    ServingView* serving_;
    ViewRefresh* refresh_ = nullptr;
};

} // namespace gpui
