# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""GPU worker of the device step (python3 + CuPy; no clang, nothing else).

Protocol: one JSON object per line on stdin, one reply per line on stdout;
every launch was evaluated on the host from the spec (specdevice.py):
  {"op": "init"}  -> device facts
  {"op": "check", "cubin", "entry", "size" (label), "launch": {grid, block,
   shared, buffers, args}, "reference": {"numpy"} | {"cupy"} | {"cubin",
   "entry", "launch"}, "env"}  -> {"rel_err", "nonfinite"}: inputs seeded
      per size, outputs as the spec initialises them (nan: poisoned),
      buffers marked "clear" zeroed, max relative error over the outputs
  {"op": "time", same keys + "reps", "warmup", "recheck"?} -> {"times_ms": [...], ...}
      (recheck: the outputs after the timed launches checked again:
      "rel_err_after", "nonfinite_after"); buffers marked "clear" are zeroed
      before every launch, timed ones too
  {"op": "baseline", "size", "launch", "reference", "baseline": {"cupy"},
   "env", "reps", "warmup"} -> {"times_ms", "rel_err", ...}: a library call
      on the same buffers (cuBLAS via cp.matmul), checked, timed the same way
Timing (kernels and baselines alike) is gpu.Device.time_queued: per-launch
device time of batches queued behind a head start, no host overhead in it;
the reply adds "launches" (per batch) and "host_ahead" (batches fully queued
before the GPU reached them).
A CUDA error replies {"error": CODE, "detail"} and exits: a context that saw
an error is not trusted again; the parent starts a new worker; a reference
that raises replies reference_error (the spec's fault: the step stops).
"""

import builtins
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


def device():
    global _device
    if _device is None:
        _device = gpu.Device(cp)
    return _device


def _function(cubin, entry):
    return device().function(cubin, entry)


def handle(msg):
    op = msg["op"]
    if op == "init":
        return device().info()
    if op in ("check", "time", "baseline"):
        return run_op(msg)
    raise ValueError("unknown op %r" % op)


# -- the kernel of a spec (smemvec_tune.spec; launch evaluated on the host)
_host_inputs = {}   # (size, buffers) -> {name: numpy array}: inputs, seeded per size
_references = {}    # (size, reference) -> [reference outputs]
_device_arrays = {}    # (size, buffers) -> {name: device array}: reused for timing


def _inputs(launch, size):
    # The inputs depend on dtype, shape and init only (not on "out"/"clear").
    key = (size, json.dumps({n: [b["dtype"], b["shape"], b["init"]] for n, b in launch["buffers"].items()},
                            sort_keys=True))
    if key not in _host_inputs:
        rng = np.random.RandomState(zlib.crc32(size.encode()) & 0x7FFFFFFF)
        _host_inputs.clear()
        _host_inputs[key] = {n: gpu.host_buffer(b["dtype"], b["shape"], b["init"], rng)
                           for n, b in sorted(launch["buffers"].items())}
    return key, _host_inputs[key]


def _launcher(cubin, entry, launch, bufs):
    args = [bufs[v] if kind == "buffer" else np.dtype(kind).type(v) for kind, v in launch["args"]]
    fn = _function(cubin, entry)
    shared = int(launch.get("shared", 0))
    device().set_max_dynamic_shared(fn, shared)  # > 48 KiB needs the attribute
    cleared = [bufs[n] for n, b in sorted(launch["buffers"].items()) if b.get("clear")]
    grid, block, args = tuple(launch["grid"]), tuple(launch["block"]), tuple(args)

    def run():
        for b in cleared:  # e.g. split-K adds into C: zeroed before every launch, timed too
            b.fill(0)
        fn(grid, block, args, shared_mem=shared)
    return run


def _outputs(launch):
    return [n for n, b in sorted(launch["buffers"].items()) if b["out"]]


def _evaluate(code, lib, arrays, env, statement=False):
    """A spec's numpy/CuPy expression (reference, baseline) with np, cp (for
    CuPy), the buffers and the size and param values by name. It is the
    user's own Python and runs with Python's builtins: CuPy's compiled
    functions import lazily through the calling frame's builtins (with none,
    every CuPy reference failed with KeyError '__import__' on the H200,
    2026-12-01)."""
    scope = dict(env or {})
    scope.update(arrays)
    glb = {"np": np, "__builtins__": builtins}
    if lib == "cupy":
        glb["cp"] = cp
    if statement:
        exec(code, glb, scope)  # noqa: S102 - the user's spec
        return None
    return eval(code, glb, scope)  # noqa: S307 - the user's spec


class ReferenceFailure(Exception):
    """The spec's reference expression raised (replied as reference_error:
    the device step stops, no configuration is binned for it)."""


def _reference(msg, inputs, host):
    """The reference outputs for these inputs: the numpy expression over
    the host arrays, the CuPy one over device copies, or the reference
    kernel's outputs."""
    ref = msg["reference"]
    key = (inputs, json.dumps(ref, sort_keys=True))
    if key not in _references:
        outs = _outputs(msg["launch"])
        if "numpy" in ref or "cupy" in ref:
            lib = "numpy" if "numpy" in ref else "cupy"
            # (outputs as the spec initialises them, never cleared: the
            # reference computes them, it does not add into them)
            arrays = ({n: a.copy() for n, a in host.items()} if lib == "numpy"
                      else {n: cp.asarray(a) for n, a in host.items()})
            try:
                got = _evaluate(ref[lib], lib, arrays, msg.get("env"))
            except Exception as e:  # noqa: BLE001 - the user's expression
                raise ReferenceFailure("reference.%s %r: %s: %s" % (lib, ref[lib], type(e).__name__, e))
            got = [cp.asarray(g) for g in (got if isinstance(got, tuple) else [got])]
        else:
            bufs = {n: cp.asarray(a) for n, a in host.items()}
            _launcher(ref["cubin"], ref["entry"], ref["launch"], bufs)()
            cp.cuda.Device().synchronize()
            got = [bufs[n] for n in outs]
        if len(got) != len(outs):
            raise ReferenceFailure("reference gives %d outputs, the spec marks %d (%s)"
                                   % (len(got), len(outs), ", ".join(outs)))
        _references.clear()
        _references[key] = got
    return _references[key]


