# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Unit tests of smemvec_tools.progress (run through lit: test/Tools/python-unittests.test)."""
import io
import unittest

from smemvec_tools.progress import Bar, Progress


class Tty(io.StringIO):
    def isatty(self):
        return True


class ProgressTest(unittest.TestCase):
    def test_auto_on_a_terminal_after_the_delay(self):
        out = Tty()
        p = Progress("tool", "auto", out, delay=0.0)
        p.step("compiling")
        self.assertRegex(out.getvalue(), r"^\r\x1b\[K(tool: \[\d+ s\] compiling)$")
        p.done()
        self.assertTrue(out.getvalue().endswith("\r\x1b[K"))

    def test_auto_silent_before_the_delay_and_off_a_terminal(self):
        out = Tty()
        p = Progress("tool", "auto", out, delay=3600)
        p.step("compiling")
        p.done()
        self.assertEqual(out.getvalue(), "")
        pipe = io.StringIO()
        p = Progress("tool", "auto", pipe, delay=0.0)
        p.step("compiling")
        p.done()
        self.assertEqual(pipe.getvalue(), "")

    def test_always_and_never(self):
        out = io.StringIO()
        p = Progress("tool", "always", out)
        p.step("a")
        p.step("b")
        p.done()
        self.assertEqual(out.getvalue(), "tool: a\ntool: b\n")
        out = Tty()
        Progress("tool", "never", out, delay=0).step("a")
        self.assertEqual(out.getvalue(), "")
        with self.assertRaises(ValueError):
            Progress("tool", "sometimes")


class BarTest(unittest.TestCase):
    def test_a_log_gets_a_line_at_the_start_and_each_tenth(self):
        out = io.StringIO()
        bar = Bar(20, "compile", out, width=10)
        for _ in range(20):
            bar.update(1)
        bar.close()
        lines = out.getvalue().splitlines()
        self.assertEqual(len(lines), 11)
        self.assertRegex(lines[0], r"^compile \[\.{10}\] 1/20   5% +[\d.]+s eta +[\d.]+s$")
        self.assertRegex(lines[1], r"^compile \[#\.{9}\] 2/20  10% ")
        self.assertRegex(lines[-1], r"^compile \[#{10}\] 20/20 100% ")

    def test_a_terminal_gets_one_line_redrawn(self):
        out = Tty()
        bar = Bar(2, "ptxas", out, width=4)
        bar.update(1, note="a.ptx")
        bar.update(1)
        bar.close()
        text = out.getvalue()
        self.assertEqual(text.count("\r"), 2)
        self.assertIn("ptxas [##..] 1/2  50%", text)
        self.assertIn(" a.ptx", text)
        self.assertTrue(text.endswith("\n") and text.count("\n") == 1)


if __name__ == "__main__":
    unittest.main()
