# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Puts tools/ on sys.path so bench/ drivers import the smemvec_tools package.

Every bench/ entry script does `import _bootstrap` (bench/ is on sys.path as
the script's own directory); this is the only sys.path edit under bench/.
"""
import os
import sys

TOOLS = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(__file__))), "tools")
if TOOLS not in sys.path:
    sys.path.insert(0, TOOLS)
