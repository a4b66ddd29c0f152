#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""test/Registry/registry.test: the plugin's passes are exactly the .def's.

    check_registry.py --def lib/PassRegistry.def --include include/smemvec \
        --plugin SmemVec.so --opt opt

Fails (exit 1, one line per finding) when
  * a pass class (PassInfoMixin) or legacy factory (create*LegacyPass) of the
    public headers is named by no .def entry: a pass added without an entry;
  * a pass prints a pipeline name (printPipeline) that is no .def NAME;
  * -print-smemvec-passes lists other names, or another order, than the .def;
  * opt does not run a listed name at its IR unit.
"""
import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.realpath(__file__)),
                                "..", "..", "..", "tools"))
from smemvec_tools import passes  # noqa: E402

EMPTY = ('target triple = "nvptx64-nvidia-cuda"\n'
         "define ptx_kernel void @k() {\n  ret void\n}\n")
WRAP = {"module": "{}", "cgscc": "cgscc({})", "function": "function({})",
        "loop": "function(loop({}))"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--def", dest="defs", required=True)
    ap.add_argument("--include", required=True)
    ap.add_argument("--plugin", required=True)
    ap.add_argument("--opt", required=True)
    a = ap.parse_args()
    text = open(a.defs).read()
    # Entries only: drop the comment lines (they name the macros' fields).
    entries = "\n".join(l for l in text.splitlines() if not l.lstrip().startswith("//"))
    def_names = re.findall(r'^SMEMVEC_(?:PASS|PART)\("([^"]+)"', entries, re.M)
    problems = []

    headers = sorted(glob.glob(os.path.join(a.include, "*.h")))
    for h in headers:
        src = open(h).read()
        for cls in re.findall(r"struct\s+(\w+)\s*:\s*(?:public\s+)?llvm::PassInfoMixin<", src):
            if not re.search(r"smemvec::%s\(" % cls, entries):
                problems.append(f"{os.path.basename(h)}: pass {cls} has no entry in the .def")
        for fac in re.findall(r"\b(create\w+LegacyPass)\(\)", src):
            if not re.search(r"smemvec::%s\(" % fac, entries):
                problems.append(f"{os.path.basename(h)}: {fac} has no entry in the .def")
        for name in re.findall(r'OS\s*<<\s*"([a-z][a-z0-9-]*)"', src):
            if name not in def_names:
                problems.append(f"{os.path.basename(h)}: pipeline name {name} is no .def NAME")

    try:
        rows = passes.plugin_passes(a.plugin)
    except passes.PassTableError as e:
        print(f"registry: {e}")
        return 1
    listed = [r.name for r in rows]
    if listed != def_names:
        problems.append(f"-print-smemvec-passes lists {listed}, the .def {def_names}")

    with tempfile.TemporaryDirectory() as d:
        f = os.path.join(d, "empty.ll")
        with open(f, "w") as fh:
            fh.write(EMPTY)
        for r in rows:
            if r.unit not in WRAP:
                continue                  # machine passes and parts: no -passes= name
            pipeline = WRAP[r.unit].format(r.name)
            p = subprocess.run([a.opt, "-load-pass-plugin=" + a.plugin, "-passes=" + pipeline,
                                "-disable-output", f], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
            if p.returncode != 0:
                problems.append(f"opt -passes='{pipeline}' fails: {p.stderr.strip()[-200:]}")
    for line in problems:
        print("registry: " + line)
    if problems:
        return 1
    print(f"registry: {len(rows)} entries, {len(headers)} headers: every pass has an entry, "
          "every entry runs by name at its IR unit")
    return 0


if __name__ == "__main__":
    sys.exit(main())
