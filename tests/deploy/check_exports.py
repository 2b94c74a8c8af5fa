#!/usr/bin/env python3
"""Exports plans in every deployment format with goodput-cli and checks each file as its own tools would.

Usage: check_exports.py GOODPUT_CLI REPO_ROOT

For the example plan, each of its scenarios, the 70B plan and that plan under every provisioning, writes the three
exports with `goodput-cli deploy --out` and checks: the GKE manifests against the vendored JobSet and Kueue CRDs and
the SkyPilot task against SkyPilot's own schema (validate_deploy.py), the sbatch script with `bash -n`, that every
file opens with the header naming the plan, and that `goodput-cli plan-from` reads the SkyPilot task and the JobSet
back to the plan's node count. A TPU plan is exported as Google's tables of slice shapes say it runs (Cloud TPU
"TPU v6e", "TPU v5e", "TPU v5p"; docs/deploy.md, "TPU slices"), the expected values below taken from those tables:
GKE writes every slice, each a Job of the machine type's nodes; a SkyPilot task holds one slice; Slurm schedules no
TPU; a count no layout runs is refused by every format, each with its reason and nothing written. A serving plan's
exports, a SkyPilot Serve task and Kubernetes manifests, are checked by check_serving.py. Prints one line per export
checked; exits 1 on the first problem.
"""
import json
import os
import subprocess
import sys
import tempfile

import yaml

sys.dont_write_bytecode = True  # Leave no __pycache__ in the source tree.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_serving import check_serving  # noqa: E402  pylint: disable=wrong-import-position

PROVISIONING = ["on_demand", "spot", "dws_flex_start", "dws_calendar", "reservation", "reservation_3y"]

SLURM_TPU = "Slurm cannot run the Google TPU"
# TPU plans made from the example: (accelerator, nodes, chips a node, provisioning), and per format either what the
# export must write (from Google's tables) or the start of the refusal goodput-cli prints.
TPU_CASES = [
    # 120 v6e chips, the plan search's answer for the example: no slice has 120 chips, and GKE's Multislice takes
    # multi-host slices (16 chips and up) only, so no layout runs them: 112 (7 x 4x4) and 128 (8x16) would.
    (("tpu-v6e", 15, 8, "spot"),
     {"skypilot": "No TPU job of 120 chips of the Google TPU v6e (Trillium) runs on Google Cloud",
      "gke": "No TPU job of 120 chips of the Google TPU v6e (Trillium) runs on Google Cloud: a slice has one of the "
             "shapes Google lists, and a job of several slices takes multi-host slices of one shape. The nearest "
             "counts that run are 112 and 128 chips",
      "slurm": SLURM_TPU}),
    # 112 v6e chips: 7 slices of 4x4 (16 chips, 4 VMs of ct6e-standard-4t with 4 chips each).
    (("tpu-v6e", 14, 8, "spot"),
     {"skypilot": "A SkyPilot task asks for one TPU slice, and the plan prices 112 chips",
      "gke": {"replicas": 7, "parallelism": 4, "chips": 4, "topology": "4x4", "machine": "ct6e-standard-4t",
              "accelerator": "tpu-v6e-slice", "spot": True,
              "header": "# 112 x Google TPU v6e (Trillium) (7 slices of 4x4, 28 nodes of 4, ct6e-standard-4t), spot"},
      "slurm": SLURM_TPU}),
    # 16 v6e chips: one 4x4 slice, which SkyPilot names by its 16 TensorCores (one a v6e chip).
    (("tpu-v6e", 2, 8, "on_demand"),
     {"skypilot": {"accelerators": "tpu-v6e-16"},
      "gke": {"replicas": 1, "parallelism": 4, "chips": 4, "topology": "4x4", "machine": "ct6e-standard-4t",
              "accelerator": "tpu-v6e-slice", "spot": False,
              "header": "# 16 x Google TPU v6e (Trillium) (1 slice of 4x4, 4 nodes of 4, ct6e-standard-4t), on_demand"},
      "slurm": SLURM_TPU}),
    # 8 v6e chips: one single-host 2x4 slice, one ct6e-standard-8t VM of 8 chips.
    (("tpu-v6e", 1, 8, "on_demand"),
     {"skypilot": {"accelerators": "tpu-v6e-8"},
      "gke": {"replicas": 1, "parallelism": 1, "chips": 8, "topology": "2x4", "machine": "ct6e-standard-8t",
              "accelerator": "tpu-v6e-slice", "spot": False},
      "slurm": SLURM_TPU}),
    # 128 v5p chips: one 4x4x8 slice of 32 ct5p-hightpu-4t VMs of 4 chips; SkyPilot counts 2 TensorCores a chip.
    (("tpu-v5p", 32, 4, "on_demand"),
     {"skypilot": {"accelerators": "tpu-v5p-256"},
      "gke": {"replicas": 1, "parallelism": 32, "chips": 4, "topology": "4x4x8", "machine": "ct5p-hightpu-4t",
              "accelerator": "tpu-v5p-slice", "spot": False},
      "slurm": SLURM_TPU}),
]


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, timeout=300, **kw)


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def tpu_plan(example, tmp, accelerator, nodes, per_node, provisioning):
    plan = json.load(open(example, encoding="utf-8"))
    plan.setdefault("training", {})["accelerator"] = accelerator
    plan["scale"].update(nodes=nodes, accelerators_per_node=per_node)
    plan["scheduling"]["provisioning"] = provisioning
    plan["scenarios"], plan["recommended_scenario"] = [], {"name": "", "reason": "the TPU plan"}
    path = os.path.join(tmp, "%s-%d-%s.gpplan" % (accelerator, nodes * per_node, provisioning))
    json.dump(plan, open(path, "w", encoding="utf-8"))
    return path


