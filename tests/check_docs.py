#!/usr/bin/env python3
"""Fails when docs/architecture.md names a file that does not exist.

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
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
