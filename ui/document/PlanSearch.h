#pragma once

#include "search/Optimize.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>

namespace gpui {

class BackgroundTask;
class PlanDocument;

// The plan search of the document's shown plan (docs/model.md section 24), run off the user interface's thread:
// views that show the recommendation ask for it with request(), and read it with result() once finished() says it
// is there. A change of the plan's evaluation inputs cancels a search under way; the next request() runs it again
// for the new plan, a moment after the edits pause (so a slider's drag runs it once, when the handle rests). The
// result is kept by the plan's gp::Evaluation, so views, the proposal and the command line see one answer.
class PlanSearch : public QObject {
    Q_OBJECT
public:
    explicit PlanSearch(PlanDocument* document);
    ~PlanSearch() override;

    // The search of the plan shown, null until it has run (or while the plan is a serving plan).
    const gp::OptimizeResult* result() const;
    // Why the last search could not run (an unknown accelerator in the plan's goal), empty otherwise.
    const QString& error() const { return error_; }
    bool isRunning() const;
    // Whether a search's task, cancelled or not, is still on its thread (a cancelled one stops at its next check).
    bool isWindingDown() const;
    // The share of the search done, 0 to 1, while it runs.
    double progress() const;

    // Runs the search of the plan shown if it has no result yet; `now` skips the pause after an edit.
    void request(bool now = false);
    // Stops a search under way; request() starts it again.
    void cancel();

    // The pause after an edit before the search runs.
    static constexpr int kQuietMs = 300;

signals:
    void started();
    void progressed(double share);
    void finished();
    void failed(const QString& why);

private:
    struct Outcome {
        std::shared_ptr<const gp::OptimizeResult> result; // null when the search failed or was cancelled
        QString why;                                      // why it failed
    };
    void start();
    void finish(const Outcome& outcome);

    PlanDocument* document_;
    BackgroundTask* task_;
    QTimer pending_;
    std::shared_ptr<const gp::Plan> searched_; // the plan of the search under way
    bool wanted_ = false; // a view has asked: the search follows the plan's edits
    QString error_;
};

} // namespace gpui
