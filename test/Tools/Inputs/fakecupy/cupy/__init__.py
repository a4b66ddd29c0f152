"""A CPU stand-in for the slice of CuPy that bench/run_bundle.py uses.

Test-only: lets lit run the whole device-side harness (assembling with the
local ptxas, checking, timing, CSV, summary) without a GPU. Arrays are numpy
arrays; "kernels" are Python emulations for a few suite symbols (others
write nothing, so their poisoned outputs must be reported as unwritten);
events read the host clock.
"""
import time

import numpy as np

uint8 = np.uint8
float32 = np.float32
matmul = np.matmul


def asarray(a, dtype=None):
    return np.array(a, dtype=dtype, copy=True)


def asnumpy(a):
    return np.asarray(a)


def empty(shape, dtype=np.float32):
    return np.empty(shape, dtype=dtype)


class _Pool:
    def free_all_blocks(self):
        pass


def get_default_memory_pool():
    return _Pool()


def _lud_mwe(grid, block, args):
    src, dst = args
    x = src.reshape(-1, 2, 5, 5)
    dia, peri = x[:, 0], x[:, 1].copy()
    for i in range(5):
        for j in range(i):
            peri[:, :, i] -= dia[:, j, i][:, None]
        peri[:, :, i] /= dia[:, i, i][:, None]
    dst[:] = peri.reshape(-1)


def _transpose(grid, block, args):
    src, dst, n = args
    n = int(n)
    dst[:] = src.reshape(n, n).T.reshape(-1)


def _sgemm(grid, block, args):
    m, n, k, a, b, c = args
    c[:] = (a.reshape(int(m), int(k)) @ b.reshape(int(k), int(n))).reshape(-1)


def _spin(grid, block, args):
    pass


_KERNELS = {"lud_mwe": _lud_mwe, "transpose": _transpose, "sgemm": _sgemm,
            "smemvec_spin": _spin}


class _Function:
    def __init__(self, name):
        self.name = name

    def __call__(self, grid, block, args, shared_mem=0):
        assert 1 <= len(grid) <= 3 and 1 <= len(block) <= 3, (grid, block)
        fn = _KERNELS.get(self.name)
        if fn is not None:
            fn(grid, block, args)


class RawModule:
    def __init__(self, path=None, code=None):
        with open(path, "rb") as f:
            if not f.read(4) == b"\x7fELF":
                raise RuntimeError(f"{path}: not a cubin")

    def get_function(self, name):
        return _Function(name)


class _Event:
    def __init__(self, *a, **k):
        self.t = None

    def record(self, stream=None):
        self.t = time.perf_counter()

    def synchronize(self):
        pass


class _Runtime:
    @staticmethod
    def getDeviceProperties(i):
        return {"name": b"Fake GPU (CPU)", "l2CacheSize": 1 << 20}

    @staticmethod
    def deviceSynchronize():
        pass


class cuda:  # noqa: N801 - mirrors the module name
    runtime = _Runtime
    Event = _Event

    @staticmethod
    def get_elapsed_time(a, b):
        return (b.t - a.t) * 1e3
