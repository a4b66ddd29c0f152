# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The SGEMM kernel's rules as its two owners state them: the kernel's
static_asserts (bench/kernels/sgemm.cu, "sgemm:<reason>: ...") and the
constraints of its spec (docs/examples/sgemm.tune.json), with the cases
that tell them apart. Shared by sgemm-spec-rules.test (the spec's side, no
compile) and kernel-asserts-match-spec.test (clang compiles each case)."""
import os

import tunetest
from smemvec_tune import spec as sm

SPEC = sm.load(os.path.join(tunetest.SRCROOT, "docs", "examples", "sgemm.tune.json"))
KERNEL = os.path.join(tunetest.SRCROOT, "bench", "kernels", "sgemm.cu")

# The kernel's static_assert reason -> the index of the spec constraint
# that states the same rule. "domain": a value range the spec's params
# never leave (the spec needs no constraint for it).
RULES = {
    "operator_too_large": 0,
    "tile_divisibility": 1,
    "operator_shape": 2,
    "threads_too_many": 3,
    "vector_alignment": 4,
    "smem_limit": 5,
    "streamk_splitk": 6,
    "wtr_value": "domain",
    "stages_value": "domain",
    "splitk_value": "domain",
    "streamk_value": "domain",
    "frags_value": "domain",
}
# A rule of the spec alone: every stream-K worker resident at once (132 SMs
# x MINB) keeps a tail waiting for its head from deadlocking; the kernel
# cannot see residency, so it compiles.
SPEC_ONLY = {7: "streamk_residency"}

# (macros away from the default, the kernel's verdict: "" or its reason)
CASES = [
    ({}, ""),
    ({"SGEMM_BM": 16, "SGEMM_TM": 32}, "operator_too_large"),
    ({"SGEMM_TM": 3}, "tile_divisibility"),
    ({"SGEMM_BM": 96, "SGEMM_TM": 6}, "operator_shape"),
    ({"SGEMM_BM": 16, "SGEMM_BN": 16, "SGEMM_TM": 4, "SGEMM_TN": 4}, ""),   # 16 threads
    ({"SGEMM_BM": 48, "SGEMM_BN": 64, "SGEMM_TM": 4, "SGEMM_TN": 16}, ""),  # 3x16 threads, no warp shape
    ({"SGEMM_BM": 256, "SGEMM_BN": 256, "SGEMM_TM": 2, "SGEMM_TN": 2}, "threads_too_many"),
    ({"SGEMM_BM": 32, "SGEMM_TM": 8, "SGEMM_BN": 128, "SGEMM_TN": 4, "SGEMM_WTR": 8}, ""),  # falls back
    ({"SGEMM_WTR": -1}, "wtr_value"),
    ({"SGEMM_BK": 6}, "vector_alignment"),
    ({"SGEMM_BM": 256, "SGEMM_BN": 128, "SGEMM_TM": 16, "SGEMM_TN": 8}, ""),  # 50176 bytes: dynamic
    ({"SGEMM_STAGES": 4}, ""),  # cp.async
    ({"SGEMM_STAGES": 9}, "stages_value"),
    ({"SGEMM_SPLITK": 0}, "splitk_value"),
    ({"SGEMM_BM": 32, "SGEMM_BN": 32, "SGEMM_BK": 32, "SGEMM_TM": 2, "SGEMM_TN": 4, "SGEMM_SPLITK": 8}, ""),
    ({"SGEMM_BM": 256, "SGEMM_BN": 256, "SGEMM_BK": 32, "SGEMM_TM": 16, "SGEMM_TN": 16, "SGEMM_STAGES": 4},
     "smem_limit"),
    ({"SGEMM_STREAMK": 132}, ""),
    ({"SGEMM_BM": 128, "SGEMM_BN": 256, "SGEMM_TM": 8, "SGEMM_TN": 16, "SGEMM_STAGES": 3, "SGEMM_STREAMK": 132}, ""),
    ({"SGEMM_STREAMK": -1}, "streamk_value"),
    ({"SGEMM_STREAMK": 4097, "SGEMM_MINB": 32}, "streamk_value"),
    ({"SGEMM_STREAMK": 132, "SGEMM_SPLITK": 2}, "streamk_splitk"),
    ({"SGEMM_BM": 256, "SGEMM_BN": 128, "SGEMM_BK": 8, "SGEMM_TM": 8, "SGEMM_TN": 16, "SGEMM_STAGES": 3,
      "SGEMM_FRAGS": 2}, ""),
    ({"SGEMM_FRAGS": 3}, "frags_value"),
    ({"SGEMM_STREAMK": 264}, ""),  # 264 workers > 132 SMs x MINB 1: the spec's rule only
]


def config(over):
    cfg = dict(SPEC.default)
    cfg.update(over)
    return cfg


def name(over):
    return " ".join("%s=%s" % (k[6:], v) for k, v in over.items()) or "default"


def violated(cfg):
    """Indices of the spec constraints cfg breaks (all of them, not the
    first: the kernel's first static_assert may be another one's)."""
    return [i for i, c in enumerate(SPEC.constraints) if not c(cfg)]


def out_of_domain(cfg):
    return [k for k, v in cfg.items() if v not in SPEC.params[k]]


def agree(cfg, kernel_reason):
    """-> None when the spec and the kernel's verdict agree, else why not."""
    broken = [i for i in violated(cfg) if i not in SPEC_ONLY]
    if not kernel_reason:  # (values outside the spec's domains are fine: it need not search them)
        return "the kernel compiles it; the spec breaks constraint %s" % broken if broken else None
    rule = RULES.get(kernel_reason)
    if rule is None:
        return "no spec rule for the kernel's %s" % kernel_reason
    if rule == "domain":
        return None if out_of_domain(cfg) else "the spec offers a value the kernel rejects (%s)" % kernel_reason
    return None if rule in broken else "the kernel says %s (constraint %d); the spec breaks %s" % (
        kernel_reason, rule, broken or "none")
