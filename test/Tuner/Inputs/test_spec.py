# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The kernel spec (smemvec_tune.spec): parser, safe constraint evaluator,
and the two shipped examples."""
import copy
import json
import os
import unittest

import tunetest
from smemvec_tune import spec as sm

EX = os.path.join(tunetest.SRCROOT, "docs", "examples")
BASE = {
    "source": "k.cu", "kernel": "k",
    "params": {"BS": [32, 64, 128, 2048], "U": [1, 2, 3], "-smemvec-lsv": [0, 1]},
    "constraints": ["BS * U <= 256", "U != 3 or BS == 32"],
    "grid": ["ceil_div(n, BS * U)"], "block": ["BS"],
    "buffers": {"x": {"dtype": "float32", "shape": ["n"]},
                "y": {"dtype": "float32", "shape": ["n"], "init": "nan", "out": True}},
    "args": ["x", "y", "int32:n"],
    "reference": {"numpy": "x * 2"},
    "sizes": [{"n": 1000}],
}


def mk(**over):
    d = copy.deepcopy(BASE)
    d.update(over)
    return sm.Spec(d)


class ExprTest(unittest.TestCase):
    def test_arithmetic_and_logic(self):
        e = sm.Expr("a % 4 == 0 and (b // 2 > 1 or not c) if a else -1", {"a", "b", "c"})
        self.assertIs(e({"a": 8, "b": 4, "c": True}), True)
        self.assertIs(e({"a": 6, "b": 4, "c": True}), False)
        self.assertEqual(e({"a": 0, "b": 0, "c": 0}), -1)
        self.assertEqual(sm.Expr("min(a, 3) * max(a, 3) + ceil_div(a, 4)", {"a"})({"a": 5}), 17)
        self.assertIs(sm.Expr("1 < a <= 3", {"a"})({"a": 4}), False)

    def test_unsafe_expressions_are_rejected_with_the_construct(self):
        for text, why in [("__import__('os').system('x')", "call of __import__"),
                          ("a.__class__", "Attribute"), ("a[0]", "Subscript"),
                          ("(lambda: 1)()", "call of"), ("[i for i in a]", "ListComp"),
                          ("open('f')", "call of open"), ("eval('1')", "call of eval"),
                          ("a := 3", "syntax error")]:
            with self.assertRaises(sm.SpecError) as e:
                sm.Expr(text, {"a"}, "constraint")
            msg = str(e.exception)
            self.assertIn("constraint %r" % text, msg)
            self.assertIn(why, msg)

    def test_unknown_name(self):
        with self.assertRaises(sm.SpecError) as e:
            sm.Expr("BX * 2", {"BS"}, "constraint")
        self.assertIn("unknown name 'BX' (known: BS)", str(e.exception))

    def test_runtime_errors_are_spec_errors(self):
        with self.assertRaises(sm.SpecError) as e:
            sm.Expr("a // b", {"a", "b"})({"a": 1, "b": 0})
        self.assertIn("ZeroDivisionError", str(e.exception))
        with self.assertRaises(sm.SpecError) as e:
            sm.Expr("2 ** a", {"a"})({"a": 10 ** 6})
        self.assertIn("too large", str(e.exception))


class SpecTest(unittest.TestCase):
    def test_configurations_and_named_skips(self):
        s = mk()
        got = s.configurations()
        self.assertEqual(len(got), 4 * 3 * 2)
        skipped = {(c["BS"], c["U"]): r for c, r in got if r}
        self.assertEqual(skipped[(128, 3)], "constraint: BS * U <= 256")
        self.assertEqual(skipped[(64, 3)], "constraint: U != 3 or BS == 32")
        self.assertNotIn((32, 3), skipped)
        self.assertEqual(sum(1 for _, r in got if r is None), 2 * (3 + 2 + 2))  # BS=32: U 1-3; 64, 128: U 1-2

    def test_flags_macros_and_knobs_alike(self):
        s = mk()
        self.assertEqual(s.flags({"BS": 64, "U": 2, "-smemvec-lsv": 0}),
                         ["-DBS=64", "-DU=2", "-mllvm", "-smemvec-lsv=0"])

    def test_launch_dims_and_physical_limit(self):
        s = mk()
        self.assertEqual(s.launch_dims({"BS": 64, "U": 2}, {"n": 1000}), ((8,), (64,)))
        with self.assertRaises(sm.SpecError) as e:
            s.launch_dims({"BS": 2048, "U": 1}, {"n": 1000})
        self.assertIn("threads_too_many", str(e.exception))

    def test_launch_as_numbers(self):
        s = mk(shared_mem="BS * 4", args=["x", "y", "int32:n", "int64:n * U"],
               size_constraints=["n % BS == 0"], sizes=[{"n": 1024}, {"n": 1000}])
        cfg = {"BS": 64, "U": 2, "-smemvec-lsv": 0}
        self.assertEqual(s.launch(cfg, {"n": 1024}), {
            "grid": [8], "block": [64], "shared": 256,
            "buffers": {"x": {"dtype": "float32", "shape": [1024], "init": "random", "out": False},
                        "y": {"dtype": "float32", "shape": [1024], "init": "nan", "out": True}},
            "args": [["buffer", "x"], ["buffer", "y"], ["int32", 1024], ["int64", 2048]]})
        self.assertIsNone(s.size_skip(cfg, {"n": 1024}))
        self.assertEqual(s.size_skip(cfg, {"n": 1000}), "size constraint: n % BS == 0")
        self.assertEqual(s.size_skip({"BS": 2048, "U": 1}, {"n": 2048}), "threads_too_many")
        self.assertEqual(sm.key(cfg), "BS=64 U=2 -smemvec-lsv=0")
        self.assertEqual(sm.size_label({"M": 1, "N": 2}), "M=1,N=2")
        self.assertEqual(sm.stem("docs/examples/stencil2d.tune.toml"), "stencil2d")
        self.assertEqual(s.default, {"BS": 32, "U": 1, "-smemvec-lsv": 0})  # first values

    def test_bad_specs_name_the_field(self):
        cases = [
            (dict(kernel=3), "kernel: 3 is not of type 'string'"),
            (dict(params={}), "params: {} should be non-empty"),
            (dict(params={"BS": 4}), "params.BS: 4 is not of type 'array'"),
            (dict(params={"-mllvm x": [1]}), "'-mllvm x' does not match"),
            (dict(grid=[]), "grid: [] should be non-empty"),
            (dict(block=["BS.bit_length()"]), "block[0]: block 'BS.bit_length()': call of BS.bit_length"),
            (dict(buffers={"x": {"dtype": "float8", "shape": ["n"], "out": True}}),
             "buffers.x.dtype: 'float8' is not one of"),
            (dict(buffers={"x": {"dtype": "float32", "shape": ["n"]}}), "none is marked"),
            (dict(args=["z"]), "args[0]: 'z' is neither a buffer"),
            (dict(reference={}), "reference: give exactly one of"),
            (dict(sizes=[{"n": 1}, {"m": 2}]), "sizes[1]: every entry needs the same names"),
            (dict(constraints=["import os"]), "constraints[0]: constraint 'import os': syntax error"),
            # issue 21: a string where a list belongs is not iterated character by character
            (dict(constraints="BS <= 256"), "constraints: 'BS <= 256' is not of type 'array'"),
            (dict(sizes=[{"n": -4}]), "sizes[0].n: -4 is less than the minimum of 1"),
            (dict(sizes=[{"n": 0}]), "sizes[0].n: 0 is less than the minimum of 1"),
            (dict(sizes=[{"n": 10 ** 12}]), "sizes[0].n: 1000000000000 is greater than the maximum"),
            (dict(tolerence=1e-3), "tolerence: unknown key (did you mean 'tolerance'?)"),
            (dict(buffers={"y": {"dtype": "float32", "shape": ["n"], "out": True, "inti": "nan"}}),
             "buffers.y.inti: unknown key (did you mean 'init'?)"),
        ]
        for over, want in cases:
            with self.assertRaises(sm.SpecError, msg=str(over)) as e:
                mk(**over)
            self.assertIn(want, str(e.exception))

    def test_all_errors_at_once_with_key_paths(self):
        with self.assertRaises(sm.SpecError) as e:
            mk(tolerence=1e-3, constraints="BS > 2", sizes=[{"n": -1}])
        self.assertEqual(str(e.exception).splitlines(), [
            "3 problems:",
            "  constraints: 'BS > 2' is not of type 'array'",
            "  sizes[0].n: -1 is less than the minimum of 1",
            "  tolerence: unknown key (did you mean 'tolerance'?) (known: $schema, args, baseline, block, "
            "buffers, constraints, default, grid, kernel, params, reference, shared_mem, size_constraints, "
            "sizes, source, tolerance)"])
        with self.assertRaises(sm.SpecError) as e:  # past the schema: every expression's error
            mk(grid=["n // BX"], block=["BS +"], args=["x", "q"])
        self.assertEqual([l.split(":")[0].strip() for l in str(e.exception).splitlines()[1:]],
                         ["grid[0]", "block[0]", "args[1]"])

    def test_launches_no_gpu_can_make_are_errors(self):
        """Grid 0, negative shared memory, negative shapes, oversized
        buffers and out-of-range scalars name the field, the configuration
        and the size; hardware limits that depend on the configuration are
        named skips."""
        cfg, size = {"BS": 64, "U": 1, "-smemvec-lsv": 0}, {"n": 1000}
        cases = [(dict(grid=["0"]), "grid[0] '0' = 0 at BS=64 U=1 -smemvec-lsv=0, n=1000: must be in"),
                 (dict(grid=["n - 2000"]), "grid[0] 'n - 2000' = -1000"),
                 (dict(shared_mem="-BS"), "shared_mem '-BS' = -64"),
                 (dict(buffers={"x": {"dtype": "float32", "shape": ["n"]},
                                "y": {"dtype": "float32", "shape": ["n - 1001"], "out": True}}),
                  "buffers.y.shape[0] 'n - 1001' = -1"),
                 (dict(buffers={"x": {"dtype": "float32", "shape": ["n"]},
                                "y": {"dtype": "float64", "shape": ["n", "n", "n", "n"], "out": True}}),
                  "more than 128 GiB"),
                 (dict(args=["x", "y", "int32:n * n * n * n"]), "args[2] int32:n * n * n * n = 1000000000000"),
                 (dict(grid=["n / 3"]), "= 333.33")]
        for over, want in cases:
            with self.assertRaises(sm.SpecError, msg=str(over)) as e:
                mk(**over).launch(cfg, size)
            self.assertIn(want, str(e.exception))
            self.assertNotIsInstance(e.exception, sm.SkipReason)
        self.assertEqual(mk(shared_mem="BS * 4096").size_skip(cfg, size), "shared_mem_too_large")
        self.assertEqual(mk(grid=["1", "n * 100"]).size_skip(cfg, size), "grid_too_large")
        self.assertEqual(mk(block=["BS", "1", "128"]).size_skip(cfg, size), "threads_too_many")
        self.assertEqual(mk(block=["1", "1", "BS + 1"]).size_skip(cfg, size), "block_too_large")

    def test_count_space_matches_the_listed_space(self):
        """count_space (a pruned, memoized walk) gives the same total, valid
        count and reasons as listing every configuration, on the SGEMM
        spec's constraints over a smaller product, and each listed reason
        is skip_reason's."""
        import collections
        g = sm.load(os.path.join(EX, "sgemm.tune.json"))
        g.params = {k: v[:2] if len(v) > 2 else v for k, v in g.params.items()}
        listed = g.configurations()
        total, valid, reasons = g.count_space()
        self.assertEqual(total, len(listed))
        self.assertEqual(valid, sum(1 for _, r in listed if r is None))
        self.assertEqual(reasons, collections.Counter(r for _, r in listed if r))
        self.assertTrue(reasons)
        for cfg, r in listed[::97]:
            self.assertEqual(g.skip_reason(cfg), r)
            self.assertEqual(list(cfg), list(g.params))  # keys in spec order

    def test_large_space_is_sampled_not_listed(self):
        import random
        import time
        from smemvec_tune import spechost
        g = sm.load(os.path.join(EX, "sgemm.tune.json"))
        t0 = time.time()
        cands, skipped, runs, strategy = spechost.select(g, 6, random.Random(1))
        self.assertLess(time.time() - t0, 10)  # 10 million configurations are never listed
        self.assertEqual(strategy, "sampled (6 of 4191264 valid of 10616832 configurations, --budget)")
        self.assertEqual(cands[0].values, g.default)  # the default first
        self.assertEqual(len(cands), 6)
        self.assertTrue(all(r for _, r in skipped))  # rejected draws keep their reason
        self.assertTrue(all(runs[c.key()] for c in cands))

    def test_shipped_examples_load(self):
        g = sm.load(os.path.join(EX, "sgemm.tune.json"))
        self.assertTrue(os.path.exists(g.source), g.source)
        self.assertEqual(g.kernel, "sgemm")
        total, valid, reasons = g.count_space()  # 10 million: counted, not listed
        self.assertEqual((total, valid), (10616832, 4191264))
        self.assertEqual(sum(reasons.values()), total - valid)
        import random
        rng = random.Random(1)
        ok = [c for c in (g.sample(rng) for _ in range(400)) if g.skip_reason(c) is None]
        self.assertTrue(ok)
        self.assertIn("-mllvm", g.flags(ok[0]) + g.flags(ok[-1]))
        st = sm.load(os.path.join(EX, "stencil2d.tune.toml"))
        self.assertTrue(os.path.exists(st.source), st.source)
        self.assertEqual(st.launch_dims({"TX": 128, "TY": 8}, {"n": 1024}), ((8, 128), (32, 8)))
        skipped = {(c["TX"], c["TY"]): r for c, r in st.configurations() if r}
        self.assertEqual(skipped[(256, 32)], "constraint: (TX // 4) * TY <= 1024")
        self.assertNotIn((32, 2), skipped)  # 16 threads: fine

    def test_unparsable_file_names_the_file(self):
        p = os.path.join(os.environ.get("TMPDIR", "/tmp"), "smemvec-bad-spec.json")
        with open(p, "w") as f:
            f.write("{")
        with self.assertRaises(sm.SpecError) as e:
            sm.load(p)
        self.assertIn("smemvec-bad-spec.json: cannot parse", str(e.exception))


if __name__ == "__main__":
    unittest.main(verbosity=2)
