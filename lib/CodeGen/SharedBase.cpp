//===- SharedBase.cpp - One register for each shared object's address -----===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
//
//===----------------------------------------------------------------------===//
//
// Why: once a loop over a shared array is fully unrolled, NVPTX prints its
// accesses as symbol + offset (`[Ls+136]`), and on sm_90 ptxas rebuilds a
// shared symbol's address, a long-latency special-register read, in every
// basic block that names it. nvcc moves the symbol into a register once.
// This pass does the same.
//
// What: for each shared array that constant-address loads, stores or
// atomics use from two or more basic blocks (scalar shared variables keep
// their symbol):
//  1. `%G.base = freeze ptr addrspace(3) @G` at the top of the entry block
//     (a copy instruction selection cannot fold back into the addresses);
//  2. each such address becomes `%G.base` or an `i8` GEP of it right before
//     its user, which instruction selection folds into the access.
// Every value is unchanged; only where the address is formed moves.
//
// Windows (-smemvec-shared-window32, on; its own kill switch): NVPTX's shared
// pointers are 64-bit, so `s[i + 1]`, `s[i + 2]` over an unsigned (or
// wrapping) 32-bit index are each extended and scaled apart, where nvcc's
// 32-bit shared addresses give `[%r+4]`, `[%r+8]`. Shared addresses are 32
// bits wide, so the address modulo 2^32 is the address: accesses that
// differ by such trapped constants get one i32 window address and each
// `inttoptr(zext(window + C))`.
//
// Where: the NVPTX codegen pipeline, right after CodeGenPrepare (every IR
// pass that would fold the freeze back runs before). By name:
// `opt -passes=smemvec-shared-base`; off: -smemvec-shared-base=0.
//
// Measurements and the cases left alone: docs/shared-base.md.
//
//===----------------------------------------------------------------------===//

#include "smemvec/SharedBase.h"

#include "Analysis/SharedMemory.h"
#include "Support/Options.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/bit.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/Local.h"

#include <optional>

using namespace llvm;

#define DEBUG_TYPE "smemvec-shared-base"

STATISTIC(NumGlobalsBased, "Shared globals addressed through one register");
STATISTIC(NumAccessesBased,
          "Constant shared accesses rewritten to that register");
STATISTIC(NumWindows32, "Variable shared windows given one 32-bit address");
STATISTIC(NumAccesses32, "Shared accesses addressed from such a window");

using smemvec::sharedbase::EnableSharedBase;
using smemvec::sharedbase::EnableSharedWindow32;

namespace {

/// One operand that names a shared global by a constant address.
struct ConstantUse {
  Instruction *User;
  unsigned OperandNo;
  APInt Offset;
};

} // namespace

/// The shared global that constant C addresses, with its byte offset, if C
/// is the global or a constant-offset getelementptr of it.
static GlobalVariable *sharedGlobalOf(Value *V, const DataLayout &DL,
                                      APInt &Offset) {
  auto *C = dyn_cast<Constant>(V);
  if (!C || !smemvec::isSharedPointer(C))
    return nullptr;
  Offset = APInt(DL.getIndexTypeSizeInBits(C->getType()), 0);
  auto *G = dyn_cast<GlobalVariable>(C->stripAndAccumulateConstantOffsets(
      DL, Offset, /*AllowNonInbounds=*/true));
  if (!G || !smemvec::isSharedPointer(G))
    return nullptr;
  return G;
}

/// The operand number of I's address if I is a load, store or atomic.
static std::optional<unsigned> pointerOperandNo(const Instruction &I) {
  if (isa<LoadInst>(I))
    return LoadInst::getPointerOperandIndex();
  if (isa<StoreInst>(I))
    return StoreInst::getPointerOperandIndex();
  if (isa<AtomicRMWInst>(I))
    return AtomicRMWInst::getPointerOperandIndex();
  if (isa<AtomicCmpXchgInst>(I))
    return AtomicCmpXchgInst::getPointerOperandIndex();
  return std::nullopt;
}

