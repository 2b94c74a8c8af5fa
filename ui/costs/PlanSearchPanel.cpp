#include "costs/PlanSearchPanel.h"

#include "presenters/Content.h"
#include "presenters/ErrorText.h"
#include "common/FlowLayout.h"
#include "presenters/SearchText.h"
#include "costs/PlanSearchDialog.h"
#include "deploy/ExportDeploymentDialog.h"
#include "plan/PlanEdits.h"
#include "document/PlanDocument.h"
#include "document/PlanSearch.h"
#include "search/ApplySearch.h"
#include "plan/Figures.h"
#include "plan/ScenarioEdit.h"
#include "plan/Scenarios.h"

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>

namespace gpui {

PlanSearchPanel::PlanSearchPanel(PlanDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , headline_(new QLabel(this))
    , details_(new QLabel(this))
    , done_(new QLabel(this))
    , progress_(new QProgressBar(this))
    , cancel_(new QPushButton(tr("Cancel"), this))
    , confidence_(new QSpinBox(this))
    , budget_(new QDoubleSpinBox(this))
    , apply_(new QPushButton(tr("Apply"), this))
    , scenario_(new QPushButton(tr("Add as Scenario"), this))
    , more_(new QPushButton(tr("Details…"), this))
    , deploy_(new QPushButton(tr("Export Deployment…"), this))
{
    setAccessibleName(tr("Find the plan"));
    for (QLabel* l : {headline_, details_, done_}) {
        l->setWordWrap(true);
        l->setTextFormat(Qt::PlainText);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    QFont bold = headline_->font();
    bold.setBold(true);
    headline_->setFont(bold);
    headline_->setAccessibleName(tr("Recommendation"));
    details_->setAccessibleName(tr("The recommendation's figures"));
    done_->setAccessibleName(tr("What was changed"));
    done_->setVisible(false);
    progress_->setRange(0, 100);
    progress_->setAccessibleName(tr("Search progress"));
    confidence_->setRange(50, 99);
    confidence_->setSuffix(tr(" %"));
    confidence_->setAccessibleName(tr("Confidence of meeting the deadline"));
    confidence_->setToolTip(tr("The probability of finishing by the deadline that the recommendation must reach, "
                               "from the Monte Carlo"));
    budget_->setRange(0, 1e12);
    budget_->setDecimals(0);
    budget_->setPrefix(QStringLiteral("$"));
    budget_->setSpecialValueText(tr("no budget"));
    budget_->setGroupSeparatorShown(true);
    budget_->setSingleStep(10000);
    budget_->setAccessibleName(tr("Budget"));
    budget_->setToolTip(tr("The most the run may cost; 0 for no budget"));
    for (QAbstractSpinBox* box : std::initializer_list<QAbstractSpinBox*>{confidence_, budget_}) {
        box->setKeyboardTracking(false);
        box->setFocusPolicy(Qt::StrongFocus);
    }
    apply_->setToolTip(tr("Set the plan's accelerator, count, provisioning, hot spares, checkpoint interval and fast "
                          "tier to the recommendation's (one undoable step)"));
    scenario_->setToolTip(tr("Keep the recommendation as a scenario beside the plan"));
    more_->setToolTip(tr("The front of cost against time, the cheapest options and why each other accelerator lost"));
    deploy_->setObjectName(QStringLiteral("exportDeploymentButton"));
    deploy_->setToolTip(tr("Write this recommendation, or one of the plan's options, as a SkyPilot task, a GKE JobSet "
                           "or a Slurm script"));

    auto* goal = new FlowLayout;
    goal->addWidget(keptTogether({new QLabel(tr("Confidence:"), this), confidence_}, this));
    goal->addWidget(keptTogether({new QLabel(tr("Budget:"), this), budget_}, this));
    goal->addWidget(progress_);
    goal->addWidget(cancel_);
    // The answer and its figures, what to do with it under them (rows that wrap in the narrowest pane instead of
    // widening it past its view), the goal and the search's progress last.
    auto* actions = new FlowLayout;
    for (QPushButton* b : {apply_, scenario_, more_, deploy_})
        actions->addWidget(b);
    progress_->setMaximumWidth(120);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(headline_);
    layout->addWidget(details_);
    layout->addLayout(actions);
    layout->addWidget(done_);
    layout->addLayout(goal);

    PlanSearch* search = document_->search();
    connect(search, &PlanSearch::started, this, [this] { showRunning(true); });
    connect(search, &PlanSearch::progressed, this,
            [this](double share) { progress_->setValue(static_cast<int>(std::lround(share * 100))); });
    connect(search, &PlanSearch::finished, this, &PlanSearchPanel::refresh);
    connect(search, &PlanSearch::failed, this, &PlanSearchPanel::refresh);
    connect(deploy_, &QPushButton::clicked, this, [this] {
        const QString done =
            ExportDeploymentDialog::run(document_, window(), ExportDeploymentDialog::Start::SearchRecommendation);
        if (!done.isEmpty())
            showApplied(done);
    });
    connect(cancel_, &QPushButton::clicked, this, [this] {
        document_->search()->cancel();
        showRunning(false);
        details_->setText(tr("The search was stopped. Change the goal or press Find to run it again."));
        more_->setText(tr("Find"));
    });
    connect(confidence_, &QSpinBox::valueChanged, this, [this](int value) {
        document_->modifyChecked(tr("Set the search's confidence"),
                                 [value](gp::Plan& p) { gp::setSearchConfidence(p, value / 100.0); });
    });
    connect(budget_, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        document_->modifyChecked(tr("Set the search's budget"),
                                 [value](gp::Plan& p) { gp::setSearchBudget(p, value); });
    });
    connect(apply_, &QPushButton::clicked, this, [this] {
        if (const gp::OptimizeResult* r = document_->search()->result(); r && r->recommended)
            showApplied(apply(document_, *r->recommended));
    });
    connect(scenario_, &QPushButton::clicked, this, [this] {
        if (const gp::OptimizeResult* r = document_->search()->result(); r && r->recommended)
            addScenario(document_, *r->recommended);
    });
    connect(more_, &QPushButton::clicked, this, [this] {
        if (!document_->search()->result()) {
            document_->search()->request(true);
            return;
        }
        showDetails();
    });
    showRunning(false);
}

void PlanSearchPanel::showRunning(bool running)
{
    progress_->setVisible(running);
    cancel_->setVisible(running);
    if (running) {
        progress_->setValue(0);
        headline_->setText(SearchText::pending());
    }
}

void PlanSearchPanel::refresh()
{
    const gp::Plan& plan = document_->plan();
    {
        const QSignalBlocker a(confidence_), b(budget_);
        confidence_->setValue(static_cast<int>(std::lround(plan.training.search.confidence * 100)));
        budget_->setValue(plan.training.search.budget.value_or(0));
    }
    PlanSearch* search = document_->search();
    const gp::OptimizeResult* r = search->result();
    const auto& ev = document_->evaluation();
    showRunning(search->isRunning());
    // What Apply or an export did stays said until the plan changes again (an undo included).
    done_->setVisible(!done_->text().isEmpty() && document_->undoStack()->index() == doneAt_);
    more_->setText(tr("Details…"));
    apply_->setEnabled(r && r->recommended && r->recommended->scenario.empty() &&
                       !(r->yours && r->recommended->config == r->yours->config));
    scenario_->setEnabled(r && r->recommended);
    more_->setEnabled(true);
    if (!ev)
        return;
    if (!search->error().isEmpty()) {
        headline_->setText(tr("The search cannot run"));
        details_->setText(search->error());
        return;
    }
    if (!r) {
        headline_->setText(SearchText::pending());
        details_->setText(tr("Your plan is priced below while the search runs."));
        search->request();
        return;
    }
    if (r->recommended) {
        headline_->setText(tr("Recommended: %1").arg(SearchText::configuration(ev->catalog(), *r->recommended)));
        QStringList lines{SearchText::figures(*r->recommended) + QStringLiteral(" · ") +
                          SearchText::settings(*r->recommended)};
        if (r->yours && r->yours->config == r->recommended->config)
            lines << tr("Your plan is the recommendation.");
        else
            lines << SearchText::yourPlan(ev->catalog(), *r);
        lines << SearchText::walkDiffers(*ev, *r);
        lines.removeAll(QString());
        details_->setText(lines.join(QLatin1Char('\n')));
    } else {
        headline_->setText(tr("Nothing meets the goal"));
        QStringList lines{SearchText::reason(*r), SearchText::yourPlan(ev->catalog(), *r)};
        lines.removeAll(QString());
        details_->setText(lines.join(QLatin1Char('\n')));
    }
    if (dialog_ && dialog_->isVisible())
        dialog_->show(*r, *ev);
}

void PlanSearchPanel::showDetails()
{
    const gp::OptimizeResult* r = document_->search()->result();
    const auto& ev = document_->evaluation();
    if (!r || !ev)
        return;
    if (!dialog_) {
        dialog_ = new PlanSearchDialog(this);
        connect(dialog_, &PlanSearchDialog::applyRequested, this,
                [this](const gp::Candidate& c) { showApplied(apply(document_, c)); });
        connect(dialog_, &PlanSearchDialog::scenarioRequested, this,
                [this](const gp::Candidate& c) { addScenario(document_, c); });
    }
    dialog_->show(*r, *ev);
    dialog_->open();
}

void PlanSearchPanel::showApplied(const QString& done)
{
    // Under the buttons, wrapped: the status bar's one line cut it at 1024 px ("The plan's recomm").
    done_->setText(done);
    doneAt_ = document_->undoStack()->index();
    done_->setVisible(!done.isEmpty());
}

QString PlanSearchPanel::apply(PlanDocument* document, const gp::Candidate& c)
{
    if (!document->activeScenario().empty()) {
        addScenario(document, c);
        return tr("Added the search's configuration as a scenario: the scenario shown keeps what its name says.");
    }
    gp::AppliedSearch applied;
    try {
        applied = gp::applySearchResult(document->plan(), c);
    } catch (const gp::Error& e) {
        return describeError(e);
    }
    document->replace(tr("Apply the search's configuration"), applied.plan);
    QString done = tr("Applied the search's configuration to the base plan.");
    if (!applied.rebased.empty())
        done += QLatin1Char(' ') + tr("%n scenario(s) re-based to keep what they set.", nullptr,
                                      static_cast<int>(applied.rebased.size()));
    if (applied.recommendationCleared)
        done += QLatin1Char(' ') + tr("The plan's recommendation, written about the old base, was cleared.");
    return done;
}

void PlanSearchPanel::addScenario(PlanDocument* document, const gp::Candidate& c)
{
    const gp::Plan& stored = document->storedPlan();
    if (stored.scenarios.size() >= gp::kMaxScenarios)
        return;
    const auto& ev = document->evaluation();
    const QString base = ev ? SearchText::configuration(ev->catalog(), c) : QString::fromStdString(c.config.accelerator);
    const std::string name = gp::uniqueScenarioName(stored, base.toStdString());
    // The configuration applied to the plan the search ran on: the base, or the scenario shown.
    const gp::Scenario scenario = gp::scenarioBetween(name, stored, gp::applyCandidate(document->plan(), c));
    document->modify(tr("Add the search's configuration as a scenario"),
                     [&scenario](gp::Plan& p) { gp::addScenario(p, scenario); });
}

} // namespace gpui
