# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Reference of the NVIDIA_SGEMM_PRACTICE kernels (bench/corpus/programs/sgemm_practice.json),
in bench/references.py's convention; inputs from its generic generators."""
import numpy as np


def ref_sgp_sgemm(ins, p, xp):
    """C = alpha*A*B + beta*C (alpha, beta: the entry's params), row-major n x n,
    in float64 (CuPy on the GPU)."""
    n = p["n"]
    a = xp.asarray(ins["A"]).astype(np.float64).reshape(n, n)
    b = xp.asarray(ins["B"]).astype(np.float64).reshape(n, n)
    c = xp.asarray(ins["C"]).astype(np.float64).reshape(n, n)
    return {"C": (p["alpha"] * (a @ b) + p["beta"] * c).reshape(-1)}
