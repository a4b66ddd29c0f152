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

#include "Analysis/GPULimits.h"

namespace smemvec {
/// -smemvec-max-registers (0: none), read by smemvec-unroll's budgets.
unsigned maxFunctionRegisters();
} // namespace smemvec

namespace smemvec::launch {

// The hardware limits and their allocation rules are the GPU model's
// (Analysis/GPULimits.h), named here as the launch check uses them.
using gpu::largestBlock;
using gpu::MaxRegistersPerThread;
using gpu::MaxThreadsPerBlock;
using gpu::registerCap;
using gpu::RegistersPerBlock;
using gpu::ThreadAllocationUnit;
using gpu::WarpAllocationUnit;
using gpu::WarpSize;

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
