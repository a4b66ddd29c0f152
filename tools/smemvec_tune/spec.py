# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""A small spec for tuning any CUDA kernel (issue 14 item 2): parser, safe
expression evaluator, the configuration space with named skip reasons, and
per configuration and size the launch as numbers (spechost.py compiles it,
specdevice.py runs it). Spec (JSON, or TOML through tomllib), modelled on
KernelTuner's tune_params / restrictions / answer:

    source      path of the .cu file (relative to the spec)
    kernel      extern "C" kernel name
    params      {NAME: [values]}: NAME is a -D macro, or a plugin knob when
                it starts with "-smemvec-" (passed as -mllvm -NAME=value)
    default     {NAME: value} (optional; else the first value of each param):
                the configuration the report compares against
    constraints ["expr", ...] over the macros: every one must hold, else
                skipped ("constraint: expr")
    size_constraints ["expr", ...] over macros and sizes: a configuration
                runs at the sizes where all hold ("size constraint: expr"
                when none)
    grid, block [expr, expr?, expr?]: over params and sizes (more than 1024
                threads: "threads_too_many")
    shared_mem  expr: dynamic shared memory in bytes (default 0)
    buffers     {name: {dtype, shape: [expr..], init: random|zeros|nan|arange, out?}}
    args        ["name" | "int32:expr", ...] the launch arguments in order
    reference   {"numpy": "expr over buffers"} or {"kernel": name, "source"?,
                "params"?} (compiled without the plugin, default params)
    sizes       [{NAME: value, ...}, ...] integers
    tolerance   relative L2 error bound (default 1e-4; 0: bitwise equal)

Expressions are Python-like (arithmetic, comparisons, and/or/not, x if c
else y, min/max/abs/ceil_div) over known names only; anything else (calls,
attributes, subscripts, lambdas, comprehensions, unknown names) is a
SpecError that names the expression and the construct.
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


_BIN = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
        ast.Div: operator.truediv, ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod,
        ast.Pow: operator.pow, ast.BitAnd: operator.and_, ast.BitOr: operator.or_,
        ast.LShift: operator.lshift, ast.RShift: operator.rshift}
_CMP = {ast.Eq: operator.eq, ast.NotEq: operator.ne, ast.Lt: operator.lt, ast.LtE: operator.le,
        ast.Gt: operator.gt, ast.GtE: operator.ge, ast.In: lambda a, b: a in b,
        ast.NotIn: lambda a, b: a not in b}
