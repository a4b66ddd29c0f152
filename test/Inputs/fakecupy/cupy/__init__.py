# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""A CPU stand-in for the slice of CuPy that smemvec's device runner uses
(tools/smemvec_tools/gpu.py and its clients: bench/run_bundle.py, the tuner's
devworker.py). The one CuPy stand-in of the tests: put this directory on
PYTHONPATH.

Arrays are numpy arrays; events read the host clock. Modules:
  - a real cubin (ELF, from ptxas): kernels are Python emulations of a few
    suite symbols (lud_mwe, transpose, sgemm, stencil2d, smemvec_spin) and of
    the fake corpus's two (test/Tools/Inputs/corpus); any other
    symbol writes nothing, so its poisoned output must be reported unwritten;
  - any other file (the tuner tests' fake ptxas copies its 'PTX'): an sgemm
    whose text markers pick a fault: WRONG adds 1 to the product, PARTIAL
    leaves the last row unwritten, ADDS adds into C (split-K), ILLEGAL fails
    like an illegal address.
"""
import time

import numpy as np

__version__ = "fake"
uint8, int32, float32, float64, nan = np.uint8, np.int32, np.float32, np.float64, np.nan
empty, zeros, isfinite, matmul = np.empty, np.zeros, np.isfinite, np.matmul


def asarray(a, dtype=None):
    return np.array(a, dtype=dtype, copy=True)


def asnumpy(a):
    return np.asarray(a)


class _Pool:
    def free_all_blocks(self):
        pass


def get_default_memory_pool():
    return _Pool()


class _RandomState:
    def __init__(self, seed=None):
        self.rng = np.random.default_rng(seed)

    def uniform(self, low=0.0, high=1.0, size=None, dtype=float64):
        return self.rng.uniform(low, high, size).astype(dtype)


class random:  # noqa: N801 - mirrors cupy.random
    RandomState = _RandomState

    @staticmethod
    def standard_normal(shape, dtype=float64):
        return np.random.standard_normal(shape).astype(dtype)


class linalg:  # noqa: N801 - mirrors cupy.linalg
    norm = staticmethod(np.linalg.norm)


def _lud_mwe(grid, block, args, text):
    src, dst = args
    x = src.reshape(-1, 2, 5, 5)
    dia, peri = x[:, 0], x[:, 1].copy()
    for i in range(5):
        for j in range(i):
            peri[:, :, i] -= dia[:, j, i][:, None]
        peri[:, :, i] /= dia[:, i, i][:, None]
    dst[:] = peri.reshape(-1)


def _transpose(grid, block, args, text):
    src, dst, n = args
    n = int(n)
    dst[:] = src.reshape(n, n).T.reshape(-1)


def _sgemm(grid, block, args, text):
    m, n, k, a, b, c = args
    m, n, k = int(m), int(n), int(k)
    if "ILLEGAL" in text:
        raise RuntimeError("CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered")
    full = a.reshape(m, k) @ b.reshape(k, n) + (1.0 if "WRONG" in text else 0.0)
    out = c.reshape(m, n)
    if "PARTIAL" in text:
        out[:-1] = full[:-1]
    elif "ADDS" in text:  # adds into C, as split-K's slices do: C must be zeroed first
        out[...] += full
    else:
        out[...] = full
    time.sleep(0.0001)


def _stencil2d(grid, block, args, text):
    """bench/kernels/stencil2d.cu: 0.5*centre + 0.125*(4 neighbours), edges
    clamped; the same text markers as _sgemm pick a fault."""
    src, dst, n = args
    n = int(n)
    if "ILLEGAL" in text:
        raise RuntimeError("CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered")
    p = np.pad(src.reshape(n, n), 1, mode="edge")
    full = 0.5 * p[1:-1, 1:-1] + 0.125 * (p[:-2, 1:-1] + p[2:, 1:-1] + p[1:-1, :-2] + p[1:-1, 2:])
    full = full + (1.0 if "WRONG" in text else 0.0)
    out = dst.reshape(n, n)
    if "PARTIAL" in text:
        out[:-1] = full[:-1]
    else:
        out[...] = full


def _scale(grid, block, args, text):
    """test/Tools/Inputs/corpus's scale_kernel: a * the block's reversed tile."""
    dst, src, a, n = args
    dst[:] = (a * src.reshape(-1, 256)[:, ::-1]).reshape(-1)


def _add_one(grid, block, args, text):
    """test/Tools/Inputs/corpus's add_one<256>: x += 1 in place (an "inout"
    argument: a launch on a reused copy would add 2)."""
    x, n = args
    x[:int(n)] += x.dtype.type(1)


def _spin(grid, block, args, text):
    pass


_KERNELS = {"lud_mwe": _lud_mwe, "transpose": _transpose, "sgemm": _sgemm,
            "stencil2d": _stencil2d, "smemvec_spin": _spin,
            "_Z12scale_kernelPfPKffi": _scale, "_Z7add_oneILi256EEvPfi": _add_one}


class _Function:
    def __init__(self, name, text):
        self.name, self.text = name, text

    def __call__(self, grid, block, args, shared_mem=0):
        assert 1 <= len(grid) <= 3 and 1 <= len(block) <= 3, (grid, block)
        fn = _KERNELS.get(self.name)
        if fn is not None:
            fn(grid, block, args, self.text)


class RawModule:
    def __init__(self, path=None, code=None):
        if code is not None:
            self.text = code
        else:
            with open(path, "rb") as f:
                data = f.read()
            # A real cubin carries no markers: it computes the right result.
            self.text = "" if data[:4] == b"\x7fELF" else data.decode("latin-1")

    def get_function(self, name):
        return _Function(name, self.text)


class _Event:
    def __init__(self, *a, **k):
        self.t = None

    def record(self, stream=None):
        self.t = time.perf_counter()

    def synchronize(self):
        pass

    @property
    def done(self):
        """cudaEventQuery: the stand-in runs everything at once, so a
        recorded event is always done (a head start never outlasts the
        host's queueing here)."""
        return self.t is not None


class _Runtime:
    @staticmethod
    def getDeviceProperties(i):
        return {"name": b"Fake GPU (CPU)", "major": 9, "minor": 0,
                "multiProcessorCount": 132, "l2CacheSize": 1 << 20}

    @staticmethod
    def deviceSynchronize():
        pass

    @staticmethod
    def runtimeGetVersion():
        return 13000

    @staticmethod
    def driverGetVersion():
        return 13000


class _Device:
    id = 0

    def synchronize(self):
        pass


class cuda:  # noqa: N801 - mirrors the module name
    runtime = _Runtime
    Event = _Event
    Device = _Device

    @staticmethod
    def get_elapsed_time(a, b):
        return (b.t - a.t) * 1e3
