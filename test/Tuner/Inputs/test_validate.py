# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The validator accepts valid configurations and rejects each invalid one
with the right reason code."""
import re
import unittest

import tunetest
from smemvec_tune import knobs as kb
from smemvec_tune import space as sp
from smemvec_tune import validate as va

C = sp.Config.make


class ValidatorTest(unittest.TestCase):
    def reason(self, cfg, registry=None):
        e = va.reason_of(cfg, registry=registry)
        return e.reason if e else None

    def test_accepts(self):
        for cfg in (sp.DEFAULT, C(bm=32, bn=32, bk=32, tm=2, tn=2), C(bm=16, bn=128, tm=2, tn=16, pad=8),
                    C(bm=64, bn=32, bk=4, tm=8, tn=1), C(bm=32, bn=64, bk=8, tm=1, tn=8, pad=2, vec=0, wtr=32),
                    C(bm=256, bn=64, bk=8, tm=16, tn=4, stages=1), C(minb=2)):
            self.assertIsNone(self.reason(cfg), cfg.key())

    def test_rejects_with_reason(self):
        cases = [
            (C(tm=0), "nonpositive"),
            (C(pad=-1), "pad_negative"),
            (C(vec=2), "vec_value"),
            (C(stages=0), "stages_value"),
            (C(stages=9), "stages_value"),
            (C(splitk=0), "splitk_value"),
            (C(bm=16, tm=32), "operator_too_large"),
            (C(bn=8, tn=16), "operator_too_large"),
            (C(tm=3), "tile_divisibility"),
            (C(bm=96, tm=6), "operator_shape"),
            (C(bm=256, bn=256, tm=2, tn=2), "threads_too_many"),
            (C(wtr=-1), "wtr_value"),
            (C(bk=6), "vector_alignment"),
            (C(bm=256, bn=256, bk=32, tm=16, tn=16, stages=4), "smem_limit"),
            (C(minb=0), "minb_value"),
        ]
        for cfg, want in cases:
            self.assertEqual(self.reason(cfg), want, cfg.key())
            self.assertIn(want, va.REASONS)

    def test_formerly_skipped_layouts_are_valid(self):
        # Round 2: no skip for the kernel's own layout assumptions. 16 threads,
        # 48 threads (3x16 grid, no warp shape), an explicit warp shape that
        # does not tile (falls back), and big register needs (ptxas decides).
        for cfg in (C(bm=16, bn=16, tm=4, tn=4), C(bm=48, bn=64, tm=4, tn=16, vec=1),
                    C(bm=32, tm=8, bn=128, tn=4, wtr=8),
                    C(bm=256, bn=128, bk=8, tm=16, tn=16, stages=1), C(minb=4)):
            self.assertIsNone(self.reason(cfg), cfg.key())
        self.assertEqual(va.pick_warp_rows(3, 16, 0), 0)   # one row-major group
        self.assertEqual(va.pick_warp_rows(4, 4, 0), 0)    # 16 threads
        self.assertEqual(va.pick_warp_rows(4, 32, 8), 4)   # 8 does not tile 4 rows
        # An explicit warp shape the kernel would not use folds into auto.
        self.assertEqual(sp.canonical(C(bm=32, tm=8, bn=128, tn=4, wtr=8)).wtr, 0)
        self.assertEqual(sp.canonical(C(bm=64, tm=4, bn=64, tn=4, wtr=8)).wtr, 8)

    def test_vector_alignment_only_with_vec(self):
        self.assertIsNone(self.reason(C(bk=6, vec=0)))  # scalar loads: BK=6 is fine

    def test_problem_divisibility(self):
        cfg = C(bm=256)
        va.check_size(cfg, 4096)
        with self.assertRaises(va.ConfigError) as e:
            va.check_size(cfg, 1000)
        self.assertEqual(e.exception.reason, "problem_divisibility")
        self.assertEqual(va.valid_sizes(C(bm=256), [128, 256, 1024]), [256, 1024])

    def test_dynamic_shared_memory_and_stages(self):
        # Above 48 KiB the tiles are dynamic shared memory, up to 227 KiB:
        # 256x128x16 double buffered (50176 bytes) and 4 cp.async stages.
        big = C(bm=256, bn=128, bk=16, tm=16, tn=8)
        self.assertIsNone(self.reason(big))
        self.assertEqual(va.shared_bytes(big), 50176)
        self.assertEqual(va.dynamic_smem_bytes(big), 50176)
        self.assertEqual(va.dynamic_smem_bytes(sp.DEFAULT), 0)  # 33792: static
        for st in (3, 4, 8):
            self.assertIsNone(self.reason(C(stages=st)), st)
        exact = C(bm=256, bn=256, bk=16, tm=16, tn=16, pad=0, stages=7)  # 229376 bytes
        self.assertIsNone(self.reason(exact))
        self.assertEqual(self.reason(C(bm=256, bn=256, bk=16, tm=16, tn=16, pad=4, stages=7)),
                         "smem_limit")  # 232960 > 232448
        self.assertEqual(va.launch_of(big, 4096, 2048),
                         {"grid": [16, 16, 1], "block": [256, 1, 1], "smem": 50176, "zero_c": False})

    def test_split_k(self):
        cfg = C(bm=32, bn=32, bk=32, tm=2, tn=4, splitk=8)
        self.assertIsNone(self.reason(cfg))
        self.assertEqual(cfg.key(), "bm32_bn32_bk32_tm2_tn4_pad4_vec1_st2_wtr0_mb1_sk8")
        self.assertEqual(sp.Config.from_key(cfg.key()), cfg)
        self.assertIn("-DSGEMM_SPLITK=8", cfg.defines())
        self.assertNotIn("-DSGEMM_SPLITK=1", sp.DEFAULT.defines())  # old keys and flags unchanged
        self.assertEqual(sp.DEFAULT.key(), "bm128_bn128_bk16_tm8_tn8_pad4_vec1_st2_wtr0_mb1")
        va.check_shape(cfg, 256, 256, 8192)          # 8192 = 32 * 8 * 32
        with self.assertRaises(va.ConfigError) as e:
            va.check_shape(cfg, 256, 256, 32 * 8 * 3 + 32)  # not a multiple of BK*SPLITK
        self.assertEqual(e.exception.reason, "problem_divisibility")
        self.assertEqual(va.launch_of(cfg, 256, 256, 8192),
                         {"grid": [8, 8, 8], "block": [128, 1, 1], "smem": 0, "zero_c": True})

    def test_stream_k(self):
        cfg = C(bm=128, bn=256, bk=16, tm=8, tn=16, streamk=132)
        self.assertIsNone(self.reason(cfg))
        self.assertEqual(cfg.key(), "bm128_bn256_bk16_tm8_tn16_pad4_vec1_st2_wtr0_mb1_skw132")
        self.assertEqual(sp.Config.from_key(cfg.key()), cfg)
        self.assertIn("-DSGEMM_STREAMK=132", cfg.defines())
        self.assertNotIn("-DSGEMM_STREAMK=0", sp.DEFAULT.defines())
        # One block per worker, no memset: the kernel orders its additions.
        self.assertEqual(va.launch_of(cfg, 4096, 4096, 4096),
                         {"grid": [132, 1, 1], "block": [256, 1, 1], "smem": 50176, "zero_c": False})
        self.assertEqual(self.reason(C(streamk=-1)), "streamk_value")
        self.assertEqual(self.reason(C(streamk=4097)), "streamk_value")
        self.assertEqual(self.reason(C(streamk=132, splitk=2)), "streamk_splitk")
        # Every worker resident at once: 132 SMs x MINB blocks.
        self.assertEqual(self.reason(C(streamk=133)), "streamk_residency")
        self.assertIsNone(self.reason(C(streamk=264, minb=2)))
        self.assertEqual(self.reason(C(streamk=265, minb=2)), "streamk_residency")
        # Stream-K's state block (static shared memory) counts against the
        # opt-in limit: a device whose limit is exactly the tiles' bytes.
        tiles = C(bm=256, bn=128, bk=16, tm=16, tn=8)
        tight = va.DeviceLimits(dynamic_smem=va.shared_bytes(tiles))
        self.assertIsNone(va.reason_of(tiles, limits=tight))
        self.assertEqual(va.reason_of(C(bm=256, bn=128, bk=16, tm=16, tn=8, streamk=132),
                                      limits=tight).reason, "smem_limit")

    def test_frags(self):
        cfg = C(bm=256, bn=128, bk=8, tm=8, tn=16, stages=3, frags=2)
        self.assertIsNone(self.reason(cfg))
        self.assertEqual(cfg.key(), "bm256_bn128_bk8_tm8_tn16_pad4_vec1_st3_wtr0_mb1_fr2")
        self.assertEqual(sp.Config.from_key(cfg.key()), cfg)
        self.assertIn("-DSGEMM_FRAGS=2", cfg.defines())
        self.assertNotIn("-DSGEMM_FRAGS=1", sp.DEFAULT.defines())
        self.assertEqual(self.reason(C(frags=0)), "frags_value")
        self.assertEqual(self.reason(C(frags=3)), "frags_value")
        # Keys with every optional suffix round-trip.
        both = C(bm=128, bn=256, tm=8, tn=16, streamk=132, frags=2)
        self.assertEqual(both.key(), "bm128_bn256_bk16_tm8_tn16_pad4_vec1_st2_wtr0_mb1_skw132_fr2")
        self.assertEqual(sp.Config.from_key(both.key()), both)

    def test_knobs(self):
        reg = kb.KnobRegistry({"sched": ["off"]}, {"lsv": "Unknown command line argument '-smemvec-lsv=0'"})
        self.assertEqual(self.reason(C(knobs={"sched": "off"}), reg), None)
        self.assertEqual(self.reason(C(knobs={"sched": "full"}), reg), "knob_value")
        self.assertEqual(self.reason(C(knobs={"lsv": "0"}), reg), "knob_unavailable")
        self.assertEqual(self.reason(C(knobs={"nonsense": "1"}), reg), "knob_unknown")

    def test_errors_carry_detail(self):
        e = va.reason_of(C(bm=256, bn=256, bk=32, tm=16, tn=16, stages=4))
        self.assertIsInstance(e, va.ConfigError)
        self.assertIn("bytes", e.detail)

    def test_kernel_defaults_match(self):
        """sgemm.cu's #define defaults are the tuner's DEFAULT configuration."""
        with open(tunetest.SRCROOT + "/bench/kernels/sgemm.cu") as f:
            src = f.read()
        for f, (macro, default, _) in sp.TILE_PARAMS.items():
            m = re.search(r"#ifndef %s\n#define %s (\d+)" % (macro, macro), src)
            self.assertIsNotNone(m, macro)
            self.assertEqual(int(m.group(1)), default, macro)

    def test_warp_rows_mirror_kernel(self):
        self.assertEqual(va.pick_warp_rows(16, 16, 0), 4)
        self.assertEqual(va.pick_warp_rows(2, 16, 0), 2)
        self.assertEqual(va.pick_warp_rows(32, 1, 0), 32)
        self.assertEqual(va.pick_warp_rows(32, 2, 0), 16)

    def test_key_round_trip(self):
        for cfg in (sp.DEFAULT, C(bm=64, knobs={"sched": "full", "lsv": "0"})):
            self.assertEqual(sp.Config.from_key(cfg.key()), cfg)
            self.assertEqual(sp.Config.from_json(cfg.to_json()), cfg)

    def test_space_reasons_cover_tile_space(self):
        """Every tile configuration of the default space gets a verdict."""
        seen = set()
        for cfg in sp.Space().tiles():
            e = va.reason_of(cfg)
            seen.add(e.reason if e else "valid")
        self.assertIn("valid", seen)
        # Only physical limits are left in the default space (issue 14 item 1).
        self.assertEqual(seen, {"threads_too_many", "smem_limit", "valid"})


if __name__ == "__main__":
    unittest.main(verbosity=2)
