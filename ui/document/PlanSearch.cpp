#include "document/PlanSearch.h"

#include "common/BackgroundTask.h"
#include "presenters/Content.h"
#include "document/PlanDocument.h"
#include "io/Error.h"
#include "plan/Figures.h"

namespace gpui {

PlanSearch::PlanSearch(PlanDocument* document)
    : QObject(document), document_(document), task_(new BackgroundTask(this))
{
    pending_.setSingleShot(true);
    pending_.setInterval(kQuietMs);
    connect(&pending_, &QTimer::timeout, this, &PlanSearch::start);
    connect(task_, &BackgroundTask::progressed, this, &PlanSearch::progressed);
    // An edit of what the search reads stops a search under way; once a view has asked for the search, it runs
    // again for the new plan when the edits pause.
    const auto again = [this] {
        cancel();
        error_.clear();
        if (wanted_)
            pending_.start();
    };
    connect(document_, &PlanDocument::changed, this, [again](gp::PlanChange change) {
        if (change.touches(gp::depends::search) || change.touches(gp::PlanPart::Scale))
            again();
    });
    connect(document_, &PlanDocument::activeScenarioChanged, this, again);
}

// The task cancels the search and waits for it to leave its thread as it goes (BackgroundTask).
PlanSearch::~PlanSearch() = default;

const gp::OptimizeResult* PlanSearch::result() const
{
    const auto& ev = document_->evaluation();
    return ev ? ev->keptPlanSearch() : nullptr;
}

bool PlanSearch::isRunning() const
{
    return task_->isRunning();
}

double PlanSearch::progress() const
{
    return task_->progress();
}

void PlanSearch::request(bool now)
{
    const auto& ev = document_->evaluation();
    wanted_ = true;
    if (!ev || document_->plan().kind != gp::PlanKind::Training || result() || isRunning() || !error_.isEmpty())
        return;
    if (now) {
        pending_.stop();
        start();
    } else if (!pending_.isActive()) {
        pending_.start();
    }
}

bool PlanSearch::isWindingDown() const
{
    return task_->isWindingDown();
}

void PlanSearch::cancel()
{
    pending_.stop();
    task_->cancel(); // what the cancelled search would deliver is dropped with it
}

void PlanSearch::start()
{
    const auto& ev = document_->evaluation();
    if (!ev || result() || isRunning())
        return;
    const gp::OptimizeGoal goal = gp::goalOf(*ev->plan);
    searched_ = ev->plan;
    // While a scenario is shown, its plan is searched from where it stands: the other scenarios are the base's.
    std::shared_ptr<const gp::Plan> plan = ev->plan;
    if (!document_->activeScenario().empty() && !plan->scenarios.empty()) {
        auto alone = std::make_shared<gp::Plan>(*plan);
        alone->scenarios.clear();
        plan = std::move(alone);
    }
    task_->start<Outcome>(
        [plan, goal](QPromise<Outcome>& promise) {
            Outcome out;
            gp::OptimizeControl control;
            control.cancelled = BackgroundTask::cancelled(promise);
            control.progressed = [&promise](int done, int total) {
                BackgroundTask::report(promise, static_cast<double>(done) / std::max(1, total));
            };
            try {
                auto result = std::make_shared<const gp::OptimizeResult>(gp::optimize(*plan, goal, control));
                if (!result->cancelled)
                    out.result = std::move(result);
            } catch (const gp::Error& e) {
                out.why = content(gp::errorText(e));
            }
            promise.addResult(std::move(out));
        },
        [this](const Outcome& outcome) { finish(outcome); });
    emit started();
}

void PlanSearch::finish(const Outcome& outcome)
{
    if (!outcome.why.isEmpty()) {
        error_ = outcome.why;
        emit failed(outcome.why);
        return;
    }
    if (!outcome.result)
        return;
    const auto& ev = document_->evaluation();
    if (!ev || ev->plan != searched_) {
        request(true); // the plan changed under the search (a rename): it runs again for the plan now shown
        return;
    }
    if (!outcome.result->cancelled)
        ev->keepPlanSearch(outcome.result);
    emit finished();
}

} // namespace gpui