def check_refused(label, fmt, r, reason):
    if r.returncode != 2 or not r.stderr.startswith("goodput-cli: error: " + reason) or r.stdout:
        fail("%s %s: wanted the refusal '%s...', got exit %d: %s" % (label, fmt, reason, r.returncode, r.stderr.strip()))


def check_tpu_file(label, fmt, files, want):
    text = open(files[0], encoding="utf-8").read()
    doc = yaml.safe_load(text)
    if fmt == "skypilot":
        got = (doc["resources"]["accelerators"], doc["num_nodes"])
        if got != (want["accelerators"], 1):
            fail("%s skypilot: accelerators %s on %s nodes, wanted %s on 1" % (label, got[0], got[1], want["accelerators"]))
        return
    workers = doc["spec"]["replicatedJobs"][0]
    pod = workers["template"]["spec"]["template"]["spec"]
    selector = pod["nodeSelector"]
    got = {"replicas": workers["replicas"], "parallelism": workers["template"]["spec"]["parallelism"],
           "chips": pod["containers"][0]["resources"]["limits"]["google.com/tpu"],
           "topology": selector["cloud.google.com/gke-tpu-topology"],
           "machine": selector["node.kubernetes.io/instance-type"],
           "accelerator": selector["cloud.google.com/gke-tpu-accelerator"],
           "spot": selector.get("cloud.google.com/gke-spot") == "true"}
    if "header" in want:
        got["header"] = want["header"] if ("\n" + want["header"] + "\n") in text else "not in the file"
    multislice = (doc["metadata"].get("annotations") or {}).get("alpha.jobset.sigs.k8s.io/exclusive-topology")
    if got != want or (multislice is not None) != (want["replicas"] > 1):
        fail("%s gke: wrote %s (exclusive topology %s), wanted %s" % (label, got, multislice, want))


def export(cli, path, scenario, fmt, out):
    os.mkdir(out)
    return run([cli, "deploy", path, "--format", fmt, "--scenario", scenario, "--out", out])


