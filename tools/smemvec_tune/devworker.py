# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""GPU worker for the device step (python3 + CuPy; no clang, nothing else).

Protocol: one JSON object per line on stdin, one reply per line on stdout.
  {"op": "init"}                                  -> device facts
  {"op": "check", "cubin", "entry", "size", "threads", "tile": [BM, BN, BK],
   optional "launch": {"grid", "block", "smem", "zero_c"} (validate.launch_of)}
      -> {"rel_err", "nonfinite"}: fresh random inputs, output poisoned with
         NaN first (zeroed when zero_c: split-K adds into C), float64
         reference (cuBLAS DGEMM on upcast inputs)
  {"op": "time", same keys + "reps", "warmup"}    -> {"times_ms": [...], ...}
  {"op": "cublas", "size", "reps", "warmup"}      -> {"times_ms", "rel_err", ...}
Timing (kernels and cuBLAS alike) is gpu.Device.time_queued: per-launch
device time of batches queued behind a head start, no host overhead in it;
the reply adds "launches" (per batch) and "host_ahead" (batches fully queued
before the GPU reached them).
A CUDA error replies {"error": CODE, "detail"} and exits: a context that saw
an error is not trusted again; the parent starts a new worker.
"""

import json
import os
import sys

os.environ["CUPY_TF32"] = "0"  # cuBLAS SGEMM in true FP32 (TF32 off)
# Run as a script: tools/ on sys.path for smemvec_tools (the one bootstrap).
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import numpy as np  # noqa: E402
import cupy as cp  # noqa: E402

from smemvec_tools import gpu  # noqa: E402

_device = None
_buffers = {}


def device():
    global _device
    if _device is None:
        _device = gpu.Device(cp)
    return _device


def _function(cubin, entry):
    return device().function(cubin, entry)


def _inputs(size, fresh):
    if fresh or size not in _buffers:
        a = cp.random.standard_normal((size, size), dtype=cp.float32)
        b = cp.random.standard_normal((size, size), dtype=cp.float32)
        c = cp.empty((size, size), dtype=cp.float32)
        if not fresh:
            _buffers[size] = (a, b, c)
        return a, b, c
    return _buffers[size]


def _launcher(msg):
    size = int(msg["size"])
    bm, bn, _ = msg["tile"]
    fn = _function(msg["cubin"], msg.get("entry", "sgemm"))
    lc = msg.get("launch") or {}
    grid = tuple(int(x) for x in lc.get("grid", (size // bn, size // bm, 1)))
    block = tuple(int(x) for x in lc.get("block", (int(msg["threads"]), 1, 1)))
    smem = int(lc.get("smem", 0))
    zero_c = bool(lc.get("zero_c", False))
    device().set_max_dynamic_shared(fn, smem)
    n = np.int32(size)

    def launch(a, b, c):
        if zero_c:  # split-K: the slices add into C (a memset, timed too)
            c.fill(0)
        fn(grid, block, (n, n, n, a, b, c), shared_mem=smem)
    launch.zero_c = zero_c
    return launch


def _rel_err(c, a, b):
    ref = cp.matmul(a.astype(cp.float64), b.astype(cp.float64))
    diff = c.astype(cp.float64) - ref
    nonfinite = int((~cp.isfinite(c)).sum())
    rel = float(cp.linalg.norm(diff) / cp.linalg.norm(ref))
    return rel, nonfinite


def _time(launch, size, reps, warmup):
    a, b, c = _inputs(size, fresh=False)
    return device().time_queued(lambda: launch(a, b, c), reps, warmup)


def handle(msg):
    op = msg["op"]
    if op == "init":
        return device().info()
    if op == "check":
        launch = _launcher(msg)
        a, b, c = _inputs(int(msg["size"]), fresh=True)
        c.fill(cp.nan)  # zeroed by the launch itself under split-K
        launch(a, b, c)
        cp.cuda.Device().synchronize()
        rel, nonfinite = _rel_err(c, a, b)
        return {"rel_err": rel, "nonfinite": nonfinite}
    if op == "time":
        launch = _launcher(msg)
        return _time(launch, int(msg["size"]), int(msg["reps"]), int(msg.get("warmup", 2)))
    if op == "cublas":
        size = int(msg["size"])
        a, b, c = _inputs(size, fresh=True)
        cp.matmul(a, b, out=c)
        rel, nonfinite = _rel_err(c, a, b)

        def launch(x, y, z):
            cp.matmul(x, y, out=z)
        r = _time(launch, size, int(msg["reps"]), int(msg.get("warmup", 3)))
        r.update(rel_err=rel, nonfinite=nonfinite)
        return r
    raise ValueError("unknown op %r" % op)


def error_code(exc):
    text = str(exc)
    head = text.split(":", 1)[0].strip()
    if head.startswith(("CUDA_ERROR", "cudaError", "CUBLAS", "NVRTC")):
        return head
    return type(exc).__name__


def main():
    for line in sys.stdin:
        if not line.strip():
            continue
        msg = json.loads(line)
        try:
            reply = handle(msg)
        except Exception as e:  # noqa: BLE001 - report, then leave
            sys.stdout.write(json.dumps({"error": error_code(e), "detail": str(e)[:500]}) + "\n")
            sys.stdout.flush()
            sys.exit(3)
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
