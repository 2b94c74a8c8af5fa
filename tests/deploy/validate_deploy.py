#!/usr/bin/env python3
"""Validates deployment exports the way their own tools check them.

Usage: validate_deploy.py --schemas DIR [--kind k8s|skypilot|auto] FILE...

DIR holds the vendored schemas (tests/data/deploy/schemas): CustomResourceDefinitions as *.yaml anywhere below it,
Kubernetes' own JSON Schemas of built-in kinds (Deployment, Service, HorizontalPodAutoscaler) as *.json naming their
x-kubernetes-group-version-kind, and SkyPilot's schemas.py in DIR/skypilot/.

Kubernetes YAML (one or more documents): each document is looked up by apiVersion (group/version) and kind among the
CRDs, and checked against spec.versions[].schema.openAPIV3Schema of that served version, as the API server checks a
`kubectl apply --validate=strict`:
  - the structural schema becomes a JSON Schema (Draft 7): x-kubernetes-int-or-string allows an integer or a string,
    nullable allows null, and every object schema that neither names additionalProperties nor preserves unknown
    fields gets additionalProperties: false, so an unknown field is an error;
  - x-kubernetes-list-type map and set reject duplicate keys and duplicate items;
  - patterns are read as Go reads them: leading inline flags ("^(?i)...") move to the front for Python's re, and a
    final '$' matches only at the very end;
  - the root metadata is checked as ObjectMeta: known fields only, a name that is a DNS-1123 subdomain (apply cannot
    use generateName), a namespace that is a DNS-1123 label, labels and annotations as maps of strings with valid
    keys and label values;
  - a key given twice in one mapping is an error (strict field validation reports duplicate fields);
  - CEL rules (x-kubernetes-validations) and string formats are not evaluated.
A built-in kind is checked against its JSON Schema as it is (strict: additionalProperties false everywhere), the
root metadata as above. An apiVersion/kind that no vendored CRD or schema serves is an error; a deprecated served version prints a warning on stderr.

SkyPilot task YAML: DIR/skypilot/schemas.py is executed with stand-in modules for what it imports from sky (their
values are those of the same SkyPilot commit), and the task is checked as sky.Task.from_yaml_config does at that
commit: envs and secrets values turned into strings, the task schema, each bucket in file_mounts against the storage
schema, resources (after the gpus alias, with config overrides attached) against the resources schema, each any_of
or ordered candidate merged into the base resources, service or pool against the service schema, with SkyPilot's
Draft 7 validator and its custom keywords case_insensitive_enum and case_sensitive_enum. The schemas are built as the
API server builds them once plugins are loaded (strict: unknown job_recovery keys are errors). Duplicate keys are
errors, as SkyPilot checks them. A first document holding only name (and execution) is a pipeline header.

--kind auto (the default) treats a document with apiVersion as Kubernetes and any other as a SkyPilot task.

Output: one line per problem on stdout, "FILE: doc N: JSON-PATH: message" (N counts documents from 0).
Exit status: 0 when every file validates, 1 when any does not, 2 on a usage error.
"""
import argparse
import copy
import difflib
import enum
import json
import os
import pathlib
import re
import sys
import types
from typing import Any, Dict, Iterable, Iterator, List, NamedTuple, Optional, Sequence, Tuple

import jsonschema
import jsonschema.exceptions
import yaml

_BASE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_TIMESTAMP_TAG = "tag:yaml.org,2002:timestamp"


class Problem(NamedTuple):
    file: str
    doc: Any
    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}: doc {self.doc}: {self.path}: {self.message}"


def json_path(parts: Iterable[Any]) -> str:
    out = "$"
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        elif isinstance(part, str) and re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", part):
            out += "." + part
        else:
            out += "[" + repr(str(part)) + "]"
    return out


# ---------------------------------------------------------------------------------------------------------------------
# YAML reading


class ManifestLoader(_BASE_LOADER):  # type: ignore[misc, valid-type]
    """Safe loader that keeps timestamps as strings, as Kubernetes' YAML-to-JSON conversion does."""


ManifestLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != _TIMESTAMP_TAG]
    for first, resolvers in _BASE_LOADER.yaml_implicit_resolvers.items()
}


def duplicate_keys(text: str, loader: Any) -> List[Tuple[int, str, int, int]]:
    """(document index, key, line, first line) for every key given twice in one mapping."""
    found = []
    for index, root in enumerate(yaml.compose_all(text, Loader=loader)):
        stack = [root] if root is not None else []
        while stack:
            node = stack.pop()
            if isinstance(node, yaml.MappingNode):
                seen: Dict[str, int] = {}
                for key_node, value_node in node.value:
                    if isinstance(key_node, yaml.ScalarNode):
                        line = key_node.start_mark.line + 1
                        if key_node.value in seen:
                            found.append((index, key_node.value, line, seen[key_node.value]))
                        else:
                            seen[key_node.value] = line
                    else:
                        stack.append(key_node)
                    stack.append(value_node)
            elif isinstance(node, yaml.SequenceNode):
                stack.extend(node.value)
    return found


