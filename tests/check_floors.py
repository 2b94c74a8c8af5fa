#!/usr/bin/env python3
"""Fails when a file of the core includes a folder on a higher floor, when two folders of the core include each
other (directly or round a longer loop, on one floor or across floors), or when a core folder has no floor.

The floors of the core (docs/architecture.md, "Floors inside the core") are the data below: a folder may include
its own floor and those below it, never one above, and no folder may reach itself through the folders it includes.
A new folder fails this check until it is given its floor here.
"""
import pathlib
import re
import sys

# Floor of each folder of core/, lowest first.
FLOORS = {
    # the base: errors and JSON limits, durations, translatable texts
    "io": 0, "units": 0, "i18n": 0,
    # the goodput model: the renewal solution, checkpoint optima, the Monte Carlo
    "goodput": 1,
    # the parts that use the model: prices and memory, serving, decision graphs, study, measured logs
    "catalog": 2, "inference": 2, "decision": 2, "study": 2, "measure": 2,
    # the step time on one accelerator of the catalog: the layout's terms, the network, the model's error
    "performance": 3,
    # the training run and its goal: its layout, its time and cost on each accelerator
    "training": 4,
    # the plan: the document, its file, evaluate() and all that takes a whole plan
    "plan": 5,
    # what is searched over a plan: the plan search, applying its answer, checking a reason against it, the sweep
    "search": 6,
    # what a plan becomes outside the product: the schedulers' deployment files, and those read back into a plan
    "deploy": 7,
}

# Loops known and left until their folders move, with the issue that moves them. Each is the set of folders the
# loop passes through; a loop not listed, or one that grows, fails.
KNOWN_CYCLES: dict[frozenset, str] = {}

INCLUDE = re.compile(r'^\s*#\s*include\s+"([A-Za-z0-9_]+)/', re.M)


def check(core: pathlib.Path) -> list[str]:
    problems = []
    folders = sorted(p.name for p in core.iterdir() if p.is_dir())
    for folder in folders:
        if folder not in FLOORS:
            problems.append(f"core/{folder}/ has no floor: give it one in tests/check_floors.py and "
                            "docs/architecture.md")
    for folder in folders:
        if folder not in FLOORS:
            continue
        for source in sorted((core / folder).rglob("*")):
            if source.suffix not in (".h", ".cpp"):
                continue
            for included in INCLUDE.findall(source.read_text(encoding="utf-8", errors="replace")):
                if included not in FLOORS:
                    continue  # not a folder of the core (a system or library header)
                if FLOORS[included] > FLOORS[folder]:
                    problems.append(f"{source.relative_to(core.parent)} (floor {FLOORS[folder]}) includes "
                                    f"{included}/ (floor {FLOORS[included]})")
    return problems + cycles(core, folders)


def includes(core: pathlib.Path, folder: str) -> dict[str, str]:
    """The other core folders a folder includes, each with a file that includes it."""
    out = {}
    for source in sorted((core / folder).rglob("*")):
        if source.suffix in (".h", ".cpp"):
            for included in INCLUDE.findall(source.read_text(encoding="utf-8", errors="replace")):
                if included != folder and (core / included).is_dir():
                    out.setdefault(included, source.relative_to(core.parent).as_posix())
    return out


def cycles(core: pathlib.Path, folders: list[str]) -> list[str]:
    """Each loop of folders that include each other (a strongly connected component of more than one folder)."""
    graph = {f: includes(core, f) for f in folders}
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(v: str) -> None:  # Tarjan's algorithm
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.add(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(frozenset(component))

    for f in folders:
        if f not in index:
            visit(f)
    problems = []
    for component in found:
        if component in KNOWN_CYCLES:
            continue
        edges = ", ".join(f"{a}/ includes {b}/ ({graph[a][b]})" for a in sorted(component) for b in sorted(graph[a])
                          if b in component)
        problems.append(f"a loop of folders: {edges}")
    return problems


def main() -> int:
    core = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).parents[1] / "core")
    problems = check(core)
    for p in problems:
        print(p)
    print(f"core floors: {len(problems)} problems in {len(FLOORS)} folders")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
