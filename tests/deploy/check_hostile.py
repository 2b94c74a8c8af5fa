#!/usr/bin/env python3
"""Hostile texts in a plan never become code in its exports.

Usage: check_hostile.py HOSTILE_WRITER GOODPUT_CLI EXAMPLE_PLAN

1. The exports hostile_writer makes, each hostile text as the title, the scenario and the accelerator's name (and a
   serving plan's model), are read as their schedulers read them: every YAML file by PyYAML's own parser and by libyaml's, which must find the
   documents and keys written (no document, key or line a text smuggled in) and the plan's title, made safe, as
   GOODPUT_PLAN; every sbatch script by a stand-in sbatch that honours directives as Slurm's manual says (up to the
   first line that is neither a comment nor blank), which must honour every directive written, and then run by bash
   with stand-ins for srun and scontrol, which must not create the file the hostile text names; a SkyPilot Serve
   task's run: script by bash with its envs and a stand-in vllm, which must receive the model as one argument (the
   text made safe, never an option) and create no file; Kubernetes manifests as exactly a Deployment, a Service and
   an autoscaler whose container runs vllm serve with the model as its first argument.
2. The readers refuse those texts: a plan whose title, scenario name or custom accelerator's name holds one is
   refused by goodput-cli with the field named.
Prints one line a check; exits 1 on the first failure.
"""
import json
import os
import re
import stat
import subprocess
import sys
import tempfile

import yaml

# The characters no text may bring into a file another program reads (docs/deploy.md, "Text in the files").
UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]")

