#!/usr/bin/env python3
"""Reports every function in core/, ui/ and app/ longer than 120 lines, and fails when there is one not known.

Functions and their extents are read with Universal Ctags (`ctags --fields=+ne`: each function's first and last
line), so a body is found however its header and braces are laid out. Lambdas are parts of the function that holds
them.
"""
import json
import pathlib
import shutil
import subprocess
import sys

LIMIT = 120
# Functions allowed beyond the limit, with their lengths: the command table of goodput-cli is data, one entry per
# command with its options and help text.
KNOWN = {"app/cli/Commands.cpp:gpcli::commands": 362}


def functions(root: pathlib.Path):
    ctags = shutil.which("ctags")
    if not ctags:
        raise SystemExit("check_function_length: Universal Ctags (the universal-ctags package) is needed")
    out = subprocess.run([ctags, "--output-format=json", "--fields=+neZ", "--kinds-C++=f", "--languages=C++",
                          "-R", "-f", "-", "core", "ui", "app"], cwd=root, capture_output=True, text=True,
                         check=True).stdout
    for line in out.splitlines():
        if not line.startswith("{"):
            continue
        tag = json.loads(line)
        if "end" not in tag:
            continue
        scope = tag.get("scope", "")
        # Anonymous namespaces read as "__anon…": left out of the name.
        parts = [p for p in scope.split("::") if p and not p.startswith("__anon")]
        yield tag["path"], tag["line"], "::".join(parts + [tag["name"]]), tag["end"] - tag["line"] + 1


def main() -> int:
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).parents[1])
    long = sorted(f for f in functions(root) if f[3] > LIMIT)
    failed = 0
    for rel, line, name, length in long:
        allowed = KNOWN.get(f"{rel}:{name}")
        verdict = "known" if allowed and length <= allowed else "over the limit"
        failed += verdict != "known"
        print(f"{rel}:{line}: {name} is {length} lines ({verdict}; at most {LIMIT})")
    print(f"functions over {LIMIT} lines: {len(long)} ({failed} not known)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
