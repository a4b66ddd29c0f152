//===- SharedBase.cpp - One register for each shared object's address -----===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
//
//===----------------------------------------------------------------------===//
//
// Why this pass exists
// --------------------
// Once a loop over a shared array is fully unrolled, its accesses have
// constant addresses, and NVPTX prints them as symbol + offset:
// `ld.shared.b32 %r16, [Ls+136]`. On sm_90 a shared symbol's address is
// made from the CTA's cluster rank, and ptxas makes it again in every basic
// block that names it: `S2UR UR5, SR_CgaCtaId; UMOV UR4, 0x400; ULEA UR4,
// UR5, UR4, 0x18`, then `LDS R7, [UR4+0x88]`. A special-register read is a
// long-latency instruction. In a fully unrolled loop whose iterations are
// guarded (`if (ty == k) x[k] /= L[k][k];` in a triangular solve) every
// guarded block pays it again, on the critical path between two barriers:
// a batched 32x32 forward substitution had 32 `S2UR` (one per pivot) and
// ran at 0.973x of stock clang's rolled loop, which computes the address
// once. nvcc's PTX moves the symbol into a register once (`mov.u32 %r30,
// Ls;`) and addresses `[%r40+132]`; ptxas then keeps it in a register.
//
// What it does
// ------------
// For each shared global (addrspace(3)) that loads, stores or atomics of
// the function address by constants, the global itself or a constant-offset
// `getelementptr` of it, from two or more basic blocks:
//  1. `%G.base = freeze ptr addrspace(3) @G` at the top of the entry block
//     (after the allocas). freeze of a global is the global: this is a copy
//     that instruction selection cannot fold into the users' addresses,
//     since a value used outside its block lives in a virtual register.
//  2. Each such use becomes `%G.base`, or `getelementptr i8, %G.base,
//     Offset` right before its user, which instruction selection
//     folds into the access (`[%rd4+136]`).
// The value every instruction computes is unchanged; only where the
// address is formed moves. Only the accesses' own address operands change:
// an address computed from the symbol and a variable index
// (`getelementptr @cs, %i`) is in a register already, and rewriting its
// base changed nothing but ptxas' choices (a k-means kernel whose staging
// copy indexes that way: 1.5% slower with it). A global accessed from one
// block keeps its symbol addressing: ptxas makes that address once.
//
// Where it runs
// -------------
// In the NVPTX codegen pipeline right after CodeGenPrepare, inserted by the
// plugin's TargetPassConfig callback: every IR pass that would fold the
// freeze back (EarlyCSE, GVN and InstCombine fold a freeze of a global) runs
// before it. By name: `opt -passes=smemvec-shared-base`. Non-NVPTX modules
// and optnone functions: nothing.
//
// Cost model
// ----------
// One register per rewritten global for the kernel's lifetime (two for a
// 64-bit shared pointer), as nvcc's PTX has; ptxas may still rematerialise
// a `mov` of a symbol under register pressure. Kill switch:
// `-smemvec-shared-base=0`.
//
// Complexity: linear in the number of instruction operands.
//
// Run it:  opt -load-pass-plugin=build/lib/SmemVec.so
//          -passes=smemvec-shared-base kernel.ll -S
//          (llc and clang run it automatically)
//
//===----------------------------------------------------------------------===//

#include "smemvec/SharedBase.h"

#include "Analysis/SharedMemory.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"

#include <optional>

using namespace llvm;

#define DEBUG_TYPE "smemvec-shared-base"

STATISTIC(NumGlobalsBased, "Shared globals addressed through one register");
STATISTIC(NumAccessesBased,
          "Constant shared accesses rewritten to that register");

static cl::opt<bool> EnableSharedBase(
    "smemvec-shared-base", cl::init(true),
    cl::desc("Address a shared global named by constants in several basic "
             "blocks through one register computed in the entry block"));

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

static bool runOnFunction(Function &F, OptimizationRemarkEmitter &ORE) {
  if (!EnableSharedBase || F.isDeclaration() ||
      !F.getParent()->getTargetTriple().isNVPTX())
    return false;
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
