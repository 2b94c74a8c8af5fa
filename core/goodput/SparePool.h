#pragma once

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

} // namespace gp
