# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The device step's pieces, below the step itself (specdevice.py) and the
command (devicecli.py), imported by them only, never the other way round:

  WorkerClient    the GPU worker process (devworker.py) over pipes, with a
                  deadline per request
  Journal         OUT/results.jsonl: append-only, read back to resume, read
                  strictly by merge (read_journal)
  group_units     configurations with identical PTX (and launches) run once
  assemble(_units) ptxas -v, cubins cached by PTX hash
  check_and_time  per size: check every unit, successive halving, finals
  preflight       what the step needs on this machine, before anything is
                  recorded
  finish          device facts, the run event, OUT/summary.txt
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
from smemvec_tools.progress import Bar

from . import outcome as oc
from . import search

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

def assemble(ptxas, bundle, unit, cubin_dir, timeout, max_spill_bytes, entry):
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

class JournalError(Exception):
    """A results.jsonl that cannot be trusted: one line naming the file, the
    line and what is wrong."""


class PreflightError(Exception):
    """This machine lacks what the device step needs (said before anything
    is recorded)."""


class DeviceStepError(oc.StepAbort):
    """A device step that cannot run as asked (a size filter that matches no
    size of the bundle, a reference that fails): one line, exit 2."""


# The worker's error code for a failing reference or baseline expression:
# the spec's fault, not the kernel's, so it stops the step.
REFERENCE_ERROR = "reference_error"


def request_or_abort(client, msg, timeout):
    """client.request, with the worker's reference_error turned into a
    DeviceStepError (every check would fail the same way)."""
    try:
        return client.request(msg, timeout)
    except oc.RunnerError as e:
        if e.code == REFERENCE_ERROR:
            raise DeviceStepError("the spec's reference fails at %s: %s (no configuration binned; "
                                  "`smemvec-tune check SPEC` evaluates it on the host)" % (msg.get("size"), e.detail))
        raise


# What merge needs of each event kind (the device step writes all of them).
REQUIRED = {"config": ("key", "status"), "result": ("key", "size", "status"),
            "check": ("unit", "size", "status"), "baseline": ("size",),
            "device": (), "run": (), "spec": ("name",)}


def _parse_lines(path):
    """-> (events, problems, cut): every line parsed; problems are
    (line number, why); cut is True when the last line has no newline and
    does not parse (a write cut by an interrupt)."""
    with open(path, "rb") as f:
        data = f.read()
    lines = data.split(b"\n")
    cut = False
    if lines and lines[-1] == b"":
        lines.pop()
    elif lines:
        try:
            json.loads(lines[-1])
        except ValueError:
            cut = True
            lines.pop()
    events, problems = [], []
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            e = json.loads(line)
        except ValueError as ex:
            problems.append((n, "not JSON (%s)" % ex))
            continue
        if not isinstance(e, dict) or e.get("kind") not in REQUIRED:
            problems.append((n, "not a device-step event (kind %r)" % (e.get("kind") if isinstance(e, dict) else e)))
            continue
        missing = [k for k in REQUIRED[e["kind"]] if k not in e]
        if missing:
            problems.append((n, "%s event without %s" % (e["kind"], ", ".join(missing))))
            continue
        events.append(e)
    return events, problems, cut


def read_events(path):
    """The events of a results.jsonl, in order, for the device step's own
    resume and summary: a last line cut by an interrupt is left out."""
    return _parse_lines(path)[0]


def read_journal(path, log=None):
    """The events of a results.jsonl for merge: any malformed line is a
    JournalError naming it (nothing is merged then); only a last line cut by
    an interrupt is left out, and said so on log."""
    if not os.path.isfile(path):
        raise JournalError("%s: no such file (the device step's --out directory holds results.jsonl)" % path)
    events, problems, cut = _parse_lines(path)
    if problems:
        n, why = problems[0]
        more = " (and %d more malformed lines)" % (len(problems) - 1) if len(problems) > 1 else ""
        raise JournalError("%s:%d: %s%s; nothing merged" % (path, n, why, more))
    if cut and log is not None:
        log.write("merge: %s: the last line was cut by an interrupt; left out\n" % path)
    return events


