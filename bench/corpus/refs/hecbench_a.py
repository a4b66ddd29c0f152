# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Input generators and references of bench/corpus/programs/hecbench-a.json.

HeCBench programs a-l (stencils, image filters, dense and pairwise kernels,
dynamic programming). Written from the kernels' index math, not from the
programs' own CPU references. Same convention as bench/references.py:
`init_<name>(rng, shape, p, dtype)` and `ref_<name>(ins, p, xp)` ->
{output arg: expected array}; float64 unless the kernel is exact.
"""
import numpy as np


def _f64(xp, a):
    return xp.asarray(a).astype(xp.float64)


def _host(a):
    return a.get() if hasattr(a, "get") else np.asarray(a)


# --- generators ----------------------------------------------------------------


def init_hecbench_a_pixels255(rng, shape, p, dtype):
    """Grey levels 1..255 (integer-valued: box sums of them are exact in float32)."""
    return rng.integers(1, 256, size=shape).astype(dtype)


def init_hecbench_a_radius(rng, shape, p, dtype):
    """asmooth box radii 1..Rmax."""
    return rng.integers(1, int(p["Rmax"]) + 1, size=shape).astype(dtype)


def init_hecbench_a_coord1000(rng, shape, p, dtype):
    """aidw point coordinates and values, uniform in [0, 1000)."""
    return rng.uniform(0.0, 1000.0, size=shape).astype(dtype)


def _aidw_membership(avg, p, xp=np):
    """u_R of the kernel (R_min 0, R_max 2) from the observed distances."""
    r_exp = 0.5 / np.sqrt(p["dnum"] / p["area"])
    rs0 = avg / r_exp
    u = xp.where(rs0 >= 0.0, 0.5 - 0.5 * xp.cos(3.1415926 / 2.0 * rs0), 0.0)
    return xp.where(rs0 >= 2.0, 1.0, u)


def init_hecbench_a_avgdist(rng, shape, p, dtype):
    """aidw observed neighbour distances in [0, 3); values whose fuzzy membership
    lies within 1e-3 of 0.3 are redrawn: the kernel's power parameter jumps
    there (a2 -> a1), so float32 and float64 could take different branches."""
    a = rng.uniform(0.0, 3.0, size=shape)
    while True:
        bad = np.abs(_aidw_membership(a, p) - 0.3) < 1e-3
        if not bad.any():
            return a.astype(dtype)
        a[bad] = rng.uniform(0.0, 3.0, size=int(bad.sum()))


# --- references ----------------------------------------------------------------


def ref_hecbench_a_jacobi(ins, p, xp):
    """jacobi_step: interior = mean of the 4 neighbours of f_old, boundary of f
    untouched; error += sum of squared changes (float32 f rounded first)."""
    n = int(p["N"])
    old = _f64(xp, ins["f_old"]).reshape(n, n)
    f = _f64(xp, ins["f"]).reshape(n, n).copy()
    new = 0.25 * (old[1:-1, 2:] + old[1:-1, :-2] + old[2:, 1:-1] + old[:-2, 1:-1])
    new = new.astype(xp.float32).astype(xp.float64)
    f[1:-1, 1:-1] = new
    err = ((new - old[1:-1, 1:-1]) ** 2).sum()
    return {"f": f.reshape(-1),
            "error": _f64(xp, ins["error"]) + err}


def ref_hecbench_a_laplace3d(ins, p, xp):
    """laplace3d: 6-point mean inside, boundary planes copied (layout [z][y][x])."""
    nx, ny, nz = int(p["NX"]), int(p["NY"]), int(p["NZ"])
    u = _f64(xp, ins["u1"]).reshape(nz, ny, nx)
    out = u.copy()
    out[1:-1, 1:-1, 1:-1] = (u[1:-1, 1:-1, :-2] + u[1:-1, 1:-1, 2:] + u[1:-1, :-2, 1:-1]
                             + u[1:-1, 2:, 1:-1] + u[:-2, 1:-1, 1:-1] + u[2:, 1:-1, 1:-1]) / 6.0
    return {"u2": out.reshape(-1)}


def _box_sums(img, r, xp=np):
    """Sum over the (2r+1)^2 window centred on each pixel where it fits, 0 elsewhere."""
    n0, n1 = img.shape
    c = xp.zeros((n0 + 1, n1 + 1))
    c[1:, 1:] = img.cumsum(0).cumsum(1)
    out = xp.zeros_like(img)
    w = 2 * r + 1
    out[r:n0 - r, r:n1 - r] = (c[w:, w:] - c[:-w, w:] - c[w:, :-w] + c[:-w, :-w])
    return out


def _fits(shape, r, xp=np):
    m = xp.zeros(shape, dtype=bool)
    m[r:shape[0] - r, r:shape[1] - r] = True
    return m


def ref_hecbench_a_asmooth_smooth(ins, p, xp):
    """smoothingFilter: grow the radius q = 1, 2, ... while the box sum is below
    the threshold (a box that does not fit sums to 0); Box = last radius; every
    fitting box scatters 1/ksum into Norm. Box sums of integer grey levels are
    exact, so Box is exact."""
    n = int(p["L"])
    thr, maxrad = float(p["T"]), int(p["R"])
    img = _f64(xp, ins["Img"]).reshape(n, n)
    s = xp.ones((n, n), dtype=xp.int64)
    total = xp.zeros((n, n))
    ksum = xp.zeros((n, n))
    for q in range(1, maxrad):
        go = total < thr
        fits = _fits((n, n), q, xp)
        s = xp.where(go, q, s)
        total = xp.where(go, xp.where(fits, _box_sums(img, q, xp), 0.0), total)
        ksum = xp.where(go, xp.where(fits, float((2 * q + 1) ** 2), 0.0), ksum)
    norm = _f64(xp, ins["Norm"]).reshape(n, n).copy()
    for r in range(1, maxrad):
        w = xp.where((s == r) & (ksum > 0), 1.0 / xp.maximum(ksum, 1.0), 0.0)
        norm += _box_sums(xp.pad(w, r), r, xp)[r:n + r, r:n + r]
    return {"Box": s.reshape(-1).astype(xp.int32), "Norm": norm.reshape(-1)}


def ref_hecbench_a_asmooth_out(ins, p, xp):
    """outFilter: mean over the (2s+1)^2 box of each pixel whose box fits the
    image; other pixels keep Out."""
    n = int(p["L"])
    img = _f64(xp, ins["Img"]).reshape(n, n)
    box = xp.asarray(ins["Box"]).reshape(n, n)
    out = _f64(xp, ins["Out"]).reshape(n, n)
    for r in range(1, int(p["Rmax"]) + 1):
        sel = (box == r) & _fits((n, n), r, xp)
        out = xp.where(sel, _box_sums(img, r, xp) / float((2 * r + 1) ** 2), out)
    return {"Out": out.reshape(-1)}


def _aidw_alpha(avg, p, xp):
    u = _aidw_membership(avg, p, xp)
    a1, a2, a3, a4, a5 = 1.5, 2.0, 2.5, 3.0, 3.5
    alpha = xp.full(u.shape, a1)
    pieces = [
        (0.1, 0.3, a1 * (1 - 5 * (u - 0.1)) + a2 * 5 * (u - 0.1)),
        (0.3, 0.5, a3 * 5 * (u - 0.3) + a1 * (1 - 5 * (u - 0.3))),
        (0.5, 0.7, a3 * (1 - 5 * (u - 0.5)) + a4 * 5 * (u - 0.5)),
        (0.7, 0.9, a5 * 5 * (u - 0.7) + a4 * (1 - 5 * (u - 0.7))),
        (0.9, 1.0, xp.full(u.shape, a5)),
    ]
    for lo, hi, val in pieces:
        alpha = xp.where((u > lo) & (u <= hi), val, alpha)
    return 0.5 * alpha


def ref_hecbench_a_aidw(ins, p, xp):
    """AIDW: per query point an adaptive power alpha from its observed neighbour
    distance, then sum(z_j d_j^-2alpha) / sum(d_j^-2alpha) over all data points
    (d^2 raised to alpha). Chunked over query points."""
    dx, dy, dz = (_f64(xp, ins[k]) for k in ("dx", "dy", "dz"))
    ix, iy = _f64(xp, ins["ix"]), _f64(xp, ins["iy"])
    inum = int(p["inum"])
    alpha = _aidw_alpha(_f64(xp, ins["avg_dist"])[:inum], p, xp)
    out = xp.empty(inum)
    step = 1024
    for s in range(0, inum, step):
        d2 = (ix[s:s + step, None] - dx[None]) ** 2 + (iy[s:s + step, None] - dy[None]) ** 2
        t = d2 ** (-alpha[s:s + step, None])
        out[s:s + step] = (t * dz[None]).sum(1) / t.sum(1)
    return {"iz": out}


def ref_hecbench_a_knn_dist(ins, p, xp):
    """cuComputeDistanceGlobal: AB[i][j] = sum_d (A[d][i] - B[d][j])^2, A is
    dim x wA (reference points), B dim x wB (queries)."""
    wa, wb, dim = int(p["wA"]), int(p["wB"]), int(p["dim"])
    a = _f64(xp, ins["A"]).reshape(dim, wa)
    b = _f64(xp, ins["B"]).reshape(dim, wb)
    ab = (a * a).sum(0)[:, None] + (b * b).sum(0)[None, :] - 2.0 * (a.T @ b)
    return {"AB": ab.reshape(-1)}


def ref_hecbench_a_expdist(ins, p, xp):
    """distance<float>: per 128x32 block of (i, j) pairs the sum of
    exp(-|a_i - b_j|^2 / (sA_i + sB_j)); cross_term[by * gx + bx]."""
    m, n = int(p["m"]), int(p["n"])
    a = _f64(xp, ins["A"]).reshape(2, m)
    b = _f64(xp, ins["B"]).reshape(2, n)
    sa, sb = _f64(xp, ins["scale_A"]), _f64(xp, ins["scale_B"])
    gx, gy = m // 128, n // 32
    out = xp.empty((gx, gy))
    for bx in range(gx):
        i = slice(bx * 128, bx * 128 + 128)
        d2 = ((a[:, i, None] - b[:, None, :]) ** 2).sum(0)
        e = xp.exp(-d2 / (sa[i, None] + sb[None, :]))
        out[bx] = e.sum(0).reshape(gy, 32).sum(1)
    return {"cross_term": out.T.reshape(-1)}


def _trunc_div(x, d, xp=np):
    """C integer division (toward zero)."""
    return xp.sign(x) * (xp.abs(x) // d)


def ref_hecbench_a_debayer(ins, p, xp):
    """Malvar-He-Cutler demosaic of an RGGB mosaic, reflect-101 borders, C
    integer division (toward zero), saturated to uint8; output pitch 3*width."""
    h, w = int(p["h"]), int(p["w"])
    img = xp.asarray(ins["input"]).astype(xp.int32).reshape(h, w)
    P = xp.pad(img, 2, mode="reflect")

    def F(dc, dr):
        return P[2 + dr:2 + dr + h, 2 + dc:2 + dc + w]

    f = F(0, 0)
    cross1 = F(-1, 0) + F(0, -1) + F(1, 0) + F(0, 1)
    far_x = F(-2, 0) + F(2, 0)
    far_y = F(0, -2) + F(0, 2)
    diag = F(-1, -1) + F(1, -1) + F(-1, 1) + F(1, 1)
    r1 = _trunc_div(4 * f + 2 * cross1 - far_x - far_y, 8, xp)
    r2 = _trunc_div(8 * (F(-1, 0) + F(1, 0)) + 10 * f + far_y - 2 * (diag + far_x), 16, xp)
    r3 = _trunc_div(8 * (F(0, -1) + F(0, 1)) + 10 * f + far_x - 2 * (diag + far_y), 16, xp)
    r4 = _trunc_div(12 * f - 3 * (far_x + far_y) + 4 * diag, 16, xp)
    row = (xp.arange(h) & 1)[:, None]
    col = (xp.arange(w) & 1)[None, :]
    red = (row == 0) & (col == 0)
    blue = (row == 1) & (col == 1)
    green = ~(red | blue)
    red_row = row == 0
    R = xp.where(red, f, xp.where(blue, r4, xp.where(red_row, r2, r3)))
    B = xp.where(blue, f, xp.where(red, r4, xp.where(red_row, r3, r2)))
    G = xp.where(green, f, r1)
    out = xp.clip(xp.stack([R, G, B], axis=-1), 0, 255).astype(xp.uint8)
    return {"output": out.reshape(-1)}


def ref_hecbench_a_adv(ins, p, xp):
    """advCubatureHex3D, per element: interpolate U,V,W from 8^3 nodes to 16^3
    cubature points with T (8x16), form the advection term (U.grad)U with the
    differentiation matrix D (16x16) and the cubature geometric factors, then
    project back as the kernel does: z with T[c][k] over all 16 k, y and x with
    T[j][k] over k < 8 only; scale by the nodal IJW."""
    E = int(p["E"])
    T = _f64(xp, ins["cubInterpT"]).reshape(8, 16)
    D = _f64(xp, ins["cubD"]).reshape(16, 16)
    U = _f64(xp, ins["U"]).reshape(3, E, 8, 8, 8)           # [f][e][c][b][a]
    cg = _f64(xp, ins["cubvgeo"]).reshape(E, 12, 16, 16, 16)  # [e][field][k][j][i]
    vg = _f64(xp, ins["vgeo"]).reshape(E, 12, 8, 8, 8)
    t = xp.einsum("ai,fecba->fecbi", T, U)                   # x: 8 -> 16
    t = xp.einsum("bj,fecbi->fecji", T, t)                   # y
    uc = xp.einsum("ck,fecji->fekji", T, t)                  # z: [f][e][k][j][i]
    dr = xp.einsum("in,fekjn->fekji", D, uc)
    ds = xp.einsum("jn,fekni->fekji", D, uc)
    dt = xp.einsum("kn,fenji->fekji", D, uc)
    g = [cg[:, i] for i in range(12)]
    jw = g[5]
    uhat = jw * (uc[0] * g[0] + uc[1] * g[1] + uc[2] * g[7])
    vhat = jw * (uc[0] * g[2] + uc[1] * g[3] + uc[2] * g[8])
    what = jw * (uc[0] * g[9] + uc[1] * g[10] + uc[2] * g[11])
    nu = uhat[None] * dr + vhat[None] * ds + what[None] * dt    # [f][e][k][j][i]
    pz = xp.einsum("ck,fekji->fecji", T, nu)[:, :, :, :8, :8]    # [f][e][c][j<8][i<8]
    q = xp.einsum("jk,fecki->fecji", T[:, :8], pz)              # y: T[j][k], k < 8
    r = xp.einsum("ik,fecjk->fecji", T[:, :8], q)               # x: T[i][k], k < 8
    out = r * vg[None, :, 6]
    return {"NU": out.reshape(-1)}


def ref_hecbench_a_chshuffle_nhwc(ins, p, xp):
    """NHWC channel shuffle of each pixel's C = G*K channels: Y[o][i] = X[o][(i%G)*K + i/G]."""
    g, k = int(p["G"]), int(p["K"])
    x = xp.asarray(ins["X"]).reshape(-1, g * k)
    i = np.arange(g * k)
    return {"Y": x[:, (i % g) * k + i // g].reshape(-1)}


def ref_hecbench_a_chshuffle_nchw(ins, p, xp):
    """NCHW channel shuffle: output channel z = k*G + g takes input channel g*K + k."""
    g, k, n = int(p["G"]), int(p["K"]), int(p["N"])
    x = xp.asarray(ins["X"]).reshape(n, g * k, -1)
    z = np.arange(g * k)
    return {"Y": x[:, (z % g) * k + z // g, :].reshape(-1)}


def ref_hecbench_a_bilateral(ins, p, xp):
    """bilateralFilter<R>: Gaussian spatial x range weights over a (2R+1)^2
    window; a negative coordinate mirrors to -c, one past the far edge maps to
    (size - 1 - offset), as the kernel writes it."""
    w, h, R = int(p["w"]), int(p["h"]), int(p["R"])
    a_sq, var_i, var_s = float(p["a_square"]), float(p["var_I"]), float(p["var_s"])
    img = _f64(xp, ins["in"]).reshape(h, w)
    ys = xp.arange(h)[:, None]
    xs = xp.arange(w)[None, :]
    res = xp.zeros((h, w))
    norm = xp.zeros((h, w))
    for i in range(-R, R + 1):
        k = xs + i
        k = xp.where(k < 0, -k, k)
        k = xp.where(k > w - 1, w - 1 - i, k)
        for j in range(-R, R + 1):
            l = ys + j
            l = xp.where(l < 0, -l, l)
            l = xp.where(l > h - 1, h - 1 - j, l)
            iw = img[l, k]
            rng_ = -(img - iw) ** 2 / (2.0 * var_i)
            sp = -((k - xs) ** 2 + (l - ys) ** 2) / (2.0 * var_s)
            wt = a_sq * xp.exp(sp + rng_)
            norm += wt
            res += iw * wt
    return {"out": (res / norm).reshape(-1)}


# --- dynamic programming ---------------------------------------------------------


def init_hecbench_a_aa_seq(rng, shape, p, dtype):
    """Amino-acid letters (ASCII codes of 20 residues)."""
    letters = np.frombuffer(b"ARNDCQEGHILKMFPSTWYV", dtype=np.uint8)
    return letters[rng.integers(0, len(letters), size=shape)].astype(dtype)


def init_hecbench_a_prefix(rng, shape, p, dtype):
    """Inclusive prefix sums of B sequence lengths, all L long."""
    return ((np.arange(shape[0]) + 1) * int(p["L"])).astype(dtype)


def init_hecbench_a_aa_encoding(rng, shape, p, dtype):
    """ASCII code -> row of the 24x24 scoring table (upper-case letters 0..22, the rest 23)."""
    enc = np.full(shape, 23, dtype=np.int64)
    enc[65:91] = rng.integers(0, 23, size=26)
    return enc.astype(dtype)


def init_hecbench_a_aa_scoring(rng, shape, p, dtype):
    """A symmetric 24x24 substitution table: -4..3 off the diagonal, 4..11 on it."""
    s = rng.integers(-4, 4, size=(24, 24))
    s = np.triu(s) + np.triu(s, 1).T
    s[np.arange(24), np.arange(24)] = rng.integers(4, 12, size=24)
    return s.reshape(shape).astype(dtype)


def ref_hecbench_a_bsw(ins, p, xp):
    """sequence_aa_kernel (forward): the Smith-Waterman score of each pair with
    affine gaps (Gotoh: E/F = max(E/F + extend, H + start), H = max(0, diag +
    s(a, b), E, F)), by anti-diagonals over all pairs at once. Only top_scores
    is checked: the end positions depend on the kernel's tie-breaking."""
    L = int(p["L"])
    start, extend = int(p["start_gap"]), int(p["extend_gap"])
    enc = xp.asarray(ins["encoding"]).astype(xp.int64)
    table = xp.asarray(ins["scoring"]).astype(xp.int64).reshape(24, 24)
    a = enc[xp.asarray(ins["seqA"]).astype(xp.int64).reshape(-1, L)]   # longer (equal) sequence: rows i
    b = enc[xp.asarray(ins["seqB"]).astype(xp.int64).reshape(-1, L)]   # registers: columns j
    nb = a.shape[0]
    z = xp.zeros((nb, L + 1), dtype=xp.int64)   # index j = 0..L on one anti-diagonal
    h1, h2, e1, f1 = z, z, z, z                  # H on d-1, H on d-2, E and F on d-1
    best = xp.zeros(nb, dtype=xp.int64)
    j = xp.arange(1, L + 1)
    for d in range(2, 2 * L + 1):                # cell (i, j) with i + j = d
        i = d - j
        valid = (i >= 1) & (i <= L)
        ic = xp.clip(i, 1, L) - 1
        s = table[a[:, ic], b[:, j - 1]]
        f = xp.maximum(f1[:, 1:] + extend, h1[:, 1:] + start)     # from (i-1, j)
        e = xp.maximum(e1[:, :-1] + extend, h1[:, :-1] + start)   # from (i, j-1)
        e[:, 0] = 0                                                # the kernel's lane 0
        h = xp.maximum(xp.maximum(h2[:, :-1] + s, 0), xp.maximum(e, f))
        h, e, f = (xp.where(valid[None], v, 0) for v in (h, e, f))
        best = xp.maximum(best, h.max(1))
        pad = xp.zeros((nb, 1), dtype=xp.int64)
        h2, h1 = h1, xp.concatenate([pad, h], 1)
        e1, f1 = xp.concatenate([pad, e], 1), xp.concatenate([pad, f], 1)
    return {"top_scores": best.astype(xp.int16)}


def ref_hecbench_a_floydwarshall(ins, p, xp):
    """floydWarshallPass k: D = min(D, D[:, k] + D[k, :]) (int arithmetic); the
    path entry of every improved pair becomes k. Row and column k cannot change
    (D[k][k] > 0), so the in-place pass is race-free."""
    n, k = int(p["n"]), int(p["k"])
    d = xp.asarray(ins["dist"]).astype(xp.int64).reshape(n, n)
    path = xp.asarray(ins["path"]).reshape(n, n).copy()
    t = d[:, k:k + 1] + d[k:k + 1, :]
    better = t < d
    path[better] = k
    return {"dist": xp.where(better, t, d).astype(xp.uint32).reshape(-1),
            "path": path.reshape(-1)}


def init_hecbench_a_weights(rng, shape, p, dtype):
    """Edge weights 1..999."""
    return rng.integers(1, 1000, size=shape).astype(dtype)


# --- ced (Chai canny edge detection) -------------------------------------------------


def _ced_taps(img, rows, cols):
    """The nine 3x3 neighbours of every interior pixel, (di, dj) row-major."""
    return [((di, dj), img[1 + di:rows - 1 + di, 1 + dj:cols - 1 + dj])
            for di in (-1, 0, 1) for dj in (-1, 0, 1)]


def ref_hecbench_a_ced_gauss(ins, p, xp):
    """gaussian_kernel: 3x3 binomial blur of the interior; the kernel accumulates
    into an int, so every tap truncates (sum = (int)(sum + w * v)); exact."""
    rows, cols = int(p["rows"]), int(p["cols"])
    img = _host(ins["data"]).astype(np.int64).reshape(rows, cols)
    w = [0.0625, 0.125, 0.0625, 0.125, 0.25, 0.125, 0.0625, 0.125, 0.0625]
    s = np.zeros((rows - 2, cols - 2), dtype=np.int64)
    for t, (_, v) in enumerate(_ced_taps(img, rows, cols)):
        s = np.trunc(s + w[t] * v).astype(np.int64)
    out = _host(ins["out"]).reshape(rows, cols).copy()
    out[1:-1, 1:-1] = np.clip(s, 0, 255)
    return {"out": xp.asarray(out.reshape(-1))}


def ref_hecbench_a_ced_sobel(ins, p, xp):
    """sobel_kernel: |G| = (int) hypot(Gx, Gy) clamped to 255, and the gradient
    direction rounded to 0/45/90/135 (the kernel's float32 pi). hypotf may land
    an exact integer magnitude one below (the tolerance allows a few such pixels)."""
    rows, cols = int(p["rows"]), int(p["cols"])
    img = _host(ins["data"]).astype(np.int64).reshape(rows, cols)
    sx = [-1, 0, 1, -2, 0, 2, -1, 0, 1]
    sy = [-1, -2, -1, 0, 0, 0, 1, 2, 1]
    gx = np.zeros((rows - 2, cols - 2), dtype=np.int64)
    gy = np.zeros_like(gx)
    for t, (_, v) in enumerate(_ced_taps(img, rows, cols)):
        gx += sx[t] * v
        gy += sy[t] * v
    mag = np.clip(np.floor(np.hypot(gx, gy)), 0, 255).astype(np.uint8)
    pi = float(np.float32(3.14159265))
    ang = np.arctan2(gy.astype(np.float32), gx.astype(np.float32)).astype(np.float64)
    ang = np.where(ang < 0, np.fmod(ang + 2 * pi, 2 * pi), ang)
    edges = [k * pi / 8 for k in (1, 3, 5, 7, 9, 11, 13, 15)]
    labels = np.array([0, 45, 90, 135, 0, 45, 90, 135, 0], dtype=np.uint8)
    theta = labels[np.searchsorted(edges, ang, side="left")]
    out = _host(ins["out"]).reshape(rows, cols).copy()
    th = _host(ins["theta"]).reshape(rows, cols).copy()
    out[1:-1, 1:-1] = mag
    th[1:-1, 1:-1] = theta
    return {"out": xp.asarray(out.reshape(-1)), "theta": xp.asarray(th.reshape(-1))}


def init_hecbench_a_ced_theta(rng, shape, p, dtype):
    """Edge directions 0/45/90/135, and 1 in 16 something else (the switch's default)."""
    v = np.array([0, 45, 90, 135], dtype=np.int64)[rng.integers(0, 4, size=shape)]
    other = rng.random(size=shape) < 1.0 / 16
    return np.where(other, 7, v).astype(dtype)


def ref_hecbench_a_ced_nms(ins, p, xp):
    """non_max_supp_kernel: an interior pixel keeps its magnitude only if it is
    strictly larger than both neighbours across its edge direction; exact."""
    rows, cols = int(p["rows"]), int(p["cols"])
    img = _host(ins["data"]).astype(np.int64).reshape(rows, cols)
    th = _host(ins["theta"]).reshape(rows, cols)[1:-1, 1:-1]
    n = dict(_ced_taps(img, rows, cols))
    me = n[(0, 0)]
    pairs = {0: ((0, 1), (0, -1)), 45: ((-1, 1), (1, -1)),
             90: ((-1, 0), (1, 0)), 135: ((-1, -1), (1, 1))}
    keep = np.ones_like(me, dtype=bool)
    for angle, (a, b) in pairs.items():
        sel = th == angle
        keep[sel] = ((me > n[a]) & (me > n[b]))[sel]
    out = _host(ins["out"]).reshape(rows, cols).copy()
    out[1:-1, 1:-1] = np.where(keep, me, 0)
    return {"out": xp.asarray(out.reshape(-1))}


# --- keogh, heat2d --------------------------------------------------------------------


def ref_hecbench_a_keogh(ins, p, xp):
    """lb_keogh: for every window start t, the squared excursions of the
    z-normalised window (x[t+i] - avg[t]) / std[t] above upper[i] or below
    lower[i], summed over the M query positions."""
    m, n = int(p["M"]), int(p["N"])
    nw = n - m + 1
    x = _f64(xp, ins["subject"])
    avg, std = _f64(xp, ins["avgs"]), _f64(xp, ins["stds"])
    lo, up = _f64(xp, ins["lower_bound"]), _f64(xp, ins["upper_bound"])
    res = xp.zeros(nw)
    for i in range(m):
        v = (x[i:i + nw] - avg) / std
        u = v - up[i]
        l = v - lo[i]
        res += xp.where(u > 0, u * u, 0.0) + xp.where(l < 0, l * l, 0.0)
    return {"lb_keogh": res}


def ref_hecbench_a_heat2d(ins, p, xp):
    """dev_lapl_iter: out = norm * in + delta * (4 periodic neighbours)."""
    lx, ly = int(p["Lx"]), int(p["Ly"])
    a = _f64(xp, ins["in"]).reshape(ly, lx)
    nb = xp.roll(a, 1, 0) + xp.roll(a, -1, 0) + xp.roll(a, 1, 1) + xp.roll(a, -1, 1)
    return {"out": (float(p["norm"]) * a + float(p["delta"]) * nb).reshape(-1)}
