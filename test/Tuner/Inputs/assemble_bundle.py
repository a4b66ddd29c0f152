# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Assembles every PTX of a bundle with the device step's own assembler
(ptxas -v) and prints each configuration's verdict and resources.
argv: BUNDLE OUTDIR PTXAS (a -arch= in PTXAS is dropped: assemble adds it)"""
import json
import os
import sys

import tunetest  # noqa: F401
from smemvec_tune import devstep as device  # the device step's pieces

bundle, out, ptxas = sys.argv[1:4]
os.makedirs(out, exist_ok=True)
with open(os.path.join(bundle, "manifest.json")) as f:
    manifest = json.load(f)
for c in manifest["candidates"]:
    argv = [a for a in ptxas.split() if not a.startswith("-arch")]
    o, res, cubin = device.assemble(argv, bundle, c, out, 300, None, c["entry"])
    print("%s %s %s regs=%s spill_stores=%s cubin=%s" % (
        o.status, o.reason or "-", c["key"], res.get("regs"), res.get("spill_stores"), bool(cubin)))
