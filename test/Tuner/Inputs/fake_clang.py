#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""A stand-in for clang++ in the tuner's tests. Reads the -D flags and writes a
'PTX' file whose comment tells fake_ptxas.py and fake_worker.py what to do:

  SGEMM_PAD=1                 -> fails like a kernel static_assert (smem_limit)
  SGEMM_BK=32 and SGEMM_BM=256 -> a plain clang error
  SGEMM_TM=1                  -> ptxas fails (too much shared data)
  SGEMM_TN=1                  -> wrong result
  SGEMM_BM=16                 -> CUDA illegal address at run time
  SGEMM_TM=2 and SGEMM_TN=2   -> the kernel hangs (timeout)
  SGEMM_STAGES=1              -> ptxas reports 64 bytes of spills
  otherwise                   -> correct; 64x64 tiles are fastest
(wrong and crash also as the markers the CuPy stand-in obeys, WRONG and
ILLEGAL, for the real worker on test/Inputs/fakecupy). The entry is named after the source file (sgemm.cu: sgemm). For
stencil2d.cu (the spec example, TX/TY):
  TX=32 and TY=4   -> a plain clang error
  TX=256 and TY=16 -> ptxas fails (too much shared data)
  TX=64 and TY=32  -> wrong result
  TX=128 and TY=2  -> CUDA illegal address at run time
  TX=32 and TY=32  -> the kernel hangs (timeout)
  otherwise        -> correct; TX=64, TY=8 fastest, -smemvec-lsv=0 slower
"""
import os
import re
import sys

defs, out = {}, None
args = sys.argv[1:]
for i, a in enumerate(args):
    if a.startswith("-D"):
        k, _, v = a[2:].partition("=")
        defs[k] = int(v)
    if a == "-o":
        out = args[i + 1]
    if a.startswith("-smemvec-") and "bogus" in a:
        sys.stderr.write("clang (LLVM option parsing): Unknown command line argument '%s'.\n" % a)
        sys.exit(1)

src = [a for a in args if a.endswith(".cu")]
entry = os.path.splitext(os.path.basename(src[0]))[0] if src else "sgemm"
if entry == "stencil2d":
    tx, ty = defs.get("TX", 128), defs.get("TY", 8)
    lsv0 = any(re.match(r"-smemvec-lsv=0$", a) for a in args)
    if (tx, ty) == (32, 4):
        sys.stderr.write("stencil2d.cu:40:3: error: use of undeclared identifier 'tiel'\n1 error generated.\n")
        sys.exit(1)
    behaviour = {(256, 16): "ptxas_fail", (64, 32): "wrong", (128, 2): "crash",
                 (32, 32): "hang"}.get((tx, ty), "ok")
    time_ms = 1.0 + abs(tx - 64) / 64.0 + abs(ty - 8) / 8.0 + 0.5 * lsv0
    with open(out, "w") as f:
        f.write("// FAKE behaviour=%s time=%.6f spill=0\n" % (behaviour, time_ms))
        f.write(".visible .entry stencil2d(\n)\n{\n}\n")
    sys.exit(0)
g = lambda k, d=0: defs.get("SGEMM_" + k, d)  # noqa: E731
if g("PAD") == 1:
    sys.stderr.write("sgemm.cu:148:17: error: static assertion failed due to requirement "
                     "'SharedBytes <= MaxStaticSharedBytes': sgemm:smem_limit: static shared memory\n")
    sys.exit(1)
if g("BK") == 32 and g("BM") == 256:
    sys.stderr.write("sgemm.cu:10:1: error: unknown type name 'flaot'\n1 error generated.\n")
    sys.exit(1)
behaviour = "ok"
if g("TM") == 1:
    behaviour = "ptxas_fail"
elif g("TN") == 1:
    behaviour = "wrong"
elif g("BM") == 16:
    behaviour = "crash"
elif g("TM") == 2 and g("TN") == 2:
    behaviour = "hang"
time_ms = (1.0 + abs(g("BM", 128) * g("BN", 128) - 4096) / 4096.0 + 0.01 * g("BK", 16) + 0.1 * (g("STAGES") == 1)
           + 0.001 * g("TM", 8) + 0.0001 * g("TN", 8))
with open(out, "w") as f:
    f.write("// FAKE behaviour=%s time=%.6f spill=%d\n" % (behaviour, time_ms, 64 if g("STAGES") == 1 else 0))
    f.write("// %s\n" % " ".join("%s=%d" % kv for kv in sorted(defs.items())))
    f.write("// fakecupy: %s\n" % {"wrong": "WRONG", "crash": "ILLEGAL"}.get(behaviour, "-"))
    f.write(".visible .entry sgemm(\n)\n{\n}\n")
