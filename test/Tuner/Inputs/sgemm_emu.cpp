// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Runs bench/kernels/sgemm.cu on the CPU (test/Inputs/cuda_emu.h) for many
// tile configurations and compares with a double-precision reference. Prints
// one line per configuration and "sgemm-emu: N ok, F failed".
#include "cuda_emu.h"

#include "sgemm.cu" // -I bench/kernels

#include <cstdio>
#include <random>
#include <string>

static int Failures = 0, Passes = 0;

/// Stream-K: the pieces each kind a launch of Workers workers does (the
/// kernel's own schedule, run on the host).
static std::string streamKPieces(int Tiles, int Steps, int Workers) {
  using namespace smemvec_sgemm;
  const StreamKSchedule S(Tiles, Steps, Workers);
  int Count[3] = {0, 0, 0};
  for (int W = 0; W < Workers; ++W) {
    const StreamKWork Work(S, W);
    Piece P;
    for (int Item = 0; Work.piece(Item, P); ++Item)
      ++Count[P.What];
  }
  return " pieces whole=" + std::to_string(Count[Piece::Whole]) +
         " head=" + std::to_string(Count[Piece::Head]) +
         " tail=" + std::to_string(Count[Piece::Tail]);
}

template <int BM, int BN, int BK, int TM, int TN, int PAD, int VEC, int STAGES,
          int WTR, int SPLITK = 1, int STREAMK = 0, int FRAGS = 1>
static void check(int MB, int NB, int KB) {
  using Cfg = smemvec_sgemm::Config<BM, BN, BK, TM, TN, PAD, VEC, STAGES, WTR,
                                    SPLITK, STREAMK, FRAGS>;
  // KB K-steps per slice.
  const int M = MB * BM, N = NB * BN, K = KB * BK * SPLITK;
  std::mt19937 Rng(BM * 131 + BN * 7 + K);
  std::uniform_real_distribution<float> Dist(-1.0f, 1.0f);
  // Split-K adds into C, which the launch protocol zeroes first; otherwise
  // NaN, so an unwritten element fails.
  std::vector<float> A(M * K), B(K * N), C(M * N, SPLITK > 1 ? 0.0f : NAN);
  for (float &X : A)
    X = Dist(Rng);
  for (float &X : B)
    X = Dist(Rng);
  // Stream-K: Workers blocks in a row (grid (STREAMK, 1, 1)).
  emuLaunch(
      STREAMK ? STREAMK : N / BN, STREAMK ? 1 : M / BM, Cfg::Threads,
      [&] {
        smemvec_sgemm::gemm<Cfg, BM, BN, BK, TM, TN, PAD, VEC, STAGES>(
            M, N, K, A.data(), B.data(), C.data());
      },
      SPLITK);
  double Err = 0, Norm = 0;
  for (int I = 0; I < M; ++I)
    for (int J = 0; J < N; ++J) {
      double Ref = 0;
      for (int Kk = 0; Kk < K; ++Kk)
        Ref += (double)A[I * K + Kk] * B[Kk * N + J];
      double D = C[I * N + J] - Ref; // NaN (unwritten) poisons Err
      Err += D * D;
      Norm += Ref * Ref;
    }
  double Rel = std::sqrt(Err / Norm);
  // Every hand-off flag back at 0, or the next launch would not wait.
  bool FlagsClear = true;
  for (unsigned &F : smemvec_sgemm::StreamKFlags) {
    FlagsClear &= F == 0;
    F = 0; // one failure, not a cascade
  }
  bool Ok = Rel < 1e-5 && FlagsClear;
  (Ok ? Passes : Failures)++;
  std::printf("%s BM=%d BN=%d BK=%d TM=%d TN=%d PAD=%d VEC=%d STAGES=%d "
              "WTR=%d (warp rows %d) SPLITK=%d%s%s%s M=%d N=%d K=%d "
              "rel=%.2e%s%s%s\n",
              Ok ? "ok  " : "FAIL", BM, BN, BK, TM, TN, PAD, VEC, STAGES, WTR,
              Cfg::WTR, SPLITK, FRAGS == 2 ? " FRAGS=2" : "",
              Cfg::DynamicShared ? " dynamic-smem" : "",
              Cfg::Async ? (EmuCpAsyncEager ? " cp.async-eager"
                                            : " cp.async-deferred")
                         : "",
              M, N, K, Rel, STREAMK ? " STREAMK=" : "",
              STREAMK ? (std::to_string(STREAMK) +
                         streamKPieces(MB * NB, KB, STREAMK))
                            .c_str()
                        : "",
              FlagsClear ? "" : " flags-left-set");
}

