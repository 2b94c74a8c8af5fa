#include "scenarios/ScenariosView.h"

#include "search/RecommendationCheck.h"

#include "presenters/ErrorText.h"
#include "presenters/Format.h"
#include "common/MessageBox.h"
#include "common/ViewRefresh.h"
#include "plan/PlanEdits.h"
#include "document/PlanDocument.h"
#include "document/PlanSearch.h"
#include "costs/PlanSearchPanel.h"
#include "presenters/SearchText.h"
#include "io/Error.h"
#include "plan/Evaluate.h"
#include "search/RecommendationCheck.h"
#include "plan/ScenarioCompare.h"
#include "plan/ScenarioEdit.h"
#include "plan/Scenarios.h"
#include "scenarios/ScenarioCharts.h"
#include "scenarios/ScenarioRows.h"
#include "scenarios/SweepPanel.h"
#include "common/WrappingLineEdit.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>

namespace gpui {

ScenariosView::ScenariosView(PlanDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , table_(new QTableWidget(this))
    , reason_(new WrappingLineEdit(this))
    , tabs_(new QTabWidget(this))
    , costChart_(new ScenarioCostChart(this))
    , distributionChart_(new ScenarioDistributionChart(this))
    , sweep_(new SweepPanel(document, this))
{
    setAccessibleName(tr("Scenarios compared"));
    table_->setRowCount(ScenarioRows::Count);
    table_->setVerticalHeaderLabels(ScenarioRows::labels());
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectColumns);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 10); // compact rows: the charts fit below
    table_->setTabKeyNavigation(false); // Tab leaves the table: the keyboard is never trapped in its cells
    table_->setAccessibleName(tr("Scenarios side by side"));
    reason_->setPlaceholderText(tr("Why the recommended option"));
    reason_->setAccessibleName(tr("Reason for the recommendation"));

