# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""A plain-text progress bar (no dependencies). On a terminal it redraws one
line; in a log it prints a line every 10% so logs stay short."""

import sys
import time


class Progress:
    def __init__(self, total, label, stream=None, width=30):
        self.total = max(int(total), 0)
        self.label = label
        self.stream = stream or sys.stderr
        self.width = width
        self.done = 0
        self.start = time.time()
        self.tty = hasattr(self.stream, "isatty") and self.stream.isatty()
        self._last_decile = -1

    def line(self, note=""):
        frac = self.done / self.total if self.total else 1.0
        fill = int(round(frac * self.width))
        elapsed = time.time() - self.start
        eta = (elapsed / self.done * (self.total - self.done)) if self.done else 0.0
        s = "%s [%s%s] %d/%d %3d%% %5.1fs eta %5.1fs" % (
            self.label, "#" * fill, "." * (self.width - fill), self.done, self.total,
            int(frac * 100), elapsed, eta)
        return s + ((" " + note) if note else "")

    def update(self, n=1, note=""):
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

    def close(self):
        if self.tty:
            self.stream.write("\n")
            self.stream.flush()
