#include "costs/CostsView.h"

#include "common/TrimmedSpinBox.h"
#include "presenters/LayoutText.h"

#include "training/CostModel.h"
#include "common/FlowLayout.h"
#include "common/ScrollPage.h"
#include "common/ErrorBanner.h"
#include "presenters/ErrorText.h"
#include "presenters/Format.h"
#include "common/ViewRefresh.h"
#include "costs/CatalogImport.h"
#include "costs/CatalogModel.h"
#include "costs/CatalogSortProxy.h"
#include "costs/CostCharts.h"
#include "costs/MfuDialog.h"
#include "costs/PlanSearchPanel.h"
#include "costs/ProvisioningModel.h"
#include "serving/ServingView.h"
#include "costs/SpendChart.h"
#include "costs/TrainingSetupDialog.h"
#include "presenters/Content.h"
#include "plan/Sizing.h"
#include "document/PlanDocument.h"
#include "document/PlanSearch.h"
#include "io/Error.h"
#include "io/JsonLoad.h"
#include "training/ModelFamilies.h"
#include "settings/AppSettings.h"
#include "plan/PlanEdits.h"
#include "plan/PlanJson.h"

#include <nlohmann/json.hpp>

#include <cmath>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace gpui {
namespace {

// Why the plan is priced on its accelerator when it names none (docs/model.md section 10); empty when it names one.
QString pricedBecause(const gp::Evaluation& ev)
{
    const gp::Accelerator* a = ev.selectedAccelerator();
    const QString name = a ? QString::fromStdString(a->name) : QString();
    switch (ev.acceleratorChoice) {
    case gp::AcceleratorChoice::Plan: return {};
    case gp::AcceleratorChoice::Walk:
        return CostsView::tr("No accelerator chosen: priced on %1, the first the GPU walk recommends that fits the "
                             "model.").arg(name);
    case gp::AcceleratorChoice::Cheapest:
        return CostsView::tr("No accelerator chosen: priced on %1, the cheapest that fits the model and meets the "
                             "deadline.").arg(name);
    case gp::AcceleratorChoice::Fastest:
        return CostsView::tr("No accelerator chosen: priced on %1, the soonest of those that fit the model (none "
                             "meets the deadline).").arg(name);
    case gp::AcceleratorChoice::NothingFits:
        return CostsView::tr("No accelerator chosen, and the model fits none at this count: priced on %1, which "
                             "cannot hold it.").arg(name);
    }
    return {};
}

} // namespace

QString CostsView::tokensPerSecondSuffix(double tokensPerSecond)
{
    // The unit agrees with the count shown (whole tokens): "1 token/s", "2 tokens/s". Two texts, not one with %n:
    // English has no translation file to choose the form, and German and Japanese say the unit alike either way.
    return std::round(tokensPerSecond) == 1.0 ? tr(" token/s") : tr(" tokens/s");
}

