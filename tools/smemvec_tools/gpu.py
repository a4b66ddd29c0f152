# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The one device runner of smemvec's GPU clients (bench, tune, fuzz, the LSV
and cluster checks). Runs on the GPU machine: python3, numpy, CuPy, ptxas,
and optionally cuobjdump and ncu; no clang.

Steps every client shares, each in one place:
  assemble / assemble_all  ptxas -arch=sm_90 -v PTX -> cubin, resources
                           (ptxas.parse_ptxas_v), SASS LDS/STS counts
                           (cuobjdump -sass, sass.count_sass)
  Device                   CuPy: modules (cubin, or PTX through the driver
                           JIT), poisoned buffers, synchronized launches,
                           timing with CUDA events (warm-up, repetitions,
                           median; interleaved variants behind a spin kernel;
                           time_queued: batches of back-to-back launches
                           behind a head-start kernel, for launches whose
                           host cost rivals their device time, e.g. cuBLAS
                           through CuPy, which cannot be graph-captured),
                           dynamic shared memory above 48 KiB
  checks                   compare_reference (||got-ref|| / ||ref|| <= tol,
                           no NaN where the reference is finite), bitwise
                           (first differing bytes), written_mask
  ncu                      NCU_METRICS, parse_ncu_csv
Clients differ only in their kernels, inputs and reports.
"""
from __future__ import annotations

import concurrent.futures
import csv
import dataclasses
import gzip
import os
import shutil
import statistics
import subprocess
import time
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from . import ptxas as ptxaslib
from . import sass as sasslib
from . import toolchain

NCU_METRICS = ["smsp__sass_inst_executed_op_shared_ld.sum",
               "smsp__sass_inst_executed_op_shared_st.sum",
               # extra wavefronts of shared loads/stores (bank conflicts)
               "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum",
               "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum"]


# --- host-side files (no CuPy) -----------------------------------------------


def ptx_path(path: str, tmpdir: str) -> str:
    """A plain .ptx path for `path` (bundles may store PTX gzipped)."""
    if not path.endswith(".gz"):
        return path
    out = os.path.join(tmpdir, os.path.basename(path)[:-3])
    with gzip.open(path, "rb") as fi, open(out, "wb") as fo:
        shutil.copyfileobj(fi, fo)
    return out


@dataclasses.dataclass
class Assembled:
    ptx: str
    cubin: Optional[str]                 # None when ptxas failed
    returncode: Optional[int]            # None: timed out or no ptxas
    log: str = ""                        # ptxas -v output
    resources: Dict[str, Dict[str, int]] = dataclasses.field(default_factory=dict)
    sass: Dict[str, sasslib.SassCounts] = dataclasses.field(default_factory=dict)
    sass_text: Optional[str] = None
    error: str = ""

    @property
    def ok(self) -> bool:
        return self.cubin is not None


def assemble(ptx: str, cubin: str, tools: Optional[toolchain.Tools] = None,
             sass: bool = True, timeout: Optional[float] = None,
             ptxas: Optional[List[str]] = None) -> Assembled:
    """ptxas -arch=sm_90 -v PTX -o CUBIN; then cuobjdump -sass when asked and
    found. `ptxas` overrides the command (a list, e.g. a test's fake)."""
    tools = tools or toolchain.find_tools()
    cmd = ptxas or ([tools.ptxas] if tools.ptxas else None)
    if not cmd:
        return Assembled(ptx, None, None, error="ptxas not found (SMEMVEC_PTXAS, CUDA_PATH)")
    tmp = cubin + ".tmp%d" % os.getpid()
    try:
        p = subprocess.run(cmd + [f"-arch={toolchain.SM}", "-v", ptx, "-o", tmp],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return Assembled(ptx, None, None, error="ptxas timed out")
    except OSError as e:
        return Assembled(ptx, None, None, error=f"cannot run {cmd[0]}: {e.strerror or e}")
    res = Assembled(ptx, None, p.returncode, p.stdout)
    if p.returncode != 0:
        lines = p.stdout.strip().splitlines()
        res.error = "ptxas: " + (lines[-1] if lines else f"exit {p.returncode}")
        return res
    os.replace(tmp, cubin)
    res.cubin = cubin
    res.resources = ptxaslib.parse_ptxas_v(p.stdout)
    with open(cubin, "rb") as f:
        for name, n in ptxaslib.cubin_instructions(f.read()).items():
            if name in res.resources:
                res.resources[name]["sass_instructions"] = n
    if sass and tools.cuobjdump:
        try:
            d = subprocess.run([tools.cuobjdump, "-sass", cubin], stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True)
        except OSError:
            d = None  # SASS is optional: counts stay PTX-only
        if d is not None and d.returncode == 0:
            res.sass_text = d.stdout
            res.sass = sasslib.count_sass(d.stdout)
    return res


def assemble_all(jobs: Sequence[Tuple[str, str]], threads: Optional[int] = None,
                 **kw) -> List[Assembled]:
    """assemble() for every (ptx, cubin), in parallel, results in order."""
    with concurrent.futures.ThreadPoolExecutor(threads or os.cpu_count() or 4) as ex:
        return list(ex.map(lambda j: assemble(j[0], j[1], **kw), jobs))


def assemble_variants(bundle: str, ptx: Dict[str, Dict[str, str]], variants: Sequence[str],
                      workdir: str, **kw) -> Dict[Tuple[str, str], Assembled]:
    """{(variant, unit): Assembled} for a manifest's {variant: {unit: rel path}}."""
    keys = [(v, u) for v in variants for u in ptx[v]]
    jobs = [(os.path.join(bundle, ptx[v][u]), os.path.join(workdir, f"{v}.{u}.cubin"))
            for v, u in keys]
    return dict(zip(keys, assemble_all(jobs, **kw)))


# --- checks (numpy only) ------------------------------------------------------


def compare_reference(got, ref, tol: float):
    """(ok, ||got-ref||/||ref||, why): float64 relative error within tol, no
    non-finite value where the reference is finite; tol 0 means equal."""
    import numpy as np
    got = np.asarray(got).reshape(-1)
    ref = np.asarray(ref).reshape(-1)
    if got.size != ref.size:
        return False, float("inf"), f"size {got.size} != reference {ref.size}"
    err, bad = output_error(got, ref, np)
    if bad:
        return False, err, f"{bad} non-finite values (unwritten?)"
    if tol == 0:
        return bool(np.array_equal(got.astype(np.float64), ref.astype(np.float64))), err, ""
    return err <= tol, err, ""


def output_error(got, ref, xp=None):
    """(||got-ref|| / ||ref|| in float64, number of non-finite outputs where
    the reference is finite): the two numbers a tuner's check bins on.
    xp: the array module of got and ref (CuPy: computed on the device)."""
    if xp is None:
        import numpy as xp
    g = got.reshape(-1).astype(xp.float64)
    r = ref.reshape(-1).astype(xp.float64)
    if g.size != r.size:
        return float("inf"), 0
    bad = int((~xp.isfinite(g) & xp.isfinite(r)).sum())
    if bad:
        return float("nan"), bad
    return float(xp.linalg.norm(g - r)) / (float(xp.linalg.norm(r)) or 1.0), 0


def host_buffer(dtype: str, shape, init: str, rng):
    """A numpy array for a data-described kernel argument: init random
    (standard normal floats; integers in [0, 64)), zeros, nan (every byte
    0xFF: NaN for floats, -1 for integers) or arange."""
    import numpy as np
    dt = np.dtype(dtype)
    shape = tuple(int(x) for x in shape)
    if init == "zeros":
        return np.zeros(shape, dt)
    if init == "nan":
        a = np.empty(shape, dt)
        a.view(np.uint8).fill(0xFF)
        return a
    if init == "arange":
        return np.arange(int(np.prod(shape)), dtype=dt).reshape(shape)
    if dt.kind == "f":
        return rng.standard_normal(shape).astype(dt)
    return rng.randint(0, 64, size=shape).astype(dt)


def bitwise_diff(a, b, mask=None):
    """Byte offsets where a and b (same shape) differ, restricted to mask."""
    import numpy as np
    x = np.ascontiguousarray(a).view(np.uint8).reshape(-1)
    y = np.ascontiguousarray(b).view(np.uint8).reshape(-1)
    if x.size != y.size:
        return np.arange(max(x.size, y.size))
    diff = x != y
    if mask is not None:
        diff &= mask
    return np.nonzero(diff)[0]


def written_mask(nbytes: int, ranges=None):
    """True for the bytes inside [start, start+length) of each range."""
    import numpy as np
    mask = np.zeros(nbytes, dtype=bool)
    for start, length in (ranges if ranges is not None else [[0, nbytes]]):
        mask[start:start + length] = True
    return mask


def timing_stats(times_us: List[float]) -> Dict[str, float]:
    """median, p10, p90 and noise = |median(odd reps) - median(even reps)| in %."""
    med = statistics.median(times_us)
    q = statistics.quantiles(times_us, n=10) if len(times_us) >= 10 else [min(times_us)] * 9
    odd = statistics.median(times_us[1::2]) if len(times_us) > 1 else med
    even = statistics.median(times_us[0::2])
    return {"median_us": med, "p10_us": q[0], "p90_us": q[-1],
            "noise_pct": 100 * abs(odd - even) / med if med else 0.0, "reps": len(times_us)}


# --- ncu ---------------------------------------------------------------------


def parse_ncu_csv(text: str):
    """{launch id: {"name": kernel, metric: value}} from `ncu --csv` output."""
    lines = [line for line in text.splitlines() if line.startswith('"')]
    out = {}
    for rec in csv.DictReader(lines):
        try:
            i = int(rec.get("ID", ""))
        except ValueError:
            continue
        d = out.setdefault(i, {})
        name = rec.get("Kernel Name") or rec.get("Function Name") or ""
        d["name"] = name.split("(")[0].strip()
        metric = rec.get("Metric Name")
        if metric:
            d[metric] = (rec.get("Metric Value") or "").replace(",", "")
    return out


# --- the device (CuPy) ----------------------------------------------------------


class Device:
    """One CUDA device through CuPy: modules, buffers, launches, timing."""

    def __init__(self, cupy=None):
        if cupy is None:
            import cupy
        import numpy
        self.cp, self.np = cupy, numpy
        props = cupy.cuda.runtime.getDeviceProperties(0)
        name = props["name"]
        self.name = name.decode() if isinstance(name, bytes) else name
        self.cc = "%d.%d" % (props.get("major", 0), props.get("minor", 0))
        self.sms = props.get("multiProcessorCount")
        self.l2 = int(props.get("l2CacheSize", 60 << 20)) or (60 << 20)
        self._modules = {}
        self.spin = None
        self.cycles_per_ms = None

    def info(self) -> Dict[str, object]:
        cp = self.cp
        return {"name": self.name, "cc": self.cc, "sms": self.sms, "cupy": cp.__version__,
                "runtime": cp.cuda.runtime.runtimeGetVersion(),
                "driver": cp.cuda.runtime.driverGetVersion(),
                "tf32": os.environ.get("CUPY_TF32")}

    # -- modules ---------------------------------------------------------------
    def module(self, path: str):
        """A cubin (loaded as is) or a .ptx (through the driver JIT), cached."""
        if path not in self._modules:
            if path.endswith(".ptx"):
                with open(path) as f:
                    self._modules[path] = self.cp.RawModule(code=f.read())
            else:
                self._modules[path] = self.cp.RawModule(path=path)
        return self._modules[path]

    def function(self, path: str, symbol: str):
        return self.module(path).get_function(symbol)

    # -- buffers and launches ------------------------------------------------------
    def poisoned(self, count: int, dtype="uint8", byte: int = 0xFF):
        """A device array whose every byte is `byte` (0xFF: NaN for floats)."""
        a = self.cp.empty(count, dtype=dtype)
        a.view(self.cp.uint8).fill(byte)
        return a

    def launch(self, fn, grid, block, args, shared_mem: int = 0, sync: bool = True):
        fn(tuple(grid), tuple(block), tuple(args), shared_mem=shared_mem)
        if sync:
            self.cp.cuda.runtime.deviceSynchronize()

    def synchronize(self):
        self.cp.cuda.runtime.deviceSynchronize()

    # -- timing --------------------------------------------------------------------
    def time_events(self, launch: Callable[[], None], reps: int, warmup: int = 2,
                    sync_each: bool = False) -> List[float]:
        """Milliseconds of each of `reps` launches, CUDA events around each,
        after `warmup` untimed launches."""
        cp = self.cp
        for _ in range(warmup):
            launch()
        events = [(cp.cuda.Event(), cp.cuda.Event()) for _ in range(reps)]
        for e0, e1 in events:
            e0.record()
            launch()
            e1.record()
            if sync_each:
                e1.synchronize()
        events[-1][1].synchronize()
        return [cp.cuda.get_elapsed_time(e0, e1) for e0, e1 in events]

    def set_max_dynamic_shared(self, fn, nbytes: int):
        """cudaFuncSetAttribute(MaxDynamicSharedMemorySize): needed before a
        launch that asks for more than 48 KiB of dynamic shared memory."""
        if nbytes <= 48 * 1024:
            return
        try:
            fn.max_dynamic_shared_size_bytes = int(nbytes)  # cupy.RawKernel
        except AttributeError:
            drv = self.cp.cuda.driver
            drv.funcSetAttribute(fn.ptr, drv.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                 int(nbytes))

    # A batch's head start: a kernel the GPU runs while the host queues the
    # batch behind it. The spin kernel when set up, else FP32 matmuls (cuBLAS,
    # always there with CuPy) of HEAD_N^2 matrices ($SMEMVEC_GPU_HEAD_N: the
    # CPU tests' stand-in uses small ones). At most HEAD_MAX_MS per batch.
    HEAD_N = int(os.environ.get("SMEMVEC_GPU_HEAD_N", "4096"))
    HEAD_MAX_MS = 50.0

    def _head_unit_ms(self) -> float:
        """Device milliseconds of one head-start unit (calibrated once)."""
        if getattr(self, "_head_ms", None) is None:
            cp = self.cp
            if self.spin is not None:
                self._head_ms = 1.0
            else:
                n = self.HEAD_N
                self._head_a = cp.empty((n, n), dtype=cp.float32)
                self._head_a.fill(1.0 / n)
                self._head_c = cp.empty((n, n), dtype=cp.float32)
                cp.matmul(self._head_a, self._head_a, out=self._head_c)
                cp.cuda.runtime.deviceSynchronize()
                a, b = cp.cuda.Event(), cp.cuda.Event()
                a.record()
                cp.matmul(self._head_a, self._head_a, out=self._head_c)
                b.record()
                b.synchronize()
                self._head_ms = max(1e-3, cp.cuda.get_elapsed_time(a, b))
        return self._head_ms

    def head_start(self, ms: float) -> float:
        """Queues at least `ms` milliseconds of device work; returns the
        (estimated) milliseconds queued."""
        unit = self._head_unit_ms()
        ms = min(ms, self.HEAD_MAX_MS)
        if self.spin is not None:
            self.spin_for(ms)
            return ms
        k = max(1, int(-(-ms // unit)))
        for _ in range(k):
            self.cp.matmul(self._head_a, self._head_a, out=self._head_c)
        return k * unit

    def time_queued(self, launch: Callable[[], None], reps: int, warmup: int = 2,
                    target_ms: float = 2.0, max_batch: int = 2000) -> Dict[str, object]:
        """Device time per launch without host overhead, for any launch
        (raw kernels and library calls alike: the one method for both).
        After `warmup` launches, the launch time estimate picks L (a batch of
        L back-to-back launches lasts >= target_ms, L <= max_batch) and the
        host's enqueue cost per launch. Each of `reps` repetitions queues a
        head start longer than the host needs to queue the batch, then two
        CUDA events around the L launches: the GPU never waits for the host
        inside the batch. After queueing, the host asks whether the head
        start is still running; if not (the host fell behind), that rep is
        not counted as host-free and the head grows for the next one.
        -> {"times_ms": [ms per launch, one per rep], "launches": L,
            "host_ahead": reps whose batch was fully queued in time,
            "head_ms": last head start, "host_ms_per_launch": enqueue cost}."""
        cp = self.cp
        for _ in range(max(1, warmup)):
            launch()
        cp.cuda.runtime.deviceSynchronize()
        e0, e1, eh = cp.cuda.Event(), cp.cuda.Event(), cp.cuda.Event()
        t0 = time.perf_counter()
        e0.record()
        launch()
        e1.record()
        host_ms = (time.perf_counter() - t0) * 1e3
        e1.synchronize()
        est = max(1e-3, cp.cuda.get_elapsed_time(e0, e1))
        n = max(1, min(max_batch, int(-(-target_ms // est))))
        head = 1.5 * host_ms * n + 0.5
        times, ahead = [], 0
        for _ in range(reps):
            head = self.head_start(head)
            eh.record()
            t0 = time.perf_counter()
            e0.record()
            for _ in range(n):
                launch()
            e1.record()
            queued_ms = (time.perf_counter() - t0) * 1e3
            in_time = not eh.done  # the GPU is still in the head start
            ahead += in_time
            e1.synchronize()
            times.append(cp.cuda.get_elapsed_time(e0, e1) / n)
            host_ms = max(host_ms, queued_ms / n)
            head = max(head, 1.5 * queued_ms + 0.5) if in_time else 1.5 * max(head, queued_ms)
        return {"times_ms": times, "launches": n, "host_ahead": ahead, "head_ms": head,
                "host_ms_per_launch": host_ms}

    def setup_spin(self, cubin: str, symbol: str = "smemvec_spin"):
        """A one-thread kernel that spins N clock cycles, calibrated with
        events; put in front of a chunk of launches so that the host queues
        them before the GPU reaches them (no host gaps inside the chunk)."""
        np, cp = self.np, self.cp
        self.spin = self.function(cubin, symbol)
        n = 2_000_000
        self.spin((1,), (1,), (np.int64(n),))
        cp.cuda.runtime.deviceSynchronize()
        a, b = cp.cuda.Event(), cp.cuda.Event()
        a.record()
        self.spin((1,), (1,), (np.int64(n),))
        b.record()
        b.synchronize()
        ms = cp.cuda.get_elapsed_time(a, b)
        self.cycles_per_ms = n / ms if ms > 0 else 1.5e6
        return self.cycles_per_ms

    def spin_for(self, ms: float):
        if self.spin is not None and ms > 0:
            self.spin((1,), (1,), (self.np.int64(int(ms * self.cycles_per_ms)),))

    def time_interleaved(self, per_set: Dict[str, List[Callable[[], None]]],
                         reps: int, max_reps: int, budget_s: float) -> Dict[str, List[float]]:
        """Variants compared in one run: per_set[v][s] launches variant v on
        input set s (sets rotated so data exceeds L2). Warm-up, launch time
        estimated to pick the repetitions (>= reps, <= max_reps, about
        budget_s), then chunks of all variants interleaved, CUDA events
        around each launch, the spin kernel in front of every chunk.
        No variant gets a fixed place: repetition i starts with variant
        i mod V, and every launch takes the next input set, so none reads
        data that the launch before it left in the caches (variants after the first
        on one shared set were measured up to 1.3x faster on identical code).
        -> {variant: [microseconds per repetition]}."""
        cp = self.cp
        names = list(per_set)
        nsets = min(len(v) for v in per_set.values())
        for v in names:
            for s in range(min(nsets, 3)):
                per_set[v][s]()
        cp.cuda.runtime.deviceSynchronize()
        a, b = cp.cuda.Event(), cp.cuda.Event()
        a.record()
        for v in names:
            per_set[v][0]()
        b.record()
        b.synchronize()
        est_ms = max(1e-3, cp.cuda.get_elapsed_time(a, b) / len(names))
        n = int(budget_s * 1e3 / (est_ms * len(names)))
        n = max(reps, min(max_reps, n))
        starts = {v: [cp.cuda.Event() for _ in range(n)] for v in names}
        ends = {v: [cp.cuda.Event() for _ in range(n)] for v in names}
        # Keep a chunk (launches plus two events each) well inside the
        # driver's queue, so the host never blocks while the spin runs.
        chunk = max(1, min(n, 120 // len(names)))
        host_ms_per_launch = 0.05
        r = 0
        while r < n:
            c = min(chunk, n - r)
            self.spin_for(min(50.0, 1.5 * host_ms_per_launch * c * len(names)))
            t0 = time.perf_counter()
            for i in range(r, r + c):
                for j in range(len(names)):
                    v = names[(i + j) % len(names)]
                    s = (i * len(names) + j) % nsets
                    starts[v][i].record()
                    per_set[v][s]()
                    ends[v][i].record()
            host_ms_per_launch = (time.perf_counter() - t0) * 1e3 / (c * len(names))
            cp.cuda.runtime.deviceSynchronize()
            r += c
        return {v: [cp.cuda.get_elapsed_time(x, y) * 1e3 for x, y in zip(starts[v], ends[v])]
                for v in names}
