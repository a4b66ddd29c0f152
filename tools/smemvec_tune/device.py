# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Device step of an SGEMM bundle: assemble, check and time a host bundle on
the GPU machine (the shared pieces are devstep.py's).

Needs python3, ptxas and CuPy (in the worker process only). Usage:
  python3 tools/smemvec-tune-device BUNDLE --out DIR
Writes DIR/results.jsonl (one event per line, appended as it goes: a rerun
with the same DIR resumes), DIR/summary.txt, DIR/worker.log, and the cubins
with their ptxas -v logs under --work (default DIR/cubin).
"""

import os
import statistics

from . import devstep as ds
from . import outcome as oc
from . import space as sp
from . import validate as va


def run(argv=None):
    step = ds.Step(argv, "tune")
    args, manifest, journal, client, log = step.args, step.manifest, step.journal, step.client, step.log
    units, members = ds.group_units(manifest["candidates"])
    assembled = ds.assemble_units(args, step.ptxas, units, members, step.cubin_dir, journal, log)
    previous = journal.checked()
    default_key = manifest.get("default_key")
    default_hash = next((c["ptx_hash"] for c in manifest["candidates"] if c["key"] == default_key), None)

    def msg(h, size, op, **extra):
        u = units[h]
        d = {"op": op, "cubin": os.path.abspath(assembled[h]), "entry": manifest.get("entry", "sgemm"),
             "size": size, "threads": u["threads"], "tile": u["tile"]}
        if u.get("params"):  # grid.z (split-K), dynamic shared memory, zeroed C
            d["launch"] = va.launch_of(sp.Config.from_json(u["params"]), size, size, size)
        d.update(extra)
        return d

    try:
        for size in step.sizes:
            ds.check_and_time(client, journal, args, units, members, assembled, size, msg, previous,
                              default_hash, step.late(), log)
            # 4. cuBLAS SGEMM (TF32 off) at this size.
            try:
                r = client.request({"op": "cublas", "size": size, "reps": args.final_reps, "warmup": 3},
                                   args.time_timeout)
                journal.add(kind="cublas", size=size, time_us=statistics.median(r["times_ms"]) * 1000.0,
                            reps=len(r["times_ms"]), rel_err=r.get("rel_err"),
                            method="queued", launches=r.get("launches"), host_ahead=r.get("host_ahead"))
            except (oc.RunnerError, oc.RunnerTimeout) as e:
                journal.add(kind="cublas", size=size, error=str(e))
    except BaseException:
        step.finish(aborted=True)  # what was measured stays in the journal and the summary
        raise
    return step.finish()