/// G holds one scalar (a flag, a counter, an accumulator), not an array or
/// a struct: nothing is unrolled over it, so ptxas forms its address where
/// it is used, and a register for it made a contended `atomicAdd` kernel
/// 2.7% slower (docs/shared-base.md).
static bool isScalarObject(const GlobalVariable &G) {
  Type *T = G.getValueType();
  return T->isIntegerTy() || T->isFloatingPointTy() || T->isPointerTy();
}

/// Shared globals named by constants from two or more blocks get one base
/// register (steps 0-2 of the header).
static bool baseConstantAddresses(Function &F, OptimizationRemarkEmitter &ORE) {
  const DataLayout &DL = F.getDataLayout();

  // Step 0: every constant use of each shared global, in program order.
  MapVector<GlobalVariable *, SmallVector<ConstantUse, 8>> Uses;
  for (Instruction &I : instructions(F)) {
    std::optional<unsigned> N = pointerOperandNo(I);
    APInt Offset;
    if (!N)
      continue;
    if (GlobalVariable *G = sharedGlobalOf(I.getOperand(*N), DL, Offset))
      Uses[G].push_back({&I, *N, Offset});
  }

  // The bases go before the entry block's first non-alloca, in the order
  // their globals are first accessed.
  Instruction *Top = &*F.getEntryBlock().getFirstNonPHIOrDbgOrAlloca();
  bool Changed = false;
  for (auto &[G, GUses] : Uses) {
    SmallPtrSet<BasicBlock *, 8> Blocks;
    for (const ConstantUse &U : GUses)
      Blocks.insert(U.User->getParent());
    if (Blocks.size() < 2)
      continue;
    if (isScalarObject(*G)) {
      ORE.emit([&] {
        return OptimizationRemarkMissed(DEBUG_TYPE, "ScalarObject", Top)
               << "shared global '" << ore::NV("Global", G->getName())
               << "' keeps its symbol: a scalar, "
               << ore::NV("Uses", GUses.size()) << " constant addresses in "
               << ore::NV("Blocks", Blocks.size()) << " blocks";
      });
      continue;
    }

    // Step 1: the address once, in a register.
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << F.getName() << ": '"
                      << G->getName() << "', " << GUses.size()
                      << " constant accesses in " << Blocks.size()
                      << " blocks\n");
    IRBuilder<> B(Top);
    Value *Base = B.CreateFreeze(G, G->getName() + ".base");

    // Step 2: each use through it.
    for (const ConstantUse &U : GUses) {
      Value *Addr = Base;
      if (!U.Offset.isZero()) {
        B.SetInsertPoint(U.User);
        // No inbounds: the constant may not have had it; selection folds
        // the offset into the access either way.
        Addr = B.CreatePtrAdd(Base, B.getInt(U.Offset), G->getName() + ".addr");
      }
      U.User->setOperand(U.OperandNo, Addr);
    }
    Changed = true;
    ++NumGlobalsBased;
    NumAccessesBased += GUses.size();
    ORE.emit([&] {
      return OptimizationRemark(DEBUG_TYPE, "SharedBase", Top)
             << "addressing shared global '" << ore::NV("Global", G->getName())
             << "' through one register: " << ore::NV("Uses", GUses.size())
             << " constant addresses in " << ore::NV("Blocks", Blocks.size())
             << " blocks";
    });
  }
  return Changed;
}

namespace {

/// A shared address modulo 2^32: Base + sum of Coeff * Term + Const. Shared
/// addresses are 32-bit (the window is smaller than 4 GiB), so this sum
/// computed in i32 is the address exactly, whatever wraps on the way.
struct Address32 {
  Value *Base = nullptr; ///< the one pointer the address starts from
  SmallVector<std::pair<Value *, uint32_t>, 4> Terms; ///< first-seen order
  uint32_t Const = 0;
  /// The part of Const inside zero- or sign-extensions of 32-bit values,
  /// which the 64-bit address computes apart.
  uint32_t Trapped = 0;

