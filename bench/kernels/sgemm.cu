//===- sgemm.cu - FP32 SIMT GEMM with shared-memory tiles -----------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec. The suite's FP32 GEMM and the kernel smemvec-tune tunes.
//
//===----------------------------------------------------------------------===//
//
// C = A * B, all row-major, A is MxK, B is KxN, C is MxN. M, N must be
// multiples of the block tile (SGEMM_BM, SGEMM_BN), K of SGEMM_BK *
// SGEMM_SPLITK: there are no bounds checks. Launch: grid (N/BN, M/BM,
// SPLITK), or (SGEMM_STREAMK, 1, 1) with stream-K, block (BM/TM)*(BN/TN)
// threads (one-dimensional); dynamic shared
// memory: 0 if the tiles take at most 48 KiB (static), else exactly
// SharedBytes = STAGES*BK*((BM+PAD)+(BN+PAD))*4 (cudaFuncSetAttribute
// MaxDynamicSharedMemorySize first). With SPLITK > 1, C must be zeroed
// before each launch: the K slices add their partial sums into it.
//
// Compile-time parameters (all -D macros, defaults below):
//   SGEMM_BM, SGEMM_BN, SGEMM_BK  block tile (rows of C, columns of C, depth)
//   SGEMM_TM, SGEMM_TN            thread tile ("operator"): each thread owns
//                                 TM x TN accumulators
//   SGEMM_PAD                     floats of padding per shared-tile row
//   SGEMM_VEC                     1: float4 global loads of A/B and float4
//                                 stores of C; 0: scalar
//   SGEMM_STAGES                  shared buffers: 1 (two barriers per k-step)
//                                 or 2 (double buffered, one barrier), both
//                                 staged through registers; 3..8: a
//                                 cp.async pipeline (sm_80+) with STAGES-1
//                                 tiles in flight, one barrier per k-step
//   SGEMM_SPLITK                  K slices (grid.z): each block sums K/SPLITK
//                                 and atomically adds its tile into C
//   SGEMM_STREAMK                 0: one block per tile (or K slice); W > 0:
//                                 stream-K with W persistent blocks (W
//                                 resident at once: e.g. the SM count)
//   SGEMM_FRAGS                   register sets of A/B fragments: 1, or 2
//                                 (STAGES >= 2: column k+1 loaded while
//                                 column k's products run, and the next
//                                 buffer's first column before the last
//                                 products: no idle wait after the barrier)
//   SGEMM_WTR                     thread rows per warp (warp tile = WTR*TM x
//                                 (32/WTR)*TN); 0 picks one automatically
//   SGEMM_MINB                    blocks per SM asked of ptxas through
//                                 __launch_bounds__ (caps registers)
//
// Algorithm: each block walks K in steps of BK. Global tiles are prefetched
// into registers one step ahead, then stored to shared memory: A transposed
// (As[k][m], so a thread reads its TM rows as consecutive floats) and B as is
// (Bs[k][n]). Each warp owns a WTR*TM x (32/WTR)*TN warp tile (if no warp
// shape tiles the thread grid, the whole block is one row-major thread group:
// any thread count up to 1024 works); inside it a
// thread's rows (columns) come in chunks of min(TM,4) (min(TN,4)) consecutive
// floats, and chunks of neighbouring lanes are adjacent, so the lanes of a
// quarter warp read one contiguous 128-byte run of Bs (no bank conflicts) and
// the same As run (broadcast). All shared accesses are written as scalars:
// whether they become ld.shared.v4 is up to the compiler (smemvec's job),
// which needs PAD % 4 == 0 and a 16-byte aligned tile.
//
// cp.async (STAGES >= 3) copies global memory straight into shared memory:
// A with 4-byte copies (it is transposed on the way), B with 16-byte copies
// when VEC=1 and the rows stay 16-byte aligned (PAD % 4 == 0), else 4-byte.
//
// Split-K: partial tiles are combined with atomicAdd (red.global.add.f32, or
// red.global.add.v4.f32 on sm_90 for float4 chunks)
// into a zeroed C rather than through a workspace and a second reduction
// kernel: one kernel, no extra memory and no second launch for the runner to
// know about; the price is a memset of C and a summation order that varies
// between runs (rounding-level differences, within the 1e-4 check).
//
// Stream-K (StreamKSchedule below) balances the last, partial wave of
// tiles across all workers by splitting those tiles' k-steps; a tile split
// between workers is stored by the one that starts it and finished with
// atomic additions by the others, ordered by a flag per worker in device
// memory that the kernel leaves zeroed: no memset of C, no workspace. The
// flags belong to the loaded module, so two stream-K launches of one module
// must not overlap (launch them on one stream).
//
// Every assumption the code makes is a static_assert whose message starts
// with "sgemm:<reason>:"; the SGEMM spec's constraints
// (docs/examples/sgemm.tune.json) state the same rules, so smemvec-tune
// skips a configuration before compiling it (test/Tuner/sgemm-spec-rules.test
// and kernel-asserts-match-spec.test keep the two in agreement).
//
//===----------------------------------------------------------------------===//

#ifndef SGEMM_BM
#define SGEMM_BM 128
#endif
#ifndef SGEMM_BN
#define SGEMM_BN 128
#endif
#ifndef SGEMM_BK
#define SGEMM_BK 16
#endif
#ifndef SGEMM_TM
#define SGEMM_TM 8
#endif
#ifndef SGEMM_TN
#define SGEMM_TN 8
#endif
#ifndef SGEMM_PAD
#define SGEMM_PAD 4
#endif
#ifndef SGEMM_VEC
#define SGEMM_VEC 1
#endif
#ifndef SGEMM_STAGES
#define SGEMM_STAGES 2
#endif
#ifndef SGEMM_WTR
#define SGEMM_WTR 0
#endif
#ifndef SGEMM_MINB
#define SGEMM_MINB 1
#endif
#ifndef SGEMM_SPLITK
#define SGEMM_SPLITK 1
#endif
#ifndef SGEMM_STREAMK
#define SGEMM_STREAMK 0
#endif
#ifndef SGEMM_FRAGS
#define SGEMM_FRAGS 1
#endif

