# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Input generators and references of bench/corpus/programs/hecbench-b.json.

HeCBench programs m-z (scans, merge, row reductions, softmax, norms, CSR
SpMV, pooling). Written from the kernels' index math, not from the programs'
own CPU references. Same convention as bench/references.py:
`init_<name>(rng, shape, p, dtype)` and `ref_<name>(ins, p, xp)` ->
{output arg: expected array}; float64 unless the kernel is exact (integer
scans, merges: compared bit for bit).
"""
import functools

import numpy as np


def _f64(a):
    return np.asarray(a.get() if hasattr(a, "get") else a).astype(np.float64)


def _host(a):
    return np.asarray(a.get() if hasattr(a, "get") else a)


# --- generators ----------------------------------------------------------------


def init_hecbench_b_uniform(rng, shape, p, dtype):
    """Uniform in [-1, 1)."""
    return rng.uniform(-1.0, 1.0, size=shape).astype(dtype)


def init_hecbench_b_positive(rng, shape, p, dtype):
    """Uniform in [0.5, 1.5)."""
    return rng.uniform(0.5, 1.5, size=shape).astype(dtype)


def init_hecbench_b_small_int(rng, shape, p, dtype):
    """Integers 1..8 (float or int): every partial sum of a scan is exact."""
    return rng.integers(1, 9, size=shape).astype(dtype)


def init_hecbench_b_unit(rng, shape, p, dtype):
    """Uniform in [0, 1): multinomial samples."""
    return rng.uniform(0.0, 1.0, size=shape).astype(dtype)


def init_hecbench_b_weights100(rng, shape, p, dtype):
    """Integer weights 1..100 (as the program draws them): row sums are exact."""
    return rng.integers(1, 101, size=shape).astype(dtype)


def init_hecbench_b_zero_ticket(rng, shape, p, dtype):
    """threadfence's block counter: the kernel's protocol needs 0 on entry
    (it resets it to 0 itself), so this one input is zeros by design."""
    return np.zeros(shape, dtype=dtype)


def init_hecbench_b_scatter_index(rng, shape, p, dtype):
    """scatterAdd row indexes, uniform in [0, O)."""
    return rng.integers(0, int(p["O"]), size=shape).astype(dtype)


def init_hecbench_b_half2(rng, shape, p, dtype):
    """Uniform in [-2, 2), rounded to the argument's dtype (float16)."""
    return rng.uniform(-2.0, 2.0, size=shape).astype(dtype)


def init_hecbench_b_mask20(rng, shape, p, dtype):
    """Attention mask: 1 (masked) with probability 0.2, else 0."""
    return (rng.random(size=shape) < 0.2).astype(dtype)


@functools.lru_cache(maxsize=1)
def _merge_inputs(n, parts):
    """Two sorted uint32 arrays of n distinct values each (no ties: the merge
    path is unique), padded with 1024 copies of 0xFFFFFFFF as the program
    pads them, and the merge-path split points of `parts` equal diagonals.
    Seeded from the sizes: A, B and the split points are separate arguments
    and must agree."""
    rng = np.random.default_rng(1000 + n)
    vals = np.cumsum(rng.integers(1, 256, size=2 * n, dtype=np.int64))
    assert vals[-1] < 0xFFFFFFFF
    perm = rng.permutation(2 * n)
    a = np.sort(vals[perm[:n]])
    b = np.sort(vals[perm[n:]])
    pad = np.full(1024, 0xFFFFFFFF, dtype=np.uint32)
    a32 = np.concatenate([a.astype(np.uint32), pad])
    b32 = np.concatenate([b.astype(np.uint32), pad])
    # Position of A[i] in the merged order: i plus the B elements below it.
    pos_a = np.arange(n, dtype=np.int64) + np.searchsorted(b, a, side="left")
    diag = np.arange(parts, dtype=np.int64) * (2 * n) // parts
    x = np.searchsorted(pos_a, diag, side="left")
    dpi = np.zeros(2 * (parts + 1), dtype=np.uint32)
    dpi[:parts] = x
    dpi[parts] = n
    dpi[parts + 1:2 * parts + 1] = diag - x
    dpi[2 * parts + 1] = n
    return a32, b32, dpi


def init_hecbench_b_merge_a(rng, shape, p, dtype):
    return _merge_inputs(int(p["n"]), int(p["G"]))[0].copy()


