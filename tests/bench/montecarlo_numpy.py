#!/usr/bin/python3
"""The Monte Carlo of a training window (docs/model.md section 8) as a vectorized numpy program: the tool a user would
otherwise write. Runs advance in parallel, one interruption per step for every run still inside its window.
Same assumptions as core/goodput/MonteCarlo.cpp (interruptions only while running; a warned interruption saved
on SIGTERM keeps its progress and pays one save). Prints one JSON object with the throughput and the means, so that
goodput-bench can time it in the same run and check that both agree."""
import argparse
import json
import time

import numpy as np


def simulate(p, runs, seed):
    rng = np.random.default_rng(seed)
    wait = min(p["wait"], p["window"])
    rate = p["nodes"] * (p["unwarned_rate"] + p["warned_rate"])
    tau, delta = p["interval"], p["save"]
    cycle = tau + delta
    recovery = p["reschedule"] + p["resume"]
    share = p["nodes"] * p["warned_rate"] / rate if rate > 0 else 0.0
    saved_on_warning = p["warned_saved"] and p["warned_rate"] > 0

    remaining = np.full(runs, float(p["window"] - wait))
    productive = np.zeros(runs)
    lost = np.zeros(runs)
    interruptions = np.zeros(runs)
    active = np.ones(runs, dtype=bool)
    while active.any():
        idx = np.flatnonzero(active)
        x = rng.exponential(1.0 / rate, idx.size)
        rem = remaining[idx]
        ends = x >= rem
        stretch = np.where(ends, rem, x)
        k = np.floor(stretch / cycle)
        part = stretch - k * cycle
        kept = ends.copy()
        if saved_on_warning:
            kept |= (rng.random(idx.size) < share) & ~ends
        productive[idx] += k * tau + np.where(kept, np.minimum(part, tau), 0.0)
        lost[idx] += np.where(kept, 0.0, part)
        interruptions[idx] += ~ends
        emergency = np.where(kept & ~ends, delta, 0.0)
        left = rem - x - emergency - recovery
        remaining[idx] = np.where(ends, 0.0, np.maximum(left, 0.0))
        active[idx] = ~ends & (left > 0)
    return productive, lost, interruptions


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--params", required=True, help="model parameters as JSON")
    parser.add_argument("--runs", type=int, default=20000)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    p = json.loads(args.params)
    times = []
    for r in range(args.repeats):
        t0 = time.perf_counter()
        productive, lost, interruptions = simulate(p, args.runs, r)
        times.append(time.perf_counter() - t0)
    times.sort()
    median = times[len(times) // 2]
    print(json.dumps({
        "name": "monte_carlo_numpy",
        "median_ms": median * 1000.0,
        "p95_ms": times[-1] * 1000.0,
        "per_second": float(interruptions.sum()) / median,
        "mean_productive_hours": float(productive.mean()),
        "mean_interruptions": float(interruptions.mean()),
        "numpy": np.__version__,
    }))


if __name__ == "__main__":
    main()