def read_documents(file: str, loader: Any) -> Tuple[List[Any], List[Problem]]:
    try:
        text = pathlib.Path(file).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return [], [Problem(file, "-", "$", f"cannot read the file: {error}")]
    try:
        documents = list(yaml.load_all(text, Loader=loader))
        duplicates = duplicate_keys(text, loader)
    except yaml.YAMLError as error:
        return [], [Problem(file, "-", "$", "not valid YAML: " + " ".join(str(error).split()))]
    problems = [
        Problem(file, doc, "$", f"duplicate key {key!r} at line {line} (also at line {first})")
        for doc, key, line, first in duplicates
    ]
    return documents, problems


# ---------------------------------------------------------------------------------------------------------------------
# Kubernetes: CRD structural schemas as JSON Schema

_DNS1123_LABEL = re.compile(r"[a-z0-9]([-a-z0-9]*[a-z0-9])?")
_DNS1123_SUBDOMAIN = re.compile(r"[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*")
_QUALIFIED_NAME = re.compile(r"([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]")
_LABEL_VALUE = re.compile(r"(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?")
_OBJECT_META_FIELDS = {
    "name", "generateName", "namespace", "selfLink", "uid", "resourceVersion", "generation", "creationTimestamp",
    "deletionTimestamp", "deletionGracePeriodSeconds", "labels", "annotations", "ownerReferences", "finalizers",
    "managedFields",
}
_ANNOTATIONS_MAX_BYTES = 256 * 1024


def _go_pattern(pattern: str) -> str:
    """A Go (RE2) pattern as Python's re reads it: inline flags after a leading '^' move to the front, and a final
    '$' becomes '\\Z'."""
    match = re.match(r"\^\(\?([ims]+)\)", pattern)
    if match:
        pattern = f"(?{match.group(1)})^" + pattern[match.end():]
    # Go's '$' matches only at the end of the text; Python's also before a final newline.
    if pattern.endswith("$") and not pattern.endswith("\\$"):
        pattern = pattern[:-1] + "\\Z"
    return pattern


def structural_to_json_schema(schema: Dict[str, Any]) -> Dict[str, Any]:
    out: Dict[str, Any] = {}
    for key, value in schema.items():
        if key == "description":
            continue
        if key in ("properties", "patternProperties"):
            out[key] = {name: structural_to_json_schema(sub) for name, sub in value.items()}
        elif key in ("items", "additionalProperties", "not") and isinstance(value, dict):
            out[key] = structural_to_json_schema(value)
        elif key in ("allOf", "anyOf", "oneOf"):
            out[key] = [structural_to_json_schema(sub) for sub in value]
        elif key == "pattern":
            out[key] = _go_pattern(value)
        else:
            out[key] = value
    if schema.get("x-kubernetes-int-or-string"):
        out["type"] = ["integer", "string"]
        if out.get("anyOf") == [{"type": "integer"}, {"type": "string"}]:
            del out["anyOf"]
    is_object = out.get("type") == "object" or "properties" in out
    if is_object and "additionalProperties" not in out and not schema.get("x-kubernetes-preserve-unknown-fields"):
        out["additionalProperties"] = False
    if schema.get("nullable"):
        if any(key in out for key in ("allOf", "anyOf", "oneOf")):
            out = {"anyOf": [{"type": "null"}, out]}
        else:
            if "type" in out:
                kinds = out["type"] if isinstance(out["type"], list) else [out["type"]]
                out["type"] = kinds + ["null"]
            if "enum" in out:
                out["enum"] = list(out["enum"]) + [None]
    return out


def _list_type(validator: Any, list_type: str, instance: Any, schema: Dict[str, Any]) -> Iterator[Any]:
    """x-kubernetes-list-type: a map's items are unique by their keys, a set's items are unique."""
    if not isinstance(instance, list) or list_type not in ("map", "set"):
        return
    keys = schema.get("x-kubernetes-list-map-keys", [])
    seen: List[Any] = []
    for index, item in enumerate(instance):
        if list_type == "map":
            if not isinstance(item, dict):
                continue
            identity: Any = {key: item.get(key) for key in keys}
        else:
            identity = item
        if identity in seen:
            yield jsonschema.ValidationError(f"Duplicate value: {identity!r}", path=[index])
        else:
            seen.append(identity)


KubernetesValidator = jsonschema.validators.extend(
    jsonschema.Draft7Validator, validators={"x-kubernetes-list-type": _list_type})


class ServedVersion(NamedTuple):
    crd_file: str
    scope: str
    deprecated: bool
    warning: str
    schema: Dict[str, Any]
    native: bool = False  # a JSON Schema of a built-in kind, used as it is (not a CRD's structural schema)


