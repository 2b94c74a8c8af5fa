#!/usr/bin/env python3
"""The serving exports, for check_exports.py: each inference plan as a SkyPilot Serve task and as Kubernetes manifests.

For every case (the inference plans of tests/data/plans, the 70B plan under Spot, a reservation and in FP8, a custom
model, the 8B plan on a TPU v6e slice of 8 chips, and a plan without traffic), writes both exports with
`goodput-cli deploy --out`, validates them against SkyPilot's schema and Kubernetes' own JSON Schemas
(validate_deploy.py), and checks every figure against the plan's serving figures as `goodput-cli evaluate` prints
them, worked out here without the export's code:
  - a replica's accelerators are its tensor degree; --max-num-seqs is the batch; --max-model-len the context;
  - the replicas at the peak are the plan's; at the average ceil(rate / rate a replica) plus the spares, at least 1;
  - SkyPilot's target_qps_per_replica is the rate a replica serves, to three decimals; without traffic, or with as
    many replicas at the average as at the peak, a fixed `replicas:`;
  - the autoscaler's target is the requests in flight on a replica at that rate, ceil(rate x (TTFT + TPOT x
    (output - 1))), between 1 and the batch (Little's law);
  - use_spot and the GKE Spot selector follow the provisioning.
A GKE JobSet or a Slurm script of a serving plan, and Kubernetes manifests of a training plan, are refused with
their reason and nothing written.
"""
import json
import math
import os
import subprocess
import sys

import yaml

REFUSED = {
    "gke": "A serving plan runs a standing service, and a GKE JobSet runs a batch job that ends.",
    "slurm": "A serving plan runs a standing service, and a Slurm script runs a batch job that ends.",
}
TRAINING_REFUSED = "The Kubernetes manifests run vLLM, which serves a model, and this plan trains one."


def run(args):
    return subprocess.run(args, capture_output=True, text=True, timeout=300, check=False)


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def variants(root, tmp):
    """(label, plan path, the plan) for each case."""
    plans = os.path.join(root, "tests/data/plans")
    cases = []
    for name in ("inference-70b", "inference-8b", "inference-no-traffic"):
        path = os.path.join(plans, name + ".gpplan")
        cases.append((name, path, json.load(open(path, encoding="utf-8"))))
    base = json.load(open(os.path.join(plans, "inference-70b.gpplan"), encoding="utf-8"))

    def variant(label, change):
        plan = json.loads(json.dumps(base))
        change(plan)
        path = os.path.join(tmp, "serving-" + label + ".gpplan")
        json.dump(plan, open(path, "w", encoding="utf-8"))
        cases.append(("70b " + label, path, plan))

    variant("spot", lambda p: p["scheduling"].update(provisioning="spot"))
    variant("reservation", lambda p: p["scheduling"].update(provisioning="reservation"))
    variant("fp8", lambda p: p["inference"].update(precision="fp8"))
    variant("custom-model", lambda p: p["inference"].update(model={
        "name": "acme-chat-70b", "parameters": 7.0e10, "layers": 80, "kv_heads": 8, "head_dim": 128}))
    tpu = json.load(open(os.path.join(plans, "inference-8b.gpplan"), encoding="utf-8"))
    tpu["inference"].update(accelerator="tpu-v6e", tensor_parallel=8)
    path = os.path.join(tmp, "serving-tpu.gpplan")
    json.dump(tpu, open(path, "w", encoding="utf-8"))
    cases.append(("8b tpu-v6e x 8", path, tpu))
    return cases


def expected(cli, path, plan):
    figures = json.loads(run([cli, "evaluate", path]).stdout)["inference"]
    request = plan["inference"]
    rate = float(request.get("requests_per_second", 0))
    per_replica = figures["requests_per_second_per_replica"]
    spares, peak, batch = figures["spare_replicas"], figures["replicas"], figures["batch"]
    traffic = rate > 0 and per_replica > 0
    at_average = min(peak, max(1, (math.ceil(rate / per_replica - 1e-9) if traffic else 1) + spares))
    e2e = figures["ttft_seconds"] + figures["tpot_seconds"] * (request.get("output_tokens", 256) - 1)
    in_flight = min(batch, max(1, math.ceil(per_replica * e2e - 1e-9))) if traffic else 1
    return {"tp": figures["accelerators_per_replica"], "batch": batch, "peak": peak, "average": at_average,
            "qps": round(per_replica, 3), "in_flight": in_flight, "context": int(request.get("context", 4096)),
            "spot": plan.get("scheduling", {}).get("provisioning") == "spot", "scales": traffic and at_average < peak}


def arg(args, flag):
    return args[args.index(flag) + 1]


