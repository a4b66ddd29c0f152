# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Rules checked before anything is compiled. Each failed rule is a
ConfigError with a reason code; the codes of rules that the kernel also
enforces with static_assert are the same as in its messages
("sgemm:<reason>: ..."), so a compile error can be binned under the same name.
"""

import dataclasses

WARP = 32


@dataclasses.dataclass(frozen=True)
class DeviceLimits:
    """Per-block limits of the target (H200, sm_90)."""
    name: str = "H200 (sm_90)"
    max_threads: int = 1024
    warp: int = WARP
    static_smem: int = 48 * 1024
    dynamic_smem: int = 227 * 1024
    regs_per_sm: int = 65536
    max_regs_per_thread: int = 255
    sms: int = 132


H200 = DeviceLimits()


class ConfigError(Exception):
    """A configuration the kernel cannot run, with the rule that says so."""

    def __init__(self, reason, detail):
        super().__init__("%s: %s" % (reason, detail))
        self.reason = reason
        self.detail = detail


# Every reason code the validator can give, with what it means.
REASONS = {
    "nonpositive": "a tile size is zero or negative",
    "pad_negative": "negative shared-memory padding",
    "vec_value": "SGEMM_VEC is neither 0 nor 1",
    "stages_value": "SGEMM_STAGES not in 1..8 (3 and more: cp.async, sm_80+)",
    "splitk_value": "SGEMM_SPLITK < 1",
    "streamk_value": "SGEMM_STREAMK not in 0..4096 (stream-K worker blocks)",
    "streamk_splitk": "stream-K and split-K together",
    "frags_value": "SGEMM_FRAGS is neither 1 nor 2",
    "streamk_residency": "more stream-K workers than the device holds at once (SMs x MINB)",
    "minb_value": "SGEMM_MINB < 1",
    "operator_too_large": "thread tile (operator) larger than the block tile",
    "tile_divisibility": "thread tile does not divide the block tile",
    "operator_shape": "TM/TN not 1, 2, 3 or a multiple of 4 (chunks of <= 4 floats)",
    "threads_too_many": "more than 1024 threads per block",
    "wtr_value": "SGEMM_WTR < 0",
    "vector_alignment": "float4 global accesses need BK % 4 == 0 and BN % 4 == 0",
    "smem_limit": "shared memory per block above the device's opt-in limit (227 KiB on H200)",
    "problem_divisibility": "M, N not multiples of BM, BN or K not a multiple of BK*SPLITK",
    "knob_unknown": "no such plugin knob",
    "knob_unavailable": "the plugin does not accept this knob (probe)",
    "knob_value": "the plugin rejects this knob value (probe)",
}


def chunk_width(t):
    return t if t < 4 else 4


def warp_tiles(rows, cols, r):
    return r > 0 and WARP % r == 0 and rows % r == 0 and cols % (WARP // r) == 0


def pick_warp_rows(rows, cols, requested):
    """Mirror of sgemm.cu's pickWarpRows: 0 = no warp shape tiles the thread
    grid, the block is one row-major thread group (always valid)."""
    if warp_tiles(rows, cols, requested):
        return requested
    for r in (4, 8, 2, 16, 1, 32):
        if warp_tiles(rows, cols, r):
            return r
    return 0


MAX_STAGES = 8  # sgemm.cu's MaxStages
MAX_STREAMK_WORKERS = 4096  # sgemm.cu's MaxStreamKWorkers
STREAMK_STATE_BYTES = 128  # sgemm.cu's StreamKStateBytes (static shared)


def shared_bytes(cfg):
    return cfg.stages * cfg.bk * ((cfg.bm + cfg.pad) + (cfg.bn + cfg.pad)) * 4


def dynamic_smem_bytes(cfg, limits=H200):
    """The launch's dynamic shared memory: 0 when the tiles fit the static
    48 KiB (sgemm.cu declares them static), else all of shared_bytes (the
    kernel carves its tiles out of extern __shared__; the launcher must raise
    MaxDynamicSharedMemorySize to this first)."""
    b = shared_bytes(cfg)
    return b if b > limits.static_smem else 0


def launch_of(cfg, m, n, k=None, limits=H200):
    """{"grid", "block", "smem", "zero_c"} of an M x N (x K) problem:
    grid (N/BN, M/BM, SPLITK), or (STREAMK, 1, 1) with stream-K; with
    SPLITK > 1 the K slices add into C, which must be zeroed before every
    launch (stream-K orders its additions itself: no memset)."""
    splitk, streamk = getattr(cfg, "splitk", 1), getattr(cfg, "streamk", 0)
    grid = [streamk, 1, 1] if streamk else [n // cfg.bn, m // cfg.bm, splitk]
    return {"grid": grid, "block": [cfg.threads, 1, 1],
            "smem": dynamic_smem_bytes(cfg, limits), "zero_c": splitk > 1}


def grid_text(cfg):
    """launch_of's grid as a formula in M and N, for the tuned files."""
    if getattr(cfg, "streamk", 0):
        return "(%d, 1, 1)" % cfg.streamk
    return "(N/%d, M/%d, %d)" % (cfg.bn, cfg.bm, getattr(cfg, "splitk", 1))


