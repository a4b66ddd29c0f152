# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""A small spec for tuning any CUDA kernel (issues 14, 23): schema check,
safe expression evaluator, the configuration space with named skip
reasons (counted without listing it), and per configuration and size the
launch as numbers (spechost.py compiles it, specdevice.py runs it).

Why: one description of a kernel serves every step (host compile, GPU
check and timing, report), so a user's kernel, the stencil and the SGEMM
go through the same tuner. Where: host side only (the GPU machine gets
numbers in the manifest, never expressions).

Spec (JSON, or TOML through tomllib), modelled on KernelTuner's
tune_params / restrictions / answer; spec.schema.json is the whole
grammar (additionalProperties false: an unknown key is an error):

    source      path of the .cu file (relative to the spec)
    kernel      an extern "C" name, a C++ name (ns::kern, kern<64>) or a
                mangled one (hostcompile.resolve_entry finds the entry)
    params      {NAME: [values]}: NAME is a -D macro, or a plugin knob when
                it starts with "-smemvec-" (passed as -mllvm -NAME=value)
    default     {NAME: value} (optional; else the first value of each param)
    constraints ["expr", ...] over the macros ("constraint: expr" skips)
    size_constraints ["expr", ...] over macros and sizes
    grid, block [expr, expr?, expr?]: over params and sizes
    shared_mem  expr: dynamic shared memory in bytes (default 0)
    buffers     {name: {dtype, shape: [expr..], init, out?, clear?}}
    args        ["name" | "int32:expr", ...] the launch arguments in order
    reference   {"numpy": expr} | {"cupy": expr} | {"kernel": name, ...}
    baseline    {"cupy": statement, "name"?}: a library call timed beside
    sizes       [{NAME: int, ...}, ...]
    tolerance   relative L2 error bound (default 1e-4; 0: bitwise equal)

Algorithm: (1) the schema (python3-jsonschema), every violation at once
with its key path; (2) every expression parsed and checked against a
whitelist of AST nodes and the known names, every problem at once; (3)
count_space walks the params depth first, deciding each constraint as soon
as its names are bound, counting a failing subtree at once and memoizing a
subtree on the values its constraints use; (4) launch() evaluates a
configuration at a size to numbers and rejects what no GPU can launch.

Cost: count_space visits at most the product of the constrained params'
domains (the SGEMM spec: 10.6 M configurations in 0.14 s); a checked
expression is compiled to bytecode (~1 us per evaluation).

