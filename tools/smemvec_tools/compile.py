# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Compile a CUDA (.cu) or device-IR (.ll) file to sm_90 PTX per variant.

A Variant is one way to compile: stock clang 22, clang 22 + SmemVec.so, or
nvcc, each with extra flags. Used by tools/smemvec-report and
bench/build_bundle.py (host side only: clang is not on the GPU machine).

    v = Variant("plugin", "clang", plugin=True, flags=["-mllvm", "-smemvec-lsv=0"])
    res = compile_ptx("k.cu", v, tools, "out.ptx", defines={"BS": 16})
    res.ok, res.error, res.command
"""
from __future__ import annotations

import dataclasses
import os
import re
import shlex
import subprocess
import tempfile
import time
from typing import Dict, List, Optional

from .toolchain import SM, Tools, find_tools  # noqa: F401 - re-exported
from .toolchain import cxxfilt as cxxfilt_path


@dataclasses.dataclass
class Variant:
    name: str
    compiler: str                     # "clang" or "nvcc"
    plugin: bool = False
    flags: List[str] = dataclasses.field(default_factory=list)

    def describe(self) -> str:
        base = {"clang": "clang++ -O3" + (" -fpass-plugin=SmemVec.so" if self.plugin else ""),
                "nvcc": "nvcc -O3"}[self.compiler]
        return " ".join([base] + [shlex.quote(f) for f in self.flags])


def parse_variant_spec(spec: str) -> Variant:
    """NAME=BASE[:FLAGS] with BASE one of stock, plugin, nvcc.

    "nolsv=plugin:-mllvm -smemvec-lsv=0" -> plugin variant with two flags.
    """
    if "=" not in spec:
        raise ValueError(f"variant '{spec}': expected NAME=BASE[:FLAGS] "
                         "with BASE one of stock, plugin, nvcc")
    name, rest = spec.split("=", 1)
    base, _, flags = rest.partition(":")
    if not re.fullmatch(r"[A-Za-z0-9_+-]+", name):
        raise ValueError(f"variant name '{name}': use letters, digits, _ + -")
    if base not in ("stock", "plugin", "nvcc"):
        raise ValueError(f"variant '{name}': base '{base}' is not one of stock, plugin, nvcc")
    return Variant(name, "nvcc" if base == "nvcc" else "clang",
                   plugin=(base == "plugin"), flags=shlex.split(flags))


@dataclasses.dataclass
class CompileResult:
    ok: bool
    command: List[str]
    output: str                 # the PTX path
    error: str = ""             # compiler stderr when not ok (or warnings)
    cpu_s: float = 0.0          # user + system CPU of the compiler and its children
    wall_s: float = 0.0


_UNKNOWN_FLAG_RE = re.compile(r"(Unknown command line argument '[^']+'|unknown argument: '[^']+'"
                              r"|Unknown option '[^']+'|nvcc fatal\s*:.*)")


def explain_failure(stderr: str) -> str:
    """The line that says why a compile failed; unknown flags named plainly."""
    m = _UNKNOWN_FLAG_RE.search(stderr)
    if m:
        return "unknown flag: " + m.group(1)
    lines = [l for l in stderr.splitlines() if re.search(r"\b(error|fatal)\b\s*:", l)]
    if lines:
        return lines[0].strip()
    tail = stderr.strip().splitlines()
    return tail[-1].strip() if tail else "failed (no message)"


def compile_command(src: str, variant: Variant, tools: Tools, out: str,
                    defines: Optional[Dict[str, object]] = None,
                    includes: Optional[List[str]] = None,
                    extra_clang: Optional[List[str]] = None,
                    extra_nvcc: Optional[List[str]] = None) -> List[str]:
    defines = defines or {}
    dflags = [f"-D{k}={v}" for k, v in sorted(defines.items())]
    iflags = [f"-I{d}" for d in (includes or [])]
    is_ir = src.endswith(".ll") or src.endswith(".bc")
    if variant.compiler == "nvcc":
        if is_ir:
            raise ValueError("nvcc cannot compile LLVM IR")
        if not tools.nvcc:
            raise ValueError("nvcc not found")
        return ([tools.nvcc, "-ptx", f"-arch={SM}", "-O3"] + dflags + iflags
                + list(extra_nvcc or []) + variant.flags + [src, "-o", out])
    if not tools.clang:
        raise ValueError("clang++ (LLVM 22) not found; set SMEMVEC_CLANG")
    if is_ir:
        cmd = [tools.clang, "--target=nvptx64-nvidia-cuda", f"-march={SM}", "-O3", "-S",
               "-x", "ir"]
    else:
        cmd = [tools.clang] + clang_cuda_flags(tools) + ["--cuda-device-only", "-O3", "-S"]
    if variant.plugin:
        if not tools.plugin or not os.path.exists(tools.plugin):
            raise ValueError(f"plugin not found: {tools.plugin} (build it, or pass --plugin)")
        cmd.append(f"-fpass-plugin={tools.plugin}")
    extra = list(extra_clang or [])
    if not variant.plugin:
        extra = drop_plugin_options(extra)
    cmd += dflags + iflags + extra + variant.flags + [src, "-o", out]
    return cmd


def clang_cuda_flags(tools: Tools) -> List[str]:
    """The flags of every clang CUDA compile here (device or host side): sm_90,
    the local CUDA tree, libdevice linked when the tree has it (math functions
    such as fmaf; -nocudalib otherwise), CCCL headers. The one builder of this
    argv: the report, bench, tune, the GPU checks and lit's %clang_cuda use it."""
    cmd = ["-x", "cuda", f"--cuda-gpu-arch={SM}", "-Wno-unknown-cuda-version"]
    cuda = tools.cuda_path
    if not (cuda and os.path.isdir(os.path.join(cuda, "nvvm", "libdevice"))):
        cmd.append("-nocudalib")
    if cuda:
        cmd.append(f"--cuda-path={cuda}")
        cccl = os.path.join(cuda, "include", "cccl")
        if os.path.isdir(cccl):
            cmd += ["-isystem", cccl]
    else:
        cmd.append("-nocudainc")
    return cmd