SKYPILOT_KEYS = {"name", "num_nodes", "resources", "file_mounts", "envs", "run", "config"}
SERVE_KEYS = {"name", "resources", "service", "envs", "run"}
SERVING_KINDS = ["Deployment", "Service", "HorizontalPodAutoscaler"]
JOBSET_KEYS = {"apiVersion", "kind", "metadata", "spec"}
KUEUE_KINDS = ["ResourceFlavor", "ClusterQueue", "LocalQueue"]
KUEUE_FLEX_KINDS = KUEUE_KINDS + ["AdmissionCheck", "ProvisioningRequestConfig"]


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def safe(raw):
    """The text as the rule makes it, worked out here without the code under test."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None  # bytes that are not UTF-8: only checked to be gone
    return UNSAFE.sub(" ", text)


def header_is_comments(text, where):
    """Every line before the body is a comment, split as Python splits lines (U+2028, U+0085 and the rest too)."""
    lines = text.splitlines()
    if lines and lines[0].startswith("#!"):
        lines = lines[1:]
    for line in lines:
        if line == "":
            return
        if not line.startswith("#"):
            fail("%s: the header has a line that is not a comment: %r" % (where, line[:80]))


def load_both(text, where):
    docs = {}
    for name, loader in (("PyYAML", yaml.SafeLoader), ("libyaml", yaml.CSafeLoader)):
        try:
            docs[name] = [d for d in yaml.load_all(text, Loader=loader) if d is not None]
        except yaml.YAMLError as e:
            fail("%s: %s cannot read it: %s" % (where, name, e))
    if docs["PyYAML"] != docs["libyaml"]:
        fail("%s: PyYAML and libyaml read different documents" % where)
    return docs["PyYAML"]


def check_skypilot(path, case, title):
    docs = load_both(open(path, encoding="utf-8").read(), path)
    if len(docs) != 1 or not set(docs[0]) <= SKYPILOT_KEYS or not {"name", "resources", "envs", "run"} <= set(docs[0]):
        fail("%s: the task's keys are %s" % (path, [sorted(d) for d in docs]))
    task = docs[0]
    if task["name"] != case["name"] or "setup" in task:
        fail("%s: name %r, keys %s" % (path, task["name"], sorted(task)))
    check_title(task["envs"]["GOODPUT_PLAN"], title, path)


def check_gke(paths, case, title):
    jobset = next(p for p in paths if p.endswith("-jobset.yaml"))
    kueue = next(p for p in paths if p.endswith("-kueue.yaml"))
    docs = load_both(open(jobset, encoding="utf-8").read(), jobset)
    if len(docs) != 1 or set(docs[0]) != JOBSET_KEYS or docs[0]["kind"] != "JobSet":
        fail("%s: documents %s" % (jobset, [sorted(d) for d in docs]))
    if docs[0]["metadata"]["name"] != case["name"]:
        fail("%s: named %r" % (jobset, docs[0]["metadata"]["name"]))
    env = docs[0]["spec"]["replicatedJobs"][0]["template"]["spec"]["template"]["spec"]["containers"][0]["env"]
    check_title(next(e["value"] for e in env if e["name"] == "GOODPUT_PLAN"), title, jobset)
    kinds = [d.get("kind") for d in load_both(open(kueue, encoding="utf-8").read(), kueue)]
    want = KUEUE_FLEX_KINDS if case["provisioning"] == "dws_flex_start" else KUEUE_KINDS
    if kinds != want:
        fail("%s: documents of kinds %s, written %s" % (kueue, kinds, want))


def model_argument(title):
    """The model as vLLM must receive it: the text made safe, one argument, "./" before a leading '-'."""
    if title is None:
        return None
    return "./" + title if title.startswith("-") or not title else title


def run_serve(path, task, title):
    """Runs the task's run: script under bash with its envs and a stand-in vllm that records its arguments: the
    model must arrive as one argument, the text made safe, and nothing the text names may run."""
    with tempfile.TemporaryDirectory() as work:
        bin_dir = os.path.join(work, "bin")
        os.mkdir(bin_dir)
        stub = os.path.join(bin_dir, "vllm")
        open(stub, "w").write('#!/bin/sh\nfor a in "$@"; do printf "%s\\0" "$a"; done > "$ARGS"\n')
        os.chmod(stub, stat.S_IRWXU)
        env = {"PATH": bin_dir + ":/usr/bin:/bin", "HOME": work, "ARGS": os.path.join(work, "args")}
        env.update({k: str(v) for k, v in task["envs"].items()})
        subprocess.run(["bash", "-c", task["run"]], cwd=work, env=env, capture_output=True, timeout=30)
        if os.path.exists(os.path.join(work, "MARKER")):
            fail("%s: the run script ran a command from the plan's text" % path)
        args = open(env["ARGS"], "rb").read().decode("utf-8").split("\0")[:-1]
        if args[0] != "serve" or (title is not None and args[1] != model_argument(title)):
            fail("%s: vllm was given %r, the model made safe is %r" % (path, args[:2], model_argument(title)))
        if any(a.startswith("--") and a not in VLLM_OPTIONS for a in args[2:]):
            fail("%s: vllm was given an option the export does not write: %r" % (path, args))


VLLM_OPTIONS = {"--tensor-parallel-size", "--max-num-seqs", "--max-model-len", "--gpu-memory-utilization",
                "--quantization", "--kv-cache-dtype", "--dtype", "--enforce-eager", "--host", "--port"}


def check_serve(path, case, title):
    docs = load_both(open(path, encoding="utf-8").read(), path)
    if len(docs) != 1 or set(docs[0]) != SERVE_KEYS:
        fail("%s: the task's keys are %s" % (path, [sorted(d) for d in docs]))
    task = docs[0]
    if task["name"] != case["name"] or set(task["envs"]) != {"MODEL_ID", "GOODPUT_PLAN"}:
        fail("%s: name %r, envs %s" % (path, task["name"], sorted(task["envs"])))
    check_title(task["envs"]["GOODPUT_PLAN"], title, path)
    if title is not None and task["envs"]["MODEL_ID"] != model_argument(title):
        fail("%s: MODEL_ID is %r" % (path, task["envs"]["MODEL_ID"]))
    run_serve(path, task, title)


def check_manifests(path, case, title):
    docs = load_both(open(path, encoding="utf-8").read(), path)
    if [d.get("kind") for d in docs] != SERVING_KINDS or any(d["metadata"]["name"] != case["name"] for d in docs):
        fail("%s: documents %s" % (path, [(d.get("kind"), d.get("metadata")) for d in docs]))
    container = docs[0]["spec"]["template"]["spec"]["containers"][0]
    if container["command"] != ["vllm", "serve"] or (title is not None and container["args"][0] != model_argument(title)):
        fail("%s: runs %r %r" % (path, container["command"], container["args"][:1]))
    if any(a.startswith("--") and a not in VLLM_OPTIONS for a in container["args"][1:]):
        fail("%s: vllm is given an option the export does not write: %r" % (path, container["args"]))
    check_title(next(e["value"] for e in container["env"] if e["name"] == "GOODPUT_PLAN"), title, path)


def check_title(value, title, where):
    if UNSAFE.search(value):
        fail("%s: GOODPUT_PLAN holds an unsafe character: %r" % (where, value))
    if title is not None and value != title[:len(value)]:
        fail("%s: GOODPUT_PLAN is %r, the title made safe %r" % (where, value, title))


def stand_in_sbatch(text):
    """The directives sbatch honours: #SBATCH lines before the first line that is neither a comment nor blank."""
    honoured = 0
    for line in text.split("\n")[1:]:
        if line.startswith("#SBATCH"):
            honoured += 1
        elif line.strip() and not line.startswith("#"):
            break
    return honoured


