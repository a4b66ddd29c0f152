# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""References of the OLCF CUDA training exercises of the corpus
(bench/corpus/programs/olcf.json), in bench/references.py's convention; inputs
from its generic generators. float64 numpy from the kernels' index math."""
import numpy as np

# reductions.cu's compile-time sizes: N floats, BLOCK_SIZE threads a block.
_N, _BLOCK = 8 * 1024 * 1024, 256


def _f64(a, xp):
    return xp.asarray(a).astype(np.float64).reshape(-1)


def ref_olcf_mmul(ins, p, xp):
    n = p["ds"]
    a, b = _f64(ins["A"], xp).reshape(n, n), _f64(ins["B"], xp).reshape(n, n)
    return {"C": (a @ b).reshape(-1)}


def ref_olcf_reduce(ins, p, xp):
    """out[b]: the grid-stride sums of block b's threads (thread t of block b
    starts at b*256 + t, strides by blocks*256), added up."""
    blocks = p["blocks"]
    stride = blocks * _BLOCK
    x = _f64(ins["gdata"], xp)[:_N]
    padded = xp.zeros(-(-_N // stride) * stride)
    padded[:_N] = x
    return {"out": padded.reshape(-1, stride).sum(axis=0).reshape(blocks, _BLOCK).sum(axis=1)}


def ref_olcf_reduce_ws(ins, p, xp):
    """out[0] + every element (each block atomically adds its sum)."""
    return {"out": _f64(ins["out"], xp) + _f64(ins["gdata"], xp)[:_N].sum()}


def ref_olcf_row_sums(ins, p, xp):
    n = p["ds"]
    return {"sums": _f64(ins["A"], xp).reshape(n, n).sum(axis=1)}


def ref_olcf_col_sums(ins, p, xp):
    n = p["ds"]
    return {"sums": _f64(ins["A"], xp).reshape(n, n).sum(axis=0)}
