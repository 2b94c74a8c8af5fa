#!/usr/bin/env python3
"""Independent oracle: the risk that ONE training run misses its deadline.

Written from docs/model.md (sections 3, 4, 9 and 10) only, without reading the C++ under core/, ui/ or app/, so that
it can catch mistakes there.  It simulates, event by event, one run that must complete `work_hours` of productive
work, and reports the probability that it finishes by the deadline with the p50, p90 and mean of its wall time.

The process (model.md section 3, as this oracle reads it):

* Wall time starts at the request.  The job waits `wait_hours`, then runs.
* While it runs, interruptions arrive as independent Poisson processes, one per class, at the JOB's rate
  n x (per-node rate):  failures (unwarned, `per_node_failures_per_day`), maintenance preemptions (warned,
  `per_node_warned_per_day`) and, on Spot, Spot preemptions (warned, `spot_per_day`, also per node-day).
  Rates are per day; the simulator works in hours.
* Progress is saved after every tau hours of work at a stall of delta hours: segments of c = tau + delta.  Each
  running stretch (from a start or a resume) begins a fresh segment at its checkpoint.
* An interruption loses the work since the last completed save, with the save in flight, unless it is warned,
  auto-checkpointing is on and delta <= that class's grace period: then the part segment's work is kept and an
  emergency save of delta follows.
* Then the job is rescheduled (the class's t_re) and resumes (t_rm).
* With failures during recovery (the default, as for new plans): interruptions also strike during the emergency
  save (it fails and the part segment's work is lost; the save still takes its delta and the recovery that follows
  is of the ORIGINAL interruption's kind, as in the renewal equation's fixed lag e_k followed by Q_k), and during
  recovery, where a strike restarts the whole attempt t_re + t_rm of the same kind (Q_k in section 3).
* First passage: the run ends the instant the kept progress plus the current stretch's work reaches X.  A stretch
  with r hours of work left and no interruption therefore takes r + delta * floor((r - tiny) / tau): the saves that
  complete before the end; no final save is needed.
* No hot spares (k = 0): the pool of section 5 is not simulated.

Two implementations of the same rules: a vectorised one (numpy, used when numpy imports) and a plain per-event loop
(`random`, used otherwise or with --backend python).  They use different random streams, so the same seed gives
statistically equal, not identical, figures across backends; `--self-test` checks that they agree.

CLI:  python3 tests/oracle_deadline_risk.py --nodes 16 --per-node-failures-per-day 0.01 \
          --per-node-warned-per-day 0.02 --interval-hours 1 --save-hours 0.0166667 --reschedule-hours 0.5 \
          --resume-hours 0.2 --wait-hours 0 --auto-checkpoint --grace-hours 0.05 --work-hours 200 \
          --deadline-hours 215 --runs 20000 --seed 1
prints one JSON object {"probability_meets_deadline", "wall_hours_p50", "wall_hours_p90", "wall_hours_mean", "runs"}.
Importable:  from oracle_deadline_risk import simulate;  simulate({...}) -> the same dict.
"""

import argparse
import json
import math
import random
import sys
import time

try:
    import numpy as np
except ImportError:  # the pure-Python loop below needs nothing but the standard library
    np = None

HOURS_PER_DAY = 24.0
EVENT_BUDGET = 400_000_000  # interruptions over all runs, as model.md section 9 refuses beyond 4e8
last_event_count = 0  # interruptions (strikes while running, in emergency saves and in recoveries) of the last call

DEFAULTS = {
    "nodes": 1,
    "per_node_failures_per_day": 0.0,
    "per_node_warned_per_day": 0.0,
    "spot_per_day": 0.0,
    "interval_hours": 1.0,
    "save_hours": 0.0,
    "reschedule_hours": 0.0,
    "maintenance_reschedule_hours": None,  # defaults to reschedule_hours
    "spot_reschedule_hours": None,  # defaults to reschedule_hours
    "resume_hours": 0.0,
    "wait_hours": 0.0,
    "auto_checkpoint": False,
    "grace_hours": 0.0,  # maintenance grace period
    "spot_grace_hours": None,  # defaults to grace_hours
    "failures_during_recovery": True,
    "work_hours": 1.0,
    "deadline_hours": math.inf,
    "runs": 20000,
    "seed": 1,
    "backend": "auto",  # auto | numpy | python
}


