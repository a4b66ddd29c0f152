"""A NumPy stand-in for the few CuPy calls devworker.py makes, so the real
worker runs in tests without a GPU. A 'cubin' is a text file: WRONG adds 1
to the product, PARTIAL leaves the last row unwritten, ILLEGAL fails like an
illegal memory access."""
import time as _time

import numpy as _np

from . import cuda  # noqa: F401

__version__ = "fake"
float32, float64, nan = _np.float32, _np.float64, _np.nan
empty, isfinite, matmul = _np.empty, _np.isfinite, _np.matmul


class _Random:
    @staticmethod
    def standard_normal(shape, dtype=float64):
        return _np.random.standard_normal(shape).astype(dtype)


random = _Random()


class linalg:  # noqa: N801 - mirrors cupy.linalg
    norm = staticmethod(_np.linalg.norm)


class RawModule:
    def __init__(self, path):
        with open(path, "rb") as f:  # a real cubin is binary: no markers, correct
            self.text = f.read().decode("latin-1")

    def get_function(self, name):
        text = self.text

        def launch(grid, block, args):
            m, n, k, a, b, c = args
            if "ILLEGAL" in text:
                raise RuntimeError("CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered")
            if "PARTIAL" in text:
                c[:-1] = a[:-1] @ b
            else:
                c[...] = a @ b + (1.0 if "WRONG" in text else 0.0)
            _time.sleep(0.0001)
        return launch
