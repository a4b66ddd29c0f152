# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""smemvec-tune: tunes bench/ kernels' template parameters and smemvec's
plugin knobs, with every configuration validated and every failure binned.

Modules (only the standard library; device.py/devworker.py import CuPy
lazily, on the GPU machine):
  space       the search space (one Config per kernel instance + knobs)
  knobs       the plugin knobs, in one list, and the probe that finds which
              of them the plugin accepts
  validate    rules checked before compiling (ConfigError with a reason code)
  outcome     result bins, the classifier and the summary line
  store       the resumable SQLite results store
  search      exhaustive / random sampling / successive halving
  hostcompile host step: candidates -> PTX bundle with a manifest
  device      device step: ptxas -v, check against cuBLAS, time (CuPy)
  devworker   the GPU worker process that device.py talks to
  report      best configuration per size, tuned-parameter files
"""
