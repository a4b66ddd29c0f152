#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""A stand-in for ptxas -v: copies the 'PTX' to the output and prints
resource lines, or fails when the PTX says behaviour=ptxas_fail."""
import re
import sys

args = sys.argv[1:]
if args == ["--version"]:  # the device step's preflight
    print("fake ptxas: Cuda compilation tools, release 13.0")
    sys.exit(0)
out = args[args.index("-o") + 1]
src = [a for a in args if a.endswith(".ptx")][0]
text = open(src).read()
entry = re.search(r"\.entry (\w+)", text).group(1)
if "behaviour=ptxas_fail" in text:
    sys.stderr.write("ptxas error   : Entry function '%s' uses too much shared data (0x10000 bytes, 0xc000 max)\n"
                     % entry)
    sys.exit(255)
spill = int(re.search(r"spill=(\d+)", text).group(1))
open(out, "w").write(text)
sys.stderr.write("ptxas info    : 0 bytes gmem\n"
                 "ptxas info    : Compiling entry function '%s' for 'sm_90'\n"
                 "ptxas info    : Function properties for %s\n"
                 "    %d bytes stack frame, %d bytes spill stores, %d bytes spill loads\n"
                 "ptxas info    : Used 96 registers, used 1 barriers, 16896 bytes smem, 400 bytes cmem[0]\n"
                 % (entry, entry, spill, spill, spill))
