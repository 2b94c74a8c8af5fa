#!/usr/bin/env python3
"""Checks validate_deploy.py: every sample passes, and mutated copies of the samples fail where they should.

Usage: python3 test_validator.py SCHEMAS_DIR SAMPLES_DIR

SAMPLES_DIR holds jobset/, kueue/, skypilot/ and kubernetes/ with real examples of each project. Prints one line per check and
closes with "N passed, M failed"; the exit status is 0 when every check passes, else 1.
"""
import copy
import pathlib
import re
import subprocess
import sys
import tempfile
import time
from typing import Any, Callable, List, Optional

import yaml

HERE = pathlib.Path(__file__).resolve().parent
sys.dont_write_bytecode = True  # Leave no __pycache__ in the source tree.
sys.path.insert(0, str(HERE))
import validate_deploy  # noqa: E402  pylint: disable=wrong-import-position

SCRIPT = HERE / "validate_deploy.py"
LINE = re.compile(r"^.+: doc (\d+|-): \$\S*: .+$")
TIME_LIMIT_S = 5.0


class Checks:
    def __init__(self, schemas: pathlib.Path, samples: pathlib.Path, scratch: pathlib.Path):
        self.schemas, self.samples, self.scratch = schemas, samples, scratch
        self.validator = validate_deploy.Validator(schemas)
        self.passed = 0
        self.failed = 0
        self.count = 0

    def record(self, name: str, ok: bool, detail: str = "") -> None:
        if ok:
            self.passed += 1
            print(f"ok - {name}")
        else:
            self.failed += 1
            print(f"FAIL - {name}" + (f": {detail}" if detail else ""))

    def sample(self, relative: str) -> List[Any]:
        return list(yaml.safe_load_all((self.samples / relative).read_text(encoding="utf-8")))

    def write(self, documents: List[Any], text: Optional[str] = None) -> str:
        self.count += 1
        path = self.scratch / f"case{self.count}.yaml"
        path.write_text(text if text is not None else yaml.safe_dump_all(documents, sort_keys=False),
                        encoding="utf-8")
        return str(path)

    def mutated(self, relative: str, mutate: Callable[[List[Any]], Any]) -> str:
        documents = copy.deepcopy(self.sample(relative))
        mutate(documents)
        return self.write(documents)

    def expect_fail(self, name: str, file: str, path: str, text: str, kind: str = "auto") -> None:
        problems = self.validator.check_file(file, kind)
        hits = [p for p in problems if p.path == path and text in p.message]
        self.record(name, bool(hits), f"wanted {path} with {text!r}, got {[str(p) for p in problems]}")

    def expect_pass(self, name: str, file: str, kind: str = "auto") -> None:
        problems = self.validator.check_file(file, kind)
        self.record(name, not problems, "; ".join(str(p) for p in problems))

    def run_cli(self, *args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, str(SCRIPT), "--schemas", str(self.schemas), *args],
                              capture_output=True, text=True, check=False)


def check_samples(c: Checks) -> None:
    files = sorted(str(p) for p in c.samples.rglob("*.yaml"))
    c.record("samples exist for jobset, kueue, skypilot and kubernetes",
             all(any(f"/{d}/" in f for f in files) for d in ("jobset", "kueue", "skypilot", "kubernetes")), str(files))
    for file in files:
        c.expect_pass(f"sample passes: {pathlib.Path(file).relative_to(c.samples)}", file)
    result = c.run_cli(*files)
    c.record("command line: all samples exit 0 and print nothing", result.returncode == 0 and not result.stdout,
             result.stdout + result.stderr)
    for kind, folder in (("k8s", "jobset"), ("k8s", "kueue"), ("skypilot", "skypilot"), ("k8s", "kubernetes")):
        result = c.run_cli("--kind", kind, *sorted(str(p) for p in (c.samples / folder).glob("*.yaml")))
        c.record(f"command line: --kind {kind} on {folder}/ exits 0", result.returncode == 0,
                 result.stdout + result.stderr)


