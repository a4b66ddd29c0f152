#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Counts PTX instructions matching a regex and checks bounds (lit helper).

  ptxcount.py FILE [--pattern RE] [--max N] [--min N] [--le OTHER] [--lt OTHER]

--le/--lt compare against the count in another PTX file (e.g. the output
with a transform switched off). Prints the count(s); exits 1 on a violation.
"""
import argparse
import re
import sys


def count(path, pattern):
    rx = re.compile(pattern)
    with open(path) as f:
        return sum(1 for line in f if rx.search(line.split("//")[0]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--pattern", default=r"^\s*(ld|st)\.shared\b")
    ap.add_argument("--max", type=int)
    ap.add_argument("--min", type=int)
    ap.add_argument("--le", metavar="OTHER")
    ap.add_argument("--lt", metavar="OTHER")
    a = ap.parse_args()
    n = count(a.file, a.pattern)
    print(f"{a.file}: {n}")
    ok = True
    if a.max is not None and n > a.max:
        print(f"error: {n} > max {a.max}", file=sys.stderr)
        ok = False
    if a.min is not None and n < a.min:
        print(f"error: {n} < min {a.min}", file=sys.stderr)
        ok = False
    for other, strict in ((a.le, False), (a.lt, True)):
        if other is None:
            continue
        m = count(other, a.pattern)
        print(f"{other}: {m}")
        if (strict and n >= m) or (not strict and n > m):
            rel = "<" if strict else "<="
            print(f"error: expected {n} {rel} {m}", file=sys.stderr)
            ok = False
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
