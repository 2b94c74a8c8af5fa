#include "scenarios/ScenariosView.h"

#include "common/ErrorText.h"
#include "common/Format.h"
#include "common/MessageBox.h"
#include "common/ViewRefresh.h"
#include "document/PlanDocument.h"
#include "goodput/MonteCarlo.h"
#include "io/Error.h"
#include "plan/Evaluate.h"
#include "plan/Scenarios.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <optional>

namespace gpui {
namespace {

enum Row { Mpg, Sg, Rg, Pg, Accelerator, WallDays, Cost, PerHour, Deadline, P5, P95, RowCount };

struct Figures {
    std::optional<gp::Evaluation> e;
    double p5 = NAN, p95 = NAN;
    QString error;
};

Figures figuresOf(const gp::Plan& stored, const std::string& name)
{
    Figures f;
    try {
        const gp::Plan p = gp::scenarioPlan(stored, name);
        f.e = gp::evaluate(p);
        // The risk: the Monte Carlo's spread of ML Productivity Goodput over 500 windows of the plan's seed.
        gp::SimulationOptions o;
        o.runs = 500;
        o.seed = p.simulation.seed;
        try {
            const gp::SimulationResult r = gp::simulate(f.e->parameters, o);
            f.p5 = r.mlProductivity.p5;
            f.p95 = r.mlProductivity.p95;
        } catch (const gp::Error&) {
            // beyond the simulation's budget: no spread shown
        }
    } catch (const gp::Error& e) {
        f.error = describeError(e);
    }
    return f;
}

} // namespace

ScenariosView::ScenariosView(PlanDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , table_(new QTableWidget(this))
    , reason_(new QLineEdit(this))
{
    setAccessibleName(tr("Scenarios compared"));
    table_->setRowCount(RowCount);
    table_->setVerticalHeaderLabels({tr("ML Productivity Goodput"), tr("Scheduling goodput"), tr("Runtime goodput"),
                                     tr("Program goodput (MFU)"), tr("Accelerator"), tr("Wall days"),
                                     tr("Total cost"), tr("$ per productive h"), tr("Deadline"),
                                     tr("Goodput, 5th percentile"), tr("Goodput, 95th percentile")});
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectColumns);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setTabKeyNavigation(false); // Tab leaves the table: the keyboard is never trapped in its cells
    table_->setAccessibleName(tr("Scenarios side by side"));
    reason_->setPlaceholderText(tr("Why the recommended option"));
    reason_->setAccessibleName(tr("Reason for the recommendation"));

    auto* add = new QPushButton(tr("New Scenario from Shown Plan…"), this);
    add->setToolTip(tr("Keeps the plan the views show now (the base or the active scenario) as a new option"));
    auto* rename = new QPushButton(tr("Rename…"), this);
    auto* remove = new QPushButton(tr("Delete"), this);
    auto* left = new QPushButton(tr("Move Left"), this);
    auto* right = new QPushButton(tr("Move Right"), this);
    auto* recommendButton = new QPushButton(tr("Recommend"), this);
    auto* show = new QPushButton(tr("Show in Every View"), this);
    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : {add, rename, remove, left, right, recommendButton, show})
        buttons->addWidget(b);
    buttons->addStretch(1);
    auto* reasonRow = new QHBoxLayout;
    reasonRow->addWidget(new QLabel(tr("Reason"), this));
    reasonRow->addWidget(reason_, 1);
    auto* note = new QLabel(tr("Cells that differ from the base are highlighted. ★ marks the recommended option. "
                               "Select a column to act on it."),
                            this);
    note->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(note);
    layout->addWidget(table_, 1);
    layout->addLayout(reasonRow);

