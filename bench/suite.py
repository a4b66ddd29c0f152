# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Reading and resolving bench/suite.json (standard library only).

build_bundle.py resolves every expression of the suite into numbers and
writes the bundle's manifest.json; run_bundle.py validates and reads that.

    suite = load_suite("bench/suite.json")
    cases = resolve_entry(entry, macros)   # [{"params", "grid", "block", ...}]
"""
import ast
import json
import os
import operator
import re

DTYPES = {"float16", "float32", "float64", "int8", "int16", "int32", "int64",
          "uint8", "uint16", "uint32", "uint64"}
# "inout": an array the kernel reads and writes; the runner gives every
# checked launch a fresh copy of its generated input and checks it as an output.
ARG_KINDS = {"in", "out", "inout", "scalar"}
# Kinds whose arrays the runner generates with init_<init>, and kinds it checks.
INPUT_KINDS = ("in", "inout")
OUTPUT_KINDS = ("out", "inout")
_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
        ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod, ast.Pow: operator.pow}


class SuiteError(Exception):
    pass


def evaluate(expr, names, where=""):
    """Integer value of a number or an arithmetic expression over `names`.

    '/' divides exactly: a remainder is an error (shapes and grids must tile).
    """
    if isinstance(expr, bool):
        raise SuiteError(f"{where}: boolean where a number is expected")
    if isinstance(expr, (int, float)):
        return expr
    if not isinstance(expr, str):
        raise SuiteError(f"{where}: expected a number or an expression, got {expr!r}")
    try:
        tree = ast.parse(expr, mode="eval")
    except SyntaxError as e:
        raise SuiteError(f"{where}: bad expression {expr!r}: {e.msg}")

    def ev(node):
        if isinstance(node, ast.Expression):
            return ev(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return node.value
        if isinstance(node, ast.Name):
            if node.id not in names:
                raise SuiteError(f"{where}: unknown name '{node.id}' in {expr!r} "
                                 f"(known: {', '.join(sorted(names))})")
            return names[node.id]
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -ev(node.operand)
        if isinstance(node, ast.BinOp):
            a, b = ev(node.left), ev(node.right)
            if isinstance(node.op, ast.Div):
                if b == 0 or a % b != 0:
                    raise SuiteError(f"{where}: {expr!r}: {a} / {b} is not exact")
                return a // b
            if type(node.op) in _OPS:
                return _OPS[type(node.op)](a, b)
        raise SuiteError(f"{where}: unsupported syntax in {expr!r}")
    return ev(tree)


def load_suite(path):
    with open(path) as f:
        try:
            suite = json.load(f)
        except json.JSONDecodeError as e:
            raise SuiteError(f"{path}: not valid JSON: {e}")
    if not isinstance(suite.get("kernels"), list) or not suite["kernels"]:
        raise SuiteError(f"{path}: no 'kernels' list")
    add_tuned_entries(suite, os.path.dirname(os.path.abspath(path)))
    seen = set()
    for k in suite["kernels"]:
        validate_entry(k, path)
        if k["name"] in seen:
            raise SuiteError(f"{path}: duplicate kernel name {k['name']}")
        seen.add(k["name"])
    return suite


def validate_entry(k, path):
    """Raises SuiteError for the first problem of one kernel entry (required
    keys, argument kinds and dtypes, an argument to check); `path` names the
    file in the message."""
    for key in ("name", "source", "symbol", "cases", "grid", "block", "args"):
        if key not in k:
            raise SuiteError(f"{path}: kernel {k.get('name', '?')}: missing '{key}'")
    for a in k["args"]:
        if a.get("kind") not in ARG_KINDS:
            raise SuiteError(f"{k['name']}: arg {a.get('name')}: kind must be one of "
                             f"{sorted(ARG_KINDS)}")
        if a.get("dtype") not in DTYPES:
            raise SuiteError(f"{k['name']}: arg {a.get('name')}: dtype {a.get('dtype')} "
                             f"not one of {sorted(DTYPES)}")
        if a["kind"] == "scalar" and "value" not in a:
            raise SuiteError(f"{k['name']}: scalar arg {a['name']} needs 'value'")
        if a["kind"] != "scalar" and "shape" not in a:
            raise SuiteError(f"{k['name']}: array arg {a['name']} needs 'shape'")
    if not any(a["kind"] in OUTPUT_KINDS for a in k["args"]):
        raise SuiteError(f"{k['name']}: no output argument to check")


def add_tuned_entries(suite, suite_dir):
    """For a kernel whose entry names a tuner output ("tuned": a
    bench/kernels/sgemm_tuned.json written by `smemvec-tune report --spec
    docs/examples/sgemm.tune.json --write-tuned`), adds one entry
    `<name>_tuned_<size>` per square size of its "sizes" (M = N = K = size;
    its "shapes", every size by MxNxK, are for other runners): the same
    kernel compiled with that size's -D defines, run on that size only."""
    extra = []
    for k in suite["kernels"]:
        if "tuned" not in k:
            continue
        tpath = os.path.join(suite_dir, k["tuned"])
        if not os.path.exists(tpath):
            continue
        with open(tpath) as f:
            try:
                tuned = json.load(f)
            except json.JSONDecodeError as e:
                raise SuiteError(f"{tpath}: not valid JSON: {e}")
        for size, cfg in sorted(tuned.get("sizes", {}).items(), key=lambda kv: int(kv[0])):
            cases = [c for c in k["cases"] if all(int(v) == int(size) for v in c.values())]
            if not cases or not cfg.get("defines"):
                continue
            if cfg.get("zero_c"):
                continue  # split-K adds into C; the suite poisons its outputs
            entry = {key: val for key, val in k.items() if key != "tuned"}
            if cfg.get("dynamic_smem"):  # tiles above 48 KiB (smemvec-tune)
                entry["dynamic_smem"] = cfg["dynamic_smem"]
            if int(cfg["defines"].get("SGEMM_STREAMK", 0)):
                entry["grid"] = ["SGEMM_STREAMK", 1, 1]  # one block per worker
            entry["name"] = f"{k['name']}_tuned_{size}"
            entry["about"] = f"{k['name']} with the tile configuration tuned for {size}^3 ({k['tuned']})"
            entry["defines"] = {**k.get("defines", {}), **cfg["defines"]}
            entry["cases"] = cases
            extra.append(entry)
    suite["kernels"].extend(extra)


