# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Device step of a spec bundle (any user kernel, docs/tune.md "Any kernel").

The same step as the SGEMM one (device.py), through the same pieces:
ptxas -v of every distinct kernel in parallel (device.assemble_units), per
size a check of every kernel against the spec's reference and successive
halving on time (device.check_and_time), one worker process per CUDA
context (devworker.py, ops "spec_check" / "spec_time"), events appended to
OUT/results.jsonl (a rerun with the same OUT resumes). What differs is only
the request: the launch (grid, block, shared memory, buffers, arguments) was
evaluated on the host from the spec and travels in the manifest, so this
machine needs no expression evaluator, only python3, ptxas and CuPy.

    python3 tools/smemvec-tune-device BUNDLE --out DIR   (kind "tune-spec")
"""

import json
import os
import sys
import time

from smemvec_tools import bundle as bundlelib
from smemvec_tools import toolchain

from . import device
from . import outcome as oc

KIND = "tune-spec"


def is_spec_bundle(argv):
    """True when the device step's BUNDLE argument is a spec bundle."""
    path = os.path.join(device.parse_args(argv).bundle, "manifest.json")
    if not os.path.isfile(path):
        return False
    with open(path) as f:
        return json.load(f).get("kind") == KIND


def reference_cubin(args, manifest, cubin_dir, ptxas, log):
    """Assembles the reference kernel (stock clang PTX), if the spec has one.
    -> cubin path or None; a reference that does not assemble is an error."""
    ref = manifest["spec"]["reference"]
    if "kernel" not in ref:
        return None
    o, _, cubin = device.assemble(ptxas, args.bundle, ref, cubin_dir, args.ptxas_timeout, None,
                                  ref["kernel"])
    if o.status != oc.ASSEMBLED:
        raise bundlelib.BundleError("reference kernel %s does not assemble: %s %s"
                                    % (ref["kernel"], o.reason, o.detail))
    return cubin


def run(argv=None):
    args = device.parse_args(argv)
    t0 = time.time()
    os.makedirs(args.out, exist_ok=True)
    cubin_dir = args.work or os.path.join(args.out, "cubin")
    os.makedirs(cubin_dir, exist_ok=True)
    manifest = bundlelib.read_manifest(args.bundle, kind=KIND)
    spec = manifest["spec"]
    sizes = args.sizes.split(";") if args.sizes else manifest["sizes"]
    if not any(a.startswith("--tolerance") for a in (sys.argv[1:] if argv is None else argv)):
        args.tolerance = spec["tolerance"]  # the spec's, unless given here
    ptxas = args.ptxas.split() if args.ptxas else [toolchain.cuda_tool("ptxas") or "ptxas"]
    worker_argv = (args.worker.split() if args.worker
                   else [sys.executable, os.path.join(device.HERE, "devworker.py")])
    journal = device.Journal(os.path.join(args.out, "results.jsonl"))
    if not any(e.get("kind") == "spec" for e in journal.events):
        journal.add(kind="spec", name=spec["name"], kernel=spec["kernel"], path=spec["path"])
    log = sys.stderr

    units, members = device.group_units(manifest["candidates"])
    assembled = device.assemble_units(args, ptxas, units, members, cubin_dir, journal, log,
                                      entry=spec["kernel"])
    ref_cubin = reference_cubin(args, manifest, cubin_dir, ptxas, log)
    client = device.WorkerClient(worker_argv, os.path.join(args.out, "worker.log"))
    previous = journal.checked()
    default_key = manifest.get("default_key")
    default_unit = next((c.get("unit") for c in manifest["candidates"] if c["key"] == default_key), None)

    def msg(h, size, op, **extra):
        """The worker request: the unit's launch at this size, the reference."""
        ref = dict(spec["reference"])
        if ref_cubin:
            ref = {"cubin": os.path.abspath(ref_cubin), "entry": ref["kernel"],
                   "launch": ref["launch"][size]}
        d = {"op": "spec_" + op, "cubin": os.path.abspath(assembled[h]), "entry": spec["kernel"],
             "size": size, "launch": units[h]["launch"][size], "reference": ref}
        d.update(extra)
        return d

    try:
        for size in sizes:
            late = time.time() - t0 > args.budget_s
            device.check_and_time(client, journal, args, units, members, assembled, size, msg, previous,
                                  default_unit, late, log)
    finally:
        device.finish(args, manifest, client, journal, t0)
    return 0
