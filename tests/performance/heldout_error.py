#!/usr/bin/env python3
"""Held-out error of the step-time model (docs/model.md section 23) on the published runs.

Usage: python3 tests/performance/heldout_error.py PATH/TO/goodput-cli tests/data/performance/published-runs.json
           [--check-table core/performance/ModelError.cpp]

Runs `goodput-cli performance` for every run of the file at its published layout, on its cluster (a catalog
accelerator with the cluster's network, or the cluster's own figures, written as a custom accelerator of a
temporary plan file), and compares the predicted MFU with the published one in the same count of FLOPs:

- "mfu": taken as is; "tflops_per_accelerator" with "counts": "model": over the cluster's peak;
- "counts": "hardware" (TFLOP/s counting the recomputation, Megatron-LM's eq. 3): an HFU, turned into MFU by the
  model's own MFU / HFU, as tests/core/tst_performance.cpp does;
- "flops_per_token": the publisher's own count of a token's FLOPs; the model's MFU counts 6 N + 12 L h s, so the
  published MFU is scaled by (6 N + 12 L h s) / flops_per_token.

It prints each run's figures and error, then the median, 90th percentile and worst absolute relative error
(|predicted - published| / published) and the median absolute error in MFU points, overall, per accelerator and
per framework, for the "check" and the "calibration" runs separately. Runs marked "expressible": false are
printed but left out of the statistics. A report, not a test: it exits 0 whatever the error. It ends with the
check runs' ratios predicted / published, sorted: the table the risk draws the model's error from. With
--check-table FILE, it is a test: it exits 1 when the table between the markers "held-out ratios begin" and
"held-out ratios end" of FILE differs from the ratios by more than 0.0005 in any entry.

Runs with "fused_attention": false are predicted with --unfused-attention (marked "u"); Megatron-Core's with
--tp-overlap, llm-foundry's with --grad-reduce bf16. Uneven first and last stages are not given.
Standard library only.
"""

import json
import math
import os
import subprocess
import sys
import tempfile

FAMILY = {  # the accelerator a cluster's catalog row or name belongs to, for the per-accelerator rows
    "a100": "A100", "h100": "H100", "tpu-v4": "TPU v4", "tpu-v5p": "TPU v5p", "tpu-v5e": "TPU v5e",
}


def family(cluster_id, cluster):
    key = cluster.get("catalog", cluster_id)
    for prefix, name in FAMILY.items():
        if key.startswith(prefix):
            return name
    return key


def catalog(cli):
    out = subprocess.run([cli, "catalog"], capture_output=True, text=True, check=True).stdout
    return {a["id"]: a for a in json.loads(out)["accelerators"]}


def cluster_plans(folder, doc, rows, accelerator_of):
    """A plan file in `folder` for each cluster of `doc`, priced on the cluster as a custom accelerator
    (accelerator_of(cluster id, cluster, catalog rows)): {cluster id: path}."""
    plans = {}
    for cid, cluster in doc["clusters"].items():
        a = accelerator_of(cid, cluster, rows)
        plan = {"format": "goodput-planner-plan", "version": 3, "custom_accelerators": [a],
                "training": {"accelerator": a["id"]}}
        plans[cid] = os.path.join(folder, cid + ".gpplan")
        with open(plans[cid], "w", encoding="utf-8") as f:
            json.dump(plan, f)
    return plans


def custom_accelerator(cluster_id, cluster, rows):
    """The cluster as a custom accelerator: its catalog row with the cluster's network, or (a cluster of its own
    figures) a catalog row's text fields with every figure the step model reads replaced."""
    if "catalog" in cluster:
        a = dict(rows[cluster["catalog"]])
    else:
        a = dict(rows["tpu-v5p"])  # the text and price fields only; every figure below is the cluster's
        a["peak_bf16_tflops"] = cluster["peak_tflops"]
        a.pop("peak_fp8_tflops", None)
        a["matrix_efficiency"] = cluster["matrix_efficiency"]
        a["memory_gb"] = cluster["memory_gb"]
        a["memory_bandwidth_gbps"] = cluster["memory_bandwidth_gbps"]
        a["scale_up_gbps"] = cluster["scale_up_gbps"]
        a["accelerators_per_vm"] = cluster["per_node"]
        a["name"] = cluster_id
        a["family"] = cluster_id
    a["id"] = "published-" + cluster_id
    a["scale_up_domain"] = cluster["scale_up_domain"]
    a["scale_out_gbps"] = cluster["scale_out_gbps"]
    a["largest_job_accelerators"] = max(a.get("largest_job_accelerators", 0), 1e6)
    return a


