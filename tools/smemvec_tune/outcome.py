# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Result bins, the classifier that puts every outcome in one, and the
summary line. Nothing here runs anything: the runners (real or fake) hand
their raw outcome to these functions.
"""

import collections
import re

from smemvec_tools.ptxas import parse_ptxas_v

# Status of one configuration (compile stage) or one (configuration, size).
SKIPPED = "skipped"            # the validator rejected it (reason: rule code)
COMPILE_ERROR = "compile_error"  # clang or ptxas failed (reason from the compiler)
RESOURCE = "resource_limit"    # assembled, but over a resource policy (spills)
RUNTIME_ERROR = "runtime_error"  # launch or execution failed (reason: CUDA error)
TIMEOUT = "timeout"            # did not finish within its time limit
WRONG = "wrong_result"         # finished, result differs from the reference
TIMED = "timed"                # correct and timed
COMPILED = "compiled"          # intermediate: PTX exists (host step)
ASSEMBLED = "assembled"        # intermediate: cubin exists (device step)
CORRECT = "correct"            # intermediate: checked, not yet timed

FINAL = (SKIPPED, COMPILE_ERROR, RESOURCE, RUNTIME_ERROR, TIMEOUT, WRONG, TIMED)

# Severity when one configuration has different outcomes at different sizes:
# the worst is what the summary shows for it (a wrong result is never hidden
# behind a timing at another size).
SEVERITY = {TIMED: 0, CORRECT: 0, SKIPPED: 1, RESOURCE: 2, TIMEOUT: 3,
            RUNTIME_ERROR: 4, WRONG: 5, COMPILE_ERROR: 6}

Outcome = collections.namedtuple("Outcome", "status reason detail")

_STATIC_ASSERT = re.compile(r"sgemm:([a-z_]+):")
_CLANG_ERROR = re.compile(r"error: (.*)")


def classify_compile(returncode, stderr, timed_out=False):
    """clang's exit status and stderr -> Outcome (COMPILED or COMPILE_ERROR).

    A failed static_assert of the kernel gives its own reason code; an
    unknown -mllvm flag gives knob_unavailable; anything else is
    clang_error with the first error line as detail.
    """
    if timed_out:
        return Outcome(TIMEOUT, "compile_timeout", "clang did not finish")
    if returncode == 0:
        return Outcome(COMPILED, "", "")
    m = _STATIC_ASSERT.search(stderr)
    if m:
        return Outcome(COMPILE_ERROR, m.group(1), _first_error(stderr))
    if "Unknown command line argument" in stderr or "Cannot find option named" in stderr:
        return Outcome(COMPILE_ERROR, "knob_unavailable", _first_error(stderr))
    if returncode < 0:
        return Outcome(COMPILE_ERROR, "clang_crash", "signal %d" % -returncode)
    if "PLEASE submit a bug report" in stderr or "Stack dump" in stderr:
        return Outcome(COMPILE_ERROR, "clang_crash", _first_error(stderr))
    return Outcome(COMPILE_ERROR, "clang_error", _first_error(stderr))


def _first_error(text):
    for line in text.splitlines():
        m = _CLANG_ERROR.search(line)
        if m:
            return m.group(1).strip()[:300]
    lines = [l for l in text.splitlines() if l.strip()]
    return (lines[0].strip() if lines else "no diagnostics")[:300]


def parse_ptxas_resources(text, entry="sgemm"):
    """-> dict(regs, smem, stack, spill_stores, spill_loads) for the entry
    (smemvec_tools.ptxas parses; None where ptxas said nothing)."""
    r = parse_ptxas_v(text).get(entry, {})
    return {"regs": r.get("registers"), "smem": r.get("smem") if "registers" in r else None,
            "stack": r.get("stack"), "spill_stores": r.get("spill_stores"),
            "spill_loads": r.get("spill_loads")}


def classify_assemble(returncode, stderr, max_spill_bytes=None, timed_out=False, entry="sgemm"):
    """ptxas exit status and -v output -> (Outcome, resources of entry)."""
    if timed_out:
        return Outcome(TIMEOUT, "ptxas_timeout", "ptxas did not finish"), {}
    res = parse_ptxas_resources(stderr, entry)
    if returncode != 0:
        low = stderr.lower()
        if "too much shared data" in low:
            reason = "ptxas_smem"
        elif "too many resources" in low or "registers" in low and "exceed" in low:
            reason = "ptxas_registers"
        else:
            reason = "ptxas_error"
        return Outcome(COMPILE_ERROR, reason, _first_error(stderr) or "ptxas failed"), res
    spills = (res.get("spill_stores") or 0) + (res.get("spill_loads") or 0)
    if max_spill_bytes is not None and spills > max_spill_bytes:
        return Outcome(RESOURCE, "spills", "%d bytes spilled (limit %d)" % (spills, max_spill_bytes)), res
    return Outcome(ASSEMBLED, "", ""), res


class RunnerError(Exception):
    """A runner's report that the launch itself failed (CUDA error)."""

    def __init__(self, code, detail=""):
        super().__init__("%s %s" % (code, detail))
        self.code = code
        self.detail = detail


