//===- SharedInlineInternal.h - smemvec-inline's per-call-site decision ---===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
//
//===----------------------------------------------------------------------===//
//
// The pure part of smemvec-inline: given the facts about one call site that
// passes a shared-memory pointer, inline, specialize or leave it. Kept free
// of IR so the unit tests can pin every branch (unittests/SharedInlineTest).
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_LIB_SHAREDINLINEINTERNAL_H
#define SMEMVEC_LIB_SHAREDINLINEINTERNAL_H

#include <cstdint>

namespace smemvec {
namespace inl {

enum class Action { Inline, Specialize, Leave };

/// Why a call site is not inlined (Reason::None when it is).
enum class Reason {
  None,
  Declaration,    ///< no body in this module
  VarArg,         ///< variadic callee: its arguments cannot be retyped
  OptNone,        ///< caller or callee is optnone
  Recursive,      ///< callee is in a recursive call-graph cycle
  Interposable,   ///< the linker may pick another definition (weak)
  NotViable,      ///< isInlineViable() refused (returns_twice, indirectbr,
                  ///< ...) or the attributes are not inline-compatible
  NoSharedAccess, ///< the callee never reads or writes through the pointer
  NoInline,       ///< the user said __noinline__ (callee or call site)
  OverBudget,     ///< callee size x shared call sites above the budget
  CallerTooLarge, ///< the caller would grow past its size cap
};

/// What the pass knows about one call site with at least one argument that
/// is a generic pointer proven to point into shared memory.
struct CallSiteFacts {
  bool Declaration = false;
  bool VarArg = false;
  bool OptNone = false;
  bool Recursive = false;
  bool Interposable = false;
  bool NoInline = false;
  bool InlineViable = true;
  /// Loads, stores, atomics and memory intrinsics of the callee (and of the
  /// callees it passes the pointer on to) whose address derives from the
  /// shared arguments only: the accesses that become ld/st.shared.
  unsigned SharedAccesses = 0;
  /// Instructions in the callee's body.
  unsigned CalleeSize = 0;
  /// Direct call sites of the callee in the module that pass a shared
  /// pointer (this one included): inlining all of them copies the body that
  /// many times.
  unsigned SharedCallSites = 1;
  /// Instructions in the caller now.
  unsigned CallerSize = 0;
};

struct Budgets {
  /// Inline while CalleeSize * SharedCallSites stays at or below this.
  uint64_t InlineBudget = 0;
  /// Never let a caller grow past this many instructions by inlining.
  unsigned MaxCallerSize = 0;
  /// When inlining is refused for cost or noinline, clone instead.
  bool Specialize = true;
};

struct Decision {
  Action What;
  Reason Why; ///< for Specialize: why not inline; for Leave: why nothing
};

/// The decision for one call site; see "Cost model" in SharedInline.cpp.
inline Decision decide(const CallSiteFacts &F, const Budgets &B) {
  // Hard limits: nothing can be done (or nothing should be).
  if (F.Declaration)
    return {Action::Leave, Reason::Declaration};
  if (F.VarArg)
    return {Action::Leave, Reason::VarArg};
  if (F.OptNone)
    return {Action::Leave, Reason::OptNone};
  if (F.Recursive)
    return {Action::Leave, Reason::Recursive};
  // Neither inlining nor a clone may freeze a body the linker can replace,
  // and bodies that cannot be inlined are not cloned either (blockaddress,
  // returns_twice: rare, and not worth reasoning about).
  if (F.Interposable)
    return {Action::Leave, Reason::Interposable};
  if (!F.InlineViable)
    return {Action::Leave, Reason::NotViable};
  if (F.SharedAccesses == 0)
    return {Action::Leave, Reason::NoSharedAccess};
  // Inlining, unless the user, legality or the budgets forbid it.
  Reason NotInline = Reason::None;
  if (F.NoInline)
    NotInline = Reason::NoInline;
  else if (uint64_t(F.CalleeSize) * F.SharedCallSites > B.InlineBudget)
    NotInline = Reason::OverBudget;
  else if (uint64_t(F.CallerSize) + F.CalleeSize > B.MaxCallerSize)
    NotInline = Reason::CallerTooLarge;
  if (NotInline == Reason::None)
    return {Action::Inline, Reason::None};
  // A clone keeps the call (and the user's noinline), costs one copy of the
  // body for all call sites, and still makes every access shared.
  if (B.Specialize)
    return {Action::Specialize, NotInline};
  return {Action::Leave, NotInline};
}

/// Remark text for a reason ("callee is recursive", ...).
inline const char *reasonText(Reason R) {
  switch (R) {
  case Reason::None:
    return "inlined";
  case Reason::Declaration:
    return "callee has no body in this module";
  case Reason::VarArg:
    return "callee is variadic";
  case Reason::OptNone:
    return "caller or callee is optnone";
  case Reason::Recursive:
    return "callee is recursive";
  case Reason::NoSharedAccess:
    return "callee does not access memory through the pointer";
  case Reason::Interposable:
    return "callee is interposable (the linker may choose another body)";
  case Reason::NotViable:
    return "callee cannot be inlined here";
  case Reason::NoInline:
    return "callee or call site is noinline";
  case Reason::OverBudget:
    return "callee size x shared call sites exceeds -smemvec-inline-budget";
  case Reason::CallerTooLarge:
    return "caller would exceed -smemvec-inline-max-caller-size";
  }
  return "unknown";
}

} // namespace inl
} // namespace smemvec

#endif // SMEMVEC_LIB_SHAREDINLINEINTERNAL_H
