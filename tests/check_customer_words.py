#!/usr/bin/env python3
"""Fails when a text a customer or a platform team reads speaks of how the product was made.

Every user-visible string (the source text and the German and Japanese translations of translations/*.ts), the
built-in decision graphs and catalog, the two manuals the package installs (deploy.md and model.md, which the
command help cites by section), and the files the product
writes (the three deployment exports and the proposal's PDF text in English, German and Japanese) are held to a
list of words that belong to the team, not to the reader: the source guide called a client's text or a seed, and
paths into the repository. Random seeds (the Monte Carlo's "seed 1") are the reader's and stay.

Usage: check_customer_words.py SOURCE_DIR GOODPUT_CLI GOODPUT_PLANNER
"""
import html
import json
import os
import re
import subprocess
import sys
import tempfile

BANNED = [
    (re.compile(r"\bclients?\b|\bclient's", re.I), "client"),
    (re.compile(r"\bseed's|\bseed formula|^seed:", re.I | re.M), "seed (the source guide)"),
    (re.compile(r"\bthe seed\b(?! \d|'s| formula)", re.I), "the seed (the source guide)"),
    (re.compile(r"\bKlient|Quelltext des Kunden|des Kunden Entscheidungsbaum", re.I), "client (German)"),
    (re.compile(r"クライアント|シードの"), "client or seed (Japanese)"),
    # A folder of the repository, not the tail of an address (cloud.google.com/tpu/docs/v6e).
    (re.compile(r"(?<![\w./-])(?:core|ui|app|tests|docs|resources|packaging)/[\w.-]+/?[\w./-]*"), "a repository path"),
    (re.compile(r"\b[\w-]+\.(?:cpp|hpp|py|cmake)\b|\b[A-Z]\w*\.h\b"), "a source file"),
]


# A random seed is the reader's: "the seed" beside the runs, a generator or the Monte Carlo is not the source guide.
RANDOM_SEED = re.compile(r"\bruns?\b|\brun's|random|Monte Carlo|simulat|generator|\bdraws?\b", re.I)


def hits(text, where):
    out = []
    for pattern, what in BANNED:
        for m in pattern.finditer(text):
            if what.startswith("the seed") and RANDOM_SEED.search(text[max(0, m.start() - 80):m.end() + 80]):
                continue
            line = text[max(0, m.start() - 60):m.end() + 60].replace("\n", " ")
            out.append(f"{where}: {what}: ...{line}...")
    return out


def ts_texts(path):
    text = open(path, encoding="utf-8").read()
    for m in re.finditer(r"<(source|translation|numerusform)[^>]*>([^<]*)</\1>", text):
        yield html.unescape(m.group(2))


def json_strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for v in value:
            yield from json_strings(v)
    elif isinstance(value, dict):
        for k, v in value.items():
            if k not in ("id", "source_url", "url", "file"):
                yield from json_strings(v)


def run(args, env=None):
    return subprocess.run(args, capture_output=True, text=True, env=env, timeout=300)


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__.split("\n\n")[-1])
    root, cli, planner = sys.argv[1:]
    problems = []
    for name in sorted(os.listdir(os.path.join(root, "translations"))):
        if name.endswith(".ts"):
            for t in ts_texts(os.path.join(root, "translations", name)):
                problems += hits(t, f"translations/{name}")
    for folder in ("resources/graphs", "resources/catalog", "resources/presets"):
        d = os.path.join(root, folder)
        for name in sorted(os.listdir(d)) if os.path.isdir(d) else []:
            if name.endswith(".json"):
                for t in json_strings(json.load(open(os.path.join(d, name), encoding="utf-8"))):
                    problems += hits(t, f"{folder}/{name}")
    for manual in ("deploy.md", "model.md"):  # both installed under /usr/share/doc/goodput-planner
        problems += hits(open(os.path.join(root, "docs", manual), encoding="utf-8").read(), f"docs/{manual}")
    overview = run([cli, "--help"]).stdout + run([cli, "--help"]).stderr
    problems += hits(overview, "goodput-cli --help")
    commands = re.findall(r"^  ([a-z][a-z-]+) ", overview, re.M)
    if not commands:
        problems.append("goodput-cli --help lists no command, so no command's help was read")
    for command in commands:
        r = run([cli, command, "--help"])
        problems += hits(r.stdout + r.stderr, f"goodput-cli {command} --help")
    example = os.path.join(root, "resources", "plans", "example.gpplan")
    with tempfile.TemporaryDirectory() as tmp:
        exported = 0
        for fmt in ("slurm", "skypilot", "gke"):
            out = os.path.join(tmp, fmt)
            os.mkdir(out)  # --out names a folder that exists
            r = run([cli, "deploy", example, "--format", fmt, "--out", out])
            if r.returncode != 0:
                # A format may refuse a job it cannot run: one error line, no file, and its reason is read too.
                lines = r.stderr.strip().splitlines()
                clean = (r.returncode == 2 and len(lines) == 1 and lines[0].startswith("goodput-cli: error: ")
                         and out not in lines[0] and not os.listdir(out))
                if not clean:
                    problems.append(f"deploy --format {fmt} (exit {r.returncode}): {r.stderr.strip()}")
                problems += hits(r.stderr, f"deploy --format {fmt} refusal")
                continue
            for dirpath, _, files in os.walk(out):
                for f in files:
                    exported += 1
                    problems += hits(open(os.path.join(dirpath, f), encoding="utf-8").read(), f"export {fmt}/{f}")
        if exported == 0:
            problems.append("deploy: no format exported a file of the example plan, so no export was read")
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        for lang in ("en", "de", "ja"):
            pdf = os.path.join(tmp, f"proposal-{lang}.pdf")
            r = run([planner, "--language", lang, "--export-pdf", pdf, example], env)
            if r.returncode != 0:
                problems.append(f"--export-pdf ({lang}): {r.stderr.strip()}")
                continue
            text = run(["pdftotext", pdf, "-"]).stdout
            if not text.strip():
                problems.append(f"proposal ({lang}): pdftotext read no text from the PDF")
            problems += hits(text, f"proposal ({lang})")
    for p in problems:
        print(p)
    print(f"customer words: {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
