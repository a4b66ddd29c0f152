# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Shared setup of the tuner's CPU tests: import path, fakes, temp dirs."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SRCROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
sys.path.insert(0, os.path.join(SRCROOT, "tools"))

FAKE_CLANG = os.path.join(HERE, "fake_clang.py")
FAKE_PTXAS = os.path.join(HERE, "fake_ptxas.py")
FAKE_WORKER = os.path.join(HERE, "fake_worker.py")


class CountingRun:
    """subprocess.run that counts calls and is interrupted after a number."""

    def __init__(self, fail_after=None):
        self.calls = 0
        self.fail_after = fail_after

    def __call__(self, *a, **kw):
        import subprocess
        if self.fail_after is not None and self.calls >= self.fail_after:
            raise KeyboardInterrupt("interrupted")
        self.calls += 1
        return subprocess.run(*a, **kw)


def assert_host_resumes(test, host, store, compiled, fail_after):
    """host(run) interrupted after fail_after compiles; the rerun compiles
    only the rest of the `compiled` configurations, a third run nothing
    (compile errors are remembered too)."""
    from smemvec_tune import outcome as oc
    with test.assertRaises(KeyboardInterrupt):
        host(CountingRun(fail_after=fail_after))
    done = sum(1 for c in store.configs() if c["status"] != oc.SKIPPED)
    test.assertGreaterEqual(done, 1)
    for want in (compiled - done, 0):
        run = CountingRun()
        host(run)
        test.assertEqual(run.calls, want)


def python_with_numpy():
    import shutil
    import subprocess
    for exe in (sys.executable, shutil.which("python3"), "/usr/bin/python3"):
        if exe and os.path.exists(exe) and subprocess.run(
                [exe, "-c", "import numpy"], capture_output=True).returncode == 0:
            return exe
    return None


class WorkerCase:
    """setUp/tearDown of a test of the real GPU worker (devworker.py) on the
    NumPy stand-in for CuPy; mix in before unittest.TestCase."""
    WORKER = os.path.join(SRCROOT, "tools", "smemvec_tune", "devworker.py")

    def setUp(self):
        import tempfile
        from smemvec_tune import devstep as device
        self.tmp = tempfile.TemporaryDirectory()
        os.environ["PYTHONPATH"] = os.path.join(SRCROOT, "test", "Inputs", "fakecupy")
        os.environ["SMEMVEC_GPU_HEAD_N"] = "16"  # small head-start matmuls on the CPU (gpu.time_queued)
        self.client = device.WorkerClient([python_with_numpy(), self.WORKER], start_timeout=60)

    def tearDown(self):
        self.client.close()
        self.tmp.cleanup()

    def kernel_file(self, text):
        """A 'cubin' whose text picks the fake kernel's fault (fakecupy)."""
        p = os.path.join(self.tmp.name, "%d.cubin" % abs(hash(text)))
        with open(p, "w") as f:
            f.write(text)
        return p