  void add(Value *V, uint32_t Coeff) {
    for (auto &[T, C] : Terms)
      if (T == V) {
        C += Coeff;
        return;
      }
    Terms.push_back({V, Coeff});
  }
  /// The variable part, order-independent: what a window's accesses share.
  SmallVector<std::pair<Value *, uint32_t>, 4> key() const {
    SmallVector<std::pair<Value *, uint32_t>, 4> K;
    for (const auto &[T, C] : Terms)
      if (C)
        K.push_back({T, C});
    llvm::sort(K);
    K.push_back({Base, 0});
    return K;
  }
};

/// One access of a window and its constant.
struct WindowUse {
  Instruction *User;
  unsigned OperandNo;
  uint32_t Const;
  uint32_t Trapped;
};

} // namespace

/// Adds Scale * V (an integer, or a shared pointer when Scale is 1) to A,
/// modulo 2^32. False if V has a shape this does not follow (a second
/// pointer, a scaled pointer, too deep).
static bool collectAddress32(Value *V, uint32_t Scale, Address32 &A,
                             const DataLayout &DL, unsigned Depth = 0) {
  if (Depth > 12 || A.Terms.size() > 8)
    return false;
  auto Collect = [&](Value *Op, uint32_t OpScale) {
    return collectAddress32(Op, OpScale, A, DL, Depth + 1);
  };
  if (V->getType()->isPointerTy()) {
    if (Scale != 1 || !smemvec::isSharedPointer(V))
      return false;
    if (auto *GEP = dyn_cast<GEPOperator>(V)) {
      unsigned Bits = DL.getIndexTypeSizeInBits(GEP->getType());
      SmallMapVector<Value *, APInt, 4> Variable;
      APInt Constant(Bits, 0);
      if (!GEP->collectOffset(DL, Bits, Variable, Constant))
        return false;
      A.Const += static_cast<uint32_t>(Constant.getZExtValue());
      for (auto &[Index, Stride] : Variable)
        if (!Collect(Index, static_cast<uint32_t>(Stride.getZExtValue())))
          return false;
      return Collect(GEP->getPointerOperand(), 1);
    }
    if (A.Base)
      return false;
    A.Base = V;
    return true;
  }
  auto *Ty = dyn_cast<IntegerType>(V->getType());
  if (!Ty || (Ty->getBitWidth() != 32 && Ty->getBitWidth() != 64))
    return false;
  if (auto *CI = dyn_cast<ConstantInt>(V)) {
    A.Const += Scale * static_cast<uint32_t>(CI->getValue().getZExtValue());
    return true;
  }
  // Every operation below is exact modulo 2^32.
  auto *Op = dyn_cast<Operator>(V);
  auto ConstOperand = [&](unsigned N) -> std::optional<uint32_t> {
    if (auto *C = dyn_cast<ConstantInt>(Op->getOperand(N)))
      return static_cast<uint32_t>(C->getValue().getZExtValue());
    return std::nullopt;
  };
  if (Op) {
    switch (Op->getOpcode()) {
    case Instruction::Or:
      if (!cast<PossiblyDisjointInst>(Op)->isDisjoint())
        break;
      [[fallthrough]];
    case Instruction::Add:
      return Collect(Op->getOperand(0), Scale) &&
             Collect(Op->getOperand(1), Scale);
    case Instruction::Sub:
      return Collect(Op->getOperand(0), Scale) &&
             Collect(Op->getOperand(1), -Scale);
    case Instruction::Mul:
      if (auto C = ConstOperand(1))
        return Collect(Op->getOperand(0), Scale * *C);
      break;
    case Instruction::Shl:
      if (auto C = ConstOperand(1); C && *C < 32)
        return Collect(Op->getOperand(0), Scale << *C);
      break;
    case Instruction::Trunc:
      if (Op->getOperand(0)->getType()->isIntegerTy(64))
        return Collect(Op->getOperand(0), Scale);
      break;
    case Instruction::ZExt:
    case Instruction::SExt: {
      // The low 32 bits of an extension are its operand's; the constants
      // inside it are ones the 64-bit address cannot take out.
      if (!Op->getOperand(0)->getType()->isIntegerTy(32))
        break;
      Address32 In;
      if (!collectAddress32(Op->getOperand(0), Scale, In, DL, Depth + 1) ||
          In.Base)
        return false;
      for (const auto &[T, C] : In.Terms)
        A.add(T, C);
      A.Const += In.Const;
      A.Trapped += In.Const + In.Trapped;
      return true;
    }
    default:
      break;
    }
  }
  A.add(V, Scale);
  return true;
}