def _spec(documents: List[Any]) -> Any:
    return documents[0]["spec"]


def _pod(documents: List[Any]) -> Any:
    return _spec(documents)["replicatedJobs"][0]["template"]["spec"]["template"]["spec"]


def check_jobset(c: Checks) -> None:
    sample = "jobset/exclusive-placement.yaml"
    c.expect_fail("jobset: unknown field in spec", c.mutated(sample, lambda d: _spec(d).update(unknownField=1)),
                  "$.spec.unknownField", "unknown field")
    c.expect_fail("jobset: replicas: \"two\"",
                  c.mutated(sample, lambda d: _spec(d)["replicatedJobs"][0].update(replicas="two")),
                  "$.spec.replicatedJobs[0].replicas", "is not of type 'integer'")
    c.expect_fail("jobset: missing replicatedJobs[].template",
                  c.mutated(sample, lambda d: _spec(d)["replicatedJobs"][0].pop("template")),
                  "$.spec.replicatedJobs[0].template", "Required value")
    c.expect_fail("jobset: missing replicatedJobs[].name",
                  c.mutated(sample, lambda d: _spec(d)["replicatedJobs"][0].pop("name")),
                  "$.spec.replicatedJobs[0].name", "Required value")
    c.expect_fail("jobset: unknown field deep in the pod template",
                  c.mutated(sample, lambda d: _pod(d)["containers"][0].update(imagePullPolicyX="Always")),
                  "$.spec.replicatedJobs[0].template.spec.template.spec.containers[0].imagePullPolicyX",
                  "unknown field")
    c.expect_fail("jobset: a quantity given as a float (cpu: 0.5)",
                  c.mutated(sample, lambda d: _pod(d)["containers"][0].update(resources={"requests": {"cpu": 0.5}})),
                  "$.spec.replicatedJobs[0].template.spec.template.spec.containers[0].resources.requests.cpu",
                  "is not of type 'integer', 'string'")
    c.expect_pass("jobset: quantities as strings and integers pass", c.mutated(
        sample, lambda d: _pod(d)["containers"][0].update(
            resources={"requests": {"cpu": "500m", "memory": "1Gi", "nvidia.com/gpu": 8}})))
    c.expect_fail("jobset: failurePolicy.rules[].action outside its enum",
                  c.mutated(sample, lambda d: _spec(d)["failurePolicy"].update(
                      rules=[{"name": "r", "action": "Retry"}])),
                  "$.spec.failurePolicy.rules[0].action", "is not one of")
    c.expect_fail("jobset: two replicatedJobs with one name (list-type map)",
                  c.mutated(sample, lambda d: _spec(d)["replicatedJobs"].append(
                      copy.deepcopy(_spec(d)["replicatedJobs"][0]))),
                  "$.spec.replicatedJobs[1]", "Duplicate value")
    c.expect_fail("jobset: metadata.name missing", c.mutated(sample, lambda d: d[0]["metadata"].pop("name")),
                  "$.metadata.name", "Required value")
    c.expect_fail("jobset: metadata.name not a DNS-1123 subdomain",
                  c.mutated(sample, lambda d: d[0]["metadata"].update(name="Train_Job")),
                  "$.metadata.name", "DNS-1123 subdomain")
    c.expect_fail("jobset: a label value that is not a string",
                  c.mutated(sample, lambda d: d[0]["metadata"].update(labels={"spot": True})),
                  "$.metadata.labels.spot", "is not of type 'string'")
    c.expect_pass("jobset: the Kueue queue label passes", c.mutated(
        sample, lambda d: d[0]["metadata"].update(labels={"kueue.x-k8s.io/queue-name": "user-queue"})))
    c.expect_fail("jobset: unknown top-level field", c.mutated(sample, lambda d: d[0].update(extra={})),
                  "$.extra", "unknown field")
    c.expect_pass("jobset: network, successPolicy, startupPolicy, suspend, ttlSecondsAfterFinished pass", c.mutated(
        sample, lambda d: _spec(d).update(
            network={"enableDNSHostnames": True, "subdomain": "train", "publishNotReadyAddresses": True},
            successPolicy={"operator": "All", "targetReplicatedJobs": ["workers"]},
            startupPolicy={"startupPolicyOrder": "AnyOrder"}, suspend=True, ttlSecondsAfterFinished=600)))
    c.expect_fail("jobset: ttlSecondsAfterFinished below its minimum",
                  c.mutated(sample, lambda d: _spec(d).update(ttlSecondsAfterFinished=-1)),
                  "$.spec.ttlSecondsAfterFinished", "less than the minimum")


