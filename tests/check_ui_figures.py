#!/usr/bin/env python3
"""Fails when the user interface calls a function of the core that is not on its list.

Every figure a view or the proposal shows comes from the plan's gp::Evaluation (core/plan/Evaluate.h) or from a
core function that returns what the widget states (docs/architecture.md, "Data path"); the widgets format figures
and compute none. This script lists the core's free functions (those of namespace gp, read from core/ with
Universal Ctags) and reports every call from ui/ to one that the list below does not allow, with or without the
gp:: qualifier (a call without it would be found by argument-dependent lookup; a name the user interface also
gives one of its own functions or variables is checked qualified only). Members of the core's types (the
Evaluation's figures, a measurement's shares) are the figures' getters and are not checked. A name on the list
that is no longer a function of the core fails too, so the list stays the list of what the views use.
"""
import json
import pathlib
import re
import shutil
import subprocess
import sys

# What ui/ may call, by group, each with why. Anything else of the core (evaluate, simulate, measureJob,
# trainingFlopsPerToken, ...) is the model itself: a widget that needs its figure asks the core for a function that
# returns it.
ALLOWED = {
    # Figures made for a view: each returns what the widget states, so the widget only formats it.
    "figures": {
        "runSummary", "plannedProductiveShare", "measuredJob", "mfuFromThroughput", "calibrationProposals",
        "compareWithPlan", "baselineOf", "brief", "checkRecommendation", "heldOutSpread", "servingSteps", "serves",
        "deviceMemoryGb", "commitmentTermHours", "decidedAnswer", "walkAnswer", "walkOf", "isInferenceWalk",
        "hangingOff",
    },
    # The evaluation's figures computed on first use and kept with it (the plan search's answer, the last sweep).
    "kept figures": {"planSearch", "sweep"},
    # Texts of the core's errors, warnings and log issues, and the checks whose problems a view shows as they are.
    "texts and checks": {
        "errorText", "logErrorText", "logIssueText", "warningText", "graphProblemText", "deployRefusal",
        "conditionProblem", "scenarioNameProblem", "checkDeployName", "checkGraph",
    },
    # Named edits of a plan: the view asks for the change, the core makes it and keeps the plan's rules.
    "plan edits": {
        "addScenario", "deleteScenario", "duplicateScenario", "moveScenario", "renameScenario", "uniqueScenarioName",
        "refoldScenario", "takeInputsOut", "applyCandidate", "applySearchResult", "applyWalkKind",
        "keepPricedAccelerator", "markAnsweredFromPlan", "takeMfuSetByHand", "calibratedPlan", "withSweepValue",
        # core/plan/PlanEdits.h: the edits of the inputs, the kind, serving, prices, the run, the search's goal,
        # the proposal's texts and records
        "setGoodputInputs", "setMfu", "kindLeavesSpot", "setPlanKind", "setServing", "chooseServedModel",
        "shapeChanged", "chooseServingAccelerator", "setPrice", "resetPrices", "applyPrices", "importAccelerators",
        "setTrainingRun", "setModelParameters", "setTrainingTokens", "chooseAccelerator", "setPrecision",
        "useMeasuredThroughput", "setMeasuredThroughput", "setDeadlineDays", "setAcceleratorMfu",
        "setSearchConfidence", "setSearchBudget", "setCoverField", "setNotes", "recommendScenario",
        "setRecommendationReason", "keepMeasuredBaseline", "fitToMeasurement", "scenarioRoom", "addScenarios",
        "setWalkAnswers",
    },
    # Named edits of a decision graph, as the graph editor makes them.
    "graph edits": {"addAnswer", "addNode", "duplicateNode", "removeAnswer", "removeNodes", "renameNode", "retarget"},
    # Reading and writing what the core reads and writes: plans, catalogs, logs, graph packs, deployment files,
    # study progress; and the optional modules loaded at first use.
    "files and text": {
        "catalogFromJson", "loadJsonFile", "parseJson", "planFromJson", "planFromText", "planToJson",
        "priceOverridesFromJson", "priceOverridesToJson", "readPlanFile", "readGoodputLogFile", "graphPackToJson",
        "loadGraphPackFile", "progressFromText", "progressToText", "isPlainText", "writeDeployment",
        "existingDeploymentFiles", "exportDeployment", "recordDeployment", "deploymentConfig", "deployFormats",
        "deployFormatId", "parseDeployFormat", "deployNameFor", "walkPackNotes", "loadModuleOf",
    },
    # Look-ups in the core's tables: the catalog, presets, graphs, input ranges and switches, questions, served
    # models, scenarios, the sweep's inputs and the plan's parts.
    "tables": {
        "builtinCatalog", "builtinGraphs", "builtinGraph", "builtinPresets", "builtinQuestions",
        "findInputRange", "findInputSwitch", "findScenario", "scenarioBetween",
        "findServedModel", "servedModels", "networkPresets", "assumedModelFamily", "modelShapeOf", "programSource",
        "sweepInputs", "sweepInput", "sweepValueOf", "sweepValues", "partOf", "stepsFromPlan", "parseOptimizer",
        "parseSharding", "overrideFields",
    },
    # Durations in the unit that suits them, and read back from text.
    "units": {"inUnit", "timeUnitFor", "parseDuration"},
}
# Files that run the model themselves, and why.
FILE_ALLOWED = {
    # the document owns the evaluation: it evaluates each plan once, checks it and diffs it
    "ui/document/PlanDocument.cpp": {"evaluate", "evaluateRecommended", "scenarioPlan", "diff", "validate"},
    # the Monte Carlo, in a worker thread
    "ui/workbench/SimulationChart.cpp": {"simulate", "simulateTimeline"},
    # the plan search for the plan's goal, in a worker thread
    "ui/document/PlanSearch.cpp": {"optimize", "goalOf"},
    # the step time of the settings not yet applied, as they change
    "ui/costs/TrainingSetupDialog.cpp": {"runLayout"},
}