template <int BM, int BN, int BK, int TM, int TN, int PAD, int VEC, int STAGES,
          int WTR, int SPLITK = 1>
static void checkSteps() {
  // 1, 2 and 3 K-steps cover both exits of the double-buffered loop.
  check<BM, BN, BK, TM, TN, PAD, VEC, STAGES, WTR, SPLITK>(2, 1, 1);
  check<BM, BN, BK, TM, TN, PAD, VEC, STAGES, WTR, SPLITK>(1, 2, 2);
  check<BM, BN, BK, TM, TN, PAD, VEC, STAGES, WTR, SPLITK>(1, 1, 3);
}

/// cp.async configurations: 1..2*STAGES+1 K-steps (the prologue longer and
/// shorter than the loop, every exit of the unrolled loop), copies landing
/// as late (deferred) and as early (eager) as the hardware may land them.
template <int BM, int BN, int BK, int TM, int TN, int PAD, int VEC, int STAGES,
          int WTR, int SPLITK = 1>
static void checkAsync() {
  for (bool Eager : {false, true}) {
    EmuCpAsyncEager = Eager;
    for (int Steps : {1, STAGES - 1, STAGES, STAGES + 1, 2 * STAGES + 1})
      check<BM, BN, BK, TM, TN, PAD, VEC, STAGES, WTR, SPLITK>(1, 1, Steps);
  }
  EmuCpAsyncEager = false;
}

