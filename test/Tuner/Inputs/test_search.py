# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Search: the host step takes the whole valid space when it fits the
budget, else the default and a reproducible sample (spechost.select); the
device step times by successive halving."""
import os
import random
import unittest

import tunetest
from smemvec_tune import search
from smemvec_tune import spec as sm
from smemvec_tune import spechost

SGEMM = os.path.join(tunetest.SRCROOT, "docs", "examples", "sgemm.tune.json")


class SelectTest(unittest.TestCase):
    def small(self):
        """The SGEMM spec over two values per param: listed, not sampled."""
        g = sm.load(SGEMM)
        g.params = {k: v[:2] for k, v in g.params.items()}
        return g

    def test_small_space_is_exhaustive(self):
        g = self.small()
        cands, skipped, runs, strategy = spechost.select(g, 100000, random.Random(1))
        self.assertEqual(strategy, "exhaustive")
        listed = g.configurations()
        self.assertEqual(len(cands) + len(skipped), len(listed))  # every configuration: run or skipped
        self.assertEqual(cands[0].values, g.default)  # the default first
        self.assertTrue(all(r for _, r in skipped))   # each skip with its reason

    def test_over_budget_is_sampled_reproducibly(self):
        g = self.small()
        a = spechost.select(g, 20, random.Random(3))
        b = spechost.select(g, 20, random.Random(3))
        self.assertTrue(a[3].startswith("sampled (20 of "), a[3])
        self.assertEqual([c.key() for c in a[0]], [c.key() for c in b[0]])
        self.assertEqual(a[0][0].values, g.default)
        self.assertEqual(len(set(c.key() for c in a[0])), 20)


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
