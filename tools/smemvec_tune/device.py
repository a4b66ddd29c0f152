# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Device step: assemble, check and time a host bundle on the GPU machine.

Needs python3, ptxas and CuPy (in the worker process only). Usage:
  python3 tools/smemvec-tune-device BUNDLE --out DIR
Writes DIR/results.jsonl (one event per line, appended as it goes: a rerun
with the same DIR resumes), DIR/summary.txt, DIR/worker.log, and the cubins
with their ptxas -v logs under --work (default DIR/cubin).
"""

import argparse
import concurrent.futures
import json
import os
import select
import signal
import statistics
import subprocess
import sys
import time

from smemvec_tools import bundle as bundlelib
from smemvec_tools import gpu, toolchain

from . import outcome as oc
from . import progress
from . import search
from . import space as sp
from . import validate as va

HERE = os.path.dirname(os.path.abspath(__file__))


# -- worker process ---------------------------------------------------------

class WorkerClient:
    """Talks to devworker.py (or a fake) over pipes, with a deadline per
    request. A timeout kills the worker; a crash or CUDA error ends it; the
    next request starts a fresh one."""

    def __init__(self, argv, log_path=None, start_timeout=180):
        self.argv = argv
        self.log_path = log_path
        self.start_timeout = start_timeout
        self.proc = None
        self.buf = b""
        self.info = None
        self.starts = 0

    def _spawn(self):
        log = open(self.log_path, "ab") if self.log_path else subprocess.DEVNULL
        self.proc = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=log, start_new_session=True)
        if log is not subprocess.DEVNULL:
            log.close()
        self.buf = b""
        self.starts += 1
        self.info = self._request({"op": "init"}, self.start_timeout)

    def _reap(self):
        """Waits for the worker and closes its pipes; returns its exit code."""
        proc, self.proc = self.proc, None
        rc = proc.wait()
        for pipe in (proc.stdin, proc.stdout):
            try:
                pipe.close()
            except OSError:
                pass
        return rc

    def kill(self):
        if self.proc is not None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
            self._reap()

    def close(self):
        if self.proc is not None:
            try:
                self.proc.stdin.close()
                self.proc.wait(timeout=10)
            except Exception:  # noqa: BLE001
                self.kill()
                return
            self._reap()

    def _readline(self, deadline):
        fd = self.proc.stdout.fileno()
        while b"\n" not in self.buf:
            left = deadline - time.time()
            if left <= 0:
                return None
            ready, _, _ = select.select([fd], [], [], left)
            if not ready:
                continue
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                return b""
            self.buf += chunk
        line, self.buf = self.buf.split(b"\n", 1)
        return line

    def _request(self, msg, timeout):
        try:
            self.proc.stdin.write((json.dumps(msg) + "\n").encode())
            self.proc.stdin.flush()
        except BrokenPipeError:
            rc = self._reap()
            raise oc.RunnerError("worker_crash", "worker gone before the request (exit %s)" % rc)
        line = self._readline(time.time() + timeout)
        if line is None:
            self.kill()
            raise oc.RunnerTimeout("no answer within %gs" % timeout)
        if line == b"":
            rc = self._reap()
            raise oc.RunnerError("worker_crash", "worker exited with %s" % rc)
        reply = json.loads(line)
        if "error" in reply:
            self.kill()
            raise oc.RunnerError(reply["error"], reply.get("detail", ""))
        return reply

    def request(self, msg, timeout):
        if self.proc is not None and self.proc.poll() is not None:
            self._reap()
        if self.proc is None:
            self._spawn()
        return self._request(msg, timeout)


# -- assembling -------------------------------------------------------------

def assemble(ptxas, bundle, unit, cubin_dir, timeout, max_spill_bytes, entry="sgemm"):
    """-> (Outcome, resources, cubin path); cubins cached by PTX hash."""
    digest = unit["ptx_hash"]
    cubin = os.path.join(cubin_dir, digest + ".cubin")
    log_path = cubin + ".log"
    if os.path.exists(cubin) and os.path.exists(log_path):
        with open(log_path) as f:
            o, res = oc.classify_assemble(0, f.read(), max_spill_bytes, entry=entry)
        return o, res, cubin
    ptx = bundlelib.ptx_file(bundle, unit["ptx"], cubin_dir)
    got = gpu.assemble(ptx, cubin, sass=False, timeout=timeout, ptxas=ptxas)
    if got.returncode is None:
        o, res = oc.classify_assemble(None, "", timed_out=True)
        return o, res, None
    o, res = oc.classify_assemble(got.returncode, got.log, max_spill_bytes, entry=entry)
    if got.ok:
        with open(log_path, "w") as f:
            f.write(got.log)
        return o, res, cubin
    return o, res, None


# -- the step ---------------------------------------------------------------

def read_events(path):
    """The events of a results.jsonl, in order; a line cut by an interrupt
    is skipped."""
    events = []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line:
                try:
                    events.append(json.loads(line))
                except ValueError:
                    pass
    return events


class Journal:
    """results.jsonl: append-only, flushed per event; read back to resume."""

    def __init__(self, path):
        self.path = path
        self.events = read_events(path) if os.path.exists(path) else []
        self.f = open(path, "a")

    def add(self, **event):
        event.setdefault("t", time.time())
        self.events.append(event)
        self.f.write(json.dumps(event, sort_keys=True) + "\n")
        self.f.flush()

    def checked(self):
        """(hash, size) -> check event, from earlier runs."""
        return {(e["unit"], e["size"]): e for e in self.events if e.get("kind") == "check"}

    def close(self):
        self.f.close()


def group_units(candidates):
    """Distinct kernels: configurations with identical PTX (and, for a spec,
    identical launches: the manifest's "unit") share one unit.
    -> (units {id: first candidate}, members {id: [candidates]})."""
    units, members = {}, {}
    for c in candidates:
        h = c.get("unit", c["ptx_hash"])
        units.setdefault(h, c)
        members.setdefault(h, []).append(c)
    return units, members


def assemble_units(args, ptxas, units, members, cubin_dir, journal, log, entry="sgemm"):
    """Step 1: ptxas -v every unit in parallel; one config event per
    configuration (resources, spills). -> {unit: cubin} of those assembled."""
    assembled = {}
    bar = progress.Progress(len(units), "ptxas", stream=log)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futs = {pool.submit(assemble, ptxas, args.bundle, u, cubin_dir, args.ptxas_timeout,
                            args.max_spill_bytes, entry): h for h, u in units.items()}
        for fut in concurrent.futures.as_completed(futs):
            h = futs[fut]
            o, res, cubin = fut.result()
            for c in members[h]:
                journal.add(kind="config", key=c["key"], params=c["params"], status=o.status,
                            reason=o.reason, detail=o.detail, **{k: v for k, v in res.items() if v is not None})
            if o.status == oc.ASSEMBLED:
                assembled[h] = cubin
            bar.update(1)
    bar.close()
    return assembled


def record(journal, units, members, h, size, o, **fields):
    """One result event per configuration of unit h (identical PTX)."""
    for c in members[h]:
        detail = o.detail
        if c["key"] != units[h]["key"]:
            detail = (detail + "; " if detail else "") + "same PTX as " + units[h]["key"]
        journal.add(kind="result", key=c["key"], size=size, status=o.status, reason=o.reason,
                    detail=detail, **fields)


def check_and_time(client, journal, args, units, members, assembled, size, msg, previous,
                   default_hash, late, log):
    """Steps 2 and 3 of the device step at one size, for any kernel: every
    assembled unit that runs at `size` is checked (resumed from `previous`),
    the correct ones timed by successive halving, the best `args.keep` and
    the default measured `args.final_reps` times. msg(h, size, op, **extra)
    -> the worker request ("check", "time" with reps, warmup)."""
    todo = [h for h in assembled if size in units[h]["sizes"]]
    # 2. correctness, fresh inputs per check.
    correct, rel_errs = [], {}
    bar = progress.Progress(len(todo), "check %s" % size, stream=log)
    for h in todo:
        prev = previous.get((h, size))
        if prev is not None:
            o = oc.Outcome(prev["status"], prev["reason"], prev["detail"])
            r = {"rel_err": prev.get("rel_err")}
        else:
            o, r = oc.classify_check(lambda: client.request(msg(h, size, "check"), args.check_timeout),
                                     args.tolerance)
            journal.add(kind="check", unit=h, size=size, status=o.status, reason=o.reason,
                        detail=o.detail, rel_err=(r or {}).get("rel_err"))
        rel_errs[h] = (r or {}).get("rel_err")
        if o.status == oc.CORRECT:
            correct.append(h)
        else:
            record(journal, units, members, h, size, o, rel_err=(r or {}).get("rel_err"))
        bar.update(1, o.status if o.status != oc.CORRECT else "")
    bar.close()

    # 3. successive halving on time. A failure in any round is final.
    failed = set()

    def measure(h, reps):
        o, times = oc.classify_timing(lambda: client.request(
            msg(h, size, "time", reps=reps, warmup=2), args.time_timeout)["times_ms"])
        if o.status != oc.TIMED:
            failed.add(h)
            record(journal, units, members, h, size, o)
            return None
        return times

    def on_round(rnd, reps, n):
        log.write("time %s: round %d, %d reps, %d candidates\n" % (size, rnd, reps, n))

    best = search.successive_halving(correct, measure, base_reps=args.base_reps, keep=args.keep,
                                     max_rounds=1 if late else 6, on_round=on_round)
    ranked = sorted((h for h in best if h not in failed), key=lambda h: best[h][0])
    finalists = ranked[:args.keep]
    if default_hash in best and default_hash not in finalists:
        finalists.append(default_hash)
    for h in ranked:
        med, reps, rnd = best[h]
        if h in finalists:
            times = measure(h, args.final_reps)
            if not times:
                continue
            med, reps, rnd = statistics.median(times), len(times), -1
        record(journal, units, members, h, size, oc.Outcome(oc.TIMED, "", ""), time_us=med * 1000.0,
               reps=reps, round=rnd, rel_err=rel_errs.get(h))


def parse_args(argv):
    p = argparse.ArgumentParser(prog="smemvec-tune-device", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("bundle", help="bundle directory written by `smemvec-tune compile`")
    p.add_argument("--out", required=True, help="output directory (reuse it to resume)")
    p.add_argument("--work", default=None,
                   help="directory for PTX/cubins (default: OUT/cubin; keep it out of OUT to ship less back)")
    p.add_argument("--sizes", default=None, help="comma-separated M=N=K sizes (default: the bundle's)")
    p.add_argument("--ptxas", default=None, help="ptxas command (default: $SMEMVEC_PTXAS, $CUDA_PATH/bin/ptxas, PATH)")
    p.add_argument("--worker", default=None, help="worker command (default: python3 devworker.py)")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 4, help="parallel ptxas processes")
    p.add_argument("--tolerance", type=float, default=1e-4, help="max ||C-ref||/||ref|| vs float64")
    p.add_argument("--max-spill-bytes", type=int, default=None,
                   help="do not run kernels that spill more (default: record spills, run anyway)")
    p.add_argument("--base-reps", type=int, default=3)
    p.add_argument("--final-reps", type=int, default=30)
    p.add_argument("--keep", type=int, default=4, help="candidates per size in the final measurement")
    p.add_argument("--check-timeout", type=float, default=60.0)
    p.add_argument("--time-timeout", type=float, default=120.0)
    p.add_argument("--ptxas-timeout", type=float, default=300.0)
    p.add_argument("--budget-s", type=float, default=450.0,
                   help="soft wall-clock budget: once spent, remaining sizes get checks and one round only")
    return p.parse_args(argv)


def run(argv=None):
    args = parse_args(argv)
    t0 = time.time()
    os.makedirs(args.out, exist_ok=True)
    cubin_dir = args.work or os.path.join(args.out, "cubin")
    os.makedirs(cubin_dir, exist_ok=True)
    manifest = bundlelib.read_manifest(args.bundle, kind="tune")
    sizes = [int(s) for s in args.sizes.split(",")] if args.sizes else manifest["sizes"]
    ptxas = args.ptxas.split() if args.ptxas else [toolchain.cuda_tool("ptxas") or "ptxas"]
    worker_argv = args.worker.split() if args.worker else [sys.executable, os.path.join(HERE, "devworker.py")]
    journal = Journal(os.path.join(args.out, "results.jsonl"))
    log = sys.stderr

    units, members = group_units(manifest["candidates"])
    assembled = assemble_units(args, ptxas, units, members, cubin_dir, journal, log)

    client = WorkerClient(worker_argv, os.path.join(args.out, "worker.log"))
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
        for size in sizes:
            late = time.time() - t0 > args.budget_s
            check_and_time(client, journal, args, units, members, assembled, size, msg, previous,
                           default_hash, late, log)

            # 4. cuBLAS SGEMM (TF32 off) at this size.
            try:
                r = client.request({"op": "cublas", "size": size, "reps": args.final_reps, "warmup": 3},
                                   args.time_timeout)
                journal.add(kind="cublas", size=size, time_us=statistics.median(r["times_ms"]) * 1000.0,
                            reps=len(r["times_ms"]), rel_err=r.get("rel_err"),
                            method="queued", launches=r.get("launches"), host_ahead=r.get("host_ahead"))
            except (oc.RunnerError, oc.RunnerTimeout) as e:
                journal.add(kind="cublas", size=size, error=str(e))
    finally:
        finish(args, manifest, client, journal, t0)
    return 0


def finish(args, manifest, client, journal, t0):
    """End of a device step: device facts and run event in the journal,
    OUT/summary.txt written and printed."""
    if client.info:
        journal.add(kind="device", **client.info)
    client.close()
    journal.add(kind="run", seconds=time.time() - t0, worker_starts=client.starts)
    journal.close()
    text = summarize(os.path.join(args.out, "results.jsonl"), manifest)
    with open(os.path.join(args.out, "summary.txt"), "w") as f:
        f.write(text)
    sys.stdout.write(text)


def summarize(results_path, manifest=None):
    """Short table + summary line from a results.jsonl (the device's view)."""
    configs, results, cublas, device = {}, {}, {}, {}
    for e in read_events(results_path):
        if e.get("kind") == "config":
            configs[e["key"]] = e
        elif e.get("kind") == "result":
            results[(e["key"], e["size"])] = e
        elif e.get("kind") == "cublas" and "time_us" in e:
            cublas[e["size"]] = e["time_us"]
        elif e.get("kind") == "device":
            device = e
    lines = ["device: %s (cc %s)" % (device.get("name", "?"), device.get("cc", "?"))]
    sizes = sorted({s for _, s in results})
    default_key = (manifest or {}).get("default_key")
    for s in sizes:
        timed = [(e["time_us"], k) for (k, ss), e in results.items() if ss == s and e["status"] == oc.TIMED]
        timed.sort()
        d = results.get((default_key, s), {}).get("time_us")
        cb = cublas.get(s)
        if timed:
            t, k = timed[0]
            lines.append("%s: best %.1f us (%s); default %s; cuBLAS %s%s" % (
                "M=N=K=%d" % s if isinstance(s, int) else s, t, k, "%.1f us" % d if d else "-",
                "%.1f us" % cb if cb else "-", "; best = %.1f%% of cuBLAS" % (100.0 * cb / t) if cb else ""))
    outs = []
    for key, e in configs.items():
        per = [r for (k, _), r in results.items() if k == key]
        if e["status"] != oc.ASSEMBLED:
            outs.append(oc.Outcome(e["status"], e["reason"], e["detail"]))
        elif per:
            w = max(per, key=lambda r: oc.SEVERITY.get(r["status"], 0))
            outs.append(oc.Outcome(w["status"], w["reason"], w["detail"]))
        else:
            outs.append(oc.Outcome(oc.ASSEMBLED, "", ""))
    lines.append("device step: " + oc.summary_line(outs))
    return "\n".join(lines) + "\n"


def main(argv=None):
    from . import specdevice  # a spec bundle (any kernel) has its own step
    if specdevice.is_spec_bundle(sys.argv[1:] if argv is None else argv):
        return specdevice.run(argv)
    return run(argv)


if __name__ == "__main__":
    sys.exit(main())
