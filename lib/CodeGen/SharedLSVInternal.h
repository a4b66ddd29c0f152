//===- SharedLSVInternal.h - smemvec-lsv decision helpers -----------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The pure decisions of smemvec-lsv (window placement, lane size, gap
// accounting, cost model, object bounds), exposed for the unit tests. Not an
// installed header: only lib/SharedLSV.cpp and unittests/ include it.
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_SHAREDLSVINTERNAL_H
#define SMEMVEC_SHAREDLSVINTERNAL_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Alignment.h"

#include <cstdint>
#include <optional>

namespace smemvec::lsv {

/// One access of a chain: byte offset from the chain's common base and size.
struct Access {
  int64_t Offset;
  uint64_t Size;
};

/// Start of the \p Width-byte window that holds the access at
/// [\p Offset, \p Offset + \p Size) and is \p Width-aligned, given that the
/// access at \p AnchorOffset is known to be \p AnchorAlign-aligned. None when
/// the anchor's alignment cannot prove a \p Width-aligned window or the access
/// straddles the window boundary.
std::optional<int64_t> alignedWindowStart(int64_t Offset, uint64_t Size,
                                          int64_t AnchorOffset,
                                          llvm::Align AnchorAlign,
                                          uint64_t Width);

/// True if [\p Offset, \p Offset + \p Size) lies inside [\p Start, +\p Width).
bool fitsInWindow(const Access &A, int64_t Start, uint64_t Width);

/// Bytes of the window [\p Start, +\p Width) that some access reads (the
/// union, so duplicates and overlaps count once).
uint64_t usefulBytes(llvm::ArrayRef<Access> Members, int64_t Start,
                     uint64_t Width);

/// The lane size (bytes) of the merged vector: the largest power of two that
/// divides every member's size and offset inside the window, capped at 8, so
/// each member is a whole number of lanes (bitcast, never shift/truncate).
uint64_t laneBytes(llvm::ArrayRef<Access> Members, int64_t Start,
                   uint64_t Width);

/// The cost model: filling gaps is free for warp-uniform addresses (one
/// broadcast wavefront whatever the width); for thread-varying addresses the
/// wider load costs proportionally more wavefronts, so it pays only when
/// useful / loaded bytes reaches \p MinUsefulRatio.
bool gapFillPays(bool WarpUniform, uint64_t Useful, uint64_t Loaded,
                 double MinUsefulRatio);

/// Rule (b) of the bounds check: a \p Width-aligned window that holds one
/// in-bounds byte of an object is entirely inside it when the object's base
/// and size are both multiples of \p Width.
bool alignedWindowStaysInObject(llvm::Align ObjectAlign, uint64_t ObjectSize,
                                uint64_t Width);

/// Rule (a): the window's offset from the object base lies in
/// [\p MinOffset, \p MaxOffset] and the object is \p ObjectSize bytes.
bool offsetRangeStaysInObject(int64_t MinOffset, int64_t MaxOffset,
                              uint64_t Width, uint64_t ObjectSize);

} // namespace smemvec::lsv

#endif // SMEMVEC_SHAREDLSVINTERNAL_H
