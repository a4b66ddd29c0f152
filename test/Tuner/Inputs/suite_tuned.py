# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""suite_tuned.py [TUNED.json]: the entries bench/suite.py adds for a tuned
file (default: the committed bench/kernels/sgemm_tuned.json) to the suite's
sgemm kernel: one line each with its name, case, tiles, dynamic shared
memory and grid."""
import json
import os
import sys

import tunetest

BENCH = os.path.join(tunetest.SRCROOT, "bench")
sys.path.insert(0, BENCH)
import suite  # noqa: E402

with open(os.path.join(BENCH, "suite.json")) as f:
    s = json.load(f)
sgemm = next(k for k in s["kernels"] if k["name"] == "sgemm")
if len(sys.argv) > 1:
    sgemm["tuned"] = os.path.abspath(sys.argv[1])
before = len(s["kernels"])
suite.add_tuned_entries(s, BENCH)
for k in s["kernels"][before:]:
    print("%s cases=%s BM=%s BN=%s dynamic_smem=%s grid=%s" % (
        k["name"], ";".join("x".join(str(v) for v in c.values()) for c in k["cases"]),
        k["defines"].get("SGEMM_BM"), k["defines"].get("SGEMM_BN"), k.get("dynamic_smem"), k["grid"]))
print("tuned entries: %d" % (len(s["kernels"]) - before))