def check_kueue(c: Checks) -> None:
    setup = "kueue/provisioning-setup.yaml"

    def doc(documents: List[Any], kind: str) -> Any:
        return next(d for d in documents if d["kind"] == kind)

    c.expect_fail("kueue: ClusterQueue v1beta2 has no spec.admissionChecks",
                  c.mutated(setup, lambda d: doc(d, "ClusterQueue")["spec"].update(admissionChecks=["sample-prov"])),
                  "$.spec.admissionChecks", "unknown field")
    c.expect_fail("kueue: the v1beta1 DWS setup moved to v1beta2 fails on admissionChecks",
                  c.mutated("kueue/skypilot-gke-dws-kueue.yaml", lambda d: [x.update(
                      apiVersion="kueue.x-k8s.io/v1beta2") for x in d]),
                  "$.spec.admissionChecks", "unknown field")
    c.expect_fail("kueue: ProvisioningRequestConfig without provisioningClassName",
                  c.mutated(setup, lambda d: doc(d, "ProvisioningRequestConfig")["spec"].pop(
                      "provisioningClassName")),
                  "$.spec.provisioningClassName", "Required value")
    c.expect_pass("kueue: queued-provisioning.gke.io with parameters passes", c.mutated(
        setup, lambda d: doc(d, "ProvisioningRequestConfig")["spec"].update(
            provisioningClassName="queued-provisioning.gke.io", parameters={"maxRunDurationSeconds": "3600"},
            podSetMergePolicy="IdenticalWorkloadSchedulingRequirements")))
    c.expect_fail("kueue: ProvisioningRequestConfig parameters values are strings",
                  c.mutated(setup, lambda d: doc(d, "ProvisioningRequestConfig")["spec"].update(
                      parameters={"maxRunDurationSeconds": 3600})),
                  "$.spec.parameters.maxRunDurationSeconds", "is not of type 'string'")
    c.expect_fail("kueue: AdmissionCheck parameters.kind against its (?i) pattern",
                  c.mutated(setup, lambda d: doc(d, "AdmissionCheck")["spec"]["parameters"].update(kind="Prov Config")),
                  "$.spec.parameters.kind", "does not match")
    c.expect_fail("kueue: AdmissionCheck without controllerName",
                  c.mutated(setup, lambda d: doc(d, "AdmissionCheck")["spec"].pop("controllerName")),
                  "$.spec.controllerName", "Required value")
    c.expect_fail("kueue: LocalQueue clusterQueue must be a DNS-1123 subdomain",
                  c.mutated(setup, lambda d: doc(d, "LocalQueue")["spec"].update(clusterQueue="Cluster_Queue")),
                  "$.spec.clusterQueue", "does not match")
    quota = "$.spec.resourceGroups[0].flavors[0].resources[1].nominalQuota"
    c.expect_fail("kueue: nominalQuota that is not a quantity",
                  c.mutated(setup, lambda d: doc(d, "ClusterQueue")["spec"]["resourceGroups"][0]["flavors"][0][
                      "resources"][1].update(nominalQuota="lots")), quota, "does not match")
    c.expect_pass("kueue: ResourceFlavor nodeLabels and a gke-queued toleration pass", c.mutated(
        "kueue/resource-flavor-tolerations.yaml", lambda d: d[0]["spec"].update(
            nodeLabels={"cloud.google.com/gke-nodepool": "dws-pool"},
            tolerations=[{"key": "cloud.google.com/gke-queued", "operator": "Exists", "effect": "NoSchedule"}])))
    c.expect_fail("kueue: ResourceFlavor with an unknown field",
                  c.mutated("kueue/resource-flavor-tolerations.yaml", lambda d: d[0]["spec"].update(nodeSelector={})),
                  "$.spec.nodeSelector", "unknown field")
    c.expect_fail("k8s: an apiVersion/kind that is not vendored",
                  c.write([{"apiVersion": "batch/v1", "kind": "Job", "metadata": {"name": "j"}}]),
                  "$", "no vendored CRD")
    c.expect_fail("k8s: a version the CRD does not serve",
                  c.write([{"apiVersion": "kueue.x-k8s.io/v1alpha1", "kind": "LocalQueue", "metadata": {"name": "q"}}]),
                  "$", "not served")
    c.expect_fail("k8s: a key given twice", c.write([], "apiVersion: kueue.x-k8s.io/v1beta2\nkind: ResourceFlavor\n"
                                                    "metadata:\n  name: a\n  name: b\n"), "$", "duplicate key")