// The CPU emulator (test/Tuner/Inputs/cuda_emu.h) defines these itself.
#ifndef SMEMVEC_CUDA_EMU
#define SGEMM_EXTERN_SHARED(Name) extern __shared__ __align__(16) float Name[]
#endif

namespace smemvec_sgemm {

constexpr int WarpSize = 32;
constexpr int MaxThreads = 1024;
constexpr int MaxStaticSharedBytes = 48 * 1024;
// sm_90's opt-in limit per block (cudaDevAttrMaxSharedMemoryPerBlockOptin).
constexpr int MaxDynamicSharedBytes = 227 * 1024;
constexpr int MaxStages = 8; // cp.async groups in flight; more buys nothing
constexpr int MaxStreamKWorkers = 4096; // hand-off flags (StreamKFlags)
constexpr int StreamKStateBytes = 128;  // static shared memory of stream-K

/// cp.async wrappers: on the GPU clang's sm_80 builtins, or the same PTX as
/// inline asm under nvcc, which has no such builtins (the emulator queues the
/// copies per thread and performs them at the wait).
__device__ __forceinline__ void cpAsync4(float *Dst, const float *Src) {
#if defined(SMEMVEC_CUDA_EMU)
  emuCpAsync(Dst, Src, 4);
#elif defined(__CUDA_ARCH__) && defined(__clang__)
  __nvvm_cp_async_ca_shared_global_4(
      (void __attribute__((address_space(3))) *)Dst,
      (const void __attribute__((address_space(1))) *)Src);
#elif defined(__CUDA_ARCH__)
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" ::"r"(
                   static_cast<unsigned>(__cvta_generic_to_shared(Dst))),
               "l"(__cvta_generic_to_global(Src))
               : "memory");
#endif
}
__device__ __forceinline__ void cpAsync16(float *Dst, const float *Src) {
#if defined(SMEMVEC_CUDA_EMU)
  emuCpAsync(Dst, Src, 16);
#elif defined(__CUDA_ARCH__) && defined(__clang__)
  __nvvm_cp_async_cg_shared_global_16(
      (void __attribute__((address_space(3))) *)Dst,
      (const void __attribute__((address_space(1))) *)Src);
#elif defined(__CUDA_ARCH__)
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(
                   static_cast<unsigned>(__cvta_generic_to_shared(Dst))),
               "l"(__cvta_generic_to_global(Src))
               : "memory");
#endif
}
__device__ __forceinline__ void cpAsyncCommit() {
#if defined(SMEMVEC_CUDA_EMU)
  emuCpAsyncCommit();
#elif defined(__CUDA_ARCH__) && defined(__clang__)
  __nvvm_cp_async_commit_group();
#elif defined(__CUDA_ARCH__)
  asm volatile("cp.async.commit_group;" ::: "memory");
#endif
}
/// Split-K: P[0..3] += {X, Y, Z, W}, 16-byte aligned P; one sm_90 vector
/// reduction (red.global.add.v4.f32) instead of four scalar ones.
__device__ __forceinline__ void atomicAdd4(float *P, float X, float Y, float Z,
                                           float W) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900 && !defined(SMEMVEC_CUDA_EMU)
  asm volatile("red.global.add.v4.f32 [%0], {%1, %2, %3, %4};" ::"l"(
                   __cvta_generic_to_global(P)),
               "f"(X), "f"(Y), "f"(Z), "f"(W)
               : "memory");
#else
  atomicAdd(P, X);
  atomicAdd(P + 1, Y);
  atomicAdd(P + 2, Z);
  atomicAdd(P + 3, W);
#endif
}

/// Stream-K: reads a hand-off flag that other blocks write (the spin must
/// see their atomics, so the load is volatile).
__device__ __forceinline__ unsigned flagLoad(const unsigned *Flag) {
#if defined(SMEMVEC_CUDA_EMU)
  return emuFlagLoad(Flag);
#else
  return *static_cast<const volatile unsigned *>(Flag);
#endif
}

/// Waits until at most Pending groups of this thread are in flight.
template <int Pending> __device__ __forceinline__ void cpAsyncWait() {
#if defined(SMEMVEC_CUDA_EMU)
  emuCpAsyncWait(Pending);
#elif defined(__CUDA_ARCH__) && defined(__clang__)
  __nvvm_cp_async_wait_group(Pending);
#elif defined(__CUDA_ARCH__)
  asm volatile("cp.async.wait_group %0;" ::"n"(Pending) : "memory");
#endif
}

/// True if a warp of R thread rows x 32/R thread columns tiles the block's
/// ThreadRows x ThreadCols thread grid.
constexpr bool warpTiles(int ThreadRows, int ThreadCols, int R) {
  return R > 0 && WarpSize % R == 0 && ThreadRows % R == 0 &&
         ThreadCols % (WarpSize / R) == 0;
}

/// Thread rows of one thread group (a warp when a warp shape tiles the thread
/// grid). The requested value if it tiles, else the first of 4, 8, 2, 16, 1,
/// 32 that does; if none does (fewer than 32 threads, or a grid like 3x16),
/// 0: the whole block is one group laid out row-major, which is always
/// correct, only without the warp-level bank-conflict guarantee.
constexpr int pickWarpRows(int ThreadRows, int ThreadCols, int Requested) {
  if (warpTiles(ThreadRows, ThreadCols, Requested))
    return Requested;
  constexpr int Order[] = {4, 8, 2, 16, 1, 32};
  for (int R : Order)
    if (warpTiles(ThreadRows, ThreadCols, R))
      return R;
  return 0;
}

constexpr int chunkWidth(int T) { return T < 4 ? T : 4; }

template <int BM, int BN, int BK, int TM, int TN, int PAD, int VEC, int STAGES,
          int WTRRequested, int SPLITK = 1, int STREAMK = 0, int FRAGS = 1>
