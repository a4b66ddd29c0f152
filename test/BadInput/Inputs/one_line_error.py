# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Runs a command that must refuse bad input the house way: a non-zero exit
status (not a signal), nothing on stdout, exactly one line on stderr, no
traceback. Prints that line (for FileCheck) and exits 0; otherwise says
what was wrong and exits 1.

  python3 one_line_error.py CMD ARG...
"""
import subprocess
import sys

r = subprocess.run(sys.argv[1:], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                   errors="replace")
lines = r.stderr.splitlines()
why = []
if r.returncode <= 0:
    why.append(f"exit status {r.returncode}, expected a non-zero exit")
if r.stdout:
    why.append(f"stdout not empty: {r.stdout[:300]!r}")
if len(lines) != 1:
    why.append(f"{len(lines)} lines on stderr, expected 1")
if "Traceback" in r.stderr:
    why.append("a traceback")
if why:
    print(f"one_line_error: {' '.join(sys.argv[1:])}: " + "; ".join(why), file=sys.stderr)
    sys.stderr.write(r.stderr[-2000:])
    sys.exit(1)
print(lines[0])