def check_skypilot(c: Checks) -> None:
    task = "skypilot/torch_ddp_benchmark.yaml"
    storage = "skypilot/managed_job_with_storage.yaml"

    def resources(**values: Any) -> Callable[[List[Any]], Any]:
        return lambda d: d[0]["resources"].update(values)

    c.expect_fail("skypilot: unknown top-level key", c.mutated(task, lambda d: d[0].update(replicas=2)),
                  "$.replicas", "Invalid task YAML")
    c.expect_fail("skypilot: accelerators of a bad type (8)", c.mutated(task, resources(accelerators=8)),
                  "$.resources.accelerators", "is not valid under any of the given schemas")
    c.expect_fail("skypilot: accelerators count as a string", c.mutated(task, resources(accelerators={"A100": "8"})),
                  "$.resources.accelerators.A100", "is not valid under any of the given schemas")
    for value in ("H100:8", {"H100": 8}, ["H100:8", "A100-80GB:8"]):
        c.expect_pass(f"skypilot: accelerators {value!r} passes", c.mutated(task, resources(accelerators=value)))
    c.expect_fail("skypilot: num_nodes as a string", c.mutated(task, lambda d: d[0].update(num_nodes="2")),
                  "$.num_nodes", "is not of type 'integer'")
    c.expect_fail("skypilot: use_spot as a string", c.mutated(task, resources(use_spot="yes")),
                  "$.resources.use_spot", "is not of type 'boolean'")
    c.expect_pass("skypilot: job_recovery as a dict passes", c.mutated(task, resources(job_recovery={
        "strategy": "FAILOVER", "max_restarts_on_errors": 3, "recover_on_exit_codes": [33, 34]})))
    c.expect_fail("skypilot: job_recovery with an unknown key", c.mutated(task, resources(job_recovery={
        "strategy": "FAILOVER", "max_retries": 3})), "$.resources.job_recovery.max_retries", "unsupported field")
    c.expect_fail("skypilot: job_recovery.max_restarts_on_errors below 0",
                  c.mutated(task, resources(job_recovery={"max_restarts_on_errors": -1})),
                  "$.resources.job_recovery.max_restarts_on_errors", "less than the minimum")
    c.expect_pass("skypilot: infra gcp/region/zone passes",
                  c.mutated(task, resources(infra="gcp/us-central1/us-central1-a")))
    c.expect_fail("skypilot: infra naming no cloud", c.mutated(task, resources(infra="nocloud")),
                  "$.resources.infra", "does not match")
    c.expect_pass("skypilot: cloud is a case-insensitive enum (GCP)",
                  c.mutated(task, lambda d: [d[0]["resources"].pop("infra"), d[0]["resources"].update(cloud="GCP")]))
    c.expect_fail("skypilot: infra and cloud together", c.mutated(task, resources(cloud="gcp")),
                  "$.resources.infra", "Cannot specify both")
    for size in (256, "256GB"):
        c.expect_pass(f"skypilot: disk_size {size!r} passes", c.mutated(task, resources(disk_size=size)))
    c.expect_fail("skypilot: disk_size '256 GB'", c.mutated(task, resources(disk_size="256 GB")),
                  "$.resources.disk_size", "does not match")
    c.expect_fail("skypilot: resources.hooks", c.mutated(task, resources(hooks=[{"run": "echo"}])),
                  "$.resources.hooks", "config.hooks")
    c.expect_fail("skypilot: an envs key that is not a variable name",
                  c.mutated(task, lambda d: d[0].update(envs={"MY-VAR": "1"})), "$.envs", "invalid keys")
    c.expect_pass("skypilot: envs values of any scalar type pass (SkyPilot makes them strings)",
                  c.mutated(task, lambda d: d[0].update(envs={"A": 1, "B": 0.5, "C": True, "D": "x"})))
    mount = "$.file_mounts['/output_path']"
    c.expect_pass("skypilot: file_mounts mode is case-insensitive (mount)",
                  c.mutated(storage, lambda d: d[0]["file_mounts"]["/output_path"].update(mode="mount")))
    c.expect_fail("skypilot: file_mounts mode outside its enum",
                  c.mutated(storage, lambda d: d[0]["file_mounts"]["/output_path"].update(mode="LINK")),
                  mount + ".mode", "is not one of")
    c.expect_pass("skypilot: file_mounts store gcs passes",
                  c.mutated(storage, lambda d: d[0]["file_mounts"]["/output_path"].update(store="gcs")))
    c.expect_fail("skypilot: file_mounts store outside its enum",
                  c.mutated(storage, lambda d: d[0]["file_mounts"]["/output_path"].update(store="ftp")),
                  mount + ".store", "is not one of")
    c.expect_fail("skypilot: file_mounts bucket with an unknown key",
                  c.mutated(storage, lambda d: d[0]["file_mounts"]["/output_path"].update(bucket="x")),
                  mount + ".bucket", "Invalid storage YAML")
    c.expect_pass("skypilot: config.kubernetes.kueue and dws pass", c.mutated(task, lambda d: d[0].update(config={
        "kubernetes": {"kueue": {"local_queue_name": "q"}, "dws": {"enabled": True, "max_run_duration": "10m"}}})))
    c.expect_fail("skypilot: a config key that a task may not override",
                  c.mutated(task, lambda d: d[0].update(config={"jobs": {"bucket": "gs://b"}})),
                  "$.config.jobs", "unsupported field")
    c.expect_pass("skypilot: a pipeline with a header document passes",
                  c.write([{"name": "pipeline"}] + c.sample(task) + c.sample(task)))
    c.expect_fail("skypilot: --kind skypilot on a JobSet",
                  str(c.samples / "jobset/paralleljobs.yaml"), "$.apiVersion", "Invalid task YAML", "skypilot")


