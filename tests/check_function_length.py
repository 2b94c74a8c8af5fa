#!/usr/bin/env python3
"""Reports every function in core/ and ui/ longer than 120 lines, and fails when there is one.

A function is found where a line at namespace level (no indentation) opens a body: a definition's header ends in
')' with qualifiers (const, override, noexcept) or a constructor's initializer list, and its '{' stands alone on
the next line, as the project's style writes them. Its length runs from the header to the closing '}' at column 0.
"""
import pathlib
import re
import sys

LIMIT = 120
# Functions allowed beyond the limit, with their lengths: none.
KNOWN = {}


def functions(text: str):
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        if lines[i] == "{" and i > 0:
            # The header: back to the line that starts at column 0 and is not a brace or a comment.
            h = i - 1
            while h > 0 and (lines[h].startswith(" ") or lines[h].startswith("    :")) and not lines[h - 1] == "":
                h -= 1
            header = lines[h]
            j = i + 1
            while j < len(lines) and lines[j] != "}" and not lines[j].startswith("};"):
                j += 1
            if re.match(r"^[A-Za-z_][\w:<>,\s\*&~]*\(", header) or "::" in header:
                name = re.split(r"\(", header)[0].split()[-1] if header.split() else header
                yield h + 1, name, j - h + 1
            i = j + 1
            continue
        i += 1


def main() -> int:
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).parents[1])
    long = []
    for folder in ("core", "ui"):
        for path in sorted((root / folder).rglob("*.cpp")):
            rel = path.relative_to(root).as_posix()
            for line, name, length in functions(path.read_text(encoding="utf-8")):
                if length > LIMIT:
                    long.append((rel, line, name, length))
    failed = 0
    for rel, line, name, length in long:
        allowed = KNOWN.get(f"{rel}:{name}")
        verdict = "to split" if allowed and length <= allowed else "over the limit"
        failed += verdict != "to split"
        print(f"{rel}:{line}: {name} is {length} lines ({verdict}; at most {LIMIT})")
    print(f"functions over {LIMIT} lines: {len(long)} ({failed} not known)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