class CrdRegistry:
    """The vendored CRDs, and the JSON Schemas of built-in kinds (*.json naming x-kubernetes-group-version-kind,
    strict: an unknown field is an error), by (group, version, kind)."""

    def __init__(self, root: pathlib.Path):
        self.root = root
        self._versions: Optional[Dict[Tuple[str, str, str], ServedVersion]] = None
        self._kinds: Dict[Tuple[str, str], List[str]] = {}
        self._validators: Dict[Tuple[str, str, str], Any] = {}

    def _load(self) -> Dict[Tuple[str, str, str], ServedVersion]:
        if self._versions is not None:
            return self._versions
        self._versions = {}
        for path in sorted(list(self.root.rglob("*.yaml")) + list(self.root.rglob("*.yml"))):
            try:
                crd = yaml.load(path.read_text(encoding="utf-8"), Loader=_BASE_LOADER)
            except (OSError, UnicodeDecodeError, yaml.YAMLError):
                continue
            if not isinstance(crd, dict) or crd.get("kind") != "CustomResourceDefinition":
                continue
            spec = crd.get("spec", {})
            group, kind = spec.get("group"), spec.get("names", {}).get("kind")
            for version in spec.get("versions", []):
                self._kinds.setdefault((group, kind), []).append(version["name"])
                if not version.get("served", False):
                    continue
                schema = version.get("schema", {}).get("openAPIV3Schema", {})
                self._versions[(group, version["name"], kind)] = ServedVersion(
                    str(path), spec.get("scope", "Namespaced"), bool(version.get("deprecated", False)),
                    version.get("deprecationWarning") or f"{group}/{version['name']} {kind} is deprecated", schema)
        self._load_native()
        return self._versions

    def _load_native(self) -> None:
        assert self._versions is not None
        for path in sorted(self.root.rglob("*.json")):
            try:
                schema = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError, ValueError):
                continue
            kinds = schema.get("x-kubernetes-group-version-kind") if isinstance(schema, dict) else None
            for gvk in kinds if isinstance(kinds, list) else []:
                group, version, kind = gvk.get("group", ""), gvk.get("version"), gvk.get("kind")
                self._kinds.setdefault((group, kind), []).append(version)
                self._versions[(group, version, kind)] = ServedVersion(str(path), "Namespaced", False, "", schema,
                                                                       native=True)

    def lookup(self, api_version: str, kind: str) -> Tuple[Optional[ServedVersion], str]:
        """The served version, or None and why not."""
        versions = self._load()
        group, _, version = api_version.rpartition("/")
        found = versions.get((group, version, kind))
        if found:
            return found, ""
        known = self._kinds.get((group, kind))
        if known:
            served = sorted(v for (g, v, k) in versions if g == group and k == kind)
            return None, f"{api_version} {kind} is not served by the vendored CRD (served: {', '.join(served)})"
        return None, f"no vendored CRD for apiVersion {api_version!r} kind {kind!r}"

    def validator(self, api_version: str, kind: str, served: ServedVersion) -> Any:
        key = (api_version, kind, served.crd_file)
        if key not in self._validators:
            schema = copy.deepcopy(served.schema) if served.native else structural_to_json_schema(served.schema)
            # The root metadata is ObjectMeta, which the API server checks itself: see check_object_meta.
            schema.setdefault("properties", {})["metadata"] = {}
            self._validators[key] = KubernetesValidator(schema)
        return self._validators[key]


def _qualified_name_problems(key: Any, what: str) -> List[str]:
    if not isinstance(key, str):
        return [f"{what} key {key!r} must be a string"]
    prefix, slash, name = key.rpartition("/")
    problems = []
    if slash and (not prefix or len(prefix) > 253 or not _DNS1123_SUBDOMAIN.fullmatch(prefix)):
        problems.append(f"{what} key {key!r}: prefix must be a DNS-1123 subdomain")
    if not name or len(name) > 63 or not _QUALIFIED_NAME.fullmatch(name):
        problems.append(f"{what} key {key!r}: name part must be 63 characters or fewer, alphanumeric at both ends, "
                        "with '-', '_' or '.' between")
    return problems


def check_object_meta(meta: Any) -> List[Tuple[List[Any], str]]:
    """Problems in a root ObjectMeta as (path, message)."""
    base: List[Any] = ["metadata"]
    if not isinstance(meta, dict):
        return [(base, "metadata must be an object with a name")]
    problems: List[Tuple[List[Any], str]] = []
    for field in meta:
        if field not in _OBJECT_META_FIELDS:
            problems.append((base + [field], f"unknown field {field!r}"))
    name = meta.get("name")
    if name is None:
        problems.append((base + ["name"], "Required value: kubectl apply needs metadata.name "
                         "(generateName cannot be used with apply)"))
    elif not isinstance(name, str) or len(name) > 253 or not _DNS1123_SUBDOMAIN.fullmatch(name):
        problems.append((base + ["name"], f"{name!r} is not a DNS-1123 subdomain (lowercase alphanumerics, '-' and "
                         "'.', alphanumeric at both ends, at most 253 characters)"))
    namespace = meta.get("namespace")
    if namespace is not None and (not isinstance(namespace, str) or len(namespace) > 63
                                  or not _DNS1123_LABEL.fullmatch(namespace)):
        problems.append((base + ["namespace"], f"{namespace!r} is not a DNS-1123 label"))
    for field in ("labels", "annotations"):
        values = meta.get(field)
        if values is None:
            continue
        if not isinstance(values, dict):
            problems.append((base + [field], f"{field} must be a map of strings"))
            continue
        for key, value in values.items():
            for message in _qualified_name_problems(key, field[:-1]):
                problems.append((base + [field, str(key)], message))
            if not isinstance(value, str):
                problems.append((base + [field, str(key)], f"{value!r} is not of type 'string' (quote it)"))
            elif field == "labels" and (len(value) > 63 or not _LABEL_VALUE.fullmatch(value)):
                problems.append((base + [field, str(key)], f"{value!r} is not a valid label value (63 characters "
                                 "or fewer, alphanumeric at both ends, with '-', '_' or '.' between, or empty)"))
        if field == "annotations":
            size = sum(len(str(k)) + len(str(v)) for k, v in values.items())
            if size > _ANNOTATIONS_MAX_BYTES:
                problems.append((base + [field], f"annotations total {size} bytes, over {_ANNOTATIONS_MAX_BYTES}"))
    finalizers = meta.get("finalizers")
    if finalizers is not None and (not isinstance(finalizers, list)
                                   or not all(isinstance(f, str) for f in finalizers)):
        problems.append((base + ["finalizers"], "finalizers must be a list of strings"))
    return problems


