#pragma once

#include "goodput/GoodputInputs.h"

namespace gp {

// The hot-spare pool as a queue (docs/model.md section 5). Every node taken out of the job (a failure or a
// maintenance preemption) goes to repair and is back after the repair time r; the pool holds the k spares less the
// nodes in repair. With requests arriving at rate nu, the nodes in repair at time t form an M/G/infinity queue:
// Poisson with mean nu min(t, r) when the window starts with the pool full. A request finds a spare when fewer than
// k nodes are in repair (arrivals see time averages, PASTA).

// P(Poisson(a) >= k).
double poissonAtLeast(int k, double a);

// E[(Poisson(a) - k)^+] = a P(X >= k) - k P(X >= k + 1).
double poissonExcess(int k, double a);

// The share of requests that find the pool empty, averaged over a window of w hours: with a = nu r,
//   w <= r: E[(Poisson(nu w) - k)^+] / (nu w);
//   w >  r: (E[(Poisson(a) - k)^+] / nu + (w - r) P(Poisson(a) >= k)) / w,
// from the integral of P(Poisson(nu t) >= k) over t. 1 without spares, 0 without requests.
double spareShortfall(int spares, double requestsPerHour, double repairHours, double windowHours);

// The share of requests that find the pool empty, from a simulation of the request process alone
// (docs/model.md section 5): the job runs for exponential stretches, each interruption of a spare-served class is a
// request, and the recovery that follows (a swap when fewer than k nodes are in repair, else the class's reschedule
// or, where the job shrinks, the pause its shrink is worth; then the resume, restarted by strikes) delays the next. Checkpoints play no part in when requests come, so this is
// the Monte Carlo's request process exactly, at a small part of its cost. Each stretch counts the conditional
// chance that it ends in a request and that the request finds the pool empty, which has the indicators'
// expectation and less variance. Deterministic: a fixed seed, windows in batches until the error the estimate leaves
// in scheduling goodput is below kSparePoolTarget or kSparePoolEvents draws are spent.
struct SparePoolEstimate {
    double shortfall = 0;     // share of requests that find the pool empty: E[empty requests] / E[requests]
    double standardError = 0; // of shortfall
    double goodputError = 0;  // what that leaves in scheduling goodput (a fraction of the window), or, where the
                              // windows were too long to simulate past the pool's transient, the pool's whole effect
    double requests = 0;      // expected requests per window
    int windows = 0;          // windows simulated
    bool settled = true;      // false where the windows were too long to simulate past the pool's transient
    double events = 0;        // exponential draws spent
};

inline constexpr double kSparePoolTarget = 0.001;       // the standard error sought in scheduling goodput
inline constexpr double kSparePoolEvents = 131072.0;    // draws, at most, before settling for a larger error
inline constexpr int kSparePoolBatch = 16;              // windows per batch, and at least this many

// extraHours: the hours a request that finds the pool empty adds to the window's rescheduling, or to its shrunk
// running, on average; with the requests per window it turns the share's standard error into goodput.
SparePoolEstimate simulateSparePool(const ModelParameters& p, double extraHours);

} // namespace gp
