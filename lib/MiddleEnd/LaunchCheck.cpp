//===- LaunchCheck.cpp - Warn when smemvec shrinks a kernel's block -------===//
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Why: smemvec-unroll promotes register tiles that stock clang leaves in
// local memory, so a kernel without `__launch_bounds__` may need more
// registers than its largest block can have and fail to launch. The plugin
// does not know the block size, but it knows when its own transforms moved
// a kernel past a step of the block sizes that launch.
//
// Where: Plugin.cpp wraps smemvec-unroll and smemvec-inline-apply in the
// watching passes here (they record a kernel's register estimate before
// changing it), runs LaunchCheckEarlyPass at early simplification and
// LaunchCheckPass at OptimizerLast. -smemvec-launch-check=0 keeps the
// transforms and drops the check.
//
// What: record the estimate (RegisterEstimate.h) before smemvec's first
// change of a kernel, estimate again at the end, judge (launch::judge,
// LaunchCheckInternal.h), and warn on stderr, never through the diagnostic
// handler, so that no -Werror can fail a build over it. The steps, the caps
// inside smemvec-unroll and the estimate's agreement with `ptxas -v`:
// docs/launch-check.md.
//
// Run it: opt -load-pass-plugin=build/lib/SmemVec.so
//             -passes=smemvec-launch-check in.ll
//
//===----------------------------------------------------------------------===//

#include "smemvec/LaunchCheck.h"
#include "Analysis/LaunchBounds.h"
#include "Analysis/RegisterEstimate.h"
#include "LaunchCheckInternal.h"
#include "Support/Options.h"
#include "Support/UnrollMarkers.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Analysis/CodeMetrics.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/LoopPeel.h"
#include "llvm/Transforms/Utils/UnrollLoop.h"

using namespace llvm;
using namespace smemvec;
using namespace smemvec::launch;

#define DEBUG_TYPE "smemvec-launch-check"

unsigned smemvec::maxFunctionRegisters() { return MaxRegisters; }

static bool isKernel(const Function &F) {
  return F.getCallingConv() == CallingConv::PTX_Kernel;
}

static bool isNVPTX(const Function &F) {
  return F.getParent()->getTargetTriple().isNVPTX();
}

/// Step 1: records \p Estimate as \p F's registers before smemvec's first
/// change, unless a change was recorded already.
static void recordBefore(Function &F, unsigned Estimate) {
  if (!EnableLaunchCheck || !isKernel(F) ||
      F.hasFnAttribute(RegistersBeforeAttr))
    return;
  F.addFnAttr(RegistersBeforeAttr, utostr(Estimate));
}

/// Step 1, device functions: names \p F in the module's UnrolledFunctionsMD,
/// for the kernels that inline it (LaunchCheckEarlyPass recorded those).
static void noteUnrolledFunction(Function &F) {
  Module &M = *F.getParent();
  NamedMDNode *Names = M.getOrInsertNamedMetadata(UnrolledFunctionsMD);
  for (const MDNode *N : Names->operands())
    if (cast<MDString>(N->getOperand(0))->getString() == F.getName())
      return;
  LLVMContext &Ctx = M.getContext();
  Names->addOperand(MDNode::get(Ctx, MDString::get(Ctx, F.getName())));
}

