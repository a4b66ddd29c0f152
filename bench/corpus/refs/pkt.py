# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Input generators and references of the PacktPublishing/Learn-CUDA-Programming
programs (bench/corpus/programs/packt.json), written from the kernels' index math.
"""
import numpy as np


def init_pkt_uniform(rng, shape, p, dtype):
    """Uniform in [-1, 1) for floats, [-1000, 1000) for integers (never all zeros)."""
    if np.issubdtype(dtype, np.floating):
        return rng.uniform(-1.0, 1.0, size=shape).astype(dtype)
    return rng.integers(-1000, 1000, size=shape).astype(dtype)


def init_pkt_positive(rng, shape, p, dtype):
    """Uniform in [0.5, 1.5): sums without cancellation."""
    return rng.uniform(0.5, 1.5, size=shape).astype(dtype)


def pkt_filter_taps(f):
    """The 5x5 filter of wrappers/pkt_convolution.cu: ((3r + 7c) % 13 - 6) / 16."""
    r, c = np.meshgrid(np.arange(f), np.arange(f), indexing="ij")
    return ((3 * r + 7 * c) % 13 - 6) / 16.0


def init_pkt_filter(rng, shape, p, dtype):
    """The same taps for the kernel that reads its filter from global memory."""
    return pkt_filter_taps(int(p["F"])).astype(dtype).reshape(shape)


# --- Chapter07 01_sgemm_optimization --------------------------------------------


def ref_pkt_sgemm(ins, p, xp):
    """C = alpha * A (M x K) * B (K x N) + beta * C (through CuPy on the GPU machine)."""
    m, n, k = int(p["M"]), int(p["N"]), int(p["K"])
    a = xp.asarray(ins["A"]).astype(xp.float64).reshape(m, k)
    b = xp.asarray(ins["B"]).astype(xp.float64).reshape(k, n)
    c = xp.asarray(ins["C"]).astype(xp.float64).reshape(m, n)
    return {"C": (float(p["alpha"]) * (a @ b) + float(p["beta"]) * c).reshape(-1)}


# --- Chapter07 02_convolution --------------------------------------------------


def ref_pkt_convolution(ins, p, xp):
    """F x F correlation centred on each pixel, zeros outside the image."""
    rows, cols, f = int(p["R"]), int(p["C"]), int(p["F"])
    h = f // 2
    taps = pkt_filter_taps(f)
    pad = np.pad(np.asarray(ins["d_input"]).astype(np.float64).reshape(rows, cols), h)
    acc = np.zeros((rows, cols))
    for i in range(f):
        for j in range(f):
            acc += taps[i, j] * pad[i:i + rows, j:j + cols]
    return {"d_output": acc.reshape(-1)}


# --- Chapter02 04_matrix_transpose ---------------------------------------------


def ref_pkt_transpose(ins, p, xp):
    n = int(p["N"])
    return {"output": np.ascontiguousarray(np.asarray(ins["input"]).reshape(n, n).T).reshape(-1)}


# --- Chapter03 reductions ---------------------------------------------------------


def ref_pkt_block_sums(ins, p, xp):
    """Per-block sums of a grid-stride loop over S = G*T threads: thread t sums every
    element j with j % S == t (the kernels' 4 loads per trip are S apart)."""
    g, t = int(p["G"]), int(p["T"])
    s = g * t
    x = np.asarray(ins["g_in"]).astype(np.float64)
    x = np.concatenate([x, np.zeros((-x.size) % s)])
    return {"g_out": x.reshape(-1, s).sum(axis=0).reshape(g, t).sum(axis=1)}


# --- Chapter07 05_n-body ----------------------------------------------------------


def ref_pkt_n_body(ins, p, xp):
    """v.xyz += dt * sum_j d_ij / (|d_ij|^2 + 1e-9)^1.5 with d_ij = p_j - p_i (the
    j = i term is zero); v.w unchanged. All pairs in float64, in row chunks (run
    through CuPy on the GPU machine: reference_device "gpu")."""
    n, dt = int(p["n"]), float(p["dt"])
    pos = xp.asarray(ins["p"]).astype(xp.float64).reshape(n, 4)[:, :3]
    v = xp.asarray(ins["v"]).astype(xp.float64).reshape(n, 4).copy()
    force = xp.zeros((n, 3))
    step = 256
    for s in range(0, n, step):
        d = pos[None, :, :] - pos[s:s + step, None, :]          # [i, j, xyz]
        r2 = (d * d).sum(axis=2) + 1e-9
        force[s:s + step] = (d * (r2 ** -1.5)[:, :, None]).sum(axis=1)
    v[:, :3] += dt * force
    return {"v": v.reshape(-1)}