CostsView::CostsView(PlanDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , model_(new CatalogModel(this))
    , proxy_(new CatalogSortProxy(this))
    , table_(new QTableView(this))
    , charts_(new CostCharts(this))
    , provisioningModel_(new ProvisioningModel(this))
    , provisioning_(new QTableView(this))
    , parameters_(new TrimmedSpinBox(this))
    , tokens_(new TrimmedSpinBox(this))
    , accelerator_(new QComboBox(this))
    , precision_(new QComboBox(this))
    , measured_(new QCheckBox(tr("Measured throughput"), this))
    , throughput_(new QDoubleSpinBox(this))
    , summary_(new QLabel(this))
    , search_(new PlanSearchPanel(document, this))
    , deadline_(new QDoubleSpinBox(this))
    , spend_(new SpendChart(this))
    , error_(makeErrorBanner(this))
    , kind_(new QComboBox(this))
    , stack_(new QStackedWidget(this))
    , serving_(new ServingView(document, this))
{
    setAccessibleName(tr("Costs"));
    measured_->setObjectName(QStringLiteral("measuredBox"));
    setUpRunFields();
    QWidget* training = buildTrainingPage();
    // What the plan is for: training prices the run, serving the deployment (the GPU walk's first answer sets it).
    kind_->addItem(tr("Training or fine-tuning"), static_cast<int>(gp::PlanKind::Training));
    kind_->addItem(tr("Inference (serving)"), static_cast<int>(gp::PlanKind::Inference));
    kind_->setAccessibleName(tr("What the plan is for"));
    auto* kindLabel = new QLabel(tr("This plan is for"), this);
    kindLabel->setBuddy(kind_);
    auto* kindRow = new QHBoxLayout;
    kindRow->addWidget(kindLabel);
    kindRow->addWidget(kind_);
    kindRow->addStretch(1);
    stack_->addWidget(training);
    stack_->addWidget(serving_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(kindRow);
    layout->addWidget(stack_, 1);
    connect(kind_, &QComboBox::activated, this, [this](int index) {
        const auto kind = static_cast<gp::PlanKind>(kind_->itemData(index).toInt());
        if (kind == document_->plan().kind)
            return;
        const bool leaveSpot = gp::kindLeavesSpot(document_->plan(), kind);
        document_->modify(kind == gp::PlanKind::Training ? tr("Plan for training")
                          : leaveSpot                    ? tr("Plan for serving, on demand")
                                                         : tr("Plan for serving"),
                          [kind](gp::Plan& p) { gp::setPlanKind(p, kind); });
    });

    connectRunEdits();
    connectCatalogEdits();
    // Everything the evaluation reads changes the costs; a hidden view catches up when shown.
    refresh_ = new ViewRefresh(this, document_, gp::PlanChange::evaluationInputs(), [this] { refresh(); });
    // The catalog's mark and the panel follow the plan search, which runs off the user interface's thread.
    connect(document_->search(), &PlanSearch::finished, refresh_, &ViewRefresh::invalidate);
    refresh_->refreshNow();
}

void CostsView::setUpRunFields()
{
    parameters_->setRange(0.001, 1e6);
    parameters_->setDecimals(3);
    parameters_->setSuffix(tr(" B parameters"));
    parameters_->setKeyboardTracking(false);
    parameters_->setAccessibleName(tr("Model parameters, in billions"));
    tokens_->setRange(0.001, 1e8);
    tokens_->setDecimals(1);
    tokens_->setSuffix(tr(" B tokens"));
    tokens_->setKeyboardTracking(false);
    tokens_->setAccessibleName(tr("Training tokens, in billions"));
    accelerator_->setAccessibleName(tr("Accelerator to price"));
    // The longest accelerator name would otherwise set the view's minimum width.
    accelerator_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    accelerator_->setMinimumContentsLength(14);
    precision_->addItem(tr("BF16 / FP16"), static_cast<int>(gp::Precision::Half));
    precision_->addItem(tr("FP8"), static_cast<int>(gp::Precision::Fp8));
    precision_->addItem(tr("INT8"), static_cast<int>(gp::Precision::Int8));
    precision_->setAccessibleName(tr("Precision"));
    throughput_->setRange(1, 1e12);
    throughput_->setDecimals(0);
    throughput_->setSuffix(tokensPerSecondSuffix(throughput_->value()));
    throughput_->setKeyboardTracking(false);
    throughput_->setAccessibleName(tr("Measured tokens per second on the priced accelerator"));
    deadline_->setRange(0, 3650);
    deadline_->setDecimals(1);
    deadline_->setSuffix(tr(" days"));
    deadline_->setSpecialValueText(tr("the evaluation window"));
    deadline_->setKeyboardTracking(false);
    deadline_->setAccessibleName(tr("Deadline, in days from the start"));
    summary_->setTextFormat(Qt::PlainText);
    summary_->setWordWrap(true);
}

QWidget* CostsView::buildTrainingPage()
{
    auto* caveat = new QLabel(tr("⚠ Always validate on your workload: theoretical fit is a starting point, not a "
                                 "guarantee. Enter the throughput you measured on the priced accelerator to replace "
                                 "the MFU estimate."),
                              this);
    caveat->setWordWrap(true);
    auto* mfuButton = new QPushButton(tr("MFU Calculator…"), this);
    auto* setupButton = new QPushButton(tr("Memory and Parallelism…"), this);
    setupButton->setToolTip(tr("Optimizer, sharding, tensor and pipeline parallelism, activation checkpointing and "
                               "the model's shape: what decides whether the model fits each accelerator"));
    auto* importButton = new QPushButton(tr("Import Catalog…"), this);
    importButton->setToolTip(tr("Add the accelerators of a catalog file (the built-in catalog's schema) to this plan"));
    connect(mfuButton, &QPushButton::clicked, this, &CostsView::openMfuCalculator);
    connect(setupButton, &QPushButton::clicked, this, [this] { TrainingSetupDialog::editPlan(document_, this); });
    connect(importButton, &QPushButton::clicked, this, [this] { importCatalogFromDialog(document_, this, error_); });

    // The run reads as one sentence on a wide window and wraps on a narrow one; the accelerator takes the rest of
    // its row.
    auto* run = new FlowLayout;
    run->addWidget(keptTogether({new QLabel(tr("Train"), this), parameters_}, this));
    run->addWidget(keptTogether({new QLabel(tr("on"), this), tokens_}, this));
    QWidget* with = keptTogether({new QLabel(tr("with"), this), accelerator_, precision_}, this);
    static_cast<QHBoxLayout*>(with->layout())->setStretchFactor(accelerator_, 1);
    with->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    run->addWidget(with);
    // A narrow window moves the buttons to a second row instead of cutting them.
    auto* setupRow = new FlowLayout;
    setupRow->addWidget(keptTogether({new QLabel(tr("finish within"), this), deadline_}, this));
    setupRow->addWidget(setupButton);
    setupRow->addWidget(mfuButton);
    setupRow->addWidget(importButton);
    auto* measuredRow = new QHBoxLayout;
    measuredRow->addWidget(measured_);
    measuredRow->addWidget(throughput_);
    measuredRow->addWidget(caveat, 1);
    QSplitter* splitter = buildTablesAndCharts();

    auto* training = new QWidget(this);
    auto* trainingLayout = new QVBoxLayout(training);
    trainingLayout->setContentsMargins(0, 0, 0, 0);
    trainingLayout->addLayout(run);
    trainingLayout->addLayout(setupRow);
    trainingLayout->addLayout(measuredRow);
    trainingLayout->addWidget(error_);
    trainingLayout->addWidget(splitter, 1);
    return training;
}

QSplitter* CostsView::buildTablesAndCharts()
{
    auto* resetButton = new QPushButton(tr("Reset Prices to List"), this);
    auto* rememberButton = new QPushButton(tr("Remember as My Prices"), this);
    rememberButton->setToolTip(tr("Keep this plan's prices in your settings, to apply to other plans"));
    auto* applyButton = new QPushButton(tr("Apply My Prices"), this);
    applyButton->setToolTip(tr("Replace this plan's prices with the ones you remembered"));
    resetButton->setToolTip(tr("Forget the prices you entered for this plan and use the catalog's list prices"));
    connect(resetButton, &QPushButton::clicked, this, &CostsView::resetPrices);
    connect(rememberButton, &QPushButton::clicked, this, &CostsView::rememberPrices);
    connect(applyButton, &QPushButton::clicked, this, &CostsView::applyRememberedPrices);
    setUpCatalogTable();
    setUpProvisioningTable();

    // A row that wraps in the narrow column instead of widening it past its view.
    auto* tableBar = new FlowLayout;
    tableBar->addWidget(rememberButton);
    tableBar->addWidget(applyButton);
    tableBar->addWidget(resetButton);
    // Left: the catalog and the provisioning comparison; right: the bars, tall enough for every name.
    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(search_);
    leftLayout->addWidget(summary_);
    leftLayout->addLayout(tableBar);
    leftLayout->addWidget(table_, 3);
    auto* spotQuestion = new QLabel(tr("Is Spot still cheaper per productive hour?"), this);
    spotQuestion->setWordWrap(true); // the column may be narrow: the question wraps rather than widen it
    leftLayout->addWidget(spotQuestion);
    leftLayout->addWidget(provisioning_, 2);
    provisioning_->setMinimumHeight(190);
    auto* right = new QSplitter(Qt::Vertical, this);
    right->addWidget(charts_);
    right->addWidget(spend_);
    spend_->setMinimumHeight(260);
    // On a short screen the charts scroll at their readable height instead of making the window taller.
    // Both columns scroll on a short screen, so that neither squeezes its tables below a readable height.
    table_->setMinimumHeight(200);
    chartsScroll_ = verticalScroll(right, this);
    return tablesBesideCharts(verticalScroll(left, this), chartsScroll_, this);
}

void CostsView::setUpCatalogTable()
{
    proxy_->setSourceModel(model_);
    proxy_->setSortRole(CatalogModel::SortRole);
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    // Tab leaves the table (arrows move within it), so the keyboard is never trapped in its cells.
    table_->setTabKeyNavigation(false);
    table_->sortByColumn(CatalogModel::Cost, Qt::AscendingOrder);
    table_->setAlternatingRowColors(true);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed);
    table_->setAccessibleName(tr("Accelerator catalog"));
    table_->setAccessibleDescription(tr("Prices and MFU are editable; hover a row for the sources of its figures"));
}

void CostsView::setUpProvisioningTable()
{
    provisioning_->setModel(provisioningModel_);
    provisioning_->setTabKeyNavigation(false);
    provisioning_->verticalHeader()->hide();
    provisioning_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    provisioning_->horizontalHeader()->setStretchLastSection(true);
    provisioning_->setAccessibleName(tr("Provisioning compared per productive hour"));
    provisioning_->setToolTip(tr("The plan's own provisioning uses the workbench's goodput; the others use the "
                                 "plan with their own illustrative preemption rate and wait for capacity."));
}

void CostsView::connectRunEdits()
{
    connect(parameters_, &QDoubleSpinBox::valueChanged, this, [this](double billions) {
        editRun(tr("Change model size"), [billions](gp::Plan& p) { gp::setModelParameters(p, billions * 1e9); });
    });
    connect(tokens_, &QDoubleSpinBox::valueChanged, this, [this](double billions) {
        editRun(tr("Change training tokens"), [billions](gp::Plan& p) { gp::setTrainingTokens(p, billions * 1e9); });
    });
    connect(accelerator_, &QComboBox::activated, this, [this](int index) {
        const std::string id = accelerator_->itemData(index).toString().toStdString();
        editRun(tr("Choose accelerator"), [id](gp::Plan& p) { gp::chooseAccelerator(p, id); });
    });
    connect(precision_, &QComboBox::activated, this, [this](int index) {
        const auto precision = static_cast<gp::Precision>(precision_->itemData(index).toInt());
        editRun(tr("Change precision"), [precision](gp::Plan& p) { gp::setPrecision(p, precision); });
    });
    connect(measured_, &QCheckBox::toggled, this, [this](bool on) {
        const std::optional<double> tps = on ? std::optional<double>(throughput_->value()) : std::nullopt;
        editRun(on ? tr("Use measured throughput") : tr("Use the MFU estimate"),
                [tps](gp::Plan& p) { gp::useMeasuredThroughput(p, tps); });
    });
    connect(throughput_, &QDoubleSpinBox::valueChanged, this, [this](double tps) {
        throughput_->setSuffix(tokensPerSecondSuffix(tps));
        if (measured_->isChecked())
            editRun(tr("Change measured throughput"), [tps](gp::Plan& p) { gp::setMeasuredThroughput(p, tps); });
    });
    connect(deadline_, &QDoubleSpinBox::valueChanged, this, [this](double days) {
        editRun(tr("Change deadline"), [days](gp::Plan& p) { gp::setDeadlineDays(p, days); });
    });
}

void CostsView::connectCatalogEdits()
{
    connect(model_, &CatalogModel::priceEdited, this, [this](const QString& id, bool spot, double price) {
        const std::string key = id.toStdString();
        editRun(tr("Change price"), [&](gp::Plan& p) { gp::setPrice(p, key, spot, price); });
    });
    connect(model_, &CatalogModel::mfuEdited, this, [this](const QString& id, double mfu) {
        const std::string key = id.toStdString();
        editRun(tr("Change MFU of %1").arg(id), [&](gp::Plan& p) { gp::setAcceleratorMfu(p, key, mfu); });
    });
}

void CostsView::editRun(const QString& description, const std::function<void(gp::Plan&)>& change)
{
    // Checked before it reaches the plan: an impossible throughput is refused with its reason.
    const auto error = document_->modifyChecked(description, change);
    error_->setVisible(error.has_value());
    if (error) {
        error_->setText(*error);
        refresh();
    }
}

bool CostsView::showsServing() const
{
    return stack_->currentWidget() == serving_;
}

void CostsView::resetPrices()
{
    if (!document_->plan().priceOverrides.empty())
        document_->modify(tr("Reset prices"), [](gp::Plan& p) { gp::resetPrices(p); });
}

void CostsView::rememberPrices()
{
    settings::myPrices().set(
        QString::fromStdString(gp::priceOverridesToJson(document_->plan().priceOverrides).dump()));
}

bool CostsView::applyRememberedPrices()
{
    const QByteArray text = settings::myPrices().get().toUtf8();
    if (text.isEmpty())
        return false;
    try {
        const gp::PriceOverrides prices =
            gp::priceOverridesFromJson(gp::parseJson(std::string_view(text.constData(), std::size_t(text.size())),
                                                     "settings"));
        document_->modify(tr("Apply my prices"), [&](gp::Plan& p) { gp::applyPrices(p, prices); });
        error_->hide();
        return true;
    } catch (const gp::Error& e) {
        error_->setText(describeError(e));
        error_->show();
        return false;
    }
}

bool CostsView::importCatalog(const QString& path)
{
    return importCatalogFile(document_, path, error_);
}

void CostsView::openMfuCalculator()
{
    MfuDialog::editPlanMfu(document_, this);
}

QLabel* CostsView::recommendationLabel() const
{
    return search_->headline();
}

void CostsView::refresh()
{
    const gp::Plan& plan = document_->plan();
    kind_->setCurrentIndex(kind_->findData(static_cast<int>(plan.kind)));
    stack_->setCurrentWidget(plan.kind == gp::PlanKind::Inference ? static_cast<QWidget*>(serving_)
                                                                  : stack_->widget(0));
    const auto& ev = document_->evaluation();
    error_->setVisible(!ev);
    if (!ev) {
        error_->setText(document_->evaluationError());
        return;
    }
    const gp::Recommendation& sizing = ev->recommendation();
    model_->setEvaluation(plan, *ev, sizing);
    search_->refresh();
    spend_->refresh(plan, *ev);
    const gp::Catalog& catalog = ev->catalog();
    const gp::Accelerator* selected = ev->selectedAccelerator();

    {
        const QSignalBlocker a(parameters_), b(tokens_), c(accelerator_), d(precision_), e(measured_), f(throughput_),
            g(deadline_);
        deadline_->setValue(plan.training.deadline ? plan.training.deadline->inHours() / 24.0 : 0.0);
        parameters_->setValue(plan.training.parameters / 1e9);
        tokens_->setValue(plan.training.tokens / 1e9);
        accelerator_->clear();
        for (std::size_t i = 0; i < catalog.accelerators.size(); ++i) {
            const gp::Accelerator& acc = catalog.accelerators[i];
            QString name = QString::fromStdString(acc.name);
            if (ev->recommended(i))
                name += tr(" (the GPU walk's pick)");
            accelerator_->addItem(name, QString::fromStdString(acc.id));
        }
        if (selected)
            accelerator_->setCurrentIndex(accelerator_->findData(QString::fromStdString(selected->id)));
        precision_->setCurrentIndex(precision_->findData(static_cast<int>(plan.training.precision)));
        measured_->setChecked(plan.training.measuredTokensPerSecond.has_value());
        if (plan.training.measuredTokensPerSecond)
            throughput_->setValue(*plan.training.measuredTokensPerSecond);
        throughput_->setSuffix(tokensPerSecondSuffix(throughput_->value())); // set here too: the signal is blocked
        throughput_->setEnabled(measured_->isChecked());
    }

    const auto& estimates = ev->accelerators;
    charts_->show(catalog, estimates, ev->rankings.fastest, ev->rankings.cheapest);
    // The charts' column keeps the width their names need; the tables' column scrolls instead.
    chartsScroll_->setMinimumWidth(charts_->minimumSizeHint().width() +
                                   chartsScroll_->verticalScrollBar()->sizeHint().width() + 2);
    QString mfuText;
    if (const gp::CostEstimate* chosen = ev->selectedEstimate())
        mfuText = tr("MFU %1").arg(LayoutText::mfu(*chosen)); // with where it comes from
    if (const gp::ModelFamily* family = gp::assumedModelFamily(plan.training);
        family && !mfuText.isEmpty() && ev->selectedEstimate()->layout)
        mfuText += QStringLiteral(" · ") + tr("Shape assumed from %1")
                                               .arg(QString::fromUtf8(family->name.data(), qsizetype(family->name.size())));
    QString storage;
    if (const gp::CostEstimate* chosen = ev->selectedEstimate(); chosen && chosen->storageCost > 0)
        storage = QStringLiteral(" · ") + tr("checkpoint storage %1 included").arg(money(chosen->storageCost));
    const QString because = pricedBecause(*ev);
    summary_->setText((because.isEmpty() ? QString() : because + QLatin1Char('\n')) +
                      tr("%1 accelerators · C = 6 N D = %2 FLOPs · %3 · goodput from the workbench")
                          .arg(plan.goodput.nodes * plan.goodput.acceleratorsPerNode)
                          .arg(powerOfTen(ev->trainingFlops), mfuText) +
                      storage);

    provisioningModel_->setEvaluation(*ev);
}

} // namespace gpui
