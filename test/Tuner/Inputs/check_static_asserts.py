# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Compiles bench/kernels/sgemm.cu (syntax only) for each case of
sgemm_rules.py and for random configurations of the SGEMM spec's product,
and checks that the kernel's verdict (its static_assert's reason, or none)
agrees with the spec's constraints. argv: the clang CUDA command, the
number of random configurations."""
import random
import shlex
import subprocess
import sys

import sgemm_rules as R
from smemvec_tune import outcome as oc

clang = shlex.split(sys.argv[1])
samples = int(sys.argv[2]) if len(sys.argv) > 2 else 24
rng = random.Random(5)
cases = [(over, "case", want) for over, want in R.CASES]
cases += [({k: v for k, v in R.SPEC.sample(rng).items() if not k.startswith("-smemvec-")}, "sample", None)
          for _ in range(samples)]
bad = 0
for over, kind, want in cases:
    cfg = R.config(over)
    r = subprocess.run(clang + ["--cuda-device-only", "-fsyntax-only"] + ["-D%s=%s" % kv for kv in over.items()]
                       + [R.KERNEL], capture_output=True, text=True)
    got = oc.classify_compile(r.returncode, r.stderr)
    why = R.agree(cfg, got.reason)
    if kind == "case":  # the verdict sgemm-spec-rules.test relies on
        if got.reason != want:
            why = "recorded %s, the kernel says %s" % (want or "valid", got.reason or "valid")
    bad += why is not None
    print("%s %s %s kernel=%s spec=%s%s" % ("ok  " if why is None else "FAIL", kind, R.name(over),
                                         got.reason or "valid", R.SPEC.skip_reason(cfg) or "valid",
                                         "" if why is None else ": " + why))
print("static-asserts: %d cases, %d mismatches" % (len(cases), bad))
sys.exit(1 if bad else 0)