struct Config {
  // Positive sizes first: everything below divides by them.
  static_assert(BM > 0 && BN > 0 && BK > 0 && TM > 0 && TN > 0,
                "sgemm:nonpositive: tile sizes must be positive");
  static_assert(PAD >= 0, "sgemm:pad_negative: SGEMM_PAD must be >= 0");
  static_assert(VEC == 0 || VEC == 1, "sgemm:vec_value: SGEMM_VEC is 0 or 1");
  static_assert(STAGES >= 1 && STAGES <= MaxStages,
                "sgemm:stages_value: SGEMM_STAGES is 1..8");
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 800
  static_assert(STAGES <= 2, "sgemm:stages_value: SGEMM_STAGES >= 3 uses "
                             "cp.async, which needs sm_80 or newer");
#endif
  static_assert(SPLITK >= 1, "sgemm:splitk_value: SGEMM_SPLITK must be >= 1");
  static constexpr int SplitK = SPLITK;
  static_assert(STREAMK >= 0 && STREAMK <= MaxStreamKWorkers,
                "sgemm:streamk_value: SGEMM_STREAMK is 0 (off) or 1..4096 "
                "worker blocks");
  static_assert(STREAMK == 0 || SPLITK == 1,
                "sgemm:streamk_splitk: stream-K and split-K do not combine");
  static constexpr bool StreamK = STREAMK > 0;
  static constexpr int Workers = STREAMK;
  static_assert(FRAGS == 1 || FRAGS == 2,
                "sgemm:frags_value: SGEMM_FRAGS is 1 or 2");
  // Double-buffered fragments need a second buffer to load ahead from: with
  // STAGES=1, FRAGS=2 compiles as 1.
  static constexpr bool PipedFrags = FRAGS == 2 && STAGES >= 2;
  static constexpr bool Async = STAGES >= 3;
  static_assert(TM <= BM && TN <= BN,
                "sgemm:operator_too_large: thread tile larger than block tile");
  static_assert(BM % TM == 0 && BN % TN == 0,
                "sgemm:tile_divisibility: thread tile must divide block tile");
  // A thread's rows come in chunks of min(T,4) consecutive floats.
  static_assert(TM % chunkWidth(TM) == 0 && TN % chunkWidth(TN) == 0,
                "sgemm:operator_shape: TM and TN must be < 4 or multiples of 4");

  static constexpr int ThreadRows = BM / TM;
  static constexpr int ThreadCols = BN / TN;
  static constexpr int Threads = ThreadRows * ThreadCols;
  static_assert(Threads <= MaxThreads,
                "sgemm:threads_too_many: (BM/TM)*(BN/TN) must be <= 1024");
  static_assert(WTRRequested >= 0, "sgemm:wtr_value: SGEMM_WTR must be >= 0");

  // Thread groups: a warp shape if one tiles the thread grid, else one group
  // of the whole block (GroupRows x GroupCols = ThreadRows x ThreadCols).
  static constexpr int PickedWTR =
      pickWarpRows(ThreadRows, ThreadCols, WTRRequested);
  static constexpr bool WarpTiled = PickedWTR > 0;
  static constexpr int WTR = WarpTiled ? PickedWTR : ThreadRows;
  static constexpr int WTC = WarpTiled ? WarpSize / PickedWTR : ThreadCols;
  static constexpr int GroupSize = WTR * WTC; // 32, or Threads
  static_assert(ThreadRows % WTR == 0 && ThreadCols % WTC == 0 &&
                    Threads % GroupSize == 0,
                "sgemm:internal: thread groups do not tile the thread grid");
  static constexpr int WarpRows = ThreadRows / WTR; // groups along M
  static constexpr int WarpCols = ThreadCols / WTC; // groups along N
  static constexpr int WM = WTR * TM;               // group tile rows
  static constexpr int WN = WTC * TN;               // group tile columns
  static constexpr int VM = chunkWidth(TM);
  static constexpr int VN = chunkWidth(TN);

  // Global loads: VEC moves 4 consecutive floats along K (A) and N (B).
  static constexpr int LoadWidth = VEC ? 4 : 1;
  static_assert(!VEC || (BK % 4 == 0 && BN % 4 == 0),
                "sgemm:vector_alignment: SGEMM_VEC=1 needs BK and BN to be "
                "multiples of 4");
  static constexpr int ALoads = BM * BK / LoadWidth; // vectors per A tile
  static constexpr int BLoads = BK * BN / LoadWidth; // vectors per B tile
  static constexpr int ALoadsPerThread = (ALoads + Threads - 1) / Threads;
  static constexpr int BLoadsPerThread = (BLoads + Threads - 1) / Threads;

  static constexpr int AsStride = BM + PAD;
  static constexpr int BsStride = BN + PAD;
  static constexpr int SharedFloats = STAGES * BK * (AsStride + BsStride);
  static constexpr int SharedBytes = SharedFloats * (int)sizeof(float);
  static_assert(SharedBytes + (StreamK ? StreamKStateBytes : 0) <=
                    MaxDynamicSharedBytes,
                "sgemm:smem_limit: shared memory above 227 KiB");
  // Above 48 KiB the tiles live in dynamic shared memory (the launch passes
  // SharedBytes); at or below, in static shared memory (the launch passes 0).
  static constexpr bool DynamicShared = SharedBytes > MaxStaticSharedBytes;
  // 16-byte cp.async of B rows: float4 loads asked for and rows 16-byte
  // aligned (Bs sits first in the shared block, which is 16-byte aligned).
  static constexpr bool BCopy16 = VEC && BsStride % 4 == 0;
};

