//===- SharedAlign.cpp - Raise and propagate shared-memory alignment ------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
//
//===----------------------------------------------------------------------===//
//
// Why this pass exists
// --------------------
// clang gives a `__shared__ float a[N]` its C alignment (4). Every vectorizer
// downstream (upstream's LoadStoreVectorizer, smemvec-lsv) needs the leader of
// a chain to be 8- or 16-byte aligned before it may emit ld.shared.v2/v4, so
// with align 4 nothing is ever widened, although ptxas lays shared arrays out
// as it likes. Shared memory is private to the module (it cannot be seen by
// the host or another kernel image), so the compiler is free to pick a larger
// alignment for it; this pass does, and then tells every access about it.
//
// Where it runs
// -------------
// In llc and clang the plugin inserts the pass into the NVPTX codegen pipeline
// right after infer-address-spaces. Running it earlier (in the O3 pipeline)
// changes nothing in the PTX: accesses are still generic pointers built from
// addrspacecast constant expressions there, and the alignment of the accesses
// is computed once and never revisited. After infer-address-spaces, accesses
// are addrspace(3) and known-bits analysis sees the global directly.
//
// Algorithm
// ---------
//  1. Leave the module alone unless its triple is NVPTX.
//  2. For every addrspace(3) global *definition*, raise its alignment to
//     -smemvec-align-bytes (default 16) unless it is already at least that.
//     Eligible: globals where GlobalObject::canIncreaseAlignment() holds, and
//     linkonce_odr / weak_odr ones (see "ODR globals" below). Declarations
//     (`extern __shared__`) are never changed: their storage is laid out by
//     the launch, not by this module.
//  3. For every simple (non-volatile, non-atomic) load and store and every
//     non-volatile memcpy/memmove/memset whose address derives from addrspace
//     (3) globals only (through GEPs, casts, phis and selects, as
//     getUnderlyingObjects sees them), set the access alignment to the
//     alignment provable for the address (never lower than the current one).
//     The proof walks the address back to the global: a GEP keeps the
//     alignment of its base up to the trailing zeros of its constant offset
//     and of every variable index times its stride (known bits of the index:
//     a 16-byte row indexed by threadIdx.x is 16-aligned); a phi or select
//     has the smallest alignment of its inputs (a phi met again on a cycle
//     counts as unaligned); an addrspacecast from shared to generic keeps
//     the alignment, because NVPTX maps the shared window at a generic
//     address aligned far beyond 16 bytes (ValueTracking does not assume
//     this for addrspacecast in general, so known bits alone stop there).
//     The result is combined with computeKnownBits' answer.
//
// ODR globals
// -----------
// `__shared__` arrays inside template kernels are linkonce_odr in a comdat,
// and canIncreaseAlignment() refuses them because another definition might be
// chosen by the linker. For device code this cannot hurt: in per-TU device
// compilation nothing else supplies another copy, and under -fgpu-rdc every
// TU compiled with the plugin raises the same definition identically, so the
// definition the linker keeps has the raised alignment. Accesses in a TU
// compiled without the plugin only assume the smaller alignment, which the
// raised definition still satisfies. -smemvec-align-odr=0 restores the strict
// behaviour.
//
// Acquire loads
// -------------
// Upstream's LoadStoreVectorizer (LLVM 22) reorders a load chain across any
// other load, including `load atomic ... acquire|seq_cst`: with
//   %a = load i32, @data ; %f = load atomic i32, @flag acquire
//   %b = load i32, @data+4
// it emits one <2 x i32> load *above* the acquire once @data is 8-aligned,
// so %b can read a value older than the flag's. With clang's default
// alignment 4 it never gets the chance; raising the alignment would hand it
// one. So a function that contains an acquire-or-stronger atomic load (in
// any address space) is left alone: its accesses keep their alignment and
// the shared globals it references are not raised (a missed-optimization
// remark says so). -smemvec-align-guard-acquire=0 turns the guard off.
//
// Complexity: one walk over the globals and one over the instructions; each
// access costs one bounded known-bits query and one bounded underlying-object
// walk.
//
// Run it:  opt -load-pass-plugin=build/lib/SmemVec.so -passes=smemvec-align
//
//===----------------------------------------------------------------------===//

#include "smemvec/SharedAlign.h"
#include "Options.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Transforms/Utils/Local.h"

#include <functional>

using namespace llvm;

#define DEBUG_TYPE "smemvec-align"

STATISTIC(NumGlobalsRaised, "Shared globals whose alignment was raised");
STATISTIC(NumAccessesRaised, "Shared accesses whose alignment was raised");

