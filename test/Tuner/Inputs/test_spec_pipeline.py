# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""A spec kernel (docs/examples/stencil2d.tune.toml) through the whole flow
with fake clang, ptxas and GPU worker: compile --spec -> device step ->
merge -> report. Every outcome bin is reached (behaviours: fake_clang.py),
interrupted host and device steps resume, merge is idempotent, and a bad
spec file is a clear error naming the field."""
import contextlib
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

import tunetest
from smemvec_tune import cli
from smemvec_tune import devicecli
from smemvec_tune import hostcompile as hc
from smemvec_tune import outcome as oc
from smemvec_tune import report as rp
from smemvec_tune import spec as sm
from smemvec_tune import spechost
from smemvec_tune import store as st

EXAMPLE = os.path.join(tunetest.SRCROOT, "docs", "examples", "stencil2d.tune.toml")


def K(tx, ty, lsv=1):
    return "TX=%d TY=%d -smemvec-lsv=%d" % (tx, ty, lsv)


# (TX, TY) -> (bin, reason); both -smemvec-lsv values alike.
EXPECT = {(256, 32): (oc.SKIPPED, "constraint: (TX // 4) * TY <= 1024"),
          (32, 4): (oc.COMPILE_ERROR, "clang_error"),
          (256, 16): (oc.COMPILE_ERROR, "ptxas_smem"),
          (128, 2): (oc.RUNTIME_ERROR, "CUDA_ERROR_ILLEGAL_ADDRESS"),
          (32, 32): (oc.TIMEOUT, "kernel_timeout"),
          (64, 32): (oc.WRONG, "mismatch")}
SUMMARY = ("Out of 40 configurations, 2 skipped (constraint: (TX // 4) * TY <= 1024 2), "
           "4 failed to compile (clang_error 2, ptxas_smem 2), 2 failed at run time "
           "(CUDA_ERROR_ILLEGAL_ADDRESS 2), 2 timed out (kernel_timeout 2), "
           "2 gave wrong results (mismatch 2), and 28 were timed.")


class SpecPipelineTest(unittest.TestCase):
    """The whole flow runs once (setUpClass: `smemvec-tune compile --spec`
    as a user types it, then one device step); each test that starts from
    it works on its own copy (bundle, device output, store). Before, five
    tests each compiled the 40 configurations again and four ran the device
    step again: the same checks, now 2 host and 2 device steps instead of 6
    and 5."""

    @classmethod
    def setUpClass(cls):
        cls.base_tmp = tempfile.TemporaryDirectory()
        cls.base = cls.base_tmp.name
        b, o, db = (os.path.join(cls.base, n) for n in ("bundle", "out", "tune.sqlite"))
        cls.compile_rc, cls.compile_out, _ = cls._cli("compile", "--spec", EXAMPLE, "--clang", tunetest.FAKE_CLANG,
                                                      "--plugin", "", "--cuda-path", "", "--bundle", b, "--db", db)
        cls.summary, cls.manifest = None, None
        if cls.compile_rc == 0:
            cls.summary = cls._device(b, o)
            with open(os.path.join(b, "manifest.json")) as f:
                cls.manifest = json.load(f)

    @classmethod
    def tearDownClass(cls):
        cls.base_tmp.cleanup()

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = self.tmp.name
        self.bundle = os.path.join(self.dir, "bundle")
        self.out = os.path.join(self.dir, "out")
        self.db = os.path.join(self.dir, "tune.sqlite")
        self.spec = sm.load(EXAMPLE)
        self.tc = hc.Toolchain(clang=tunetest.FAKE_CLANG, plugin="", cuda_path="", kernel=self.spec.source)
        self.store = st.Store(self.db)

    def tearDown(self):
        self.store.close()
        self.tmp.cleanup()

    def from_flow(self):
        """This test's copy of setUpClass's flow: the compiled bundle, the
        store the host step filled and the device step's output. -> manifest"""
        self.assertEqual(self.compile_rc, 0, self.compile_out)
        self.assertIsNotNone(self.summary)
        self.store.close()
        os.remove(self.db)
        for n in ("bundle", "out"):
            shutil.copytree(os.path.join(self.base, n), os.path.join(self.dir, n))
        shutil.copy(os.path.join(self.base, "tune.sqlite"), self.db)
        self.store = st.Store(self.db)
        return self.manifest

    def host(self, run=subprocess.run):
        with contextlib.redirect_stderr(io.StringIO()):
            return spechost.build_bundle(self.spec, EXAMPLE, self.tc, self.bundle, self.store, jobs=2, run=run)

    @staticmethod
    def _device(bundle, out, *extra):
        argv = [bundle, "--out", out, "--ptxas", sys.executable + " " + tunetest.FAKE_PTXAS,
                "--worker", sys.executable + " " + tunetest.FAKE_WORKER, "--check-timeout", "1",
                "--time-timeout", "5", "--jobs", "2", "--keep", "2", "--final-reps", "5"] + list(extra)
        with contextlib.redirect_stderr(io.StringIO()), contextlib.redirect_stdout(io.StringIO()) as out:
            rc = devicecli.main(argv)  # the one device entry picks the spec step
        if rc != 0:
            raise AssertionError("device step: exit %d: %s" % (rc, out.getvalue()))
        return out.getvalue()

    def device(self, *extra):
        return self._device(self.bundle, self.out, *extra)

    def test_every_outcome_bin_merge_and_report(self):
        m = self.from_flow()
        self.assertEqual(m["kind"], "tune-spec")
        self.assertEqual(m["default_key"], K(128, 8))
        self.assertEqual(m["sizes"], ["n=1024", "n=4096"])
        self.assertEqual(len(m["candidates"]), 40 - 2 - 2)  # skips and clang errors stay on the host
        c = next(c for c in m["candidates"] if c["key"] == K(64, 8, 0))
        self.assertEqual(c["launch"]["n=4096"]["grid"], [64, 512])
        self.assertEqual(c["launch"]["n=4096"]["block"], [16, 8])
        self.assertEqual(c["launch"]["n=4096"]["args"], [["buffer", "inp"], ["buffer", "out"], ["int32", 4096]])
        self.assertEqual(c["launch"]["n=4096"]["buffers"]["out"],
                         {"dtype": "float32", "shape": [4096, 4096], "init": "nan", "out": True})
        self.assertIn("-mllvm", m["compile_argv_example"])
        summary = self.summary
        self.assertIn("n=1024: best", summary)
        counts = rp.merge(self.store, self.out)
        self.assertEqual(counts["spec"], 1)
        got = {}
        for o_key, o in zip([c["key"] for c in self.store.configs()], rp.config_outcomes(self.store)):
            got[o_key] = (o.status, o.reason)
        for (tx, ty), want in EXPECT.items():
            for lsv in (0, 1):
                self.assertEqual(got[K(tx, ty, lsv)], want, K(tx, ty, lsv))
        self.assertEqual(got[K(128, 8)], (oc.TIMED, ""))
        self.assertEqual(oc.summary_line(rp.config_outcomes(self.store)), SUMMARY)
        # ptxas -v resources of the spec's entry are recorded.
        self.assertEqual(self.store.get_config(K(64, 8))["regs"], 96)
        # Report: best per size vs the default; the fake's fastest is TX=64 TY=8 with lsv on.
        text, rows = rp.render(self.store, m["sizes"], spec={"name": "stencil2d", "kernel": "stencil2d",
                                                             "default_key": m["default_key"]})
        self.assertEqual([r["best"]["key"] for r in rows], [K(64, 8), K(64, 8)])
        self.assertRegex(text, r"n=1024 +TX=64 TY=8 -smemvec-lsv=1 +1000.0 +2000.0 +2.00x\n")
        self.assertRegex(text, r"n=4096 +TX=64 TY=8 -smemvec-lsv=1 +4000.0 +8000.0 +2.00x\n")
        self.assertIn("all sizes: " + SUMMARY, text)
        self.assertIn("n=4096, kernels run on the GPU: Out of 34 configurations", text)
        self.assertNotIn("cuBLAS", text)
        paths = rp.write_results(self.store, m["sizes"], text, self.dir, "2026-11-30",
                                 prefix="tune-spec-stencil2d")
        self.assertEqual([os.path.basename(p) for p in paths],
                         ["tune-spec-stencil2d-2026-11-30.txt", "tune-spec-stencil2d-2026-11-30.csv"])
        with open(paths[1]) as f:
            csv_text = f.read()
        self.assertIn("TX=64 TY=8 -smemvec-lsv=1,n=1024,timed", csv_text)
        # every failure has its reason in the CSV, those that never ran too
        self.assertIn("TX=32 TY=4 -smemvec-lsv=1,,compile_error,clang_error,", csv_text)
        self.assertIn("TX=256 TY=16 -smemvec-lsv=0,,compile_error,ptxas_smem,", csv_text)
        self.assertIn("TX=256 TY=32 -smemvec-lsv=1,,skipped,constraint: (TX // 4) * TY <= 1024,", csv_text)
        self.assertIn("TX=128 TY=2 -smemvec-lsv=1,n=1024,runtime_error,CUDA_ERROR_ILLEGAL_ADDRESS,", csv_text)
        # KernelTuner cache files: one per size, every configuration with its params
        kt = rp.write_kt_cache(self.store, self.spec.sizes, self.spec, os.path.join(self.dir, "kt"))
        self.assertEqual([os.path.basename(p) for p in kt], ["kt_n1024.json", "kt_n4096.json"])
        with open(kt[0]) as f:
            doc = json.load(f)
        self.assertEqual((doc["schema_version"], doc["tune_params_keys"], doc["objective"], doc["problem_size"]),
                         ("1.0.0", ["TX", "TY", "-smemvec-lsv"], "time", [1024]))
        self.assertEqual(doc["tune_params"], {"TX": [32, 64, 128, 256], "TY": [2, 4, 8, 16, 32], "-smemvec-lsv": [1, 0]})
        self.assertEqual(doc["cache"]["64,8,1"]["time"], 1.0)  # ms
        self.assertEqual((doc["cache"]["64,8,1"]["TX"], doc["cache"]["64,8,1"]["times"]), (64, [1.0]))
        self.assertEqual(doc["cache"]["32,4,1"]["time"], "CompilationFailedConfig")
        self.assertEqual(doc["cache"]["256,32,1"]["time"], "InvalidConfig")
        self.assertEqual(doc["cache"]["128,2,1"]["time"], "RuntimeFailedConfig")
        self.assertEqual(doc["cache"]["64,32,1"]["smemvec_reason"], "mismatch")
        self.assertEqual(len(doc["cache"]), 40)

    def test_host_step_resumes(self):
        tunetest.assert_host_resumes(self, self.host, self.store, compiled=38, fail_after=5)

    def test_device_step_resumes_and_merge_is_idempotent(self):
        self.from_flow()
        path = os.path.join(self.out, "results.jsonl")
        with open(path) as f:
            lines = f.readlines()
        checks = [line for line in lines if '"kind": "check"' in line]
        # Interrupted after half the checks, the last line cut in the middle.
        cut = lines.index(checks[len(checks) // 2])
        with open(path, "w") as f:
            f.writelines(lines[:cut])
            f.write(lines[cut][:20])
        before = sum(1 for line in lines[:cut] if '"kind": "check"' in line)
        self.device()
        with open(path) as f:
            after = [line for line in f if '"kind": "check"' in line]
        self.assertEqual(len(after), len(checks))  # the rerun checked only what was missing
        self.assertLess(before, len(checks))
        rp.merge(self.store, self.out)
        first = [tuple(r)[:5] for r in self.store.results()]
        rp.merge(self.store, self.out)
        self.assertEqual([tuple(r)[:5] for r in self.store.results()], first)
        self.assertEqual(oc.summary_line(rp.config_outcomes(self.store)), SUMMARY)

    @staticmethod
    def _cli(*argv):
        err, out = io.StringIO(), io.StringIO()
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
            rc = cli.main(list(argv))
        return rc, out.getvalue(), err.getvalue()

    def cli(self, *argv):
        return self._cli(*argv)

    def test_command_line(self):
        # compile as setUpClass typed it, its device step; then merge and report here
        self.from_flow()
        rc, out = self.compile_rc, self.compile_out
        self.assertEqual(rc, 0)
        self.assertIn("spec stencil2d: strategy exhaustive; 36 candidates compiled", out)
        self.assertIn("host step: Out of 40 configurations, 2 skipped", out)
        self.assertRegex(out, r"\n  clang_error \(2\): .+  \[first: TX=32 TY=4 -smemvec-lsv=0\]\n")
        rc, out, _ = self.cli("merge", self.out, "--db", self.db)
        self.assertEqual(rc, 0)
        self.assertIn("1 spec", out)
        rc, out, _ = self.cli("report", "--spec", EXAMPLE, "--db", self.db, "--results-dir", self.dir,
                              "--stamp", "S")
        self.assertEqual(rc, 0)
        self.assertIn("spec stencil2d: kernel stencil2d; default TX=128 TY=8 -smemvec-lsv=1", out)
        self.assertIn("all sizes: " + SUMMARY, out)
        self.assertTrue(os.path.exists(os.path.join(self.dir, "tune-spec-stencil2d-S.csv")))
        # --write-tuned writes beside the store unless told (never into the source tree)
        rc, out, _ = self.cli("report", "--spec", EXAMPLE, "--db", self.db, "--write-tuned")
        self.assertEqual(rc, 0)
        self.assertIn("wrote " + os.path.join(self.dir, "tuned.json"), out)
        rc, out, _ = self.cli("report", "--spec", EXAMPLE, "--db", self.db, "--kt-cache", os.path.join(self.dir, "k"))
        self.assertIn("wrote " + os.path.join(self.dir, "k_n4096.json"), out)
        try:
            import matplotlib  # noqa: F401
            png = os.path.join(self.dir, "search.png")
            rc, out, _ = self.cli("report", "--spec", EXAMPLE, "--db", self.db, "--plot", png)
            self.assertEqual(rc, 0)
            with open(png, "rb") as f:
                self.assertEqual(f.read(8), b"\x89PNG\r\n\x1a\n")
        except ImportError:
            # said first, before the store is even opened
            rc, _, err = self.cli("report", "--spec", EXAMPLE, "--db", os.path.join(self.dir, "never.sqlite"),
                                  "--plot", os.path.join(self.dir, "x.png"))
            self.assertEqual(rc, 2)
            self.assertIn("--plot needs matplotlib", err)
            self.assertFalse(os.path.exists(os.path.join(self.dir, "never.sqlite")))
        # a store with nothing timed: the report says so and exits 1
        rc, _, err = self.cli("report", "--spec", EXAMPLE, "--db", os.path.join(self.dir, "empty.sqlite"))
        self.assertEqual(rc, 1)
        self.assertIn("nothing timed", err)
        tuned = os.path.join(self.dir, "stencil2d_tuned.json")
        rc, out, _ = self.cli("report", "--spec", EXAMPLE, "--db", self.db, "--write-tuned", "--tuned-path", tuned)
        self.assertEqual(rc, 0)
        with open(tuned) as f:
            doc = json.load(f)
        self.assertEqual((doc["kernel"], doc["spec"]), ("bench/kernels/stencil2d.cu", "docs/examples/stencil2d.tune.toml"))
        # one format (bench/suite.py reads SGEMM's): every size by its values ("shapes"), the
        # square ones (every value equal: here all) by that value ("sizes")
        self.assertEqual((sorted(doc["shapes"]), sorted(doc["sizes"])), (["1024", "4096"], ["1024", "4096"]))
        e = doc["sizes"]["4096"]
        self.assertEqual(e["flags"], ["-DTX=64", "-DTY=8", "-mllvm", "-smemvec-lsv=1"])
        self.assertEqual((e["time_us"], e["default_us"], e["size"], e["shape"]), (4000.0, 8000.0, {"n": 4096}, [4096]))
        # the launch travels with the tuned entry
        self.assertEqual((e["defines"], e["knobs"], e["grid"], e["block"], e["threads"], e["dynamic_smem"], e["zero_c"]),
                         ({"TX": 64, "TY": 8}, {"-smemvec-lsv": 1}, [64, 512], [16, 8], 128, 0, False))
        self.assertIn("wrote " + os.path.join(self.dir, "stencil2d_tuned_1024.flags"), out)
        with open(os.path.join(self.dir, "stencil2d_tuned_1024.flags")) as f:
            self.assertEqual(f.read(), "-DTX=64 -DTY=8 -mllvm -smemvec-lsv=1\n")

    def test_store_survives_reopen(self):
        self.from_flow()
        n = len(self.store.configs())
        self.store.close()
        self.store = st.Store(self.db)
        self.assertEqual(len(self.store.configs()), n)
        self.store.set_meta("x", {"a": 1})
        self.assertEqual(self.store.get_meta("x"), {"a": 1})

    def test_bad_spec_files_name_the_field(self):
        with open(EXAMPLE, "rb") as f:
            import tomllib
            good = tomllib.load(f)
        good["source"] = self.spec.source
        cases = [({"params": {"TX": 32}}, "params.TX: 32 is not of type 'array'"),
                 ({"default": {"TZ": 1}}, "default.TZ: not a param"),
                 ({"default": {"TX": 48}}, "default.TX: 48 is not one of its values"),
                 ({"tolerance": "tight"}, "tolerance: 'tight' is not of type 'number'"),
                 ({"sizes": [{"n": "big"}]}, "sizes[0].n: 'big' is not of type 'integer'"),
                 ({"grid": ["n // TZ"]}, "grid[0]: grid 'n // TZ': unknown name 'TZ'"),
                 ({"buffers": {"out": {"dtype": "float32", "shape": ["n"], "init": "ones", "out": True}}},
                  "buffers.out.init: 'ones' is not one of"),
                 ({"reference": {"kernel": "ref", "params": [1]}}, "reference: give exactly one of"),
                 ({"reference": {"numpy": "inp +"}}, "reference.numpy: 'inp +': syntax error"),
                 ({"grid": ["0", "n // TY"]}, "grid[0] '0' = 0 at TX=32 TY=2 -smemvec-lsv=1, n=1024: must be in"),
                 ({"shared_mem": "-4"}, "shared_mem '-4' = -4 at"),
                 ({"buffers": {"inp": {"dtype": "float32", "shape": ["-n"]},
                               "out": {"dtype": "float32", "shape": ["n"], "out": True}}},
                  "buffers.inp.shape[0] '-n' = -1024 at")]
        for over, want in cases:
            d = dict(good, **over)
            p = os.path.join(self.dir, "bad.tune.json")
            with open(p, "w") as f:
                json.dump(d, f)
            rc, _, err = self.cli("compile", "--spec", p, "--clang", tunetest.FAKE_CLANG, "--plugin", "",
                                  "--bundle", self.bundle, "--db", self.db)
            self.assertEqual(rc, 2, over)
            self.assertIn(want, err)
            self.assertTrue(err.startswith("smemvec-tune: error: "), err)
            self.assertNotIn("Traceback", err)
            self.assertFalse(os.path.exists(os.path.join(self.bundle, "manifest.json")), over)  # nothing bundled
        rc, _, err = self.cli("compile", "--spec", os.path.join(self.dir, "missing.toml"), "--db", self.db)
        self.assertEqual(rc, 2)
        self.assertIn("missing.toml: cannot read", err)

    def test_reference_kernel(self):
        # A reference kernel is compiled without the plugin (stock clang),
        # launched per size with the reference params, and assembled on the
        # device; one that does not compile is an error naming it.
        with open(EXAMPLE, "rb") as f:
            import tomllib
            d = tomllib.load(f)
        d["source"] = self.spec.source
        d["params"] = {"TX": [64], "TY": [8], "-smemvec-lsv": [0, 1]}
        d["reference"] = {"kernel": "stencil2d", "params": {"TY": 16}}
        del d["default"]
        self.spec = sm.Spec(d)
        self.tc.plugin = "/plugin/SmemVec.so"
        calls = []

        def run(argv, **kw):
            calls.append(argv)
            return subprocess.run(argv, **kw)
        m = self.host(run)
        ref = m["spec"]["reference"]
        self.assertEqual(ref["launch"]["n=1024"]["block"], [16, 16])  # TX=64 (default), TY=16 (its own)
        ref_argv = next(a for a in calls if "-DTY=16" in a)
        self.assertFalse([a for a in ref_argv if "plugin" in a or a.startswith("-smemvec")], ref_argv)
        self.assertTrue(all("-fpass-plugin=/plugin/SmemVec.so" in a for a in calls if a is not ref_argv))
        out = self.device()
        self.assertIn("device step: Out of 2 configurations", out)
        d["reference"] = {"kernel": "stencil2d", "params": {"TX": 32, "TY": 4}}
        with self.assertRaises(sm.SpecError) as e, contextlib.redirect_stderr(io.StringIO()):
            spechost.build_bundle(sm.Spec(d), EXAMPLE, self.tc, self.bundle, self.store, run=run)
        self.assertIn("reference.kernel 'stencil2d' (stencil2d.cu, -DTX=32 -DTY=4): does not compile: "
                      "clang_error use of undeclared identifier 'tiel'", str(e.exception))

    def test_unknown_plugin_knob_is_a_compile_error(self):
        with open(EXAMPLE, "rb") as f:
            import tomllib
            d = tomllib.load(f)
        d["source"] = self.spec.source
        d["params"] = {"TX": [64], "TY": [8], "-smemvec-bogus-knob": [1]}
        del d["default"]
        self.spec = sm.Spec(d)
        m = self.host()
        self.assertEqual(m["host_outcomes"], {"TX=64 TY=8 -smemvec-bogus-knob=1": [
            oc.COMPILE_ERROR, "knob_unavailable",
            "clang (LLVM option parsing): Unknown command line argument '-smemvec-bogus-knob=1'."]})

    def test_size_constraint_and_threads_skips(self):
        with open(EXAMPLE, "rb") as f:
            import tomllib
            d = tomllib.load(f)
        d["source"] = self.spec.source
        d["constraints"] = []
        d["sizes"] = [{"n": 256}, {"n": 96}]
        cands, skipped, runs, _ = spechost.select(sm.Spec(d), 1000, None)
        why = dict((c.key(), r) for c, r in skipped)
        self.assertEqual(why[K(256, 32)], "threads_too_many")  # 64 x 32 threads at n=256 (first size)
        self.assertEqual(runs[K(64, 8)], ["n=256"])  # 96 % 64 != 0: runs at one size only
        self.assertEqual(runs[K(32, 8)], ["n=256", "n=96"])
        d["sizes"] = [{"n": 96}]
        cands, skipped, runs, _ = spechost.select(sm.Spec(d), 1000, None)
        why = dict((c.key(), r) for c, r in skipped)
        self.assertEqual(why[K(128, 8)], "size constraint: n % TX == 0 and n % TY == 0")
        self.assertEqual(len(cands), 2 * 5)  # only TX=32 divides 96, with every TY (2 .. 32)


if __name__ == "__main__":
    unittest.main(verbosity=2)
