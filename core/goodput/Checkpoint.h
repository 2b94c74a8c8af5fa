#pragma once

namespace gp {

// Optimal checkpoint intervals and Daly's complete model (docs/model.md section 7). All times in hours.
// delta: save cost; mtbf: mean time between interruptions that lose progress; restart: t_re + t_rm.
// The functions expect delta > 0, mtbf > 0, restart >= 0 (callers validate); mtbf may be +infinity, in which case
// the optimal intervals are +infinity too (no interruptions: never checkpoint for safety's sake).

// Young (1974): tau = sqrt(2 delta M).
double youngInterval(double delta, double mtbf);

// Young's first-order waste fraction: delta / tau + (tau / 2 + R) / M.
double youngWasteFraction(double tau, double delta, double restart, double mtbf);

// Daly (2006), FGCS 22(3), eq. 37: sqrt(2 delta M) [1 + sqrt(delta / 2M) / 3 + (delta / 2M) / 9] - delta for
// delta < 2M, else M.
double dalyInterval(double delta, double mtbf);

// Daly's complete model for exponential interruptions: wall time to finish T_s of work is
// M e^(R/M) (e^((tau + delta)/M) - 1) T_s / tau; the efficiency T_s / T_w is returned, in [0, 1].
double dalyEfficiency(double tau, double delta, double restart, double mtbf);

} // namespace gp
