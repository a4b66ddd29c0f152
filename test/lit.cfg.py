# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# lit configuration for smemvec.
import os
import sys
import shutil

import lit.formats
import lit.llvm

config.name = "smemvec"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".mir", ".cu", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.smemvec_obj_root, "test")

# Two suites, one set of files. The default (`check`) is the fast suite a
# user runs; `lit --param thorough=1` (CMake target `check-thorough`, which
# .ci/run runs) adds the long configurations: feature `thorough`. A new test
# is in the fast suite unless it says `REQUIRES: thorough` (a long
# emulation or fuzz run; CI still runs it) or chooses its size with
# `%if thorough %{ ... %} %else %{ ... %}` on a RUN line; a test's Python
# driver may read $SMEMVEC_THOROUGH (1 or 0, set here for the tests; lit
# itself reads only the parameter) instead. Where it can, the fast suite
# keeps a smaller configuration of such a test (fewer seeds, fewer kernels,
# smaller inputs), so the feature stays covered by `check`. (First in this
# file: a bad value stops lit before any of the probes below run.)
_thorough = lit_config.params.get("thorough", "0")
if _thorough.lower() in ("1", "on", "true", "yes"):
    config.available_features.add("thorough")
elif _thorough.lower() not in ("0", "off", "false", "no", ""):
    lit_config.fatal(f"--param thorough={_thorough}: expected 0 or 1")
config.environment["SMEMVEC_THOROUGH"] = "1" if "thorough" in config.available_features else "0"

tools = config.llvm_tools_dir
config.environment["PATH"] = os.pathsep.join(
    [tools, config.environment.get("PATH", "")]
)


def _interpreter_behind(py):
    """The interpreter a Python launcher runs (itself when it is one)."""
    import subprocess
    try:
        out = subprocess.run([py, "-c", "import sys; print(sys.executable)"],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                             text=True).stdout.strip()
    except OSError:
        return py
    return out if os.path.isabs(out) and os.path.exists(out) else py


# config.python may be a version manager's shim (pyenv's is a bash script
# that runs `pyenv exec`: 0.1 s a start on an idle machine, seconds on a
# busy one, and the suite starts Python hundreds of times). Use the
# interpreter behind it, and where `python3` on PATH is that shim, put the
# interpreter's directory first so `#!/usr/bin/env python3` tools skip it too.
if config.python:
    _shim = config.python
    config.python = _interpreter_behind(_shim)
    _on_path = shutil.which("python3", path=config.environment["PATH"])
    if config.python != _shim and _on_path and os.path.samefile(_on_path, _shim):
        config.environment["PATH"] = os.pathsep.join(
            [tools, os.path.dirname(config.python), config.environment["PATH"]])

lit.llvm.initialize(lit_config, config)
from lit.llvm import llvm_config  # noqa: E402 - exists once initialize() ran


# %lit: this build's lit, for the test of the switch itself
# (test/Tools/lit-thorough-mode.test); %suite: this suite's exec root.
config.substitutions.append(("%lit", os.path.join(config.llvm_tools_dir, "lit")))
config.substitutions.append(("%suite", config.test_exec_root))

config.substitutions.append(("%loadplugin", "-load-pass-plugin=" + config.smemvec_plugin))
config.substitutions.append(("%plugin", config.smemvec_plugin))
config.substitutions.append(("%opt", os.path.join(tools, "opt")))
config.substitutions.append(("%llc", os.path.join(tools, "llc")))
# RUN lines say plain `opt`, `llc`, `FileCheck` (LLVM 22 of this build), as
# llvm-tutor's lit.cfg.py does; %opt/%llc above stay for out-of-tree users
# of this config (they come first, so their expansion is not substituted
# again).
llvm_config.add_tool_substitutions(["opt", "llc", "FileCheck"], config.llvm_tools_dir)
config.substitutions.append(("%python", config.python))
# smemvec-fold-approx's decision table (tools/approx-table).
config.substitutions.append(
    ("%approx-table", os.path.join(config.smemvec_obj_root, "bin", "smemvec-approx-table")))
config.substitutions.append(("%srcroot", config.smemvec_src_root))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))

# CUDA compile with clang 22 against the local CUDA: the flags of the tools'
# one builder (smemvec_tools.compile.clang_cuda_flags: sm_90, CUDA path,
# libdevice when present, CCCL headers; 13.0 is newer than clang 22 knows,
# hence -Wno-unknown-cuda-version).
sys.path.insert(0, os.path.join(config.smemvec_src_root, "tools"))
from smemvec_tools import compile as smemvec_compile  # noqa: E402
from smemvec_tools import toolchain as smemvec_toolchain  # noqa: E402

cuda_flags = " ".join(smemvec_compile.clang_cuda_flags(
    smemvec_toolchain.Tools(cuda_path=config.cuda_path or None)))
if config.cuda_path:
    config.available_features.add("cuda")
config.substitutions.append(("%clang_cuda", os.path.join(tools, "clang++") + " " + cuda_flags))
config.substitutions.append(("%clang", os.path.join(tools, "clang++")))