def _error(launch, bufs, ref):
    rel, nonfinite = 0.0, 0
    for n, r in zip(_outputs(launch), ref):
        e, bad = gpu.output_error(bufs[n], r, cp)
        rel, nonfinite = max(rel, e) if e == e else e, nonfinite + bad
    return rel, nonfinite


def _device_buffers(key, host):
    if key not in _device_arrays:
        _device_arrays.clear()
        _device_arrays[key] = {n: cp.asarray(a) for n, a in host.items()}
    return _device_arrays[key]


def run_op(msg):
    launch, size = msg["launch"], msg["size"]
    key, host = _inputs(launch, size)
    if msg["op"] == "check":
        ref = _reference(msg, key, host)
        bufs = {n: cp.asarray(a) for n, a in host.items()}  # fresh copies; outputs as initialised
        _launcher(msg["cubin"], msg["entry"], launch, bufs)()
        cp.cuda.Device().synchronize()
        rel, nonfinite = _error(launch, bufs, ref)
        return {"rel_err": rel, "nonfinite": nonfinite}
    bufs = _device_buffers(key, host)
    if msg["op"] == "baseline":
        # A library call (e.g. cuBLAS through cp.matmul) on the same buffers,
        # checked once against the reference, then timed the same way.
        code = msg["baseline"]["cupy"]
        env = msg.get("env")
        _evaluate(code, "cupy", bufs, env, statement=True)
        cp.cuda.Device().synchronize()
        rel, nonfinite = _error(launch, bufs, _reference(msg, key, host))
        r = device().time_queued(lambda: _evaluate(code, "cupy", bufs, env, statement=True),
                                 int(msg["reps"]), int(msg.get("warmup", 3)))
        r.update(rel_err=rel, nonfinite=nonfinite)
        return r
    run = _launcher(msg["cubin"], msg["entry"], launch, bufs)
    r = device().time_queued(run, int(msg["reps"]), int(msg.get("warmup", 2)))
    if msg.get("recheck"):
        # The outputs of the last of many launches in a row: a kernel that
        # leaves state behind for the next launch (stream-K's flags) fails.
        cp.cuda.Device().synchronize()
        r["rel_err_after"], r["nonfinite_after"] = _error(launch, bufs, _reference(msg, key, host))
    return r


def error_code(exc):
    if isinstance(exc, ReferenceFailure):
        return "reference_error"
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
