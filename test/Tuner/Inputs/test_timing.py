# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""gpu.Device.time_queued (the one timing method for kernels and cuBLAS,
issue 14 item 3) and the dynamic-shared-memory attribute, against the NumPy
stand-in for CuPy (test/Inputs/fakecupy): a head start is queued in front of
every batch, L follows from the launch time, the host-ahead check counts,
the head start is capped; the device step (SGEMM's spec, with the real GPU
worker) is a client of it."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

import tunetest

FAKECUPY = os.path.join(tunetest.SRCROOT, "test", "Inputs", "fakecupy")
sys.path.insert(0, FAKECUPY)
os.environ["SMEMVEC_GPU_HEAD_N"] = "16"
import cupy  # noqa: E402  the stand-in

from smemvec_tools import gpu  # noqa: E402


class Log:
    """Records what reaches the 'device' in order: head starts and launches."""

    def __init__(self):
        self.calls = []
        self._matmul = cupy.matmul

    def __enter__(self):
        def matmul(*a, **k):
            self.calls.append("head")
            return self._matmul(*a, **k)
        cupy.matmul = matmul
        return self

    def __exit__(self, *exc):
        cupy.matmul = self._matmul


class Kernel:
    """A RawKernel-like object without the attribute (driver fallback)."""
    __slots__ = ("ptr",)

    def __init__(self):
        self.ptr = 1234


class TimeQueuedTest(unittest.TestCase):
    def test_head_start_before_every_batch(self):
        dev = gpu.Device(cupy)
        log = Log()
        with log:
            dev._head_unit_ms()  # calibration: two matmuls
            log.calls.clear()
            r = dev.time_queued(lambda: log.calls.append("k"), reps=4, warmup=2,
                                target_ms=1e6, max_batch=7)
        self.assertEqual(r["launches"], 7)            # capped by max_batch
        self.assertEqual(len(r["times_ms"]), 4)
        self.assertEqual(log.calls[:3], ["k", "k", "k"])  # warm-up 2 + estimate 1
        batches = "".join("h" if c == "head" else "k" for c in log.calls[3:])
        # each rep: >= 1 head start, then exactly L launches, nothing between
        parts = batches.split("h")
        self.assertEqual([p for p in parts if p], ["k" * 7] * 4)
        self.assertTrue(batches.startswith("h"))
        # The stand-in's events are done at once: never host-ahead, head
        # grows, capped at HEAD_MAX_MS.
        self.assertEqual(r["host_ahead"], 0)
        self.assertLessEqual(r["head_ms"], 1.5 * gpu.Device.HEAD_MAX_MS + 1e-9)
        for t in r["times_ms"]:
            self.assertGreaterEqual(t, 0.0)

    def test_host_ahead_counted_when_head_outlasts_queueing(self):
        dev = gpu.Device(cupy)
        done = cupy.cuda.Event.done
        cupy.cuda.Event.done = property(lambda self: False)  # GPU still busy
        try:
            r = dev.time_queued(lambda: None, reps=3, warmup=1, target_ms=0.01)
        finally:
            cupy.cuda.Event.done = done
        self.assertEqual(r["host_ahead"], 3)
        self.assertEqual(len(r["times_ms"]), 3)

    def test_dynamic_shared_attribute(self):
        dev = gpu.Device(cupy)
        fn = cupy.RawModule(code="sgemm").get_function("sgemm")
        dev.set_max_dynamic_shared(fn, 48 * 1024)     # static range: untouched
        self.assertFalse(hasattr(fn, "max_dynamic_shared_size_bytes"))
        dev.set_max_dynamic_shared(fn, 100352)
        self.assertEqual(fn.max_dynamic_shared_size_bytes, 100352)
        seen = []

        class Driver:
            CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8

            @staticmethod
            def funcSetAttribute(ptr, attr, value):
                seen.append((ptr, attr, value))
        cupy.cuda.driver = Driver
        try:
            dev.set_max_dynamic_shared(Kernel(), 75264)
        finally:
            del cupy.cuda.driver
        self.assertEqual(seen, [(1234, 8, 75264)])


class SuiteTunedTest(unittest.TestCase):
    """bench/suite.py picks tuned entries up with their launch: dynamic
    shared memory above 48 KiB passed on, stream-K entries launched with one
    block per worker, split-K entries (C must be zeroed; the suite poisons
    outputs) left out."""

    def test_launch_from_tuned(self):
        sys.path.insert(0, os.path.join(tunetest.SRCROOT, "bench"))
        import suite
        with tempfile.TemporaryDirectory() as tmp:
            with open(os.path.join(tmp, "t.json"), "w") as f:
                json.dump({"sizes": {
                    "4096": {"defines": {"SGEMM_BM": 256, "SGEMM_STAGES": 3}, "dynamic_smem": 75264},
                    "1024": {"defines": {"SGEMM_BM": 128, "SGEMM_SPLITK": 2}, "zero_c": True},
                    "256": {"defines": {"SGEMM_BM": 32}, "dynamic_smem": 0},
                    "2048": {"defines": {"SGEMM_BM": 128, "SGEMM_STREAMK": 132}}}}, f)
            s = {"kernels": [{"name": "sgemm", "tuned": "t.json", "dynamic_smem": 0,
                              "grid": ["N/SGEMM_BN", "M/SGEMM_BM", 1],
                              "cases": [{"M": n, "N": n, "K": n} for n in (256, 1024, 2048, 4096)]}]}
            suite.add_tuned_entries(s, tmp)
        got = {k["name"]: k.get("dynamic_smem") for k in s["kernels"]}
        self.assertEqual(got, {"sgemm": 0, "sgemm_tuned_256": 0, "sgemm_tuned_2048": 0,
                               "sgemm_tuned_4096": 75264})
        grids = {k["name"]: k["grid"] for k in s["kernels"]}
        self.assertEqual(grids["sgemm_tuned_2048"], ["SGEMM_STREAMK", 1, 1])
        self.assertEqual(grids["sgemm_tuned_4096"], ["N/SGEMM_BN", "M/SGEMM_BM", 1])


