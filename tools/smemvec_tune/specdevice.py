# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The device step (docs/tune.md): a spec's bundle assembled, checked and
timed on the GPU machine, SGEMM's as any other kernel's.

ptxas -v of every distinct kernel in parallel (devstep.assemble_units), per
size a check of every kernel against the spec's reference and successive
halving on time (devstep.check_and_time), one worker process per CUDA
context (devworker.py, ops "check" / "time" / "baseline"), events appended
to OUT/results.jsonl (a rerun with the same OUT resumes), a preflight
before anything is recorded (devstep.Step). The launch (grid, block, shared
memory, buffers and clears, arguments) and the PTX entry were evaluated on
the host from the spec and travel in the manifest, so this machine needs no
expression evaluator, only python3, ptxas and CuPy. Each finalist's outputs are
checked again after its timed launches; the spec's baseline (cuBLAS for
the SGEMM spec) is checked and timed per size after the kernels.

    python3 tools/smemvec-tune-device BUNDLE --out DIR   (kind "tune-spec")
"""

import os
import statistics

from smemvec_tools import bundle as bundlelib

from . import devstep as ds
from . import outcome as oc

KIND = "tune-spec"


def reference_cubin(args, manifest, cubin_dir, ptxas, log):
    """Assembles the reference kernel (stock clang PTX), if the spec has one.
    -> cubin path or None; a reference that does not assemble is an error."""
    ref = manifest["spec"]["reference"]
    if "kernel" not in ref:
        return None
    o, _, cubin = ds.assemble(ptxas, args.bundle, ref, cubin_dir, args.ptxas_timeout, None,
                              ref.get("entry", ref["kernel"]))
    if o.status != oc.ASSEMBLED:
        raise bundlelib.BundleError("reference kernel %s does not assemble: %s %s"
                                    % (ref["kernel"], o.reason, o.detail))
    return cubin


def run(argv=None):
    step = ds.Step(argv, KIND)
    args, manifest, journal, client, log = step.args, step.manifest, step.journal, step.client, step.log
    spec = manifest["spec"]
    if args.tolerance is None:
        args.tolerance = spec["tolerance"]  # the spec's, unless given here
    if not any(e.get("kind") == "spec" for e in journal.events):
        journal.add(kind="spec", name=spec["name"], kernel=spec["kernel"], path=spec["path"])
    units, members = ds.group_units(manifest["candidates"])
    assembled = ds.assemble_units(args, step.ptxas, units, members, step.cubin_dir, journal, log,
                                  entry=spec["kernel"])
    ref_cubin = reference_cubin(args, manifest, step.cubin_dir, step.ptxas, log)
    previous = journal.checked()
    default_key = manifest.get("default_key")
    default_unit = next((c.get("unit") for c in manifest["candidates"] if c["key"] == default_key), None)
    envs = spec.get("env", {})

    def reference(size):
        ref = dict(spec["reference"])
        if ref_cubin:
            ref = {"cubin": os.path.abspath(ref_cubin), "entry": ref.get("entry", ref["kernel"]),
                   "launch": ref["launch"][size]}
        return ref

    def msg(h, size, op, **extra):
        """The worker request: the unit's launch at this size, the reference."""
        d = {"op": op, "cubin": os.path.abspath(assembled[h]),
             "entry": units[h].get("entry", spec["kernel"]), "size": size,
             "launch": units[h]["launch"][size], "reference": reference(size), "env": envs.get(size)}
        d.update(extra)
        return d

    try:
        for size in step.sizes:
            ds.check_and_time(client, journal, args, units, members, assembled, size, msg, previous,
                              default_unit, step.late(), log)
            if spec.get("baseline"):
                time_baseline(client, journal, args, manifest, size, reference(size), envs.get(size))
    except BaseException:
        step.finish(aborted=True)  # what was measured stays in the journal and the summary
        raise
    return step.finish()


def time_baseline(client, journal, args, manifest, size, reference, env):
    """The spec's baseline (a library call, e.g. cuBLAS) at one size, on the
    buffers of a candidate's launch at that size, checked and timed the same
    way as the kernels; a "baseline" event (merge stores it as the
    configuration named "baseline")."""
    launch = next((c["launch"][size] for c in manifest["candidates"] if size in c["launch"]), None)
    if launch is None:
        return
    base = manifest["spec"]["baseline"]
    try:
        r = client.request({"op": "baseline", "size": size, "launch": launch, "reference": reference,
                            "baseline": base, "env": env, "reps": args.final_reps, "warmup": 3},
                           args.time_timeout)
        journal.add(kind="baseline", name=base.get("name", "baseline"), size=size,
                    time_us=statistics.median(r["times_ms"]) * 1000.0, reps=len(r["times_ms"]),
                    rel_err=r.get("rel_err"), nonfinite=r.get("nonfinite"), launches=r.get("launches"),
                    host_ahead=r.get("host_ahead"))
    except (oc.RunnerError, oc.RunnerTimeout) as e:
        journal.add(kind="baseline", name=base.get("name", "baseline"), size=size, error=str(e))