class Journal:
    """results.jsonl: append-only, flushed per event; read back to resume.
    A last line cut by an interrupt is moved to results.jsonl.cut before
    appending (so the next event does not join it)."""

    def __init__(self, path):
        self.path = path
        self.events = []
        if os.path.exists(path):
            self.events, problems, cut = _parse_lines(path)
            if problems:
                raise JournalError("%s:%d: %s: not resuming into a damaged journal (give another --out)"
                                   % (path, problems[0][0], problems[0][1]))
            if cut:
                with open(path, "rb") as f:
                    data = f.read()
                keep = data.rsplit(b"\n", 1)[0] + b"\n" if b"\n" in data else b""
                with open(path + ".cut", "ab") as f:
                    f.write(data[len(keep):] + b"\n")
                with open(path, "r+b") as f:
                    f.truncate(len(keep))
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
    """Distinct kernels: configurations with identical PTX and identical
    launches (the manifest's "unit") share one unit.
    -> (units {id: first candidate}, members {id: [candidates]})."""
    units, members = {}, {}
    for c in candidates:
        h = c["unit"]
        units.setdefault(h, c)
        members.setdefault(h, []).append(c)
    return units, members


def assemble_units(args, ptxas, units, members, cubin_dir, journal, log, entry):
    """Step 1: ptxas -v every unit in parallel; one config event per
    configuration (resources, spills). -> {unit: cubin} of those assembled."""
    assembled = {}
    bar = Bar(len(units), "ptxas", stream=log)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futs = {pool.submit(assemble, ptxas, args.bundle, u, cubin_dir, args.ptxas_timeout,
                            args.max_spill_bytes, u.get("entry", entry)): h for h, u in units.items()}
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
    """Steps 2 and 3 of the device step at one size: every
    assembled unit that runs at `size` is checked (resumed from `previous`),
    the correct ones timed by successive halving, the best `args.keep` and
    the default measured `args.final_reps` times. msg(h, size, op, **extra)
    -> the worker request ("check", "time" with reps, warmup)."""
    todo = [h for h in assembled if size in units[h]["sizes"]]
    # 2. correctness, fresh inputs per check.
    correct, rel_errs = [], {}
    bar = Bar(len(todo), "check %s" % size, stream=log)
    for h in todo:
        prev = previous.get((h, size))
        if prev is not None:
            o = oc.Outcome(prev["status"], prev["reason"], prev["detail"])
            r = {"rel_err": prev.get("rel_err")}
        else:
            o, r = oc.classify_check(lambda: request_or_abort(client, msg(h, size, "check"), args.check_timeout),
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

    def measure(h, reps, final=False):
        reply = {}

        def run():
            reply.update(client.request(msg(h, size, "time", reps=reps, warmup=2, recheck=final),
                                        args.time_timeout))
            return reply["times_ms"]
        o, times = oc.classify_timing(run)
        if o.status == oc.TIMED and "rel_err_after" in reply:
            # The outputs of the last timed launch, checked again.
            after, bad = reply["rel_err_after"], reply.get("nonfinite_after", 0)
            if bad or not (after is not None and after <= args.tolerance):
                o = oc.Outcome(oc.WRONG, "mismatch_after_timing",
                               "after %d launches: rel. error %s, %d non-finite" % (reps, after, bad or 0))
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
            times = measure(h, args.final_reps, final=True)
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
    p.add_argument("--sizes", default=None,
                   help="the sizes to run (default: the bundle's): size labels (n=1024, or M=1024,N=1024,K=1024 "
                        "separated by ';'); one that is not in the bundle is an error")
    p.add_argument("--ptxas", default=None, help="ptxas command (default: $SMEMVEC_PTXAS, $CUDA_PATH/bin/ptxas, PATH)")
    p.add_argument("--worker", default=None, help="worker command (default: python3 devworker.py)")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 4, help="parallel ptxas processes")
    p.add_argument("--tolerance", type=float, default=None,
                   help="max relative error of an output vs the reference (default: the spec's)")
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


class Step:
    """What the device step starts with, in this order: the bundle's
    manifest, the sizes asked for, ptxas and the worker, the preflight (so
    nothing is recorded on a machine that cannot run the step), then the
    cubin directory and the journal."""

    def __init__(self, argv, kind):
        self.args = args = parse_args(argv)
        self.t0 = time.time()
        self.manifest = bundlelib.read_manifest(args.bundle, kind=kind)
        self.sizes = select_sizes(args.sizes, self.manifest["sizes"])
        self.ptxas = args.ptxas.split() if args.ptxas else [toolchain.cuda_tool("ptxas") or "ptxas"]
        worker = args.worker.split() if args.worker else [sys.executable, os.path.join(HERE, "devworker.py")]
        os.makedirs(args.out, exist_ok=True)
        log_path = os.path.join(args.out, "worker.log")
        self.client = WorkerClient(worker, log_path)
        preflight(self.ptxas, self.client, log_path)  # nothing recorded before this passes
        self.cubin_dir = args.work or os.path.join(args.out, "cubin")
        os.makedirs(self.cubin_dir, exist_ok=True)
        self.journal = Journal(os.path.join(args.out, "results.jsonl"))
        self.log = sys.stderr

    def late(self):
        """Past --budget-s: the remaining sizes get checks and one round."""
        return time.time() - self.t0 > self.args.budget_s

    def finish(self, aborted=False):
        """finish(), then the exit status: 1 when nothing was timed."""
        finish(self.args, self.manifest, self.client, self.journal, self.t0)
        if aborted:
            return 2
        if not measured_anything(self.journal):
            self.log.write("smemvec-tune-device: error: no configuration was timed (see the summary above)\n")
            return 1
        return 0