/// Global -> registers -> shared staging of one BM x BK tile of A and one
/// BK x BN tile of B. Indices are plain functions of the thread id, so after
/// inlining everything stays in registers.
template <class Cfg, int BM, int BN, int BK, int VEC> struct Stager {
  static constexpr int LW = Cfg::LoadWidth;
  float ARegs[Cfg::ALoadsPerThread][LW];
  float BRegs[Cfg::BLoadsPerThread][LW];

  static __device__ __forceinline__ bool active(int Idx, int Count) {
    return Count % Cfg::Threads == 0 || Idx < Count;
  }

  /// Loads the tiles starting at column K0 of A and row K0 of B.
  __device__ __forceinline__ void load(const float *__restrict__ A,
                                       const float *__restrict__ B, int N,
                                       int K, int K0, int Tid) {
#pragma unroll
    for (int I = 0; I < Cfg::ALoadsPerThread; ++I) {
      const int Idx = Tid + I * Cfg::Threads;
      if (active(Idx, Cfg::ALoads)) {
        const int R = Idx / (BK / LW), Kq = Idx % (BK / LW) * LW;
        const float *P = A + (size_t)R * K + K0 + Kq;
        if constexpr (VEC) {
          const float4 V = *reinterpret_cast<const float4 *>(P);
          ARegs[I][0] = V.x;
          ARegs[I][1] = V.y;
          ARegs[I][2] = V.z;
          ARegs[I][LW - 1] = V.w;
        } else {
          ARegs[I][0] = *P;
        }
      }
    }
#pragma unroll
    for (int I = 0; I < Cfg::BLoadsPerThread; ++I) {
      const int Idx = Tid + I * Cfg::Threads;
      if (active(Idx, Cfg::BLoads)) {
        const int R = Idx / (BN / LW), Nq = Idx % (BN / LW) * LW;
        const float *P = B + (size_t)(K0 + R) * N + Nq;
        if constexpr (VEC) {
          const float4 V = *reinterpret_cast<const float4 *>(P);
          BRegs[I][0] = V.x;
          BRegs[I][1] = V.y;
          BRegs[I][2] = V.z;
          BRegs[I][LW - 1] = V.w;
        } else {
          BRegs[I][0] = *P;
        }
      }
    }
  }

  /// cp.async of the tiles starting at column K0 of A and row K0 of B
  /// straight into one shared buffer, A transposed (4-byte copies).
  __device__ __forceinline__ void issue(const float *__restrict__ A,
                                        const float *__restrict__ B, int N,
                                        int K, int K0, int Tid,
                                        float (*As)[Cfg::AsStride],
                                        float (*Bs)[Cfg::BsStride]) {
    // One float per copy, consecutive threads along k first: a warp's copy
    // reads 32/BK rows of A (not 32/(BK/4) as float4 chunks would) and,
    // with AsStride % 32 == 4, writes distinct banks when BK <= 8. Measured
    // on the H200 (ncu, 256x128x8, 3 stages): float4-sized chunks per thread
    // made 3x the bank conflicts of this order (4.4x cuBLAS's).
    constexpr int AElems = BM * BK;
#pragma unroll
    for (int I = 0; I < (AElems + Cfg::Threads - 1) / Cfg::Threads; ++I) {
      const int E = Tid + I * Cfg::Threads;
      if (active(E, AElems)) {
        const int R = E / BK, Kk = E % BK;
        cpAsync4(&As[Kk][R], A + (size_t)R * K + K0 + Kk);
      }
    }
#pragma unroll
    for (int I = 0; I < Cfg::BLoadsPerThread; ++I) {
      const int Idx = Tid + I * Cfg::Threads;
      if (active(Idx, Cfg::BLoads)) {
        const int R = Idx / (BN / LW), Nq = Idx % (BN / LW) * LW;
        const float *P = B + (size_t)(K0 + R) * N + Nq;
        if constexpr (Cfg::BCopy16 && LW == 4) {
          cpAsync16(&Bs[R][Nq], P);
        } else {
#pragma unroll
          for (int J = 0; J < LW; ++J)
            cpAsync4(&Bs[R][Nq + J], P + J);
        }
      }
    }
  }

  /// Stores the registers into one shared buffer, A transposed.
  __device__ __forceinline__ void store(float (*As)[Cfg::AsStride],
                                        float (*Bs)[Cfg::BsStride], int Tid) {
#pragma unroll
    for (int I = 0; I < Cfg::ALoadsPerThread; ++I) {
      const int Idx = Tid + I * Cfg::Threads;
      if (active(Idx, Cfg::ALoads)) {
        const int R = Idx / (BK / LW), Kq = Idx % (BK / LW) * LW;
#pragma unroll
        for (int J = 0; J < LW; ++J)
          As[Kq + J][R] = ARegs[I][J];
      }
    }
#pragma unroll
    for (int I = 0; I < Cfg::BLoadsPerThread; ++I) {
      const int Idx = Tid + I * Cfg::Threads;
      if (active(Idx, Cfg::BLoads)) {
        const int R = Idx / (BN / LW), Nq = Idx % (BN / LW) * LW;
#pragma unroll
        for (int J = 0; J < LW; ++J)
          Bs[R][Nq + J] = BRegs[I][J];
      }
    }
  }
};

/// One column of a thread's A rows and B columns.
template <int TM, int TN> struct Fragments {
  float A[TM], B[TN];
};

/// Loads column Kk of the thread's fragments. AThread/BThread point at the
/// thread's first chunk in row 0 of a buffer; every read is that base plus a
/// constant, which keeps neighbouring reads recognisably adjacent for the
/// vectorizers.
template <class Cfg, int TM, int TN>
__device__ __forceinline__ void loadFragments(const float *AThread,
                                              const float *BThread, int Kk,
                                              Fragments<TM, TN> &F) {
  constexpr int VM = Cfg::VM, VN = Cfg::VN;
#pragma unroll
  for (int I = 0; I < TM / VM; ++I)
#pragma unroll
    for (int V = 0; V < VM; ++V)
      F.A[I * VM + V] = AThread[Kk * Cfg::AsStride + I * Cfg::WTR * VM + V];
#pragma unroll
  for (int J = 0; J < TN / VN; ++J)
#pragma unroll
    for (int V = 0; V < VN; ++V)
      F.B[J * VN + V] = BThread[Kk * Cfg::BsStride + J * Cfg::WTC * VN + V];
}