    connect(add, &QPushButton::clicked, this, [this] {
        bool ok = false;
        const QString name = QInputDialog::getText(this, tr("New Scenario"), tr("Name"), QLineEdit::Normal,
                                                   tr("Scenario %1").arg(document_->storedPlan().scenarios.size() + 1),
                                                   &ok);
        if (ok)
            if (const auto error = addFromShown(name))
                plainMessage(this, QMessageBox::Warning, tr("New Scenario"), *error);
    });
    connect(rename, &QPushButton::clicked, this, [this] {
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
    connect(remove, &QPushButton::clicked, this, [this] { deleteScenario(selected()); });
    connect(left, &QPushButton::clicked, this, [this] { moveScenario(selected(), -1); });
    connect(right, &QPushButton::clicked, this, [this] { moveScenario(selected(), 1); });
    connect(recommendButton, &QPushButton::clicked, this, [this] { recommend(selected()); });
    connect(show, &QPushButton::clicked, this, [this] { document_->setActiveScenario(selected()); });
    connect(reason_, &QLineEdit::editingFinished, this, [this] {
        const std::string text = reason_->text().toStdString();
        document_->modify(tr("Change recommendation reason"), [&](gp::Plan& p) { p.recommendationReason = text; });
    });
    connect(document_, &PlanDocument::activeScenarioChanged, this, [this] { refresh(); });
    refresh_ = new ViewRefresh(this, document_, gp::PlanChange::all(), [this] { refresh(); });
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

std::optional<QString> ScenariosView::addFromShown(const QString& name)
{
    const std::string n = name.trimmed().toStdString();
    const gp::Plan& stored = document_->storedPlan();
    if (n.empty() || n.size() > 80 || gp::findScenario(stored, n))
        return tr("Scenario names are unique and not empty.");
    // The plan shown is valid, so a scenario of it is too.
    const std::string overrides = gp::overridesBetween(stored, document_->plan());
    document_->modify(tr("Add scenario"), [&](gp::Plan& p) { p.scenarios.push_back({n, overrides}); });
    return std::nullopt;
}

std::optional<QString> ScenariosView::renameScenario(const std::string& from, const QString& to)
{
    const std::string n = to.trimmed().toStdString();
    if (n == from)
        return std::nullopt;
    if (n.empty() || n.size() > 80 || gp::findScenario(document_->storedPlan(), n))
        return tr("Scenario names are unique and not empty.");
    const bool wasActive = document_->activeScenario() == from;
    document_->modify(tr("Rename scenario"), [&](gp::Plan& p) {
        for (gp::Scenario& s : p.scenarios)
            if (s.name == from)
                s.name = n;
        if (p.recommendedScenario == from)
            p.recommendedScenario = n;
    });
    if (wasActive)
        document_->setActiveScenario(n);
    return std::nullopt;
}

void ScenariosView::deleteScenario(const std::string& name)
{
    if (name.empty())
        return;
    document_->modify(tr("Delete scenario"), [&](gp::Plan& p) {
        p.scenarios.erase(std::remove_if(p.scenarios.begin(), p.scenarios.end(),
                                         [&](const gp::Scenario& s) { return s.name == name; }),
                          p.scenarios.end());
        if (p.recommendedScenario == name)
            p.recommendedScenario.clear();
    });
}

void ScenariosView::moveScenario(const std::string& name, int by)
{
    document_->modify(tr("Move scenario"), [&](gp::Plan& p) {
        auto& v = p.scenarios;
        const auto it = std::find_if(v.begin(), v.end(), [&](const gp::Scenario& s) { return s.name == name; });
        if (it == v.end())
            return;
        const auto i = it - v.begin();
        const auto j = std::clamp<std::ptrdiff_t>(i + by, 0, static_cast<std::ptrdiff_t>(v.size()) - 1);
        std::swap(v[static_cast<std::size_t>(i)], v[static_cast<std::size_t>(j)]);
    });
}

void ScenariosView::recommend(const std::string& name)
{
    document_->modify(tr("Recommend scenario"), [&](gp::Plan& p) { p.recommendedScenario = name; });
}

void ScenariosView::refresh()
{
    const gp::Plan& stored = document_->storedPlan();
    columns_ = {std::string()};
    for (const gp::Scenario& s : stored.scenarios)
        columns_.push_back(s.name);
    table_->setColumnCount(static_cast<int>(columns_.size()));
    std::vector<Figures> figures;
    figures.reserve(columns_.size());
    for (const std::string& name : columns_)
        figures.push_back(figuresOf(stored, name));
    auto texts = [](const Figures& f) {
        QStringList t;
        if (!f.e) {
            for (int r = 0; r < RowCount; ++r)
                t << (r == 0 ? f.error : QStringLiteral("–"));
            return t;
        }
        const gp::GoodputEvaluation& g = f.e->goodput;
        const gp::CostEstimate* c = f.e->selectedEstimate();
        const gp::Accelerator* a = f.e->selectedAccelerator();
        t << percent(g.mlProductivity) << percent(g.scheduling) << percent(g.runtime) << percent(g.program)
          << (a ? QString::fromStdString(a->name) : QStringLiteral("–"))
          << (c ? number(c->days, 1) : QStringLiteral("–")) << (c ? money(c->cost) : QStringLiteral("–"))
          << (c ? money(c->costPerProductiveHour) : QStringLiteral("–"))
          << (c ? (c->meetsDeadline ? tr("✓ met") : tr("✗ missed")) : QStringLiteral("–"))
          << (std::isfinite(f.p5) ? percent(f.p5) : QStringLiteral("–"))
          << (std::isfinite(f.p95) ? percent(f.p95) : QStringLiteral("–"));
        return t;
    };
    const QStringList base = texts(figures.front());
    const QColor highlight(255, 214, 0, 70);
    for (std::size_t c = 0; c < columns_.size(); ++c) {
        QString header = columns_[c].empty() ? tr("Base plan") : QString::fromStdString(columns_[c]);
        if (columns_[c] == stored.recommendedScenario)
            header = tr("★ %1").arg(header);
        if (columns_[c] == document_->activeScenario())
            header = tr("%1 (shown)").arg(header);
        table_->setHorizontalHeaderItem(static_cast<int>(c), new QTableWidgetItem(header));
        const QStringList t = texts(figures[c]);
        for (int r = 0; r < RowCount; ++r) {
            auto* item = new QTableWidgetItem(t.value(r));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (c > 0 && t.value(r) != base.value(r)) {
                item->setBackground(highlight);
                item->setToolTip(tr("Base plan: %1").arg(base.value(r)));
            }
            table_->setItem(r, static_cast<int>(c), item);
        }
    }
    if (!reason_->hasFocus())
        reason_->setText(QString::fromStdString(stored.recommendationReason));
}

} // namespace gpui
