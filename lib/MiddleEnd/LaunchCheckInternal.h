//===- LaunchCheckInternal.h - Launch limits of a register count ---------===//
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The pure part of smemvec's launch check (LaunchCheck.cpp), unit-tested in
// unittests/LaunchCheckTest.cpp: which block sizes launch with a given
// register count, what register count ptxas allows under launch bounds,
// and whether smemvec's change of a kernel's register estimate is worth a
// warning.
//
// The limits are those of every architecture from sm_50 to sm_120 (CUDA
// C++ Programming Guide, "Technical Specifications per Compute Capability"):
// 64K 32-bit registers per block, 255 per thread, 1024 threads per block,
// registers given to a warp in units of 256 (8 per thread).
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_LIB_LAUNCHCHECKINTERNAL_H
#define SMEMVEC_LIB_LAUNCHCHECKINTERNAL_H

#include "llvm/Support/MathExtras.h"

#include <algorithm>

namespace smemvec {
/// -smemvec-max-registers (0: none), read by smemvec-unroll's budgets.
unsigned maxFunctionRegisters();
} // namespace smemvec

namespace smemvec::launch {

/// 32-bit registers one block may use.
constexpr unsigned RegistersPerBlock = 65536;
/// The largest block CUDA launches.
constexpr unsigned MaxThreadsPerBlock = 1024;
/// The most registers ptxas gives a thread (more spills).
constexpr unsigned MaxRegistersPerThread = 255;
constexpr unsigned WarpSize = 32;
/// Registers are allocated to a warp in units of this many.
constexpr unsigned WarpAllocationUnit = 256;
/// The unit of a per-thread register count (WarpAllocationUnit / WarpSize).
constexpr unsigned ThreadAllocationUnit = WarpAllocationUnit / WarpSize;

/// The largest block (a multiple of 32 threads) that launches when each
/// thread has \p Registers registers (0: unknown, any block).
inline unsigned largestBlock(unsigned Registers) {
  if (Registers == 0)
    return MaxThreadsPerBlock;
  Registers = std::min(Registers, MaxRegistersPerThread);
  unsigned PerWarp = llvm::alignTo(Registers * WarpSize, WarpAllocationUnit);
  return std::min(MaxThreadsPerBlock, RegistersPerBlock / PerWarp * WarpSize);
}

/// The registers per thread ptxas allows a kernel whose launch bounds are
/// \p MaxThreads threads per block (0: none) and \p MinBlocks resident
/// blocks per multiprocessor (0: none): `__launch_bounds__(256)` 255,
/// `(256, 2)` 128, `(1024)` 64, `(384)` 168.
inline unsigned registerCap(unsigned MaxThreads, unsigned MinBlocks) {
  if (MaxThreads == 0)
    return MaxRegistersPerThread;
  unsigned Warps = unsigned(llvm::divideCeil(MaxThreads, WarpSize)) *
                   std::max(MinBlocks, 1u);
  if (Warps == 0 || Warps > RegistersPerBlock / WarpAllocationUnit)
    return ThreadAllocationUnit;
  unsigned PerThread = RegistersPerBlock / Warps / WarpSize /
                       ThreadAllocationUnit * ThreadAllocationUnit;
  return std::min(PerThread, MaxRegistersPerThread);
}

/// What the launch check found for one kernel.
enum class Finding {
  None,
  /// No launch bounds: the largest block that launches got smaller.
  SmallerBlock,
  /// Launch bounds (or -smemvec-max-registers): the estimate went past the
  /// registers they allow, so ptxas must spill to fit.
  OverCap,
};

struct Verdict {
  Finding What = Finding::None;
  unsigned BlockBefore = MaxThreadsPerBlock;
  unsigned BlockAfter = MaxThreadsPerBlock;
  /// The registers allowed (OverCap).
  unsigned Cap = MaxRegistersPerThread;
};

/// Judges a kernel whose register estimate went from \p Before to \p After
/// through smemvec's middle-end transforms (either 0: unknown, no finding).
/// \p MaxThreads / \p MinBlocks are its launch bounds (0: none); \p UserCap
/// is -smemvec-max-registers (0: none). A kernel is flagged only when
/// smemvec moved it across a step: the largest launchable block shrank, or
/// the estimate crossed the cap it was within.
inline Verdict judge(unsigned Before, unsigned After, unsigned MaxThreads,
                     unsigned MinBlocks, unsigned UserCap) {
  Verdict V;
  if (Before == 0 || After == 0)
    return V;
  V.BlockBefore = largestBlock(Before);
  V.BlockAfter = largestBlock(After);
  unsigned Cap =
      MaxThreads ? registerCap(MaxThreads, MinBlocks) : MaxRegistersPerThread;
  if (UserCap)
    Cap = std::min(Cap, UserCap);
  if ((MaxThreads || UserCap) && After > Cap && Before <= Cap) {
    V.What = Finding::OverCap;
    V.Cap = Cap;
    return V;
  }
  if (!MaxThreads && V.BlockAfter < V.BlockBefore)
    V.What = Finding::SmallerBlock;
  return V;
}

} // namespace smemvec::launch

#endif // SMEMVEC_LIB_LAUNCHCHECKINTERNAL_H