Run it: `smemvec-tune check SPEC`, `smemvec-tune spec SPEC`.
"""
import ast
import itertools
import json
import operator
import os

DTYPES = ("float32", "float64", "int32", "int64", "float16", "uint8")
INITS = ("random", "zeros", "nan", "arange")
KNOB_PREFIX = "-smemvec-"


class SpecError(Exception):
    pass


class SkipReason(SpecError):
    """A configuration the hardware cannot run at a size (a named skip, not
    an error of the spec)."""

    def __init__(self, reason, detail=""):
        super().__init__("%s: %s" % (reason, detail))
        self.reason = reason


# CUDA's limits (sm_90; the H200): checked on the host, so a launch no GPU
# can make never reaches the bundle.
MAX_THREADS = 1024
GRID_MAX = (2 ** 31 - 1, 65535, 65535)
BLOCK_MAX = (1024, 1024, 64)
MAX_DYNAMIC_SHARED = 227 * 1024   # sm_90 opt-in per block
MAX_BUFFER_BYTES = 128 << 30      # more than the H200's 141 GB cannot be allocated at once
DTYPE_BYTES = {"float32": 4, "float64": 8, "int32": 4, "int64": 8, "float16": 2, "uint8": 1}
SCALAR_RANGE = {"int32": (-2 ** 31, 2 ** 31 - 1), "int64": (-2 ** 63, 2 ** 63 - 1), "uint8": (0, 255)}


_BIN = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
        ast.Div: operator.truediv, ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod,
        ast.Pow: operator.pow, ast.BitAnd: operator.and_, ast.BitOr: operator.or_,
        ast.LShift: operator.lshift, ast.RShift: operator.rshift}
_CMP = {ast.Eq: operator.eq, ast.NotEq: operator.ne, ast.Lt: operator.lt, ast.LtE: operator.le,
        ast.Gt: operator.gt, ast.GtE: operator.ge, ast.In: lambda a, b: a in b,
        ast.NotIn: lambda a, b: a not in b}
_UN = {ast.USub: operator.neg, ast.UAdd: operator.pos, ast.Not: operator.not_}
FUNCS = {"min": min, "max": max, "abs": abs, "ceil_div": lambda a, b: -(-a // b)}
_GLOBALS = {"__builtins__": {}, **FUNCS}
MAX_POW = 64


class Expr:
    """A parsed, checked expression; evaluate with env (name -> value)."""

    def __init__(self, text, names, what="expression"):
        if not isinstance(text, (str, int, float)):
            raise SpecError("%s %r: expected a string or a number" % (what, text))
        self.text = str(text)
        self.what = what
        try:
            self.tree = ast.parse(self.text, mode="eval")
        except SyntaxError as e:
            raise SpecError("%s %r: syntax error: %s" % (what, self.text, e.msg))
        self._check(self.tree.body, set(names))
        self.uses = {n.id for n in ast.walk(self.tree) if isinstance(n, ast.Name) and n.id not in FUNCS}
        # The checked tree holds only arithmetic, comparisons, if-else and
        # calls of FUNCS: compiled to Python bytecode it evaluates ~50x
        # faster than the interpreter below, with no builtins in scope. A
        # power keeps the interpreter (its exponent is bounded there).
        self._code = None
        if not any(isinstance(n, ast.Pow) for n in ast.walk(self.tree)):
            self._code = compile(self.tree, "<%s>" % what, "eval")

    def _bad(self, why):
        raise SpecError("%s %r: %s is not allowed (arithmetic, comparisons, and/or/not, "
                        "if-else, %s only)" % (self.what, self.text, why, ", ".join(FUNCS)))

    def _check(self, n, names):
        if isinstance(n, ast.Constant):
            if not isinstance(n.value, (int, float, bool, str)):
                self._bad("constant %r" % (n.value,))
        elif isinstance(n, ast.Name):
            if n.id not in names:
                raise SpecError("%s %r: unknown name %r (known: %s)" % (
                    self.what, self.text, n.id, ", ".join(sorted(names))))
        elif isinstance(n, ast.BinOp):
            if type(n.op) not in _BIN:
                self._bad("operator %s" % type(n.op).__name__)
            self._check(n.left, names)
            self._check(n.right, names)
        elif isinstance(n, ast.UnaryOp):
            if type(n.op) not in _UN:
                self._bad("operator %s" % type(n.op).__name__)
            self._check(n.operand, names)
        elif isinstance(n, ast.BoolOp):
            for v in n.values:
                self._check(v, names)
        elif isinstance(n, ast.Compare):
            for op in n.ops:
                if type(op) not in _CMP:
                    self._bad("comparison %s" % type(op).__name__)
            for v in [n.left] + n.comparators:
                self._check(v, names)
        elif isinstance(n, ast.IfExp):
            for v in (n.test, n.body, n.orelse):
                self._check(v, names)
        elif isinstance(n, (ast.Tuple, ast.List)):
            for v in n.elts:
                self._check(v, names)
        elif isinstance(n, ast.Call):
            if not isinstance(n.func, ast.Name) or n.func.id not in FUNCS or n.keywords:
                self._bad("call of %s" % ast.unparse(n.func))
            for v in n.args:
                self._check(v, names)
        else:
            self._bad(type(n).__name__)

    def __call__(self, env):
        try:
            if self._code is not None:
                return eval(self._code, _GLOBALS, env)  # noqa: S307 - checked tree
            return self._eval(self.tree.body, env)
        except SpecError:
            raise
        except Exception as e:  # ZeroDivisionError etc.
            raise SpecError("%s %r: %s: %s" % (self.what, self.text, type(e).__name__, e))

    def _eval(self, n, env):
        t = type(n)
        if t is ast.Constant:
            return n.value
        if t is ast.Name:
            return env[n.id]
        if t is ast.BinOp:
            a, b = self._eval(n.left, env), self._eval(n.right, env)
            if t is ast.BinOp and type(n.op) is ast.Pow and abs(b) > MAX_POW:
                raise SpecError("%s %r: exponent %r too large" % (self.what, self.text, b))
            return _BIN[type(n.op)](a, b)
        if t is ast.UnaryOp:
            return _UN[type(n.op)](self._eval(n.operand, env))
        if t is ast.BoolOp:
            if isinstance(n.op, ast.And):
                r = True
                for v in n.values:
                    r = self._eval(v, env)
                    if not r:
                        return r
                return r
            r = False
            for v in n.values:
                r = self._eval(v, env)
                if r:
                    return r
            return r
        if t is ast.Compare:
            a = self._eval(n.left, env)
            for op, c in zip(n.ops, n.comparators):
                b = self._eval(c, env)
                if not _CMP[type(op)](a, b):
                    return False
                a = b
            return True
        if t is ast.IfExp:
            return self._eval(n.body if self._eval(n.test, env) else n.orelse, env)
        if t in (ast.Tuple, ast.List):
            return tuple(self._eval(v, env) for v in n.elts)
        if t is ast.Call:
            return FUNCS[n.func.id](*[self._eval(v, env) for v in n.args])
        raise SpecError("%s %r: cannot evaluate %s" % (self.what, self.text, t.__name__))


SCHEMA_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "spec.schema.json")
_schema_validator = None


def _validator():
    """The JSON Schema validator of spec.schema.json (python3-jsonschema)."""
    global _schema_validator
    if _schema_validator is None:
        try:
            import jsonschema
        except ImportError:
            raise SpecError("checking a spec needs python3-jsonschema (apt-get install python3-jsonschema; "
                            "./setup.sh installs it)")
        with open(SCHEMA_PATH) as f:
            schema = json.load(f)
        _schema_validator = jsonschema.Draft202012Validator(schema)
    return _schema_validator


def key_path(path):
    """["buffers", "C", "shape", 1] -> "buffers.C.shape[1]" (the top: "spec")."""
    out = ""
    for p in path:
        out += "[%d]" % p if isinstance(p, int) else ("." if out else "") + str(p)
    return out or "spec"


def _schema_message(err):
    """One jsonschema error as "PATH: what is wrong" lines (an unknown key
    names itself, with the closest known one)."""
    import difflib
    where = list(err.absolute_path)
    if err.validator == "additionalProperties" and isinstance(err.instance, dict):
        known = sorted(err.schema.get("properties", {}))
        out = []
        for k in sorted(set(err.instance) - set(known)):
            near = difflib.get_close_matches(k, known, n=1)
            out.append("%s: unknown key%s (known: %s)" % (
                key_path(where + [k]), " (did you mean %r?)" % near[0] if near else "", ", ".join(known)))
        if out:
            return out
    if err.validator == "oneOf" and where == ["reference"]:
        return ["reference: give exactly one of {\"numpy\": expr}, {\"cupy\": expr} or "
                "{\"kernel\": name, \"source\"?, \"params\"?} (got keys: %s)" % (
                    ", ".join(sorted(err.instance)) if isinstance(err.instance, dict) else repr(err.instance))]
    if err.validator == "required":
        return ["%s: missing %s" % (key_path(where), err.message.split(" is a required")[0])]
    return ["%s: %s" % (key_path(where), err.message)]


def schema_errors(d):
    """Every violation of spec.schema.json, sorted by key path."""
    errs = sorted(_validator().iter_errors(d), key=lambda e: [str(p) for p in e.absolute_path])
    out = []
    for e in errs:
        for m in _schema_message(e):
            if m not in out:
                out.append(m)
    return sorted(out)


class _Errors:
    """Collects the semantic errors of a spec so that all are reported at
    once: `with errs.at("constraints[0]"): ...`."""

    def __init__(self):
        self.messages = []

    def at(self, path):
        errs = self

        class _At:
            def __enter__(self):
                return self

            def __exit__(self, typ, exc, tb):
                if typ is SpecError:
                    text = str(exc)
                    errs.messages.append(text if text.startswith(path) else "%s: %s" % (path, text))
                    return True
                return False
        return _At()


class Spec:
    def __init__(self, d, base_dir="."):
        if not isinstance(d, dict):
            raise SpecError("spec: expected a table/object at the top")
        problems = schema_errors(d)
        if problems:
            raise SpecError("; ".join(problems) if len(problems) == 1 else
                            "%d problems:\n  " % len(problems) + "\n  ".join(problems))
        errs = _Errors()
        self.source = os.path.join(base_dir, d["source"])
        self.kernel = d["kernel"]
        self.params = dict(d["params"])
        self.sizes = d["sizes"]
        size_names = set(self.sizes[0])
        for i, s in enumerate(self.sizes):
            if set(s) != size_names:
                errs.messages.append("sizes[%d]: every entry needs the same names (%s)" % (
                    i, ", ".join(sorted(size_names))))
        macro = {n for n in self.params if not n.startswith(KNOB_PREFIX)}
        clash = macro & size_names
        if clash:
            errs.messages.append("sizes: %s also a param" % ", ".join(sorted(clash)))
        self.names = macro | size_names
        self.constraints = self._exprs(errs, d, "constraints", macro, "constraint")
        self.size_constraints = self._exprs(errs, d, "size_constraints", self.names, "size constraint")
        self.grid = self._exprs(errs, d, "grid", self.names, "grid")
        self.block = self._exprs(errs, d, "block", self.names, "block")
        self.shared = Expr(0, ())
        with errs.at("shared_mem"):
            self.shared = Expr(d.get("shared_mem", 0), self.names, "shared_mem")
        self.buffers = {}
        for name, b in d["buffers"].items():
            where = "buffers.%s" % name
            shape = []
            for i, x in enumerate(b["shape"]):
                with errs.at("%s.shape[%d]" % (where, i)):
                    shape.append(Expr(x, self.names, where + ".shape"))
            clear = None
            if "clear" in b:
                with errs.at(where + ".clear"):
                    clear = Expr(b["clear"], self.names, where + ".clear")
            self.buffers[name] = {"dtype": b["dtype"], "shape": shape, "init": b.get("init", "random"),
                                  "out": bool(b.get("out")), "clear": clear}
        if not any(b["out"] for b in self.buffers.values()):
            errs.messages.append("buffers: none is marked \"out\": true (nothing to check)")
        self.args = []
        for i, a in enumerate(d["args"]):
            with errs.at("args[%d]" % i):
                if a in self.buffers:
                    self.args.append(("buffer", a))
                elif ":" in a:
                    dt, _, ex = a.partition(":")
                    if dt not in DTYPES:
                        raise SpecError("%r: dtype %r not one of %s" % (a, dt, ", ".join(DTYPES)))
                    self.args.append((dt, Expr(ex, self.names, "args")))
                else:
                    raise SpecError("%r is neither a buffer (%s) nor DTYPE:expr" % (a, ", ".join(self.buffers)))
        ref = d["reference"]
        self.reference = ("numpy", "")
        if "numpy" in ref or "cupy" in ref:
            # Evaluated with numpy (np) or CuPy (cp) in scope, the buffers
            # and the params and sizes by name (the user's own trusted file);
            # `smemvec-tune check` evaluates it on a tiny size on the host.
            lib = "numpy" if "numpy" in ref else "cupy"
            with errs.at("reference." + lib):
                try:
                    compile(ref[lib], "reference." + lib, "eval")
                except SyntaxError as e:
                    raise SpecError("%r: syntax error: %s" % (ref[lib], e.msg))
            self.reference = (lib, ref[lib])
        else:
            # A reference kernel: compiled by stock clang (no plugin) from
            # reference.source (default: source) with reference.params
            # (default: the default configuration), launched like the kernel.
            self.reference = ("kernel", ref["kernel"])
            self.reference_source = os.path.join(base_dir, ref.get("source", d["source"]))
            self.reference_params = ref.get("params", {})
        self.baseline = d.get("baseline")
        if self.baseline:
            with errs.at("baseline.cupy"):
                try:
                    compile(self.baseline["cupy"], "baseline.cupy", "exec")
                except SyntaxError as e:
                    raise SpecError("%r: syntax error: %s" % (self.baseline["cupy"], e.msg))
        self.tolerance = float(d.get("tolerance", 1e-4))
        self.default = {n: vals[0] for n, vals in self.params.items()}
        with errs.at("default"):
            self.default = self._default(d.get("default"))
        if self.reference[0] == "kernel":
            self.reference_params = dict({k: v for k, v in self.default.items()
                                          if not k.startswith(KNOB_PREFIX)}, **self.reference_params)
        if errs.messages:
            m = errs.messages
            raise SpecError(m[0] if len(m) == 1 else "%d problems:\n  " % len(m) + "\n  ".join(m))

    @staticmethod
    def _exprs(errs, d, key, names, what):
        out = []
        for i, x in enumerate(d.get(key, [])):
            with errs.at("%s[%d]" % (key, i)):
                out.append(Expr(x, names, what))
        return out

    def _default(self, given):
        """The default configuration: `default` ({NAME: value}, every name a
        param, every value in its list) or the first value of each param."""
        cfg = {n: vals[0] for n, vals in self.params.items()}
        if given is None:
            return cfg
        if not isinstance(given, dict):
            raise SpecError("default: expected a table {NAME: value}")
        for k, v in given.items():
            if k not in self.params:
                raise SpecError("default.%s: not a param (params: %s)" % (k, ", ".join(self.params)))
            if v not in self.params[k]:
                raise SpecError("default.%s: %r is not one of its values %r" % (k, v, self.params[k]))
            cfg[k] = v
        return cfg

    def _walk_order(self):
        """The params in the order the space is walked: those the
        constraints use first (in spec order), then the others; and per
        depth the constraints whose names are all bound there (in spec
        order). A constraint without names is decided at the root (-1)."""
        used = set().union(*(c.uses for c in self.constraints)) if self.constraints else set()
        order = [n for n in self.params if n in used] + [n for n in self.params if n not in used]
        ready = {}
        for c in self.constraints:
            depth = max([order.index(n) for n in c.uses] or [-1])
            ready.setdefault(depth, []).append(c)
        return order, ready

    def count_space(self):
        """-> (configurations, valid, Counter of skip reasons), without
        listing them (issue 23: `space` in well under 2 s for SGEMM's 10
        million): depth first over the params in _walk_order, each
        constraint decided as soon as its names are bound; a failing one
        counts its whole subtree (the product of the remaining domains) at
        once, and a subtree's counts depend only on the values that the
        constraints below it use (memoized on those). The reason of a skip
        is skip_reason's."""
        import collections
        order, ready = self._walk_order()
        last = max(ready, default=-1)
        rest = [1] * (len(order) + 1)
        for i in range(len(order) - 1, -1, -1):
            rest[i] = rest[i + 1] * len(self.params[order[i]])
        # needed[d]: the names that constraints decided below depth d use
        needed = {}
        for d in range(-1, last + 1):
            names = set()
            for dd, cs in ready.items():
                if dd > d:
                    for c in cs:
                        names |= c.uses
            needed[d] = tuple(n for n in order if n in names)
        memo, env = {}, {}

        def decide(depth):
            for c in ready.get(depth, ()):
                if not c(env):
                    return "constraint: " + c.text
            return None

        def go(depth):
            """-> (valid, {reason: count}) of the subtree below depth."""
            if depth >= last:
                return rest[depth + 1], {}
            key = (depth, tuple(env.get(n) for n in needed[depth]))
            if key in memo:
                return memo[key]
            name = order[depth + 1]
            valid, reasons = 0, collections.Counter()
            for v in self.params[name]:
                env[name] = v
                why = decide(depth + 1)
                if why:
                    reasons[why] += rest[depth + 2]
                else:
                    n, r = go(depth + 1)
                    valid += n
                    reasons.update(r)
            del env[name]
            memo[key] = (valid, reasons)
            return memo[key]

        why = decide(-1)
        if why:
            return rest[0], 0, collections.Counter({why: rest[0]})
        valid, reasons = go(-1)
        return rest[0], valid, collections.Counter(reasons)

    def configurations(self):
        """-> [(config dict, skip reason or None)] over the product of params,
        every one listed (for a space small enough to list: count_space()
        and sample() serve a large one); the reasons are count_space's."""
        names = list(self.params)
        return [(cfg, self.skip_reason(cfg)) for cfg in
                (dict(zip(names, vals)) for vals in itertools.product(*(self.params[n] for n in names)))]

    def skip_reason(self, cfg):
        """A configuration's skip reason (None: valid): the first constraint
        (in spec order) among those decided at the shallowest depth of the
        walk that fails (count_space attributes the same way)."""
        order, ready = self._walk_order()
        for depth in sorted(ready):
            for c in ready[depth]:
                if not c(cfg):
                    return "constraint: " + c.text
        return None

    def sample(self, rng):
        """A uniformly random configuration of the product (constraints not
        applied: the caller rejects)."""
        return {n: rng.choice(vals) for n, vals in self.params.items()}

    def launch_dims(self, cfg, size):
        """-> (grid, block) as tuples of ints. A dimension that is not a
        positive integer within CUDA's limits is a SpecError naming the field,
        the configuration and the size; more than 1024 threads per block
        (threads_too_many) or a dimension above CUDA's limit (block_too_large,
        grid_too_large) is a skip reason: a limit of the hardware."""
        env = _env(cfg, size)
        g = tuple(self._int(e, env, "grid[%d]" % i, cfg, size, 1, 2 ** 63) for i, e in enumerate(self.grid))
        b = tuple(self._int(e, env, "block[%d]" % i, cfg, size, 1, 2 ** 63) for i, e in enumerate(self.block))
        threads = 1
        for x in b:
            threads *= x
        if threads > MAX_THREADS:
            raise SkipReason("threads_too_many", "%d threads > %d" % (threads, MAX_THREADS))
        for what, dims, limit in (("block", b, BLOCK_MAX), ("grid", g, GRID_MAX)):
            for i, (x, hi) in enumerate(zip(dims, limit)):
                if x > hi:
                    raise SkipReason("%s_too_large" % what, "%s[%d] = %d > %d" % (what, i, x, hi))
        return g, b

    @staticmethod
    def _int(expr, env, where, cfg, size, lo, hi):
        v = expr(env)
        if isinstance(v, float) and v.is_integer():
            v = int(v)
        if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
            raise SpecError("%s %r = %r at %s, %s: %s" % (
                where, expr.text, v, key(cfg) or "(no params)", size_label(size),
                "not an integer" if isinstance(v, bool) or not isinstance(v, int)
                else "must be in %d..%d" % (lo, hi)))
        return v

    def flags(self, cfg):
        return defines(cfg) + mllvm(cfg)

    def buffers_at(self, cfg, size):
        """{name: {dtype, shape, init, out}} at a size (no launch needed)."""
        env = _env(cfg, size)
        out = {}
        for n, b in self.buffers.items():
            shape = [self._int(e, env, "buffers.%s.shape[%d]" % (n, i), cfg, size, 0, MAX_BUFFER_BYTES)
                     for i, e in enumerate(b["shape"])]
            out[n] = {"dtype": b["dtype"], "shape": shape, "init": b["init"], "out": b["out"]}
        return out

    def reference_env(self, size):
        """The names a numpy/CuPy reference or baseline sees besides the
        buffers: the size's names and the default configuration's macros."""
        env = {k: v for k, v in self.default.items() if not k.startswith(KNOB_PREFIX)}
        env.update(size)
        return env

    def check_configurations(self, given):
        """`compile --configs`: a list of {NAME: value} (names absent take the
        default's value), each checked against the params (every name known,
        every value one of its values) -> [(config dict, skip reason or None)]
        like configurations(). A bad entry is a SpecError naming it."""
        if not isinstance(given, list) or not given:
            raise SpecError("--configs: expected a non-empty JSON list of {NAME: value}")
        out, problems = [], []
        for i, c in enumerate(given):
            if not isinstance(c, dict):
                problems.append("[%d]: expected {NAME: value}, got %r" % (i, c))
                continue
            cfg = dict(self.default)
            for k, v in c.items():
                if k not in self.params:
                    problems.append("[%d].%s: not a param (params: %s)" % (i, k, ", ".join(self.params)))
                elif v not in self.params[k]:
                    problems.append("[%d].%s: %r is not one of its values %r" % (i, k, v, self.params[k]))
                else:
                    cfg[k] = v
            out.append((cfg, self.skip_reason(cfg)))
        if problems:
            raise SpecError("--configs: " + ("; ".join(problems) if len(problems) == 1 else
                                             "%d problems:\n  " % len(problems) + "\n  ".join(problems)))
        seen, unique = set(), []
        for cfg, r in out:
            if key(cfg) not in seen:
                seen.add(key(cfg))
                unique.append((cfg, r))
        return unique

    # -- per size (host side: the device gets numbers, not expressions) ----
    def size_skip(self, cfg, size):
        """None when cfg runs at size, else the named reason: a failed size
        constraint, or a physical limit of the GPU (threads per block,
        dynamic shared memory per block). Anything else wrong with the
        launch (grid 0, negative shared memory or shapes) is a SpecError."""
        env = _env(cfg, size)
        for c in self.size_constraints:
            if not c(env):
                return "size constraint: " + c.text
        try:
            self.launch(cfg, size)
        except SkipReason as e:
            return e.reason
        return None

    def launch(self, cfg, size):
        """Everything the device needs to run cfg at size, as plain numbers:
        grid, block, dynamic shared memory, buffers (dtype, shape, init,
        out, clear) and the launch arguments in order. Raises SpecError for
        a value no launch can have, SkipReason for a hardware limit."""
        env = _env(cfg, size)
        grid, block = self.launch_dims(cfg, size)
        shared = self._int(self.shared, env, "shared_mem", cfg, size, 0, 1 << 31)
        if shared > MAX_DYNAMIC_SHARED:
            raise SkipReason("shared_mem_too_large", "%d bytes > %d" % (shared, MAX_DYNAMIC_SHARED))
        bufs, total = {}, 0
        for n, b in self.buffers.items():
            shape = [self._int(e, env, "buffers.%s.shape[%d]" % (n, i), cfg, size, 0, MAX_BUFFER_BYTES)
                     for i, e in enumerate(b["shape"])]
            count = 1
            for x in shape:
                count *= x
            total += count * DTYPE_BYTES[b["dtype"]]
            bufs[n] = {"dtype": b["dtype"], "shape": shape, "init": b["init"], "out": b["out"]}
            if b["clear"] is not None and b["clear"](env):
                bufs[n]["clear"] = True
        if total > MAX_BUFFER_BYTES:
            raise SpecError("buffers: %d bytes at %s, %s: more than %d GiB of device memory" % (
                total, key(cfg) or "(no params)", size_label(size), MAX_BUFFER_BYTES >> 30))
        args = []
        for i, (kind, a) in enumerate(self.args):
            if kind == "buffer":
                args.append(["buffer", a])
                continue
            v = a(env)
            lo, hi = SCALAR_RANGE.get(kind, (None, None))
            if lo is not None and (isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi):
                raise SpecError("args[%d] %s:%s = %r at %s, %s: not a %s" % (
                    i, kind, a.text, v, key(cfg) or "(no params)", size_label(size), kind))
            args.append([kind, v])
        return {"grid": list(grid), "block": list(block), "shared": shared, "buffers": bufs, "args": args}