def check_serving(c: Checks) -> None:
    """The built-in kinds against Kubernetes' own JSON Schemas, and a SkyPilot task's service: section."""
    deployment = "kubernetes/vllm-deployment.yaml"
    hpa = "kubernetes/horizontal-pod-autoscaler.yaml"
    service = "kubernetes/gpu-dcgm-exporter-service-generic.yaml"
    serve = "skypilot/vllm-service.yaml"

    def container(d: List[Any]) -> Any:
        return d[0]["spec"]["template"]["spec"]["containers"][0]

    c.expect_fail("deployment: an unknown field of a container",
                  c.mutated(deployment, lambda d: container(d).update(gpus=1)),
                  "$.spec.template.spec.containers[0].gpus", "unknown field")
    c.expect_fail("deployment: replicas as a string", c.mutated(deployment, lambda d: d[0]["spec"].update(replicas="2")),
                  "$.spec.replicas", "is not of type")
    c.expect_fail("deployment: no selector", c.mutated(deployment, lambda d: d[0]["spec"].pop("selector")),
                  "$.spec.selector", "Required value")
    c.expect_fail("deployment: a probe's port of a bad type", c.mutated(deployment, lambda d: container(d).update(
        readinessProbe={"httpGet": {"path": "/health", "port": [8000]}})),
                  "$.spec.template.spec.containers[0].readinessProbe.httpGet.port", "is not valid")
    c.expect_fail("deployment: apps/v2 is served by no schema",
                  c.mutated(deployment, lambda d: d[0].update(apiVersion="apps/v2")), "$", "is not served")
    c.expect_fail("service: a port as a string", c.mutated(service, lambda d: d[0]["spec"]["ports"][0].update(
        port="http")), "$.spec.ports[0].port", "is not of type")
    c.expect_fail("hpa: maxReplicas missing", c.mutated(hpa, lambda d: d[0]["spec"].pop("maxReplicas")),
                  "$.spec.maxReplicas", "Required value")
    c.expect_fail("hpa: an unknown field of a metric", c.mutated(hpa, lambda d: d[0]["spec"]["metrics"][0].update(
        qps=3)), "$.spec.metrics[0].qps", "unknown field")
    c.expect_fail("hpa: the metadata's name is no DNS subdomain",
                  c.mutated(hpa, lambda d: d[0]["metadata"].update(name="Bad Name")), "$.metadata.name", "DNS-1123")
    c.expect_pass("skypilot: a service with replica_policy passes", c.mutated(serve, lambda d: [
        d[0]["service"].pop("replicas"), d[0]["service"].update(replica_policy={
            "min_replicas": 1, "max_replicas": 3, "target_qps_per_replica": 2.5})]))
    c.expect_fail("skypilot: replica_policy without min_replicas", c.mutated(serve, lambda d: [
        d[0]["service"].pop("replicas"), d[0]["service"].update(replica_policy={"max_replicas": 3})]),
                  "$.service.replica_policy", "'min_replicas' is a required property")
    c.expect_fail("skypilot: readiness_probe.initial_delay_seconds as a word", c.mutated(serve, lambda d: d[0][
        "service"].update(readiness_probe={"path": "/health", "initial_delay_seconds": "soon"})),
                  "$.service.readiness_probe.initial_delay_seconds", "is not of type 'number'")


