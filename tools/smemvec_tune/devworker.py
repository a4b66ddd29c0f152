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
  {"op": "spec_check", "cubin", "entry", "size" (label), "launch": {grid,
   block, shared, buffers, args}, "reference": {"numpy"} | {"cubin", "entry",
   "launch"}}  -> {"rel_err", "nonfinite"}: a spec kernel (specdevice.py);
      inputs seeded per size, outputs as the spec initialises them (nan:
      poisoned), max relative error over the outputs
  {"op": "spec_time", same keys + "reps", "warmup"} -> {"times_ms": [...], ...}
A CUDA error replies {"error": CODE, "detail"} and exits: a context that saw
an error is not trusted again; the parent starts a new worker.
"""

import json
import os
import sys
import zlib

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
    if op in ("spec_check", "spec_time"):
        return spec_op(msg)
    raise ValueError("unknown op %r" % op)


# -- a kernel described by a spec (smemvec_tune.spec; launch evaluated on the host)
_spec_host = {}   # (size, buffers) -> {name: numpy array}: inputs, seeded per size
_spec_ref = {}    # (size, reference) -> [reference outputs]
_spec_dev = {}    # (size, buffers) -> {name: device array}: reused for timing


def _spec_inputs(launch, size):
    key = (size, json.dumps(launch["buffers"], sort_keys=True))
    if key not in _spec_host:
        rng = np.random.RandomState(zlib.crc32(size.encode()) & 0x7FFFFFFF)
        _spec_host.clear()
        _spec_host[key] = {n: gpu.host_buffer(b["dtype"], b["shape"], b["init"], rng)
                           for n, b in sorted(launch["buffers"].items())}
    return key, _spec_host[key]


def _spec_launch(cubin, entry, launch, bufs):
    args = [bufs[v] if kind == "buffer" else np.dtype(kind).type(v) for kind, v in launch["args"]]
    fn = _function(cubin, entry)
    shared = int(launch.get("shared", 0))
    device().set_max_dynamic_shared(fn, shared)  # > 48 KiB needs the attribute
    return lambda: fn(tuple(launch["grid"]), tuple(launch["block"]), tuple(args),
                      shared_mem=shared)


def _spec_outputs(launch):
    return [n for n, b in sorted(launch["buffers"].items()) if b["out"]]


def _spec_reference(msg, inputs, host):
    """The reference outputs for these inputs: the numpy expression over
    them (np and the buffers by name), or the reference kernel's outputs."""
    ref = msg["reference"]
    key = (inputs, json.dumps(ref, sort_keys=True))
    if key not in _spec_ref:
        outs = _spec_outputs(msg["launch"])
        if "numpy" in ref:
            got = eval(ref["numpy"], {"np": np, "__builtins__": {}},  # noqa: S307 - the user's spec
                       {n: a.copy() for n, a in host.items()})
            got = [cp.asarray(np.asarray(g)) for g in (got if isinstance(got, tuple) else [got])]
        else:
            bufs = {n: cp.asarray(a) for n, a in host.items()}
            _spec_launch(ref["cubin"], ref["entry"], ref["launch"], bufs)()
            cp.cuda.Device().synchronize()
            got = [bufs[n] for n in outs]
        if len(got) != len(outs):
            raise ValueError("reference gives %d outputs, the spec marks %d (%s)"
                             % (len(got), len(outs), ", ".join(outs)))
        _spec_ref.clear()
        _spec_ref[key] = got
    return _spec_ref[key]


def spec_op(msg):
    launch, size = msg["launch"], msg["size"]
    key, host = _spec_inputs(launch, size)
    if msg["op"] == "spec_check":
        ref = _spec_reference(msg, key, host)
        bufs = {n: cp.asarray(a) for n, a in host.items()}  # fresh copies; outputs as initialised
        _spec_launch(msg["cubin"], msg["entry"], launch, bufs)()
        cp.cuda.Device().synchronize()
        rel, nonfinite = 0.0, 0
        for n, r in zip(_spec_outputs(launch), ref):
            e, bad = gpu.output_error(bufs[n], r, cp)
            rel, nonfinite = max(rel, e) if e == e else e, nonfinite + bad
        return {"rel_err": rel, "nonfinite": nonfinite}
    if key not in _spec_dev:
        _spec_dev.clear()
        _spec_dev[key] = {n: cp.asarray(a) for n, a in host.items()}
    launch_fn = _spec_launch(msg["cubin"], msg["entry"], launch, _spec_dev[key])
    return device().time_queued(launch_fn, int(msg["reps"]), int(msg.get("warmup", 2)))


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
