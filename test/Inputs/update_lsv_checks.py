#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Regenerate the `; CHECK` lines of an smemvec IR test (update_test_checks style).

Run it from the repository root after building (the plugin must exist):

    python3 test/Inputs/update_lsv_checks.py test/SharedLSV/foo.ll [more.ll ...]
        [--plugin build/lib/SmemVec.so] [--opt /usr/lib/llvm-22/bin/opt]

For each file it takes the first RUN line that pipes `opt` into `FileCheck`
with no --check-prefix, runs that opt command on the file, and rewrites the
CHECK lines of every function that is defined in both the test and the
output: `CHECK-LABEL` on the define, `CHECK-NEXT` for each instruction,
`CHECK-EMPTY` for blank lines, `CHECK` for block labels.  Values defined in
the function become FileCheck variables (`[[NAME:%.*]]` at their first
occurrence, `[[NAME]]` after); globals, arguments and block labels stay
literal.  Only lines with the plain `CHECK` prefix are removed and written;
other prefixes (PTX, REMARK, ...) are left untouched.  Always review the
diff: the output is what the pass DOES, the test must say what it SHOULD.
"""
import argparse
import re
import shlex
import subprocess
import sys

CHECK_RE = re.compile(r"^\s*;\s*CHECK(-[A-Z0-9-]+)?:")
DEFINE_RE = re.compile(r"^define\b[^@]*@([-\w.$]+)\(")
SSA_RE = re.compile(r"%([-a-zA-Z$._0-9]+)")
LABEL_RE = re.compile(r"^([-a-zA-Z$._0-9]+):")


def opt_command(lines, path, plugin, opt):
    """The opt command of the first `opt ... | FileCheck %s` RUN line."""
    for line in lines:
        m = re.match(r"^\s*;\s*RUN:\s*(.*)$", line)
        if not m or "|" not in m.group(1):
            continue
        cmd, check = m.group(1).split("|", 1)
        if cmd.split()[0] != "opt" or "FileCheck" not in check:
            continue
        if "--check-prefix" in check or "-check-prefix" in check:
            continue
        cmd = cmd.replace("%loadplugin", "-load-pass-plugin=" + plugin)
        args = shlex.split(cmd.replace("%s", path))
        return [opt] + args[1:]
    sys.exit(f"{path}: no `opt ... | FileCheck %s` RUN line")


def functions(text):
    """Map function name -> (define line, body lines) of the opt output."""
    funcs, name, body, head = {}, None, [], None
    for line in text.splitlines():
        m = DEFINE_RE.match(line)
        if m:
            name, head, body = m.group(1), line, []
        elif name is not None and line == "}":
            funcs[name] = (head, body)
            name = None
        elif name is not None:
            body.append(line)
    return funcs


def var_name(ssa, taken):
    base = ssa.upper().replace(".", "_").replace("-", "_").replace("$", "_")
    if base[0].isdigit():
        base = "TMP" + base
    name, i = base, 1
    while name in taken:
        name, i = f"{base}_{i}", i + 1
    return name


def check_lines(head, body):
    """update_test_checks-style lines for one function."""
    sig = re.sub(r"\s+#\d+.*$", "", head)
    sig = re.sub(r"\s*\{\s*$", "", sig)
    defined = set()
    for line in body:
        m = re.match(r"^\s*%([-a-zA-Z$._0-9]+)\s*=", line)
        if m:
            defined.add(m.group(1))
    names, taken, seen = {}, set(), set()
    for ssa in sorted(defined):
        names[ssa] = var_name(ssa, taken)
        taken.add(names[ssa])

    def subst(m):
        ssa = m.group(1)
        if ssa not in defined:
            return m.group(0)
        if ssa in seen:
            return f"[[{names[ssa]}]]"
        seen.add(ssa)
        return f"[[{names[ssa]}:%.*]]"

    # Order of first occurrence follows the text, so assign in one pass.
    out = [f"; CHECK-LABEL: {sig}"]
    for line in body:
        if not line.strip():
            out.append("; CHECK-EMPTY:")
        elif LABEL_RE.match(line):
            out.append(f"; CHECK:       {line}")
        else:
            # Labels in branches/phis are not in `defined` (they are not
            # `%x =` definitions), so they stay literal.
            out.append("; CHECK-NEXT:  " + SSA_RE.sub(subst, line))
    return out


def update(path, plugin, opt):
    with open(path) as f:
        lines = f.read().splitlines()
    cmd = opt_command(lines, path, plugin, opt)
    res = subprocess.run(cmd, capture_output=True, text=True)
    if res.returncode != 0:
        sys.exit(f"{path}: {' '.join(cmd)} failed:\n{res.stderr}")
    funcs = functions(res.stdout)
    out = []
    for line in lines:
        if CHECK_RE.match(line):
            continue
        m = DEFINE_RE.match(line)
        if m and m.group(1) in funcs:
            out.extend(check_lines(*funcs[m.group(1)]))
        out.append(line)
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("tests", nargs="+")
    ap.add_argument("--plugin", default="build/lib/SmemVec.so")
    ap.add_argument("--opt", default="/usr/lib/llvm-22/bin/opt")
    args = ap.parse_args()
    for path in args.tests:
        update(path, args.plugin, args.opt)


if __name__ == "__main__":
    main()
