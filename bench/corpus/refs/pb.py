# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Generators and references of the PolyBench/GPU programs of the corpus
(bench/corpus/programs/polybench.json), in bench/references.py's convention:
init_<name>(rng, shape, p, dtype) and ref_<name>(ins, p, xp) -> {output: array}.
Our own numpy from the kernels' index math, in float64; `ins` are flat arrays
and `p` holds the entry's params (the sizes the -D defines set)."""
import numpy as np

# correlation.cu's constants: the means divide by FLOAT_N, not by the row count,
# and a standard deviation at or below EPS becomes 1.
_FLOAT_N = float(np.float32(3214212.01))
_EPS = float(np.float32(0.005))


def _f64(a, xp, *shape):
    return xp.asarray(a, dtype=np.float64).reshape(*shape)


def init_pb_corr_data(rng, shape, p, dtype):
    """Uniform in [-4, 4): every column's deviation (about 0.03 for 512 rows)
    stays far above the kernel's EPS clamp."""
    return rng.uniform(-4.0, 4.0, size=shape).astype(dtype)


def ref_pb_gemm(ins, p, xp):
    ni, nj, nk = p["NI"], p["NJ"], p["NK"]
    a, b, c = _f64(ins["a"], xp, ni, nk), _f64(ins["b"], xp, nk, nj), _f64(ins["c"], xp, ni, nj)
    return {"c": (p["beta"] * c + p["alpha"] * (a @ b)).reshape(-1)}


# 2DConvolution.cu's taps, named as there: c<column offset + 2><row offset + 2>
# read left to right (c11 at row -1, column -1; c21 at row -1, column 0; ...).
_CONV_TAPS = {(-1, -1): 0.2, (-1, 0): 0.5, (-1, 1): -0.8,
              (0, -1): -0.3, (0, 0): 0.6, (0, 1): -0.9,
              (1, -1): 0.4, (1, 0): 0.7, (1, 1): 0.10}


def ref_pb_2dconv(ins, p, xp):
    ni, nj = p["NI"], p["NJ"]
    a = _f64(ins["A"], xp, ni, nj)
    out = _f64(ins["B"], xp, ni, nj).copy()   # the border keeps its input
    acc = xp.zeros((ni - 2, nj - 2))
    for (di, dj), w in _CONV_TAPS.items():
        acc += float(np.float32(w)) * a[1 + di:ni - 1 + di, 1 + dj:nj - 1 + dj]
    out[1:-1, 1:-1] = acc
    return {"B": out.reshape(-1)}


def ref_pb_fdtd2d_step2(ins, p, xp):
    nx, ny = p["NX"], p["NY"]
    ex, hz = _f64(ins["ex"], xp, nx, ny).copy(), _f64(ins["hz"], xp, nx, ny)
    ex[:, 1:] -= 0.5 * (hz[:, 1:] - hz[:, :-1])
    return {"ex": ex.reshape(-1)}


def ref_pb_fdtd2d_step3(ins, p, xp):
    nx, ny = p["NX"], p["NY"]
    ex, ey = _f64(ins["ex"], xp, nx, ny), _f64(ins["ey"], xp, nx, ny)
    hz = _f64(ins["hz"], xp, nx, ny).copy()
    hz[:-1, :-1] -= 0.7 * (ex[:-1, 1:] - ex[:-1, :-1] + ey[1:, :-1] - ey[:-1, :-1])
    return {"hz": hz.reshape(-1)}


def ref_pb_atax_kernel1(ins, p, xp):
    a = _f64(ins["A"], xp, p["NX"], p["NY"])
    return {"tmp": a @ _f64(ins["x"], xp, -1)}


def ref_pb_atax_kernel2(ins, p, xp):
    a = _f64(ins["A"], xp, p["NX"], p["NY"])
    return {"y": a.T @ _f64(ins["tmp"], xp, -1)}


def ref_pb_corr_mean(ins, p, xp):
    data = _f64(ins["data"], xp, p["PB_N"], p["PB_M"])
    return {"mean": data.sum(axis=0) / _FLOAT_N}


def ref_pb_corr_std(ins, p, xp):
    data = _f64(ins["data"], xp, p["PB_N"], p["PB_M"])
    mean = _f64(ins["mean"], xp, -1)
    std = xp.sqrt(((data - mean[None, :]) ** 2).sum(axis=0) / _FLOAT_N)
    return {"std": xp.where(std <= _EPS, 1.0, std)}
