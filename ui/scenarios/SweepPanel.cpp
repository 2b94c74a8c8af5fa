#include "scenarios/SweepPanel.h"

#include "presenters/ErrorText.h"
#include "common/FlowLayout.h"
#include "presenters/Format.h"
#include "common/ViewRefresh.h"
#include "document/PlanDocument.h"
#include "plan/PlanEdits.h"
#include "plan/ScenarioEdit.h"
#include "plan/Scenarios.h"
#include "scenarios/SweepChart.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>
#include <set>

namespace gpui {

InputSpec SweepPanel::specOf(const gp::SweepInput& input) const
{
    for (const InputSpec& spec : specs_)
        if (spec.range == input.range) // a length of time in the unit of the sweep's default end, on axis and bounds
            return spec.shownIn(gp::timeUnitFor(gp::Duration::hours(input.defaultTo)),
                                input.lo > 0 ? std::min(input.lo, input.defaultFrom) : input.defaultFrom);
    return specs_.front(); // not reached: every input of the range table has its spec (tst_scenariosview)
}

QString SweepPanel::inputLabel(const gp::SweepInput& input) const
{
    const InputSpec& spec = specOf(input);
    const QString unit = spec.suffix.trimmed();
    return unit.isEmpty() ? spec.label : tr("%1 (%2)", "an input and its unit").arg(spec.label, unit);
}

QString SweepPanel::valueText(const gp::SweepInput& input, double value) const
{
    const InputSpec& spec = specOf(input);
    return number(value * spec.perUnit, spec.decimals) + spec.suffix;
}

SweepPanel::SweepPanel(PlanDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , inputBox_(new QComboBox(this))
    , from_(new QDoubleSpinBox(this))
    , to_(new QDoubleSpinBox(this))
    , steps_(new QSpinBox(this))
    , status_(new QLabel(this))
    , table_(new QTableWidget(this))
    , chart_(new SweepChart(this))
    , keep_(new QPushButton(tr("Keep Selected as Scenarios"), this))
    , specs_(inputSpecs())
{
    setAccessibleName(tr("Sweep"));
    // The workbench sets the hot spares in a spin box of its own, not a slider of the list.
    specs_.append({gp::findInputRange("scheduling.hot_spares"), tr("Hot spares"), QString(), 1, 0, QString()});
    for (const gp::SweepInput& s : gp::sweepInputs())
        inputBox_->addItem(inputLabel(s), QString::fromStdString(s.id));
    inputBox_->setAccessibleName(tr("Input to vary"));
    from_->setAccessibleName(tr("From"));
    to_->setAccessibleName(tr("To"));
    steps_->setRange(2, 50);
    steps_->setValue(7);
    steps_->setAccessibleName(tr("Steps"));
    auto* runButton = new QPushButton(tr("Run Sweep"), this);
    keep_->setToolTip(tr("Adds each selected row as a scenario: the plan shown with the input at that value"));
    keep_->setEnabled(false);
    status_->setWordWrap(true);

    // The controls wrap onto a second row on a narrow window (long input names in German) rather than widening it;
    // each label stays with its field. The input box is as wide as a typical name: a longer one is elided.
    inputBox_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    inputBox_->setMinimumContentsLength(22);
    auto* controlRow = new QWidget(this);
    auto* controls = new FlowLayout(controlRow);
    controls->setContentsMargins(0, 0, 0, 0);
    controls->addWidget(keptTogether({new QLabel(tr("Vary"), this), inputBox_}, controlRow));
    controls->addWidget(keptTogether({new QLabel(tr("from"), this), from_, new QLabel(tr("to"), this), to_}, controlRow));
    controls->addWidget(keptTogether({new QLabel(tr("in"), this), steps_, new QLabel(tr("steps"), this)}, controlRow));
    controls->addWidget(runButton);

    const QStringList headers{tr("Value"), tr("ML Productivity Goodput"), tr("Scheduling goodput"),
                              tr("Runtime goodput"), tr("Wall days"), tr("Total cost"), tr("$ per productive h"),
                              tr("Deadline")};
    table_->setColumnCount(static_cast<int>(headers.size()));
    table_->setHorizontalHeaderLabels(headers);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->verticalHeader()->setVisible(false);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    table_->setTabKeyNavigation(false);
    table_->setAccessibleName(tr("Sweep outcome"));

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(table_);
    splitter->addWidget(chart_);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(status_, 1);
    bottom->addWidget(keep_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(controlRow);
    layout->addWidget(splitter, 1);
    layout->addLayout(bottom);

    connect(inputBox_, &QComboBox::currentIndexChanged, this, [this] { inputChanged(); });
    connect(inputBox_, &QComboBox::currentTextChanged, inputBox_, &QComboBox::setToolTip); // the name whole
    inputBox_->setToolTip(inputBox_->currentText());
    connect(runButton, &QPushButton::clicked, this, [this] { refresh(); });
    connect(table_, &QTableWidget::itemSelectionChanged, this,
            [this] { keep_->setEnabled(!table_->selectionModel()->selectedRows().isEmpty()); });
    connect(keep_, &QPushButton::clicked, this, [this] {
        std::vector<int> rows;
        for (const QModelIndex& i : table_->selectionModel()->selectedRows())
            rows.push_back(i.row());
        keepAsScenarios(rows);
    });
    inputChanged();
    // A sweep follows the plan shown: it runs when first seen and again when the plan changes.
    refresh_ = new ViewRefresh(this, document_, gp::PlanChange::all(), [this] { refresh(); });
    connect(document_, &PlanDocument::activeScenarioChanged, this, [this] { refresh_->invalidate(); });
}

const gp::SweepInput& SweepPanel::input() const
{
    return gp::sweepInput(inputBox_->currentData().toString().toStdString());
}

void SweepPanel::inputChanged()
{
    const gp::SweepInput& s = input();
    const InputSpec& spec = specOf(s);
    const double scale = spec.perUnit;
    for (QDoubleSpinBox* box : {from_, to_}) {
        box->setDecimals(spec.decimals);
        box->setRange(s.lo * scale, s.hi * scale);
        box->setSuffix(spec.suffix);
        box->setSingleStep(spec.decimals == 0 ? 1.0 : std::pow(10.0, 1 - spec.decimals));
    }
    from_->setValue(s.defaultFrom * scale);
    to_->setValue(s.defaultTo * scale);
}

std::optional<QString> SweepPanel::runSweep(const std::string& inputId, double from, double to, int steps)
{
    const int index = inputBox_->findData(QString::fromStdString(inputId));
    if (index < 0)
        return tr("Unknown input.");
    inputBox_->setCurrentIndex(index);
    const double scale = specOf(input()).perUnit;
    from_->setValue(from * scale);
    to_->setValue(to * scale);
    steps_->setValue(steps);
    refresh();
    return status_->property("error").toBool() ? std::optional<QString>(status_->text()) : std::nullopt;
}

void SweepPanel::refresh()
{
    const gp::SweepInput& s = input();
    const double scale = specOf(s).perUnit;
    const gp::Plan& plan = document_->plan();
    const auto& ev = document_->evaluation();
    status_->setProperty("error", false);
    try {
        const std::vector<double> values = gp::sweepValues(s, from_->value() / scale, to_->value() / scale, steps_->value());
        if (!ev)
            throw gp::Error(gp::ErrorCode::OutOfRange, "plan", "a valid plan");
        points_ = gp::sweep(*ev, s, values);
    } catch (const gp::Error& e) {
        points_.clear();
        status_->setText(describeError(e));
        status_->setProperty("error", true);
    }
    table_->setRowCount(static_cast<int>(points_.size()));
    table_->setHorizontalHeaderItem(0, new QTableWidgetItem(inputLabel(s)));
    const QString none = QStringLiteral("–");
    int invalid = 0;
    for (int r = 0; r < static_cast<int>(points_.size()); ++r) {
        const gp::SweepPoint& p = points_[static_cast<std::size_t>(r)];
        QStringList t{valueText(s, p.value)};
        if (p.outcome) {
            const gp::SweepOutcome& o = *p.outcome;
            const bool priced = std::isfinite(o.cost);
            t << percent(o.mlProductivity) << percent(o.scheduling) << percent(o.runtime)
              << (priced ? number(o.wallDays, 1) : none) << (priced ? money(o.cost) : none)
              << (priced ? money(o.costPerProductiveHour) : none)
              << (priced ? (o.meetsDeadline ? tr("✓ met") : tr("✗ missed")) : none);
        } else {
            ++invalid;
            t << (p.error ? describeError(*p.error) : none);
        }
        for (int c = 0; c < table_->columnCount(); ++c) {
            auto* item = new QTableWidgetItem(t.value(c));
            item->setTextAlignment((c == 0 || !p.outcome ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
            table_->setItem(r, c, item);
        }
        if (!p.outcome)
            table_->setSpan(r, 1, 1, table_->columnCount() - 1);
    }
    double planValue = NAN;
    try {
        planValue = gp::sweepValueOf(plan, s);
    } catch (const gp::Error&) {
    }
    chart_->show(s, inputLabel(s), scale, points_, planValue);
    if (!status_->property("error").toBool())
        status_->setText(
            (invalid ? tr("%n value(s) make the plan invalid and are left out of the chart. ", nullptr, invalid)
                     : QString()) +
            tr("Plan shown: %1 = %2. Select rows to keep them as scenarios.").arg(inputLabel(s), valueText(s, planValue)));
}

int SweepPanel::keepAsScenarios(const std::vector<int>& rows)
{
    const gp::SweepInput& s = input();
    const gp::Plan& stored = document_->storedPlan();
    const gp::Plan& shown = document_->plan();
    std::vector<gp::Scenario> added;
    gp::Plan named = stored; // the names taken so far, the points added among them
    for (int row : std::set<int>(rows.begin(), rows.end())) {
        if (row < 0 || row >= static_cast<int>(points_.size()) || !points_[static_cast<std::size_t>(row)].outcome)
            continue;
        const double value = points_[static_cast<std::size_t>(row)].value;
        const std::string name =
            gp::uniqueScenarioName(named, tr("%1 = %2").arg(inputLabel(s), valueText(s, value)).toStdString());
        try {
            added.push_back(gp::scenarioBetween(name, stored, gp::withSweepValue(shown, s, value)));
            named.scenarios.push_back(added.back());
        } catch (const gp::Error&) {
            // a value that makes the plan invalid has no outcome, so it is not offered
        }
    }
    // A plan holds at most gp::kMaxScenarios scenarios (docs/model.md section 19).
    const std::size_t room = gp::scenarioRoom(stored);
    if (added.size() > room) {
        added.resize(room);
        status_->setText(tr("A plan holds at most 50 scenarios: %n point(s) kept.", nullptr, static_cast<int>(room)));
    }
    if (added.empty())
        return 0;
    document_->modify(tr("Keep sweep points as scenarios"), [&](gp::Plan& p) { gp::addScenarios(p, added); });
    return static_cast<int>(added.size());
}

} // namespace gpui