_UN = {ast.USub: operator.neg, ast.UAdd: operator.pos, ast.Not: operator.not_}
FUNCS = {"min": min, "max": max, "abs": abs, "ceil_div": lambda a, b: -(-a // b)}
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


def _need(d, key, typ, where):
    if key not in d:
        raise SpecError("%s: missing %r" % (where, key))
    if not isinstance(d[key], typ):
        raise SpecError("%s: %r must be %s" % (where, key, getattr(typ, "__name__", typ)))
    return d[key]


class Spec:
    def __init__(self, d, base_dir="."):
        if not isinstance(d, dict):
            raise SpecError("spec: expected a table/object at the top")
        self.source = os.path.join(base_dir, _need(d, "source", str, "spec"))
        self.kernel = _need(d, "kernel", str, "spec")
        params = _need(d, "params", dict, "spec")
        if not params:
            raise SpecError("spec: 'params' is empty")
        self.params = {}
        for name, vals in params.items():
            if not isinstance(vals, list) or not vals:
                raise SpecError("params.%s: expected a non-empty list of values" % name)
            if not (name.startswith(KNOB_PREFIX) or name.isidentifier()):
                raise SpecError("params.%s: a -D macro name or a %s* plugin knob" % (name, KNOB_PREFIX))
            self.params[name] = vals
        self.sizes = _need(d, "sizes", list, "spec")
        if not self.sizes or not all(isinstance(s, dict) for s in self.sizes):
            raise SpecError("spec: 'sizes' must be a non-empty list of {NAME: value}")
        size_names = set(self.sizes[0])
        for s in self.sizes:
            if set(s) != size_names:
                raise SpecError("sizes: every entry needs the same names (%s)" % ", ".join(sorted(size_names)))
        macro = {n for n in self.params if not n.startswith(KNOB_PREFIX)}
        self.names = macro | size_names
        self.constraints = [Expr(c, macro, "constraint") for c in d.get("constraints", [])]
        self.size_constraints = [Expr(c, self.names, "size constraint")
                                 for c in d.get("size_constraints", [])]
        self.grid = self._dims(d, "grid")
        self.block = self._dims(d, "block")
        self.shared = Expr(d.get("shared_mem", 0), self.names, "shared_mem")
        self.buffers = {}
        for name, b in _need(d, "buffers", dict, "spec").items():
            where = "buffers.%s" % name
            dt = _need(b, "dtype", str, where)
            if dt not in DTYPES:
                raise SpecError("%s: dtype %r not one of %s" % (where, dt, ", ".join(DTYPES)))
            shape = [Expr(x, self.names, where + ".shape") for x in _need(b, "shape", list, where)]
            init = b.get("init", "random")
            if init not in INITS:
                raise SpecError("%s: init %r not one of %s" % (where, init, ", ".join(INITS)))
            self.buffers[name] = {"dtype": dt, "shape": shape, "init": init, "out": bool(b.get("out"))}
        if not any(b["out"] for b in self.buffers.values()):
            raise SpecError("buffers: none is marked \"out\": true (nothing to check)")
        self.args = []
        for a in _need(d, "args", list, "spec"):
            if a in self.buffers:
                self.args.append(("buffer", a))
            elif isinstance(a, str) and ":" in a:
                dt, _, ex = a.partition(":")
                if dt not in DTYPES:
                    raise SpecError("args: %r: dtype %r not one of %s" % (a, dt, ", ".join(DTYPES)))
                self.args.append((dt, Expr(ex, self.names, "args")))
            else:
                raise SpecError("args: %r is neither a buffer nor DTYPE:expr" % (a,))
        ref = _need(d, "reference", dict, "spec")
        if "numpy" in ref:
            # Evaluated on the device machine with numpy in scope as "np"
            # and the input buffers by name (the user's own trusted file).
            if not isinstance(ref["numpy"], str):
                raise SpecError("reference.numpy: expected an expression string")
            try:
                compile(ref["numpy"], "reference.numpy", "eval")  # syntax only: it runs on the GPU machine
            except SyntaxError as e:
                raise SpecError("reference.numpy %r: syntax error: %s" % (ref["numpy"], e.msg))
            self.reference = ("numpy", ref["numpy"])
        elif "kernel" in ref:
            # A reference kernel: compiled by stock clang (no plugin) from
            # reference.source (default: source) with reference.params
            # (default: the default configuration), launched like the kernel.
            if not isinstance(ref["kernel"], str):
                raise SpecError("reference.kernel: expected a kernel name")
            self.reference = ("kernel", ref["kernel"])
            self.reference_source = os.path.join(base_dir, ref.get("source", d["source"]))
            rparams = ref.get("params", {})
            if not isinstance(rparams, dict):
                raise SpecError("reference.params: expected a table {NAME: value}")
            self.reference_params = rparams
        else:
            raise SpecError("reference: give \"numpy\" (an expression) or \"kernel\" (a name)")
        try:
            self.tolerance = float(d.get("tolerance", 1e-4))
        except (TypeError, ValueError):
            raise SpecError("tolerance: expected a number, got %r" % (d.get("tolerance"),))
        if not self.tolerance >= 0:
            raise SpecError("tolerance: must be >= 0, got %r" % self.tolerance)
        self.default = self._default(d.get("default"))
        if self.reference[0] == "kernel":
            self.reference_params = dict({k: v for k, v in self.default.items()
                                          if not k.startswith(KNOB_PREFIX)}, **self.reference_params)
        for s in self.sizes:
            for k, v in s.items():
                if not isinstance(v, int) or isinstance(v, bool):
                    raise SpecError("sizes: %s=%r is not an integer" % (k, v))

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

    def _dims(self, d, key):
        v = _need(d, key, list, "spec")
        if not 1 <= len(v) <= 3:
            raise SpecError("spec: %r needs 1 to 3 expressions" % key)
        return [Expr(x, self.names, key) for x in v]

    def configurations(self):
        """-> [(config dict, skip reason or None)] over the product of params."""
        names = list(self.params)
        out = []
        for vals in itertools.product(*(self.params[n] for n in names)):
            cfg = dict(zip(names, vals))
            reason = None
            env = {k: v for k, v in cfg.items() if not k.startswith(KNOB_PREFIX)}
            for c in self.constraints:
                if not c(env):
                    reason = "constraint: " + c.text
                    break
            out.append((cfg, reason))
        return out

    def launch_dims(self, cfg, size):
        env = dict(cfg)
        env.update(size)
        g = tuple(int(e(env)) for e in self.grid)
        b = tuple(int(e(env)) for e in self.block)
        threads = 1
        for x in b:
            threads *= x
        if threads > 1024:
            raise SpecError("threads_too_many: %d threads > 1024" % threads)
        return g, b

    def flags(self, cfg):
        return defines(cfg) + mllvm(cfg)

    # -- per size (host side: the device gets numbers, not expressions) ----
    def size_skip(self, cfg, size):
        """None when cfg runs at size, else the named reason: a failed size
        constraint, or the physical limit of threads per block."""
        env = _env(cfg, size)
        for c in self.size_constraints:
            if not c(env):
                return "size constraint: " + c.text
        try:
            self.launch_dims(cfg, size)
        except SpecError as e:
            return str(e).split(":", 1)[0]
        return None

    def launch(self, cfg, size):
        """Everything the device needs to run cfg at size, as plain numbers:
        grid, block, dynamic shared memory, buffers (dtype, shape, init,
        out) and the launch arguments in order."""
        env = _env(cfg, size)
        grid, block = self.launch_dims(cfg, size)
        bufs = {n: {"dtype": b["dtype"], "shape": [int(e(env)) for e in b["shape"]],
                    "init": b["init"], "out": b["out"]} for n, b in self.buffers.items()}
        args = [["buffer", a] if kind == "buffer" else [kind, a(env)] for kind, a in self.args]
        return {"grid": list(grid), "block": list(block), "shared": int(self.shared(env)),
                "buffers": bufs, "args": args}


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
