#!/usr/bin/env python3
"""Fails when docs/architecture.md names a file that does not exist, README's layout misses a folder, or
docs/model.md's table of input ranges (section 12) misses an input of the core's range table.

Every file name the document writes in backticks with an extension is checked: a path (core/plan/Plan.h,
plan/Pricing.h, app/cli/Commands.cpp) must exist from the repository's root or from one of its top folders, and a
bare name (CostModel.h) must be the name of some file in the repository.
"""
import pathlib
import re
import sys

NAME = re.compile(r"`([A-Za-z0-9_./-]+\.(?:h|cpp|py|sh|json|md|txt|gpplan|ts))`")
# Names the document gives that are not files of the repository.
OUTSIDE = {
    "plan.gpplan",    # the attachment inside a proposal PDF
    "qcustomplot.h",  # QCustomPlot's header, from its Debian package
}
TOPS = ["", "core", "ui", "app", "tests", "resources", "packaging", "docs", "translations"]


def layout_problems(root: pathlib.Path):
    """README's layout names every folder of core/ and ui/ (after the colon of their entries), and only those."""
    text = (root / "README.md").read_text(encoding="utf-8")
    block = text.split("## Layout", 1)[1].split("```", 2)[1]
    entries = {}
    current = None
    for line in block.splitlines():
        if line and not line.startswith(" "):
            current = line.split()[0]
            entries[current] = line[len(current):]
        elif current:
            entries[current] += " " + line.strip()
    for top in ("core/", "ui/"):
        listed = {w.strip() for w in entries.get(top, "").split(":", 1)[-1].split(",") if w.strip()}
        folders = {p.name for p in (root / top).iterdir() if p.is_dir()}
        for name in sorted(folders - listed):
            yield f"README's layout does not list {top}{name}"
        for name in sorted(listed - folders):
            yield f"README's layout lists {top}{name}, which is no folder"


def range_problems(root: pathlib.Path):
    """Every numeric input of core/goodput/InputRanges.cpp has a row in model.md's section 12 table."""
    code = (root / "core" / "goodput" / "InputRanges.cpp").read_text(encoding="utf-8")
    ranges = code.split("kRanges{{", 1)[1].split("}};", 1)[0]  # the numeric inputs, not the switches after them
    keys = re.findall(r'\{"([a-z_]+\.[a-z_]+)", G::', ranges)
    model = (root / "docs" / "model.md").read_text(encoding="utf-8")
    table = model.split("## 12. Input ranges", 1)[1].split("\n## ", 1)[0]
    rows = set()
    for line in table.splitlines():
        if line.startswith("| ") and not line.startswith("| Input") and not line.startswith("| ---"):
            rows.update(k.strip() for k in line.split("|")[1].split(","))
    for key in keys:
        if key not in rows:
            yield f"docs/model.md's input ranges (section 12) have no row for {key}"


def main() -> int:
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).parents[1])
    doc = root / "docs" / "architecture.md"
    names = sorted(set(NAME.findall(doc.read_text(encoding="utf-8"))))
    everything = {p.name for p in root.rglob("*") if p.is_file() and "build" not in p.parts and ".git" not in p.parts}
    missing = []
    for name in names:
        if name in OUTSIDE:
            continue
        if "/" in name:
            if not any((root / top / name).exists() for top in TOPS):
                missing.append(name)
        elif name not in everything:
            missing.append(name)
    for name in missing:
        print(f"docs/architecture.md names {name}, which does not exist")
    print(f"architecture document: {len(names)} files named, {len(missing)} missing")
    layout = list(layout_problems(root)) + list(range_problems(root))
    for problem in layout:
        print(problem)
    return 1 if missing or layout else 0


if __name__ == "__main__":
    sys.exit(main())