/// The 32-bit value of Base + sum of the terms, built at IP: common powers
/// of two of the coefficients are one shift.
static Value *emitWindowBase(const Address32 &A, Value *Base32,
                             Instruction *IP) {
  IRBuilder<> B(IP);
  unsigned Shift = 31;
  for (const auto &[T, C] : A.Terms)
    if (C)
      Shift = std::min(Shift, static_cast<unsigned>(llvm::countr_zero(C)));
  Value *Sum = nullptr;
  for (const auto &[T, C] : A.Terms) {
    if (!C)
      continue;
    Value *V = B.CreateZExtOrTrunc(T, B.getInt32Ty());
    uint32_t Factor = C >> Shift;
    if (Factor != 1)
      V = B.CreateMul(V, B.getInt32(Factor));
    Sum = Sum ? B.CreateAdd(Sum, V) : V;
  }
  if (Shift)
    Sum = B.CreateShl(Sum, Shift, "window.scaled");
  return B.CreateAdd(Base32, Sum, "window");
}

/// Accesses whose shared addresses differ by constants that a zero- or
/// sign-extension of a 32-bit index keeps apart (`s[zext(i + 1)]`,
/// `s[zext(i + 2)]`: an unrolled window over an unsigned index) get one
/// 32-bit window address and each `window + C`, as 32-bit shared pointers
/// would give; instruction selection folds C into the access.
static bool narrowWindows(Function &F, OptimizationRemarkEmitter &ORE) {
  const DataLayout &DL = F.getDataLayout();
  if (DL.getPointerSizeInBits(NVPTXAS::ADDRESS_SPACE_SHARED) != 64)
    return false; // 32-bit shared pointers have this already

  // Step 0: every shared access with a variable address, by window.
  MapVector<SmallVector<std::pair<Value *, uint32_t>, 4>,
            std::pair<Address32, SmallVector<WindowUse, 4>>>
      Windows;
  for (Instruction &I : instructions(F)) {
    std::optional<unsigned> N = pointerOperandNo(I);
    if (!N || !smemvec::isSharedPointer(I.getOperand(*N)) ||
        isa<Constant>(I.getOperand(*N)))
      continue;
    Address32 A;
    if (!collectAddress32(I.getOperand(*N), 1, A, DL) || !A.Base)
      continue;
    auto K = A.key();
    if (K.size() < 2)
      continue; // no variable part
    auto &W = Windows[K];
    if (W.second.empty())
      W.first = A;
    W.second.push_back({&I, *N, A.Const, A.Trapped});
  }

  // Step 1: a window pays when extensions keep the constants of two of its
  // loads apart: their 64-bit addresses then differ by more than a
  // constant, each with a register and arithmetic of its own. A window of
  // stores alone is a staging copy, whose addresses ptxas computes under
  // the latency of the loads that feed it: rewriting one made HeCBench's
  // bsw 1.4% slower (docs/shared-base.md).
  SmallVector<std::pair<Address32 *, SmallVector<WindowUse, 4> *>, 4> Todo;
  for (auto &[K, W] : Windows) {
    std::optional<uint32_t> First;
    if (llvm::any_of(W.second, [&](const WindowUse &U) {
          if (!isa<LoadInst>(U.User))
            return false;
          if (!First)
            First = U.Trapped;
          return U.Trapped != *First;
        }))
      Todo.push_back({&W.first, &W.second});
  }
  if (Todo.empty())
    return false;

  // Step 2: one 32-bit window address each, where all its accesses' blocks
  // meet; the pointer base's 32 bits once, where the base is defined.
  DominatorTree DT(F);
  DenseMap<Value *, Value *> Base32;
  Instruction *Top = &*F.getEntryBlock().getFirstNonPHIOrDbgOrAlloca();
  for (auto &[A, Uses] : Todo) {
    if (llvm::any_of(*Uses, [&](const WindowUse &U) {
          return !DT.isReachableFromEntry(U.User->getParent());
        }))
      continue;
    Value *&B32 = Base32[A->Base];
    if (!B32) {
      IRBuilder<> B(Top);
      Value *P = A->Base;
      if (auto *I = dyn_cast<Instruction>(P))
        B.SetInsertPoint(isa<PHINode>(I)
                             ? &*I->getParent()->getFirstNonPHIOrDbgOrAlloca()
                             : I->getNextNode());
      else if (isa<Constant>(P)) // one register for a symbol, as step 1
        P = B.CreateFreeze(P, P->getName() + ".base");
      B32 = B.CreatePtrToInt(P, B.getInt32Ty(), A->Base->getName() + ".b32");
    }
    BasicBlock *Meet = (*Uses)[0].User->getParent();
    for (const WindowUse &U : *Uses)
      Meet = DT.findNearestCommonDominator(Meet, U.User->getParent());
    Instruction *IP = Meet->getTerminator();
    for (Instruction &I : *Meet)
      if (llvm::any_of(*Uses,
                       [&](const WindowUse &U) { return U.User == &I; })) {
        IP = &I;
        break;
      }
    // Every term dominates every access, so it dominates Meet's end and,
    // in Meet, the first access; the pointer base's 32 bits likewise.
    Value *Window = emitWindowBase(*A, B32, IP);

    // Step 3: each access from the window.
    for (const WindowUse &U : *Uses) {
      IRBuilder<> B(U.User);
      Value *Addr = Window;
      if (U.Const)
        Addr = B.CreateAdd(Window, B.getInt32(U.Const), "window.off");
      Value *Old = U.User->getOperand(U.OperandNo);
      Value *New =
          B.CreateIntToPtr(B.CreateZExt(Addr, B.getInt64Ty(), "window.wide"),
                           Old->getType(), "window.addr");
      U.User->setOperand(U.OperandNo, New);
      RecursivelyDeleteTriviallyDeadInstructions(Old);
    }
    ++NumWindows32;
    NumAccesses32 += Uses->size();
    ORE.emit([&] {
      return OptimizationRemark(DEBUG_TYPE, "SharedWindow32", (*Uses)[0].User)
             << "one 32-bit shared address for "
             << ore::NV("Accesses", Uses->size())
             << " accesses that differ by constants";
    });
  }
  return true;
}