def check_written(cli, schemas, validator, label, fmt, path, scenario, result):
    files = [f["path"] for f in result["files"]]
    for f in files:
        if not open(f, encoding="utf-8").read().removeprefix("#!/bin/bash\n").startswith(
                "# Goodput Planner deployment (%s) of the plan" % fmt):
            fail("%s: no header" % f)
    if fmt == "slurm":
        for f in files:
            b = run(["bash", "-n", f])
            if b.returncode != 0:
                fail("%s %s: bash -n: %s" % (label, fmt, b.stderr.strip()))
        return files
    v = run([sys.executable, validator, "--schemas", schemas] + files)
    if v.returncode != 0:
        fail("%s %s: %s" % (label, fmt, (v.stdout + v.stderr).strip()))
    back = run([cli, "plan-from", files[0]])
    if back.returncode != 0:
        fail("%s %s: plan-from exited %d: %s" % (label, fmt, back.returncode, back.stderr.strip()))
    read = json.loads(back.stdout)["scale"]["nodes"]
    if scenario == "base":
        want = json.loads(run([cli, "plan", path]).stdout)["scale"]["nodes"]
        if read != want:
            fail("%s %s: plan-from read %s nodes, the plan has %s" % (label, fmt, read, want))
    return files


def main():
    cli, root = sys.argv[1], sys.argv[2]
    schemas = os.path.join(root, "tests/data/deploy/schemas")
    validator = os.path.join(root, "tests/deploy/validate_deploy.py")
    example = os.path.join(root, "resources/plans/example.gpplan")
    seventy = os.path.join(root, "tests/data/plans/llm-70b-14-days.gpplan")
    with tempfile.TemporaryDirectory() as tmp:
        # Each case: the plan, its scenario, a label, and per format what is wanted (None: any export that checks).
        cases = [(example, "base", "example", {}), (seventy, "base", "70b", {})]
        for s in json.load(open(example, encoding="utf-8")).get("scenarios", []):
            tpu = s["overrides"].get("training", {}).get("accelerator", "").startswith("tpu-")
            cases.append((example, s["name"], "example: " + s["name"], {"slurm": SLURM_TPU} if tpu else {}))
        plan = json.load(open(seventy, encoding="utf-8"))
        for p in PROVISIONING:
            plan.setdefault("scheduling", {})["provisioning"] = p
            path = os.path.join(tmp, "70b-" + p + ".gpplan")
            json.dump(plan, open(path, "w", encoding="utf-8"))
            cases.append((path, "base", "70b " + p, {}))
        for (accelerator, nodes, per_node, provisioning), wanted in TPU_CASES:
            label = "%s x %d %s" % (accelerator, nodes * per_node, provisioning)
            cases.append((tpu_plan(example, tmp, accelerator, nodes, per_node, provisioning), "base", label, wanted))
        checked = 0
        for index, (path, scenario, label, wanted) in enumerate(cases):
            for fmt in ("skypilot", "gke", "slurm"):
                r = export(cli, path, scenario, fmt, os.path.join(tmp, "%d-%s" % (index, fmt)))
                want = wanted.get(fmt)
                if isinstance(want, str):
                    check_refused(label, fmt, r, want)
                    print("ok %-45s %-8s refused" % (label, fmt))
                    checked += 1
                    continue
                if r.returncode != 0:
                    fail("%s %s: goodput-cli deploy exited %d: %s" % (label, fmt, r.returncode, r.stderr.strip()))
                result = json.loads(r.stdout)
                files = check_written(cli, schemas, validator, label, fmt, path, scenario, result)
                if want is not None:
                    check_tpu_file(label, fmt, files, want)
                checked += 1
                print("ok %-45s %-8s %s dropped" % (label, fmt, len(result["dropped"])))
        checked += check_serving(cli, root, tmp, validator, schemas)
        print("%d exports checked" % checked)


if __name__ == "__main__":
    main()