def _required_name(error: Any) -> Optional[str]:
    match = re.match(r"^'(.*)' is a required property$", error.message)
    return match.group(1) if match else None


def _unknown_fields(error: Any) -> List[str]:
    known = set((error.schema.get("properties") or {}).keys())
    patterns = list((error.schema.get("patternProperties") or {}).keys())
    if not isinstance(error.instance, dict):
        return []
    return [str(field) for field in error.instance
            if field not in known and not any(re.search(p, str(field)) for p in patterns)]


def leaf_errors(error: Any) -> List[Any]:
    """The errors to report for one error: inside anyOf/oneOf, every error of the one branch whose type the value
    has, else jsonschema's best match."""
    if error.validator not in ("anyOf", "oneOf") or not error.context:
        return [error]
    branches: Dict[Any, List[Any]] = {}
    for sub in error.context:
        branches.setdefault(sub.relative_schema_path[0], []).append(sub)
    fitting = [subs for index, subs in sorted(branches.items())
               if not any(list(sub.relative_schema_path) == [index, "type"] for sub in subs)]
    if len(fitting) == 1:
        return [leaf for sub in fitting[0] for leaf in leaf_errors(sub)]
    best = jsonschema.exceptions.best_match([error])
    return [best] if best is not error else [error]


def error_message(error: Any) -> str:
    """jsonschema's message, with the expected types when a value fits no branch of anyOf/oneOf."""
    if error.validator in ("anyOf", "oneOf") and isinstance(error.validator_value, list):
        kinds = []
        for branch in error.validator_value:
            kind = branch.get("type") if isinstance(branch, dict) else None
            kinds += kind if isinstance(kind, list) else [kind] if kind else []
        if kinds:
            return f"{error.message} (expected {' or '.join(dict.fromkeys(kinds))})"
    return error.message


def kubernetes_schema_problems(validator: Any, document: Dict[str, Any]) -> List[Tuple[List[Any], str]]:
    problems: List[Tuple[List[Any], str]] = []
    for best in (leaf for error in validator.iter_errors(document) for leaf in leaf_errors(error)):
        path = list(best.absolute_path)
        if best.validator == "additionalProperties" and best.validator_value is False:
            for field in _unknown_fields(best):
                problems.append((path + [field], f"unknown field {field!r}"))
        elif best.validator == "required" and _required_name(best):
            name = _required_name(best)
            problems.append((path + [name], f"Required value: missing required field {name!r}"))
        else:
            problems.append((path, error_message(best)))
    return problems


def check_kubernetes(registry: CrdRegistry, file: str, doc: int, document: Any) -> List[Problem]:
    if not isinstance(document, dict):
        return [Problem(file, doc, "$", "a Kubernetes document must be a mapping")]
    api_version, kind = document.get("apiVersion"), document.get("kind")
    if not isinstance(api_version, str) or not api_version:
        return [Problem(file, doc, "$.apiVersion", "Required value: apiVersion must be a non-empty string")]
    if not isinstance(kind, str) or not kind:
        return [Problem(file, doc, "$.kind", "Required value: kind must be a non-empty string")]
    served, why = registry.lookup(api_version, kind)
    if served is None:
        return [Problem(file, doc, "$", why)]
    if served.deprecated:
        print(f"warning: {file}: doc {doc}: {served.warning}", file=sys.stderr)
    found = check_object_meta(document.get("metadata"))
    found += kubernetes_schema_problems(registry.validator(api_version, kind, served), document)
    return [Problem(file, doc, json_path(path), message) for path, message in sorted(found, key=_problem_order)]


def _problem_order(item: Tuple[List[Any], str]) -> Tuple[str, str]:
    return json_path(item[0]), item[1]


# ---------------------------------------------------------------------------------------------------------------------
# SkyPilot: the vendored schemas.py with stand-ins for what it imports


