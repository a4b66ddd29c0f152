# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""smemvec's plugin knobs, all in one place, and the probe that finds out
which of them the plugin in hand accepts.

Other branches add these flags in parallel: a knob the plugin rejects is left
out of the search with the compiler's reason recorded (probe()).
"""

import collections
import os
import subprocess
import tempfile

Knob = collections.namedtuple("Knob", "name flag values requires doc")

# name -> Knob. `values` are the non-default settings the search tries (the
# plugin's own default is "no flag"). `requires` = (parent knob, value that
# makes this knob irrelevant). Flag names and defaults as the passes define
# them (lib/SharedLSV.cpp, lib/SharedCluster.cpp, lib/SharedSched.cpp).
KNOBS = collections.OrderedDict((k.name, k) for k in (
    Knob("lsv", "-smemvec-lsv", ("0",), None,
         "gapped shared-memory load vectorizer (default on)"),
    Knob("gapfill", "-smemvec-lsv-min-useful-ratio", ("0.5", "0.625", "1.0"), ("lsv", "0"),
         "gap-fill threshold: merge a gapped window only if useful/loaded bytes >= this (default 0.75)"),
    Knob("cluster", "-smemvec-cluster", ("0",), None,
         "MachineScheduler clustering of shared accesses by base and offset (default on)"),
    Knob("cluster_window", "-smemvec-cluster-window", ("16", "32", "128"), ("cluster", "0"),
         "largest byte span of one cluster (default 64)"),
    Knob("cluster_length", "-smemvec-cluster-max-length", ("8", "32"), ("cluster", "0"),
         "most accesses in one cluster (default 16)"),
    Knob("sched", "-smemvec-sched", ("full", "off"), None,
         "NVPTX scheduling around the clusters: minimal (default), full (GenericScheduler), off"),
))


def table_digest():
    """Changes when the knob table changes (invalidates cached probes)."""
    import hashlib
    return hashlib.sha256(repr(list(KNOBS.values())).encode()).hexdigest()[:12]


class KnobRegistry:
    """The probe's verdict: which knob values the plugin accepts."""

    def __init__(self, accepted=None, rejected=None):
        # accepted: {knob: [values]}; rejected: {knob or knob=value: reason}
        self.accepted = dict(accepted or {})
        self.rejected = dict(rejected or {})

    def domains(self):
        return {k: tuple(v) for k, v in self.accepted.items() if v}

    def check(self, name, value):
        """None if OK, else (reason code, detail)."""
        if name not in KNOBS:
            return ("knob_unknown", "no knob named %r" % name)
        if name not in self.accepted or not self.accepted[name]:
            return ("knob_unavailable", self.rejected.get(name, "knob not probed"))
        if str(value) not in self.accepted[name]:
            why = self.rejected.get("%s=%s" % (name, value), "value not accepted by the plugin")
            return ("knob_value", why)
        return None

    def to_json(self):
        return {"accepted": self.accepted, "rejected": self.rejected}

    @classmethod
    def from_json(cls, d):
        return cls(d.get("accepted"), d.get("rejected"))

    @classmethod
    def assume_all(cls):
        """Every knob value accepted (tests, or a dry run without a compiler)."""
        return cls({k: list(v.values) for k, v in KNOBS.items()}, {})


def mllvm_flags(knob_items, registry=None):
    out = []
    for name, value in knob_items:
        out += ["-mllvm", "%s=%s" % (KNOBS[name].flag, value)]
    return out


PROBE_SOURCE = "__global__ void smemvec_probe(float *p) { p[threadIdx.x] = 0; }\n"


def first_error_line(text):
    for line in text.splitlines():
        if "error" in line.lower() or "unknown command line" in line.lower():
            return line.split("  Try:")[0].strip()
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    return lines[0] if lines else "no output"


def probe(compile_cmd, run=subprocess.run):
    """Compiles a tiny kernel once per knob value with the knob's -mllvm flag.

    compile_cmd(src, out) -> argv of a device-only compile with the plugin.
    Returns a KnobRegistry. `run` is injectable for tests.
    """
    accepted, rejected = {}, {}
    with tempfile.TemporaryDirectory(prefix="smemvec-probe-") as tmp:
        src = os.path.join(tmp, "probe.cu")
        with open(src, "w") as f:
            f.write(PROBE_SOURCE)
        out = os.path.join(tmp, "probe.ptx")
        base = run(compile_cmd(src, out), capture_output=True, text=True)
        if base.returncode != 0:
            why = "the probe compile fails without any knob: " + first_error_line(base.stderr)
            return KnobRegistry({}, {k: why for k in KNOBS})
        for name, knob in KNOBS.items():
            ok = []
            for value in knob.values:
                argv = compile_cmd(src, out) + ["-mllvm", "%s=%s" % (knob.flag, value)]
                r = run(argv, capture_output=True, text=True)
                if r.returncode == 0:
                    ok.append(value)
                else:
                    rejected["%s=%s" % (name, value)] = first_error_line(r.stderr)
            accepted[name] = ok
            if not ok:
                # Every value rejected: the flag itself is missing.
                rejected[name] = rejected.get("%s=%s" % (name, knob.values[0]),
                                              "rejected")
    return KnobRegistry(accepted, rejected)
