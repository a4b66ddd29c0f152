# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The real GPU worker (devworker.py) against a NumPy stand-in for CuPy:
protocol, correctness check (poisoned output, float64 reference), timing,
cuBLAS timing and CUDA-error reporting. Skipped where no python3 with NumPy
is found."""
import os
import unittest

import tunetest
from smemvec_tune import outcome as oc

WORKER = tunetest.WorkerCase.WORKER
PY = tunetest.python_with_numpy()


@unittest.skipUnless(PY, "no python3 with NumPy")
class DevWorkerTest(tunetest.WorkerCase, unittest.TestCase):
    def kernel(self, text):
        return {"cubin": self.kernel_file(text), "entry": "sgemm", "size": 64, "threads": 256, "tile": [32, 32, 8]}

    def check(self, text):
        return oc.classify_check(lambda: self.client.request(dict(self.kernel(text), op="check"), 30), 1e-4)

    def test_protocol(self):
        o, r = self.check("ok")
        self.assertEqual(o.status, oc.CORRECT)
        self.assertLess(r["rel_err"], 1e-5)
        self.assertEqual(self.client.info["name"], "Fake GPU (CPU)")
        self.assertEqual(self.client.info["tf32"], "0")
        self.assertEqual(self.check("WRONG")[0].reason, "mismatch")
        self.assertEqual(self.check("PARTIAL")[0].reason, "nonfinite")
        t = self.client.request(dict(self.kernel("ok"), op="time", reps=5, warmup=1), 30)
        self.assertEqual(len(t["times_ms"]), 5)
        self.assertGreaterEqual(t["launches"], 1)  # time_queued: launches per batch
        cb = self.client.request({"op": "cublas", "size": 64, "reps": 4}, 30)
        self.assertEqual(len(cb["times_ms"]), 4)
        self.assertLess(cb["rel_err"], 1e-5)
        self.assertIn("host_ahead", cb)
        self.assertGreaterEqual(cb["launches"], 1)
        # A split-K launch with > 48 KiB of dynamic shared memory: C is zeroed
        # by the launch (not NaN-poisoned), the grid has a z.
        sk = dict(self.kernel("ok"), launch={"grid": [2, 2, 4], "block": [128, 1, 1], "smem": 100352,
                                             "zero_c": True})
        o, r = oc.classify_check(lambda: self.client.request(dict(sk, op="check"), 30), 1e-4)
        self.assertEqual(o.status, oc.CORRECT)
        self.assertEqual(len(self.client.request(dict(sk, op="time", reps=2), 30)["times_ms"]), 2)
        o, _ = self.check("ILLEGAL")
        self.assertEqual((o.status, o.reason), (oc.RUNTIME_ERROR, "CUDA_ERROR_ILLEGAL_ADDRESS"))
        self.assertEqual(self.check("ok")[0].status, oc.CORRECT)  # a fresh worker
        self.assertEqual(self.client.starts, 2)


if __name__ == "__main__":
    unittest.main(verbosity=2)
