# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The classifier puts compile errors, ptxas failures and resources, runtime
failures, wrong results and timeouts in the right bins (fake runners)."""
import math
import os
import sys
import tempfile
import textwrap
import unittest

import tunetest
from smemvec_tune import devstep as device  # the shared pieces (devstep.py)
from smemvec_tune import outcome as oc

PTXAS_OK = textwrap.dedent("""\
    ptxas info    : 0 bytes gmem
    ptxas info    : Compiling entry function 'sgemm' for 'sm_90'
    ptxas info    : Function properties for sgemm
        8 bytes stack frame, 12 bytes spill stores, 16 bytes spill loads
    ptxas info    : Used 171 registers, used 1 barriers, 33792 bytes smem, 400 bytes cmem[0]
    ptxas info    : Function properties for _ZZN13smemvec_sgemm4helperEv
        0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
    """)


class CompileClassifierTest(unittest.TestCase):
    def test_ok(self):
        self.assertEqual(oc.classify_compile(0, "warning: x").status, oc.COMPILED)

    def test_static_assert_gives_kernel_reason(self):
        o = oc.classify_compile(1, "sgemm.cu:148:17: error: static assertion failed due to requirement "
                                   "'X': sgemm:warp_layout: SGEMM_WTR does not tile the thread grid\n")
        self.assertEqual((o.status, o.reason), (oc.COMPILE_ERROR, "warp_layout"))
        self.assertIn("static assertion failed", o.detail)

    def test_unknown_flag(self):
        o = oc.classify_compile(1, "clang (LLVM option parsing): Unknown command line argument '-smemvec-x=1'.")
        self.assertEqual((o.status, o.reason), (oc.COMPILE_ERROR, "knob_unavailable"))

    def test_other_error_keeps_compiler_text(self):
        o = oc.classify_compile(1, "a.cu:1:1: error: unknown type name 'flaot'\n1 error generated.\n")
        self.assertEqual((o.status, o.reason, o.detail), (oc.COMPILE_ERROR, "clang_error", "unknown type name 'flaot'"))

    def test_crash_and_timeout(self):
        self.assertEqual(oc.classify_compile(-11, "").reason, "clang_crash")
        self.assertEqual(oc.classify_compile(1, "PLEASE submit a bug report\nStack dump:").reason, "clang_crash")
        self.assertEqual(oc.classify_compile(None, "", timed_out=True).status, oc.TIMEOUT)


class AssembleClassifierTest(unittest.TestCase):
    def test_resources_of_the_entry(self):
        o, res = oc.classify_assemble(0, PTXAS_OK)
        self.assertEqual(o.status, oc.ASSEMBLED)
        self.assertEqual(res, {"regs": 171, "smem": 33792, "stack": 8, "spill_stores": 12, "spill_loads": 16})

    def test_spill_policy(self):
        o, res = oc.classify_assemble(0, PTXAS_OK, max_spill_bytes=16)
        self.assertEqual((o.status, o.reason), (oc.RESOURCE, "spills"))
        self.assertEqual(oc.classify_assemble(0, PTXAS_OK, max_spill_bytes=28)[0].status, oc.ASSEMBLED)

    def test_ptxas_errors(self):
        o, _ = oc.classify_assemble(255, "ptxas error   : Entry function 'sgemm' uses too much shared data "
                                         "(0x10000 bytes, 0xc000 max)")
        self.assertEqual((o.status, o.reason), (oc.COMPILE_ERROR, "ptxas_smem"))
        o, _ = oc.classify_assemble(255, "ptxas fatal   : Unresolved extern function 'foo'")
        self.assertEqual((o.status, o.reason), (oc.COMPILE_ERROR, "ptxas_error"))
        self.assertEqual(oc.classify_assemble(None, "", timed_out=True)[0].status, oc.TIMEOUT)


def raising(exc):
    def f():
        raise exc
    return f


class RunClassifierTest(unittest.TestCase):
    def test_check_bins(self):
        tol = 1e-4
        cases = [
            (lambda: {"rel_err": 1e-7, "nonfinite": 0}, oc.CORRECT, ""),
            (lambda: {"rel_err": 0.3, "nonfinite": 0}, oc.WRONG, "mismatch"),
            (lambda: {"rel_err": math.nan, "nonfinite": 0}, oc.WRONG, "mismatch"),
            (lambda: {"rel_err": None}, oc.WRONG, "mismatch"),
            (lambda: {"rel_err": 1e-7, "nonfinite": 5}, oc.WRONG, "nonfinite"),
            (raising(oc.RunnerTimeout("no answer within 5s")), oc.TIMEOUT, "kernel_timeout"),
            (raising(oc.RunnerError("CUDA_ERROR_ILLEGAL_ADDRESS", "x")), oc.RUNTIME_ERROR, "CUDA_ERROR_ILLEGAL_ADDRESS"),
            (raising(oc.RunnerError("CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES")), oc.RUNTIME_ERROR,
             "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES"),
            (raising(KeyError("times_ms")), oc.RUNTIME_ERROR, "harness_KeyError"),
        ]
        for fn, status, reason in cases:
            o, _ = oc.classify_check(fn, tol)
            self.assertEqual((o.status, o.reason), (status, reason))

    def test_timing_bins(self):
        self.assertEqual(oc.classify_timing(lambda: [1.0, 2.0])[0].status, oc.TIMED)
        self.assertEqual(oc.classify_timing(raising(oc.RunnerTimeout()))[0].status, oc.TIMEOUT)
        self.assertEqual(oc.classify_timing(raising(oc.RunnerError("E")))[0].status, oc.RUNTIME_ERROR)

    def test_worst_outcome_wins(self):
        self.assertEqual(oc.worst([oc.TIMED, oc.WRONG, oc.SKIPPED]), oc.WRONG)
        self.assertEqual(oc.worst([oc.TIMED, oc.TIMEOUT]), oc.TIMEOUT)

    def test_summary_line(self):
        O = oc.Outcome
        outs = ([O(oc.SKIPPED, "threads_too_many", "")] * 3 + [O(oc.SKIPPED, "smem_limit", "")]
                + [O(oc.COMPILE_ERROR, "clang_error", "")] + [O(oc.RUNTIME_ERROR, "CUDA_ERROR_ILLEGAL_ADDRESS", "")]
                + [O(oc.TIMEOUT, "kernel_timeout", "")] + [O(oc.WRONG, "mismatch", "")] * 2
                + [O(oc.TIMED, "", "")] * 4)
        self.assertEqual(oc.summary_line(outs),
                         "Out of 13 configurations, 4 skipped (threads_too_many 3, smem_limit 1), "
                         "1 failed to compile (clang_error 1), 1 failed at run time (CUDA_ERROR_ILLEGAL_ADDRESS 1), "
                         "1 timed out (kernel_timeout 1), 2 gave wrong results (mismatch 2), and 4 were timed.")


class WorkerClientTest(unittest.TestCase):
    """The real WorkerClient against the fake worker: a hang is a timeout and
    the next request gets a fresh worker; a CUDA error is a runtime failure."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.files = {}
        for b in ("ok", "hang", "crash", "wrong"):
            p = os.path.join(self.tmp.name, b + ".cubin")
            with open(p, "w") as f:
                f.write("// FAKE behaviour=%s time=2.0 spill=0\n" % b)
            self.files[b] = p
        self.client = device.WorkerClient([sys.executable, tunetest.FAKE_WORKER], start_timeout=30)

    def tearDown(self):
        self.client.close()
        self.tmp.cleanup()

    def check(self, b, timeout=1.0):
        return oc.classify_check(lambda: self.client.request(
            {"op": "check", "cubin": self.files[b], "size": 256}, timeout), 1e-4)[0]

    def test_bins_and_recovery(self):
        self.assertEqual(self.check("ok").status, oc.CORRECT)
        self.assertEqual(self.check("hang").status, oc.TIMEOUT)
        self.assertEqual(self.check("ok").status, oc.CORRECT)  # fresh worker
        o = self.check("crash")
        self.assertEqual((o.status, o.reason), (oc.RUNTIME_ERROR, "CUDA_ERROR_ILLEGAL_ADDRESS"))
        self.assertEqual(self.check("wrong").status, oc.WRONG)
        self.assertEqual(self.client.starts, 3)

    def test_worker_that_dies(self):
        self.client = device.WorkerClient([sys.executable, "-c", "import sys; sys.stdin.readline(); sys.exit(7)"],
                                          start_timeout=30)
        o = self.check("ok")
        self.assertEqual((o.status, o.reason), (oc.RUNTIME_ERROR, "worker_crash"))


if __name__ == "__main__":
    unittest.main(verbosity=2)
