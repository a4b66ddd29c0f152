# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""gpu.Device.time_queued (the one timing method for kernels and cuBLAS,
issue 14 item 3) and the dynamic-shared-memory attribute, against the NumPy
stand-in for CuPy (test/Inputs/fakecupy): a head start is queued in front of
every batch, L follows from the launch time, the host-ahead check counts,
the head start is capped; bench/tune3/device_run.py is a client of it."""
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
from smemvec_tune import space as sp  # noqa: E402
from smemvec_tune import validate as va  # noqa: E402


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


class DeviceRunTest(unittest.TestCase):
    """bench/tune3/device_run.py on the stand-in: plan (divisibility,
    split-K grid.z and zeroed C, dynamic shared memory), checks, halving,
    final table with cuBLAS."""

    def test_fake_run(self):
        C = sp.Config.make
        cfgs = [C(bm=32, bn=32, bk=16, tm=2, tn=4), C(bm=32, bn=32, bk=16, tm=2, tn=4, splitk=4),
                C(bm=64, bn=64, bk=16, tm=4, tn=4, stages=3), C(bm=128, bn=128, bk=32, tm=8, tn=8)]
        with tempfile.TemporaryDirectory() as tmp:
            cands = []
            for i, cfg in enumerate(cfgs):
                with open(os.path.join(tmp, cfg.key() + ".cubin"), "w") as f:
                    f.write("WRONG" if i == 3 else "ok")
                cands.append({"key": cfg.key(), "params": cfg.to_json(), "threads": cfg.threads})
            with open(os.path.join(tmp, "candidates.json"), "w") as f:
                json.dump(cands, f)
            run = os.path.join(tunetest.SRCROOT, "bench", "tune3", "device_run.py")
            env = dict(os.environ, PYTHONPATH=FAKECUPY)
            dry = subprocess.run([sys.executable, run, tmp, "-", "--dry-run", "--shapes", "64x64x256,128x128x64"],
                                 capture_output=True, text=True, env=env)
            self.assertEqual(dry.returncode, 0, dry.stderr)
            self.assertIn("64x64x256: 3 candidates", dry.stdout)   # the 128-tile does not divide
            self.assertIn("_sk4 grid=[2, 2, 4] block=[128, 1, 1] smem=0 zero_c=True", dry.stdout)
            self.assertIn("128x128x64: 4 candidates", dry.stdout)
            self.assertIn("bm128_bn128_bk32_tm8_tn8_pad4_vec1_st2_wtr0_mb1 grid=[1, 1, 1] block=[256, 1, 1] "
                          "smem=67584 zero_c=False", dry.stdout)
            out = os.path.join(tmp, "out.json")
            r = subprocess.run([sys.executable, run, tmp, out, "--shapes", "64x64x256,128x128x64",
                                "--final-reps", "3"], capture_output=True, text=True, env=env)
            self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
            with open(out) as f:
                res = json.load(f)
            self.assertEqual(res["method"], "gpu.Device.time_queued")
            s0, s1 = res["shapes"]
            self.assertEqual(s0["shape"], [64, 64, 256])
            self.assertEqual(s0["results"][cfgs[1].key()]["launch"]["grid"], [2, 2, 4])
            self.assertEqual(s0["results"][cfgs[1].key()]["status"], "timed")
            self.assertEqual(s1["results"][cfgs[3].key()]["status"], "wrong_result")
            self.assertIn("us", s1["cublas"])
            self.assertEqual(len(s1["cublas"]["host_ahead"]), 2)
            self.assertIn(s0["best"]["key"], [c.key() for c in cfgs[:3]])
            self.assertIn("% of cuBLAS", r.stdout)


if __name__ == "__main__":
    unittest.main(verbosity=2)
