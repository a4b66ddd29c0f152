# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The real GPU worker's spec ops (devworker.py spec_check / spec_time)
against the NumPy stand-in for CuPy, with requests built from the two
shipped specs exactly as the device step builds them: buffers from
dtype/shape/init, launch from the spec's grid/block, outputs checked against
the numpy reference or a reference kernel; faults (wrong, unwritten, CUDA
error) land in their bins. Skipped where no python3 with NumPy is found."""
import os
import unittest

import tunetest
from smemvec_tune import device
from smemvec_tune import outcome as oc
from smemvec_tune import spec as sm

PY = tunetest.python_with_numpy()
EX = os.path.join(tunetest.SRCROOT, "docs", "examples")


@unittest.skipUnless(PY, "no python3 with NumPy")
class SpecWorkerTest(tunetest.WorkerCase, unittest.TestCase):
    def cubin(self, text):
        return self.kernel_file(text)

    def request(self, spec, cfg, size, marker, op="spec_check", reference=None, **extra):
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
        t = self.client.request(self.request(s, cfg, size, "ok", op="spec_time", reps=4, warmup=1), 30)
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

    def test_sgemm_spec(self):
        s = sm.load(os.path.join(EX, "sgemm.tune.json"))
        cfg = dict(s.default, SGEMM_BM=32, SGEMM_BN=32)
        size = {"M": 64, "N": 32, "K": 16}
        launch = s.launch(cfg, size)
        self.assertEqual((launch["grid"], launch["args"][:3]), ([1, 2], [["int32", 64], ["int32", 32], ["int32", 16]]))
        o, r = self.check(self.request(s, cfg, size, "ok"), s.tolerance)
        self.assertEqual(o.status, oc.CORRECT)
        self.assertLess(r["rel_err"], 1e-5)
        self.assertEqual(self.check(self.request(s, cfg, size, "WRONG"), s.tolerance)[0].reason, "mismatch")


if __name__ == "__main__":
    unittest.main(verbosity=2)