def _skypilot_stub_modules() -> Dict[str, types.ModuleType]:
    """Modules named as in sky, holding what schemas.py reads from them, with the values they have at the vendored
    commit (sky/skylet/constants.py, sky/skylet/autostop_lib.py, sky/utils/kubernetes_enums.py, sky/data/storage.py,
    sky/utils/volume.py, sky/server/daemons.py, sky/serve/load_balancing_policies.py, sky/serve/spot_placer.py)."""
    def module(name: str, **attrs: Any) -> types.ModuleType:
        made = types.ModuleType(name)
        made.__dict__.update(attrs)
        return made

    def package(name: str) -> types.ModuleType:
        made = module(name)
        made.__path__ = []  # type: ignore[attr-defined]
        return made

    time_units = {"m": 1, "h": 60, "d": 24 * 60, "w": 7 * 24 * 60}
    memory_size_units = {"kb": 2**10, "ki": 2**10, "mb": 2**20, "mi": 2**20, "gb": 2**30, "gi": 2**30,
                         "tb": 2**40, "ti": 2**40, "pb": 2**50, "pi": 2**50}
    time_unit_pattern = "|".join([u.lower() for u in time_units] + [u.upper() for u in time_units])
    constants = module(
        "sky.skylet.constants",
        ALL_CLOUDS=("aws", "azure", "gcp", "ibm", "lambda", "scp", "oci", "kubernetes", "runpod", "vast", "vsphere",
                    "cudo", "fluidstack", "paperspace", "primeintellect", "do", "nebius", "ssh", "slurm",
                    "hyperbolic", "seeweb", "shadeform", "yotta", "mithril", "verda"),
        ENV_VAR_IS_SKYPILOT_SERVER="IS_SKYPILOT_SERVER",
        MIN_PRIORITY=-1000,
        MAX_PRIORITY=1000,
        TIME_PATTERN=f"^[0-9]+({time_unit_pattern})?$",
        MEMORY_SIZE_PATTERN=(
            "^[0-9]+("
            f'{"|".join([unit.lower() for unit in memory_size_units])}|'
            f'{"|".join([unit.upper() for unit in memory_size_units])}|'
            f'{"|".join([unit[0].upper() + unit[1:] for unit in memory_size_units if len(unit) > 1])}'
            ")?$"),
        SUB_PATH_PATTERN="^[a-zA-Z0-9._-][a-zA-Z0-9./_-]*$",
        STORAGE_ONLY_CLOUDS=["cloudflare", "coreweave", "vastdata", "huggingface"],
        OVERRIDEABLE_CONFIG_KEYS_IN_TASK=[
            ("docker", "run_options"), ("nvidia_gpus", "disable_ecc"), ("ssh", "custom_metadata"),
            ("ssh", "pod_config"), ("ssh", "provision_timeout"), ("kubernetes", "custom_metadata"),
            ("kubernetes", "pod_config"), ("kubernetes", "provision_timeout"), ("kubernetes", "dws"),
            ("kubernetes", "kueue"), ("kubernetes", "quota"), ("kubernetes", "remote_identity"),
            ("kubernetes", "enable_docker"), ("kubernetes", "set_pod_resource_limits"),
            ("azure", "remote_identity"), ("azure", "vpc_name"), ("gcp", "vpc_name"), ("gcp", "subnet_names"),
            ("gcp", "managed_instance_group"), ("gcp", "enable_gvnic"), ("gcp", "enable_gpu_direct"),
            ("gcp", "placement_policy"), ("vast", "datacenter_only"), ("vast", "create_instance_kwargs"),
            ("slurm", "sbatch_options"), ("slurm", "cpu_partition"), ("active_workspace",),
        ],
    )

    class AutostopWaitFor(enum.Enum):
        JOBS_AND_SSH = "jobs_and_ssh"
        JOBS = "jobs"
        NONE = "none"

        @classmethod
        def supported_modes(cls) -> List[str]:
            return [mode.value for mode in cls]

    kubernetes_enums = module(
        "sky.utils.kubernetes_enums",
        KubernetesNetworkingMode=enum.Enum("KubernetesNetworkingMode",
                                           {"NODEPORT": "nodeport", "PORTFORWARD": "portforward"}),
        KubernetesServiceType=enum.Enum("KubernetesServiceType", {"NODEPORT": "NodePort", "CLUSTERIP": "ClusterIP"}),
        KubernetesPortMode=enum.Enum("KubernetesPortMode",
                                     {"INGRESS": "ingress", "LOADBALANCER": "loadbalancer", "PODIP": "podip"}),
        KubernetesAutoscalerType=enum.Enum("KubernetesAutoscalerType", {
            "GKE": "gke", "KARPENTER": "karpenter", "COREWEAVE": "coreweave", "NEBIUS": "nebius",
            "GENERIC": "generic"}),
    )
    storage = module(
        "sky.data.storage",
        StoreType=enum.Enum("StoreType", {name: name for name in (
            "S3", "GCS", "AZURE", "R2", "IBM", "OCI", "NEBIUS", "COREWEAVE", "VASTDATA", "HF", "VOLUME")}),
        StorageMode=enum.Enum("StorageMode", {name: name for name in ("MOUNT", "COPY", "MOUNT_CACHED")}),
        FileMountType=enum.Enum("FileMountType", {name: name for name in (
            "MODEL_CHECKPOINT_RO", "MODEL_CHECKPOINT_RW", "DATASET_RO", "DATASET_RW")}),
    )
    volume = module(
        "sky.utils.volume",
        VolumeType=enum.Enum("VolumeType", {"PVC": "k8s-pvc", "HOSTPATH": "k8s-hostpath",
                                            "RUNPOD_NETWORK_VOLUME": "runpod-network-volume"}),
        VolumeAccessMode=enum.Enum("VolumeAccessMode", {
            "READ_WRITE_ONCE": "ReadWriteOnce", "READ_WRITE_ONCE_POD": "ReadWriteOncePod",
            "READ_WRITE_MANY": "ReadWriteMany", "READ_ONLY_MANY": "ReadOnlyMany"}),
    )
    daemon_ids = ("skypilot-status-refresh-daemon", "skypilot-volume-status-refresh-daemon",
                  "managed-job-status-refresh-daemon", "sky-serve-status-refresh-daemon", "pool-status-refresh-daemon",
                  "server-heartbeat-daemon", "expired-token-cleanup-daemon")
    daemons = module("sky.server.daemons",
                     INTERNAL_REQUEST_DAEMONS=[types.SimpleNamespace(id=daemon_id) for daemon_id in daemon_ids])
    # The API server's view once its plugins are loaded: schemas are strict.
    plugins = module("sky.server.plugins", plugins_loaded=lambda: True)
    load_balancing_policies = module("sky.serve.load_balancing_policies", LB_POLICIES={
        "round_robin": None, "least_load": None, "instance_aware_least_load": None})
    spot_placer = module("sky.serve.spot_placer", SPOT_PLACERS={"dynamic_fallback": None})

    modules = {
        "sky": package("sky"), "sky.skylet": package("sky.skylet"), "sky.utils": package("sky.utils"),
        "sky.data": package("sky.data"), "sky.server": package("sky.server"), "sky.serve": package("sky.serve"),
        "sky.skylet.constants": constants,
        "sky.skylet.autostop_lib": module("sky.skylet.autostop_lib", AutostopWaitFor=AutostopWaitFor),
        "sky.utils.kubernetes_enums": kubernetes_enums, "sky.utils.volume": volume, "sky.data.storage": storage,
        "sky.server.daemons": daemons, "sky.server.plugins": plugins,
        "sky.serve.load_balancing_policies": load_balancing_policies, "sky.serve.spot_placer": spot_placer,
    }
    for name, made in modules.items():
        parent, _, child = name.rpartition(".")
        if parent:
            setattr(modules[parent], child, made)
    return modules


