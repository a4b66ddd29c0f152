# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Unit tests of the benchmark's manifest logic (bench/suite.py), variant
specs (smemvec_tools.compile) and bench/summarize.py; standard library only."""
import ast
import os
import sys
import unittest

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
sys.path.insert(0, os.path.join(ROOT, "bench"))
import suite  # noqa: E402
import summarize  # noqa: E402
from smemvec_tools import compile as cc  # noqa: E402


class Evaluate(unittest.TestCase):
    def test_arithmetic(self):
        self.assertEqual(suite.evaluate("n/BS-1", {"n": 4096, "BS": 16}), 255)
        self.assertEqual(suite.evaluate("(4*256+4)*4", {}), 4112)
        self.assertEqual(suite.evaluate(7, {}), 7)

    def test_inexact_division_unknown_name_and_calls_rejected(self):
        with self.assertRaisesRegex(suite.SuiteError, "not exact"):
            suite.evaluate("n/3", {"n": 16})
        with self.assertRaisesRegex(suite.SuiteError, "unknown name 'm'"):
            suite.evaluate("m*2", {"n": 1})
        with self.assertRaisesRegex(suite.SuiteError, "unsupported"):
            suite.evaluate("__import__('os')", {})

    def test_source_macros(self):
        src = "#ifndef SGEMM_BM\n#define SGEMM_BM 128\n#endif\n#define SGEMM_BN (64)\n"
        self.assertEqual(suite.read_source_macros(src, ["SGEMM_BM", "SGEMM_BN", "X"]),
                         {"SGEMM_BM": 128, "SGEMM_BN": 64})


class RealSuite(unittest.TestCase):
    """bench/suite.json resolves and names only existing generators/references."""

    def setUp(self):
        self.suite = suite.load_suite(os.path.join(ROOT, "bench", "suite.json"))
        with open(os.path.join(ROOT, "bench", "references.py")) as f:
            self.funcs = {n.name for n in ast.parse(f.read()).body
                          if isinstance(n, ast.FunctionDef)}

    def test_every_entry_resolves(self):
        for k in self.suite["kernels"]:
            src = os.path.join(ROOT, "bench", "kernels", k["source"])
            macros = {}
            if k.get("macros"):
                if not os.path.exists(src):
                    continue  # another branch's kernel (sgemm.cu)
                with open(src) as f:
                    macros = suite.read_source_macros(f.read(), k["macros"])
            else:
                self.assertTrue(os.path.exists(src), src)
            for c in suite.resolve_entry(k, macros):
                self.assertTrue(all(g >= 1 for g in c["grid"]), k["name"])

    def test_references_and_generators_exist(self):
        for k in self.suite["kernels"]:
            self.assertIn("ref_" + k["reference"], self.funcs, k["name"])
            for a in k["args"]:
                if a["kind"] == "in":
                    self.assertIn("init_" + a.get("init", "uniform"), self.funcs)

    def test_bad_manifest_rejected(self):
        import json
        import tempfile
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            json.dump({"kernels": [{"name": "k", "source": "k.cu", "symbol": "k", "cases": [{}],
                                    "grid": [1, 1, 1], "block": [1, 1, 1],
                                    "args": [{"name": "x", "kind": "in", "dtype": "float8",
                                              "shape": [1]}]}]}, f)
        try:
            with self.assertRaisesRegex(suite.SuiteError, "dtype float8"):
                suite.load_suite(f.name)
        finally:
            os.unlink(f.name)


class InoutArgs(unittest.TestCase):
    """An "inout" array counts as the output to check, is generated as an
    input and resolves like any array (bench/suite.py)."""

    def entry(self, kind):
        return {"name": "k", "source": "k.cu", "symbol": "k", "cases": [{"n": 64}],
                "grid": ["n/32", 1, 1], "block": [32, 1, 1],
                "args": [{"name": "x", "kind": kind, "dtype": "float32", "shape": ["n"]},
                         {"name": "n", "kind": "scalar", "dtype": "int32", "value": "n"}]}

    def test_inout_is_an_output(self):
        suite.validate_entry(self.entry("inout"), "t.json")
        self.assertIn("inout", suite.INPUT_KINDS)
        self.assertIn("inout", suite.OUTPUT_KINDS)
        arg = suite.resolve_entry(self.entry("inout"), {})[0]["args"][0]
        self.assertEqual((arg["kind"], arg["shape"], arg["init"]), ("inout", [64], "uniform"))

    def test_no_output_rejected(self):
        with self.assertRaisesRegex(suite.SuiteError, "no output argument to check"):
            suite.validate_entry(self.entry("in"), "t.json")
        with self.assertRaisesRegex(suite.SuiteError, "kind must be one of"):
            suite.validate_entry(self.entry("both"), "t.json")


class VariantSpec(unittest.TestCase):
    def test_parse(self):
        v = cc.parse_variant_spec("nolsv=plugin:-mllvm -smemvec-lsv=0")
        self.assertEqual((v.name, v.compiler, v.plugin, v.flags),
                         ("nolsv", "clang", True, ["-mllvm", "-smemvec-lsv=0"]))
        self.assertEqual(cc.parse_variant_spec("n=nvcc").compiler, "nvcc")

    def test_errors(self):
        for bad in ("noequals", "x=gcc", "bad name=stock"):
            with self.assertRaises(ValueError):
                cc.parse_variant_spec(bad)

    def test_plugin_options_kept_from_stock(self):
        flags = ["-mllvm", "-smemvec-lsv=0", "-DX=1", "-mllvm", "-unroll-threshold=9"]
        self.assertEqual(cc.drop_plugin_options(flags),
                         ["-DX=1", "-mllvm", "-unroll-threshold=9"])

    def test_error_line_chosen_over_paths_named_error(self):
        err = ("/t/report-errors.cu:1:1: warning: unused [-Wfoo]\n"
               "/t/report-errors.cu:1:20: error: expected ')'\n")
        self.assertEqual(cc.explain_failure(err), "/t/report-errors.cu:1:20: error: expected ')'")

    def test_unknown_flag_explained(self):
        err = "clang (LLVM option parsing): Unknown command line argument '-smemvec-lsv=0'."
        self.assertEqual(cc.explain_failure(err),
                         "unknown flag: Unknown command line argument '-smemvec-lsv=0'")


class Summarize(unittest.TestCase):
    ROWS = [
        {"kernel": "a", "case": "n=1", "variant": "stock", "smem_bound": "1", "median_us": "10"},
        {"kernel": "a", "case": "n=1", "variant": "plugin", "smem_bound": "1", "median_us": "8",
         "speedup_vs_stock": "1.25", "speedup_vs_nvcc": "1.1"},
        {"kernel": "a", "case": "n=1", "variant": "nvcc", "smem_bound": "1", "median_us": "8.8"},
        {"kernel": "b", "case": "n=1", "variant": "stock", "smem_bound": "1", "median_us": "10"},
        {"kernel": "b", "case": "n=1", "variant": "plugin", "smem_bound": "1", "median_us": "12.5",
         "check": "FAIL", "error": "out: rel err 1 > 1e-05"},
        {"kernel": "c", "case": "n=1", "variant": "stock", "smem_bound": "0", "median_us": "10"},
        {"kernel": "c", "case": "n=1", "variant": "plugin", "smem_bound": "0", "median_us": "5"},
    ]

    def test_geomean_over_smem_bound(self):
        md = summarize.markdown(self.ROWS)
        # sqrt(1.25 * 0.8) = 1.0 on the smem-bound pair; all three: (1.25*0.8*2)^(1/3)
        self.assertIn("shared-memory-bound kernels: 1.000×** (2 kernel cases); "
                      "all kernels: 1.260× (3)", md)
        self.assertIn("Plugin slower than stock (> 2%): b n=1 (0.800×)", md)
        self.assertIn("- b n=1 [plugin]: out: rel err 1 > 1e-05", md)
        self.assertIn("| a * | n=1 |", md)
        # Every variant over stock and nvcc; the acceptance check without blunt.
        self.assertIn("| nvcc | 1.136× | 1.136× | – | – | 1 |", md)
        self.assertIn("| plugin | 1.000× | 1.260× | 1.100× | 1.100× | 3 |", md)
        self.assertIn("on every case: 2 of 3 pass.", md)
        self.assertIn("- b n=1: <stock", md)

    def test_blunt_flags(self):
        rows = self.ROWS + [
            {"kernel": "a", "case": "n=1", "variant": "plugin-blunt", "smem_bound": "1",
             "median_us": "7"},
            {"kernel": "c", "case": "n=1", "variant": "plugin-blunt", "smem_bound": "0",
             "median_us": "4.95"},
        ]
        md = summarize.markdown(rows)
        # a: blunt 7 us vs plugin 8 us = 0.875x -> flagged; c: 0.99x -> within 2%.
        self.assertIn("plugin vs blunt", md)
        self.assertIn("| 0.875× | <blunt |", md)
        self.assertIn("| 0.990× |  |", md)
        self.assertIn("of stock and of plugin-blunt on every case: 1 of 3 pass.", md)
        self.assertIn("- a n=1: <blunt", md)
        self.assertIn("- b n=1: <stock", md)
        self.assertIn("| plugin-blunt | 1.429× | 1.699× | 1.257× |", md)


class CompileTime(unittest.TestCase):
    """bench/compile_time.py's verdict on issue 20's bounds."""

    @staticmethod
    def row(unit, t_base, t_new, kratio):
        return {"unit": unit, "kernels": 1, "base_cpu_s": t_base, "new_cpu_s": t_new,
                "base_wall_s": t_base, "new_wall_s": t_new, "base_ptx_bytes": 100,
                "new_ptx_bytes": 150, "max_kernel_ptx_ratio": kratio}

    def test_bounds(self):
        import compile_time
        ok_rows = [self.row("a.cu", 1.0, 1.2, 1.5), self.row("b.cu", 1.0, 1.0, 1.0)]
        md, ok = compile_time.report(ok_rows, "stock", "plugin", 3)
        self.assertTrue(ok)
        self.assertIn("geomean **1.10x** (bound 1.3)", md)
        self.assertIn("| a.cu | 1 | 1.00 | 1.20 | 1.20 | 1.20 | 1.50 | 1.50 |", md)
        # One file at 2.1x fails although the geomean (1.20) is under 1.3; a
        # kernel 4.5x its stock size fails on its own.
        _, ok = compile_time.report([self.row("a.cu", 1.0, 2.1, 1.0)] + ok_rows[1:] * 3,
                                    "stock", "plugin", 3)
        self.assertFalse(ok)
        md, ok = compile_time.report([self.row("a.cu", 1.0, 1.0, 4.5)], "stock", "plugin", 3)
        self.assertFalse(ok)
        self.assertIn("**4.50x** (bound 4.0). **A bound is exceeded.**", md)


if __name__ == "__main__":
    unittest.main()


class NcuCsv(unittest.TestCase):
    """bench/run_bundle.py's reading of `ncu --csv` (details page) output."""

    TEXT = '''==PROF== Connected to process 1234 (/usr/bin/python3.12)
==PROF== Profiling "lud_mwe": 0%....50%....100% - 1 pass
"ID","Process ID","Process Name","Host Name","Kernel Name","Context","Stream","Block Size","Grid Size","Device","CC","Section Name","Metric Name","Metric Unit","Metric Value"
"0","1234","python3.12","127.0.0.1","lud_mwe","1","7","(32, 1, 1)","(65536, 1, 1)","0","9.0","Command line profiler metrics","smsp__sass_inst_executed_op_shared_ld.sum","inst","1,376,256"
"0","1234","python3.12","127.0.0.1","lud_mwe","1","7","(32, 1, 1)","(65536, 1, 1)","0","9.0","Command line profiler metrics","smsp__sass_inst_executed_op_shared_st.sum","inst","983,040"
"1","1234","python3.12","127.0.0.1","sgemm(int, int)","1","7","(256, 1, 1)","(2, 2, 1)","0","9.0","Command line profiler metrics","smsp__sass_inst_executed_op_shared_ld.sum","inst","4096"
==PROF== Disconnected from process 1234
'''

    def test_parse(self):
        import run_bundle
        got = run_bundle.parse_ncu_csv(self.TEXT)
        self.assertEqual(sorted(got), [0, 1])
        self.assertEqual(got[0]["name"], "lud_mwe")
        self.assertEqual(got[0]["smsp__sass_inst_executed_op_shared_ld.sum"], "1376256")
        self.assertEqual(got[0]["smsp__sass_inst_executed_op_shared_st.sum"], "983040")
        self.assertEqual(got[1]["name"], "sgemm")