def drop_plugin_options(flags: List[str]) -> List[str]:
    """Flags without `-mllvm -smemvec-*` pairs: options only the plugin defines
    (clang without the plugin rejects them), so shared extra flags can name them."""
    out, i = [], 0
    while i < len(flags):
        f = flags[i]
        if f == "-mllvm" and i + 1 < len(flags) and flags[i + 1].lstrip("-").startswith("smemvec-"):
            i += 2
            continue
        if f.startswith("-mllvm=") and f[len("-mllvm="):].lstrip("-").startswith("smemvec-"):
            i += 1
            continue
        out.append(f)
        i += 1
    return out


def compile_ptx(src: str, variant: Variant, tools: Tools, out: str, **kw) -> CompileResult:
    try:
        cmd = compile_command(src, variant, tools, out, **kw)
    except ValueError as e:
        return CompileResult(False, [], out, str(e))
    try:
        code, stderr, cpu_s, wall_s = _run_timed(cmd)
    except OSError as e:
        return CompileResult(False, cmd, out, f"cannot run {cmd[0]}: {e.strerror or e}")
    if code != 0 or not os.path.exists(out):
        return CompileResult(False, cmd, out, explain_failure(stderr) + "\n" + stderr,
                             cpu_s, wall_s)
    return CompileResult(True, cmd, out, stderr, cpu_s, wall_s)


def _run_timed(cmd: List[str]):
    """(exit code, stderr, CPU seconds, wall seconds) of one compiler run. The
    CPU time is the process's own (wait4), its reaped children included
    (nvcc's cicc and ptxas), so compiles running in parallel threads do not
    count each other as getrusage(RUSAGE_CHILDREN) would."""
    with tempfile.TemporaryFile() as err:
        t0 = time.monotonic()
        p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err)
        _, status, usage = os.wait4(p.pid, 0)
        wall = time.monotonic() - t0
        p.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        text = err.read().decode(errors="replace")
    return p.returncode, text, usage.ru_utime + usage.ru_stime, wall


def demangle(names: List[str], tools: Optional[Tools] = None) -> Dict[str, str]:
    """{mangled: demangled} in one demangler run (toolchain.cxxfilt: LLVM's
    llvm-cxxfilt, else c++filt, cu++filt); a name it cannot demangle (an
    extern "C" one), or every name when there is no demangler, maps to
    itself."""
    cxxfilt = tools.cxxfilt if tools else cxxfilt_path()
    if not cxxfilt or not names:
        return {n: n for n in names}
    try:
        p = subprocess.run([cxxfilt], input="\n".join(names) + "\n",
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                           timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return {n: n for n in names}
    got = p.stdout.splitlines()
    if p.returncode != 0 or len(got) != len(names):
        return {n: n for n in names}
    return dict(zip(names, got))