def check_slurm(path, case, title):
    text = open(path, encoding="utf-8").read()
    written = len(re.findall(r"^#SBATCH ", text, re.M))
    honoured = stand_in_sbatch(text)
    if written < 10 or honoured != written:
        fail("%s: sbatch honours %d of %d directives" % (path, honoured, written))
    for line in text.split("\n"):
        if line.startswith("export GOODPUT_PLAN=") and UNSAFE.search(line):
            fail("%s: %r" % (path, line))
    run_script(path)


def run_script(path):
    """Runs the script under bash with srun and scontrol standing in: nothing the texts name may run."""
    with tempfile.TemporaryDirectory() as work:
        bin_dir = os.path.join(work, "bin")
        os.mkdir(bin_dir)
        for tool in ("srun", "scontrol"):
            stub = os.path.join(bin_dir, tool)
            open(stub, "w").write("#!/bin/sh\nexit 0\n")
            os.chmod(stub, stat.S_IRWXU)
        env = {"PATH": bin_dir + ":/usr/bin:/bin", "SLURM_JOB_ID": "1", "HOME": work}
        subprocess.run(["bash", path], cwd=work, env=env, capture_output=True, timeout=30)
        if os.path.exists(os.path.join(work, "MARKER")):
            fail("%s: running the script ran a command from the plan's text" % path)


def check_exports(writer):
    with tempfile.TemporaryDirectory() as out:
        r = subprocess.run([writer, out], capture_output=True, text=True, timeout=300)
        if r.returncode != 0:
            fail("hostile_writer exited %d: %s" % (r.returncode, r.stderr.strip()))
        names = {}
        count = 0
        for line in r.stdout.splitlines():
            case = json.loads(line)
            raw = bytes.fromhex(case["raw"])
            title = safe(raw)
            for path in case["files"]:
                header_is_comments(open(path, encoding="utf-8").read(), path)
            if case["serving"]:
                (check_serve if case["format"] == "skypilot" else check_manifests)(case["files"][0], case, title)
            elif case["format"] == "skypilot":
                check_skypilot(case["files"][0], case, title)
            elif case["format"] == "gke":
                check_gke(case["files"], case, title)
            else:
                check_slurm(case["files"][0], case, title)
            if not re.fullmatch(r"[a-z]([-a-z0-9]{0,30}[a-z0-9])?", case["name"]) or "goog" in case["name"]:
                fail("%r is no job name" % case["name"])
            names.setdefault(case["name"], set()).add(raw)
            count += 1
        for name, texts in names.items():
            if len(texts) > 1:
                fail("%d different titles share the job name %s" % (len(texts), name))
        print("ok %d hostile exports read as written, %d job names" % (count, len(names)))


def check_readers(cli, example):
    plan = json.load(open(example, encoding="utf-8"))
    custom = {"id": "evil", "name": "EvilGPU\ntouch /tmp/x; echo #", "peak_bf16_tflops": 989, "memory_gb": 80,
              "memory_bandwidth_gbps": 3350, "interconnect": "NVLink", "interconnect_gbps": 900,
              "price_on_demand": 11, "price_spot": 3, "typical_mfu": 0.4, "largest_job_accelerators": 1024,
              "accelerators_per_vm": 8, "as_of": "2026-01-01", "sources": {"price_on_demand": "x"}}
    cases = [("title", dict(plan, title="Plan\u2028setup: touch /tmp/x"), "title"),
             ("title", dict(plan, title="Plan\u0085run: x"), "title"),
             ("title", dict(plan, title="\u202eevil"), "title"),
             ("scenario", dict(plan, scenarios=[dict(plan["scenarios"][0], name="S\u2029---")],
                               recommended_scenario=None), "scenarios."),
             ("accelerator", dict(plan, custom_accelerators=[custom]), ".name")]
    with tempfile.TemporaryDirectory() as tmp:
        for label, hostile, field in cases:
            if hostile.get("recommended_scenario", "") is None:
                del hostile["recommended_scenario"]
            path = os.path.join(tmp, "hostile.gpplan")
            json.dump(hostile, open(path, "w", encoding="utf-8"))
            r = subprocess.run([cli, "deploy", path, "--format", "slurm"], capture_output=True, text=True, timeout=60)
            if r.returncode == 0 or field not in r.stderr:
                fail("a hostile %s: exit %d, %r" % (label, r.returncode, r.stderr.strip()[:200]))
            print("ok a hostile %s is refused: %s" % (label, r.stderr.strip()[:120]))


def main():
    writer, cli, example = sys.argv[1:4]
    check_exports(writer)
    check_readers(cli, example)


if __name__ == "__main__":
    main()
