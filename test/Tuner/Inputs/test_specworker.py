# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The real GPU worker (devworker.py: check / time / baseline) against the
NumPy stand-in for CuPy, with requests built from the shipped specs
(stencil2d, SGEMM) exactly as the device step builds them: buffers from
dtype/shape/init, launch from the spec's grid/block, outputs checked against
the numpy reference or a reference kernel; faults (wrong, unwritten, CUDA
error) land in their bins. Skipped where no python3 with NumPy is found."""
import os
import unittest

import tunetest
from smemvec_tune import outcome as oc
from smemvec_tune import spec as sm

PY = tunetest.python_with_numpy()
EX = os.path.join(tunetest.SRCROOT, "docs", "examples")


@unittest.skipUnless(PY, "no python3 with NumPy")
class SpecWorkerTest(tunetest.WorkerCase, unittest.TestCase):
    def cubin(self, text):
        return self.kernel_file(text)

    def request(self, spec, cfg, size, marker, op="check", reference=None, **extra):
        launch = spec.launch(cfg, size)
        ref = reference or {"numpy": spec.reference[1]}
        msg = {"op": op, "cubin": self.cubin(marker), "entry": spec.kernel, "size": sm.size_label(size),
               "launch": launch, "reference": ref}
        msg.update(extra)
        return msg

    def check(self, msg, tol):
        return oc.classify_check(lambda: self.client.request(msg, 30), tol)

    def test_stencil_numpy_reference(self):
        s = sm.load(os.path.join(EX, "stencil2d.tune.toml"))
        cfg, size = {"TX": 32, "TY": 8, "-smemvec-lsv": 1}, {"n": 64}
        o, r = self.check(self.request(s, cfg, size, "ok"), s.tolerance)
        self.assertEqual(o.status, oc.CORRECT)
        self.assertLess(r["rel_err"], 1e-6)
        self.assertEqual(self.check(self.request(s, cfg, size, "WRONG"), s.tolerance)[0].reason, "mismatch")
        o, r = self.check(self.request(s, cfg, size, "PARTIAL"), s.tolerance)
        self.assertEqual((o.status, o.reason, r["nonfinite"]), (oc.WRONG, "nonfinite", 64))  # the last row
        t = self.client.request(self.request(s, cfg, size, "ok", op="time", reps=4, warmup=1), 30)
        self.assertEqual(len(t["times_ms"]), 4)
        self.assertGreaterEqual(t["launches"], 1)  # gpu.time_queued, as for SGEMM
        o, _ = self.check(self.request(s, cfg, size, "ILLEGAL"), s.tolerance)
        self.assertEqual((o.status, o.reason), (oc.RUNTIME_ERROR, "CUDA_ERROR_ILLEGAL_ADDRESS"))
        self.assertEqual(self.check(self.request(s, cfg, size, "ok"), s.tolerance)[0].status, oc.CORRECT)
        self.assertEqual(self.client.starts, 2)  # a fresh worker after the CUDA error

    def test_reference_kernel(self):
        s = sm.load(os.path.join(EX, "stencil2d.tune.toml"))
        cfg, size = {"TX": 64, "TY": 4, "-smemvec-lsv": 0}, {"n": 128}
        ref = {"cubin": self.cubin("reference"), "entry": "stencil2d",
               "launch": s.launch(s.default, size)}
        o, r = self.check(self.request(s, cfg, size, "ok", reference=ref), 0.0)
        self.assertEqual((o.status, r["rel_err"]), (oc.CORRECT, 0.0))  # bitwise equal to the reference
        self.assertEqual(self.check(self.request(s, cfg, size, "WRONG", reference=ref), 1e-5)[0].reason,
                         "mismatch")

    def sgemm_request(self, s, cfg, size, marker, op="check", **extra):
        return self.request(s, cfg, size, marker, op, reference={"cupy": s.reference[1]},
                            env=s.reference_env(size), **extra)

    def test_sgemm_spec(self):
        """The shipped SGEMM spec: its launch (grid with split-K and
        stream-K), the CuPy reference, C zeroed before every launch where
        split-K adds into it, the outputs checked again after the timed
        launches, and the cuBLAS baseline on the same buffers."""
        s = sm.load(os.path.join(EX, "sgemm.tune.json"))
        cfg = dict(s.default, SGEMM_BM=32, SGEMM_BN=32, SGEMM_TM=4, SGEMM_TN=4)
        size = {"M": 64, "N": 32, "K": 64}
        launch = s.launch(cfg, size)
        self.assertEqual((launch["grid"], launch["block"], launch["shared"], launch["args"][:3]),
                         ([1, 2, 1], [64], 0, [["int32", 64], ["int32", 32], ["int32", 64]]))
        self.assertNotIn("clear", launch["buffers"]["C"])
        self.assertEqual(s.launch(dict(cfg, SGEMM_STREAMK=132), size)["grid"], [132, 1, 1])
        big = dict(s.default, SGEMM_BM=128, SGEMM_BN=256, SGEMM_TM=16, SGEMM_TN=8)
        self.assertEqual(s.launch(big, {"M": 256, "N": 256, "K": 256})["shared"], 2 * 16 * (384 + 8) * 4)
        o, r = self.check(self.sgemm_request(s, cfg, size, "ok"), s.tolerance)
        self.assertEqual(o.status, oc.CORRECT)
        self.assertLess(r["rel_err"], 1e-5)
        self.assertEqual(self.check(self.sgemm_request(s, cfg, size, "WRONG"), s.tolerance)[0].reason, "mismatch")
        o, r = self.check(self.sgemm_request(s, cfg, size, "PARTIAL"), s.tolerance)
        self.assertEqual((o.reason, r["nonfinite"]), ("nonfinite", 32))  # C poisoned: the unwritten row
        # tiles above 48 KiB: dynamic shared memory (the attribute raised first), checked and timed
        dyn = dict(s.default, SGEMM_BM=64, SGEMM_BN=64, SGEMM_TM=4, SGEMM_TN=4, SGEMM_BK=32, SGEMM_STAGES=4)
        dsize = {"M": 64, "N": 64, "K": 128}
        self.assertEqual(s.launch(dyn, dsize)["shared"], 4 * 32 * (128 + 8) * 4)
        self.assertEqual(self.check(self.sgemm_request(s, dyn, dsize, "ok"), s.tolerance)[0].status, oc.CORRECT)
        self.assertEqual(len(self.client.request(self.sgemm_request(s, dyn, dsize, "ok", op="time", reps=2,
                                                                    warmup=1), 30)["times_ms"]), 2)
        # split-K: the kernel adds into C; "clear" zeroes it before every launch
        sk = dict(cfg, SGEMM_SPLITK=2)
        self.assertTrue(s.launch(sk, size)["buffers"]["C"]["clear"])
        self.assertEqual(self.check(self.sgemm_request(s, sk, size, "ADDS"), s.tolerance)[0].status, oc.CORRECT)
        self.assertEqual(self.check(self.sgemm_request(s, cfg, size, "ADDS"), s.tolerance)[0].reason, "nonfinite")
        t = self.client.request(self.sgemm_request(s, sk, size, "ADDS", op="time", reps=3, warmup=1,
                                                   recheck=True), 30)
        self.assertLess(t["rel_err_after"], 1e-5)  # zeroed before every timed launch too
        # A kernel that leaves state behind (here: adds into a C nobody
        # zeroes) passes its first check and fails the one after timing.
        m = self.sgemm_request(s, cfg, size, "ADDS", op="time", reps=3, warmup=1, recheck=True)
        m["launch"]["buffers"]["C"]["init"] = "zeros"
        t = self.client.request(m, 30)
        self.assertGreater(t["rel_err_after"], 1.0)
        b = self.client.request(self.sgemm_request(s, cfg, size, "ok", op="baseline", reps=3, warmup=1,
                                                   baseline=s.baseline), 30)
        self.assertEqual(len(b["times_ms"]), 3)
        self.assertGreaterEqual(b["launches"], 1)  # gpu.time_queued, as for the kernels
        self.assertIn("host_ahead", b)
        self.assertLess(b["rel_err"], 1e-5)  # the baseline's output is checked against the reference too
        bad = self.sgemm_request(s, cfg, size, "ok", op="baseline", reps=3, warmup=1,
                                 baseline={"cupy": "cp.matmul(A, B, out=C); C += 1"})
        self.assertGreater(self.client.request(bad, 30)["rel_err"], 1e-3)
        # a reference that raises is the spec's fault: its own error code
        m = self.sgemm_request(s, cfg, size, "ok")
        m["reference"] = {"cupy": "cp.no_such_function(A)"}
        with self.assertRaises(oc.RunnerError) as e:
            self.client.request(m, 30)
        self.assertEqual(e.exception.code, "reference_error")
        self.assertIn("reference.cupy 'cp.no_such_function(A)': AttributeError", e.exception.detail)


def _has_numpy():
    import importlib.util
    return importlib.util.find_spec("numpy") is not None


@unittest.skipUnless(_has_numpy(), "this python3 has no NumPy (the worker module imports it)")
class EvaluateTest(unittest.TestCase):
    def test_c_functions_that_import_lazily_work(self):
        """A compiled function (CuPy's Cython) imports through the calling
        frame's builtins: the reference's frame must have them (the first
        H200 run of the SGEMM spec failed every check with KeyError
        '__import__')."""
        import ctypes
        import functools
        import importlib
        import sys
        sys.path.insert(0, os.path.join(tunetest.SRCROOT, "test", "Inputs", "fakecupy"))
        try:
            dw = importlib.import_module("smemvec_tune.devworker")
        finally:
            sys.path.pop(0)
        f = ctypes.pythonapi.PyImport_ImportModule
        f.restype, f.argtypes = ctypes.py_object, [ctypes.c_char_p]
        lazy = functools.partial(f, b"math")  # a C-level call: no Python frame of its own
        self.assertEqual(dw._evaluate("lazy().sqrt(n)", "cupy", {}, {"lazy": lazy, "n": 16}), 4.0)
        self.assertEqual(dw._evaluate("A * n", "numpy", {"A": 2}, {"n": 3}), 6)  # sizes and params in scope


if __name__ == "__main__":
    unittest.main(verbosity=2)
