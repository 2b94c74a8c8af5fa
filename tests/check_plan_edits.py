#!/usr/bin/env python3
"""Fails when a view writes a plan mutation of its own inside an undoable edit.

A view changes the plan through PlanDocument::modify() or modifyChecked() with a lambda that takes the plan
(`[&](gp::Plan& p) { ... }`). That lambda hands the plan whole to the core's named edits (core/plan/PlanEdits.h,
ScenarioEdit.h, ...), which keep the plan's rules: it never assigns the plan or one of its fields, never reaches into
it (`p.training...`, `p.*member`), and never hands a part of it to code of the view (`change(p.inference)`). The
document's own edit functions (setInputs, setWalk, replace) are held to the same rule.
"""
import pathlib
import re
import sys

COMMENT = re.compile(r"//.*?$|/\*.*?\*/", re.S | re.M)
STRING = re.compile(r'"(?:\\.|[^"\\])*"')
CALL = re.compile(r"\bmodify(?:Checked)?\s*\(")
PLAN_PARAMETER = re.compile(r"\(\s*(?:gp::)?Plan\s*&\s*(\w+)\s*\)")


def closing(text: str, start: int, open_char: str, close_char: str) -> int:
    """The index just past the bracket that closes the one at `start`."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == open_char:
            depth += 1
        elif text[i] == close_char:
            depth -= 1
            if depth == 0:
                return i + 1
    return len(text)


def reaches_in(body: str, name: str):
    """What in a lambda's body does more with the plan `name` than hand it to a function."""
    n = re.escape(name)
    rules = [
        (rf"\b{n}\s*=(?!=)", "assigns the plan"),
        (rf"\b{n}\s*(?:\.|->)\s*\*?\s*\w", "reaches into the plan"),
        (rf"\b{n}\s*\[", "reaches into the plan"),
    ]
    for pattern, what in rules:
        match = re.search(pattern, body)
        if match:
            yield match.start(), what


def problems(text: str):
    text = STRING.sub('""', COMMENT.sub(lambda m: " " * len(m.group(0)) if "\n" not in m.group(0)
                                        else "\n" * m.group(0).count("\n"), text))
    for call in CALL.finditer(text):
        end = closing(text, call.end() - 1, "(", ")")
        arguments = text[call.end():end]
        for parameter in PLAN_PARAMETER.finditer(arguments):
            brace = arguments.find("{", parameter.end())
            if brace < 0:
                continue
            body = arguments[brace:closing(arguments, brace, "{", "}")]
            for offset, what in reaches_in(body, parameter.group(1)):
                line = text.count("\n", 0, call.end() + brace + offset) + 1
                yield line, what


def main() -> int:
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).parents[1])
    files = sorted(p for p in (root / "ui").rglob("*") if p.suffix in (".cpp", ".h"))
    found = []
    for path in files:
        rel = path.relative_to(root).as_posix()
        for line, what in problems(path.read_text(encoding="utf-8")):
            found.append(f"{rel}:{line}: an edit {what} inside modify(): hand the plan to a named edit of the core "
                         "(core/plan/PlanEdits.h) or call one of the document's edit functions")
    for line in found:
        print(line)
    print(f"plan edits: {len(files)} files of the user interface read; {len(found)} problems")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
