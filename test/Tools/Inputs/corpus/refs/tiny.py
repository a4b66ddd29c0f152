# Generators and references of the fake corpus (test/Tools/corpus-harness.test).
import numpy as np


def init_tiny_positive(rng, shape, p, dtype):
    return rng.uniform(0.5, 1.5, size=shape).astype(dtype)


def ref_tiny_scale(ins, p, xp):
    x = xp.asarray(ins["in"]).astype(np.float64).reshape(-1, 256)
    return {"out": (2.0 * x[:, ::-1]).reshape(-1)}


def ref_tiny_add_one(ins, p, xp):
    return {"x": xp.asarray(ins["x"]).astype(np.float64) + 1.0}
