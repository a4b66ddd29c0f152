# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Search strategies: exhaustive for small spaces, budgeted sampling with a
knob sweep for large ones, successive halving on the device side."""
import random
import unittest

import tunetest  # noqa: F401
from smemvec_tune import knobs as kb
from smemvec_tune import search
from smemvec_tune import space as sp
from smemvec_tune import validate as va

REG = kb.KnobRegistry.assume_all()


class SelectTest(unittest.TestCase):
    def test_small_space_is_exhaustive(self):
        space = sp.Space({"bm": (64, 128), "bn": (64, 128), "bk": (8, 16), "tm": (4, 8), "tn": (4, 8),
                          "pad": (4,), "vec": (1,), "stages": (2,), "minb": (1,)})
        sel = search.select(space, REG, 1000, random.Random(1))
        self.assertEqual(sel.strategy, "exhaustive")
        valid = [c for c in space.all() if va.reason_of(c) is None]
        self.assertEqual(sorted(c.key() for c in sel.candidates), sorted(c.key() for c in valid))
        # Every distinct configuration once: an explicit warp shape the kernel
        # would not use folds into the automatic one.
        self.assertEqual(len(sel.candidates) + len(sel.skipped), len(list(space.all())))
        self.assertLessEqual(len(list(space.all())), space.size())

    def test_large_space_is_sampled_within_budget(self):
        space = sp.Space(knob_domains={k: v.values for k, v in kb.KNOBS.items()})
        sel = search.select(space, REG, 60, random.Random(7))
        self.assertEqual(sel.strategy, "sampled")
        self.assertEqual(len(sel.candidates), 60)
        self.assertEqual(sel.candidates[0], sp.DEFAULT)
        self.assertEqual(len(set(sel.candidates)), 60)
        for c in sel.candidates:
            self.assertIsNone(va.reason_of(c, registry=REG))
        # The knob sweep is there: default tiles with one knob changed.
        knobbed = [c for c in sel.candidates if c.knobs and c.tile() == sp.DEFAULT.tile()]
        self.assertGreaterEqual(len(knobbed), 5)
        # Skipped draws are kept with their reasons, not dropped.
        self.assertTrue(all(isinstance(e, va.ConfigError) for _, e in sel.skipped))

    def test_sampling_is_reproducible(self):
        space = sp.Space()
        a = search.select(space, REG, 40, random.Random(3))
        b = search.select(space, REG, 40, random.Random(3))
        self.assertEqual(a.candidates, b.candidates)

    def test_refinement_centres_on_previous_best(self):
        best = sp.Config.make(bm=64, bn=64, tm=4, tn=4)
        sel = search.select(sp.Space(), REG, 30, random.Random(1), previous_best=[best])
        self.assertIn(best, sel.candidates)
        self.assertIn(sp.Config.make(bm=64, bn=64, tm=4, tn=4, bk=8), sel.candidates)

    def test_dependent_knobs_are_canonical(self):
        c = sp.canonical(sp.Config.make(knobs={"cluster": "0", "cluster_window": "16"}))
        self.assertEqual(c.knob_dict(), {"cluster": "0"})
        c = sp.canonical(sp.Config.make(knobs={"cluster": "1", "cluster_window": "16"}))
        self.assertEqual(c.knob_dict(), {"cluster": "1", "cluster_window": "16"})

    def test_knob_flags_come_from_one_table(self):
        c = sp.Config.make(knobs={"sched": "full", "lsv": "0"})
        self.assertEqual(c.mllvm(), ["-mllvm", kb.KNOBS["lsv"].flag + "=0", "-mllvm", kb.KNOBS["sched"].flag + "=full"])


class KnobProbeTest(unittest.TestCase):
    def test_probe_records_reasons(self):
        class R:
            def __init__(self, rc, err=""):
                self.returncode, self.stderr = rc, err

        def fake_run(argv, **kw):
            flags = [a for a in argv if a.startswith("-smemvec-")]
            if not flags or flags[0].startswith("-smemvec-lsv="):
                return R(0)
            if flags[0] == "-smemvec-sched=full":
                return R(0)
            if flags[0].startswith("-smemvec-sched="):
                return R(1, "clang: for the --smemvec-sched option: Cannot find option named 'x'!")
            return R(1, "clang (LLVM option parsing): Unknown command line argument '%s'.  Try: ..." % flags[0])

        reg = kb.probe(lambda src, out: ["clang", src, "-o", out], run=fake_run)
        self.assertEqual(reg.domains(), {"lsv": ("0",), "sched": ("full",)})
        self.assertIn("Unknown command line argument", reg.rejected["cluster"])
        self.assertEqual(reg.check("cluster", "1")[0], "knob_unavailable")
        self.assertEqual(reg.check("sched", "off")[0], "knob_value")


class HalvingTest(unittest.TestCase):
    def test_fastest_survive_with_more_reps(self):
        speed = {c: 1.0 + c for c in range(16)}
        calls = []

        def measure(c, reps):
            calls.append((c, reps))
            return None if c == 0 else [speed[c]] * reps  # 0 fails: excluded

        best = search.successive_halving(list(range(16)), measure, base_reps=2, keep=3)
        self.assertNotIn(0, best)
        self.assertEqual(sorted(best, key=lambda c: best[c][0])[:3], [1, 2, 3])
        self.assertEqual(best[1][1], max(r for _, r in calls))  # winners measured longest
        self.assertEqual(best[15][1], 2)  # losers only once, briefly
        self.assertLess(len(calls), 16 * 3)


if __name__ == "__main__":
    unittest.main(verbosity=2)
