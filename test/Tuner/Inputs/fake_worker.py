#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""A stand-in for devworker.py that obeys the behaviour the fake clang wrote
into the kernel file: hang (never answers), crash (CUDA error, exits), wrong
(bad result), ok (correct; times from the file). A baseline (cuBLAS in the
SGEMM spec) takes 0.9 ms per 1024 of the size's first number."""
import json
import re
import sys
import time


def info(path):
    text = open(path).read()
    return re.search(r"behaviour=(\w+)", text).group(1), float(re.search(r"time=([\d.]+)", text).group(1))


for line in sys.stdin:
    msg = json.loads(line)
    op = msg["op"]
    if op == "init":
        reply = {"name": "FakeGPU", "cc": "9.0", "cupy": "none"}
    elif op == "baseline":
        size = int(re.search(r"\d+", msg["size"]).group())
        reply = {"times_ms": [0.9 * size / 1024.0] * msg["reps"], "rel_err": 1e-7, "nonfinite": 0}
    else:
        behaviour, t = info(msg["cubin"])
        if behaviour == "hang":
            time.sleep(60)
        if behaviour == "crash":
            print(json.dumps({"error": "CUDA_ERROR_ILLEGAL_ADDRESS", "detail": "an illegal memory access"}))
            sys.stdout.flush()
            sys.exit(3)
        if op == "check":
            reply = {"rel_err": 0.5 if behaviour == "wrong" else 1e-7, "nonfinite": 0}
        else:  # time at a size label ("n=4096"): scaled by its first number
            size = int(re.search(r"\d+", msg["size"]).group())
            reply = {"times_ms": [t * size / 1024.0] * msg["reps"]}
    print(json.dumps(reply))
    sys.stdout.flush()