    // The actions on the selected option, in a tool bar: on a narrow window the ones that do not fit move into
    // its extension menu rather than widening the window.
    auto* actions = new QToolBar(this);
    actions->setToolButtonStyle(Qt::ToolButtonTextOnly);
    actions->setAccessibleName(tr("Scenario actions"));
    QAction* add = actions->addAction(tr("New Scenario from Shown Plan…"));
    add->setToolTip(tr("Keeps the plan the views show now (the base or the active scenario) as a new option"));
    QAction* duplicate = actions->addAction(tr("Duplicate"));
    duplicate->setToolTip(tr("Adds a copy of the selected option, to change one input of it"));
    QAction* rename = actions->addAction(tr("Rename…"));
    QAction* remove = actions->addAction(tr("Delete"));
    actions->addSeparator();
    QAction* left = actions->addAction(tr("Move Left"));
    QAction* right = actions->addAction(tr("Move Right"));
    actions->addSeparator();
    QAction* recommendButton = actions->addAction(tr("Recommend"));
    QAction* show = actions->addAction(tr("Show in Every View"));
    auto* reasonRow = new QHBoxLayout;
    reasonRow->addWidget(new QLabel(tr("Reason"), this), 0, Qt::AlignTop);
    reasonRow->addWidget(reason_, 1);
    QHBoxLayout* searchRow = buildSearchRow();
    auto* note = new QLabel(tr("Cells that differ from the base are highlighted. ★ marks the recommended option. "
                               "Select a column to act on it."),
                            this);
    note->setWordWrap(true);
    // Compare: the table at the height of its rows above the charts of cost and days and of the goodput
    // distributions, side by side; on a short screen the page scrolls rather than squeezing the charts.
    auto* charts = new QSplitter(Qt::Horizontal, this);
    charts->addWidget(costChart_);
    charts->addWidget(distributionChart_);
    charts->setChildrenCollapsible(false);
    charts->setMinimumHeight(360);
    auto* content = new QWidget(this);
    auto* contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addLayout(searchRow);
    contentLayout->addWidget(note);
    contentLayout->addWidget(table_);
    contentLayout->addWidget(charts, 1);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* compare = new QWidget(this);
    auto* compareLayout = new QVBoxLayout(compare);
    compareLayout->addWidget(scroll, 1);
    compareLayout->addLayout(reasonRow);
    tabs_->addTab(compare, tr("Compare"));
    tabs_->addTab(sweep_, tr("Sweep"));
    tabs_->setDocumentMode(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(actions);
    layout->addWidget(tabs_, 1);

    connect(add, &QAction::triggered, this, [this] {
        bool ok = false;
        const QString name = QInputDialog::getText(this, tr("New Scenario"), tr("Name"), QLineEdit::Normal,
                                                   tr("Scenario %1").arg(document_->storedPlan().scenarios.size() + 1),
                                                   &ok);
        if (ok)
            if (const auto error = addFromShown(name))
                plainMessage(this, QMessageBox::Warning, tr("New Scenario"), *error);
    });
    connect(rename, &QAction::triggered, this, [this] {
        const std::string from = selected();
        if (from.empty())
            return;
        bool ok = false;
        const QString to = QInputDialog::getText(this, tr("Rename Scenario"), tr("Name"), QLineEdit::Normal,
                                                 QString::fromStdString(from), &ok);
        if (ok)
            if (const auto error = renameScenario(from, to))
                plainMessage(this, QMessageBox::Warning, tr("Rename Scenario"), *error);
    });
    connect(duplicate, &QAction::triggered, this, [this] { duplicateScenario(selected()); });
    connect(remove, &QAction::triggered, this, [this] { deleteScenario(selected()); });
    connect(left, &QAction::triggered, this, [this] { moveScenario(selected(), -1); });
    connect(right, &QAction::triggered, this, [this] { moveScenario(selected(), 1); });
    connect(recommendButton, &QAction::triggered, this, [this] { recommend(selected()); });
    connect(show, &QAction::triggered, this, [this] { document_->setActiveScenario(selected()); });
    connect(reason_, &WrappingLineEdit::editingFinished, this, [this] {
        const std::string text = reason_->text().toStdString();
        document_->modify(tr("Change recommendation reason"),
                          [&](gp::Plan& p) { gp::setRecommendationReason(p, text); });
    });
    connect(document_, &PlanDocument::activeScenarioChanged, this, [this] { refresh(); });
    refresh_ = new ViewRefresh(this, document_, gp::PlanChange::all(), [this] { refresh(); });
}

QHBoxLayout* ScenariosView::buildSearchRow()
{
    search_ = new QLabel(this);
    search_->setWordWrap(true);
    search_->setTextFormat(Qt::PlainText);
    search_->setAccessibleName(tr("The plan search's recommendation"));
    keepSearch_ = new QPushButton(tr("Add as Scenario"), this);
    keepSearch_->setToolTip(tr("Keep the plan search's recommendation as an option beside these"));
    auto* searchRow = new QHBoxLayout;
    searchRow->addWidget(search_, 1);
    searchRow->addWidget(keepSearch_);
    connect(keepSearch_, &QPushButton::clicked, this, [this] {
        if (const gp::OptimizeResult* r = document_->search()->result(); r && r->recommended)
            PlanSearchPanel::addScenario(document_, *r->recommended);
    });
    connect(document_->search(), &PlanSearch::finished, this, [this] { refresh_->invalidate(); });
    return searchRow;
}

std::string ScenariosView::scenarioAt(int column) const
{
    return column >= 0 && column < static_cast<int>(columns_.size()) ? columns_[static_cast<std::size_t>(column)]
                                                                      : std::string();
}

std::string ScenariosView::selected() const
{
    const QList<QTableWidgetSelectionRange> ranges = table_->selectedRanges();
    return ranges.isEmpty() ? scenarioAt(table_->currentColumn()) : scenarioAt(ranges.first().leftColumn());
}

namespace {

// Why a name cannot be a scenario's, in the user's words.
QString nameProblemText(gp::ScenarioNameProblem problem)
{
    switch (problem) {
    case gp::ScenarioNameProblem::Empty: return ScenariosView::tr("A scenario needs a name.");
    case gp::ScenarioNameProblem::TooLong: return ScenariosView::tr("A scenario's name has at most 80 characters.");
    case gp::ScenarioNameProblem::Unsafe: return ScenariosView::tr("A scenario's name is one line of plain text.");
    case gp::ScenarioNameProblem::Taken: return ScenariosView::tr("Another scenario has this name.");
    case gp::ScenarioNameProblem::Fine: break;
    }
    return {};
}

} // namespace

std::optional<QString> ScenariosView::addFromShown(const QString& name)
{
    const std::string n = name.trimmed().toStdString();
    const gp::Plan& stored = document_->storedPlan();
    if (stored.scenarios.size() >= gp::kMaxScenarios)
        return tr("A plan holds at most 50 scenarios.");
    if (const auto problem = gp::scenarioNameProblem(stored, n); problem != gp::ScenarioNameProblem::Fine)
        return nameProblemText(problem);
    // The plan shown is valid, so a scenario of it is too.
    const gp::Scenario scenario = gp::scenarioBetween(n, stored, document_->plan());
    document_->modify(tr("Add scenario"), [&](gp::Plan& p) { gp::addScenario(p, scenario); });
    return std::nullopt;
}

std::string ScenariosView::duplicateScenario(const std::string& name)
{
    const gp::Plan& stored = document_->storedPlan();
    if (stored.scenarios.size() >= gp::kMaxScenarios || (!name.empty() && !gp::findScenario(stored, name)))
        return {};
    const std::string wanted = tr("Copy of %1").arg(ScenarioRows::name(name)).toStdString();
    std::string copy;
    document_->modify(tr("Duplicate scenario"), [&](gp::Plan& p) { copy = gp::duplicateScenario(p, name, wanted); });
    return copy;
}

std::optional<QString> ScenariosView::renameScenario(const std::string& from, const QString& to)
{
    const std::string n = to.trimmed().toStdString();
    if (n == from)
        return std::nullopt;
    if (const auto problem = gp::scenarioNameProblem(document_->storedPlan(), n, from);
        problem != gp::ScenarioNameProblem::Fine)
        return nameProblemText(problem);
    const bool wasActive = document_->activeScenario() == from;
    document_->modify(tr("Rename scenario"), [&](gp::Plan& p) { gp::renameScenario(p, from, n); });
    if (wasActive)
        document_->setActiveScenario(n);
    return std::nullopt;
}

void ScenariosView::deleteScenario(const std::string& name)
{
    if (name.empty())
        return;
    document_->modify(tr("Delete scenario"), [&](gp::Plan& p) { gp::deleteScenario(p, name); });
}

void ScenariosView::moveScenario(const std::string& name, int by)
{
    document_->modify(tr("Move scenario"), [&](gp::Plan& p) { gp::moveScenario(p, name, by); });
}

void ScenariosView::recommend(const std::string& name)
{
    document_->modify(tr("Recommend scenario"), [&](gp::Plan& p) { gp::recommendScenario(p, name); });
}

void ScenariosView::refresh()
{
    const gp::Plan& stored = document_->storedPlan();
    columns_ = {std::string()};
    for (const gp::Scenario& s : stored.scenarios)
        columns_.push_back(s.name);
    table_->setColumnCount(static_cast<int>(columns_.size()));
    const auto& ev = document_->evaluation();
    static const std::vector<gp::ScenarioFigures> kNone;
    const std::vector<gp::ScenarioFigures>& figures = ev ? ev->scenarios() : kNone;
    if (figures.empty())
        return; // an invalid plan: the document says why
    // The plan search of the plan shown: the recommendation the overview and the Costs view give.
    document_->search()->request();
    const gp::OptimizeResult* search = document_->search()->result();
    keepSearch_->setEnabled(search && search->recommended);
    if (!search)
        search_->setText(SearchText::pending());
    else if (search->recommended)
        search_->setText(tr("The plan search recommends %1: %2.")
                             .arg(SearchText::configuration(ev->catalog(), *search->recommended),
                                  SearchText::figures(*search->recommended)));
    else
        search_->setText(SearchText::reason(*search));
    // The star follows the figures; a recorded reason they no longer bear out is flagged (the proposal leaves it out).
    const gp::RecommendationCheck check = gp::checkRecommendation(stored, figures, search);
    const std::string starred = check.figuresPick.value_or(stored.recommendedScenario);
    if (!check.reasonStands() && !stored.recommendationReason.empty())
        search_->setText(search_->text() + QLatin1Char(' ') +
                         tr("⚠ The reason recorded for %1 no longer matches the figures: the proposal leaves it out.")
                             .arg(ScenarioRows::name(stored.recommendedScenario)));
    const QStringList base = ScenarioRows::texts(figures.front());
    const QColor highlight(255, 214, 0, 70);
    for (std::size_t c = 0; c < columns_.size(); ++c) {
        QString header = ScenarioRows::name(columns_[c]);
        if (columns_[c] == starred)
            header = tr("★ %1").arg(header);
        if (columns_[c] == document_->activeScenario())
            header = tr("%1 (shown)").arg(header);
        table_->setHorizontalHeaderItem(static_cast<int>(c), new QTableWidgetItem(header));
        const QStringList t = ScenarioRows::texts(figures[c]);
        for (int r = 0; r < ScenarioRows::Count; ++r) {
            auto* item = new QTableWidgetItem(t.value(r));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (c > 0 && t.value(r) != base.value(r)) {
                item->setBackground(highlight);
                item->setToolTip(tr("Base plan: %1").arg(base.value(r)));
            }
            table_->setItem(r, static_cast<int>(c), item);
        }
    }
    // The table as tall as its rows, the charts taking the rest.
    const int tableHeight = table_->horizontalHeader()->height() + table_->verticalHeader()->length() +
                            2 * table_->frameWidth() + table_->horizontalScrollBar()->sizeHint().height();
    table_->setFixedHeight(tableHeight);
    costChart_->show(figures, figures.front().evaluation ? figures.front().evaluation->deadlineDays : 0.0);
    distributionChart_->show(figures);
    if (!reason_->hasFocus())
        reason_->setText(QString::fromStdString(stored.recommendationReason)); // wrapped, read from its start
}

} // namespace gpui