# Every PTX a test produces is assembled where ptxas exists.
if config.ptxas and os.path.exists(config.ptxas):
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", config.ptxas + " -arch=sm_90"))

# clang-format 22 (setup.sh installs it): test/Style checks the C++ sources.
_clang_format = shutil.which("clang-format-22")
if _clang_format:
    config.available_features.add("clang-format")
    config.substitutions.append(("%cxx_format", _clang_format))

# nvlink next to ptxas: device links of -fgpu-rdc objects (test/Install).
_nvlink = os.path.join(os.path.dirname(config.ptxas), "nvlink") if config.ptxas else ""
if _nvlink and os.path.exists(_nvlink):
    config.available_features.add("nvlink")
    config.substitutions.append(("%nvlink", _nvlink))

# nvcc next to ptxas: the benchmark's comparison compiler.
_nvcc = os.path.join(config.cuda_path, "bin", "nvcc") if config.cuda_path else ""
if _nvcc and os.path.exists(_nvcc):
    config.available_features.add("nvcc")
    config.substitutions.append(("%nvcc", _nvcc + " -ptx -arch=sm_90 -O3"))


# %fuzz: tools/smemvec-fuzz; %one-line-error CMD...: CMD must fail with one
# line on stderr, nothing on stdout, no traceback (prints the line; bad-input
# tests, test/BadInput/fuzz-*.test).
config.substitutions.append(
    ("%fuzz", config.python + " " + os.path.join(config.smemvec_src_root, "tools", "smemvec-fuzz")))
config.substitutions.append(
    ("%one-line-error", config.python + " "
     + os.path.join(config.test_source_root, "BadInput", "Inputs", "one_line_error.py")))


# %ptxcount FILE [--pattern RE] [--max N] [--min N] [--le OTHER] [--lt OTHER]
config.substitutions.append(
    ("%ptxcount", config.python + " " + os.path.join(config.test_source_root, "Inputs", "ptxcount.py"))
)

# Tools tests (test/Tools): the report and the benchmark harness.
# %report runs tools/smemvec-report against this build's plugin.
config.substitutions.append(
    ("%report", config.python + " " + os.path.join(config.smemvec_src_root, "tools", "smemvec-report")
     + " --plugin " + config.smemvec_plugin)
)

# Install tests (test/Install): this build's CMake and CPack, the build tree
# to install from, dpkg-deb for the .deb.
config.substitutions.append(("%cmake_generator", '"' + config.cmake_generator + '"'))
config.substitutions.append(("%cmake", config.cmake))
config.substitutions.append(("%cpack", config.cpack))
config.substitutions.append(("%objroot", config.smemvec_obj_root))
if shutil.which("dpkg-deb"):
    config.available_features.add("dpkg-deb")

# "asserts": this LLVM was built with assertions (-stats, -debug-only work).
def _llvm_assertions():
    import subprocess
    try:
        return subprocess.run([os.path.join(tools, "llvm-config"), "--assertion-mode"],
                              stdout=subprocess.PIPE, text=True).stdout.strip() == "ON"
    except OSError:
        return False


if _llvm_assertions():
    config.available_features.add("asserts")


def _python_with(module):
    """A Python that can import `module`: lit's own, else Debian's."""
    import subprocess
    for py in (config.python, "/usr/bin/python3"):
        if py and os.path.exists(py) and subprocess.run(
                [py, "-c", "import " + module], stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL).returncode == 0:
            return py
    return None


# numpy (Debian python3-numpy) for the harness smoke test; matplotlib
# (python3-matplotlib) for --plot. Missing: those tests are UNSUPPORTED.
for _mod, _sub in (("numpy", "%pynumpy"), ("matplotlib", "%pyplot")):
    _py = _python_with(_mod)
    if _py:
        config.available_features.add(_mod)
        config.substitutions.append((_sub, _py))


# SMEMVEC_SANITIZE=ON builds the plugin with ASan + UBSan, but opt, llc and
# clang are not instrumented: the runtimes must be loaded first, so preload
# the ones of the compiler that built the plugin (g++ 12: libasan.so.8,
# libubsan.so.1). LLVM's own allocations "leak" at exit by design.
def _sanitizer_runtime(lib):
    import subprocess
    try:
        p = subprocess.run([config.cxx_compiler, "-print-file-name=" + lib],
                           stdout=subprocess.PIPE, text=True).stdout.strip()
    except OSError:
        return None
    p = os.path.realpath(p)
    return p if os.path.isabs(p) and os.path.exists(p) else None


if getattr(config, "smemvec_sanitize", "").upper() in ("ON", "1", "TRUE", "YES"):
    runtimes = [_sanitizer_runtime(l) for l in ("libasan.so", "libubsan.so")]
    if not all(runtimes):
        lit_config.fatal("SMEMVEC_SANITIZE build: cannot find libasan/libubsan "
                         "of " + config.cxx_compiler)
    config.environment["LD_PRELOAD"] = ":".join(runtimes)
    config.environment["ASAN_OPTIONS"] = "detect_leaks=0:abort_on_error=1"
    config.environment["UBSAN_OPTIONS"] = "print_stacktrace=1:halt_on_error=1"
    config.available_features.add("sanitize")