def check_skypilot(label, task, want):
    accelerators = task["resources"]["accelerators"]
    # "H100:4", or a v6e slice by its TensorCores, one a chip ("tpu-v6e-8")
    count = int(accelerators.rsplit(":", 1)[1]) if ":" in accelerators else int(accelerators.rsplit("-", 1)[1])
    service = task["service"]
    got = {"tp": count, "spot": task["resources"]["use_spot"],
           "probe": service["readiness_probe"]["path"], "delay": service["readiness_probe"]["initial_delay_seconds"] > 0}
    wanted = {"tp": want["tp"], "spot": want["spot"], "probe": "/health", "delay": True}
    if want["scales"]:
        policy = service["replica_policy"]
        got.update(replicas=(policy["min_replicas"], policy["max_replicas"]), qps=policy["target_qps_per_replica"])
        wanted.update(replicas=(want["average"], want["peak"]), qps=max(0.001, want["qps"]))
    else:
        got.update(replicas=service["replicas"])
        wanted.update(replicas=want["peak"])
    run_line = task["run"].splitlines()[-1].split()
    got.update(batch=int(arg(run_line, "--max-num-seqs")), tp_arg=int(arg(run_line, "--tensor-parallel-size")),
               context=int(arg(run_line, "--max-model-len")), model=run_line[3])
    wanted.update(batch=want["batch"], tp_arg=want["tp"], context=want["context"], model='"$MODEL_ID"')
    if got != wanted:
        fail("%s skypilot: wrote %s, wanted %s" % (label, got, wanted))


def check_kubernetes(label, docs, want):
    kinds = [d["kind"] for d in docs]
    if kinds != ["Deployment", "Service", "HorizontalPodAutoscaler"]:
        fail("%s kubernetes: documents %s" % (label, kinds))
    deployment, service, hpa = docs
    pod = deployment["spec"]["template"]["spec"]
    container = pod["containers"][0]
    limits = container["resources"]["limits"]
    args = container["args"]
    got = {"tp": limits.get("nvidia.com/gpu", limits.get("google.com/tpu")), "tp_arg": int(arg(args, "--tensor-parallel-size")),
           "batch": int(arg(args, "--max-num-seqs")), "context": int(arg(args, "--max-model-len")),
           "replicas": (deployment["spec"]["replicas"], hpa["spec"]["minReplicas"], hpa["spec"]["maxReplicas"]),
           "in_flight": int(hpa["spec"]["metrics"][0]["pods"]["target"]["averageValue"]),
           "spot": pod.get("nodeSelector", {}).get("cloud.google.com/gke-spot") == "true",
           "probes": [container[p]["httpGet"]["path"] for p in ("startupProbe", "readinessProbe", "livenessProbe")],
           "shm": pod["volumes"][0]["emptyDir"]["medium"], "target": hpa["spec"]["scaleTargetRef"]["name"],
           "service": service["spec"]["selector"] == deployment["spec"]["selector"]["matchLabels"]}
    wanted = {"tp": want["tp"], "tp_arg": want["tp"], "batch": want["batch"], "context": want["context"],
              "replicas": (want["average"], want["average"], want["peak"]), "in_flight": want["in_flight"],
              "spot": want["spot"], "probes": ["/health"] * 3, "shm": "Memory", "target": deployment["metadata"]["name"],
              "service": True}
    if got != wanted:
        fail("%s kubernetes: wrote %s, wanted %s" % (label, got, wanted))


def check_serving(cli, root, tmp, validator, schemas):
    checked = 0
    for index, (label, path, plan) in enumerate(variants(root, tmp)):
        want = expected(cli, path, plan)
        for fmt in ("skypilot", "kubernetes", "gke", "slurm"):
            out = os.path.join(tmp, "serving-%d-%s" % (index, fmt))
            os.mkdir(out)
            r = run([cli, "deploy", path, "--format", fmt, "--out", out])
            if fmt in REFUSED:
                if r.returncode != 2 or not r.stderr.startswith("goodput-cli: error: " + REFUSED[fmt]) or os.listdir(out):
                    fail("%s %s: wanted the refusal, got exit %d: %s" % (label, fmt, r.returncode, r.stderr.strip()))
                checked += 1
                continue
            if r.returncode != 0:
                fail("%s %s: goodput-cli deploy exited %d: %s" % (label, fmt, r.returncode, r.stderr.strip()))
            result = json.loads(r.stdout)
            files = [f["path"] for f in result["files"]]
            text = open(files[0], encoding="utf-8").read()
            if not text.startswith("# Goodput Planner deployment (%s) of the plan" % fmt):
                fail("%s %s: no header" % (label, fmt))
            v = run([sys.executable, validator, "--schemas", schemas] + files)
            if v.returncode != 0:
                fail("%s %s: %s" % (label, fmt, (v.stdout + v.stderr).strip()))
            docs = [d for d in yaml.safe_load_all(text) if d is not None]
            if fmt == "skypilot":
                check_skypilot(label, docs[0], want)
            else:
                check_kubernetes(label, docs, want)
            if "custom-model" in label and not any("repository" in d for d in result["dropped"]):
                fail("%s %s: the unknown repository is not listed as dropped: %s" % (label, fmt, result["dropped"]))
            checked += 1
            print("ok %-45s %-10s %s dropped" % ("serving " + label, fmt, len(result["dropped"])))
    example = os.path.join(root, "resources/plans/example.gpplan")
    r = run([cli, "deploy", example, "--format", "kubernetes"])
    if r.returncode != 2 or not r.stderr.startswith("goodput-cli: error: " + TRAINING_REFUSED):
        fail("example kubernetes: wanted the refusal, got exit %d: %s" % (r.returncode, r.stderr.strip()))
    print("ok %-45s %-10s refused" % ("example", "kubernetes"))
    return checked + 1