def case_insensitive_enum(validator: Any, enums: Any, instance: Any, schema: Any) -> Iterator[Any]:
    """SkyPilot's keyword (sky/utils/validator.py), as it defines it."""
    del validator, schema  # Unused.
    if instance.lower() not in [enum.lower() for enum in enums]:
        yield jsonschema.ValidationError(f"{instance!r} is not one of {enums!r}")


def case_sensitive_enum(validator: Any, enums: Any, instance: Any, schema: Any) -> Iterator[Any]:
    """SkyPilot's keyword (sky/utils/validator.py), as it defines it."""
    del validator, schema  # Unused.
    if instance not in enums:
        yield jsonschema.ValidationError(f"{instance!r} is not one of {enums!r}")


def _located(keyword: Any) -> Any:
    """SkyPilot's keyword, reporting where SkyPilot's own validator raises (a non-string for a string enum)."""
    def check(validator: Any, enums: Any, instance: Any, schema: Any) -> Iterator[Any]:
        try:
            found = list(keyword(validator, enums, instance, schema))
        except (AttributeError, TypeError) as error:
            found = [jsonschema.ValidationError(
                f"{instance!r} is not a string; SkyPilot's validator raises {type(error).__name__}: {error}")]
        yield from found
    return check


SkyPilotValidator = jsonschema.validators.extend(jsonschema.Draft7Validator, validators={
    "case_insensitive_enum": _located(case_insensitive_enum),
    "case_sensitive_enum": _located(case_sensitive_enum),
})


class SkyPilotSchemas:
    """The task, resources, storage and service schemas that the vendored schemas.py builds."""

    def __init__(self, schemas_py: pathlib.Path):
        stubs = _skypilot_stub_modules()
        saved_modules = {name: sys.modules.get(name) for name in stubs}
        saved_env = os.environ.get("IS_SKYPILOT_SERVER")
        sys.modules.update(stubs)
        os.environ["IS_SKYPILOT_SERVER"] = "1"
        try:
            module = types.ModuleType("sky.utils.schemas")
            module.__file__ = str(schemas_py)
            source = schemas_py.read_text(encoding="utf-8")
            exec(compile(source, str(schemas_py), "exec"), module.__dict__)  # pylint: disable=exec-used
            self.task = module.get_task_schema()
            self.resources = module.get_resources_schema()
            self.storage = module.get_storage_schema()
            self.service = module.get_service_schema()
        finally:
            for name, saved in saved_modules.items():
                if saved is None:
                    sys.modules.pop(name, None)
                else:
                    sys.modules[name] = saved
            if saved_env is None:
                os.environ.pop("IS_SKYPILOT_SERVER", None)
            else:
                os.environ["IS_SKYPILOT_SERVER"] = saved_env