def select_sizes(requested, available):
    """The sizes a device step runs: all of the bundle's, or those named by
    --sizes; a name that is not a size of the bundle is a DeviceStepError
    (a filter that matches nothing must not pass as an empty run)."""
    if not requested:
        return list(available)
    sep = ";" if any(isinstance(s, str) and "," in s for s in available) else ","
    want = [w.strip() for w in requested.split(sep) if w.strip()]
    names = {str(s): s for s in available}
    bad = [w for w in want if w not in names]
    if bad or not want:
        raise DeviceStepError("--sizes %s: %s not a size of this bundle (its sizes: %s%s)" % (
            requested, ", ".join(bad) or "nothing", "; ".join(map(str, available)),
            "; separate several with ';'" if sep == ";" else ""))
    return [names[w] for w in want]


def preflight(ptxas, client, log_path):
    """Checks what the device step needs before anything is recorded: ptxas
    runs, and the GPU worker starts (it imports numpy and CuPy and opens
    the GPU). -> the worker's device facts. A missing piece is a
    PreflightError naming it (with the worker log's last line)."""
    try:
        p = subprocess.run(ptxas + ["--version"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise PreflightError("ptxas (%s) does not run: %s (set --ptxas, SMEMVEC_PTXAS or CUDA_PATH)"
                             % (" ".join(ptxas), e))
    if p.returncode != 0:
        raise PreflightError("ptxas (%s) --version exits %d: %s" % (
            " ".join(ptxas), p.returncode, (p.stdout.strip().splitlines() or [""])[-1]))
    try:
        return client.request({"op": "init"}, client.start_timeout)
    except (oc.RunnerError, oc.RunnerTimeout, OSError) as e:
        last = ""
        if log_path and os.path.exists(log_path):
            with open(log_path, errors="replace") as f:
                lines = [l.strip() for l in f.read().splitlines() if l.strip()]
            last = lines[-1] if lines else ""
        raise PreflightError("the GPU worker (%s) does not start: %s%s; nothing was recorded" % (
            " ".join(client.argv), str(e).strip() or type(e).__name__,
            " (%s: %s)" % (os.path.basename(log_path), last) if last else ""))


def measured_anything(journal):
    """True when the step timed at least one kernel (else its exit status
    is non-zero: a run that measured nothing must not pass as a result)."""
    return any(e.get("kind") == "result" and e.get("status") == oc.TIMED for e in journal.events)


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
    configs, results, baseline, device = {}, {}, {}, {}
    lib = "baseline"
    for e in read_events(results_path):
        if e.get("kind") == "config":
            configs[e["key"]] = e
        elif e.get("kind") == "result":
            results[(e["key"], e["size"])] = e
        elif e.get("kind") == "baseline" and "time_us" in e:
            baseline[e["size"]] = e["time_us"]
            lib = e.get("name", "baseline")
        elif e.get("kind") == "device":
            device = e
    lines = ["device: %s (cc %s)" % (device.get("name", "?"), device.get("cc", "?"))]
    sizes = sorted({s for _, s in results})
    default_key = (manifest or {}).get("default_key")
    for s in sizes:
        timed = [(e["time_us"], k) for (k, ss), e in results.items() if ss == s and e["status"] == oc.TIMED]
        timed.sort()
        d = results.get((default_key, s), {}).get("time_us")
        cb = baseline.get(s)
        if timed:
            t, k = timed[0]
            lines.append("%s: best %.1f us (%s); default %s; %s %s%s" % (
                s, t, k, "%.1f us" % d if d else "-", lib,
                "%.1f us" % cb if cb else "-", "; best = %.1f%% of %s" % (100.0 * cb / t, lib) if cb else ""))
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


