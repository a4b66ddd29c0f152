# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""smemvec-tune: tunes a kernel's template parameters and smemvec's plugin
knobs, described by a spec (docs/tune.md; SGEMM's is
docs/examples/sgemm.tune.json), with every configuration checked and every
failure binned. One host step, one device step.

Modules (only the standard library, plus jsonschema for the spec;
devworker.py imports CuPy, on the GPU machine):
  spec        a kernel's spec: schema (spec.schema.json), expressions,
              the space (counted without listing it), launches as numbers
  hostcompile clang + plugin -> PTX, in parallel, resumable; a kernel's PTX
              entry (a C++ name resolved to the mangled one)
  spechost    the host step: configurations, named skips, the bundle
  outcome     result bins, the classifier and the summary line
  store       the resumable SQLite results store
  search      successive halving (the device step's timing rounds)
  devstep     the device step's pieces (worker client, journal, grouping,
              assembly, check-and-time, preflight)
  specdevice  the device step
  devicecli   the device command (tools/smemvec-tune-device)
  devworker   the GPU worker process that devstep.WorkerClient talks to
  report      merge, best configuration per size, the tuned-parameter file
              (bench/suite.py reads SGEMM's), CSV, KernelTuner cache files,
              the search plot
  cli         the host command (tools/smemvec-tune)
Imports go one way: cli -> devicecli -> specdevice -> devstep -> search,
outcome; cli -> spechost -> hostcompile, spec; report -> devstep, spec.
"""