PreservedAnalyses smemvec::LaunchCheckEarlyPass::run(Module &M,
                                                     ModuleAnalysisManager &) {
  if (!EnableLaunchCheck || !M.getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  DenseMap<const Function *, unsigned> Memo;
  bool Changed = false;
  for (Function &K : M) {
    if (!isKernel(K) || K.isDeclaration())
      continue;
    // The defined functions K reaches, in discovery order.
    SmallVector<const Function *, 8> Reached;
    SmallPtrSet<const Function *, 8> Seen = {&K};
    for (size_t I = 0; I <= Reached.size(); ++I) {
      const Function &Caller = I == 0 ? K : *Reached[I - 1];
      for (const Instruction &Inst : instructions(Caller))
        if (auto *CB = dyn_cast<CallBase>(&Inst))
          if (const Function *Callee = CB->getCalledFunction())
            if (!Callee->isDeclaration() && Seen.insert(Callee).second)
              Reached.push_back(Callee);
    }
    if (Reached.empty())
      continue;
    std::string Names;
    for (const Function *Callee : Reached)
      Names += (Names.empty() ? "" : ",") + Callee->getName().str();
    // Not RegisterEstimateAnalysis: K calls defined functions, whose
    // estimates the Memo shares across kernels (the cache would recompute).
    K.addFnAttr(EarlyRegistersAttr, utostr(estimateRegisters(K, Memo)));
    K.addFnAttr(CalleesAttr, Names);
    Changed = true;
  }
  // Only attributes changed: analyses stay valid.
  (void)Changed;
  return PreservedAnalyses::all();
}

/// True if LLVM's full unroller (which runs right after smemvec-unroll) would
/// fully unroll \p L without smemvec's request: the same preferences and
/// count computation as LoopFullUnrollPass at \p OptLevel. Such a request
/// changes nothing stock clang would not do (an 8x8 tile: stock clang
/// unrolls it too, 92 registers).
static bool stockUnrollerWouldFullyUnroll(Loop &L,
                                          LoopStandardAnalysisResults &AR,
                                          int OptLevel) {
  unsigned TripCount = AR.SE.getSmallConstantTripCount(&L);
  if (TripCount == 0)
    return false;
  Function &F = *L.getHeader()->getParent();
  // gatherUnrollingPreferences wants an emitter; computeUnrollCount gets
  // none, so this question emits no unroller remarks.
  OptimizationRemarkEmitter ORE(&F);
  TargetTransformInfo::UnrollingPreferences UP = gatherUnrollingPreferences(
      &L, AR.SE, AR.TTI, nullptr, nullptr, ORE, OptLevel, std::nullopt,
      std::nullopt, /*UserAllowPartial=*/false, /*UserRuntime=*/false,
      /*UserUpperBound=*/false, std::nullopt);
  TargetTransformInfo::PeelingPreferences PP = gatherPeelingPreferences(
      &L, AR.SE, AR.TTI, /*UserAllowPeeling=*/false, std::nullopt, true);
  SmallPtrSet<const Value *, 32> EphValues;
  CodeMetrics::collectEphemeralValues(&L, &AR.AC, EphValues);
  UnrollCostEstimator UCE(&L, AR.TTI, EphValues, UP.BEInsns);
  if (!UCE.canUnroll())
    return false;
  bool UseUpperBound = false;
  computeUnrollCount(&L, AR.TTI, AR.DT, &AR.LI, &AR.AC, AR.SE, EphValues,
                     nullptr, TripCount, AR.SE.getSmallConstantMaxTripCount(&L),
                     AR.SE.isBackedgeTakenCountMaxOrZero(&L),
                     AR.SE.getSmallConstantTripMultiple(&L), UCE, UP, PP,
                     UseUpperBound);
  return UP.Count == TripCount;
}

PreservedAnalyses
smemvec::WatchedSharedUnrollPass::run(Loop &L, LoopAnalysisManager &AM,
                                      LoopStandardAnalysisResults &AR,
                                      LPMUpdater &U) {
  MDNode *IDBefore = L.getLoopID();
  PreservedAnalyses PA = Inner.run(L, AM, AR, U);
  MDNode *IDAfter = L.getLoopID();
  if (IDAfter == IDBefore)
    return PA;
  // Only loop metadata changed so far: the estimate is the one from before.
  Function &F = *L.getHeader()->getParent();
  if (!EnableLaunchCheck || F.hasFnAttribute(RegistersBeforeAttr))
    return PA;
  // Count requests (staging copies, reductions, partial shared walks, the
  // handoff) add a few registers and are not recorded: the estimate taken
  // there would miss the full unrolls stock clang still does after them.
  if (!UnrollMarkers::hasFullRequest(L))
    return PA;
  // Ask the stock unroller about the loop as it was.
  L.setLoopID(IDBefore);
  bool Redundant = stockUnrollerWouldFullyUnroll(L, AR, OptLevel);
  L.setLoopID(IDAfter);
  if (Redundant)
    return PA;
  // A loop pass sees function analyses only as cached results, stale here
  // (the loop pipeline changes F before it invalidates them): computed once.
  if (isKernel(F))
    recordBefore(F, estimateRegisters(F));
  else
    noteUnrolledFunction(F);
  return PA;
}

PreservedAnalyses smemvec::WatchedSharedInlineApplyPass::run(
    LazyCallGraph::SCC &C, CGSCCAnalysisManager &AM, LazyCallGraph &CG,
    CGSCCUpdateResult &UR) {
  // The kernels of the SCC with calls smemvec-inline marked, estimated
  // before the inlining.
  SmallVector<std::pair<Function *, unsigned>, 2> Before;
  if (EnableLaunchCheck)
    for (LazyCallGraph::Node &N : C) {
      Function &F = N.getFunction();
      if (!isKernel(F) || F.isDeclaration() || !isNVPTX(F) ||
          F.hasFnAttribute(RegistersBeforeAttr))
        continue;
      bool Marked = any_of(instructions(F), [](const Instruction &I) {
        auto *CB = dyn_cast<CallBase>(&I);
        return CB && CB->hasFnAttr("smemvec-inline");
      });
      if (!Marked)
        continue;
      // The callees about to be inlined may carry smemvec-unroll's changes
      // already: the kernel's estimate from before any smemvec pass ran is
      // the one to compare with, where there is one.
      unsigned Estimate = 0;
      if (F.hasFnAttribute(EarlyRegistersAttr))
        F.getFnAttribute(EarlyRegistersAttr)
            .getValueAsString()
            .getAsInteger(10, Estimate);
      if (!Estimate) {
        FunctionAnalysisManager &FAM =
            AM.getResult<FunctionAnalysisManagerCGSCCProxy>(C, CG).getManager();
        Estimate = estimateRegisters(F, FAM);
      }
      Before.push_back({&F, Estimate});
    }
  PreservedAnalyses PA = Inner.run(C, AM, CG, UR);
  if (!PA.areAllPreserved())
    for (auto [F, Estimate] : Before)
      recordBefore(*F, Estimate);
  return PA;
}

//===----------------------------------------------------------------------===//
// Step 2-3: the check
//===----------------------------------------------------------------------===//

static std::string describe(const Function &F, unsigned Before, unsigned After,
                            unsigned MaxThreads, const Verdict &V) {
  std::string S;
  raw_string_ostream OS(S);
  OS << "kernel '" << F.getName()
     << "': smemvec's unrolling/inlining raised its register estimate from "
     << Before << " to " << After << " per thread; ";
  if (V.What == Finding::SmallerBlock)
    OS << "a block of more than " << V.BlockAfter
       << " threads will not launch (\"too many resources requested for "
          "launch\"; before: "
       << V.BlockBefore << " threads with " << Before
       << "). If it runs with more threads: __launch_bounds__(<threads>) on "
          "the kernel, `#pragma unroll 1` on its register-tile loops, or "
          "-mllvm -smemvec-max-registers="
       << registerCap(V.BlockBefore, 0);
  else
    OS << "its launch bounds (" << MaxThreads << " threads) allow " << V.Cap
       << ", so ptxas must spill; -mllvm -smemvec-max-registers=" << V.Cap
       << " keeps those loops rolled";
  OS << " (-mllvm -smemvec-launch-check=0 silences this)";
  return S;
}

/// Step 3: the warning goes to stderr itself, not through LLVM's diagnostic
/// handler: in clang a plugin's DS_Warning becomes -Wbackend-plugin, which
/// -Werror turns into an error (a build stock clang accepts would fail),
/// while DS_Remark and DS_Note are not shown by default there. The same text
/// is an analysis remark too (`smemvec-launch-check`, for -Rpass-analysis
/// and YAML remark files).
static void emitFinding(Function &F, const std::string &Msg) {
  errs() << "smemvec: warning: " << Msg << "\n";
  OptimizationRemarkEmitter ORE(&F);
  ORE.emit([&] {
    return OptimizationRemarkAnalysis(DEBUG_TYPE, "LaunchLimit", &F) << Msg;
  });
}

PreservedAnalyses smemvec::LaunchCheckPass::run(Module &M,
                                                ModuleAnalysisManager &MAM) {
  FunctionAnalysisManager &FAM =
      MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  bool Changed = false;
  StringSet<> Unrolled;
  if (NamedMDNode *Names = M.getNamedMetadata(UnrolledFunctionsMD)) {
    for (const MDNode *N : Names->operands())
      Unrolled.insert(cast<MDString>(N->getOperand(0))->getString());
    M.eraseNamedMetadata(Names);
    Changed = true;
  }
  for (Function &F : M) {
    unsigned Before = 0;
    if (F.hasFnAttribute(RegistersBeforeAttr)) {
      F.getFnAttribute(RegistersBeforeAttr)
          .getValueAsString()
          .getAsInteger(10, Before);
    } else if (F.hasFnAttribute(CalleesAttr)) {
      // Not changed by smemvec itself: did it take in a device function
      // smemvec-unroll changed?
      SmallVector<StringRef, 8> Callees;
      F.getFnAttribute(CalleesAttr).getValueAsString().split(Callees, ',');
      if (any_of(Callees, [&](StringRef N) { return Unrolled.contains(N); }))
        F.getFnAttribute(EarlyRegistersAttr)
            .getValueAsString()
            .getAsInteger(10, Before);
    }
    bool Recorded =
        F.hasFnAttribute(RegistersBeforeAttr) || F.hasFnAttribute(CalleesAttr);
    F.removeFnAttr(RegistersBeforeAttr);
    F.removeFnAttr(EarlyRegistersAttr);
    F.removeFnAttr(CalleesAttr);
    if (!Recorded)
      continue;
    Changed = true;
    if (Before == 0)
      continue;
    if (!EnableLaunchCheck || F.isDeclaration())
      continue;
    unsigned After = estimateRegisters(F, FAM);
    const LaunchBounds Bounds = readLaunchBounds(F);
    unsigned MaxThreads = Bounds.Threads;
    unsigned MinBlocks = Bounds.MinBlocks;
    Verdict V = judge(Before, After, MaxThreads, MinBlocks, MaxRegisters);
    if (V.What == Finding::None)
      continue;
    emitFinding(F, describe(F, Before, After, MaxThreads, V));
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

PreservedAnalyses
smemvec::RegisterEstimatePrinterPass::run(Module &M,
                                          ModuleAnalysisManager &MAM) {
  if (!M.getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  FunctionAnalysisManager &FAM =
      MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    unsigned Registers = estimateRegisters(F, FAM);
    errs() << "smemvec-registers: " << F.getName() << ": " << Registers << "\n";
  }
  return PreservedAnalyses::all();
}