def _env(cfg, size):
    env = {k: v for k, v in cfg.items() if not k.startswith(KNOB_PREFIX)}
    env.update(size)
    return env


def defines(cfg):
    """-D flags of a configuration's macros."""
    return ["-D%s=%s" % (k, v) for k, v in cfg.items() if not k.startswith(KNOB_PREFIX)]


def mllvm(cfg):
    """-mllvm flags of a configuration's plugin knobs."""
    out = []
    for k, v in cfg.items():
        if k.startswith(KNOB_PREFIX):
            out += ["-mllvm", "%s=%s" % (k, v)]
    return out


def key(cfg):
    """A configuration's name in the store: "TX=64 TY=8 -smemvec-lsv=0"."""
    return " ".join("%s=%s" % kv for kv in cfg.items())


def size_label(size):
    """A size's name in the store and reports: "n=1024", "M=1024,N=1024,K=256"."""
    return ",".join("%s=%s" % kv for kv in size.items())


def stem(path):
    """docs/examples/stencil2d.tune.toml -> stencil2d."""
    b = os.path.basename(path)
    for ext in (".tune.toml", ".tune.json", ".toml", ".json"):
        if b.endswith(ext):
            return b[:-len(ext)]
    return b


def load(path):
    """A Spec from a .json or .toml file (SpecError with the file name)."""
    with open(path, "rb") as f:
        raw = f.read()
    try:
        if path.endswith(".toml"):
            import tomllib
            d = tomllib.loads(raw.decode())
        else:
            d = json.loads(raw)
    except Exception as e:
        raise SpecError("%s: cannot parse: %s" % (path, e))
    try:
        return Spec(d, os.path.dirname(os.path.abspath(path)))
    except SpecError as e:
        raise SpecError("%s: %s" % (path, e))
