#!/usr/bin/env python3
"""Fails when a translation is unfinished, missing or out of date.

Runs lupdate over the sources into copies of the .ts files (the checked-in files are not touched), then reads
every message: a source text lupdate added since the last update arrives unfinished, so "missing" and
"unfinished" are one check. A translation must also keep every placeholder (%1, %2, ...) of its source.

A plurals-only file (--plurals-only, the English goodput_en.ts) is updated with lupdate -pluralonly: it holds only
the messages with a count, and each of its forms must have resolved the source's "(s)" markers. A new entry there
is filled by fill-english-plurals.py.
"""
import argparse
import pathlib
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

PLACEHOLDER = re.compile(r"%(?:L?\d+|n)")
PLURAL_MARKER = re.compile(r"(?<=\w)\((?:e?s|ies)\)")


def check(ts: pathlib.Path, name: str, plurals_only: bool = False) -> list[str]:
    problems = []
    root = ET.parse(ts).getroot()
    count = 0
    for context in root.iter("context"):
        ctx = context.findtext("name")
        for message in context.iter("message"):
            count += 1
            source = message.findtext("source") or ""
            translation = message.find("translation")
            where = f"{name}: [{ctx}] {source[:70]!r}"
            if translation is None:
                problems.append(f"{where}: no translation element")
                continue
            kind = translation.get("type")
            if kind in ("unfinished", "vanished", "obsolete"):
                hint = " (fill-english-plurals.py fills it)" if plurals_only and kind == "unfinished" else ""
                problems.append(f"{where}: {kind}{hint}")
                continue
            if plurals_only and message.get("numerus") != "yes":
                problems.append(f"{where}: not a message with a count, in a plurals-only file")
                continue
            forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
            for form in forms:
                if plurals_only and PLURAL_MARKER.search(form):
                    problems.append(f"{where}: a form still reads {PLURAL_MARKER.search(form).group(0)!r}")
                if not form.strip():
                    problems.append(f"{where}: empty translation")
                elif sorted(set(PLACEHOLDER.findall(form))) != sorted(set(PLACEHOLDER.findall(source))):
                    problems.append(f"{where}: placeholders differ from the source")
    if count == 0:
        problems.append(f"{name}: no messages at all")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lupdate", required=True)
    parser.add_argument("--sources", required=True, help="list file, one source per line")
    parser.add_argument("--options", default="")
    parser.add_argument("--plurals-only", action="append", default=[], metavar="TS",
                        help="a .ts file of the messages with a count only (lupdate -pluralonly)")
    parser.add_argument("ts", nargs="+")
    args = parser.parse_args()

    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        for files, extra in ((args.ts, []), (args.plurals_only, ["-pluralonly"])):
            copies = []
            for ts in map(pathlib.Path, files):
                if not ts.exists():
                    problems.append(f"{ts.name}: missing")
                    continue
                copy = pathlib.Path(tmp) / ts.name
                shutil.copy(ts, copy)
                copies.append(copy)
            if not copies:
                continue
            cmd = [args.lupdate, *shlex.split(args.options), *extra, "@" + args.sources, "-ts", *map(str, copies)]
            run = subprocess.run(cmd, capture_output=True, text=True)
            if run.returncode != 0:
                print(run.stdout, run.stderr, file=sys.stderr)
                problems.append("lupdate failed")
            for copy in copies:
                problems += check(copy, copy.name, plurals_only=bool(extra))
    for p in problems:
        print(p)
    print(f"{len(problems)} problem(s) in {len(args.ts) + len(args.plurals_only)} translation file(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
