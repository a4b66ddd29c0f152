# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Input generators and references of the CoffeeBeforeArch/cuda_programming programs
(bench/corpus/programs/coffee.json), written from the kernels' index math.

Every kernel there is int32 arithmetic, so every reference is exact: int64 numpy
folded back to int32 the way the GPU wraps.
"""
import numpy as np

# Taps of the two wrappers' __constant__ masks (wrappers/cba_conv1d_tiled.cu,
# wrappers/cba_conv2d_const.cu).
CBA_CONV1D_MASK = np.array([3, -1, 4, -1, 5, -9, 2], dtype=np.int64)
CBA_CONV2D_MASK = np.array([[(3 * i + 5 * j) % 11 - 5 for j in range(7)] for i in range(7)],
                           dtype=np.int64)
CBA_HIST_BINS = 7
CBA_HIST_DIV = (26 + CBA_HIST_BINS - 1) // CBA_HIST_BINS


def _wrap32(x):
    """int64 values folded to int32 as two's-complement adds and multiplies do."""
    return ((np.asarray(x, dtype=np.int64) + 2**31) % 2**32 - 2**31).astype(np.int32)


def init_cba_small_ints(rng, shape, p, dtype):
    """Integers in [-50, 50), as the programs' rand() % 100 but signed."""
    return rng.integers(-50, 50, size=shape).astype(dtype)


def init_cba_letters(rng, shape, p, dtype):
    """Lower-case ASCII letters, as the histogram program's input."""
    return rng.integers(ord("a"), ord("z") + 1, size=shape).astype(dtype)


def ref_cba_mmul(ins, p, xp):
    """Exact through float64 BLAS: |entries| <= 50 and N = 1024 keep every partial
    sum below 2^22."""
    n = int(p["N"])
    a = np.asarray(ins["a"]).astype(np.float64).reshape(n, n)
    b = np.asarray(ins["b"]).astype(np.float64).reshape(n, n)
    return {"c": _wrap32(np.rint(a @ b)).reshape(-1)}


def ref_cba_block_sums(ins, p, xp):
    """One sum per block of blockDim (T) consecutive elements."""
    v = np.asarray(ins["v"]).astype(np.int64)
    return {"v_r": _wrap32(v.reshape(-1, int(p["T"])).sum(axis=1))}


def ref_cba_atomic_sum(ins, p, xp):
    """The initial value plus every element (each block adds its sum atomically)."""
    total = np.asarray(ins["sum"]).astype(np.int64) + np.asarray(ins["input"]).astype(np.int64).sum()
    return {"sum": _wrap32(total)}


def ref_cba_histogram(ins, p, xp):
    """Initial bins plus counts of (letter - 'a') / DIV."""
    a = np.asarray(ins["a"]).astype(np.int64) - ord("a")
    counts = np.bincount(a // CBA_HIST_DIV, minlength=CBA_HIST_BINS)
    return {"result": _wrap32(np.asarray(ins["result"]).astype(np.int64) + counts)}


def ref_cba_conv1d(ins, p, xp):
    """result[i] = sum_j array[i + j] * mask[j] over the padded input (n + 6)."""
    n = int(p["n"])
    a = np.asarray(ins["array"]).astype(np.int64)
    acc = np.zeros(n, dtype=np.int64)
    for j, w in enumerate(CBA_CONV1D_MASK):
        acc += w * a[j:j + n]
    return {"result": _wrap32(acc)}


def ref_cba_conv2d(ins, p, xp):
    """7x7 correlation centred on each pixel, zeros outside the N x N matrix."""
    n = int(p["N"])
    pad = np.pad(np.asarray(ins["matrix"]).astype(np.int64).reshape(n, n), 3)
    acc = np.zeros((n, n), dtype=np.int64)
    for i in range(7):
        for j in range(7):
            acc += CBA_CONV2D_MASK[i, j] * pad[i:i + n, j:j + n]
    return {"result": _wrap32(acc).reshape(-1)}
