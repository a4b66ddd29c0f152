# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Where smemvec's tools find LLVM, CUDA and the plugin: one set of variables.

Every tool (report, bench, tune, fuzz, the GPU checks) asks this module, so
one environment variable moves every tool:

    SMEMVEC_LLVM_BIN   LLVM 22 bin dir (clang++, opt, llc, llvm-cxxfilt);
                       default /usr/lib/llvm-22/bin, then PATH
    SMEMVEC_CLANG      clang++ itself            (default $SMEMVEC_LLVM_BIN/clang++)
    SMEMVEC_OPT        opt                       (default $SMEMVEC_LLVM_BIN/opt)
    SMEMVEC_LLC        llc                       (default $SMEMVEC_LLVM_BIN/llc)
    CUDA_PATH          CUDA tree (nvcc, ptxas, cuobjdump, libdevice);
                       default /usr/local/cuda, else the tree of nvcc on PATH
    SMEMVEC_PTXAS      ptxas                     (default $CUDA_PATH/bin/ptxas, PATH)
    SMEMVEC_NVCC       nvcc                      (default $CUDA_PATH/bin/nvcc, PATH)
    SMEMVEC_CUOBJDUMP  cuobjdump                 (default $CUDA_PATH/bin/cuobjdump, PATH)
    SMEMVEC_NCU        Nsight Compute's ncu      (default PATH, $CUDA_PATH/bin,
                                                  /opt/nvidia/nsight-compute/*/)
    SMEMVEC_PLUGIN     SmemVec.so                (default <repo>/build/lib/SmemVec.so;
                                                  installed: <prefix>/lib/SmemVec-22.so)

A command-line flag (--clang, --plugin, --cuda-path, --ptxas) beats the
variable, which beats the default. Standard library only: the GPU machine
imports this next to CuPy (there only ptxas, cuobjdump and ncu matter).
"""
from __future__ import annotations

import dataclasses
import glob
import os
import shutil
from typing import Dict, List, Optional

SM = "sm_90"
REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_LLVM_BIN = "/usr/lib/llvm-22/bin"
DEFAULT_CUDA = "/usr/local/cuda"


def _default_plugin() -> str:
    """The plugin next to these tools: an installed prefix (`cmake --install`
    wrote smemvec_tools/_installed.py, docs/install.md) has it at
    <prefix>/lib/SmemVec-22.so; a source checkout at build/lib/SmemVec.so."""
    try:
        from . import _installed  # type: ignore[attr-defined]
    except ImportError:
        return os.path.join(REPO, "build", "lib", "SmemVec.so")
    return _installed.PLUGIN


DEFAULT_PLUGIN = _default_plugin()

# variable -> what it names (docs/tools.md and --help texts print this table).
ENVIRONMENT: Dict[str, str] = {
    "SMEMVEC_LLVM_BIN": "LLVM 22 bin directory (clang++, opt, llc, llvm-cxxfilt)",
    "SMEMVEC_CLANG": "clang++ (LLVM 22)",
    "SMEMVEC_OPT": "opt (LLVM 22)",
    "SMEMVEC_LLC": "llc (LLVM 22)",
    "CUDA_PATH": "CUDA tree (nvcc, ptxas, cuobjdump, nvvm/libdevice)",
    "SMEMVEC_PTXAS": "ptxas",
    "SMEMVEC_NVCC": "nvcc",
    "SMEMVEC_CUOBJDUMP": "cuobjdump",
    "SMEMVEC_NCU": "ncu (Nsight Compute)",
    "SMEMVEC_PLUGIN": "the plugin, SmemVec.so",
}


@dataclasses.dataclass
class Tools:
    clang: Optional[str] = None
    opt: Optional[str] = None
    llc: Optional[str] = None
    nvcc: Optional[str] = None
    ptxas: Optional[str] = None
    cuobjdump: Optional[str] = None
    ncu: Optional[str] = None
    cxxfilt: Optional[str] = None
    cuda_path: Optional[str] = None
    plugin: Optional[str] = None


def _executable(path: Optional[str]) -> Optional[str]:
    return path if path and os.path.isfile(path) and os.access(path, os.X_OK) else None


def _which(name: str, dirs: List[str]) -> Optional[str]:
    for d in dirs:
        p = _executable(os.path.join(d, name))
        if p:
            return p
    return shutil.which(name)


def _pick(var: str, name: str, dirs: List[str]) -> Optional[str]:
    """$var if set (a bare name is looked up on PATH), else name in dirs/PATH."""
    v = os.environ.get(var)
    if v:
        return v if os.sep in v else (shutil.which(v) or v)
    return _which(name, dirs)


def llvm_bin() -> str:
    return os.environ.get("SMEMVEC_LLVM_BIN") or DEFAULT_LLVM_BIN


def llvm_tool(name: str) -> Optional[str]:
    """opt, llc, clang++, FileCheck... of LLVM 22 (SMEMVEC_OPT/LLC/CLANG honoured)."""
    var = {"opt": "SMEMVEC_OPT", "llc": "SMEMVEC_LLC", "clang++": "SMEMVEC_CLANG"}.get(name)
    if var and os.environ.get(var):
        return _pick(var, name, [])
    return _which(name, [llvm_bin()])


def find_cuda(override: Optional[str] = None) -> Optional[str]:
    cuda = override or os.environ.get("CUDA_PATH")
    if cuda:
        return cuda
    if os.path.isdir(DEFAULT_CUDA):
        return DEFAULT_CUDA
    nvcc = shutil.which("nvcc")
    return os.path.dirname(os.path.dirname(os.path.realpath(nvcc))) if nvcc else None


def cuda_tool(name: str, cuda: Optional[str] = None) -> Optional[str]:
    """ptxas, nvcc, cuobjdump, ncu: $SMEMVEC_<NAME>, then $CUDA_PATH/bin, PATH."""
    cuda = cuda or find_cuda()
    dirs = [os.path.join(cuda, "bin")] if cuda else []
    found = _pick("SMEMVEC_" + name.upper(), name, dirs)
    if found or name != "ncu":
        return found
    hits = sorted(glob.glob("/opt/nvidia/nsight-compute/*/ncu"))
    return hits[-1] if hits else None


def cxxfilt(cuda: Optional[str] = None) -> Optional[str]:
    """The demangler: llvm-cxxfilt of LLVM 22, else c++filt, else CUDA's cu++filt."""
    cuda = cuda or find_cuda()
    return (_which("llvm-cxxfilt", [llvm_bin()]) or shutil.which("c++filt")
            or _which("cu++filt", [os.path.join(cuda, "bin")] if cuda else []))


def plugin_path(override: Optional[str] = None) -> str:
    return override or os.environ.get("SMEMVEC_PLUGIN") or DEFAULT_PLUGIN


def find_tools(plugin: Optional[str] = None, clang: Optional[str] = None,
               cuda_path: Optional[str] = None, ptxas: Optional[str] = None) -> Tools:
    """Every tool at once (None where missing). `plugin` is kept as given:
    host tools pass plugin_path(args.plugin) and say when the file is missing."""
    cuda = find_cuda(cuda_path)
    return Tools(
        clang=clang or llvm_tool("clang++"),
        opt=llvm_tool("opt"),
        llc=llvm_tool("llc"),
        nvcc=cuda_tool("nvcc", cuda),
        ptxas=ptxas or cuda_tool("ptxas", cuda),
        cuobjdump=cuda_tool("cuobjdump", cuda),
        ncu=cuda_tool("ncu", cuda),
        cxxfilt=cxxfilt(cuda),
        cuda_path=cuda,
        plugin=plugin,
    )