def read_source_macros(source_text, names):
    """Default values of `#define NAME <int>` in a source (first definition)."""
    out = {}
    for n in names:
        m = re.search(r"^\s*#\s*define\s+" + re.escape(n) + r"\s+\(?\s*(-?\d+)\s*\)?\s*$",
                      source_text, re.M)
        if m:
            out[n] = int(m.group(1))
    return out


def resolve_entry(entry, macros):
    """Numeric launch description of every case of one suite entry."""
    cases = []
    for ci, case in enumerate(entry["cases"]):
        names = {}
        names.update({k: v for k, v in macros.items()})
        for k, v in entry.get("defines", {}).items():
            if isinstance(v, int):
                names[k] = v
        names.update(entry.get("params", {}))
        names.update(case)
        where = f"{entry['name']} case {ci}"
        grid = [int(evaluate(x, names, where + " grid")) for x in entry["grid"]]
        block = [int(evaluate(x, names, where + " block")) for x in entry["block"]]
        if len(grid) != 3 or len(block) != 3:
            raise SuiteError(f"{where}: grid and block need 3 entries")
        threads = block[0] * block[1] * block[2]
        if threads < 1 or threads > 1024:
            raise SuiteError(f"{where}: {threads} threads per block")
        if min(grid) < 1:
            raise SuiteError(f"{where}: empty grid {grid}")
        args = []
        for a in entry["args"]:
            r = {"name": a["name"], "kind": a["kind"], "dtype": a["dtype"]}
            if a["kind"] == "scalar":
                r["value"] = evaluate(a["value"], names, f"{where} arg {a['name']}")
            else:
                shape = [int(evaluate(s, names, f"{where} arg {a['name']}"))
                         for s in a["shape"]]
                if min(shape) < 1:
                    raise SuiteError(f"{where}: arg {a['name']} has empty shape {shape}")
                r["shape"] = shape
                r["init"] = a.get("init", "uniform")
            args.append(r)
        res = {"params": {k: v for k, v in names.items()}, "grid": grid, "block": block,
               "dynamic_smem": int(evaluate(entry.get("dynamic_smem", 0), names,
                                            where + " dynamic_smem")),
               "args": args}
        for key in ("bytes", "flops"):
            if key in entry:
                res[key] = int(evaluate(entry[key], names, f"{where} {key}"))
        res["label"] = ",".join(f"{k}={v}" for k, v in case.items())
        cases.append(res)
    return cases


def unit_id(entry):
    """Compile unit of an entry: its source plus its defines."""
    stem = os.path.basename(entry["source"]).rsplit(".", 1)[0]
    d = entry.get("defines", {})
    if not d:
        return stem
    return stem + "." + ".".join(f"{k}-{v}" for k, v in sorted(d.items()))