def skypilot_schema_problems(obj: Any, schema: Dict[str, Any], what: str, base: List[Any],
                             skip_none: bool = True) -> List[Tuple[List[Any], str]]:
    """As sky.utils.common_utils.validate_schema, but every error rather than the first."""
    if skip_none and isinstance(obj, dict):
        obj = {k: v for k, v in obj.items() if v is not None}
    problems: List[Tuple[List[Any], str]] = []
    for best in (leaf for error in SkyPilotValidator(schema).iter_errors(obj) for leaf in leaf_errors(error)):
        path = base + list(best.absolute_path)
        if best.validator == "additionalProperties" and tuple(best.schema_path) == (
                "properties", "envs", "additionalProperties"):
            problems.append((path, f"Invalid {what}: The `envs` field contains invalid keys: {best.message}"))
        elif best.validator == "additionalProperties" and isinstance(best.instance, dict):
            known = set((best.schema.get("properties") or {}).keys())
            for field in _unknown_fields(best):
                similar = difflib.get_close_matches(field, known, 1)
                hint = f"Instead of {field!r}, did you mean {similar[0]!r}?" if similar else \
                    f"Found unsupported field {field!r}."
                problems.append((path + [field], f"Invalid {what}: {hint}"))
        else:
            message = error_message(best).replace("type 'object'", "type 'dict'")
            problems.append((path, f"Invalid {what}: {message}"))
    return problems


def _stringify(values: Any) -> Any:
    if isinstance(values, dict):
        return {str(k): (str(v) if v is not None else None) for k, v in values.items()}
    if isinstance(values, list):
        return [str(item) for item in values]
    return values


def _apply_resource_aliases(config: Any, base: List[Any]) -> List[Tuple[List[Any], str]]:
    if not isinstance(config, dict) or "gpus" not in config:
        return []
    if "accelerators" in config:
        return [(base + ["gpus"], "Cannot specify both gpus and accelerators in config.")]
    config["accelerators"] = config.pop("gpus")
    return []


def check_skypilot_resources(schemas: SkyPilotSchemas, resources: Dict[str, Any],
                             base: List[Any]) -> List[Tuple[List[Any], str]]:
    """As sky.Resources.from_yaml_config at the vendored commit, as far as it checks the YAML."""
    problems = _apply_resource_aliases(resources, base)
    for key in ("any_of", "ordered"):
        if isinstance(resources.get(key), list):
            for index, candidate in enumerate(resources[key]):
                problems += _apply_resource_aliases(candidate, base + [key, index])
    resources.pop("hooks", None)
    found = skypilot_schema_problems(resources, schemas.resources, "resources YAML", base)
    if resources.get("any_of") is not None and resources.get("ordered") is not None:
        found.append((base, 'Cannot specify both "any_of" and "ordered" in resources.'))
    if resources.get("infra") is not None and any(resources.get(k) is not None for k in ("cloud", "region", "zone")):
        found.append((base + ["infra"], "Cannot specify both `infra` and `cloud`, `region`, or `zone`."))
    if found:
        return problems + found
    plain = {k: v for k, v in resources.items() if k not in ("any_of", "ordered")}
    for key in ("any_of", "ordered"):
        for index, candidate in enumerate(resources.get(key) or []):
            merged = copy.deepcopy(plain)
            candidate = dict(candidate)
            labels = candidate.pop("labels", None)
            merged.update(candidate)
            if labels is not None:
                merged["labels"] = {**(merged.get("labels") or {}), **labels}
            problems += check_skypilot_resources(schemas, merged, base + [key, index])
    return problems


def check_skypilot_task(schemas: SkyPilotSchemas, file: str, doc: int, task: Any) -> List[Problem]:
    """As sky.Task.from_yaml_config at the vendored commit, as far as it checks the YAML."""
    if task is None:
        return []
    if not isinstance(task, dict):
        return [Problem(file, doc, "$", "a SkyPilot task must be a mapping")]
    config = copy.deepcopy(task)
    for key in ("envs", "secrets"):
        if config.get(key) is not None:
            config[key] = _stringify(config[key])
    # SkyPilot stops at the first failing check; every part whose shape allows it is checked here, to say more.
    found = skypilot_schema_problems(config, schemas.task, "task YAML", [])
    found += _check_task_parts(schemas, config)
    return [Problem(file, doc, json_path(path), message) for path, message in found]


