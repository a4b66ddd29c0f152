//===- LaunchBounds.h - A kernel's launch bounds, read once -----*- C++ -*-===//
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The one reader of `__launch_bounds__` for every smemvec pass (the unroll
// budgets, the launch check, smemvec-pad's thread-index ranges), as
// upstream NVPTX keeps its readers in NVPTXUtilities: clang 22 writes
// `__launch_bounds__(T, B)` as "nvvm.maxntid"="T" and "nvvm.minctasm"="B";
// IR from elsewhere may give "nvvm.maxntid"="X,Y,Z". Also the one
// recognizer of a blockDim read (blockDimIndex) and its inverse.
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_LIB_LAUNCHBOUNDS_H
#define SMEMVEC_LIB_LAUNCHBOUNDS_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

#include <cstdint>
#include <optional>

namespace smemvec {

struct LaunchBounds {
  /// Threads a block may have: the product of nvvm.maxntid's dimensions;
  /// 0 when absent or unreadable.
  unsigned Threads = 0;
  /// Each dimension's bound: one number bounds all three (their product
  /// does), "X,Y,Z" each its own; 0 where unknown.
  unsigned Dims[3] = {0, 0, 0};
  /// Blocks per multiprocessor asked for (nvvm.minctasm); 0 when absent.
  unsigned MinBlocks = 0;

  /// The largest threadIdx along \p Dim (0-2), when bounded.
  std::optional<unsigned> maxThreadIndex(unsigned Dim) const {
    if (Dim > 2 || Dims[Dim] == 0)
      return std::nullopt;
    return Dims[Dim] - 1;
  }
};

namespace detail {
/// A list of one to three positive decimal numbers, "256" or "32,8,1", into
/// \p Values; false when malformed or when their product passes what any
/// launch can use (65536 threads; sm_90 allows 1024).
inline bool readDimensions(const llvm::Function &F, llvm::StringRef Name,
                           llvm::SmallVectorImpl<unsigned> &Values) {
  llvm::Attribute A = F.getFnAttribute(Name);
  if (!A.isStringAttribute())
    return false;
  llvm::SmallVector<llvm::StringRef, 3> Parts;
  A.getValueAsString().split(Parts, ',');
  uint64_t Product = 1;
  for (llvm::StringRef P : Parts) {
    unsigned V;
    if (P.trim().getAsInteger(10, V) || V == 0)
      return false;
    Product *= V;
    if (Product > 65536)
      return false;
    Values.push_back(V);
  }
  return !Values.empty() && Values.size() <= 3;
}
} // namespace detail

/// \p F's launch bounds as written on it (kernel or not; a device
/// function's own attributes are usually empty).
inline LaunchBounds readLaunchBounds(const llvm::Function &F) {
  LaunchBounds LB;
  llvm::SmallVector<unsigned, 3> Max;
  if (detail::readDimensions(F, "nvvm.maxntid", Max)) {
    LB.Threads = 1;
    for (unsigned V : Max)
      LB.Threads *= V;
    for (unsigned D = 0; D < 3; ++D)
      LB.Dims[D] = Max.size() == 1 ? Max[0] : D < Max.size() ? Max[D] : 0;
  }
  llvm::SmallVector<unsigned, 3> Blocks;
  if (detail::readDimensions(F, "nvvm.minctasm", Blocks) && Blocks.size() == 1)
    LB.MinBlocks = Blocks[0];
  return LB;
}

/// The intrinsic that reads dimension \p D (0 x, 1 y, 2 z) of blockDim.
inline llvm::Intrinsic::ID blockDimIntrinsic(unsigned D) {
  static constexpr llvm::Intrinsic::ID Reads[3] = {
      llvm::Intrinsic::nvvm_read_ptx_sreg_ntid_x,
      llvm::Intrinsic::nvvm_read_ptx_sreg_ntid_y,
      llvm::Intrinsic::nvvm_read_ptx_sreg_ntid_z};
  return Reads[D];
}

/// The dimension of blockDim that \p V reads, when \p V is a call of
/// blockDimIntrinsic(D): the one recognizer of a block-size read for the
/// unroll planner and smemvec-pad.
inline std::optional<unsigned> blockDimIndex(const llvm::Value *V) {
  auto *II = llvm::dyn_cast<llvm::IntrinsicInst>(V);
  if (!II)
    return std::nullopt;
  for (unsigned D = 0; D < 3; ++D)
    if (II->getIntrinsicID() == blockDimIntrinsic(D))
      return D;
  return std::nullopt;
}

} // namespace smemvec

#endif // SMEMVEC_LIB_LAUNCHBOUNDS_H