def init_hecbench_b_merge_b(rng, shape, p, dtype):
    return _merge_inputs(int(p["n"]), int(p["G"]))[1].copy()


def init_hecbench_b_merge_dpi(rng, shape, p, dtype):
    return _merge_inputs(int(p["n"]), int(p["G"]))[2].copy()


def _csr_counts(n):
    """Nonzeros of row i: 8 + (37 i mod 41), 8..48 (28 on average)."""
    return 8 + (np.arange(n, dtype=np.int64) * 37) % 41


def csr_nnz(n):
    """The NNZ a case of the SpMV entries must state (shape of the column array)."""
    return int(_csr_counts(n).sum())


def init_hecbench_b_csr_rowptr(rng, shape, p, dtype):
    n = int(p["N"])
    rp = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(_csr_counts(n), out=rp[1:])
    assert rp[-1] == int(p["NNZ"]), f"NNZ must be {rp[-1]}"
    return rp.astype(dtype)


def init_hecbench_b_csr_colind(rng, shape, p, dtype):
    """Columns within +-4096 of the diagonal (wrapped), random in the band."""
    n = int(p["N"])
    rows = np.repeat(np.arange(n, dtype=np.int64), _csr_counts(n))
    cols = (rows + rng.integers(-4096, 4097, size=rows.size)) % n
    return cols.astype(dtype)


# --- references ----------------------------------------------------------------


def _exclusive_segments(x, seg):
    x = _host(x).astype(np.int64).reshape(-1, seg)
    out = np.zeros_like(x)
    np.cumsum(x[:, :-1], axis=1, out=out[:, 1:])
    return out


def ref_hecbench_b_scan(ins, p, xp):
    """scan / scan_bcao<int, N>: exclusive scan of every N-element block."""
    return {"g_odata": _exclusive_segments(ins["g_idata"], int(p["N"])).astype(np.int32).reshape(-1)}


def ref_hecbench_b_merge_diagonals(ins, p, xp):
    """workloadDiagonals: the merge-path split points (x then y of every diagonal)."""
    return {"dpi": _merge_inputs(int(p["n"]), int(p["G"]))[2]}


def ref_hecbench_b_merge_path(ins, p, xp):
    """mergeSinglePath: A and B merged; past 2n the +inf padding (the last window
    writes up to 511 padding values; the rest keeps the all-ones poison)."""
    n = int(p["n"])
    a = _host(ins["A"])[:n]
    b = _host(ins["B"])[:n]
    c = np.concatenate([np.sort(np.concatenate([a, b])),
                        np.full(1024, 0xFFFFFFFF, dtype=np.uint32)])
    return {"C": c.astype(np.uint32)}


def ref_hecbench_b_rmsnorm(ins, p, xp):
    h = int(p["H"])
    x = _f64(ins["input"]).reshape(-1, h)
    g = _f64(ins["gamma"])
    r = 1.0 / np.sqrt((x * x).mean(axis=1) + float(p["eps"]))
    return {"output": (x * r[:, None] * g[None, :]).reshape(-1)}


def ref_hecbench_b_rowwise_moments(ins, p, xp):
    """RowwiseMomentsKernel: mean and rsqrt(biased variance + eps) of every row."""
    x = _f64(ins["X"]).reshape(-1, int(p["L"]))
    return {"mean": x.mean(axis=1), "rstd": 1.0 / np.sqrt(x.var(axis=1) + float(p["eps"]))}


def ref_hecbench_b_softmax(ins, p, xp):
    x = _f64(ins["inp"]).reshape(-1, int(p["C"]))
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return {"out": (e / e.sum(axis=1, keepdims=True)).reshape(-1)}


def ref_hecbench_b_stddev_sop(ins, p, xp):
    """sopKernel: atomically adds every column's sum of squares to std."""
    d = int(p["D"])
    x = _f64(ins["data"]).reshape(-1, d)
    return {"std": _f64(ins["std"]) + (x * x).sum(axis=0)}


def ref_hecbench_b_welford(ins, p, xp):
    """welford_kernel: input [bs][fs][ss]; mean and biased variance per feature."""
    x = _f64(ins["input"]).reshape(int(p["bs"]), int(p["fs"]), int(p["ss"]))
    return {"out_mean": x.mean(axis=(0, 2)), "out_var": x.var(axis=(0, 2))}