def _check_task_parts(schemas: SkyPilotSchemas, config: Dict[str, Any]) -> List[Tuple[List[Any], str]]:
    found: List[Tuple[List[Any], str]] = []
    volumes = []
    file_mounts = config.get("file_mounts")
    for destination, source in (file_mounts.items() if isinstance(file_mounts, dict) else []):
        where: List[Any] = ["file_mounts", destination]
        if isinstance(source, dict):
            if source.get("store") == "volume":
                volume = {"path": destination}
                if source.get("name"):
                    volume["name"] = source.get("name")
                volume["auto_delete"] = not source.get("persistent", False)
                volume.update(source.get("config") or {})
                volumes.append(volume)
            else:
                found += skypilot_schema_problems(dict(source), schemas.storage, "storage YAML", where)
        elif not isinstance(source, str):
            found.append((where, f"Unable to parse file_mount {destination}:{source}"))
    override = dict(config.get("config") or {}) if isinstance(config.get("config"), dict) else {}
    hooks = override.pop("hooks", None)
    resources = copy.deepcopy(config.get("resources") or {})
    if not isinstance(resources, dict):
        pass  # The task schema reports it.
    elif "hooks" in resources:
        found.append((["resources", "hooks"], "Lifecycle hooks live under top-level `config.hooks:`, "
                      "not `resources.hooks:`."))
    else:
        if hooks is not None:
            resources["hooks"] = hooks
        if override:
            resources["_cluster_config_overrides"] = override
        if volumes:
            resources["volumes"] = volumes
        found += check_skypilot_resources(schemas, resources, ["resources"])
    service, pool = config.get("service"), config.get("pool")
    if service is not None and pool is not None:
        found.append((["service"], "Cannot set both service and pool in the same task."))
    elif isinstance(service, dict):
        found += skypilot_schema_problems(copy.deepcopy(service), schemas.service, "service YAML", ["service"])
    elif isinstance(pool, dict):
        found += skypilot_schema_problems({"pool": copy.deepcopy(pool)}, schemas.service, "pool YAML", [])
    return found


def check_skypilot_documents(schemas: SkyPilotSchemas, file: str,
                             documents: Sequence[Tuple[int, Any]]) -> List[Problem]:
    """A task YAML, or a pipeline of them whose first document may be a header (name, execution)."""
    if not documents:
        documents = [(0, {})]
    first_doc, first = documents[0]
    problems: List[Problem] = []
    if isinstance(first, dict) and set(first.keys()) in ({"name"}, {"name", "execution"}) and len(documents) > 1:
        execution = first.get("execution")
        if execution is not None and execution != "serial":
            problems.append(Problem(file, first_doc, "$.execution", f"Invalid execution mode for pipeline: "
                                    f"{execution!r}. Pipelines must use execution: serial (or omit it)."))
        documents = documents[1:]
    for doc, task in documents:
        problems += check_skypilot_task(schemas, file, doc, task)
    return problems


# ---------------------------------------------------------------------------------------------------------------------


class Validator:
    def __init__(self, schemas_dir: pathlib.Path):
        self.schemas_dir = schemas_dir
        self.registry = CrdRegistry(schemas_dir)
        self._skypilot: Optional[SkyPilotSchemas] = None

    def skypilot(self) -> SkyPilotSchemas:
        if self._skypilot is None:
            self._skypilot = SkyPilotSchemas(self.schemas_dir / "skypilot" / "schemas.py")
        return self._skypilot

    def check_file(self, file: str, kind: str = "auto") -> List[Problem]:
        loader = _BASE_LOADER if kind == "skypilot" else ManifestLoader
        documents, problems = read_documents(file, loader)
        if problems and not documents:
            return problems
        if kind == "auto" and not any(isinstance(d, dict) and "apiVersion" in d for d in documents):
            # A SkyPilot file is read as SkyPilot reads it (timestamps included).
            documents, problems = read_documents(file, _BASE_LOADER)
        tasks: List[Tuple[int, Any]] = []
        for doc, document in enumerate(documents):
            is_k8s = kind == "k8s" or (kind == "auto" and isinstance(document, dict) and "apiVersion" in document)
            if is_k8s:
                if document is not None:
                    problems += check_kubernetes(self.registry, file, doc, document)
            else:
                tasks.append((doc, document))
        if tasks or (kind == "skypilot" and not documents):
            try:
                schemas = self.skypilot()
            except Exception as error:  # pylint: disable=broad-except
                return problems + [Problem(file, "-", "$", f"cannot build SkyPilot's schemas from "
                                           f"{self.schemas_dir / 'skypilot' / 'schemas.py'}: {error!r}")]
            problems += check_skypilot_documents(schemas, file, tasks)
        return problems


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--schemas", required=True, type=pathlib.Path, help="folder of the vendored schemas")
    parser.add_argument("--kind", choices=("k8s", "skypilot", "auto"), default="auto",
                        help="what the files are; auto decides by whether a document has apiVersion")
    parser.add_argument("files", nargs="+", metavar="FILE")
    args = parser.parse_args(argv)
    if not args.schemas.is_dir():
        parser.error(f"--schemas {args.schemas}: not a folder")
    validator = Validator(args.schemas)
    problems: List[Problem] = []
    for file in args.files:
        problems += validator.check_file(file, args.kind)
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