/// Pins F's loads where they are: an empty asm that "changes" every value,
/// so the compiler cannot sink the loads past a branch to their first use
/// (which would put them back behind the products they should overlap).
template <int TM, int TN>
__device__ __forceinline__ void loadHere(Fragments<TM, TN> &F) {
#if defined(__CUDA_ARCH__) && !defined(SMEMVEC_CUDA_EMU)
#pragma unroll
  for (int I = 0; I < TM; ++I)
    asm volatile("" : "+f"(F.A[I]));
#pragma unroll
  for (int J = 0; J < TN; ++J)
    asm volatile("" : "+f"(F.B[J]));
#else
  (void)F;
#endif
}

template <int TM, int TN>
__device__ __forceinline__ void outerProduct(const Fragments<TM, TN> &F,
                                             float (&Acc)[TM][TN]) {
#pragma unroll
  for (int I = 0; I < TM; ++I)
#pragma unroll
    for (int J = 0; J < TN; ++J)
      Acc[I][J] += F.A[I] * F.B[J]; // contracted to fma.rn.f32
}

/// Acc += the TM x TN outer products over the BK columns of one buffer.
template <class Cfg, int BK, int TM, int TN>
__device__ __forceinline__ void computeTile(const float *AThread,
                                            const float *BThread,
                                            float (&Acc)[TM][TN]) {
#pragma unroll
  for (int Kk = 0; Kk < BK; ++Kk) {
    Fragments<TM, TN> F;
    loadFragments<Cfg>(AThread, BThread, Kk, F);
    outerProduct(F, Acc);
  }
}

/// computeTile with the fragments double buffered in registers (SGEMM_FRAGS
/// = 2): column Kk+1 is loaded before the products of column Kk. F[0] holds
/// column 0 of this buffer on entry and column 0 of the next buffer
/// (ANext/BNext) on return; BeforeLast() runs before that load, so the
/// barrier that publishes the next buffer sits before the last column's
/// products instead of in front of an idle wait for the first load.
template <class Cfg, int BK, int TM, int TN, class Hook>
__device__ __forceinline__ void
computeTilePiped(const float *AThread, const float *BThread,
                 const float *ANext, const float *BNext,
                 Fragments<TM, TN> (&F)[2], float (&Acc)[TM][TN],
                 Hook &&BeforeLast) {
#pragma unroll
  for (int Kk = 0; Kk < BK; ++Kk) {
    if (Kk + 1 < BK) {
      loadFragments<Cfg>(AThread, BThread, Kk + 1, F[(Kk + 1) % 2]);
    } else {
      BeforeLast();
      loadFragments<Cfg>(ANext, BNext, 0, F[(Kk + 1) % 2]);
      loadHere(F[(Kk + 1) % 2]);
    }
    outerProduct(F[Kk % 2], Acc);
  }
  if constexpr (BK % 2 == 1)
    F[0] = F[1]; // register renaming once unrolled
}

/// Acc = the product of a BM x (Steps*BK) strip of A and a (Steps*BK) x BN
/// strip of B through the shared buffers; A and B point at the strips' first
/// elements (row strides K and N). RowBase/ColBase: the thread's first chunk.
template <class Cfg, int BM, int BN, int BK, int TM, int TN, int VEC,
          int STAGES>