def check_command_line(c: Checks) -> None:
    bad = c.mutated("jobset/exclusive-placement.yaml", lambda d: d[0]["spec"].update(unknownField=1))
    bad_task = c.mutated("skypilot/lora.yaml", lambda d: d[0].update(nodes=2))
    result = c.run_cli(bad, bad_task)
    lines = result.stdout.splitlines()
    c.record("command line: problems exit 1, one line each as FILE: doc N: PATH: message",
             result.returncode == 1 and len(lines) == 2 and all(LINE.match(line) for line in lines),
             result.stdout + result.stderr)
    mixed = c.write(c.sample("kueue/single-clusterqueue-setup.yaml") + [{"name": "t", "run": "echo"}])
    c.expect_pass("auto: a file mixing Kubernetes and SkyPilot documents", mixed)
    start = time.monotonic()
    result = c.run_cli("--kind", "k8s", str(c.samples / "jobset/exclusive-placement.yaml"))
    elapsed = time.monotonic() - start
    c.record(f"timing: one JobSet file against the JobSet CRD, from a cold start, took {elapsed:.2f} s "
             f"(limit {TIME_LIMIT_S:.0f} s)", result.returncode == 0 and elapsed < TIME_LIMIT_S, result.stdout)


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    schemas, samples = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    with tempfile.TemporaryDirectory(prefix="validate-deploy-") as scratch:
        checks = Checks(schemas, samples, pathlib.Path(scratch))
        for group in (check_samples, check_jobset, check_kueue, check_skypilot, check_serving, check_command_line):
            group(checks)
    print(f"{checks.passed} passed, {checks.failed} failed")
    return 0 if checks.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
