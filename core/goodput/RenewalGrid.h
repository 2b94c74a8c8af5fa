#pragma once

namespace gp {

// The resolution of the renewal equation's grid (docs/model.md section 3): the step is sized by the accuracy the
// goodput figures need, from the scheme's known error. The grid interpolates the solution linearly between its
// points, so one step h leaves an error in the window's expected hours of about h^2 Lambda where the gaps between
// interruptions are resolved (Lambda h below 1) and about h beyond, in proportion to the share of the long run
// that interruptions take (a job they rarely touch has nearly straight expectations); the checkpoint cycle's
// sawtooth, between segments of work and saves, adds its own when the step is longer than half a cycle.
struct RenewalGrid {
    // The error allowed in productive and scheduled hours, as a fraction of the larger of the window's scheduled
    // time (W - t_wait - rescheduling) and a fifth of the window: within 0.1 points of ML Productivity and
    // scheduling goodput, and of runtime goodput where scheduling goodput is at least 20 % (0.1 x 20 % / SG points
    // below), tested against grids 32 times finer over random plans of the whole input space.
    double tolerance = 7e-4;
    // Multiplies the steps the tolerance asks for: the accuracy test solves 32 times finer as its reference.
    double scale = 1.0;
    // The draft a chart draws while a handle is held: five times the error, within half a point of goodput (a
    // pixel of a chart's height; tested like the full grid). Letting go draws at the full grid.
    static RenewalGrid draft() { return {3.5e-3, 1.0}; }
};

// Sets this thread's grid for as long as it lives.
class RenewalGridScope {
public:
    explicit RenewalGridScope(RenewalGrid grid);
    ~RenewalGridScope();
    RenewalGridScope(const RenewalGridScope&) = delete;
    RenewalGridScope& operator=(const RenewalGridScope&) = delete;

private:
    RenewalGrid saved_;
};
// The grid of this thread's solutions: for the tests, which compare grids.
RenewalGrid& renewalGrid();

// What one solution's grid is sized by, hours and per hour.
struct GridScales {
    double rate = 0;      // Lambda, the job's interruption rate while it runs
    double span = 0;      // the stretch of the window the grid covers (the long-run closed form extends it)
    double window = 0;    // W
    double scheduled = 0; // an estimate of the scheduled time W - t_wait - rescheduling, from below
    double unproductive = 1; // the share interruptions take of the long run's working time: 1 - P / (cycle tau/c)
    double interval = 0;  // tau, the work between checkpoints
    double save = 0;      // delta, the stall per save
};

// The grid's steps over the span for the given tolerance, times the grid's scale: at least 32 and, whatever the
// plan, at most 1.25 / tolerance (1,786 at the shipped tolerance), for the error allowed is never below the
// tolerance of a fifth of the window.
int renewalSteps(const GridScales& scales, const RenewalGrid& grid);

} // namespace gp