class _Plan:
    """The resolved parameters: per-class job rates per hour, reschedule times and whether each is saved."""

    def __init__(self, params):
        unknown = set(params) - set(DEFAULTS)
        if unknown:
            raise ValueError("unknown parameters: %s" % ", ".join(sorted(unknown)))
        p = dict(DEFAULTS)
        p.update(params)
        self.p = p
        n = float(p["nodes"])
        self.tau = float(p["interval_hours"])
        self.delta = float(p["save_hours"])
        self.c = self.tau + self.delta
        self.t_rm = float(p["resume_hours"])
        self.wait = float(p["wait_hours"])
        self.work = float(p["work_hours"])
        self.deadline = float(p["deadline_hours"])
        self.runs = int(p["runs"])
        self.seed = int(p["seed"])
        self.fdr = bool(p["failures_during_recovery"])
        if n <= 0 or self.tau <= 0 or self.delta < 0 or self.work <= 0 or self.runs <= 0:
            raise ValueError("need nodes > 0, interval > 0, save >= 0, work > 0, runs > 0")
        t_re = float(p["reschedule_hours"])
        t_re_m = t_re if p["maintenance_reschedule_hours"] is None else float(p["maintenance_reschedule_hours"])
        t_re_s = t_re if p["spot_reschedule_hours"] is None else float(p["spot_reschedule_hours"])
        grace_m = float(p["grace_hours"])
        grace_s = grace_m if p["spot_grace_hours"] is None else float(p["spot_grace_hours"])
        auto = bool(p["auto_checkpoint"])
        # classes: 0 failure (unwarned), 1 maintenance (warned), 2 spot (warned)
        self.rates = [n * float(p["per_node_failures_per_day"]) / HOURS_PER_DAY,
                      n * float(p["per_node_warned_per_day"]) / HOURS_PER_DAY,
                      n * float(p["spot_per_day"]) / HOURS_PER_DAY]
        if min(self.rates) < 0 or min(t_re, t_re_m, t_re_s, self.t_rm, self.wait) < 0:
            raise ValueError("rates and times must be >= 0")
        self.lam = sum(self.rates)
        self.recovery = [t_re + self.t_rm, t_re_m + self.t_rm, t_re_s + self.t_rm]
        self.saved = [False, auto and self.delta <= grace_m, auto and self.delta <= grace_s]
        self.eps = 1e-9 * self.tau  # "tiny": a stretch ending exactly on a multiple of tau needs no save there
        cum, acc = [], 0.0
        for r in self.rates:
            acc += r
            cum.append(acc)
        self.cum = cum


