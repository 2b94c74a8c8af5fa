#!/usr/bin/env python3
"""Fails when the user interface computes a figure of the model itself.

Every figure a view or the proposal shows comes from the plan's gp::Evaluation (core/plan/Evaluate.h), computed
once per change and kept while the parts it depends on stay the same (docs/architecture.md, "Data path"). This
script reads every source file under ui/ and reports each call into one of the core's computing functions, with
or without the gp:: qualifier (a call without it would be found by argument-dependent lookup). The document, which
owns the evaluation, and the Monte Carlo chart, which runs the simulation in a worker thread, are the exceptions.
"""
import pathlib
import re
import sys

# The core's functions that compute figures from a plan or its inputs.
COMPUTING = [
    "evaluate", "evaluateModel", "evaluateModelAtInterval", "evaluateGoodput", "evaluateRecommended", "resolve",
    "intervalCurve", "intervalRange", "scaleCurve", "spareCurve", "spareCurveRange", "sensitivity",
    "recommend", "compareScenarios", "compareAccelerators", "compareProvisioning", "estimateCost", "sweep",
    "spendTimeline", "deadlineHours", "checkpointOptima", "checkpointFigures", "techniqueEffects", "largestGains",
    "checkpointSaveTime", "checkpointStallTime", "checkpointReadTime", "checkpointSaveDerived",
    "checkpointWriteGbPerSecond", "checkpointReadGbPerSecond", "fastSaveTime", "fastReadTime", "fastTierEvery",
    "fastTierSurvives", "provisioningWaits", "inputApplies", "simulate", "simulateTimeline", "scenarioPlan",
    "compareInference", "planInference", "adviseServing", "runLayout", "searchLayouts", "stepTime",
    "optimize", "optimizeByBruteForce", "deadlineRisk",
]
# Names common enough in the user interface's own code (ScenariosView::recommend) to be checked qualified only.
QUALIFIED_ONLY = {"evaluate", "resolve", "sensitivity", "recommend", "sweep", "simulate"}
ALLOWED = {
    "ui/document/PlanDocument.cpp": {"evaluate", "evaluateRecommended", "scenarioPlan"},  # it owns the evaluation
    "ui/workbench/SimulationChart.cpp": {"simulate", "simulateTimeline"},  # the Monte Carlo, in a worker thread
    "ui/costs/TrainingSetupDialog.cpp": {"runLayout"},
    "ui/document/PlanSearch.cpp": {"optimize"},  # the plan search, in a worker thread  # the step of settings not yet applied, as they change
}

COMMENT = re.compile(r"//.*?$|/\*.*?\*/", re.S | re.M)
STRING = re.compile(r'"(?:\\.|[^"\\])*"')


def calls(text: str):
    text = STRING.sub('""', COMMENT.sub("", text))
    for number, line in enumerate(text.splitlines(), 1):
        for name in COMPUTING:
            if re.search(r"\bgp::" + name + r"\s*\(", line):
                yield number, name
            elif name not in QUALIFIED_ONLY and re.search(r"(?<![\w.>:~])" + name + r"\s*\(", line):
                yield number, name


def main() -> int:
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).parents[1])
    found = []
    files = sorted(p for p in (root / "ui").rglob("*") if p.suffix in (".cpp", ".h"))
    for path in files:
        rel = path.relative_to(root).as_posix()
        for number, name in calls(path.read_text(encoding="utf-8")):
            if name not in ALLOWED.get(rel, set()):
                found.append(f"{rel}:{number}: calls {name}(): take the figure from the gp::Evaluation")
    for line in found:
        print(line)
    print(f"user interface: {len(files)} files read, {len(found)} calls into the model's computing functions")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
