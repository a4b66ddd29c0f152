//===- UnrollMarkers.h - The loop-ID names of unroll requests ---*- C++ -*-===//
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The one owner of every loop-ID name smemvec's unrolling passes share: the
// `llvm.loop.unroll.*` options they write or read, and smemvec's own
// `smemvec.unroll.*` markers, which say which requests are smemvec's (never
// the user's). smemvec-unroll writes a request (full or count, optionally
// handed to ptxas, or for a straight-line remainder), smemvec-unroll-cleanup
// takes a declined full request back, the launch check reads full requests,
// smemvec-unroll-handoff drops the `llvm.loop.unroll.*` options of a
// handed-over loop, and smemvec-unroll-remainder unrolls the remainder loops
// LoopUnrollPass marked for it. Each of
// those steps is one function here; the passes name no metadata string.
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_LIB_UNROLLMARKERS_H
#define SMEMVEC_LIB_UNROLLMARKERS_H

#include "Support/LoopMetadata.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Type.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

#include <optional>

namespace smemvec {

struct UnrollMarkers {
  /// smemvec's markers, each next to the request it belongs to.
  /// A full-unroll request of smemvec-unroll (with `llvm.loop.unroll.full`):
  /// the cleanup takes it back where the full unroller declined.
  static constexpr llvm::StringLiteral Full = "smemvec.unroll.full";
  /// A count request of smemvec-unroll (with `llvm.loop.unroll.count`).
  static constexpr llvm::StringLiteral Count = "smemvec.unroll.count";
  /// A count request whose rest ptxas finishes: smemvec-unroll-handoff
  /// shapes the loop for ptxas' unroller in codegen.
  static constexpr llvm::StringLiteral Handoff = "smemvec.unroll.handoff";
  /// The remainder loop of a runtime unroll that smemvec-unroll-remainder
  /// is to unroll straight-line. LoopUnrollPass puts it there from the
  /// original loop's RemainderFollowup (below).
  static constexpr llvm::StringLiteral Remainder = "smemvec.unroll.remainder";

  /// LLVM's own unroll options (llvm/Transforms/Utils/UnrollLoop.h).
  static constexpr llvm::StringLiteral LLVMPrefix = "llvm.loop.unroll.";
  static constexpr llvm::StringLiteral LLVMFull = "llvm.loop.unroll.full";
  static constexpr llvm::StringLiteral LLVMCount = "llvm.loop.unroll.count";
  static constexpr llvm::StringLiteral LLVMEnable = "llvm.loop.unroll.enable";
  static constexpr llvm::StringLiteral LLVMDisable = "llvm.loop.unroll.disable";
  /// The attributes LoopUnrollPass gives the remainder loop it creates
  /// (instead of its default `llvm.loop.unroll.disable`).
  static constexpr llvm::StringLiteral LLVMRemainderFollowup =
      "llvm.loop.unroll.followup_remainder";

  //===--------------------------------------------------------------------===//
  // Readers
  //===--------------------------------------------------------------------===//

  /// L carries smemvec-unroll's full-unroll request.
  static bool hasFullRequest(const llvm::Loop &L) {
    return hasLoopOption(L, Full);
  }
  /// L carries smemvec-unroll's count request.
  static bool hasCountRequest(const llvm::Loop &L) {
    return hasLoopOption(L, Count);
  }
  /// L was handed to ptxas to finish its unroll.
  static bool isHandedOff(const llvm::Loop &L) {
    return hasLoopOption(L, Handoff);
  }
  /// smemvec-unroll already decided L (a request of either kind).
  static bool isDecided(const llvm::Loop &L) {
    return hasFullRequest(L) || hasCountRequest(L);
  }
  /// L carries unroll metadata smemvec did not write: the user's pragma
  /// (or an earlier unroller's `llvm.loop.unroll.disable`) decides.
  /// smemvec's own remainder follow-up is not foreign.
  static bool hasForeignUnrollOption(const llvm::Loop &L) {
    if (isDecided(L))
      return false;
    bool Ours = hasRemainderRequest(L);
    return anyLoopOption(L, [Ours](llvm::StringRef Name) {
      return Name.starts_with(LLVMPrefix) &&
             !(Ours && Name == LLVMRemainderFollowup);
    });
  }
  /// L's runtime unroll is to leave a remainder marked Remainder: L has
  /// the follow-up requestRemainderUnroll wrote.
  static bool hasRemainderRequest(const llvm::Loop &L) {
    llvm::MDNode *Followup =
        llvm::findOptionMDForLoop(&L, LLVMRemainderFollowup);
    if (!Followup)
      return false;
    for (const llvm::MDOperand &Op : llvm::drop_begin(Followup->operands()))
      if (loopOptionName(Op) == Remainder)
        return true;
    return false;
  }
  /// L is a remainder loop smemvec-unroll-remainder is to unroll.
  static bool isRemainderToUnroll(const llvm::Loop &L) {
    return hasLoopOption(L, Remainder);
  }
  /// `llvm.loop.unroll.full` (the user's `#pragma unroll` or ours).
  static bool hasLLVMFull(const llvm::Loop &L) {
    return hasLoopOption(L, LLVMFull);
  }
  /// `llvm.loop.unroll.enable` (a plain `#pragma unroll`).
  static bool hasLLVMEnable(const llvm::Loop &L) {
    return hasLoopOption(L, LLVMEnable);
  }
  /// `llvm.loop.unroll.disable` (`#pragma nounroll`, an unroller's own).
  static bool hasLLVMDisable(const llvm::Loop &L) {
    return hasLoopOption(L, LLVMDisable);
  }
  /// The count of `llvm.loop.unroll.count`, if any.
  static std::optional<int> llvmCount(const llvm::Loop &L) {
    return llvm::getOptionalIntLoopAttribute(&L, LLVMCount);
  }

