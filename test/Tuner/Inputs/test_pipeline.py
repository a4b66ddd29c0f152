# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Host step -> device step -> merge -> report with fake clang, ptxas and GPU
worker: every configuration lands in its bin, interrupted steps resume, and
merging is idempotent."""
import contextlib
import io
import json
import os
import subprocess
import sys
import tempfile
import unittest

import tunetest
from smemvec_tune import devicecli
from smemvec_tune import hostcompile as hc
from smemvec_tune import knobs as kb
from smemvec_tune import outcome as oc
from smemvec_tune import report as rp
from smemvec_tune import search
from smemvec_tune import space as sp
from smemvec_tune import store as st
from smemvec_tune import validate as va

C = sp.Config.make
# Behaviours: see fake_clang.py.
EXPECT = {
    sp.DEFAULT: (oc.TIMED, ""),
    C(bm=64, bn=64, tm=4, tn=4): (oc.TIMED, ""),
    C(bm=64, bn=64, tm=4, tn=4, stages=1): (oc.TIMED, ""),  # spills recorded, still timed
    C(bm=32, bn=32, tm=2, tn=2, bk=8): (oc.TIMEOUT, "kernel_timeout"),
    C(bm=16, bn=128, tm=2, tn=16): (oc.RUNTIME_ERROR, "CUDA_ERROR_ILLEGAL_ADDRESS"),
    C(bm=64, bn=32, bk=8, tm=8, tn=1): (oc.WRONG, "mismatch"),
    C(bm=32, bn=64, bk=8, tm=1, tn=8): (oc.COMPILE_ERROR, "ptxas_smem"),
    C(bm=64, bn=64, tm=4, tn=4, pad=1): (oc.COMPILE_ERROR, "smem_limit"),
    C(bm=256, bn=64, bk=32, tm=16, tn=4, stages=1): (oc.COMPILE_ERROR, "clang_error"),
    C(bm=256, bn=256, bk=32, tm=16, tn=16, stages=4): (oc.SKIPPED, "smem_limit"),
    C(bm=256, bn=256, tm=2, tn=2): (oc.SKIPPED, "threads_too_many"),
}
SIZES = [256, 1024]


def make_selection():
    sel = search.Selection()
    reg = kb.KnobRegistry.assume_all()
    for cfg in EXPECT:
        sel.offer(cfg, va.H200, reg, SIZES, budget=100)
    return sel


class PipelineTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = self.tmp.name
        self.bundle = os.path.join(self.dir, "bundle")
        self.out = os.path.join(self.dir, "out")
        self.tc = hc.Toolchain(clang=tunetest.FAKE_CLANG, plugin="", cuda_path="")
        self.store = st.Store(os.path.join(self.dir, "tune.sqlite"))

    def tearDown(self):
        self.store.close()
        self.tmp.cleanup()

    def host(self, run=subprocess.run):
        with contextlib.redirect_stderr(io.StringIO()):
            return hc.build_bundle(self.tc, make_selection(), self.bundle, self.store, SIZES,
                                   kb.KnobRegistry.assume_all(), jobs=2, run=run)

    def device(self):
        argv = [self.bundle, "--out", self.out, "--ptxas", sys.executable + " " + tunetest.FAKE_PTXAS,
                "--worker", sys.executable + " " + tunetest.FAKE_WORKER, "--check-timeout", "2",
                "--time-timeout", "5", "--jobs", "2", "--keep", "2", "--final-reps", "5"]
        with contextlib.redirect_stderr(io.StringIO()), contextlib.redirect_stdout(io.StringIO()) as out:
            self.assertEqual(devicecli.main(argv), 0)
        return out.getvalue()

    def test_every_config_in_its_bin(self):
        manifest = self.host()
        self.assertEqual(len(manifest["candidates"]), 7)  # 11 - 2 skipped - 2 clang errors
        self.assertEqual(manifest["default_key"], sp.DEFAULT.key())
        self.device()
        rp.merge(self.store, self.out)
        got = {}
        for c in self.store.configs():
            rs = [r for r in self.store.results() if r["key"] == c["key"]]
            if c["status"] in (oc.SKIPPED, oc.COMPILE_ERROR) or not rs:
                got[c["key"]] = (c["status"], c["reason"])
            else:
                w = max(rs, key=lambda r: oc.SEVERITY[r["status"]])
                got[c["key"]] = (w["status"], w["reason"])
        self.assertEqual(got, {cfg.key(): want for cfg, want in EXPECT.items()})
        # ptxas -v resources are recorded, spills included.
        row = self.store.get_config(C(bm=64, bn=64, tm=4, tn=4, stages=1).key())
        self.assertEqual((row["regs"], row["spill_stores"], row["spill_loads"]), (96, 64, 64))
        line = oc.summary_line(rp.config_outcomes(self.store))
        self.assertEqual(line, "Out of 11 configurations, 2 skipped (smem_limit 1, "
                               "threads_too_many 1), 3 failed to compile (clang_error 1, ptxas_smem 1, "
                               "smem_limit 1), 1 failed at run time (CUDA_ERROR_ILLEGAL_ADDRESS 1), "
                               "1 timed out (kernel_timeout 1), 1 gave wrong results (mismatch 1), "
                               "and 3 were timed.")
        # Report: best per size vs default vs cuBLAS; tuned files.
        text, rows = rp.render(self.store, SIZES)
        self.assertIn("FakeGPU", text)
        best = {r["size"]: r["best"]["key"] for r in rows}
        self.assertEqual(best, {256: C(bm=64, bn=64, tm=4, tn=4).key(), 1024: C(bm=64, bn=64, tm=4, tn=4).key()})
        self.assertRegex(text, r"256 +bm64_bn64_bk16_tm4_tn4_pad4_vec1_st2_wtr0_mb1 +291.1 +1042.2 +3.58x +900.0 +309.2%")
        paths = rp.write_tuned(self.store, rows, os.path.join(self.dir, "sgemm_tuned.json"))
        with open(paths[0]) as f:
            doc = json.load(f)
        self.assertEqual(set(doc["sizes"]), {"256", "1024"})
        self.assertIn("-DSGEMM_BM=", " ".join(doc["sizes"]["256"]["flags"]))
        # The launch travels with the flags (bench/suite.py reads it).
        self.assertEqual({k: doc["sizes"]["256"][k] for k in ("grid", "dynamic_smem", "zero_c")},
                         {"grid": "(N/64, M/64, 1)", "dynamic_smem": 0, "zero_c": False})
        with open(paths[1]) as f:
            self.assertTrue(f.read().startswith("-DSGEMM_BM="))

    def test_host_step_resumes(self):
        tunetest.assert_host_resumes(self, self.host, self.store, compiled=9, fail_after=3)

    def test_device_step_resumes_and_merge_is_idempotent(self):
        self.host()
        self.device()
        with open(os.path.join(self.out, "results.jsonl")) as f:
            checks = sum(1 for line in f if '"kind": "check"' in line)
        self.device()
        with open(os.path.join(self.out, "results.jsonl")) as f:
            checks2 = sum(1 for line in f if '"kind": "check"' in line)
        self.assertEqual(checks, checks2)  # the second run re-checked nothing
        rp.merge(self.store, self.out)
        first = [tuple(r)[:5] for r in self.store.results()]
        rp.merge(self.store, self.out)
        self.assertEqual([tuple(r)[:5] for r in self.store.results()], first)

    def test_store_survives_reopen(self):
        self.host()
        n = len(self.store.configs())
        self.store.close()
        self.store = st.Store(os.path.join(self.dir, "tune.sqlite"))
        self.assertEqual(len(self.store.configs()), n)
        self.store.set_meta("x", {"a": 1})
        self.assertEqual(self.store.get_meta("x"), {"a": 1})


if __name__ == "__main__":
    unittest.main(verbosity=2)