COMMENT = re.compile(r"//.*?$|/\*.*?\*/", re.S | re.M)
STRING = re.compile(r'"(?:\\.|[^"\\])*"')


def tags(root: pathlib.Path, folder: str, kinds: str):
    ctags = shutil.which("ctags")
    if not ctags:
        raise SystemExit("check_ui_figures: Universal Ctags (the universal-ctags package) is needed")
    out = subprocess.run([ctags, "--output-format=json", "--fields=+neZKs", f"--kinds-C++={kinds}",
                          "--languages=C++", "-R", "-f", "-", folder], cwd=root, capture_output=True, text=True,
                         check=True).stdout
    return [json.loads(line) for line in out.splitlines() if line.startswith("{")]


def core_functions(root: pathlib.Path) -> set[str]:
    """The free functions of namespace gp (and the namespaces inside it) that core/ declares or defines."""
    return {t["name"] for t in tags(root, "core", "fp")
            if t.get("scopeKind", "namespace") == "namespace" and t.get("scope", "").split("::")[0] == "gp"}


def calls(text: str, core: set[str], own: set[str]):
    text = STRING.sub('""', COMMENT.sub("", text))
    for number, line in enumerate(text.splitlines(), 1):
        for match in re.finditer(r"\bgp::(\w+)\s*\(", line):
            if match.group(1) in core:
                yield number, match.group(1)
        for match in re.finditer(r"(?<![\w.>:~])(\w+)\s*\(", line):
            if match.group(1) in core and match.group(1) not in own:
                yield number, match.group(1)


def main() -> int:
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).parents[1])
    core = core_functions(root)
    own = {t["name"] for t in tags(root, "ui", "*")}  # the user interface's own names
    allowed = set().union(*ALLOWED.values())
    found = []
    for name in sorted(allowed.union(*FILE_ALLOWED.values()) - core):
        found.append(f"tests/check_ui_figures.py allows {name}(), which is no function of the core: take it off")
    files = sorted(p for p in (root / "ui").rglob("*") if p.suffix in (".cpp", ".h"))
    for path in files:
        rel = path.relative_to(root).as_posix()
        for number, name in calls(path.read_text(encoding="utf-8"), core, own):
            if name not in allowed and name not in FILE_ALLOWED.get(rel, set()):
                found.append(f"{rel}:{number}: calls {name}(), which is not on the list of what the user interface "
                             "may call: take the figure from the gp::Evaluation or from a core function that "
                             "returns it")
    for line in found:
        print(line)
    print(f"user interface: {len(files)} files read, {len(core)} functions of the core, {len(allowed)} allowed; "
          f"{len(found)} problems")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