  //===--------------------------------------------------------------------===//
  // Writers (each gives L a new distinct loop ID)
  //===--------------------------------------------------------------------===//

  /// Asks LoopFullUnrollPass to unroll L fully: `llvm.loop.unroll.full`
  /// plus the Full marker.
  static void requestFull(llvm::Loop &L) { rewrite(L, {}, {LLVMFull, Full}); }

  /// Asks LoopUnrollPass to unroll L by C: the Count marker, the Handoff
  /// marker if ptxas is to finish the unroll, and `llvm.loop.unroll.count`.
  static void requestCount(llvm::Loop &L, unsigned C, bool HandToPtxas) {
    if (HandToPtxas)
      rewrite(L, {}, {Count, Handoff}, C);
    else
      rewrite(L, {}, {Count}, C);
  }

  /// Asks LoopUnrollPass, should it unroll L at runtime, to give the
  /// remainder loop `llvm.loop.unroll.disable` (as it does by default)
  /// plus the Remainder marker: the follow-up
  /// `!{!"llvm.loop.unroll.followup_remainder", !{!"llvm.loop.unroll.disable"},
  /// !{!"smemvec.unroll.remainder"}}`.
  static void requestRemainderUnroll(llvm::Loop &L) {
    llvm::LLVMContext &Ctx = L.getHeader()->getContext();
    auto Name = [&Ctx](llvm::StringRef N) -> llvm::Metadata * {
      return llvm::MDString::get(Ctx, N);
    };
    llvm::MDNode *Followup =
        llvm::MDNode::get(Ctx, {Name(LLVMRemainderFollowup),
                                llvm::MDNode::get(Ctx, {Name(LLVMDisable)}),
                                llvm::MDNode::get(Ctx, {Name(Remainder)})});
    replaceLoopOptions(L, {LLVMRemainderFollowup}, {Followup});
  }

  /// The remainder was left rolled (too many trips, or UnrollLoop
  /// declined): only its `llvm.loop.unroll.disable` stays.
  static void takeBackRemainder(llvm::Loop &L) {
    replaceLoopOptions(L, {Remainder});
  }
  /// After LoopUnrollPass: the request has served (or the loop was not
  /// unrolled at runtime); the loop keeps no follow-up of smemvec's.
  static void takeBackRemainderRequest(llvm::Loop &L) {
    replaceLoopOptions(L, {LLVMRemainderFollowup});
    if (L.getLoopID()->getNumOperands() == 1) // only the self-reference
      L.setLoopID(nullptr);
  }

  /// Takes a full request back (the full unroller left L rolled), so that
  /// nothing later reports a pragma the user never wrote.
  static void takeBackFull(llvm::Loop &L) { rewrite(L, {LLVMFull, Full}, {}); }

  /// Drops every `llvm.loop.unroll.*` option of a handed-over loop (its
  /// `nounroll` pragma in PTX stops ptxas' unroller); markers stay.
  static void dropLLVMOptions(llvm::Loop &L) {
    replaceLoopOptions(L, {LLVMPrefix});
  }

private:
  /// Replaces L's loop ID by one without the operands whose names start
  /// with one of Remove, plus one operand per name of Extra and, if C is
  /// not 0, `llvm.loop.unroll.count C` (in that order).
  static void rewrite(llvm::Loop &L, llvm::ArrayRef<llvm::StringRef> Remove,
                      llvm::ArrayRef<llvm::StringRef> Extra, unsigned C = 0) {
    llvm::LLVMContext &Ctx = L.getHeader()->getContext();
    llvm::SmallVector<llvm::MDNode *, 4> Ops;
    for (llvm::StringRef Name : Extra)
      Ops.push_back(llvm::MDNode::get(Ctx, llvm::MDString::get(Ctx, Name)));
    if (C)
      Ops.push_back(llvm::MDNode::get(
          Ctx, {llvm::MDString::get(Ctx, LLVMCount),
                llvm::ConstantAsMetadata::get(
                    llvm::ConstantInt::get(llvm::Type::getInt32Ty(Ctx), C))}));
    replaceLoopOptions(L, Remove, Ops);
  }
};

} // namespace smemvec

#endif // SMEMVEC_LIB_UNROLLMARKERS_H
