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
  hostcompile host step: candidates -> PTX bundle with a manifest; a
              kernel's PTX entry (a C++ name resolved to the mangled one)
  spec        a user kernel's spec: schema (spec.schema.json), expressions,
              the space (counted without listing it), launches as numbers
  spechost    host step of a spec
  devstep     the device step's shared pieces (worker client, journal,
              grouping, assembly, check-and-time, preflight), below:
  device      device step of an SGEMM bundle (+ cuBLAS)
  specdevice  device step of a spec bundle (+ its baseline)
  devicecli   the device command: picks the step by the bundle's kind
  devworker   the GPU worker process that devstep.WorkerClient talks to
  report      merge, best configuration per size, tuned-parameter files,
              CSV, KernelTuner cache files, the search plot
Imports go one way: cli -> spechost/hostcompile/report -> devstep;
devicecli -> device/specdevice -> devstep; nothing imports devicecli.
"""