static cl::opt<bool> EnableAlign(
    "smemvec-align", cl::init(true),
    cl::desc("Raise the alignment of shared-memory globals and propagate it "
             "to their accesses (kill switch of smemvec-align)"));

static cl::opt<unsigned, false, smemvec::PowerOfTwoParser<256>> AlignBytes(
    "smemvec-align-bytes", cl::init(16), cl::value_desc("bytes"),
    cl::desc("Alignment given to shared-memory global definitions "
             "(power of two, default 16 = one 128-bit access)"));

static cl::opt<bool> AlignODR(
    "smemvec-align-odr", cl::init(true),
    cl::desc("Also raise linkonce_odr/weak_odr shared globals (template "
             "kernels); 0 keeps to canIncreaseAlignment()"));

static cl::opt<bool> GuardAcquire(
    "smemvec-align-guard-acquire", cl::init(true), cl::Hidden,
    cl::desc("Leave functions with acquire/seq_cst atomic loads (and the "
             "shared globals they use) unaligned, so upstream's "
             "LoadStoreVectorizer cannot hoist loads above them"));

namespace {

class SharedAligner {
public:
  using DTGetter = std::function<DominatorTree &(Function &)>;
  using ACGetter = std::function<AssumptionCache &(Function &)>;
  using OREGetter = std::function<OptimizationRemarkEmitter &(Function &)>;

  SharedAligner(Module &M, DTGetter DT, ACGetter AC, OREGetter ORE)
      : M(M), DL(M.getDataLayout()), GetDT(DT), GetAC(AC), GetORE(ORE) {}

  bool run();

private:
  bool isRaisableSharedDefinition(const GlobalVariable &GV) const;
  bool raiseGlobal(GlobalVariable &GV);
  bool derivesOnlyFromSharedGlobals(const Value *Ptr) const;
  Align provableAlignment(Value *Ptr, const Instruction *CxtI,
                          AssumptionCache *AC, DominatorTree *DT,
                          SmallPtrSetImpl<const Value *> &OnPath,
                          unsigned Depth) const;
  unsigned propagateToAccesses(Function &F);
  Function *firstUserFunction(const GlobalVariable &GV) const;
  bool isUsedIn(const GlobalVariable &GV,
                const SmallPtrSetImpl<const Function *> &Fns) const;

  /// Functions left alone: see "Acquire loads" in the file comment.
  SmallPtrSet<const Function *, 4> Guarded;

  Module &M;
  const DataLayout &DL;
  DTGetter GetDT;
  ACGetter GetAC;
  OREGetter GetORE;
};

} // namespace

static bool isShared(const Value *V) {
  return V->getType()->isPointerTy() &&
         V->getType()->getPointerAddressSpace() == 3;
}

bool SharedAligner::isRaisableSharedDefinition(const GlobalVariable &GV) const {
  if (!isShared(&GV) || GV.isDeclaration())
    return false;
  if (GV.canIncreaseAlignment())
    return true;
  // Template kernels' tiles: see "ODR globals" in the file comment.
  return AlignODR && (GV.hasLinkOnceODRLinkage() || GV.hasWeakODRLinkage()) &&
         !GV.hasSection();
}

/// Returns the function of the first instruction that uses \p GV (directly
/// or through constant expressions) and satisfies \p Wanted; null if none.
static Function *
findUserFunction(const GlobalVariable &GV,
                 function_ref<bool(const Function &)> Wanted) {
  SmallVector<const User *, 8> Worklist(GV.users());
  SmallPtrSet<const User *, 16> Seen;
  while (!Worklist.empty()) {
    const User *U = Worklist.pop_back_val();
    if (!Seen.insert(U).second)
      continue;
    if (auto *I = dyn_cast<Instruction>(U)) {
      if (Wanted(*I->getFunction()))
        return const_cast<Function *>(I->getFunction());
    } else if (isa<Constant>(U)) {
      append_range(Worklist, U->users());
    }
  }
  return nullptr;
}

/// Returns a function that uses \p GV, to anchor its remark; null if unused.
Function *SharedAligner::firstUserFunction(const GlobalVariable &GV) const {
  return findUserFunction(GV, [](const Function &) { return true; });
}

/// True if an instruction in one of \p Fns uses \p GV (through constants).
bool SharedAligner::isUsedIn(
    const GlobalVariable &GV,
    const SmallPtrSetImpl<const Function *> &Fns) const {
  return findUserFunction(GV, [&](const Function &F) {
           return Fns.contains(&F);
         }) != nullptr;
}

static bool hasAcquireLoad(const Function &F) {
  for (const Instruction &I : instructions(F))
    if (auto *LI = dyn_cast<LoadInst>(&I))
      if (LI->isAtomic() && isAcquireOrStronger(LI->getOrdering()))
        return true;
  return false;
}