class DeviceStepTest(unittest.TestCase):
    """The device step on the stand-in, with the real GPU worker, for a
    variant of the SGEMM spec (two shapes, given configurations): the
    launches from the host (a tile that does not divide a shape skips it,
    split-K's grid.z and cleared C, dynamic shared memory above 48 KiB),
    checks, halving, finals, the cuBLAS baseline per shape and the "% of
    cuBLAS" summary; merge and report compare with cuBLAS."""

    def test_sgemm_spec(self):
        import contextlib
        import io
        from smemvec_tune import devicecli, hostcompile as hc, outcome as oc, report as rp
        from smemvec_tune import spec as sm, spechost, store as st
        with tempfile.TemporaryDirectory() as tmp:
            with open(os.path.join(tunetest.SRCROOT, "docs", "examples", "sgemm.tune.json")) as f:
                d = json.load(f)
            d["source"] = os.path.join(tunetest.SRCROOT, "bench", "kernels", "sgemm.cu")
            d["params"].update(SGEMM_BM=[128, 32, 64], SGEMM_BN=[128, 32, 64], SGEMM_SPLITK=[1, 4],
                               SGEMM_TN=[8, 4, 1])
            d["sizes"] = [{"M": 64, "N": 64, "K": 256}, {"M": 128, "N": 128, "K": 64}]
            path = os.path.join(tmp, "sgemm.tune.json")
            with open(path, "w") as f:
                json.dump(d, f)
            spec = sm.load(path)
            small = dict(SGEMM_BM=32, SGEMM_BN=32, SGEMM_TM=2, SGEMM_TN=4)
            given = [small, dict(small, SGEMM_SPLITK=4), dict(small, SGEMM_TN=1),  # TN=1: wrong (fake clang)
                     dict(SGEMM_BM=64, SGEMM_BN=64, SGEMM_TM=4, SGEMM_TN=4, SGEMM_STAGES=3),
                     dict(SGEMM_BM=128, SGEMM_BN=128, SGEMM_BK=32)]                # 67584 bytes: dynamic
            store = st.Store(os.path.join(tmp, "db"))
            tc = hc.Toolchain(clang=tunetest.FAKE_CLANG, plugin="", cuda_path="", kernel=spec.source)
            bundle = os.path.join(tmp, "b")
            with contextlib.redirect_stderr(io.StringIO()):
                m = spechost.build_bundle(spec, path, tc, bundle, store, only=given)
            sk = next(c for c in m["candidates"] if c["params"]["SGEMM_SPLITK"] == 4)
            lc = sk["launch"]["M=64,N=64,K=256"]
            self.assertEqual((lc["grid"], lc["block"], lc["buffers"]["C"].get("clear")), ([2, 2, 4], [128], True))
            big = next(c for c in m["candidates"] if c["params"]["SGEMM_BK"] == 32)
            self.assertEqual(big["sizes"], ["M=128,N=128,K=64"])  # 128-tiles do not divide 64x64
            self.assertEqual(big["launch"]["M=128,N=128,K=64"]["shared"], 67584)
            out = os.path.join(tmp, "out")
            env = {"PYTHONPATH": FAKECUPY}
            old = {k: os.environ.get(k) for k in env}
            os.environ.update(env)
            try:
                with contextlib.redirect_stderr(io.StringIO()), contextlib.redirect_stdout(io.StringIO()) as o:
                    rc = devicecli.main([bundle, "--out", out, "--ptxas", sys.executable + " " + tunetest.FAKE_PTXAS,
                                         "--final-reps", "3", "--keep", "2", "--jobs", "2"])
            finally:
                for k, v in old.items():
                    if v is None:
                        os.environ.pop(k)
                    else:
                        os.environ[k] = v
            self.assertEqual(rc, 0, o.getvalue())
            summary = o.getvalue()
            self.assertIn("device: Fake GPU (CPU)", summary)
            self.assertRegex(summary, r"M=64,N=64,K=256: best .*; cuBLAS [\d.]+ us; best = [\d.]+% of cuBLAS")
            self.assertRegex(summary, r"M=128,N=128,K=64: best .*% of cuBLAS")
            rp.merge(store, out)
            wrong = sm.key(dict(spec.default, **given[2]))
            self.assertEqual((store.get_result(wrong, "M=64,N=64,K=256")["status"],
                              store.get_result(wrong, "M=64,N=64,K=256")["reason"]), (oc.WRONG, "mismatch"))
            self.assertEqual(store.get_result(sk["key"], "M=64,N=64,K=256")["status"], oc.TIMED)
            self.assertEqual(store.get_result(big["key"], "M=128,N=128,K=64")["status"], oc.TIMED)
            self.assertIsNone(store.get_result(big["key"], "M=64,N=64,K=256"))
            text, rows = rp.render(store, m["sizes"], {"name": "sgemm", "kernel": "sgemm",
                                                       "default_key": m["default_key"], "baseline": "cuBLAS"})
            self.assertIn("of cuBLAS", text)
            self.assertTrue(all(r["best"] and r["baseline"] for r in rows))
            store.close()


if __name__ == "__main__":
    unittest.main(verbosity=2)
