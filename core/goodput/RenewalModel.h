#pragma once

#include "goodput/GoodputInputs.h"
#include "goodput/RenewalGrid.h" // the grid the solution is computed on, which the figures and the tests set

namespace gp {

// The expected hours of a window after the wait for capacity (W - t_wait), bucket by bucket, and the expected
// interruptions in it (docs/model.md section 3). Exact for the process the Monte Carlo simulates, up to the
// discretization of the renewal equation (below 0.1 points of goodput: RenewalGrid.h), the hot-spare pool's
// shortfall (simulated, with its standard error, and mixed into the interruptions at its share; docs/model.md
// section 5), and a recovery cut by the window's end counted at its expected pace.
struct WindowExpectation {
    double productive = 0;
    double saves = 0;
    double lost = 0;
    double reschedule = 0;
    double resume = 0;
    double shrunk = 0;        // the pauses elastic shrinks are worth (docs/model.md section 25)
    double straggler = 0;     // the pauses stragglers' slow periods are worth
    double interruptions = 0; // every interruption, those that strike during recovery included
    double losing = 0;        // interruptions that discard progress
    double duringRecovery = 0; // interruptions that strike during a recovery or an emergency save
    double spareShortfall = 0; // share of spare-served interruptions that find the pool empty
    double spareShortfallError = 0; // its standard error: the share is simulated (docs/model.md section 5)
    double spareGoodputError = 0;   // what that error leaves in scheduling goodput, a fraction of the window (in
                                    //   runtime goodput where an empty pool means a shrink, not a wait)
    double cycle = 0;          // mean length of one run-and-recover cycle, hours (infinite without interruptions)
    double fastSaves = 0;      // of saves: the fast tier's (docs/model.md section 20); 0 without one
    double fastLost = 0;       // of lost: progress lost back to the fast tier
};

// With a fast tier, the window is the persistent tier's alone plus the difference the fast tier makes in the long
// run, per hour of the window (docs/model.md section 20): exact in the long run, the window's ends taken from the
// single tier's solution.
WindowExpectation expectWindow(const ModelParameters& p);

} // namespace gp
