# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Input generators and references of the kernel suite (bench/suite.json).

Used by bench/run_bundle.py on the GPU machine (numpy, optionally CuPy as
`xp`). An input generator is `init_<name>(rng, shape, params)` returning a
numpy array; a reference is `ref_<name>(ins, params, xp)` returning
{output name: expected array} computed in float64 unless the kernel's result
is exactly defined in float32 (then it replays the kernel's operation order).
"""
import functools

import numpy as np

# --- generic generators ------------------------------------------------------


def init_uniform(rng, shape, p, dtype):
    """Uniform in [-1, 1) (never zeros: they hide unwritten outputs)."""
    if np.issubdtype(dtype, np.floating):
        return rng.uniform(-1.0, 1.0, size=shape).astype(dtype)
    if dtype == np.uint8:
        return rng.integers(0, 256, size=shape, dtype=np.uint8)
    info = np.iinfo(dtype)
    return rng.integers(max(info.min, -1000), min(info.max, 1000), size=shape).astype(dtype)


def init_positive(rng, shape, p, dtype):
    """Uniform in [0.5, 1.5): divisors stay away from zero."""
    return rng.uniform(0.5, 1.5, size=shape).astype(dtype)


def _diag_dominant(rng, n_batch, bs, dtype):
    a = rng.uniform(-1.0, 1.0, size=(n_batch, bs, bs)) / bs
    a += np.eye(bs)[None]
    return a.astype(dtype)


def init_lu_tiles(rng, shape, p, dtype):
    """B diagonally dominant BSxBS tiles (LU without pivoting is stable)."""
    bs = int(p["BS"])
    return _diag_dominant(rng, shape[0] // (bs * bs), bs, dtype).reshape(shape)


def init_lu_matrix(rng, shape, p, dtype):
    """An n x n matrix, entries in [-1/BS, 1/BS) plus the identity."""
    n = int(p["n"])
    bs = int(p["BS"])
    a = rng.uniform(-1.0, 1.0, size=(n, n)) / bs
    a[np.arange(n), np.arange(n)] += 1.0
    return a.astype(dtype).reshape(shape)


def init_bf16(rng, shape, p, dtype):
    """bfloat16 bit patterns (uint16) of values in [-2, 2)."""
    f = rng.uniform(-2.0, 2.0, size=shape).astype(np.float32)
    return (f.view(np.uint32) >> 16).astype(np.uint16)


def init_f16(rng, shape, p, dtype):
    return rng.uniform(-2.0, 2.0, size=shape).astype(np.float16)


def bf16_to_f64(u16):
    return (u16.astype(np.uint32) << 16).view(np.float32).astype(np.float64)


# --- references --------------------------------------------------------------


def ref_lud_mwe(ins, p, xp):
    # Exact in float32: subtractions and one division per element, in the
    # kernel's order.
    x = xp.asarray(ins["in"]).reshape(-1, 2, 5, 5).astype(np.float32)
    dia = x[:, 0]
    peri = x[:, 1].copy()
    for i in range(5):
        for j in range(i):
            peri[:, :, i] -= dia[:, j, i][:, None]
        peri[:, :, i] /= dia[:, i, i][:, None]
    return {"out": peri.reshape(-1)}


def ref_lud_diagonal(ins, p, xp):
    bs = int(p["BS"])
    a = xp.asarray(ins["in"]).astype(np.float64).reshape(-1, bs, bs).copy()
    for k in range(bs):
        a[:, k + 1:, k] /= a[:, k, k][:, None]
        a[:, k + 1:, k + 1:] -= a[:, k + 1:, k][:, :, None] * a[:, k, k + 1:][:, None, :]
    return {"out": a.reshape(-1)}


def ref_lud_perimeter(ins, p, xp):
    bs, n = int(p["BS"]), int(p["n"])
    tiles = n // bs - 1
    m = xp.asarray(ins["in"]).astype(np.float64).reshape(n, n)
    d = m[:bs, :bs]
    lower = xp.tril(d, -1) + xp.eye(bs)
    upper = xp.triu(d)
    rows = xp.linalg.solve(lower, m[:bs, bs:])                # L X = R
    cols = xp.linalg.solve(upper.T, m[bs:, :bs].T).T          # X U = C
    row_tiles = rows.reshape(bs, tiles, bs).transpose(1, 0, 2)
    col_tiles = cols.reshape(tiles, bs, bs)
    return {"out": xp.concatenate([row_tiles.reshape(-1), col_tiles.reshape(-1)])}


def ref_lud_internal(ins, p, xp):
    bs, n = int(p["BS"]), int(p["n"])
    m = xp.asarray(ins["in"]).astype(np.float64).reshape(n, n)
    return {"out": (m[bs:, bs:] - m[bs:, :bs] @ m[:bs, bs:]).reshape(-1)}


def ref_transpose(ins, p, xp):
    n = int(p["n"])
    return {"out": xp.ascontiguousarray(xp.asarray(ins["in"]).reshape(n, n).T).reshape(-1)}


def ref_stencil2d(ins, p, xp):
    # Exact in float32: the products are by powers of two.
    n = int(p["n"])
    a = xp.pad(xp.asarray(ins["in"]).reshape(n, n), 1, mode="edge")
    c = a[1:-1, 1:-1]
    side = ((a[:-2, 1:-1] + a[2:, 1:-1]) + a[1:-1, :-2]) + a[1:-1, 2:]
    return {"out": (np.float32(0.5) * c + np.float32(0.125) * side).reshape(-1)}


def ref_strip3x3(ins, p, xp):
    """3x3 binomial blur (1 2 1 / 2 4 2 / 1 2 1, over 16), clamped edges
    (bench/kernels/strip_stencil.cu)."""
    w, h = int(p["W"]), int(p["H"])
    a = xp.pad(xp.asarray(ins["in"]).astype(np.float64).reshape(h, w), 1, mode="edge")
    k = ((1, 2, 1), (2, 4, 2), (1, 2, 1))
    out = sum(k[i][j] * a[i:i + h, j:j + w] for i in range(3) for j in range(3)) / 16.0
    return {"out": out.reshape(-1)}


def init_radii(rng, shape, p, dtype):
    """Window radii 0..4 (box_radius)."""
    return rng.integers(0, 5, size=shape).astype(dtype)


def _halo_taps(ins, p, xp):
    """bench/kernels/box_radius.cu's image in float64 with its kernels'
    4-pixel halo, edges clamped: (w, h, tap), tap(dy, dx) the image shifted
    by (dy, dx) for |dy|, |dx| <= 4."""
    w, h = int(p["W"]), int(p["H"])
    a = xp.pad(xp.asarray(ins["in"]).astype(np.float64).reshape(h, w), 4, mode="edge")
    return w, h, lambda dy, dx: a[4 + dy:4 + dy + h, 4 + dx:4 + dx + w]


def _window(k):
    """The offsets of the (2k+1)^2 window, row by row."""
    return [(dy, dx) for dy in range(-k, k + 1) for dx in range(-k, k + 1)]


def _bilateral(tap, k, xp):
    """The (2k+1)^2 window weighted by exp(-|v - centre|), over the sum of
    the weights."""
    centre = tap(0, 0)
    num = den = 0.0
    for dy, dx in _window(k):
        v = tap(dy, dx)
        wt = xp.exp(-xp.abs(v - centre))
        num = num + wt * v
        den = den + wt
    return num / den


def ref_box_radius(ins, p, xp):
    """Mean over the (2r+1)^2 window, r = radius per pixel, edges clamped
    (bench/kernels/box_radius.cu)."""
    w, h, tap = _halo_taps(ins, p, xp)
    r = xp.asarray(ins["radius"]).reshape(h, w)
    out = xp.zeros((h, w))
    for k in range(5):
        box = sum(tap(dy, dx) for dy, dx in _window(k))
        out = xp.where(r == k, box / float((2 * k + 1) ** 2), out)
    return {"out": out.reshape(-1)}


def ref_bilateral_radius(ins, p, xp):
    """The range-weighted window, r = radius per pixel, edges clamped
    (bench/kernels/box_radius.cu)."""
    w, h, tap = _halo_taps(ins, p, xp)
    r = xp.asarray(ins["radius"]).reshape(h, w)
    out = xp.zeros((h, w))
    for k in range(5):
        out = xp.where(r == k, _bilateral(tap, k, xp), out)
    return {"out": out.reshape(-1)}


def ref_bilateral_uniform(ins, p, xp):
    """bilateral_radius with one radius R for every pixel."""
    _, _, tap = _halo_taps(ins, p, xp)
    return {"out": _bilateral(tap, int(p["R"]), xp).reshape(-1)}


def ref_conv_mask(ins, p, xp):
    """Sum of the (2R+1)^2 window times the mask (row-major, width 2R+1),
    edges clamped (bench/kernels/box_radius.cu)."""
    r = int(p["R"])
    _, _, tap = _halo_taps(ins, p, xp)
    m = xp.asarray(ins["mask"]).astype(np.float64).reshape(-1)
    out = sum(tap(dy, dx) * m[i] for i, (dy, dx) in enumerate(_window(r)))
    return {"out": out.reshape(-1)}


def ref_block_reduce(ins, p, xp):
    return {"out": xp.asarray(ins["in"]).astype(np.float64).reshape(-1, 2048).sum(axis=1)}


_GAP_W = {0: 0.25, 1: 0.5, 2: -1.0, 4: 2.0, 5: 0.125, 6: -0.75}


def _gapped(x):
    x = x.reshape(-1, 8)
    return sum(w * x[:, c] for c, w in _GAP_W.items())


def ref_gapped_f16(ins, p, xp):
    return {"out": _gapped(xp.asarray(ins["in"]).astype(np.float64))}


def ref_gapped_bf16(ins, p, xp):
    # ins are host (numpy) arrays: decode the bit patterns there.
    return {"out": xp.asarray(_gapped(bf16_to_f64(np.asarray(ins["in"]))))}


def ref_struct_smem(ins, p, xp):
    f = {k: xp.asarray(v) for k, v in ins.items()}

    def nb(a):  # the neighbour (t + 1) % 256 inside each block of 256
        return xp.roll(a.reshape(-1, 256), -1, axis=1).reshape(-1)
    x, y, z = (f[k].astype(np.float64) for k in ("xs", "ys", "zs"))
    w = f["ws"]
    ids = f["ids"].astype(np.int64)
    a = f["as_"].astype(np.int64)
    b = f["bs"].astype(np.int64)
    si = x * y + z
    sj = nb(x) * nb(y) + nb(z)
    return {"out": si + sj * w + (ids * nb(a) - b).astype(np.float64) + nb(w)}


_EXT_C = [0.0625, 0.125, 0.25, 0.5, 1.0, 0.5, 0.25, 0.125]


def ref_extern_smem(ins, p, xp):
    # Exact in float32: weights are powers of two, sum in the kernel's order.
    a = xp.asarray(ins["in"])
    n = int(p["N"])
    acc = None
    for k, c in enumerate(_EXT_C):
        term = np.float32(c) * a[k:k + 4 * n:4]
        acc = term if acc is None else acc + term
    return {"out": acc}


def ref_sgemm(ins, p, xp):
    m, n, k = int(p["M"]), int(p["N"]), int(p["K"])
    a = xp.asarray(ins["A"]).astype(np.float64).reshape(m, k)
    b = xp.asarray(ins["B"]).astype(np.float64).reshape(k, n)
    return {"C": (a @ b).reshape(-1)}


def ref_sgemm_axpby(ins, p, xp):
    """C = alpha*A*B + beta*C0 with alpha = beta = 1 (bench/kernels/sgemm_regtile.cu)."""
    m, n, k = int(p["M"]), int(p["N"]), int(p["K"])
    a = xp.asarray(ins["A"]).astype(np.float64).reshape(m, k)
    b = xp.asarray(ins["B"]).astype(np.float64).reshape(k, n)
    c0 = xp.asarray(ins["C0"]).astype(np.float64).reshape(m, n)
    return {"C": (a @ b + c0).reshape(-1)}


# dwt97.cu: CDF 9/7 lifting constants as the kernel rounds them (float32).
_DWT = {k: float(np.float32(v)) for k, v in dict(
    alpha=-1.586134342, beta=-0.05298011854, gamma=0.8829110762,
    delta=0.4435068522, kappa=1.149604398).items()}


def _dwt_predict(x, a):
    # x[..., odd] += a * (left + right); the last odd sample mirrors its left.
    n = x.shape[-1]
    x[..., 1:n - 1:2] += a * (x[..., 0:n - 2:2] + x[..., 2:n:2])
    x[..., n - 1] += 2.0 * a * x[..., n - 2]


def _dwt_update(x, b):
    # x[..., even] += b * (left + right); the first even sample mirrors its right.
    n = x.shape[-1]
    x[..., 0] += 2.0 * b * x[..., 1]
    x[..., 2:n:2] += b * (x[..., 1:n - 1:2] + x[..., 3:n:2])


def _dwt_lift(x):
    c = _DWT
    _dwt_predict(x, c["alpha"])
    _dwt_update(x, c["beta"])
    _dwt_predict(x, c["gamma"])
    _dwt_update(x, c["delta"])
    x[..., 0::2] *= float(np.float32(1.0) / np.float32(c["kappa"]))
    x[..., 1::2] *= c["kappa"]


def _dwt_unlift(x):
    c = _DWT
    x[..., 0::2] *= c["kappa"]
    x[..., 1::2] *= float(np.float32(1.0) / np.float32(c["kappa"]))
    _dwt_update(x, -c["delta"])
    _dwt_predict(x, -c["gamma"])
    _dwt_update(x, -c["beta"])
    _dwt_predict(x, -c["alpha"])


def ref_dwt97(ins, p, xp):
    """Float64 replay of dwt97.cu: forward 2-D lifting over LEVELS levels (rows
    then columns of every 2^l-th sample), soft threshold of all but the
    coarsest approximation, inverse."""
    ts, levels, shrink = int(p["TS"]), int(p["LEVELS"]), 0.0625
    t = np.asarray(ins["in"]).astype(np.float64).reshape(-1, ts, ts)
    for lev in range(levels):
        s = 1 << lev
        sub = t[:, ::s, ::s]
        _dwt_lift(sub)                      # rows
        _dwt_lift(sub.swapaxes(1, 2))       # columns
    coarse = 1 << levels
    approx = np.zeros((ts, ts), dtype=bool)
    approx[::coarse, ::coarse] = True
    soft = np.copysign(np.maximum(np.abs(t) - shrink, 0.0), t)
    t = np.where(approx, t, soft)
    for lev in reversed(range(levels)):
        s = 1 << lev
        sub = t[:, ::s, ::s]
        _dwt_unlift(sub.swapaxes(1, 2))     # columns
        _dwt_unlift(sub)                    # rows
    return {"out": xp.asarray(t.reshape(-1))}


def generator(name):
    fn = globals().get("init_" + name)
    if fn is None:
        raise KeyError(f"bench/references.py has no init_{name}")
    return fn


def reference(name):
    fn = globals().get("ref_" + name)
    if fn is None:
        raise KeyError(f"bench/references.py has no ref_{name}")
    return fn


def ref_copy_for_test(ins, p, xp):
    """Identity: test/Tools/bench-emu-check.test checks that a wrong reference fails."""
    return {"out": xp.asarray(ins["in"]).copy()}


def ref_dotprod(ins, p, xp):
    """C[v] = sum_e A[v*E+e] * B[v*E+e] (bench/kernels/dotprod.cu)."""
    v, e = int(p["V"]), int(p["E"])
    a = xp.asarray(ins["A"]).astype(np.float64).reshape(v, e)
    b = xp.asarray(ins["B"]).astype(np.float64).reshape(v, e)
    return {"C": (a * b).sum(axis=1)}


# --- issue 20 kernels (bench/kernels/{outlined_tiles,sgemm_transposed,
# barrier_loops,row_reductions,sgemm_staged,approx_bounds,controls}.cu) -------


def init_symbols(rng, shape, p, dtype):
    """Symbols 1..4 of a four-letter alphabet (edit_distance_wave)."""
    return rng.integers(1, 5, size=shape).astype(dtype)


def _correlate_clamped(ins, p, xp, k):
    """The k x k correlation of the w x h image ins["in"] with ins["taps"],
    edges clamped (out[y][x] = sum taps[dy][dx] * in[y+dy-r][x+dx-r]), and
    the image."""
    w, h = int(p["w"]), int(p["h"])
    img = xp.asarray(ins["in"]).astype(np.float64).reshape(h, w)
    taps = xp.asarray(ins["taps"]).astype(np.float64).reshape(k, k)
    pad = xp.pad(img, k // 2, mode="edge")
    acc = xp.zeros_like(img)
    for dy in range(k):
        for dx in range(k):
            acc += taps[dy, dx] * pad[dy:dy + h, dx:dx + w]
    return acc, img


def ref_conv5(ins, p, xp):
    """5x5 correlation with clamped edges; HIGHPASS = 1: in - that."""
    acc, img = _correlate_clamped(ins, p, xp, 5)
    if int(p.get("HIGHPASS", 0)):
        acc = img - acc
    return {"out": acc.reshape(-1)}


def ref_edit_distance(ins, p, xp):
    """Last row of the Levenshtein table of each pair: out[q][j] =
    distance(a_q, b_q[0..j]) for j = 1..L (int32, exact)."""
    length = int(p["L"])
    a = np.asarray(ins["seq_a"]).reshape(-1, length)
    b = np.asarray(ins["seq_b"]).reshape(-1, length)
    pairs = a.shape[0]
    prev = np.tile(np.arange(length + 1, dtype=np.int64), (pairs, 1))   # row 0
    for i in range(length):
        cur = np.empty_like(prev)
        cur[:, 0] = i + 1
        sub = prev[:, :-1] + (a[:, i:i + 1] != b)
        dele = prev[:, 1:] + 1
        best = np.minimum(sub, dele)
        for j in range(length):           # the insertion term runs along the row
            cur[:, j + 1] = np.minimum(best[:, j], cur[:, j] + 1)
        prev = cur
    return {"last_row": xp.asarray(prev[:, 1:].astype(np.int32).reshape(-1))}


def ref_segment_scan(ins, p, xp):
    """Inclusive prefix sums of every SEG-float segment."""
    seg = int(p["SEG"])
    x = xp.asarray(ins["in"]).astype(np.float64).reshape(-1, seg)
    return {"out": xp.cumsum(x, axis=1).reshape(-1)}


def ref_gemv(ins, p, xp):
    rows, cols = int(p["rows"]), int(p["cols"])
    a = xp.asarray(ins["A"]).astype(np.float64).reshape(rows, cols)
    return {"y": a @ xp.asarray(ins["x"]).astype(np.float64)}


def ref_layernorm(ins, p, xp):
    rows, width = int(p["rows"]), int(p["width"])
    x = xp.asarray(ins["x"]).astype(np.float64).reshape(rows, width)
    mean = x.mean(axis=1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=1, keepdims=True)
    g = xp.asarray(ins["gamma"]).astype(np.float64)
    b = xp.asarray(ins["beta"]).astype(np.float64)
    return {"y": ((x - mean) / xp.sqrt(var + 1e-5) * g + b).reshape(-1)}


def ref_rmsnorm(ins, p, xp):
    """y = x / sqrt(mean(x^2) + 1e-6) * gamma per row (bench/kernels/staged_rows.cu)."""
    rows, width = int(p["rows"]), int(p["width"])
    x = xp.asarray(ins["x"]).astype(np.float64).reshape(rows, width)
    ms = (x * x).mean(axis=1, keepdims=True)
    g = xp.asarray(ins["gamma"]).astype(np.float64)
    return {"y": (x / xp.sqrt(ms + 1e-6) * g).reshape(-1)}


def ref_mlp_relu(ins, p, xp):
    batch, n_in, n_out = int(p["batch"]), int(p["n_in"]), int(p["n_out"])
    x = xp.asarray(ins["x"]).astype(np.float64).reshape(batch, n_in)
    w = xp.asarray(ins["W"]).astype(np.float64).reshape(n_out, n_in)
    b = xp.asarray(ins["bias"]).astype(np.float64)
    return {"y": xp.maximum(x @ w.T + b, 0.0).reshape(-1)}


def ref_softmax_rows(ins, p, xp):
    rows, width = int(p["rows"]), int(p["width"])
    x = xp.asarray(ins["x"]).astype(np.float64).reshape(rows, width)
    e = xp.exp(x - x.max(axis=1, keepdims=True))
    return {"y": (e / e.sum(axis=1, keepdims=True)).reshape(-1)}


def ref_block_histogram(ins, p, xp):
    """256 counts per CHUNK bytes (int32, exact)."""
    chunk = int(p["CHUNK"])
    v = np.asarray(ins["words"]).astype(np.int64).reshape(-1, chunk)
    keys = (np.arange(v.shape[0], dtype=np.int64)[:, None] * 256 + v).reshape(-1)
    counts = np.bincount(keys, minlength=v.shape[0] * 256).astype(np.int32)
    return {"counts": xp.asarray(counts)}


def ref_segment_sort(ins, p, xp):
    seg = int(p["SEG"])
    return {"out": xp.sort(xp.asarray(ins["in"]).reshape(-1, seg), axis=1).reshape(-1)}
# --- smemvec-pad kernels (pad.cu) ---------------------------------------------


def ref_pad_rowdot(ins, p, xp):
    """Row sums of each block's tile weighted by w (pad_rowdot, pad_rowdot_swz)."""
    w = xp.asarray(ins["w"]).astype(np.float64)
    rows = xp.asarray(ins["in"]).astype(np.float64).reshape(-1, w.shape[0])
    return {"out": rows @ w}


def ref_pad_hist(ins, p, xp):
    """256-bin histogram of each block's 4096 bytes (exact counts)."""
    data = np.asarray(ins["in"] if not hasattr(ins["in"], "get") else ins["in"].get())
    blocks = data.reshape(-1, 4096).astype(np.int64)
    offs = (np.arange(blocks.shape[0], dtype=np.int64) * 256)[:, None]
    counts = np.bincount((blocks + offs).reshape(-1), minlength=blocks.shape[0] * 256)
    return {"out": xp.asarray(counts.astype(np.uint32))}



# --- held-out kernels (bench/kernels/heldout_{gemm,reduce,misc}.cu) -----------


def ref_dot_partials(ins, p, xp):
    """partial[b] = sum of x[i]*y[i] over the i that block b visits in a
    grid-stride loop of G blocks x 256 threads (ho_dot_gridstride)."""
    g = int(p["G"])
    x = xp.asarray(ins["x"]).astype(np.float64)
    y = xp.asarray(ins["y"]).astype(np.float64)
    blk = (xp.arange(x.size) // 256) % g
    return {"partial": xp.bincount(blk, weights=x * y, minlength=g)}


def ref_rownorm(ins, p, xp):
    rows, width = int(p["rows"]), int(p["width"])
    x = xp.asarray(ins["x"]).astype(np.float64).reshape(rows, width)
    return {"y": (x / xp.sqrt((x * x).sum(axis=1, keepdims=True) + 1e-12)).reshape(-1)}


def ref_hadamard(ins, p, xp):
    """Unnormalised Walsh-Hadamard transform (natural order) of every SEG segment."""
    seg = int(p["SEG"])
    x = xp.asarray(ins["in"]).astype(np.float64).reshape(-1, seg)
    h = 1
    while h < seg:
        v = x.reshape(x.shape[0], seg // (2 * h), 2, h)
        x = xp.concatenate([v[:, :, :1] + v[:, :, 1:], v[:, :, :1] - v[:, :, 1:]], axis=2)
        x = x.reshape(-1, seg)
        h *= 2
    return {"out": x.reshape(-1)}


def ref_nbody(ins, p, xp):
    """acc[i] = sum_j m_j d_ij / (|d_ij|^2 + 1e-2)^1.5, d_ij = p_j - p_i (w = 0)."""
    n = int(p["n"])
    b = xp.asarray(ins["pos"]).astype(np.float64).reshape(n, 4)
    pos, m = b[:, :3], b[:, 3]
    acc = xp.zeros((n, 4))
    step = 1024
    for i0 in range(0, n, step):
        d = pos[None, :, :] - pos[i0:i0 + step, None, :]          # (step, n, 3)
        r2 = (d * d).sum(axis=2) + 1e-2
        s = m[None, :] / (r2 * xp.sqrt(r2))
        acc[i0:i0 + step, :3] = (d * s[:, :, None]).sum(axis=1)
    return {"acc": acc.reshape(-1)}


def _triangular_solve(ins, p, xp, matrix, triangle):
    """X = triangle(ins[matrix])^-1 B for every BS x BS system."""
    bs = int(p["BS"])
    a = triangle(xp.asarray(ins[matrix]).astype(np.float64).reshape(-1, bs, bs))
    rhs = xp.asarray(ins["rhs"]).astype(np.float64).reshape(-1, bs, bs)
    return {"X": xp.linalg.solve(a, rhs).reshape(-1)}


def ref_trsm_lower(ins, p, xp):
    """X = tril(L)^-1 B for every BS x BS system."""
    return _triangular_solve(ins, p, xp, "L", xp.tril)


def ref_floyd(ins, p, xp):
    """Floyd-Warshall replayed in float32 (exact: the kernel's order of adds)."""
    n = int(p["FW_N"])
    d = np.array(np.asarray(ins["w"] if not hasattr(ins["w"], "get") else ins["w"].get()),
                 dtype=np.float32).reshape(-1, n, n)
    d[:, np.arange(n), np.arange(n)] = 0.0
    for k in range(n):
        d = np.minimum(d, d[:, :, k:k + 1] + d[:, k:k + 1, :])
    return {"d": xp.asarray(d.reshape(-1))}


def ref_hist_float(ins, p, xp):
    """64 bins of min(int((v + 1) * 32), 63) per block of a grid-stride float4
    loop of G blocks x 256 threads (exact counts)."""
    g = int(p["G"])
    v = np.asarray(ins["v"] if not hasattr(ins["v"], "get") else ins["v"].get())
    b = np.minimum(((v + np.float32(1.0)) * np.float32(32.0)).astype(np.int64), 63)
    blk = (np.arange(v.size, dtype=np.int64) // 4 // 256) % g
    counts = np.bincount(blk * 64 + b, minlength=g * 64).astype(np.uint32)
    return {"hist": xp.asarray(counts)}


def ref_conv7(ins, p, xp):
    """7x7 correlation with clamped edges."""
    return {"out": _correlate_clamped(ins, p, xp, 7)[0].reshape(-1)}


def ref_exclusive_scan(ins, p, xp):
    seg = int(p["SEG"])
    x = xp.asarray(ins["in"]).astype(np.float64).reshape(-1, seg)
    return {"out": (xp.cumsum(x, axis=1) - x).reshape(-1)}


# --- held-out kernels, second batch (bench/kernels/heldout2_{image,dense,misc}.cu)


def _host(a):
    """A numpy copy of an input that may live on the GPU (CuPy)."""
    return np.asarray(a.get() if hasattr(a, "get") else a)


def ref_stencil3d_7pt(ins, p, xp):
    """0.4 c + 0.1 (six neighbours), edges clamped (h2_stencil3d_zmarch)."""
    nx, ny, nz = int(p["nx"]), int(p["ny"]), int(p["nz"])
    v = xp.asarray(ins["in"]).astype(np.float64).reshape(nz, ny, nx)
    q = xp.pad(v, 1, mode="edge")
    side = (q[1:-1, 1:-1, :-2] + q[1:-1, 1:-1, 2:] + q[1:-1, :-2, 1:-1] + q[1:-1, 2:, 1:-1]
            + q[:-2, 1:-1, 1:-1] + q[2:, 1:-1, 1:-1])
    return {"out": (0.4 * v + 0.1 * side).reshape(-1)}


def ref_conv3x3_c16(ins, p, xp):
    """out[co] = sum_ci sum_taps wgt[co][ci][dy][dx] in[ci][y+dy-1][x+dx-1], zero padding."""
    w, h = int(p["w"]), int(p["h"])
    img = xp.asarray(ins["in"]).astype(np.float64).reshape(16, h, w)
    wgt = xp.asarray(ins["wgt"]).astype(np.float64).reshape(16, 16, 3, 3)
    pad = xp.pad(img, ((0, 0), (1, 1), (1, 1)))
    out = xp.zeros((16, h, w))
    for dy in range(3):
        for dx in range(3):
            out += xp.tensordot(wgt[:, :, dy, dx], pad[:, dy:dy + h, dx:dx + w], axes=(1, 0))
    return {"out": out.reshape(-1)}


def ref_bilateral5(ins, p, xp):
    """5x5 bilateral filter, sigma_s 2, sigma_r 0.5, clamped edges."""
    w, h = int(p["w"]), int(p["h"])
    img = xp.asarray(ins["in"]).astype(np.float64).reshape(h, w)
    pad = xp.pad(img, 2, mode="edge")
    num = xp.zeros_like(img)
    den = xp.zeros_like(img)
    for dy in range(-2, 3):
        for dx in range(-2, 3):
            v = pad[2 + dy:2 + dy + h, 2 + dx:2 + dx + w]
            wt = np.exp(-(dx * dx + dy * dy) * 0.125) * xp.exp(-(v - img) ** 2 * 2.0)
            num += wt * v
            den += wt
    return {"out": (num / den).reshape(-1)}


def ref_histeq_tiles(ins, p, xp):
    """Per 128x128 tile: lut[v] = cdf[v] * 255 // 16384 (exact integers)."""
    w, h = int(p["w"]), int(p["h"])
    img = _host(ins["img"]).reshape(h // 128, 128, w // 128, 128).transpose(0, 2, 1, 3)
    tiles = img.reshape(-1, 128 * 128).astype(np.int64)
    keys = np.arange(tiles.shape[0], dtype=np.int64)[:, None] * 256 + tiles
    hist = np.bincount(keys.reshape(-1), minlength=tiles.shape[0] * 256).reshape(-1, 256)
    lut = (np.cumsum(hist, axis=1) * 255 // (128 * 128)).astype(np.uint8)
    out = np.take_along_axis(lut, tiles, axis=1)
    out = out.reshape(h // 128, w // 128, 128, 128).transpose(0, 2, 1, 3).reshape(-1)
    return {"out": xp.asarray(out)}


def ref_attn_tiles(ins, p, xp):
    """O = softmax(Q K^T / sqrt(T)) V for every T x T tile."""
    t = int(p["T"])
    q = xp.asarray(ins["Q"]).astype(np.float64).reshape(-1, t, t)
    k = xp.asarray(ins["K"]).astype(np.float64).reshape(-1, t, t)
    v = xp.asarray(ins["V"]).astype(np.float64).reshape(-1, t, t)
    s = q @ k.transpose(0, 2, 1) / np.sqrt(t)
    e = xp.exp(s - s.max(axis=2, keepdims=True))
    return {"O": ((e / e.sum(axis=2, keepdims=True)) @ v).reshape(-1)}


def ref_inverse_tiles(ins, p, xp):
    bs = int(p["BS"])
    a = xp.asarray(ins["A"]).astype(np.float64).reshape(-1, bs, bs)
    return {"Ainv": xp.linalg.inv(a).reshape(-1)}


@functools.lru_cache(maxsize=2)  # init_band_rowptr and init_band_colind share one pattern
def _band_csr(n, band=128, mean=32, spread=16):
    """A banded CSR pattern with n*mean nonzeros: row lengths mean +- d in
    pairs (so the total is exact), columns uniform in [i-band, i+band]
    clipped to the matrix (repeats allowed: CSR sums them)."""
    rng = np.random.default_rng(20261202 + n)
    d = rng.integers(-spread, spread + 1, size=n // 2)
    lengths = rng.permutation(np.concatenate([mean + d, mean - d, np.full(n % 2, mean, np.int64)]))
    rowptr = np.concatenate([[0], np.cumsum(lengths)]).astype(np.int32)
    rows = np.repeat(np.arange(n), lengths)
    cols = np.clip(rows + rng.integers(-band, band + 1, size=rows.size), 0, n - 1)
    return rowptr, cols.astype(np.int32)


def init_band_rowptr(rng, shape, p, dtype):
    return _band_csr(int(p["n"]))[0].astype(dtype)


def init_band_colind(rng, shape, p, dtype):
    return _band_csr(int(p["n"]))[1].astype(dtype)


def ref_spmv_csr(ins, p, xp):
    n = int(p["n"])
    rowptr = _host(ins["rowptr"]).astype(np.int64)
    cols = _host(ins["colind"]).astype(np.int64)
    val = _host(ins["val"]).astype(np.float64)
    x = _host(ins["x"]).astype(np.float64)
    rows = np.repeat(np.arange(n), np.diff(rowptr))
    return {"y": xp.asarray(np.bincount(rows, weights=val * x[cols], minlength=n))}


def ref_fft_segments(ins, p, xp):
    """Forward DFT (numpy's sign convention) of every FN-point complex segment,
    interleaved (re, im) float pairs in and out."""
    fn = int(p["FN"])
    v = xp.asarray(ins["in"]).astype(np.float64).reshape(-1, fn, 2)
    f = xp.fft.fft(v[:, :, 0] + 1j * v[:, :, 1], axis=1)
    return {"out": xp.stack([f.real, f.imag], axis=2).reshape(-1)}


def _kmeans_centres():
    """16 well-separated centroids of 32 dims (fixed: points are drawn near them)."""
    return np.random.default_rng(16032).uniform(-4.0, 4.0, size=(16, 32))


def init_kmeans_centroids(rng, shape, p, dtype):
    return _kmeans_centres().astype(dtype).reshape(shape)


def init_kmeans_points(rng, shape, p, dtype):
    """Points at a random centroid plus N(0, 0.3^2) noise per dimension: the
    nearest centroid is never in doubt (no ties between float32 and float64)."""
    n = shape[0] // 32
    pts = _kmeans_centres()[rng.integers(0, 16, size=n)] + rng.normal(0.0, 0.3, size=(n, 32))
    return pts.astype(dtype).reshape(shape)


def ref_kmeans_assign(ins, p, xp):
    pts = xp.asarray(ins["pts"]).astype(np.float64).reshape(-1, 32)
    cent = xp.asarray(ins["cent"]).astype(np.float64).reshape(16, 32)
    d = ((pts * pts).sum(axis=1, keepdims=True) - 2.0 * pts @ cent.T
         + (cent * cent).sum(axis=1)[None, :])
    lab = d.argmin(axis=1)
    best = ((pts - cent[lab]) ** 2).sum(axis=1)
    return {"label": lab.astype(np.int32), "dist2": best}


def init_unique_keys(rng, shape, p, dtype):
    """Each SEG segment a permutation of SEG distinct keys (a sort's values are
    then defined exactly)."""
    seg = int(p["SEG"])
    keys = np.argsort(rng.random((shape[0] // seg, seg)), axis=1)
    return ((keys - seg // 2) * 0.001).astype(dtype).reshape(shape)


def ref_sort_pairs(ins, p, xp):
    seg = int(p["SEG"])
    k = _host(ins["keys"]).reshape(-1, seg)
    v = _host(ins["vals"]).reshape(-1, seg)
    order = np.argsort(k, axis=1, kind="stable")
    return {"keys_out": xp.asarray(np.take_along_axis(k, order, axis=1).reshape(-1)),
            "vals_out": xp.asarray(np.take_along_axis(v, order, axis=1).reshape(-1))}


# --- held-out kernels, third batch (bench/kernels/heldout3_guarded.cu) --------


def init_spd_tiles(rng, shape, p, dtype):
    """B symmetric positive definite BSxBS tiles M M^T + BS I, M uniform in
    [-1, 1) (Cholesky without pivoting; condition number a few units)."""
    bs = int(p["BS"])
    m = rng.uniform(-1.0, 1.0, size=(shape[0] // (bs * bs), bs, bs))
    a = m @ m.transpose(0, 2, 1) + bs * np.eye(bs)[None]
    return a.astype(dtype).reshape(shape)


def ref_cholesky_tiles(ins, p, xp):
    """Lower Cholesky factor of every BS x BS tile (upper triangle zero)."""
    bs = int(p["BS"])
    a = xp.asarray(ins["in"]).astype(np.float64).reshape(-1, bs, bs)
    return {"out": xp.linalg.cholesky(a).reshape(-1)}


def ref_backsub_upper(ins, p, xp):
    """X = triu(U)^-1 B for every BS x BS system."""
    return _triangular_solve(ins, p, xp, "U", xp.triu)


def ref_hist16_merge(ins, p, xp):
    """16 bins of byte >> 4 per CHUNK bytes, and the first most frequent bin
    of each chunk (exact)."""
    chunk = int(p["CHUNK"])
    v = _host(ins["data"]).reshape(-1, chunk).astype(np.int64) >> 4
    nb = v.shape[0]
    keys = np.arange(nb, dtype=np.int64)[:, None] * 16 + v
    hist = np.bincount(keys.reshape(-1), minlength=nb * 16).reshape(nb, 16)
    return {"hist": xp.asarray(hist.astype(np.uint32).reshape(-1)),
            "mode": xp.asarray(hist.argmax(axis=1).astype(np.int32))}


def ref_jacobi_sweeps(ins, p, xp):
    """SWEEPS sweeps of u <- u/2 + (u[i-1] + u[i+1] + f)/4 on every N-point
    segment, mirror ends (u[-1] = u[1], u[N] = u[N-2])."""
    n, sweeps = int(p["N"]), int(p["SWEEPS"])
    u = xp.asarray(ins["u0"]).astype(np.float64).reshape(-1, n)
    f = xp.asarray(ins["f"]).astype(np.float64).reshape(-1, n)
    for _ in range(sweeps):
        q = xp.pad(u, ((0, 0), (1, 1)), mode="reflect")
        u = 0.5 * u + 0.25 * (q[:, :-2] + q[:, 2:] + f)
    return {"u": u.reshape(-1)}


def ref_qr_tiles(ins, p, xp):
    """A = Q R of every BS x BS tile, R with a positive diagonal (what
    Gram-Schmidt gives)."""
    bs = int(p["BS"])
    a = xp.asarray(ins["A"]).astype(np.float64).reshape(-1, bs, bs)
    q, r = xp.linalg.qr(a)
    d = xp.sign(xp.diagonal(r, axis1=1, axis2=2))
    return {"Q": (q * d[:, None, :]).reshape(-1), "R": (r * d[:, :, None]).reshape(-1)}
