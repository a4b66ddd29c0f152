#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""test/Registry/options.test: the options are exactly lib/Support/Options.def.

    check_options.py --table PRINTED --docs docs/options.md \
        --help-text HELP --help-hidden HIDDEN --stock-help-hidden STOCK --src ROOT

PRINTED is `opt -load-pass-plugin=SmemVec.so -print-smemvec-options`, HELP and
HIDDEN that opt's `--help` and `--help-hidden`, STOCK `opt --help-hidden`
without the plugin. Fails (exit 1, one line per finding) when
  * the table lines of docs/options.md (those starting with `|`) are not the
    printout, line for line;
  * an option the table calls visible is not in --help, or one it calls
    hidden is in --help or not in --help-hidden;
  * the plugin registers an option that is no table row;
  * a markdown table row of README.md or docs/*.md that names an option
    (`-NAME` or `-NAME=...` in its first cell) restates a default (second
    cell, when not empty) other than the table's;
  * README.md names a `-smemvec-...` flag that is no option;
  * a C++ file under lib/ or include/ other than lib/Support/Options.h (the
    declarations) names a cl::opt, cl::list or cl::bits type: every option
    is defined in lib/Support/Options.cpp, from the table.
"""
import argparse
import difflib
import pathlib
import re
import sys

OPTION_IN_HELP = re.compile(r"^\s+--?([A-Za-z0-9][\w-]*)")
RESTATED = re.compile(r"\|\s*`-([a-z0-9-]+)(?:=[^`]*)?`\s*\|\s*([^|]*?)\s*\|")
NORMAL = {"on": "1", "off": "0"}
FLAG = re.compile(r"(?<![\w/.-])--?((?:smemvec|print-smemvec)-[a-z0-9-]+)")
DEFINITION = re.compile(r"\bcl::(opt|list|bits)\s*<")


def help_names(path):
    return {m.group(1) for line in open(path) for m in [OPTION_IN_HELP.match(line)] if m}


def rows(table_lines):
    """(name, visibility) per data row of the markdown table."""
    out = []
    for line in table_lines[2:]:
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        out.append((cells[0].strip("`").lstrip("-"), cells[3]))
    return out


def main():
    ap = argparse.ArgumentParser()
    for arg in ("--table", "--docs", "--help-text", "--help-hidden",
                "--stock-help-hidden", "--src"):
        ap.add_argument(arg, required=True)
    a = ap.parse_args()
    problems = []

    printed = open(a.table).read().splitlines()
    documented = [l for l in open(a.docs).read().splitlines() if l.startswith("|")]
    if printed != documented:
        problems.append(f"{a.docs}: its table is not the -print-smemvec-options printout:")
        problems += ["  " + l for l in difflib.unified_diff(
            documented, printed, "docs", "printout", lineterm="", n=0)]

    table = rows(printed)
    names = {n for n, _ in table}
    shown, hidden = help_names(a.help_text), help_names(a.help_hidden)
    for name, vis in table:
        if vis == "visible" and name not in shown:
            problems.append(f"-{name}: visible in the table, not in --help")
        if vis == "hidden" and name in shown:
            problems.append(f"-{name}: hidden in the table, but in --help")
        if vis == "hidden" and name not in hidden:
            problems.append(f"-{name}: hidden in the table, not in --help-hidden")
    for name in sorted(hidden - help_names(a.stock_help_hidden) - names):
        problems.append(f"-{name}: registered by the plugin, but no row of Options.def")

    root = pathlib.Path(a.src)
    defaults = {}
    for line in printed[2:]:
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        defaults[cells[0].strip("`").lstrip("-")] = cells[2]
    for doc in [root / "README.md"] + sorted((root / "docs").glob("*.md")):
        if doc.name == "options.md" or not doc.exists():
            continue
        for no, line in enumerate(open(doc), 1):
            m = RESTATED.match(line)
            if m and m.group(1) in defaults:
                said = NORMAL.get(m.group(2).strip("`").replace(" (hidden)", ""), None)
                said = said if said is not None else m.group(2).strip("`").replace(" (hidden)", "")
                if said and said != defaults[m.group(1)]:
                    problems.append(f"{doc.relative_to(root)}:{no}: -{m.group(1)} default "
                                    f"'{m.group(2)}', the table says {defaults[m.group(1)]}")
            if doc.name == "README.md":
                for flag in FLAG.findall(line):
                    if flag not in defaults:
                        problems.append(f"README.md:{no}: -{flag} is no smemvec option")
    for d in ("lib", "include"):
        for p in sorted((root / d).rglob("*")):
            if p.suffix not in (".cpp", ".h", ".def") or p.relative_to(root).as_posix() == "lib/Support/Options.h":
                continue
            for no, line in enumerate(open(p, errors="replace"), 1):
                if DEFINITION.search(line) and not line.lstrip().startswith("//"):
                    problems.append(f"{p.relative_to(root)}:{no}: a cl:: option outside "
                                    "lib/Support/Options.cpp (add a row to Options.def)")

    for p in problems:
        print("options: " + p)
    if problems:
        return 1
    visible = sum(1 for _, v in table if v == "visible")
    print(f"options: {len(table)} rows, docs/options.md is the printout, "
          f"{visible} in --help, {len(table) - visible} only in --help-hidden, "
          "no other option registered, README and docs agree, "
          "no cl::opt outside Options.cpp")
    return 0


if __name__ == "__main__":
    sys.exit(main())