static bool runOnFunction(Function &F, OptimizationRemarkEmitter &ORE) {
  if (!EnableSharedBase || F.isDeclaration() ||
      !F.getParent()->getTargetTriple().isNVPTX())
    return false;
  bool Changed = EnableSharedWindow32 && narrowWindows(F, ORE);
  return baseConstantAddresses(F, ORE) | Changed;
}

PreservedAnalyses smemvec::SharedBasePass::run(Function &F,
                                               FunctionAnalysisManager &AM) {
  if (!runOnFunction(F, AM.getResult<OptimizationRemarkEmitterAnalysis>(F)))
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

namespace {

class SharedBaseLegacy : public FunctionPass {
public:
  static char ID;
  SharedBaseLegacy() : FunctionPass(ID) {}

  StringRef getPassName() const override {
    return "smemvec: one register for each shared global's address";
  }

  // No analysis is required: asking for one here would have the pass
  // manager compute it between CodeGenPrepare and instruction selection,
  // and instruction selection then sees fresh analyses where it saw
  // CodeGenPrepare's, which moved one load of a function this pass leaves
  // alone. The remarks need no block frequencies.
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
  }

  bool runOnFunction(Function &F) override {
    if (skipFunction(F))
      return false;
    OptimizationRemarkEmitter ORE(&F);
    return ::runOnFunction(F, ORE);
  }
};

} // namespace

char SharedBaseLegacy::ID = 0;

FunctionPass *smemvec::createSharedBaseLegacyPass() {
  return new SharedBaseLegacy();
}
