#!/usr/bin/env python3
"""Fills the English singular and plural of every unfinished numerus message in goodput_en.ts.

goodput_en.ts holds only the messages with a count (lupdate -pluralonly): their source reads "%n file(s)", which
English readers would otherwise see as it stands. The forms follow the source mechanically: "(s)" and "(es)" are
dropped in the singular and kept in the plural, "(ies)" becomes "y" and "ies"; a source without such a marker keeps
its text in both forms. Messages already translated are left as they are, so a form corrected by hand (a verb that
agrees with the count, "is"/"are") stays. Read every form this writes: the rules know no grammar.

    translations/fill-english-plurals.py translations/goodput_en.ts
"""
import html
import re
import sys

MESSAGE = re.compile(r'<message numerus="yes">.*?</message>', re.S)
SOURCE = re.compile(r"<source>(.*?)</source>", re.S)
UNFINISHED = re.compile(r'( *)<translation type="unfinished">\s*(?:<numerusform></numerusform>\s*)*</translation>')


def forms(source: str) -> tuple[str, str]:
    singular = re.sub(r"(\w)\(ies\)", r"\1y", source)
    singular = re.sub(r"(\w)\((?:e?s)\)", r"\1", singular)
    plural = re.sub(r"(\w)\(ies\)", r"\1ies", source)
    plural = re.sub(r"(\w)\((e?s)\)", r"\1\2", plural)
    return singular, plural


def fill(message: re.Match) -> str:
    text = message.group(0)
    blank = UNFINISHED.search(text)
    if not blank:
        return text
    source = html.unescape(SOURCE.search(text).group(1))
    indent = blank.group(1)
    one, many = (html.escape(f, quote=False) for f in forms(source))
    filled = (f"{indent}<translation>\n{indent}    <numerusform>{one}</numerusform>\n"
              f"{indent}    <numerusform>{many}</numerusform>\n{indent}</translation>")
    return text[:blank.start()] + filled + text[blank.end():]


def main() -> int:
    for path in sys.argv[1:]:
        with open(path, encoding="utf-8") as f:
            before = f.read()
        after = MESSAGE.sub(fill, before)
        if after != before:
            with open(path, "w", encoding="utf-8") as f:
                f.write(after)
    return 0


if __name__ == "__main__":
    sys.exit(main())