__device__ __forceinline__ void
mainLoop(const float *__restrict__ A, const float *__restrict__ B, int N,
         int K, int Steps, int Tid, int RowBase, int ColBase,
         float (*As)[BK][Cfg::AsStride], float (*Bs)[BK][Cfg::BsStride],
         float (&Acc)[TM][TN]) {
#pragma unroll
  for (int I = 0; I < TM; ++I)
#pragma unroll
    for (int J = 0; J < TN; ++J)
      Acc[I][J] = 0.0f;

  Stager<Cfg, BM, BN, BK, VEC> Stage;
  if constexpr (Cfg::Async) {
    // cp.async pipeline: STAGES-1 tiles in flight. Before computing step S,
    // wait for its group (at most STAGES-2 younger ones pending), then one
    // barrier: every thread's copies of tile S have landed, and every thread
    // finished step S-1, whose buffer the copy issued next overwrites.
#pragma unroll
    for (int P = 0; P < STAGES - 1; ++P) {
      if (P < Steps)
        Stage.issue(A, B, N, K, P * BK, Tid, As[P], Bs[P]);
      cpAsyncCommit(); // empty groups keep the count uniform
    }
    // The buffer index is a register (one copy of the compute loop: unrolling
    // STAGES copies overflowed the instruction cache, measured on the H200
    // 2026-11-30: 128x256x16 with 4 stages 3125 us vs 2833 us with 2
    // register-staged ones); offsets stay multiples of 16 bytes when the
    // rows are, which keeps ld.shared.v4.
    int Read = 0, Write = STAGES - 1;
    if constexpr (Cfg::PipedFrags) {
      // With double-buffered fragments (the layout of cuBLAS's SIMT
      // kernels): step S issues tile S+STAGES-1 into the buffer step S-1
      // read, then waits for tile S+1 and passes the barrier before its last
      // column's products, and loads tile S+1's first column behind them.
      // Every read of a buffer comes before the barrier of the step that
      // read it, and the copy into it is issued after that barrier.
      cpAsyncWait<STAGES - 2>();
      __syncthreads();
      Fragments<TM, TN> F[2];
      loadFragments<Cfg>(&As[0][0][RowBase], &Bs[0][0][ColBase], 0, F[0]);
#pragma unroll 1
      for (int Step = 0; Step < Steps; ++Step) {
        const int Next = Read == STAGES - 1 ? 0 : Read + 1;
        computeTilePiped<Cfg, BK, TM, TN>(
            &As[Read][0][RowBase], &Bs[Read][0][ColBase],
            &As[Next][0][RowBase], &Bs[Next][0][ColBase], F, Acc, [&] {
              if (Step + STAGES - 1 < Steps)
                Stage.issue(A, B, N, K, (Step + STAGES - 1) * BK, Tid,
                            As[Write], Bs[Write]);
              cpAsyncCommit();
              cpAsyncWait<STAGES - 2>();
              __syncthreads();
            });
        Read = Next;
        Write = Write == STAGES - 1 ? 0 : Write + 1;
      }
    } else {
#pragma unroll 1
      for (int Step = 0; Step < Steps; ++Step) {
        cpAsyncWait<STAGES - 2>();
        __syncthreads();
        if (Step + STAGES - 1 < Steps)
          Stage.issue(A, B, N, K, (Step + STAGES - 1) * BK, Tid, As[Write],
                      Bs[Write]);
        cpAsyncCommit();
        computeTile<Cfg, BK, TM, TN>(&As[Read][0][RowBase],
                                     &Bs[Read][0][ColBase], Acc);
        Read = Read == STAGES - 1 ? 0 : Read + 1;
        Write = Write == STAGES - 1 ? 0 : Write + 1;
      }
    }
  } else {
    Stage.load(A, B, N, K, 0, Tid);
    if constexpr (Cfg::PipedFrags) {
      // As below, with the fragments double buffered: each step's store into
      // the other buffer and its barrier run before the last column's
      // products (computeTilePiped), and every read of a buffer happens
      // before the barrier that precedes the next store into it.
      Stage.store(As[0], Bs[0], Tid);
      __syncthreads();
      Fragments<TM, TN> F[2];
      loadFragments<Cfg>(&As[0][0][RowBase], &Bs[0][0][ColBase], 0, F[0]);
      for (int Step = 0; Step < Steps; Step += 2) {
        const bool More1 = Step + 1 < Steps;
        if (More1)
          Stage.load(A, B, N, K, (Step + 1) * BK, Tid);
        computeTilePiped<Cfg, BK, TM, TN>(
            &As[0][0][RowBase], &Bs[0][0][ColBase], &As[1][0][RowBase],
            &Bs[1][0][ColBase], F, Acc, [&] {
              if (More1) {
                Stage.store(As[1], Bs[1], Tid);
                __syncthreads();
              }
            });
        if (!More1)
          break;
        const bool More2 = Step + 2 < Steps;
        if (More2)
          Stage.load(A, B, N, K, (Step + 2) * BK, Tid);
        computeTilePiped<Cfg, BK, TM, TN>(
            &As[1][0][RowBase], &Bs[1][0][ColBase], &As[0][0][RowBase],
            &Bs[0][0][ColBase], F, Acc, [&] {
              if (More2) {
                Stage.store(As[0], Bs[0], Tid);
                __syncthreads();
              }
            });
      }
      // The last step's final load read the other buffer, unused; nothing
      // writes it at that point.
    } else if constexpr (STAGES == 2) {
      // Double buffered, one barrier per step: the store into the other
      // buffer cannot race with reads of it, because every thread finished
      // those reads before the previous step's barrier.
      Stage.store(As[0], Bs[0], Tid);
      __syncthreads();
      for (int Step = 0; Step < Steps; Step += 2) {
        // Two steps per iteration keep the buffer index a constant.
        const bool More1 = Step + 1 < Steps;
        if (More1)
          Stage.load(A, B, N, K, (Step + 1) * BK, Tid);
        computeTile<Cfg, BK, TM, TN>(&As[0][0][RowBase], &Bs[0][0][ColBase],
                                     Acc);
        if (!More1)
          break;
        Stage.store(As[1], Bs[1], Tid);
        __syncthreads();
        const bool More2 = Step + 2 < Steps;
        if (More2)
          Stage.load(A, B, N, K, (Step + 2) * BK, Tid);
        computeTile<Cfg, BK, TM, TN>(&As[1][0][RowBase], &Bs[1][0][ColBase],
                                     Acc);
        if (More2)
          Stage.store(As[0], Bs[0], Tid);
        __syncthreads();
      }
    } else {
      for (int Step = 0; Step < Steps; ++Step) {
        Stage.store(As[0], Bs[0], Tid);
        __syncthreads();
        if (Step + 1 < Steps)
          Stage.load(A, B, N, K, (Step + 1) * BK, Tid);
        computeTile<Cfg, BK, TM, TN>(&As[0][0][RowBase], &Bs[0][0][ColBase],
                                     Acc);
        __syncthreads();
      }
    }
  }
}

/// Writes the thread's accumulators into the block's C tile (C points at its
/// first element): plain stores, or with Add atomic additions (split-K
/// slices, stream-K pieces that continue a tile).
template <class Cfg, int TM, int TN, int VEC>
__device__ __forceinline__ void writeTile(float *__restrict__ C, int N,
                                          int RowBase, int ColBase,
                                          const float (&Acc)[TM][TN],
                                          bool Add) {
  constexpr int VM = Cfg::VM, VN = Cfg::VN;
#pragma unroll
  for (int I = 0; I < TM / VM; ++I)
#pragma unroll
    for (int V = 0; V < VM; ++V) {
      const int Row = RowBase + I * Cfg::WTR * VM + V, R = I * VM + V;
#pragma unroll
      for (int J = 0; J < TN / VN; ++J) {
        float *P = C + (size_t)Row * N + ColBase + J * Cfg::WTC * VN;
        if constexpr (VEC && VN == 4) {
          if (Add)
            atomicAdd4(P, Acc[R][J * VN], Acc[R][J * VN + 1],
                       Acc[R][J * VN + 2], Acc[R][J * VN + 3]);
          else
            *reinterpret_cast<float4 *>(P) =
                make_float4(Acc[R][J * VN], Acc[R][J * VN + 1],
                            Acc[R][J * VN + 2], Acc[R][J * VN + 3]);
        } else {
#pragma unroll
          for (int X = 0; X < VN; ++X) {
            if (Add)
              atomicAdd(P + X, Acc[R][J * VN + X]);
            else
              P[X] = Acc[R][J * VN + X];
          }
        }
      }
    }
}

/// Stream-K hand-off flags, one per worker block: 0; 1 once the worker's
/// head piece (below) is stored; +1 per piece added after it. The last of
/// those sets it back to 0, so every launch finds all flags 0.
__device__ unsigned StreamKFlags[MaxStreamKWorkers];

