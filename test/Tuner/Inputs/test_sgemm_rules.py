# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The SGEMM spec (docs/examples/sgemm.tune.json) states the kernel's rules:
each case's recorded kernel verdict (kernel-asserts-match-spec.test
compiles them) agrees with the spec's constraints and domains, every rule
is reached, the spec's default is the kernel's, and the launches (split-K,
stream-K, dynamic shared memory) and size skips come out as the kernel
needs them. No compile: the fast suite's half of the agreement."""
import re
import unittest

import sgemm_rules as R


class SgemmRulesTest(unittest.TestCase):
    def test_cases_agree(self):
        for over, kernel_reason in R.CASES:
            self.assertIsNone(R.agree(R.config(over), kernel_reason), R.name(over))

    def test_every_rule_is_reached(self):
        self.assertEqual(sorted(set(R.RULES.values()) - {"domain"}) + sorted(R.SPEC_ONLY),
                         list(range(len(R.SPEC.constraints))))  # each constraint is one kernel rule
        reached = {r for _, r in R.CASES if r}
        self.assertEqual(reached, set(R.RULES))
        for i in R.SPEC_ONLY:
            self.assertTrue(any(R.violated(R.config(o)) == [i] for o, r in R.CASES if not r), i)

    def test_skips_name_the_constraint(self):
        cfg = R.config({"SGEMM_BM": 256, "SGEMM_BN": 256, "SGEMM_TM": 2, "SGEMM_TN": 2})
        self.assertEqual(R.SPEC.skip_reason(cfg),
                         "constraint: (SGEMM_BM // SGEMM_TM) * (SGEMM_BN // SGEMM_TN) <= 1024")
        self.assertIsNone(R.SPEC.skip_reason(R.SPEC.default))

    def test_kernel_defaults_match(self):
        """sgemm.cu's #define defaults are the spec's default configuration."""
        with open(R.KERNEL) as f:
            src = f.read()
        for macro, value in R.SPEC.default.items():
            if macro.startswith("-smemvec-"):
                continue
            m = re.search(r"#ifndef %s\n#define %s (\d+)" % (macro, macro), src)
            self.assertIsNotNone(m, macro)
            self.assertEqual(int(m.group(1)), value, macro)

    def test_launches(self):
        sq = {"M": 4096, "N": 4096, "K": 4096}
        d = R.SPEC.launch(R.SPEC.default, sq)
        self.assertEqual((d["grid"], d["block"], d["shared"]), ([32, 32, 1], [256], 0))  # 33792 bytes: static
        big = R.config({"SGEMM_BM": 256, "SGEMM_BN": 128, "SGEMM_TM": 16, "SGEMM_TN": 8})
        self.assertEqual(R.SPEC.launch(big, {"M": 4096, "N": 2048, "K": 4096})["shared"], 50176)
        self.assertEqual(R.SPEC.launch(big, {"M": 4096, "N": 2048, "K": 4096})["grid"], [16, 16, 1])
        sk = R.config({"SGEMM_BM": 32, "SGEMM_BN": 32, "SGEMM_BK": 32, "SGEMM_TM": 2, "SGEMM_TN": 4,
                       "SGEMM_SPLITK": 16})
        lc = R.SPEC.launch(sk, {"M": 256, "N": 256, "K": 8192})
        self.assertEqual((lc["grid"], lc["block"], lc["buffers"]["C"].get("clear")), ([8, 8, 16], [128], True))
        self.assertEqual(R.SPEC.size_skip(sk, {"M": 256, "N": 256, "K": 8192 + 32}),
                         "size constraint: M % SGEMM_BM == 0 and N % SGEMM_BN == 0 and "
                         "K % (SGEMM_BK * SGEMM_SPLITK) == 0")
        sw = R.config({"SGEMM_BM": 128, "SGEMM_BN": 256, "SGEMM_TM": 16, "SGEMM_TN": 8, "SGEMM_STREAMK": 132})
        lc = R.SPEC.launch(sw, sq)
        # one block per worker, no memset: stream-K orders its additions itself
        self.assertEqual((lc["grid"], lc["shared"], lc["buffers"]["C"].get("clear")), ([132, 1, 1], 50176, None))


if __name__ == "__main__":
    unittest.main(verbosity=2)