int main() {
  checkSteps<128, 128, 16, 8, 8, 4, 1, 2, 0>(); // the default
  checkSteps<128, 128, 8, 8, 8, 0, 1, 1, 0>();
  checkSteps<64, 64, 16, 4, 4, 4, 1, 2, 8>();
  checkSteps<64, 128, 8, 8, 4, 1, 0, 2, 2>();  // odd padding, scalar loads
  checkSteps<32, 32, 32, 2, 2, 0, 1, 2, 0>();  // chunks narrower than 4
  checkSteps<32, 64, 8, 1, 8, 2, 0, 1, 32>();  // TM=1, one warp column
  checkSteps<64, 32, 4, 8, 1, 0, 1, 2, 1>();   // TN=1, uneven load split
  checkSteps<16, 128, 16, 2, 16, 8, 1, 2, 0>(); // wide thread tile
  checkSteps<256, 64, 8, 16, 4, 4, 1, 1, 16>();
  check<64, 64, 32, 4, 4, 0, 1, 1, 0>(1, 1, 2); // A tile loads > threads
  // Formerly skipped (threads_not_warp_multiple / warp_layout), round 2:
  checkSteps<16, 16, 16, 4, 4, 4, 1, 2, 0>();   // 16 threads, one group
  checkSteps<48, 64, 8, 4, 16, 4, 1, 2, 0>();   // 3x16 grid: 48 threads
  checkSteps<32, 128, 16, 8, 4, 4, 1, 2, 8>();  // WTR=8 does not tile: auto
  checkSteps<24, 40, 8, 8, 8, 1, 0, 1, 0>();    // 3x5 grid, 15 threads
  checkSteps<96, 32, 16, 4, 2, 0, 1, 2, 0>();   // 24x16 grid, 384 threads
  checkSteps<48, 48, 8, 16, 1, 4, 1, 1, 0>();   // 3x48 grid, 144 threads, loads uneven
  // Round 3 (issue 14 item 3): split-K, cp.async stages, > 48 KiB shared.
  checkSteps<32, 32, 32, 2, 4, 4, 1, 2, 0, 8>();  // split-K 8, register staged
  checkSteps<64, 64, 8, 4, 4, 0, 0, 1, 0, 3>();   // split-K 3, scalar, 1 stage
  checkAsync<128, 128, 16, 8, 8, 4, 1, 3, 0>();   // cp.async, 16-byte B copies
  checkAsync<64, 64, 16, 4, 4, 1, 1, 4, 0>();     // odd pad: 4-byte B copies
  checkAsync<32, 64, 8, 4, 4, 0, 0, 5, 0, 2>();   // scalar, 5 stages, split-K 2
  checkAsync<48, 48, 8, 16, 1, 4, 1, 3, 0>();     // 144 threads, uneven loads
  checkSteps<256, 128, 16, 16, 8, 4, 1, 2, 0>();  // 50176 bytes: dynamic
  checkAsync<128, 256, 16, 8, 16, 4, 1, 4, 0>();  // 99 KiB dynamic, cp.async
  // Stream-K: workers share tiles (head + tails), whole waves plus a split
  // rest, no rest at all, more workers than k-steps (empty workers), one
  // tile split five ways, with every pipeline.
  check<32, 32, 16, 4, 4, 4, 1, 2, 0, 1, 3>(2, 2, 5);  // 4 tiles, 3 workers
  check<32, 32, 16, 4, 4, 4, 1, 2, 0, 1, 2>(1, 5, 3);  // 4 whole + 1 split
  check<32, 32, 16, 4, 4, 4, 1, 2, 0, 1, 2>(2, 2, 3);  // 4 whole, no rest
  check<32, 32, 16, 4, 4, 4, 1, 2, 0, 1, 7>(1, 1, 3);  // 4 workers idle
  check<32, 32, 16, 4, 4, 4, 1, 2, 0, 1, 5>(1, 1, 8);  // 1 head, 4 tails
  check<64, 64, 8, 4, 4, 0, 0, 1, 0, 1, 4>(2, 3, 7);   // scalar, 1 stage
  for (bool Eager : {false, true}) {
    EmuCpAsyncEager = Eager;
    check<64, 32, 16, 4, 4, 4, 1, 3, 0, 1, 4>(3, 2, 6); // cp.async
  }
  EmuCpAsyncEager = false;
  check<128, 256, 16, 8, 16, 4, 1, 2, 0, 1, 3>(2, 2, 9); // dynamic smem
  // Double-buffered fragments (FRAGS=2): register staging and cp.async,
  // 1.. steps (every exit of the two-step loop, prologue longer and shorter
  // than the loop), odd BK (the fragment sets swap), copies landing late
  // and early, with stream-K and split-K.
  for (int Steps : {1, 2, 3}) {
    check<64, 64, 16, 4, 4, 4, 1, 2, 0, 1, 0, 2>(1, 1, Steps);
    check<32, 64, 5, 4, 4, 1, 0, 2, 0, 1, 0, 2>(1, 1, Steps);
    check<64, 128, 8, 8, 16, 4, 1, 2, 0, 1, 0, 2>(1, 1, Steps);
  }
  for (bool Eager : {false, true}) {
    EmuCpAsyncEager = Eager;
    for (int Steps : {1, 2, 3, 4, 5, 9}) {
      check<64, 64, 16, 4, 4, 4, 1, 3, 0, 1, 0, 2>(1, 1, Steps);
      check<64, 32, 8, 4, 4, 1, 1, 4, 0, 1, 0, 2>(1, 1, Steps);
      check<32, 64, 5, 4, 4, 1, 0, 3, 0, 1, 0, 2>(1, 1, Steps);
    }
    check<64, 64, 16, 4, 4, 4, 1, 3, 0, 1, 3, 2>(2, 2, 5); // stream-K
  }
  EmuCpAsyncEager = false;
  check<128, 256, 16, 8, 16, 4, 1, 2, 0, 1, 3, 2>(2, 2, 9); // stream-K
  check<64, 64, 16, 4, 4, 4, 1, 2, 0, 2, 0, 2>(1, 1, 3);    // split-K
  std::printf("sgemm-emu: %d ok, %d failed\n", Passes, Failures);
  return Failures ? 1 : 0;
}