def register_estimate(cfg):
    """Lower bound of live 32-bit values per thread in the inner loop:
    accumulators, one A and one B fragment, the prefetched tile."""
    threads = max(cfg.threads, 1)
    prefetch = -(-cfg.bm * cfg.bk // threads) - (-cfg.bk * cfg.bn // threads)
    return cfg.tm * cfg.tn + cfg.tm + cfg.tn + prefetch


def _fail(reason, detail):
    raise ConfigError(reason, detail)


def check_config(cfg, limits=H200, registry=None):
    """Raises ConfigError for the first rule cfg breaks (kernel order)."""
    if min(cfg.bm, cfg.bn, cfg.bk, cfg.tm, cfg.tn) <= 0:
        _fail("nonpositive", "BM=%d BN=%d BK=%d TM=%d TN=%d" % (cfg.bm, cfg.bn, cfg.bk, cfg.tm, cfg.tn))
    if cfg.pad < 0:
        _fail("pad_negative", "PAD=%d" % cfg.pad)
    if cfg.vec not in (0, 1):
        _fail("vec_value", "VEC=%d" % cfg.vec)
    if not 1 <= cfg.stages <= MAX_STAGES:
        _fail("stages_value", "STAGES=%d" % cfg.stages)
    if getattr(cfg, "splitk", 1) < 1:
        _fail("splitk_value", "SPLITK=%d" % cfg.splitk)
    streamk = getattr(cfg, "streamk", 0)
    if not 0 <= streamk <= MAX_STREAMK_WORKERS:
        _fail("streamk_value", "STREAMK=%d" % streamk)
    if streamk and cfg.splitk != 1:
        _fail("streamk_splitk", "STREAMK=%d with SPLITK=%d" % (streamk, cfg.splitk))
    if getattr(cfg, "frags", 1) not in (1, 2):
        _fail("frags_value", "FRAGS=%d" % cfg.frags)
    if cfg.tm > cfg.bm or cfg.tn > cfg.bn:
        _fail("operator_too_large", "thread tile %dx%d, block tile %dx%d" % (cfg.tm, cfg.tn, cfg.bm, cfg.bn))
    if cfg.bm % cfg.tm or cfg.bn % cfg.tn:
        _fail("tile_divisibility", "%dx%d does not divide %dx%d" % (cfg.tm, cfg.tn, cfg.bm, cfg.bn))
    if cfg.tm % chunk_width(cfg.tm) or cfg.tn % chunk_width(cfg.tn):
        _fail("operator_shape", "TM=%d TN=%d" % (cfg.tm, cfg.tn))
    rows, cols = cfg.bm // cfg.tm, cfg.bn // cfg.tn
    threads = rows * cols
    if threads > limits.max_threads:
        _fail("threads_too_many", "%d threads > %d" % (threads, limits.max_threads))
    if cfg.wtr < 0:
        _fail("wtr_value", "WTR=%d" % cfg.wtr)
    if cfg.vec and (cfg.bk % 4 or cfg.bn % 4):
        _fail("vector_alignment", "VEC=1 with BK=%d BN=%d" % (cfg.bk, cfg.bn))
    smem = shared_bytes(cfg) + (STREAMK_STATE_BYTES if streamk else 0)
    if smem > limits.dynamic_smem:
        _fail("smem_limit", "%d bytes > %d (dynamic, opt-in)" % (smem, limits.dynamic_smem))
    if cfg.minb < 1:
        _fail("minb_value", "MINB=%d" % cfg.minb)
    # A stream-K tail waits for a head another worker computes first; with
    # every worker resident at once that never deadlocks, whatever order the
    # hardware starts blocks in. MINB blocks per SM is what ptxas is asked
    # to fit (registers); the kernel itself cannot check residency.
    if streamk > limits.sms * cfg.minb:
        _fail("streamk_residency", "STREAMK=%d > %d SMs x MINB=%d" % (streamk, limits.sms, cfg.minb))
    # Registers are not estimated here: ptxas -v reports them per compiled
    # kernel (__launch_bounds__ caps them; spills are recorded, and
    # --max-spill-bytes turns them into resource_limit).
    for name, value in cfg.knobs:
        if registry is not None:
            bad = registry.check(name, value)
            if bad:
                _fail(bad[0], "%s=%s: %s" % (name, value, bad[1]))


def check_shape(cfg, m, n, k):
    """Raises ConfigError if an M x N x K problem cannot use cfg's tiles:
    M, N multiples of BM, BN and K a multiple of BK*SPLITK."""
    splitk = getattr(cfg, "splitk", 1)
    if m % cfg.bm or n % cfg.bn or k % (cfg.bk * splitk):
        _fail("problem_divisibility", "%dx%dx%d vs tile %dx%dx%d, split-K %d" % (
            m, n, k, cfg.bm, cfg.bn, cfg.bk, splitk))


def check_size(cfg, size):
    """Raises ConfigError if an M=N=K=size problem cannot use cfg's tiles."""
    check_shape(cfg, size, size, size)


def reason_of(cfg, limits=H200, registry=None):
    """None if cfg is valid, else the ConfigError."""
    try:
        check_config(cfg, limits, registry)
    except ConfigError as e:
        return e
    return None


def valid_sizes(cfg, sizes):
    out = []
    for s in sizes:
        try:
            check_size(cfg, s)
            out.append(s)
        except ConfigError:
            pass
    return out
