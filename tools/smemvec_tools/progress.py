# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Progress on stderr for the tools' long steps (compiles of thousands of
kernels take minutes): a status line (Progress) and a counted bar (Bar).

Progress modes: "auto" (the default) shows one live status line, rewritten in place,
only when stderr is a terminal and only once the run has taken longer than
`delay` seconds, and erases it at the end, so short runs, pipes and logs see
nothing; "always" prints each step as a plain line (logs, tests); "never".
Thread-safe: steps may come from worker threads.

    p = Progress("smemvec-report", mode="auto")
    p.step("compiling plugin")
    p.done()

Bar, for a phase of N like steps (the tuner's compile, ptxas and check):
on a terminal one bar redrawn in place and left there at close(); in a log
a line each tenth of the way, so logs stay short.

    bar = Bar(len(todo), "compile")
    bar.update(1, note="bx=16")
    bar.close()
"""
from __future__ import annotations

import sys
import threading
import time
from typing import Optional, TextIO

MODES = ("auto", "always", "never")


def _is_terminal(stream: TextIO) -> bool:
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


class Progress:
    def __init__(self, prog: str, mode: str = "auto", stream: Optional[TextIO] = None,
                 delay: float = 1.0):
        if mode not in MODES:
            raise ValueError(f"progress mode '{mode}': expected one of {', '.join(MODES)}")
        self.prog = prog
        self.stream = stream or sys.stderr
        self.delay = delay
        self.start = time.monotonic()
        self.lock = threading.Lock()
        self.live = False           # a live line is on the terminal now
        if mode == "auto":
            mode = "live" if _is_terminal(self.stream) else "never"
        self.mode = mode

    def step(self, message: str) -> None:
        if self.mode == "never":
            return
        with self.lock:
            if self.mode == "always":
                self.stream.write(f"{self.prog}: {message}\n")
            else:
                elapsed = time.monotonic() - self.start
                if elapsed < self.delay:
                    return
                self.stream.write(f"\r\033[K{self.prog}: [{elapsed:.0f} s] {message}")
                self.live = True
            self.stream.flush()

    def done(self) -> None:
        """Erase the live line (before the report's own output or errors)."""
        with self.lock:
            if self.live:
                self.stream.write("\r\033[K")
                self.stream.flush()
                self.live = False


class Bar:
    """A counted bar: `label [####......] done/total pct elapsed eta note`."""

    def __init__(self, total: int, label: str, stream: Optional[TextIO] = None, width: int = 30):
        self.total = max(int(total), 0)
        self.label = label
        self.stream = stream or sys.stderr
        self.width = width
        self.done = 0
        self.start = time.time()
        self.tty = _is_terminal(self.stream)
        self._last_decile = -1

    def line(self, note: str = "") -> str:
        frac = self.done / self.total if self.total else 1.0
        fill = int(round(frac * self.width))
        elapsed = time.time() - self.start
        eta = (elapsed / self.done * (self.total - self.done)) if self.done else 0.0
        s = "%s [%s%s] %d/%d %3d%% %5.1fs eta %5.1fs" % (
            self.label, "#" * fill, "." * (self.width - fill), self.done, self.total,
            int(frac * 100), elapsed, eta)
        return s + ((" " + note) if note else "")

    def update(self, n: int = 1, note: str = "") -> None:
        self.done = min(self.done + n, self.total) if self.total else self.done + n
        if self.tty:
            self.stream.write("\r" + self.line(note)[:150].ljust(150))
            self.stream.flush()
            return
        decile = int(10 * self.done / self.total) if self.total else 10
        if decile != self._last_decile or self.done == self.total:
            self._last_decile = decile
            self.stream.write(self.line(note) + "\n")
            self.stream.flush()

    def close(self) -> None:
        if self.tty:
            self.stream.write("\n")
            self.stream.flush()
