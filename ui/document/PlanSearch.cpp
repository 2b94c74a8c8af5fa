#include "document/PlanSearch.h"

#include "common/Content.h"
#include "document/PlanDocument.h"
#include "io/Error.h"
#include "plan/Figures.h"

#include <QPointer>
#include <QThreadPool>

namespace gpui {

PlanSearch::PlanSearch(PlanDocument* document) : QObject(document), document_(document), pool_(new QThreadPool(this))
{
    pool_->setMaxThreadCount(1);
    pending_.setSingleShot(true);
    pending_.setInterval(kQuietMs);
    connect(&pending_, &QTimer::timeout, this, &PlanSearch::start);
    poll_.setInterval(100);
    connect(&poll_, &QTimer::timeout, this, [this] { emit progressed(progress()); });
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

PlanSearch::~PlanSearch()
{
    if (cancel_)
        cancel_->store(true);
    pool_->waitForDone();
}

const gp::OptimizeResult* PlanSearch::result() const
{
    const auto& ev = document_->evaluation();
    return ev ? ev->keptPlanSearch() : nullptr;
}

double PlanSearch::progress() const
{
    return running_ && done_ && total_ ? std::min(1.0, static_cast<double>(done_->load()) / std::max(1, total_->load()))
                                       : 0.0;
}

void PlanSearch::request(bool now)
{
    const auto& ev = document_->evaluation();
    wanted_ = true;
    if (!ev || document_->plan().kind != gp::PlanKind::Training || result() || running_ || !error_.isEmpty())
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
    return pool_->activeThreadCount() > 0;
}

void PlanSearch::cancel()
{
    pending_.stop();
    poll_.stop();
    if (cancel_)
        cancel_->store(true);
    if (running_) {
        running_ = false;
        ++generation_; // what the cancelled search posts is dropped
    }
}

void PlanSearch::start()
{
    const auto& ev = document_->evaluation();
    if (!ev || result() || running_)
        return;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    done_ = std::make_shared<std::atomic<int>>(0);
    const gp::OptimizeGoal goal = gp::goalOf(*ev->plan);
    total_ = std::make_shared<std::atomic<int>>(1);
    const std::uint64_t generation = ++generation_;
    running_ = true;
    emit started();
    poll_.start();
    QPointer<PlanSearch> self(this);
    searched_ = ev->plan;
    // While a scenario is shown, its plan is searched from where it stands: the other scenarios are the base's.
    std::shared_ptr<const gp::Plan> plan = ev->plan;
    if (!document_->activeScenario().empty() && !plan->scenarios.empty()) {
        auto alone = std::make_shared<gp::Plan>(*plan);
        alone->scenarios.clear();
        plan = std::move(alone);
    }
    pool_->start([self, generation, plan, goal, cancel = cancel_, done = done_, total = total_] {
        std::shared_ptr<const gp::OptimizeResult> result;
        QString why;
        try {
            result = std::make_shared<const gp::OptimizeResult>(
                gp::optimize(*plan, goal, {cancel.get(), done.get(), 0, total.get()}));
        } catch (const gp::Error& e) {
            why = content(gp::errorText(e));
        }
        // The search waits for this task in its destructor, so it is alive while the task posts to it.
        QMetaObject::invokeMethod(
            self.data(),
            [self, generation, result, why] {
                if (self)
                    self->finish(generation, result, why);
            },
            Qt::QueuedConnection);
    });
}

void PlanSearch::finish(std::uint64_t generation, std::shared_ptr<const gp::OptimizeResult> result, const QString& why)
{
    if (generation != generation_)
        return; // cancelled, or a newer search was started
    running_ = false;
    poll_.stop();
    if (!why.isEmpty()) {
        error_ = why;
        emit failed(why);
        return;
    }
    if (!result || result->cancelled)
        return;
    const auto& ev = document_->evaluation();
    if (!ev || ev->plan != searched_) {
        request(true); // the plan changed under the search (a rename): it runs again for the plan now shown
        return;
    }
    ev->keepPlanSearch(std::move(result));
    emit finished();
}

} // namespace gpui