def _percentile(sorted_values, q):
    """numpy's default ('linear') percentile of an ascending list."""
    n = len(sorted_values)
    pos = q / 100.0 * (n - 1)
    lo = int(math.floor(pos))
    hi = min(lo + 1, n - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (pos - lo)


# ----------------------------------------------------------------------------------------------------------------
# The per-event loop: one run at a time, the rules written out plainly.

def _wall_times_python(plan):
    rng = random.Random(plan.seed)
    lam, tau, delta, c, X = plan.lam, plan.tau, plan.delta, plan.c, plan.work
    out = []
    events = 0
    for _ in range(plan.runs):
        t = plan.wait
        kept = 0.0
        while True:
            left = X - kept
            saves = math.floor((left - plan.eps) / tau)
            t_finish = left + saves * delta
            x = rng.expovariate(lam) if lam > 0 else math.inf
            if x >= t_finish:
                t += t_finish
                break
            t += x
            events += 1
            u = rng.random() * lam
            k = 0 if u < plan.cum[0] else (1 if u < plan.cum[1] else 2)
            j = math.floor(x / c)
            y = x - j * c
            kept += j * tau  # completed saves
            if plan.saved[k]:
                part = min(y, tau)
                t += delta  # the emergency save
                if plan.fdr and delta > 0 and rng.expovariate(lam) < delta:
                    part = 0.0  # struck during the emergency save: it fails
                    events += 1
                kept += part
            rec = plan.recovery[k]
            if plan.fdr:
                while True:
                    z = rng.expovariate(lam)
                    if z >= rec:
                        t += rec
                        break
                    t += z  # struck: the attempt starts again
                    events += 1
            else:
                t += rec
            if events > EVENT_BUDGET:
                raise RuntimeError("beyond the event budget of %d interruptions" % EVENT_BUDGET)
        out.append(t)
    global last_event_count
    last_event_count = events
    return out


# ----------------------------------------------------------------------------------------------------------------
# The vectorised version: all runs advance one stretch (and its recovery) per step.

def _wall_times_numpy(plan):
    rng = np.random.default_rng(plan.seed)
    lam, tau, delta, c, X = plan.lam, plan.tau, plan.delta, plan.c, plan.work
    t = np.full(plan.runs, plan.wait)
    kept = np.zeros(plan.runs)
    idx = np.arange(plan.runs)
    cum = np.array(plan.cum)
    recovery = np.array(plan.recovery)
    saved_by_class = np.array(plan.saved)
    events = 0
    while idx.size:
        left = X - kept[idx]
        t_finish = left + np.floor((left - plan.eps) / tau) * delta
        if lam > 0:
            x = rng.exponential(1.0 / lam, idx.size)
        else:
            x = np.full(idx.size, np.inf)
        fin = x >= t_finish
        t[idx[fin]] += t_finish[fin]
        hit = ~fin
        idx, x = idx[hit], x[hit]
        if not idx.size:
            break
        events += idx.size
        k = np.searchsorted(cum, rng.random(idx.size) * lam, side="right")
        k = np.minimum(k, 2)
        j = np.floor(x / c)
        y = x - j * c
        gain = j * tau
        sv = saved_by_class[k]
        part = np.where(sv, np.minimum(y, tau), 0.0)
        if plan.fdr and delta > 0 and sv.any():
            struck = rng.exponential(1.0 / lam, idx.size) < delta
            struck &= sv
            events += int(struck.sum())
            part[struck] = 0.0
        kept[idx] += gain + part
        spent = x + np.where(sv, delta, 0.0)
        rec = recovery[k]
        if plan.fdr:
            pending = np.arange(idx.size)
            while pending.size:
                z = rng.exponential(1.0 / lam, pending.size)
                ok = z >= rec[pending]
                spent[pending] += np.where(ok, rec[pending], z)
                pending = pending[~ok]
                events += pending.size
        else:
            spent += rec
        t[idx] += spent
        if events > EVENT_BUDGET:
            raise RuntimeError("beyond the event budget of %d interruptions" % EVENT_BUDGET)
    global last_event_count
    last_event_count = events
    return t


def wall_times(params):
    """The wall time of each simulated run (a list, or a numpy array on the numpy backend)."""
    plan = _Plan(params)
    backend = plan.p["backend"]
    if backend == "numpy" or (backend == "auto" and np is not None):
        if np is None:
            raise RuntimeError("numpy is not available")
        return _wall_times_numpy(plan)
    if backend not in ("auto", "python"):
        raise ValueError("backend must be auto, numpy or python")
    return _wall_times_python(plan)


def summarise(times, deadline):
    values = sorted(float(v) for v in times)
    n = len(values)
    mean = math.fsum(values) / n
    var = math.fsum((v - mean) ** 2 for v in values) / max(n - 1, 1)
    met = sum(1 for v in values if v <= deadline) / n
    return {
        "probability_meets_deadline": met,
        "wall_hours_p50": _percentile(values, 50.0),
        "wall_hours_p90": _percentile(values, 90.0),
        "wall_hours_mean": mean,
        "runs": n,
    }, math.sqrt(var / n)


def simulate(params):
    """params: the keys of DEFAULTS.  Returns the CLI's JSON object as a dict."""
    plan_deadline = _Plan(params).deadline
    return summarise(wall_times(params), plan_deadline)[0]


# ----------------------------------------------------------------------------------------------------------------
# Self-checks

def _daly_wall(lam, tau, delta, R, work):
    """Daly's complete model, section 7: T_w = M e^{R/M} (e^{(tau+delta)/M} - 1) T_s / tau."""
    M = 1.0 / lam
    return M * math.exp(R / M) * (math.exp((tau + delta) / M) - 1.0) * work / tau


def _first_passage_mean(lam, tau, delta, R, work, fdr):
    """The exact mean for one unwarned class (X a multiple of tau): N - 1 segments of tau + delta and a last one of
    tau without its save.  A segment of length s costs (e^{lam s} - 1)/lam of running and e^{lam s} - 1 recoveries,
    each (e^{lam R} - 1)/lam with failures during recovery, else R."""
    n = round(work / tau)
    rec = (math.exp(lam * R) - 1.0) / lam if fdr else R

    def seg(s):
        return (math.exp(lam * s) - 1.0) / lam + (math.exp(lam * s) - 1.0) * rec

    return (n - 1) * seg(tau + delta) + seg(tau)


def self_test(backends):
    failures = []
    lines = []

    def check(name, ok, detail):
        lines.append("%s  %s: %s" % ("PASS" if ok else "FAIL", name, detail))
        if not ok:
            failures.append(name)

    for backend in backends:
        lines.append("-- backend %s" % backend)
        # (1) no interruptions: wall = wait + X + delta * floor((X - tiny) / tau), exactly, in every run
        for X, tau, delta, wait in [(200.0, 1.0, 1.0 / 60, 0.0), (200.0, 3.0, 0.25, 5.0), (7.5, 2.5, 0.1, 1.0),
                                    (10.0, 40.0, 0.5, 2.0), (100.0, 0.1, 0.01, 0.0)]:
            expect = wait + X + delta * math.floor((X - 1e-9 * tau) / tau)
            params = dict(nodes=64, interval_hours=tau, save_hours=delta, wait_hours=wait, work_hours=X,
                          reschedule_hours=1.0, resume_hours=0.5, runs=500, seed=3, backend=backend)
            times = [float(v) for v in wall_times(params)]
            worst = max(abs(v - expect) for v in times)
            r_in = simulate(dict(params, deadline_hours=expect + 1e-6))
            r_out = simulate(dict(params, deadline_hours=expect - 1e-6))
            ok = (worst < 1e-9 * max(1.0, expect) and r_in["probability_meets_deadline"] == 1.0
                  and r_out["probability_meets_deadline"] == 0.0
                  and abs(r_in["wall_hours_p90"] - expect) < 1e-9 * expect)
            check("no interruptions X=%g tau=%g delta=%g wait=%g" % (X, tau, delta, wait), ok,
                  "expected %.10g, worst |diff| %.3g, P(meet D=expected+-1e-6) = %g / %g"
                  % (expect, worst, r_in["probability_meets_deadline"], r_out["probability_meets_deadline"]))

        # (2) exponential failures only, failures during recovery: Daly's complete model (+ the wait)
        daly_cases = [
            # nodes, failures/node-day, warned/node-day (unsaved), tau, delta, t_re, t_rm, wait, X
            (64, 0.05, 0.0, 2.0, 0.1, 0.5, 0.25, 3.0, 200.0),
            (512, 0.02, 0.0, 1.0, 1.0 / 60, 0.5, 0.2, 0.0, 200.0),
            (64, 0.1, 0.0, 4.0, 0.5, 1.0, 0.5, 10.0, 200.0),
            # a warned class that is not saved on SIGTERM (auto-checkpointing off) and reschedules like a failure
            # is one more class of Daly's single exponential process
            (256, 0.01, 0.03, 1.5, 0.05, 0.4, 0.3, 2.0, 300.0),
        ]
        for n, lu, lw, tau, delta, t_re, t_rm, wait, X in daly_cases:
            lam = n * (lu + lw) / HOURS_PER_DAY
            R = t_re + t_rm
            params = dict(nodes=n, per_node_failures_per_day=lu, per_node_warned_per_day=lw, interval_hours=tau,
                          save_hours=delta, reschedule_hours=t_re, resume_hours=t_rm, wait_hours=wait,
                          work_hours=X, failures_during_recovery=True, runs=20000, seed=11, backend=backend)
            res, se = summarise(wall_times(params), math.inf)
            daly = wait + _daly_wall(lam, tau, delta, R, X)
            exact = wait + _first_passage_mean(lam, tau, delta, R, X, True)
            rel = (res["wall_hours_mean"] - daly) / daly
            z = (res["wall_hours_mean"] - exact) / se
            check("Daly n=%d lam=%.4g/h tau=%g delta=%g R=%g X=%g" % (n, lam, tau, delta, R, X),
                  abs(rel) < 0.01 and abs(z) < 4.0,
                  "sim mean %.4f h (se %.3f), Daly %.4f h, rel diff %+.3f %%; Daly less the last save %.4f h, "
                  "z = %+.2f" % (res["wall_hours_mean"], se, daly, 100 * rel, exact, z))

        # (3) without failures during recovery: the same segments, each recovery a plain R
        n, lu, tau, delta, t_re, t_rm, wait, X = 512, 0.02, 1.0, 0.05, 0.5, 0.2, 1.0, 200.0
        lam = n * lu / HOURS_PER_DAY
        params = dict(nodes=n, per_node_failures_per_day=lu, interval_hours=tau, save_hours=delta,
                      reschedule_hours=t_re, resume_hours=t_rm, wait_hours=wait, work_hours=X,
                      failures_during_recovery=False, runs=20000, seed=5, backend=backend)
        res, se = summarise(wall_times(params), math.inf)
        exact = wait + _first_passage_mean(lam, tau, delta, t_re + t_rm, X, False)
        z = (res["wall_hours_mean"] - exact) / se
        check("no failures during recovery", abs(z) < 4.0,
              "sim mean %.4f h (se %.3f), exact %.4f h, z = %+.2f" % (res["wall_hours_mean"], se, exact, z))

        # (4) warned interruptions all saved on SIGTERM, delta = 0: no work is ever lost, so
        #     wall = wait + X + (recoveries); mean X e^{lam R} with failures during recovery, X (1 + lam R) without
        for fdr in (True, False):
            n, lw, ls, t_re_m, t_re_s, t_rm, X = 256, 0.05, 0.03, 0.5, 2.0, 0.25, 150.0
            lam_m, lam_s = n * lw / HOURS_PER_DAY, n * ls / HOURS_PER_DAY
            lam = lam_m + lam_s
            params = dict(nodes=n, per_node_warned_per_day=lw, spot_per_day=ls, interval_hours=2.0,
                          save_hours=0.0, reschedule_hours=9.0, maintenance_reschedule_hours=t_re_m,
                          spot_reschedule_hours=t_re_s, resume_hours=t_rm, auto_checkpoint=True, grace_hours=0.0,
                          wait_hours=0.0, work_hours=X, failures_during_recovery=fdr, runs=20000, seed=9,
                          backend=backend)
            res, se = summarise(wall_times(params), math.inf)
            if fdr:  # running X strikes Poisson(lam X); a recovery of kind k lasts (e^{lam R_k} - 1)/lam
                per = (lam_m * (math.exp(lam * (t_re_m + t_rm)) - 1) + lam_s * (math.exp(lam * (t_re_s + t_rm)) - 1))
                exact = X + X * per / lam
            else:
                exact = X + X * (lam_m * (t_re_m + t_rm) + lam_s * (t_re_s + t_rm))
            z = (res["wall_hours_mean"] - exact) / se
            check("saved warned classes, delta 0, fdr %s" % fdr, abs(z) < 4.0,
                  "sim mean %.4f h (se %.3f), exact %.4f h, z = %+.2f" % (res["wall_hours_mean"], se, exact, z))

    # (5) the two implementations agree on a plan with every rule in play
    if len(backends) == 2:
        mixed = dict(nodes=128, per_node_failures_per_day=0.02, per_node_warned_per_day=0.02, spot_per_day=0.01,
                     interval_hours=1.5, save_hours=0.1, reschedule_hours=0.5, maintenance_reschedule_hours=1.0,
                     spot_reschedule_hours=3.0, resume_hours=0.3, auto_checkpoint=True, grace_hours=0.2,
                     spot_grace_hours=0.05, wait_hours=4.0, work_hours=60.0, failures_during_recovery=True,
                     deadline_hours=115.0, runs=20000, seed=21)
        a, sa = summarise(wall_times(dict(mixed, backend="numpy")), 115.0)
        b, sb = summarise(wall_times(dict(mixed, backend="python")), 115.0)
        z = (a["wall_hours_mean"] - b["wall_hours_mean"]) / math.hypot(sa, sb)
        pa, pb = a["probability_meets_deadline"], b["probability_meets_deadline"]
        pbar = (pa + pb) / 2
        zp = (pa - pb) / math.sqrt(max(pbar * (1 - pbar), 1e-12) * 2 / 20000)
        check("numpy and python loops agree (mixed plan)", abs(z) < 4.0 and abs(zp) < 4.0,
              "means %.4f / %.4f h (z %+.2f), P(meet 115 h) %.4f / %.4f (z %+.2f), p90 %.3f / %.3f"
              % (a["wall_hours_mean"], b["wall_hours_mean"], z, pa, pb, zp, a["wall_hours_p90"], b["wall_hours_p90"]))

    # (6) speed: 20,000 runs of about 50 interruptions each
    for backend in backends:
        params = dict(nodes=850, per_node_failures_per_day=0.01, per_node_warned_per_day=0.02, interval_hours=1.0,
                      save_hours=1.0 / 60, reschedule_hours=0.5, resume_hours=0.2, auto_checkpoint=True,
                      grace_hours=0.05, work_hours=20.0, deadline_hours=60.0, runs=20000, seed=1, backend=backend)
        start = time.perf_counter()
        res = simulate(params)
        elapsed = time.perf_counter() - start
        check("speed (%s)" % backend, elapsed < 20.0,
              "20,000 runs, %.1f interruptions each on average, in %.2f s (mean wall %.2f h)"
              % (last_event_count / 20000.0, elapsed, res["wall_hours_mean"]))

    print("\n".join(lines))
    print("%d passed, %d failed" % (len(lines) - len(backends) - len(failures), len(failures)))
    return not failures


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--nodes", type=float, default=1)
    ap.add_argument("--per-node-failures-per-day", type=float, default=0.0)
    ap.add_argument("--per-node-warned-per-day", type=float, default=0.0)
    ap.add_argument("--spot-per-day", type=float, default=0.0, help="Spot preemptions per node-day (warned)")
    ap.add_argument("--interval-hours", type=float, default=1.0, help="checkpoint interval tau (hours of work)")
    ap.add_argument("--save-hours", type=float, default=0.0, help="save stall delta")
    ap.add_argument("--reschedule-hours", type=float, default=0.0, help="t_re of a failure")
    ap.add_argument("--maintenance-reschedule-hours", type=float, default=None,
                    help="t_re of a maintenance preemption (default: --reschedule-hours)")
    ap.add_argument("--spot-reschedule-hours", type=float, default=None,
                    help="t_re of a Spot preemption (default: --reschedule-hours)")
    ap.add_argument("--resume-hours", type=float, default=0.0, help="t_rm")
    ap.add_argument("--wait-hours", type=float, default=0.0, help="initial wait t_wait")
    ap.add_argument("--auto-checkpoint", action="store_true", help="save on SIGTERM when delta <= grace")
    ap.add_argument("--grace-hours", type=float, default=0.0, help="maintenance grace period")
    ap.add_argument("--spot-grace-hours", type=float, default=None, help="Spot grace period (default: --grace-hours)")
    ap.add_argument("--failures-during-recovery", dest="failures_during_recovery", action="store_true", default=True)
    ap.add_argument("--no-failures-during-recovery", dest="failures_during_recovery", action="store_false")
    ap.add_argument("--work-hours", type=float, default=1.0, help="productive work X")
    ap.add_argument("--deadline-hours", type=float, default=math.inf, help="deadline D from the request")
    ap.add_argument("--runs", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--backend", choices=["auto", "numpy", "python"], default="auto")
    ap.add_argument("--self-test", action="store_true")
    a = ap.parse_args(argv)
    if a.self_test:
        backends = (["numpy", "python"] if np is not None else ["python"]) if a.backend == "auto" else [a.backend]
        return 0 if self_test(backends) else 1
    params = {k: getattr(a, k) for k in DEFAULTS}
    print(json.dumps(simulate(params)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