/// One piece of a worker's work: k-steps [KBegin, KBegin+KSteps) of a tile.
/// Whole: all of the tile's steps, stored. Head: the first steps of a tile
/// that later workers finish, stored, then flagged. Tail: later steps, added
/// into C once the head's worker has flagged.
struct Piece {
  enum Kind { Whole, Head, Tail };
  int Tile, KBegin, KSteps;
  Kind What;
};

/// Stream-K (SGEMM_STREAMK = Workers persistent blocks, grid (Workers, 1, 1);
/// Osama et al., "Stream-K", PPoPP 2023), which removes the idle SMs of a
/// last, partial wave of tiles. The whole waves of the Tiles output tiles go
/// round-robin (worker w: tiles w, w + Workers, ...); the k-steps of the
/// tiles left over (fewer than Workers) are split evenly: worker w gets
/// units [w*Units/Workers, (w+1)*Units/Workers) of the Units = left-over
/// tiles x Steps, so a tile may be shared by consecutive workers. With
/// fewer units than workers, only the first Units workers get one each.
struct StreamKSchedule {
  int Steps, Workers, WholeTiles;
  long long Units, Splitters; // Splitters: workers with a share of the units

  StreamKSchedule() = default;
  __device__ StreamKSchedule(int Tiles, int Steps, int Workers)
      : Steps(Steps), Workers(Workers),
        WholeTiles(Tiles / Workers * Workers),
        Units((long long)(Tiles - WholeTiles) * Steps),
        Splitters(Units < Workers ? Units : Workers) {}
  __device__ long long unitBegin(int W) const {
    return W < Splitters ? Units * W / Splitters : Units;
  }
  /// The worker whose units include U (0 <= U < Units).
  __device__ int owner(long long U) const {
    return (int)(((U + 1) * Splitters - 1) / Units);
  }
};

/// A worker's pieces in the order it does them: its head piece first (it
/// never waits, and the workers that finish its tile wait for it), then its
/// whole tiles, then the rest of its share of the left-over units. A tail
/// waits only for a head, which its worker did first, so nothing deadlocks
/// while every worker block is resident at once (validator rule
/// streamk_residency), nor if the hardware starts blocks in index order
/// (it does in practice; CUDA does not promise it).
/// Piece Item of worker W is computed from (W, Item) alone, so a block can
/// keep this in shared memory and only Item in a register.
class StreamKWork {
public:
  StreamKWork() = default;
  __device__ StreamKWork(const StreamKSchedule &S, int W) : S(S), W(W) {
    Begin = S.unitBegin(W);
    End = S.unitBegin(W + 1);
    HeadBegin = End; // none
    if (End > Begin && End % S.Steps != 0 &&
        (End - 1) / S.Steps * S.Steps >= Begin)
      HeadBegin = (End - 1) / S.Steps * S.Steps;
  }

  /// Piece Item (0, 1, ...) of this worker; false past the last one.
  __device__ bool piece(int Item, Piece &P) const {
    const bool HasHead = HeadBegin < End;
    if (HasHead && Item == 0) {
      P = {S.WholeTiles + (int)(HeadBegin / S.Steps), 0,
           (int)(End - HeadBegin), Piece::Head};
      return true;
    }
    Item -= HasHead;
    const int Whole =
        W < S.WholeTiles ? (S.WholeTiles - W + S.Workers - 1) / S.Workers : 0;
    if (Item < Whole) {
      P = {W + Item * S.Workers, 0, S.Steps, Piece::Whole};
      return true;
    }
    Item -= Whole;
    // The split range before the head, cut at tile boundaries.
    const long long First = Begin / S.Steps;
    const long long From = Item == 0 ? Begin : (First + Item) * S.Steps;
    if (From >= HeadBegin)
      return false;
    const long long To = (From / S.Steps + 1) * S.Steps < HeadBegin
                             ? (From / S.Steps + 1) * S.Steps
                             : HeadBegin;
    const int KBegin = (int)(From % S.Steps);
    P = {S.WholeTiles + (int)(From / S.Steps), KBegin, (int)(To - From),
         KBegin == 0 ? Piece::Whole : Piece::Tail};
    return true;
  }

  /// A tail of left-over tile T: the worker of T's head, and how many tails
  /// T has.
  __device__ int headWorker(int T) const {
    return S.owner((long long)(T - S.WholeTiles) * S.Steps);
  }
  __device__ unsigned tails(int T) const {
    const long long First = (long long)(T - S.WholeTiles) * S.Steps;
    return (unsigned)(S.owner(First + S.Steps - 1) - S.owner(First));
  }

private:
  StreamKSchedule S;
  int W;
  long long Begin, End, HeadBegin;
};

/// What a stream-K block keeps in shared memory rather than in registers,
/// which the accumulators need: its work and the piece at hand. Thread 0
/// writes it, a barrier publishes it.
struct StreamKState {
  StreamKWork Work;
  Piece Current;
  bool Valid;
};

template <class Cfg, int BM, int BN, int BK, int TM, int TN, int PAD, int VEC,
          int STAGES>
