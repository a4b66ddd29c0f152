//===- SCEVDisjoint.h - ScalarEvolution proof that accesses are disjoint --===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec. Private to lib/ (smemvec-lsv and the unit tests).
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_LIB_SCEVDISJOINT_H
#define SMEMVEC_LIB_SCEVDISJOINT_H

#include <cstdint>

namespace llvm {
class Instruction;
class SCEV;
class ScalarEvolution;
} // namespace llvm

namespace smemvec {

/// True if the bytes [\p LoadPtr, +\p LoadSize) and [\p StorePtr,
/// +\p StoreSize) provably never overlap where \p Store executes (its
/// dominating guards count). Both pointers must be in one address space
/// whose objects are far below 2^31 bytes (shared memory): the proof relies
/// on their difference not wrapping. See lib/SCEVDisjoint.cpp.
bool provablyDisjointBySCEV(llvm::ScalarEvolution &SE,
                            const llvm::SCEV *LoadPtr, uint64_t LoadSize,
                            const llvm::SCEV *StorePtr, uint64_t StoreSize,
                            const llvm::Instruction *Store);

/// \p E / \p G for an expression that is an exact multiple of \p G, divided
/// term by term with signed arithmetic; null when a term does not divide.
const llvm::SCEV *divideExactly(llvm::ScalarEvolution &SE, const llvm::SCEV *E,
                                uint64_t G);

/// A lower (\p Lower) or upper bound of \p E from the rounding lemma
/// C * (X /u C) <= X for X >= 0 (proved at \p CtxI); \p E itself when no
/// term has that shape.
const llvm::SCEV *boundRoundedDown(llvm::ScalarEvolution &SE,
                                   const llvm::SCEV *E, bool Lower,
                                   const llvm::Instruction *CtxI);

} // namespace smemvec

#endif // SMEMVEC_LIB_SCEVDISJOINT_H
