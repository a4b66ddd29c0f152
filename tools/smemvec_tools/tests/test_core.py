# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Unit tests of smemvec_tools.toolchain, compile.clang_cuda_flags, bundle and
gpu's checks (run through lit: test/Tools/python-unittests.test). The gpu
checks need numpy: skipped without it."""
import gzip
import json
import os
import stat
import tempfile
import unittest
from unittest import mock

from smemvec_tools import bundle, compile as cc, gpu, toolchain

try:
    import numpy as np
except ImportError:  # lit's python may lack numpy
    np = None


def fake_tool(d, name):
    p = os.path.join(d, name)
    with open(p, "w") as f:
        f.write("#!/bin/sh\necho fake\n")
    os.chmod(p, os.stat(p).st_mode | stat.S_IXUSR)
    return p


class ToolchainTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.d = self.tmp.name
        os.makedirs(os.path.join(self.d, "cuda", "bin"))
        os.makedirs(os.path.join(self.d, "llvm"))

    def tearDown(self):
        self.tmp.cleanup()

    def env(self, **kw):
        clean = {k: v for k, v in os.environ.items()
                 if k not in toolchain.ENVIRONMENT}
        clean["PATH"] = "/nonexistent"
        clean.update(kw)
        return mock.patch.dict(os.environ, clean, clear=True)

    def test_variables_move_every_tool(self):
        cuda = os.path.join(self.d, "cuda")
        ptxas = fake_tool(os.path.join(cuda, "bin"), "ptxas")
        opt = fake_tool(os.path.join(self.d, "llvm"), "opt")
        with self.env(CUDA_PATH=cuda, SMEMVEC_LLVM_BIN=os.path.join(self.d, "llvm")):
            t = toolchain.find_tools()
            self.assertEqual(t.ptxas, ptxas)
            self.assertEqual(t.opt, opt)
            self.assertEqual(t.cuda_path, cuda)
            self.assertIsNone(t.cuobjdump)
            self.assertIsNone(t.llc)

    def test_specific_variable_beats_directory_and_flag_beats_variable(self):
        cuda = os.path.join(self.d, "cuda")
        fake_tool(os.path.join(cuda, "bin"), "ptxas")
        mine = fake_tool(self.d, "my-ptxas")
        with self.env(CUDA_PATH=cuda, SMEMVEC_PTXAS=mine, SMEMVEC_PLUGIN="/x/SmemVec.so"):
            self.assertEqual(toolchain.find_tools().ptxas, mine)
            self.assertEqual(toolchain.find_tools(ptxas="/flag/ptxas").ptxas, "/flag/ptxas")
            self.assertEqual(toolchain.plugin_path(), "/x/SmemVec.so")
            self.assertEqual(toolchain.plugin_path("/flag.so"), "/flag.so")

    def test_every_variable_is_documented(self):
        with open(os.path.join(toolchain.REPO, "docs", "tools.md")) as f:
            doc = f.read()
        for var in toolchain.ENVIRONMENT:
            self.assertIn(var, doc)
            self.assertIn(var, toolchain.__doc__)


class ClangCudaFlagsTest(unittest.TestCase):
    def test_libdevice_decides_nocudalib(self):
        with tempfile.TemporaryDirectory() as d:
            flags = cc.clang_cuda_flags(toolchain.Tools(cuda_path=d))
            self.assertIn("-nocudalib", flags)
            self.assertIn("--cuda-path=" + d, flags)
            os.makedirs(os.path.join(d, "nvvm", "libdevice"))
            os.makedirs(os.path.join(d, "include", "cccl"))
            flags = cc.clang_cuda_flags(toolchain.Tools(cuda_path=d))
            self.assertNotIn("-nocudalib", flags)
            self.assertEqual(flags[flags.index("-isystem") + 1], os.path.join(d, "include", "cccl"))
        flags = cc.clang_cuda_flags(toolchain.Tools())
        self.assertEqual(flags[:2], ["-x", "cuda"])
        self.assertIn("--cuda-gpu-arch=sm_90", flags)
        self.assertIn("-nocudainc", flags)
        self.assertIn("-nocudalib", flags)

    def test_one_builder_for_plugin_and_stock(self):
        t = toolchain.Tools(clang="clang++", plugin=__file__)
        stock = cc.compile_command("k.cu", cc.Variant("s", "clang"), t, "o.ptx")
        plug = cc.compile_command("k.cu", cc.Variant("p", "clang", plugin=True), t, "o.ptx")
        self.assertEqual([a for a in plug if not a.startswith("-fpass-plugin=")], stock)
        self.assertIn("-fpass-plugin=" + __file__, plug)


class BundleTest(unittest.TestCase):
    def test_round_trip_and_kind(self):
        with tempfile.TemporaryDirectory() as d:
            h = bundle.header("lsv", toolchain.Tools(plugin="/p.so"))
            self.assertEqual(h["kind"], "lsv")
            self.assertEqual(h["host_tools"]["plugin"], "/p.so")
            bundle.store_ptx(d, "ptx/a.ptx.gz", ".entry a")
            bundle.store_ptx(d, "ptx/b.ptx", b".entry b")
            bundle.write_manifest(d, {**h, "x": 1})
            self.assertEqual(bundle.read_manifest(d, kind="lsv")["x"], 1)
            with self.assertRaisesRegex(bundle.BundleError, "a 'lsv' bundle, not 'fuzz'"):
                bundle.read_manifest(d, kind="fuzz")
            with gzip.open(os.path.join(d, "ptx", "a.ptx.gz"), "rt") as f:
                self.assertEqual(f.read(), ".entry a")
            with open(bundle.ptx_file(d, "ptx/a.ptx.gz", d)) as f:
                self.assertEqual(f.read(), ".entry a")
            self.assertEqual(bundle.ptx_file(d, "ptx/b.ptx", d), os.path.join(d, "ptx/b.ptx"))
            self.assertFalse([n for n in os.listdir(d) if ".tmp" in n])

    def test_missing_manifest_says_build_first(self):
        with tempfile.TemporaryDirectory() as d:
            with self.assertRaisesRegex(bundle.BundleError, "build the bundle on the host"):
                bundle.read_manifest(d)
            with open(os.path.join(d, "manifest.json"), "w") as f:
                json.dump({"schema": 1}, f)
            self.assertEqual(bundle.read_manifest(d, kind="bench")["schema"], 1)

    def test_load_manifest_names_each_problem(self):
        P = bundle.ManifestProblem
        with tempfile.TemporaryDirectory() as d:
            def what(path):
                with self.assertRaises(P) as cm:
                    bundle.load_manifest(path)
                return cm.exception.what
            self.assertEqual(what(os.path.join(d, "none")), P.NO_DIR)
            self.assertEqual(what(d), P.NO_MANIFEST)
            man = os.path.join(d, "manifest.json")
            with open(man, "w") as f:
                f.write("{")
            self.assertEqual(what(man), P.NOT_DIR)
            self.assertEqual(what(d), P.UNREADABLE)
            with open(man, "w") as f:
                f.write("[1]")
            self.assertEqual(what(d), P.NOT_OBJECT)
            with open(man, "w") as f:
                f.write('{"kind": "fuzz"}')
            self.assertEqual(bundle.load_manifest(d), {"kind": "fuzz"})


class AssembleTest(unittest.TestCase):
    def test_missing_ptxas_and_failure(self):
        with tempfile.TemporaryDirectory() as d:
            got = gpu.assemble("k.ptx", os.path.join(d, "k.cubin"), toolchain.Tools())
            self.assertFalse(got.ok)
            self.assertIn("ptxas not found", got.error)
            got = gpu.assemble("k.ptx", os.path.join(d, "k.cubin"), toolchain.Tools(),
                               ptxas=["false"])
            self.assertFalse(got.ok)
            self.assertEqual(got.returncode, 1)
            self.assertEqual(got.error, "ptxas: exit 1")


@unittest.skipUnless(np, "numpy")
class ChecksTest(unittest.TestCase):
    def test_compare_reference(self):
        ref = np.array([1.0, 2.0, 3.0], dtype=np.float32)
        self.assertEqual(gpu.compare_reference(ref, ref, 0)[:2], (True, 0.0))
        ok, err, _ = gpu.compare_reference(ref + np.float32(1e-3), ref, 1e-5)
        self.assertFalse(ok)
        self.assertGreater(err, 1e-5)
        nan = ref.copy()
        nan[1] = np.nan
        ok, _, why = gpu.compare_reference(nan, ref, 1.0)
        self.assertFalse(ok)
        self.assertIn("1 non-finite", why)
        self.assertIn("size 2", gpu.compare_reference(ref[:2], ref, 1)[2])

    def test_bitwise_diff_and_mask(self):
        a = np.zeros(8, dtype=np.uint8)
        b = a.copy()
        b[[1, 6]] = 7
        self.assertEqual(gpu.bitwise_diff(a, b).tolist(), [1, 6])
        self.assertEqual(gpu.bitwise_diff(a, b, gpu.written_mask(8, [[0, 4]])).tolist(), [1])
        f = np.array([np.nan], dtype=np.float32)
        self.assertEqual(gpu.bitwise_diff(f, f.copy()).size, 0)  # same NaN bits: equal
        self.assertEqual(gpu.bitwise_diff(np.float32([0.0]), np.float32([-0.0])).tolist(), [3])

    def test_timing_stats(self):
        st = gpu.timing_stats([1.0, 2.0] * 10)
        self.assertEqual(st["median_us"], 1.5)
        self.assertEqual(st["reps"], 20)
        self.assertAlmostEqual(st["noise_pct"], 100 * 1.0 / 1.5)

    def test_interleaving_has_no_favoured_place(self):
        """Every variant starts repetitions equally often and no launch reads
        the input set the launch before it read (left in the caches)."""
        log = []

        class FakeEvent:
            def record(self):
                self.t = len(log)

            def synchronize(self):
                pass

        class FakeCupy:
            class cuda:
                Event = FakeEvent

                class runtime:
                    @staticmethod
                    def getDeviceProperties(i):
                        return {"name": b"fake", "major": 9, "minor": 0}

                    @staticmethod
                    def deviceSynchronize():
                        pass

                @staticmethod
                def get_elapsed_time(a, b):
                    return float(b.t - a.t)

        dev = gpu.Device(FakeCupy)
        dev.spin_for = lambda ms: None
        names, nsets = ["stock", "plugin", "nvcc"], 4
        per_set = {v: [(lambda v=v, s=s: log.append((v, s))) for s in range(nsets)]
                   for v in names}
        times = dev.time_interleaved(per_set, reps=12, max_reps=12, budget_s=0.0)
        self.assertEqual({v: len(t) for v, t in times.items()}, {v: 12 for v in names})
        timed = log[-12 * len(names):]
        firsts = [timed[i][0] for i in range(0, len(timed), len(names))]
        self.assertEqual({v: firsts.count(v) for v in names}, {v: 4 for v in names})
        for (_, s0), (_, s1) in zip(timed, timed[1:]):
            self.assertNotEqual(s0, s1)
        for v in names:  # every variant reads every set
            self.assertEqual({s for w, s in timed if w == v}, set(range(nsets)))


if __name__ == "__main__":
    unittest.main()