__device__ __forceinline__ void
gemmTiles(int M, int N, int K, const float *__restrict__ A,
          const float *__restrict__ B, float *__restrict__ C,
          float (*As)[BK][Cfg::AsStride], float (*Bs)[BK][Cfg::BsStride]) {
  const int Tid = threadIdx.x;
  const int Warp = Tid / Cfg::GroupSize, Lane = Tid % Cfg::GroupSize;
  const int WarpRow = Warp / Cfg::WarpCols, WarpCol = Warp % Cfg::WarpCols;
  const int LaneRow = Lane / Cfg::WTC, LaneCol = Lane % Cfg::WTC;
  // First row/column of this thread's first chunk, inside the block tile.
  const int RowBase = WarpRow * Cfg::WM + LaneRow * Cfg::VM;
  const int ColBase = WarpCol * Cfg::WN + LaneCol * Cfg::VN;
  float Acc[TM][TN];

  if constexpr (Cfg::StreamK) {
    static_assert(sizeof(StreamKState) <= StreamKStateBytes,
                  "sgemm:internal: StreamKStateBytes too small");
    __shared__ StreamKState State;
    const int TilesN = N / BN;
    if (Tid == 0)
      State.Work = StreamKWork(
          StreamKSchedule((M / BM) * TilesN, K / BK, Cfg::Workers),
          blockIdx.x);
    for (int Item = 0;; ++Item) {
      if (Tid == 0)
        State.Valid = State.Work.piece(Item, State.Current);
      __syncthreads();
      if (!State.Valid)
        break;
      {
        const Piece P = State.Current;
        const int Row = P.Tile / TilesN * BM, Col = P.Tile % TilesN * BN;
        const int K0 = P.KBegin * BK;
        mainLoop<Cfg, BM, BN, BK, TM, TN, VEC, STAGES>(
            A + (size_t)Row * K + K0, B + (size_t)K0 * N + Col, N, K,
            P.KSteps, Tid, RowBase, ColBase, As, Bs, Acc);
      }
      // Read again after the main loop, not kept in registers through it.
      const Piece P = State.Current;
      float *CTile = C + (size_t)(P.Tile / TilesN * BM) * N +
                     P.Tile % TilesN * BN;
      // A tail adds after the head's stores: thread 0 waits for the head's
      // flag, the barrier releases the others. Wholes and heads store.
      const bool Tail = P.What == Piece::Tail;
      if (Tail) {
        if (Tid == 0) {
          const unsigned *Flag = &StreamKFlags[State.Work.headWorker(P.Tile)];
          while (flagLoad(Flag) == 0) {
          }
        }
        __threadfence();
        __syncthreads();
      }
      writeTile<Cfg, TM, TN, VEC>(CTile, N, RowBase, ColBase, Acc, Tail);
      if (P.What != Piece::Whole) {
        // A head's stores, visible to its tails before its flag is set; a
        // tail counts itself in, and the last one resets the flag for the
        // next launch.
        __threadfence();
        __syncthreads();
        if (Tid == 0) {
          unsigned *Flag =
              &StreamKFlags[Tail ? State.Work.headWorker(P.Tile) : blockIdx.x];
          const unsigned Before = atomicAdd(Flag, 1u);
          if (Tail && Before == State.Work.tails(P.Tile))
            atomicExch(Flag, 0u);
        }
      }
      // The next piece's first store into the shared buffers (and thread
      // 0's into State) must not race with this one's last reads.
      __syncthreads();
    }
  } else {
    // One tile per block; split-K: slice blockIdx.z sums columns
    // [z*K/SPLITK, (z+1)*K/SPLITK) of A and adds its tile into C.
    const int Row = blockIdx.y * BM, Col = blockIdx.x * BN;
    const int KSlice = K / Cfg::SplitK;
    const int K0 = Cfg::SplitK > 1 ? (int)blockIdx.z * KSlice : 0;
    mainLoop<Cfg, BM, BN, BK, TM, TN, VEC, STAGES>(
        A + (size_t)Row * K + K0, B + (size_t)K0 * N + Col, N, K, KSlice / BK,
        Tid, RowBase, ColBase, As, Bs, Acc);
    writeTile<Cfg, TM, TN, VEC>(C + (size_t)Row * N + Col, N, RowBase, ColBase,
                                Acc, Cfg::SplitK > 1);
  }
}

/// The shared tiles: two static arrays (up to 2 register-staged buffers,
/// <= 48 KiB), one static block (cp.async, <= 48 KiB) or the dynamic block;
/// in a block, B's buffers come first (16-byte aligned for cp.async).
template <class Cfg, int BM, int BN, int BK, int TM, int TN, int PAD, int VEC,
          int STAGES>
__device__ __forceinline__ void
gemm(int M, int N, int K, const float *__restrict__ A,
     const float *__restrict__ B, float *__restrict__ C) {
  using ATile = float[BK][Cfg::AsStride];
  using BTile = float[BK][Cfg::BsStride];
  if constexpr (Cfg::DynamicShared) {
    SGEMM_EXTERN_SHARED(Smem);
    gemmTiles<Cfg, BM, BN, BK, TM, TN, PAD, VEC, STAGES>(
        M, N, K, A, B, C,
        reinterpret_cast<ATile *>(Smem + STAGES * BK * Cfg::BsStride),
        reinterpret_cast<BTile *>(Smem));
  } else if constexpr (Cfg::Async) {
    __align__(16) __shared__ float Smem[Cfg::SharedFloats];
    gemmTiles<Cfg, BM, BN, BK, TM, TN, PAD, VEC, STAGES>(
        M, N, K, A, B, C,
        reinterpret_cast<ATile *>(Smem + STAGES * BK * Cfg::BsStride),
        reinterpret_cast<BTile *>(Smem));
  } else {
    __shared__ float As[STAGES][BK][Cfg::AsStride];
    __shared__ float Bs[STAGES][BK][Cfg::BsStride];
    gemmTiles<Cfg, BM, BN, BK, TM, TN, PAD, VEC, STAGES>(M, N, K, A, B, C, As,
                                                         Bs);
  }
}

} // namespace smemvec_sgemm

using SgemmConfig =
    smemvec_sgemm::Config<SGEMM_BM, SGEMM_BN, SGEMM_BK, SGEMM_TM, SGEMM_TN,
                          SGEMM_PAD, SGEMM_VEC, SGEMM_STAGES, SGEMM_WTR,
                          SGEMM_SPLITK, SGEMM_STREAMK, SGEMM_FRAGS>;

static_assert(SGEMM_MINB >= 1, "sgemm:minb_value: SGEMM_MINB must be >= 1");

extern "C" __global__ void __launch_bounds__(SgemmConfig::Threads, SGEMM_MINB)
    sgemm(int M, int N, int K, const float *A, const float *B, float *C) {
  smemvec_sgemm::gemm<SgemmConfig, SGEMM_BM, SGEMM_BN, SGEMM_BK, SGEMM_TM,
                      SGEMM_TN, SGEMM_PAD, SGEMM_VEC, SGEMM_STAGES>(M, N, K, A,
                                                                    B, C);
}
