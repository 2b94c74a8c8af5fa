#!/usr/bin/env python3
"""Exports plans in every deployment format with goodput-cli and checks each file as its own tools would.

Usage: check_exports.py GOODPUT_CLI REPO_ROOT

For the example plan, each of its scenarios, the 70B plan and that plan under every provisioning, writes the three
exports with `goodput-cli deploy --out` and checks: the GKE manifests against the vendored JobSet and Kueue CRDs and
the SkyPilot task against SkyPilot's own schema (validate_deploy.py), the sbatch script with `bash -n`, that every
file opens with the header naming the plan, and that `goodput-cli plan-from` reads the SkyPilot task and the JobSet
back to the plan's node count. Prints one line per export checked; exits 1 on the first problem.
"""
import json
import os
import subprocess
import sys
import tempfile

PROVISIONING = ["on_demand", "spot", "dws_flex_start", "dws_calendar", "reservation", "reservation_3y"]


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, timeout=300, **kw)


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def main():
    cli, root = sys.argv[1], sys.argv[2]
    schemas = os.path.join(root, "tests/data/deploy/schemas")
    validator = os.path.join(root, "tests/deploy/validate_deploy.py")
    example = os.path.join(root, "resources/plans/example.gpplan")
    seventy = os.path.join(root, "tests/data/plans/llm-70b-14-days.gpplan")
    with tempfile.TemporaryDirectory() as tmp:
        cases = [(example, "base", "example"), (seventy, "base", "70b")]
        for s in json.load(open(example, encoding="utf-8")).get("scenarios", []):
            cases.append((example, s["name"], "example: " + s["name"]))
        plan = json.load(open(seventy, encoding="utf-8"))
        for p in PROVISIONING:
            plan.setdefault("scheduling", {})["provisioning"] = p
            path = os.path.join(tmp, "70b-" + p + ".gpplan")
            json.dump(plan, open(path, "w", encoding="utf-8"))
            cases.append((path, "base", "70b " + p))
        checked = 0
        for index, (path, scenario, label) in enumerate(cases):
            for fmt in ("skypilot", "gke", "slurm"):
                out = os.path.join(tmp, "%d-%s" % (index, fmt))
                os.mkdir(out)
                r = run([cli, "deploy", path, "--format", fmt, "--scenario", scenario, "--out", out])
                if r.returncode != 0:
                    fail("%s %s: goodput-cli deploy exited %d: %s" % (label, fmt, r.returncode, r.stderr.strip()))
                result = json.loads(r.stdout)
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
                else:
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
                checked += 1
                print("ok %-45s %-8s %s dropped" % (label, fmt, len(result["dropped"])))
        print("%d exports checked" % checked)


if __name__ == "__main__":
    main()
