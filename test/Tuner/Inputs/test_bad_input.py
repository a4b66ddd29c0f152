# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Bad input to the tuner's commands (issue 21 item 4, issue 23 item 4):
each is one line naming the problem and a non-zero exit, never a
traceback, and nothing is lost or overwritten: a corrupted or truncated
SQLite store, a missing or damaged bundle, a results.jsonl with a malformed
line, a GPU machine without CuPy or ptxas (the device step's preflight, before
anything is recorded), a size filter that matches nothing, and a device step
that measured nothing. The commands run as a user runs them (tools/), with
the fake clang, ptxas and worker."""
import hashlib
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import unittest

import tunetest

TOOLS = os.path.join(tunetest.SRCROOT, "tools")
EXAMPLE = os.path.join(tunetest.SRCROOT, "docs", "examples", "stencil2d.tune.toml")
PY = sys.executable


def digest(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


class BadInputTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.dir = cls.tmp.name
        cls.bundle = os.path.join(cls.dir, "bundle")
        cls.db = os.path.join(cls.dir, "tune.sqlite")
        rc, out, err = cls.run_tool("smemvec-tune", "compile", "--spec", EXAMPLE, "--clang", tunetest.FAKE_CLANG,
                                    "--plugin", "", "--bundle", cls.bundle, "--db", cls.db)
        assert rc == 0, err
        # A two-configuration bundle of the same spec (TX=64 TY=8, -smemvec-lsv 0 and 1) for the
        # device steps whose point is what the worker answers, not the configurations: each
        # device step assembles every configuration of its bundle first (36 in the one above).
        import tomllib
        with open(EXAMPLE, "rb") as f:
            d = tomllib.load(f)
        d["source"] = os.path.join(os.path.dirname(EXAMPLE), d["source"])
        d["params"] = {"TX": [64], "TY": [8], "-smemvec-lsv": [1, 0]}
        d["default"] = {"TX": 64, "TY": 8, "-smemvec-lsv": 1}
        small = os.path.join(cls.dir, "small.tune.json")
        with open(small, "w") as f:
            json.dump(d, f)
        cls.small = os.path.join(cls.dir, "small-bundle")
        rc, out, err = cls.run_tool("smemvec-tune", "compile", "--spec", small, "--clang", tunetest.FAKE_CLANG,
                                    "--plugin", "", "--bundle", cls.small, "--db", os.path.join(cls.dir, "small.sqlite"))
        assert rc == 0 and "2 candidates compiled" in out, out + err

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    @staticmethod
    def run_tool(tool, *args):
        p = subprocess.run([PY, os.path.join(TOOLS, tool)] + list(args), capture_output=True, text=True)
        return p.returncode, p.stdout, p.stderr

    def assertOneLineError(self, rc, err, want, tool="smemvec-tune", code=2):
        self.assertEqual(rc, code, err)
        self.assertNotIn("Traceback", err)
        lines = [l for l in err.strip().splitlines() if not l.startswith(("ptxas [", "check "))]  # progress bars
        self.assertEqual(len(lines), 1, err)
        self.assertTrue(lines[0].startswith(tool + ": error: "), err)
        self.assertIn(want, lines[0])

    def device(self, out, *extra, worker=None, ptxas=None, bundle=None):
        return self.run_tool("smemvec-tune-device", bundle or self.bundle, "--out", out,
                             "--ptxas", ptxas or PY + " " + tunetest.FAKE_PTXAS,
                             "--worker", worker or PY + " " + tunetest.FAKE_WORKER, "--check-timeout", "1",
                             "--time-timeout", "5", "--jobs", "2", "--keep", "2", "--final-reps", "3", *extra)

    # -- the store ------------------------------------------------------------
    def test_corrupted_and_truncated_store(self):
        bad = os.path.join(self.dir, "garbage.sqlite")
        with open(bad, "wb") as f:
            f.write(b"this is not a database\n" * 100)
        before = digest(bad)
        for cmd in (["compile", "--spec", EXAMPLE, "--clang", tunetest.FAKE_CLANG, "--plugin", "",
                     "--bundle", os.path.join(self.dir, "b2")], ["report", "--spec", EXAMPLE]):
            rc, _, err = self.run_tool("smemvec-tune", *cmd, "--db", bad)
            self.assertOneLineError(rc, err, "garbage.sqlite: not a readable results store (file is not a database)")
            self.assertEqual(digest(bad), before)  # left as it was
        cut = os.path.join(self.dir, "cut.sqlite")
        shutil.copy(self.db, cut)
        with open(cut, "r+b") as f:
            f.truncate(os.path.getsize(cut) // 2)
        before = digest(cut)
        rc, _, err = self.run_tool("smemvec-tune", "report", "--spec", EXAMPLE, "--db", cut)
        self.assertOneLineError(rc, err, "cut.sqlite: not a readable results store")
        self.assertEqual(digest(cut), before)
        other = os.path.join(self.dir, "other.sqlite")
        with sqlite3.connect(other) as c:
            c.execute("CREATE TABLE photos (id INTEGER)")
        rc, _, err = self.run_tool("smemvec-tune", "report", "--spec", EXAMPLE, "--db", other)
        self.assertOneLineError(rc, err, "without the tuner's tables (photos)")
        rc, _, err = self.run_tool("smemvec-tune", "report", "--spec", EXAMPLE, "--db", self.dir)
        self.assertOneLineError(rc, err, "is a directory, not a results store")

    # -- the bundle -------------------------------------------------------------
    def test_missing_or_damaged_bundle(self):
        out = os.path.join(self.dir, "o-missing")
        rc, _, err = self.run_tool("smemvec-tune-device", os.path.join(self.dir, "nope"), "--out", out)
        self.assertOneLineError(rc, err, "nope: no such bundle directory", "smemvec-tune-device")
        empty = os.path.join(self.dir, "empty")
        os.makedirs(empty, exist_ok=True)
        rc, _, err = self.run_tool("smemvec-tune-device", empty, "--out", out)
        self.assertOneLineError(rc, err, "empty: no manifest.json", "smemvec-tune-device")
        broken = os.path.join(self.dir, "broken")
        os.makedirs(broken, exist_ok=True)
        with open(os.path.join(broken, "manifest.json"), "w") as f:
            f.write('{"kind": "tune-spec", "cand')
        rc, _, err = self.run_tool("smemvec-tune-device", broken, "--out", out)
        self.assertOneLineError(rc, err, "manifest.json: unreadable", "smemvec-tune-device")
        self.assertFalse(os.path.exists(out))  # nothing recorded

    # -- the device step: preflight, size filter, nothing measured --------------
    def test_preflight_stops_before_recording(self):
        out = os.path.join(self.dir, "o-nocupy")
        worker = os.path.join(self.dir, "nocupy.py")
        with open(worker, "w") as f:
            f.write("import cupy_that_is_not_installed\n")
        rc, _, err = self.device(out, worker=PY + " " + worker)
        self.assertOneLineError(rc, err, "the GPU worker", "smemvec-tune-device")
        self.assertIn("No module named 'cupy_that_is_not_installed'", err)
        self.assertIn("nothing was recorded", err)
        self.assertFalse(os.path.exists(os.path.join(out, "results.jsonl")))
        rc, _, err = self.device(os.path.join(self.dir, "o-noptxas"), ptxas=os.path.join(self.dir, "no-ptxas"))
        self.assertOneLineError(rc, err, "no-ptxas) does not run", "smemvec-tune-device")

    def test_size_filter_that_matches_nothing(self):
        out = os.path.join(self.dir, "o-sizes")
        rc, _, err = self.device(out, "--sizes", "1024")
        self.assertOneLineError(rc, err, "--sizes 1024: 1024 not a size of this bundle (its sizes: n=1024; n=4096",
                                "smemvec-tune-device")
        self.assertFalse(os.path.exists(os.path.join(out, "results.jsonl")))

    def test_nothing_measured_is_a_failure(self):
        worker = os.path.join(self.dir, "fails.py")
        with open(worker, "w") as f:
            f.write("import json, sys\n"
                    "for line in sys.stdin:\n"
                    "    op = json.loads(line)['op']\n"
                    "    r = {'name': 'FakeGPU', 'cc': '9.0'} if op == 'init' else "
                    "{'error': 'CUDA_ERROR_NO_BINARY_FOR_GPU', 'detail': 'no kernel image'}\n"
                    "    print(json.dumps(r), flush=True)\n")
        out = os.path.join(self.dir, "o-fails")
        # This worker answers at once: a timeout here would only measure a
        # loaded machine (1 s failed once under the full check).
        rc, stdout, err = self.device(out, "--sizes", "n=1024", "--check-timeout", "60",
                                      worker=PY + " " + worker, bundle=self.small)
        self.assertEqual(rc, 1, err)
        self.assertIn("error: no configuration was timed", err)
        self.assertIn("failed at run time (CUDA_ERROR_NO_BINARY_FOR_GPU", stdout)

    def test_failing_reference_stops_the_step(self):
        """A reference that raises is the spec's fault: the step stops at
        once with one line, no configuration is binned for it (the first
        H200 run of the SGEMM spec binned all 35 as runtime errors and
        restarted the worker 134 times)."""
        worker = os.path.join(self.dir, "badref.py")
        with open(worker, "w") as f:
            f.write("import json, sys\n"
                    "for line in sys.stdin:\n"
                    "    op = json.loads(line)['op']\n"
                    "    r = {'name': 'FakeGPU', 'cc': '9.0'} if op == 'init' else "
                    "{'error': 'reference_error', 'detail': \"reference.numpy 'inp.T.T.foo': AttributeError\"}\n"
                    "    print(json.dumps(r), flush=True)\n"
                    "    if op != 'init': sys.exit(3)\n")
        out = os.path.join(self.dir, "o-badref")
        rc, _, err = self.device(out, worker=PY + " " + worker, bundle=self.small)
        self.assertOneLineError(rc, err, "the spec's reference fails at n=1024: reference.numpy 'inp.T.T.foo'",
                                "smemvec-tune-device")
        with open(os.path.join(out, "results.jsonl")) as f:
            kinds = [json.loads(line)["kind"] for line in f]
        self.assertNotIn("result", kinds)
        self.assertNotIn("check", kinds)

    # -- merge ------------------------------------------------------------------
    def test_merge_refuses_malformed_lines(self):
        out = os.path.join(self.dir, "o-merge")
        os.makedirs(out, exist_ok=True)
        good = {"kind": "result", "key": "TX=64 TY=8 -smemvec-lsv=1", "size": "n=1024", "status": "timed",
                "time_us": 1.0}
        db = os.path.join(self.dir, "merge.sqlite")
        for lines, want in (([json.dumps(good), "{not json", json.dumps(good)], "results.jsonl:2: not JSON"),
                            ([json.dumps(good), json.dumps({"kind": "result", "key": "x"})],
                             "results.jsonl:2: result event without size, status"),
                            ([json.dumps({"kind": "weather"})], "results.jsonl:1: not a device-step event")):
            with open(os.path.join(out, "results.jsonl"), "w") as f:
                f.write("\n".join(lines) + "\n")
            rc, _, err = self.run_tool("smemvec-tune", "merge", "--db", db, out)
            self.assertOneLineError(rc, err, want)
            self.assertIn("nothing merged", err)
            with sqlite3.connect(db) as c:
                self.assertEqual(c.execute("SELECT COUNT(*) FROM results").fetchone()[0], 0)
        # a last line cut by an interrupt: the rest merges, and merge says so
        with open(os.path.join(out, "results.jsonl"), "w") as f:
            f.write(json.dumps(good) + "\n" + '{"kind": "res')
        rc, stdout, err = self.run_tool("smemvec-tune", "merge", "--db", db, out)
        self.assertEqual(rc, 0, err)
        self.assertIn("the last line was cut by an interrupt; left out", err)
        self.assertIn("1 result", stdout)
        rc, _, err = self.run_tool("smemvec-tune", "merge", "--db", db, os.path.join(self.dir, "no-such-out"))
        self.assertOneLineError(rc, err, "no-such-out/results.jsonl: no such file")


    def test_resumed_journal_sets_a_cut_line_aside(self):
        """The device step resuming into a results.jsonl whose last line an
        interrupt cut: the line is moved to results.jsonl.cut (not glued to
        the next event); a malformed line in the middle stops it."""
        from smemvec_tune import devstep
        path = os.path.join(self.dir, "resume.jsonl")
        with open(path, "w") as f:
            f.write('{"kind": "run"}\n{"kind": "res')
        j = devstep.Journal(path)
        j.add(kind="run", seconds=1)
        j.close()
        self.assertEqual([e["kind"] for e in devstep.read_journal(path)], ["run", "run"])
        with open(path + ".cut") as f:
            self.assertEqual(f.read(), '{"kind": "res\n')
        with open(path, "a") as f:
            f.write("garbage\n")
        with self.assertRaises(devstep.JournalError) as e:
            devstep.Journal(path)
        self.assertIn("resume.jsonl:3: not JSON", str(e.exception))


if __name__ == "__main__":
    unittest.main(verbosity=2)
