//===- GPULimits.h - The one GPU model: sm_XX resource limits ---*- C++ -*-===//
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Every hardware number smemvec's cost models use, in one place: the
// register file and its allocation rule, the thread and block limits of a
// multiprocessor, and shared memory per architecture (CUDA C++ Programming
// Guide, "Technical Specifications per Compute Capability"; the CUDA
// occupancy calculator's allocation units). The launch check, the unroll
// budgets (occupancy steps, launch-bounds register caps) and the shared
// layout budgets of smemvec-align and smemvec-pad all read them from here.
// Unit-tested through their users (LaunchCheckTest, SharedUnrollTest,
// SharedAlignTest, SharedPadTest).
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_LIB_GPULIMITS_H
#define SMEMVEC_LIB_GPULIMITS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cstdint>

namespace smemvec::gpu {

//===----------------------------------------------------------------------===//
// Registers and threads (every architecture from sm_50 to sm_120)
//===----------------------------------------------------------------------===//

/// 32-bit registers one block may use (and one multiprocessor has).
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
/// Threads resident on one sm_90 multiprocessor.
constexpr uint64_t MaxThreadsPerSM = 2048;
/// Blocks resident on one sm_90 multiprocessor.
constexpr uint64_t MaxBlocksPerSM = 32;

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

/// Blocks of Threads threads that one sm_90 multiprocessor holds at
/// Registers registers per thread: the register file (64K, allocated per
/// warp in units of 256), the 2048 resident threads, the 32 resident blocks.
inline unsigned blocksPerMultiprocessor(uint64_t Registers, uint64_t Threads) {
  if (Threads == 0 || Threads > MaxThreadsPerBlock || Registers == 0)
    return 0;
  if (Registers > MaxRegistersPerThread)
    return 0;
  // The allocation rule of largestBlock.
  uint64_t Warps = llvm::divideCeil(Threads, WarpSize);
  uint64_t PerWarp = llvm::alignTo(Registers * WarpSize, WarpAllocationUnit);
  uint64_t ByRegisters = RegistersPerBlock / (PerWarp * Warps);
  uint64_t ByThreads = MaxThreadsPerSM / (Warps * WarpSize);
  return unsigned(std::min({ByRegisters, ByThreads, MaxBlocksPerSM}));
}

//===----------------------------------------------------------------------===//
// Shared memory (per architecture)
//===----------------------------------------------------------------------===//

/// Shared memory's banks (every sm_XX): 32 banks of one 32-bit word each.
constexpr unsigned SharedBanks = 32;
constexpr unsigned SharedBankBytes = 4;

/// Static shared memory ptxas accepts per kernel, on every sm_XX: beyond
/// it a kernel needs dynamic shared memory (ptxas: "uses too much shared
/// data (0xc004 bytes, 0xc000 max)").
constexpr uint64_t StaticSharedLimit = 48 * 1024;

/// The shared-memory side of the occupancy calculation of one architecture
/// (CUDA C Programming Guide, "Compute Capabilities" table; the CUDA
/// occupancy calculator's allocation granularity and per-block reserve).
struct SmemLimits {
  unsigned SM;               ///< compute capability x 10 (90 = sm_90)
  uint64_t PerSM;            ///< shared memory per multiprocessor (bytes)
  uint64_t ReservedPerBlock; ///< the driver's reserve per resident block
  uint64_t Granule;          ///< allocation unit of a block's shared memory
  unsigned MaxBlocks;        ///< resident blocks per multiprocessor
};

/// The architectures whose numbers we trust. An unknown target is checked
/// against all of them (see smemLimitsFor).
constexpr SmemLimits KnownSmemLimits[] = {
    {80, 164 * 1024, 1024, 128, 32},  // A100
    {86, 100 * 1024, 1024, 128, 16},  // GA10x
    {89, 100 * 1024, 1024, 128, 24},  // AD10x
    {90, 228 * 1024, 1024, 128, 32},  // H100 / H200
    {100, 228 * 1024, 1024, 128, 32}, // B200
};

/// The limits of "sm_NN" (a function's "target-cpu"); empty when the name is
/// not one of KnownSmemLimits: the caller then checks every known one.
inline llvm::ArrayRef<SmemLimits> smemLimitsFor(llvm::StringRef TargetCPU) {
  unsigned SM = 0;
  if (TargetCPU.consume_front("sm_")) {
    TargetCPU.consume_back("a"); // sm_90a: same memory as sm_90
    TargetCPU.consume_back("f");
    if (TargetCPU.getAsInteger(10, SM))
      SM = 0;
  }
  for (const SmemLimits &L : KnownSmemLimits)
    if (L.SM == SM)
      return llvm::ArrayRef<SmemLimits>(&L, 1);
  return {};
}

/// Blocks of a kernel with \p StaticBytes of shared memory that fit on one
/// multiprocessor as far as shared memory decides (no dynamic memory).
inline unsigned blocksPerSM(const SmemLimits &L, uint64_t StaticBytes) {
  if (StaticBytes == 0)
    return L.MaxBlocks;
  uint64_t PerBlock =
      llvm::alignTo(StaticBytes, L.Granule) + L.ReservedPerBlock;
  return unsigned(std::min<uint64_t>(L.MaxBlocks, L.PerSM / PerBlock));
}

} // namespace smemvec::gpu

#endif // SMEMVEC_LIB_GPULIMITS_H
