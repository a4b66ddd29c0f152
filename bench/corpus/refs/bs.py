# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Reference of BabelStream's CUDA dot kernel (bench/corpus/programs/babelstream.json),
in bench/references.py's convention; inputs from its generic generators."""
import numpy as np


def ref_bs_dot(ins, p, xp):
    """sums[b] = the products a[i]*b[i] of every i that block b's threads visit:
    thread t of block b starts at b*1024 + t and strides by blocks*1024."""
    blocks, threads = p["blocks"], 1024
    prod = xp.asarray(ins["a"], dtype=np.float64) * xp.asarray(ins["b"], dtype=np.float64)
    stride = blocks * threads
    padded = xp.zeros(-(-prod.size // stride) * stride)
    padded[:prod.size] = prod
    per_thread = padded.reshape(-1, stride).sum(axis=0)
    return {"sums": per_thread.reshape(blocks, threads).sum(axis=1)}
