# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Input generators and references of the BBuf/how-to-optim-algorithm-in-cuda programs
(bench/corpus/programs/bbuf.json), written from the kernels' index math.
"""
import numpy as np


def init_bbuf_uniform(rng, shape, p, dtype):
    """Uniform in [-1, 1) (never all zeros)."""
    return rng.uniform(-1.0, 1.0, size=shape).astype(dtype)


def init_bbuf_positive(rng, shape, p, dtype):
    """Uniform in [0.5, 1.5): sums without cancellation."""
    return rng.uniform(0.5, 1.5, size=shape).astype(dtype)


# --- cuda-kernels/reduce ------------------------------------------------------------


def ref_bbuf_chunk_sums(ins, p, xp):
    """One sum per block of CH consecutive elements (reduce_v5: CH = 2 * blockDim;
    reduce7: CH = blockDim * NUM_PER_THREAD)."""
    x = np.asarray(ins["g_idata"]).astype(np.float64)
    return {"g_odata": x.reshape(-1, int(p["CH"])).sum(axis=1)}


def ref_bbuf_pack_block_sums(ins, p, xp):
    """reduce_v8: thread t of the S = G*T threads sums every 4-float pack j with
    j % S == t; one sum per block."""
    g, t = int(p["G"]), int(p["T"])
    s = g * t
    packs = np.asarray(ins["g_idata"]).astype(np.float64).reshape(-1, 4).sum(axis=1)
    packs = np.concatenate([packs, np.zeros((-packs.size) % s)])
    return {"g_odata": packs.reshape(-1, s).sum(axis=0).reshape(g, t).sum(axis=1)}


# --- cuda-kernels/softmax/faster_transformer_softmax -------------------------------


def ref_bbuf_ft_softmax(ins, p, xp):
    """This version of the kernel replaces every score by the same constant: each
    row of seq_len (= blockDim) becomes 1 / (seq_len + 1e-6f) = 1 / seq_len in
    float32, whatever the input."""
    x = np.asarray(ins["qk_buf"])
    return {"qk_buf": np.full(x.shape, 1.0 / int(p["S"]), dtype=np.float64)}


# --- cuda-kernels/upsample-nearest2d ------------------------------------------------


def ref_bbuf_upsample_fwd(ins, p, xp):
    """(NC, H, W) -> (NC, 2H, 2W), each input value in a 2x2 block."""
    nc, h, w = int(p["NC"]), int(p["H"]), int(p["W"])
    x = np.asarray(ins["in_dptr"]).reshape(nc, h, w)
    return {"out_dptr": np.repeat(np.repeat(x, 2, axis=1), 2, axis=2).reshape(-1)}


def ref_bbuf_upsample_bwd(ins, p, xp):
    """dx[h][w] = ((dy[2h][2w] + dy[2h][2w+1]) + dy[2h+1][2w]) + dy[2h+1][2w+1], in
    float32 in the kernel's order (exact)."""
    nc, h, w = int(p["NC"]), int(p["H"]), int(p["W"])
    dy = np.asarray(ins["dy_dptr"]).astype(np.float32).reshape(nc, h, 2, w, 2)
    acc = np.float32(0.0) + dy[:, :, 0, :, 0]
    acc = acc + dy[:, :, 0, :, 1]
    acc = acc + dy[:, :, 1, :, 0]
    acc = acc + dy[:, :, 1, :, 1]
    return {"dx_dptr": acc.reshape(-1)}