def predict(cli, plan, r):
    args = [cli, "performance", plan,
            "--params", repr(float(r["params"])), "--layers", str(r["layers"]), "--hidden", str(r["hidden"]),
            "--heads", str(r["heads"]), "--sequence", str(r["sequence"]), "--vocab", str(r["vocab"]),
            "--global-batch-tokens", str(int(r["global_batch_tokens"])), "--accelerators", str(r["accelerators"]),
            "--tensor", str(r["tensor"]), "--pipeline", str(r["pipeline"]), "--context", str(r["context"]),
            "--micro-batch", str(r["micro_batch"]), "--interleave", str(r["interleave"]),
            "--sharding", "none" if r["sharding"] == "replicated" else r["sharding"],
            "--recompute", r["recompute"], "--precision", r.get("precision", "bf16"),
            "--kv-heads", str(r.get("kv_heads") or r["heads"])]
    if r.get("head_dim"):
        args += ["--head-dim", str(r["head_dim"])]
    if not r.get("fused_attention", True):
        args.append("--unfused-attention")
    # The frameworks' own settings (docs/model.md section 23, "Overlap"): Megatron-Core's README runs with
    # --tp-comm-overlap; llm-foundry's FSDP runs with mixed_precision PURE, whose gradients reduce in BF16.
    if r.get("framework") == "megatron-core":
        args.append("--tp-overlap")
    if r.get("framework") == "llm-foundry":
        args += ["--grad-reduce", "bf16"]
    p = subprocess.run(args, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError((p.stderr or p.stdout).strip())
    return json.loads(p.stdout)


def published_mfu(r, peak_tflops, pred):
    pub = r["published"]
    if pub.get("counts") == "hardware" and "tflops_per_accelerator" in pub:
        hfu = pub["tflops_per_accelerator"] / peak_tflops
        mfu = hfu * pred["mfu"] / pred["hfu"]
    elif "mfu" in pub:
        mfu = pub["mfu"]
    else:
        mfu = pub["tflops_per_accelerator"] / peak_tflops
    if "flops_per_token" in pub:
        model = 6 * r["params"] + 12 * r["layers"] * r["hidden"] * r["sequence"]
        mfu *= model / pub["flops_per_token"]
    return mfu


def percentile(xs, q):
    """The q-th percentile, linear between the closest ranks."""
    xs = sorted(xs)
    if not xs:
        return math.nan
    k = (len(xs) - 1) * q / 100
    lo, hi = math.floor(k), math.ceil(k)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


def summary(label, rows):
    rel = [abs(x["rel"]) for x in rows]
    pts = [abs(x["pts"]) for x in rows]
    if not rows:
        return
    worst = max(rows, key=lambda x: abs(x["rel"]))
    print(f"  {label:<30} {len(rows):>3}  {percentile(rel, 50) * 100:6.1f} %  {percentile(rel, 90) * 100:6.1f} %"
          f"  {abs(worst['rel']) * 100:6.1f} %  {percentile(pts, 50):5.1f}   {worst['name']}")


def table_in(path):
    """The numbers between the markers of a source file's held-out table."""
    text = open(path, encoding="utf-8").read()
    begin, end = text.index("held-out ratios begin"), text.index("held-out ratios end")
    body = text[text.index("\n", begin):end]
    body = "\n".join(line.split("//")[0] for line in body.splitlines())
    return [float(x) for x in body.replace(",", " ").split() if x[0].isdigit()]


def main():
    args = sys.argv[1:]
    table = None
    if len(args) == 4 and args[2] == "--check-table":
        table = args[3]
        args = args[:2]
    if len(args) != 2:
        sys.exit(__doc__.split("\n\n")[1])
    cli, path = args
    doc = json.load(open(path, encoding="utf-8"))
    rows = catalog(cli)
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        plans = cluster_plans(tmp, doc, rows, custom_accelerator)
        print(f"{'run':<48} {'role':<11} {'framework':<13} {'accelerator':<8} {'layout t,p,c,d,b,v':<20} "
              f"{'published':>9} {'predicted':>9} {'error':>8} {'memory':>9}")
        for r in doc["runs"]:
            cluster = doc["clusters"][r["accelerator"]]
            fp8 = r.get("precision") == "fp8"
            c = rows.get(cluster.get("catalog", ""), {})
            peak = cluster.get("peak_tflops") or (c.get("peak_fp8_tflops") if fp8 else c.get("peak_bf16_tflops"))
            marks = ("u" if not r.get("fused_attention", True) else "") + ("x" if r.get("expressible") is False else "")
            try:
                pred = predict(cli, plans[r["accelerator"]], r)
            except RuntimeError as e:
                print(f"{r['name']:<48} {r['role']:<11} refused: {e}")
                continue
            pub = published_mfu(r, peak, pred)
            l = pred["layout"]
            layout = f"{l['tensor']},{l['pipeline']},{l['context']},{l['data']},{l['micro_batch']},{l['interleave']}"
            x = {"name": r["name"], "role": r["role"], "framework": r.get("framework", "?"),
                 "accelerator": family(r["accelerator"], cluster) + (" FP8" if fp8 else ""),
                 "pub": pub, "pred": pred["mfu"], "rel": pred["mfu"] / pub - 1, "pts": (pred["mfu"] - pub) * 100,
                 "expressible": r.get("expressible", True), "fused": r.get("fused_attention", True),
                 "fits": pred["fits"]}
            results.append(x)
            print(f"{r['name'][:48]:<48} {r['role']:<11} {x['framework']:<13} {x['accelerator']:<8} {layout:<20} "
                  f"{pub * 100:8.1f}% {pred['mfu'] * 100:8.1f}% {x['rel'] * 100:+7.1f}% "
                  f"{pred['memory_gb_per_accelerator']:6.1f} GB{'' if pred['fits'] else '!'} {marks}")
    print("\nmarks: u = published with unfused attention, predicted with --unfused-attention; "
          "x = not expressible, left out below")
    print("error = predicted / published - 1 on MFU in the model's count (6 N + 12 L h s a token)")
    print("memory = the fullest accelerator's, by the memory fit; ! = above its usable memory, though the run ran")
    refused = [x["name"] for x in results if not x["fits"]]
    print(f"published layouts the memory fit refuses: {len(refused)} of {len(results)}"
          + "".join(f"\n    {n}" for n in refused) + "\n")
    for role in ("check", "calibration"):
        rs = [x for x in results if x["role"] == role and x["expressible"]]
        print(f"{role} runs: {'':<22} {'n':>3}  {'median':>8}  {'p90':>8}  {'worst':>8}  {'pts':>5}   worst run")
        summary("all", rs)
        summary("all but the unfused (u)", [x for x in rs if x["fused"]])
        for key, name in (("accelerator", "accelerator"), ("framework", "framework")):
            for v in sorted({x[key] for x in rs}):
                summary(f"{name} {v}", [x for x in rs if x[key] == v])
        print()
    left = [x for x in results if not x["expressible"]]
    if left:
        print(f"not expressible (as entered), {len(left)} runs: median {percentile([abs(x['rel']) for x in left], 50) * 100:.1f} %")
    ratios = sorted(round(1 + x["rel"], 3) for x in results if x["role"] == "check" and x["expressible"])
    print(f"\nheld-out ratios, predicted / published ({len(ratios)}):")
    for i in range(0, len(ratios), 10):
        print("    " + ", ".join(f"{v:.3f}" for v in ratios[i:i + 10]) + ",")
    if table:
        kept = table_in(table)
        if len(kept) != len(ratios) or any(abs(a - b) > 0.0005 for a, b in zip(kept, ratios)):
            print(f"\n{table}: its held-out table ({len(kept)} entries) is not the check runs' ratios above")
            sys.exit(1)
        print(f"\n{table}: its held-out table is current")


if __name__ == "__main__":
    main()
