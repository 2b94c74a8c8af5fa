#!/usr/bin/env python3
"""Held-out error of the serving step model (docs/model.md section 21) on published serving measurements.

Usage: python3 tests/performance/serving_heldout_error.py PATH/TO/goodput-cli tests/data/inference/published-serving.json
           [--bands TPOT THROUGHPUT TTFT]

Runs `goodput-cli inference` for every row of the file at its engine's configuration (model, precision,
accelerator, tensor degree, prompt and output tokens, the context their sum) and compares:

- rows at a fixed concurrency C: "tpot_mean" and "ttft_mean" at --concurrency C (the published figures are the
  benchmarks' averages; TPOT is (E2E - TTFT) / (output - 1)), and the output throughput where published;
- offline rows (every request queued at once): the output tokens a second of a replica whose batch is the most
  sequences of prompt + output tokens its memory holds ("max_batch" at that context).

It prints each row's figures and error (predicted / published - 1), then the median, 90th percentile and worst
absolute error of TPOT, throughput and TTFT, for the "check" and the "calibration" rows apart. A report: it exits
0 whatever the error, unless --bands is given: then it exits 1 when a check median is above its band (fractions,
such as 0.20 0.25 0.35). Standard library only.
"""

import json
import math
import subprocess
import sys


def cli_json(cli, args):
    p = subprocess.run([cli, "inference"] + args, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError((p.stderr or p.stdout).strip())
    return json.loads(p.stdout)


def predict(cli, r):
    base = ["--model", r["model"], "--precision", r["precision"], "--accelerator", r["accelerator"],
            "--tensor-parallel", str(r["tensor_parallel"]), "--prompt-tokens", str(r["prompt_tokens"]),
            "--output-tokens", str(r["output_tokens"]), "--context", str(r["prompt_tokens"] + r["output_tokens"]),
            "--requests-per-second", "1"]
    if r["load"] == "offline":
        most = cli_json(cli, base + ["--batch", "100000"])["max_batch"]
        if most < 1:
            raise RuntimeError("no sequence fits")
        out = cli_json(cli, base + ["--batch", str(most)])
    else:
        c = str(r["concurrency"])
        out = cli_json(cli, base + ["--batch", c, "--concurrency", c])
    return {"tpot_seconds": out["tpot_mean"], "ttft_seconds": out["ttft_mean"],
            "output_tokens_per_second": out["output_tokens_per_second_per_replica"], "batch": out["concurrency"]}


def percentile(xs, q):
    """The q-th percentile, linear between the closest ranks."""
    xs = sorted(xs)
    if not xs:
        return math.nan
    k = (len(xs) - 1) * q / 100
    lo, hi = math.floor(k), math.ceil(k)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


METRICS = (("tpot_seconds", "TPOT"), ("output_tokens_per_second", "throughput"), ("ttft_seconds", "TTFT"))


def summary(role, errors):
    print(f"{role} rows: {'':<12} {'n':>3}  {'median':>8}  {'p90':>8}  {'worst':>8}   worst row")
    medians = {}
    for key, label in METRICS:
        xs = [e for e in errors if e["metric"] == key]
        if not xs:
            continue
        rel = [abs(e["rel"]) for e in xs]
        worst = max(xs, key=lambda e: abs(e["rel"]))
        medians[key] = percentile(rel, 50)
        print(f"  {label:<22} {len(xs):>3}  {medians[key] * 100:6.1f} %  {percentile(rel, 90) * 100:6.1f} %"
              f"  {abs(worst['rel']) * 100:6.1f} %   {worst['name']}")
    return medians


def main():
    args = sys.argv[1:]
    bands = None
    if len(args) == 6 and args[2] == "--bands":
        bands = dict(zip([k for k, _ in METRICS], map(float, args[3:6])))
        args = args[:2]
    if len(args) != 2:
        sys.exit(__doc__.split("\n\n")[1])
    cli, path = args
    doc = json.load(open(path, encoding="utf-8"))
    errors = []
    print(f"{'row':<52} {'role':<11} {'metric':<10} {'published':>10} {'predicted':>10} {'error':>8}")
    for r in doc["rows"]:
        try:
            pred = predict(cli, r)
        except RuntimeError as e:
            print(f"{r['name']:<52} {r['role']:<11} refused: {e}")
            continue
        for key, label in METRICS:
            if key not in r["measured"]:
                continue
            pub = r["measured"][key]
            rel = pred[key] / pub - 1
            errors.append({"name": r["name"], "role": r["role"], "metric": key, "rel": rel})
            scale = 1000 if key != "output_tokens_per_second" else 1
            print(f"{r['name'][:52]:<52} {r['role']:<11} {label:<10} {pub * scale:10.1f} {pred[key] * scale:10.1f}"
                  f" {rel * 100:+7.1f}%")
    print("\nTPOT and TTFT in ms, throughput in output tokens a second of one replica; error = predicted / published - 1\n")
    medians = {}
    for role in ("check", "calibration"):
        m = summary(role, [e for e in errors if e["role"] == role])
        if role == "check":
            medians = m
        print()
    if bands:
        over = [f"{k}: {medians.get(k, math.nan) * 100:.1f} % above {b * 100:.0f} %" for k, b in bands.items()
                if not medians.get(k, math.inf) <= b]
        if over:
            print("check medians outside their bands: " + "; ".join(over))
            sys.exit(1)
        print("check medians within their bands")


if __name__ == "__main__":
    main()
