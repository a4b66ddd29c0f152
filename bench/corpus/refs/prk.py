# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""References of the ParRes Kernels programs of the corpus
(bench/corpus/programs/parres.json), in bench/references.py's convention; the
inputs use its generic generators. Double-precision kernels: float64 numpy."""
import numpy as np

# stencil_cuda.hpp's star2 taps by (row offset, column offset); the kernel's x
# index is the row.
_STAR2 = {(0, -2): -0.125, (0, -1): -0.25, (-2, 0): -0.125, (-1, 0): -0.25,
          (1, 0): 0.25, (2, 0): 0.125, (0, 1): 0.25, (0, 2): 0.125}


def ref_prk_transpose(ins, p, xp):
    """B += A^T and A += 1: one IEEE add per element, so exact."""
    n = p["order"]
    a = xp.asarray(ins["A"], dtype=np.float64).reshape(n, n)
    b = xp.asarray(ins["B"], dtype=np.float64).reshape(n, n)
    return {"A": (a + 1.0).reshape(-1), "B": (b + a.T).reshape(-1)}


def ref_prk_stencil_star2(ins, p, xp):
    n, r = p["n"], 2
    a = xp.asarray(ins["in"], dtype=np.float64).reshape(n, n)
    out = xp.asarray(ins["out"], dtype=np.float64).reshape(n, n).copy()
    acc = xp.zeros((n - 2 * r, n - 2 * r))
    for (di, dj), w in _STAR2.items():
        acc += w * a[r + di:n - r + di, r + dj:n - r + dj]
    out[r:-r, r:-r] += acc
    return {"out": out.reshape(-1)}


def ref_prk_nstream(ins, p, xp):
    a, b, c = (xp.asarray(ins[k], dtype=np.float64) for k in ("A", "B", "C"))
    return {"A": a + b + p["scalar"] * c}
