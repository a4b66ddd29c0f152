# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Compiles bench/kernels/sgemm.cu (syntax only) for configurations the
validator rejects and checks that the kernel's static_assert fires with the
same reason code, and that a valid one compiles. argv: the clang CUDA command."""
import shlex
import subprocess
import sys

import tunetest
from smemvec_tune import outcome as oc
from smemvec_tune import space as sp
from smemvec_tune import validate as va

C = sp.Config.make
CASES = [
    sp.DEFAULT,
    C(bm=16, tm=32),
    C(tm=3),
    C(bm=96, tm=6),
    C(bm=16, bn=16, tm=4, tn=4),  # 16 threads: valid since round 2
    C(bm=48, bn=64, tm=4, tn=16),  # 3x16 thread grid, no warp shape: valid
    C(bm=256, bn=256, tm=2, tn=2),
    C(bm=32, tm=8, bn=128, tn=4, wtr=8),  # falls back to automatic: valid
    C(wtr=-1),
    C(bk=6),
    C(bm=256, bn=128, bk=16, tm=16, tn=8),  # 50176 bytes: dynamic, valid
    C(stages=4),  # cp.async: valid
    C(stages=9),
    C(splitk=0),
    C(bm=32, bn=32, bk=32, tm=2, tn=4, splitk=8),
    C(bm=256, bn=256, bk=32, tm=16, tn=16, stages=4),
    C(streamk=132),
    C(bm=128, bn=256, bk=16, tm=8, tn=16, stages=3, streamk=132),
    C(streamk=-1),
    C(streamk=4097, minb=32),
    C(streamk=132, splitk=2),
    C(bm=256, bn=128, bk=8, tm=8, tn=16, stages=3, frags=2),
    C(frags=3),
]

clang = shlex.split(sys.argv[1])
kernel = tunetest.SRCROOT + "/bench/kernels/sgemm.cu"
bad = 0
for cfg in CASES:
    err = va.reason_of(cfg)
    r = subprocess.run(clang + ["--cuda-device-only", "-fsyntax-only"] + cfg.defines() + [kernel],
                       capture_output=True, text=True)
    got = oc.classify_compile(r.returncode, r.stderr)
    want = err.reason if err else ""
    ok = got.reason == want
    bad += not ok
    print("%s %s validator=%s kernel=%s" % ("ok  " if ok else "FAIL", cfg.key(), want or "valid", got.reason or "valid"))
print("static-asserts: %d mismatches" % bad)
sys.exit(1 if bad else 0)