bool SharedAligner::raiseGlobal(GlobalVariable &GV) {
  Align Old = GV.getPointerAlignment(DL);
  Align Target(AlignBytes);
  if (Old >= Target)
    return false;
  GV.setAlignment(Target);
  ++NumGlobalsRaised;
  if (Function *F = firstUserFunction(GV))
    GetORE(*F).emit([&] {
      return OptimizationRemark(DEBUG_TYPE, "GlobalAligned", F)
             << "raised alignment of shared global '"
             << ore::NV("Global", GV.getName()) << "' from "
             << ore::NV("OldAlign", Old.value()) << " to "
             << ore::NV("NewAlign", Target.value());
    });
  return true;
}

bool SharedAligner::derivesOnlyFromSharedGlobals(const Value *Ptr) const {
  SmallVector<const Value *, 4> Objects;
  getUnderlyingObjects(Ptr, Objects);
  return !Objects.empty() && all_of(Objects, [](const Value *O) {
           return isa<GlobalVariable>(O) && isShared(O);
         });
}

/// The alignment of \p Ptr that can be proven by walking it back to the
/// shared global it is built from (see step 3 of the file comment).
Align SharedAligner::provableAlignment(Value *Ptr, const Instruction *CxtI,
                                       AssumptionCache *AC, DominatorTree *DT,
                                       SmallPtrSetImpl<const Value *> &OnPath,
                                       unsigned Depth) const {
  constexpr unsigned MaxDepth = 8;
  Align FromKnownBits = getKnownAlignment(Ptr, DL, CxtI, AC, DT);
  if (Depth >= MaxDepth || !OnPath.insert(Ptr).second)
    return FromKnownBits;
  auto Recurse = [&](Value *V) {
    return provableAlignment(V, CxtI, AC, DT, OnPath, Depth + 1);
  };

  Align Result(1);
  if (auto *GV = dyn_cast<GlobalVariable>(Ptr)) {
    Result = GV->getPointerAlignment(DL);
  } else if (auto *GEP = dyn_cast<GEPOperator>(Ptr)) {
    unsigned Bits = DL.getIndexTypeSizeInBits(GEP->getType());
    SmallMapVector<Value *, APInt, 4> VarOffsets;
    APInt ConstOffset(Bits, 0);
    if (GEP->collectOffset(DL, Bits, VarOffsets, ConstOffset)) {
      Result = commonAlignment(Recurse(GEP->getPointerOperand()),
                               ConstOffset.getZExtValue());
      for (auto &[Index, Scale] : VarOffsets) {
        unsigned TZ = computeKnownBits(Index, DL, AC, CxtI, DT)
                          .countMinTrailingZeros();
        unsigned Shift = std::min(TZ + Scale.countr_zero(),
                                  unsigned(Value::MaxAlignmentExponent));
        Result = std::min(Result, Align(uint64_t(1) << Shift));
      }
    }
  } else if (auto *Op = dyn_cast<Operator>(Ptr);
             Op && (Op->getOpcode() == Instruction::AddrSpaceCast ||
                    Op->getOpcode() == Instruction::BitCast)) {
    // shared -> generic keeps alignment on NVPTX (see the file comment).
    Value *Src = Op->getOperand(0);
    if (Op->getOpcode() == Instruction::BitCast || isShared(Src))
      Result = Recurse(Src);
  } else if (auto *Sel = dyn_cast<SelectInst>(Ptr)) {
    Result = std::min(Recurse(Sel->getTrueValue()),
                      Recurse(Sel->getFalseValue()));
  } else if (auto *Phi = dyn_cast<PHINode>(Ptr)) {
    Result = Align(Value::MaximumAlignment);
    for (Value *In : Phi->incoming_values())
      Result = std::min(Result, Recurse(In));
  }
  OnPath.erase(Ptr);
  return std::max(Result, FromKnownBits);
}

