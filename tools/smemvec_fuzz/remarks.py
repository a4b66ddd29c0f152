# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Which kernels each plugin pass transformed, from -pass-remarks-output YAML.

A fuzzer whose kernels the passes never touch proves nothing, so the O3
fuzzer (the o3 stage of cpu.py and bundle.py) counts, per pass, the generated
kernels in which the pass *did* something: a `--- !Passed` remark of that
pass in the kernel or in a device function it calls (directly or through
other device functions; clones `<f>.smemvec.shared` count for `f`).

TRANSFORMS maps each pass to its remark names; only these count (missed and
analysis remarks say why not, and are tallied apart). Finer rows: one per
`Reason` of smemvec-unroll's Unrolled remarks, inlined vs specialized. Parsing is line-based
(standard library only): each remark document starts with `--- !Kind`, its
top-level `Pass:`, `Name:` and `Function:` keys follow.
"""
import re

# pass -> remark names that mean "transformed"
TRANSFORMS = {
    "smemvec-unroll": ("Unrolled", "RemainderUnrolled"),
    "smemvec-inline": ("Inlined", "Specialized"),
    "smemvec-align": ("GlobalAligned", "GlobalPrivatized", "AccessesAligned"),
    "smemvec-lsv": ("Merged",),
    "smemvec-sched": ("Clustered",),
}
PASSES = list(TRANSFORMS)


# finer kinds of transformation: (row name, pass, remark name); for
# smemvec-unroll, one row per `Reason` argument of its Unrolled remarks
# ("unroll: private array", "unroll: shared stride", ...: whatever reasons
# the plugin has), so a new reason shows up without editing this file
DETAILS = [
    ("inline: inlined", "smemvec-inline", "Inlined"),
    ("inline: specialized", "smemvec-inline", "Specialized"),
    ("remainder: straight-line", "smemvec-unroll", "RemainderUnrolled"),
]
# the unroll rows always printed (floors may name them; others appear when seen)
UNROLL_ROWS = ["unroll: private array", "unroll: shared stride"]


class Remark(tuple):
    """(kind, pass, name, function) plus .message (the Args joined) and
    .args ({key: value} of the Args)."""
    message = ""
    args = {}


def _unquote(v):
    v = v.strip()
    if len(v) >= 2 and v[0] == v[-1] and v[0] in "'\"":
        v = v[1:-1].replace("''", "'")
    return v


def parse(text):
    """[Remark] of every remark document in text."""
    out = []
    cur, msg, args = None, [], {}

    def flush():
        if cur:
            r = Remark(cur)
            r.message = "".join(msg)
            r.args = args
            out.append(r)
    for line in text.splitlines():
        if line.startswith("--- !"):
            flush()
            cur, msg, args = [line[5:].strip(), "", "", ""], [], {}
        elif cur is None:
            continue
        elif not line.startswith(" "):
            m = re.match(r"(Pass|Name|Function):\s*(.*)$", line)
            if m:
                cur[{"Pass": 1, "Name": 2, "Function": 3}[m.group(1)]] = _unquote(m.group(2))
        else:
            m = re.match(r"\s+- (\w+):\s*(.*)$", line)
            if m and m.group(1) not in ("DebugLoc",):
                msg.append(_unquote(m.group(2)))
                args.setdefault(m.group(1), _unquote(m.group(2)))
    flush()
    return out


def base_function(name):
    """A clone's (`f.smemvec.shared`, `f.1`) original name."""
    return name.split(".", 1)[0]


def transformed_kernels(remarks, kernels):
    """{pass: set of kernel names} for kernels = [{name, calls: [...]}]."""
    owners = {}
    for k in kernels:
        owners.setdefault(k["name"], set()).add(k["name"])
        for f in k.get("calls", []):
            owners.setdefault(f, set()).add(k["name"])
    hit = {p: set() for p in rate_keys()}
    for rm in remarks:
        kind, pas, name, fn = rm
        if kind != "Passed" or pas not in TRANSFORMS or name not in TRANSFORMS[pas]:
            continue
        ks = owners.get(fn, owners.get(base_function(fn), ()))
        keys = [pas] + [d[0] for d in DETAILS if d[1] == pas and d[2] == name]
        if pas == "smemvec-unroll" and rm.args.get("Reason"):
            keys.append("unroll: " + rm.args["Reason"])
        for key in keys:
            hit.setdefault(key, set())
        for k in ks:
            for key in keys:
                hit[key].add(k)
    return hit


def tally(remarks):
    """{(kind, pass, name): count} of the smemvec remarks."""
    t = {}
    for kind, pas, name, _ in remarks:
        if pas.startswith("smemvec"):
            t[(kind, pas, name)] = t.get((kind, pas, name), 0) + 1
    return t


def rate_keys():
    return PASSES + UNROLL_ROWS + [d[0] for d in DETAILS]


def rates_lines(hit_counts, n):
    """One line per pass, then per unroll reason and inline kind:
    `name: hits/n (pct%)`."""
    keys = PASSES + sorted(set(UNROLL_ROWS) | {k for k in hit_counts if k.startswith("unroll: ")}) \
        + [d[0] for d in DETAILS]
    return [f"{p}: {hit_counts.get(p, 0)}/{n} ({100.0 * hit_counts.get(p, 0) / max(1, n):.1f}%)"
            for p in keys]


def parse_floors(text):
    """'smemvec-unroll=0.5,unroll: private array=0.3' -> {key: rate}; keys
    are the pass names (or without `smemvec-`) and DETAILS' names."""
    floors = {}
    if not text:
        return floors
    for item in text.split(","):
        name, _, val = item.partition("=")
        name = name.strip()
        if name not in rate_keys() and "smemvec-" + name in PASSES:
            name = "smemvec-" + name
        if name not in rate_keys() and not name.startswith("unroll: "):
            raise ValueError(f"unknown pass '{name}' in --min-rate (one of {', '.join(rate_keys())})")
        try:
            floors[name] = float(val)
        except ValueError:
            raise ValueError(f"--min-rate {name}: '{val}' is not a number")
        if not 0.0 <= floors[name] <= 1.0:
            raise ValueError(f"--min-rate {name}: {val} is not between 0 and 1")
    return floors
