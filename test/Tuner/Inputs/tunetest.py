# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Shared setup of the tuner's CPU tests: import path, fakes, temp dirs."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SRCROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
sys.path.insert(0, os.path.join(SRCROOT, "tools"))

FAKE_CLANG = os.path.join(HERE, "fake_clang.py")
FAKE_PTXAS = os.path.join(HERE, "fake_ptxas.py")
FAKE_WORKER = os.path.join(HERE, "fake_worker.py")
