# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Input generators and references of the NVIDIA-developer-blog/code-samples programs
(bench/corpus/programs/devblog.json), written from the kernels' index math.
"""
import numpy as np

DVB_FD_M = 64  # mx = my = mz of finite-difference.cu (consts of the program)


def init_dvb_uniform(rng, shape, p, dtype):
    """Uniform in [-1, 1) for floats, [-50, 50) for integers (never all zeros)."""
    if np.issubdtype(dtype, np.floating):
        return rng.uniform(-1.0, 1.0, size=shape).astype(dtype)
    return rng.integers(-50, 50, size=shape).astype(dtype)


def _wrap32(x):
    return ((np.asarray(x, dtype=np.int64) + 2**31) % 2**32 - 2**31).astype(np.int32)


# --- series/cuda-cpp/transpose ------------------------------------------------


def ref_dvb_copy(ins, p, xp):
    return {"odata": np.asarray(ins["idata"]).copy()}


def ref_dvb_transpose(ins, p, xp):
    n = int(p["n"])
    return {"odata": np.ascontiguousarray(np.asarray(ins["idata"]).reshape(n, n).T).reshape(-1)}


# --- series/cuda-cpp/finite-difference ----------------------------------------


def _fd_weights():
    """The program's weights in float32, as its host code computes them."""
    dsinv = np.float32(DVB_FD_M - 1)
    return [np.float32(a) / np.float32(b) * dsinv
            for a, b in ((4, 5), (-1, 5), (4, 105), (-1, 280))]


def _fd_derivative(f, axis):
    """8th-order central difference along `axis` of a (z, y, x) grid, periodic with
    period m - 1 (the program's halo copies point m - 1 - 4 + i to i - 4, and
    point i + 1 to m + i)."""
    m = f.shape[axis]
    idx = np.arange(m)
    out = np.zeros_like(f)
    for s, w in enumerate(_fd_weights(), start=1):
        up = idx + s
        up = np.where(up >= m, up - (m - 1), up)
        dn = idx - s
        dn = np.where(dn < 0, dn + (m - 1), dn)
        out += np.float64(w) * (np.take(f, up, axis=axis) - np.take(f, dn, axis=axis))
    return out


def _fd_ref(ins, axis):
    m = DVB_FD_M
    f = np.asarray(ins["f"]).astype(np.float64).reshape(m, m, m)
    return {"df": _fd_derivative(f, axis).reshape(-1)}


def ref_dvb_fd_x(ins, p, xp):
    return _fd_ref(ins, 2)


def ref_dvb_fd_y(ins, p, xp):
    return _fd_ref(ins, 1)


def ref_dvb_fd_z(ins, p, xp):
    return _fd_ref(ins, 0)


# --- posts/parallel_reduction_with_shfl ---------------------------------------


def ref_dvb_stable_vec4(ins, p, xp):
    """Per-block sums of a grid-stride int4 loop: thread t of the S = G*T threads
    takes int4 number t, t + S, ...; N is a multiple of 4*S here (no tail)."""
    g, t = int(p["G"]), int(p["T"])
    v = np.asarray(ins["in"]).astype(np.int64).reshape(-1, 4).sum(axis=1)
    per_thread = v.reshape(-1, g * t).sum(axis=0)
    return {"out": _wrap32(per_thread.reshape(g, t).sum(axis=1))}


def ref_dvb_atomic_sum(ins, p, xp):
    """The initial value plus every element."""
    total = np.asarray(ins["out"]).astype(np.int64) + np.asarray(ins["in"]).astype(np.int64).sum()
    return {"out": _wrap32(total)}


# --- series/cuda-cpp/coalescing-global -----------------------------------------------


def ref_dvb_offset(ins, p, xp):
    """a[i + s] += 1 for i < n (the rest of the buffer unchanged)."""
    n, s = int(p["n"]), int(p["s"])
    a = np.asarray(ins["a"]).copy()
    a[s:s + n] += np.float32(1)
    return {"a": a}


def ref_dvb_stride(ins, p, xp):
    """a[i * s] += 1 for i < n (the rest of the buffer unchanged)."""
    n, s = int(p["n"]), int(p["s"])
    a = np.asarray(ins["a"]).copy()
    a[0:n * s:s] += np.float32(1)
    return {"a": a}