class RunnerTimeout(Exception):
    """A runner's report that the kernel did not finish in time."""


class StepAbort(Exception):
    """A failure that is no configuration's (e.g. the spec's reference
    raised): the whole step stops with it, nothing is binned."""


def _run_binned(run):
    """Calls run() -> (None, its result), or (the failure's Outcome, None):
    RunnerTimeout is a timeout, RunnerError a CUDA error, and any other
    exception a runtime error of the harness (every failure lands in a bin)."""
    try:
        return None, run()
    except StepAbort:
        raise
    except RunnerTimeout as e:
        return Outcome(TIMEOUT, "kernel_timeout", str(e) or "no answer in time"), None
    except RunnerError as e:
        return Outcome(RUNTIME_ERROR, e.code, e.detail), None
    except Exception as e:  # noqa: BLE001
        return Outcome(RUNTIME_ERROR, "harness_" + type(e).__name__, str(e)[:300]), None


def classify_check(run_check, tolerance):
    """Calls run_check() -> dict(rel_err=..., nonfinite=...) and bins it.

    run_check raises RunnerError for CUDA errors and RunnerTimeout for hangs;
    any other exception is a runtime error of the harness (reported, not
    swallowed silently).
    """
    failed, r = _run_binned(run_check)
    if failed:
        return failed, None
    if r.get("nonfinite"):
        return Outcome(WRONG, "nonfinite",
                       "%d NaN/Inf outputs (unwritten or overflow)" % r["nonfinite"]), r
    rel = r.get("rel_err")
    if rel is None or not rel <= tolerance:  # NaN never passes
        return Outcome(WRONG, "mismatch", "rel. error %s > %g" % (rel, tolerance)), r
    return Outcome(CORRECT, "", "rel. error %.2e" % rel), r


def classify_timing(run_timing):
    """Calls run_timing() -> list of seconds; bins failures like classify_check."""
    failed, times = _run_binned(run_timing)
    if failed:
        return failed, None
    return Outcome(TIMED, "", ""), times


def worst(statuses):
    statuses = list(statuses)
    if not statuses:
        return None
    return max(statuses, key=lambda s: SEVERITY.get(s, 0))


def _by_reason(items):
    c = collections.Counter(items)
    return ", ".join("%s %d" % (r or "?", n) for r, n in sorted(c.items(), key=lambda x: (-x[1], x[0])))


def summary_line(outcomes):
    """outcomes: iterable of Outcome (one per configuration).

    -> "Out of N configurations, a skipped (reason n, ...), b failed to
        compile (...), c failed at run time (...), t timed out, d gave wrong
        results (...), r hit resource limits, e were timed."
    """
    outcomes = list(outcomes)
    groups = collections.defaultdict(list)
    for o in outcomes:
        groups[o.status].append(o.reason)

    def part(status, text):
        rs = groups.get(status, [])
        s = "%d %s" % (len(rs), text)
        if rs and any(rs):
            s += " (%s)" % _by_reason(rs)
        return s

    n = len(outcomes)
    timed = len(groups.get(TIMED, [])) + len(groups.get(CORRECT, []))
    parts = [part(SKIPPED, "skipped"), part(COMPILE_ERROR, "failed to compile"),
             part(RUNTIME_ERROR, "failed at run time"), part(TIMEOUT, "timed out"),
             part(WRONG, "gave wrong results")]
    if groups.get(RESOURCE):
        parts.append(part(RESOURCE, "hit resource limits"))
    pending = n - sum(len(groups.get(s, [])) for s in FINAL) - len(groups.get(CORRECT, []))
    line = "Out of %d configurations, %s, and %d were timed." % (n, ", ".join(parts), timed)
    if pending:
        line += " (%d not run yet.)" % pending
    return line