unsigned SharedAligner::propagateToAccesses(Function &F) {
  DominatorTree *DT = nullptr;
  AssumptionCache *AC = nullptr;
  unsigned Raised = 0;

  // Raises the alignment recorded for the access of \p I through \p Ptr.
  auto Improve = [&](Instruction &I, Value *Ptr, Align Current,
                     function_ref<void(Align)> Set) {
    if (!derivesOnlyFromSharedGlobals(Ptr))
      return;
    if (!DT) {
      DT = &GetDT(F);
      AC = &GetAC(F);
    }
    SmallPtrSet<const Value *, 8> OnPath;
    Align Known = provableAlignment(Ptr, &I, AC, DT, OnPath, 0);
    if (Known > Current) {
      Set(Known);
      ++Raised;
    }
  };

  for (Instruction &I : instructions(F)) {
    if (auto *LI = dyn_cast<LoadInst>(&I)) {
      if (LI->isSimple())
        Improve(I, LI->getPointerOperand(), LI->getAlign(),
                [&](Align A) { LI->setAlignment(A); });
    } else if (auto *SI = dyn_cast<StoreInst>(&I)) {
      if (SI->isSimple())
        Improve(I, SI->getPointerOperand(), SI->getAlign(),
                [&](Align A) { SI->setAlignment(A); });
    } else if (auto *MI = dyn_cast<MemIntrinsic>(&I)) {
      if (MI->isVolatile())
        continue;
      Improve(I, MI->getRawDest(), MI->getDestAlign().valueOrOne(),
              [&](Align A) { MI->setDestAlignment(A); });
      if (auto *MT = dyn_cast<MemTransferInst>(MI))
        Improve(I, MT->getRawSource(), MT->getSourceAlign().valueOrOne(),
                [&](Align A) { MT->setSourceAlignment(A); });
    }
  }

  if (Raised) {
    NumAccessesRaised += Raised;
    GetORE(F).emit([&] {
      return OptimizationRemark(DEBUG_TYPE, "AccessesAligned", &F)
             << ore::NV("NumAccesses", Raised)
             << " shared-memory accesses gained alignment";
    });
  }
  return Raised;
}

bool SharedAligner::run() {
  if (!EnableAlign || !M.getTargetTriple().isNVPTX())
    return false;

  if (GuardAcquire)
    for (Function &F : M)
      if (!F.isDeclaration() && hasAcquireLoad(F)) {
        Guarded.insert(&F);
        GetORE(F).emit([&] {
          return OptimizationRemarkMissed(DEBUG_TYPE, "AcquireLoad", &F)
                 << "shared-memory alignment left alone: the function has an "
                    "acquire atomic load that LLVM's LoadStoreVectorizer "
                    "would hoist loads above";
        });
      }

  bool Changed = false;
  for (GlobalVariable &GV : M.globals())
    if (isRaisableSharedDefinition(GV) && !isUsedIn(GV, Guarded))
      Changed |= raiseGlobal(GV);

  for (Function &F : M)
    if (!F.isDeclaration() && !Guarded.contains(&F))
      Changed |= propagateToAccesses(F) != 0;
  return Changed;
}

PreservedAnalyses smemvec::SharedAlignPass::run(Module &M,
                                               ModuleAnalysisManager &MAM) {
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  SharedAligner Aligner(
      M, [&](Function &F) -> DominatorTree & {
        return FAM.getResult<DominatorTreeAnalysis>(F);
      },
      [&](Function &F) -> AssumptionCache & {
        return FAM.getResult<AssumptionAnalysis>(F);
      },
      [&](Function &F) -> OptimizationRemarkEmitter & {
        return FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
      });
  // Only alignment changes: every analysis stays valid (as InferAlignment).
  Aligner.run();
  return PreservedAnalyses::all();
}

namespace {

/// Legacy-PM wrapper for the codegen pipeline. Function analyses are built
/// on demand per function; the pass runs once per module there.
class SharedAlignLegacy : public ModulePass {
public:
  static char ID;
  SharedAlignLegacy() : ModulePass(ID) {}

  StringRef getPassName() const override {
    return "smemvec: raise shared-memory alignment";
  }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
  }

  bool runOnModule(Module &M) override {
    std::unique_ptr<DominatorTree> DT;
    std::unique_ptr<AssumptionCache> AC;
    std::unique_ptr<OptimizationRemarkEmitter> ORE;
    Function *Cached = nullptr, *CachedORE = nullptr;
    auto Refresh = [&](Function &F) {
      if (Cached != &F) {
        DT = std::make_unique<DominatorTree>(F);
        AC = std::make_unique<AssumptionCache>(F);
        Cached = &F;
      }
    };
    SharedAligner Aligner(
        M, [&](Function &F) -> DominatorTree & { Refresh(F); return *DT; },
        [&](Function &F) -> AssumptionCache & { Refresh(F); return *AC; },
        [&](Function &F) -> OptimizationRemarkEmitter & {
          if (CachedORE != &F) {
            ORE = std::make_unique<OptimizationRemarkEmitter>(&F);
            CachedORE = &F;
          }
          return *ORE;
        });
    return Aligner.run();
  }
};

} // namespace

char SharedAlignLegacy::ID = 0;

ModulePass *smemvec::createSharedAlignLegacyPass() {
  return new SharedAlignLegacy();
}
