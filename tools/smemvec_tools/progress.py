# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Progress lines on stderr for the tools' long steps (compiles of thousands
of kernels take minutes).

Modes: "auto" (the default) shows one live status line, rewritten in place,
only when stderr is a terminal and only once the run has taken longer than
`delay` seconds, and erases it at the end, so short runs, pipes and logs see
nothing; "always" prints each step as a plain line (logs, tests); "never".
Thread-safe: steps may come from worker threads.

    p = Progress("smemvec-report", mode="auto")
    p.step("compiling plugin")
    p.done()
"""
from __future__ import annotations

import sys
import threading
import time
from typing import Optional, TextIO

MODES = ("auto", "always", "never")


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
            isatty = getattr(self.stream, "isatty", None)
            mode = "live" if isatty and isatty() else "never"
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