def ref_hecbench_b_scan_large(ins, p, xp):
    """ScanLargeArrays: exclusive scan of every block_size-element block and
    the block totals (integer-valued floats: exact)."""
    bs = int(p["BS"])
    x = _host(ins["input"]).astype(np.int64).reshape(-1, bs)
    return {"output": _exclusive_segments(x, bs).astype(np.float32).reshape(-1),
            "sumBuffer": x.sum(axis=1).astype(np.float32)}


def ref_hecbench_b_block_addition(ins, p, xp):
    """blockAddition: output[gid] += input[blockIdx.x] (one float32 add)."""
    out = _host(ins["output"]).reshape(-1, int(p["BS"]))
    add = _host(ins["input"])
    return {"output": (out + add[:, None]).astype(np.float32).reshape(-1)}


def ref_hecbench_b_spmv(ins, p, xp):
    rp = _host(ins["row_indices"]).astype(np.int64)
    cols = _host(ins["col_indices"]).astype(np.int64)
    prod = _f64(ins["values"]) * _f64(ins["x"])[cols]
    return {"y": np.add.reduceat(prod, rp[:-1])}


def ref_hecbench_b_maxpool3d(ins, p, xp):
    """maxpool3d: 2x2 windows at stride 2, the maximum starts at 0."""
    z, h, w = int(p["Z"]), int(p["H"]), int(p["W"])
    x = _host(ins["i_img"]).reshape(z, h // 2, 2, w // 2, 2)
    return {"o_img": np.maximum(x.max(axis=(2, 4)), 0).astype(np.float32).reshape(-1)}


def ref_hecbench_b_threadfence_sum(ins, p, xp):
    """sum: result[b] = block b's sum, then result[0] = the total; count back at 0."""
    part = _f64(ins["array"]).reshape(-1, 256).sum(axis=1)
    res = part.copy()
    res[0] = part.sum()
    return {"result": res, "count": np.zeros(1, dtype=np.uint32)}


def ref_hecbench_b_multinomial(ins, p, xp):
    """sampleMultinomialOnce: the bucket of the normalised cumulative weights
    that holds the sample (all weights positive: the last one where the
    rounded sum falls short)."""
    k = int(p["K"])
    w = _f64(ins["dist"]).reshape(-1, k)
    cum = np.cumsum(w / w.sum(axis=1, keepdims=True), axis=1)
    s = _f64(ins["sampled"])
    idx = (cum <= s[:, None]).sum(axis=1)
    return {"dest": np.minimum(idx, k - 1).astype(np.int32)}


def ref_hecbench_b_softmax_cg(ins, p, xp):
    """softMax2: the same row softmax, arguments named src and dest."""
    return {"dest": ref_hecbench_b_softmax({"inp": ins["src"]}, p, xp)["out"]}


def ref_hecbench_b_scatter_add(ins, p, xp):
    """scatterAdd: outputs[index[i], :] += source[i, :] (integer-valued: exact)."""
    o, v = int(p["O"]), int(p["V"])
    idx = _host(ins["indexes"]).astype(np.int64)
    src = _host(ins["source"]).reshape(-1, v)
    add = np.stack([np.bincount(idx, weights=src[:, j], minlength=o) for j in range(v)], axis=1)
    return {"outputs": (_f64(ins["outputs"]).reshape(o, v) + add).astype(np.float32).reshape(-1)}


def ref_hecbench_b_scaled_masked_softmax(ins, p, xp):
    """scaled_masked_softmax_warp_forward: softmax over keys of scale*x, masked
    keys (mask == 1) at -10000; the mask [batch][query][key] is shared by the
    heads; a fully masked row gives zeros."""
    b, h, q, k = (int(p[n]) for n in ("B", "H", "Q", "K"))
    x = _f64(ins["src"]).reshape(b, h, q, k) * float(p["scale"])
    m = _host(ins["mask"]).reshape(b, 1, q, k)
    x = np.where(m != 1, x, -10000.0)
    mx = x.max(axis=3, keepdims=True)
    e = np.exp(x - mx)
    y = e / e.sum(axis=3, keepdims=True)
    return {"dst": np.where(mx == -10000.0, 0.0, y).reshape(-1)}
