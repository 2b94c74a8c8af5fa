#include "document/PlanDocument.h"
#include "document/PlanSearch.h"

#include "plan/Figures.h"
#include "search/Optimize.h"
#include "plan/ScenarioCompare.h"
#include "plan/Scenarios.h"

#include "presenters/ErrorText.h"
#include "document/PlanCommands.h"
#include "io/Error.h"
#include "plan/PlanEdits.h"
#include "plan/PlanJson.h"
#include "plan/Pricing.h"
#include "plan/Validate.h"

#include <QFile>
#include <QFileInfo>
#include <QUndoStack>

namespace gpui {

PlanDocument::PlanDocument(QObject* parent)
    : PlanDocument(gp::Plan{}, parent)
{
}

PlanDocument::PlanDocument(const gp::Plan& plan, QObject* parent)
    : PlanDocument(plan, gp::GraphLibrary::builtin(), parent)
{
}

PlanDocument::PlanDocument(const gp::Plan& plan, gp::GraphLibrary graphs, QObject* parent)
    : QObject(parent)
    , graphs_(std::move(graphs))
    , shown_(std::make_shared<const gp::Plan>(plan))
    , stored_(shown_)
    , undoStack_(new QUndoStack(this))
    , search_(new PlanSearch(this))
{
    reevaluate();
}

PlanDocument::~PlanDocument() = default;

void PlanDocument::setGraphs(gp::GraphLibrary graphs)
{
    graphs_ = std::move(graphs);
    proposal_.reset();
    // Only the walks' figures read the graphs: the rest of the evaluation is kept as after an edit of a walk.
    reevaluate(evaluation_.has_value(), gp::PlanPart::Walks);
    emit graphsChanged();
    emit changed(gp::PlanPart::Walks);
}

QString PlanDocument::displayName() const
{
    // A plan with no file goes by its own title (the example's, a preset's, one typed), "Untitled plan" without one.
    if (filePath_.isEmpty())
        return storedPlan().title.empty() ? tr("Untitled plan") : QString::fromStdString(storedPlan().title);
    return QFileInfo(filePath_).fileName();
}

std::shared_ptr<const gp::Plan> PlanDocument::effectiveOf(const std::shared_ptr<const gp::Plan>& stored)
{
    if (active_.empty())
        return stored;
    try {
        return std::make_shared<const gp::Plan>(gp::scenarioPlan(*stored, active_));
    } catch (const gp::Error&) {
        active_.clear(); // the scenario is gone (deleted, renamed, undone): back to the base
        return stored;
    }
}

// An edit of the shown plan, kept where it belongs: on the base, or, while a scenario is active, its inputs as the
// scenario's overrides and everything else (texts, walks, the list of scenarios) on the base.
gp::Plan PlanDocument::foldBack(const gp::Plan& edited) const
{
    gp::Plan out = edited;
    out.goodput = stored_->goodput;
    out.training = stored_->training;
    out.priceOverrides = stored_->priceOverrides;
    out.customAccelerators = stored_->customAccelerators;
    out.provisioningProfiles = stored_->provisioningProfiles;
    for (gp::Scenario& s : out.scenarios)
        if (s.name == active_)
            gp::refoldScenario(s, out, *shown_, edited);
    return out;
}

void PlanDocument::setActiveScenario(const std::string& name)
{
    if (name == active_ || (!name.empty() && !gp::findScenario(*stored_, name)))
        return;
    const std::shared_ptr<const gp::Plan> before = shown_;
    active_ = name;
    shown_ = effectiveOf(stored_);
    const gp::PlanChange change = gp::diff(*before, *shown_) | gp::PlanPart::Engagement;
    reevaluate(false, change);
    emit activeScenarioChanged();
    emit changed(change);
}

void PlanDocument::reset(const gp::Plan& plan, const QString& filePath)
{
    stored_ = std::make_shared<const gp::Plan>(plan);
    active_.clear();
    shown_ = stored_;
    filePath_ = filePath;
    undoStack_->clear();
    evaluation_.reset(); // a new plan keeps nothing of the old one's figures
    reevaluate();
    emit fileChanged();
    emit changed(gp::PlanChange::all());
}

void PlanDocument::push(const QString& description, gp::Plan edited, bool validated, const QString& mergeKey)
{
    const gp::PlanChange change = gp::diff(*shown_, edited);
    PlanState before{stored_, shown_, active_, evaluation_.has_value()};
    PlanState after;
    after.scenario = active_;
    after.validated = validated;
    if (active_.empty()) {
        after.stored = std::make_shared<const gp::Plan>(std::move(edited));
        after.shown = after.stored; // the base is the plan shown: applyState() takes it without a second diff
    } else {
        after.stored = std::make_shared<const gp::Plan>(foldBack(edited));
        after.shown = std::make_shared<const gp::Plan>(std::move(edited));
    }
    undoStack_->push(new ChangePlanCommand(this, description, std::move(before), std::move(after), change,
                                           mergeKey.isEmpty() ? MergeId::None : MergeId::Edit, mergeKey));
}

void PlanDocument::modify(const QString& description, const std::function<void(gp::Plan&)>& change,
                          const QString& mergeKey)
{
    gp::Plan after = *shown_;
    change(after);
    if (after == *shown_)
        return; // nothing to undo
    push(description, std::move(after), false, mergeKey);
}

void PlanDocument::replace(const QString& description, const gp::Plan& plan)
{
    if (plan == *shown_)
        return; // nothing to undo
    push(description, plan, false, {});
}

std::optional<QString> PlanDocument::modifyChecked(const QString& description,
                                                   const std::function<void(gp::Plan&)>& change,
                                                   const QString& mergeKey)
{
    gp::Plan trial = *shown_;
    change(trial);
    if (trial == *shown_)
        return std::nullopt;
    try {
        gp::validate(trial);
    } catch (const gp::Error& e) {
        return describeError(e);
    }
    push(description, std::move(trial), true, mergeKey);
    return std::nullopt;
}

void PlanDocument::setWalk(const std::string& graphId, const std::vector<std::string>& answers,
                           const QString& description, const std::vector<std::size_t>& fromPlan)
{
    const auto marked = shown_->answeredFromPlan.find(graphId);
    const std::vector<std::size_t> before =
        marked == shown_->answeredFromPlan.end() ? std::vector<std::size_t>{} : marked->second;
    if (walk(graphId) == answers && before == fromPlan)
        return;
    // The GPU walk's first answer says whether the plan is for training or for serving: one undoable step. Walking
    // the GPU tree keeps the accelerator priced (gp::keepPricedAccelerator); useWalkAnswer() moves it.
    const gp::Accelerator* priced = evaluation() && graphId == gp::kGpuSelectionGraph ? evaluation()->selectedAccelerator()
                                                                                : nullptr;
    const std::string pricedId = priced ? priced->id : std::string();
    // A pack's graph: the pack and version the walk was made with, so a plan opened without it says so.
    const std::optional<gp::GraphOrigin> origin = graphs_.origin(graphId);
    modify(description,
           [&](gp::Plan& p) { gp::setWalkAnswers(p, graphId, answers, fromPlan, origin, pricedId); });
}

void PlanDocument::useWalkAnswer(const std::string& acceleratorId)
{
    modify(tr("Use the walk's answer for the plan"), [&](gp::Plan& p) { gp::chooseAccelerator(p, acceleratorId); });
}

void PlanDocument::setWalk(const gp::Walk& walk, const QString& description)
{
    setWalk(walk.graph().id, walk.answers(), description, gp::stepsFromPlan(walk));
}

gp::Walk PlanDocument::walkThrough(const gp::Graph& graph) const
{
    gp::Walk w(graph);
    try {
        w.replay(walk(graph.id));
    } catch (const gp::Error&) {
        w.restart(); // answers that no longer fit (cannot come from a loaded plan, which cuts them back)
    }
    gp::markAnsweredFromPlan(w, *shown_);
    return w;
}

void PlanDocument::setInputs(const gp::GoodputInputs& inputs, const QString& description, const QString& mergeKey)
{
    modify(description, [&](gp::Plan& p) { gp::setGoodputInputs(p, inputs); }, mergeKey);
}

std::vector<std::string> PlanDocument::walk(const std::string& graphId) const
{
    const auto it = shown_->walks.find(graphId);
    return it == shown_->walks.end() ? std::vector<std::string>{} : it->second;
}

void PlanDocument::applyState(const PlanState& state, gp::PlanChange change)
{
    stored_ = state.stored;
    const std::string wasActive = active_;
    bool validated = state.validated;
    if (state.shown && state.scenario == active_) {
        shown_ = state.shown; // the plan as the edit made it (the base, or the scenario's): no second diff
    } else {
        std::shared_ptr<const gp::Plan> shown = effectiveOf(stored_);
        // A scenario's overrides changed the shown plan's inputs although the stored base's did not.
        change |= gp::diff(*shown_, *shown);
        validated = validated && !state.shown && active_.empty();
        shown_ = std::move(shown);
    }
    if (change.touches(gp::PlanChange::evaluationInputs()) || !evaluation_)
        reevaluate(validated, change);
    else
        rebase(change);
    if (active_ != wasActive)
        emit activeScenarioChanged();
    emit changed(change);
}

void PlanDocument::saved(const QString& path)
{
    filePath_ = path;
    undoStack_->setClean();
    emit fileChanged(); // the title follows the new name
}

bool PlanDocument::isModified() const
{
    return !undoStack_->isClean();
}

gp::Plan PlanDocument::examplePlan()
{
    QFile file(QStringLiteral(":/plans/example.gpplan"));
    if (!file.open(QIODevice::ReadOnly))
        return gp::Plan{};
    const QByteArray data = file.readAll();
    try {
        return gp::planFromText(std::string_view(data.constData(), static_cast<size_t>(data.size())),
                                "example.gpplan");
    } catch (const gp::Error&) {
        return gp::Plan{}; // the resource is checked by a test; defaults are a safe fallback
    }
}

std::optional<gp::Evaluation> PlanDocument::proposalEvaluation()
{
    const std::string& recommended = stored_->recommendedScenario;
    // The shown option is the recommended one: both the base (no scenario has a blank name), or the same scenario.
    if (evaluation_ && gp::findScenario(*stored_, active_) == gp::findScenario(*stored_, recommended))
        return evaluation_;
    if (proposal_ && proposal_->options == stored_)
        return proposal_;
    try {
        proposal_ = gp::evaluateRecommended(*stored_, graphs_);
        // Its scenarios are those of the stored plan the document holds, so that the comparison is kept with it.
        proposal_->options = stored_;
    } catch (const gp::Error& e) {
        evaluationError_ = describeError(e);
        return std::nullopt;
    }
    return proposal_;
}

gp::Evaluation PlanDocument::optionEvaluation(const std::string& scenario)
{
    const gp::Scenario* option = gp::findScenario(*stored_, scenario);
    if (!scenario.empty() && !option)
        gp::scenarioPlan(*stored_, scenario); // throws: the error names the scenarios there are
    if (evaluation_ && gp::findScenario(*stored_, active_) == option)
        return *evaluation_;
    if (gp::findScenario(*stored_, stored_->recommendedScenario) == option)
        if (const std::optional<gp::Evaluation> recommended = proposalEvaluation())
            return *recommended;
    return gp::evaluate(gp::scenarioPlan(*stored_, scenario), graphs_);
}

gp::Evaluation PlanDocument::candidateEvaluation(const gp::Candidate& candidate) const
{
    return gp::evaluate(gp::applyCandidate(*shown_, candidate), graphs_);
}

// An edit that changes no figure of the evaluation (a text, a walk of another graph, the list of scenarios): the
// evaluation stays, of the new plan; only the scenario comparison goes when the scenarios changed.
void PlanDocument::rebase(gp::PlanChange change)
{
    gp::Evaluation& e = *evaluation_;
    const bool sameScenarios = e.options && e.options->scenarios == stored_->scenarios;
    e.plan = shown_;
    e.options = stored_;
    if (!sameScenarios) {
        auto cache = std::make_shared<gp::FigureCache>();
        cache->takeOver(*e.cache, change, false, false);
        e.cache = std::move(cache);
    }
}

void PlanDocument::reevaluate(bool validated, gp::PlanChange change)
{
    try {
        const gp::ValidPlan plan = validated ? gp::ValidPlan::trusted(shown_) : gp::ValidPlan::check(shown_);
        const gp::Reuse reuse{evaluation_ ? &*evaluation_ : nullptr, change};
        evaluation_ = gp::evaluate(plan, graphs_, stored_, reuse);
        evaluationError_.clear();
    } catch (const gp::Error& e) {
        evaluation_.reset();
        evaluationError_ = describeError(e);
    }
}

} // namespace gpui
