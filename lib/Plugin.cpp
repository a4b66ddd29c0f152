//===- Plugin.cpp - smemvec's one registration point ----------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Why this file exists
// --------------------
// Every smemvec pass is registered here and nowhere else: its name for
// `opt -passes=`, its place in the O1-O3 pipelines (PassBuilder extension
// points) and its place in the NVPTX codegen pipeline of llc and clang (a
// TargetPassConfig callback). The passes' own files only define pass
// classes and legacy-pass factories. So `-smemvec-pipeline`, the one switch
// between "smemvec's pipeline" and "the stock pipeline", is read in one
// place, as EnzymeAD's single plugin entry point does with its
// automatic-pipeline switch.
//
// Where each pass runs
// --------------------
//   name (opt -passes=)      IR unit   automatic place (-O1 and up)
//   smemvec-launch-check-early module  PipelineEarlySimplification
//   smemvec-inline           module    PipelineEarlySimplification
//   smemvec-inline-apply     cgscc     CGSCCOptimizerLate
//   smemvec-unroll           loop      LateLoopOptimizations
//   smemvec-unroll-cleanup   loop      LoopOptimizerEnd
//   smemvec-launch-check     module    OptimizerLast
//   print-smemvec-registers  module    (by name only)
//   smemvec-align            module    codegen, after infer-address-spaces
//   smemvec-lsv              function  codegen, after smemvec-align
//   smemvec-unroll-handoff   function  codegen, after loop-reduce
//   smemvec-shared-base      function  codegen, after codegenprepare
//   (smemvec-sched)          machine   codegen, after machine-scheduler
// In the O1-O3 pipelines smemvec-unroll and smemvec-inline-apply run inside
// the launch check's watching wrappers (LaunchCheck.h), which record a
// kernel's register estimate before they change it; by name they run bare.
// With -smemvec-pipeline=0 none of the automatic places gets anything: opt,
// llc and clang run their stock pipelines (and produce stock output, tested
// by test/CodeGen/pipeline-switch-stock.cu); the names above still run when
// asked for with -passes=. Each pass's own kill switch (-smemvec-unroll=0,
// ...) is read by the pass itself and also gives stock output for that pass.
//
// Nothing here fires for other targets in codegen, and every middle-end pass
// gates on an NVPTX triple itself: the host half of a CUDA compile stays
// byte-identical.
//
//===----------------------------------------------------------------------===//

#include "smemvec/FoldApprox.h"
#include "smemvec/LaunchCheck.h"
#include "smemvec/SharedAlign.h"
#include "smemvec/SharedBase.h"
#include "smemvec/SharedInline.h"
#include "smemvec/SharedLSV.h"
#include "smemvec/SharedPad.h"
#include "smemvec/SharedSched.h"
#include "smemvec/SharedUnroll.h"
#include "smemvec/SharedUnrollHandoff.h"

#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Target/RegisterTargetPassConfigCallback.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/Scalar.h"

using namespace llvm;

static cl::opt<bool> AutoPipeline(
    "smemvec-pipeline", cl::init(true),
    cl::desc("Put smemvec's passes into the O1-O3 pipelines and the NVPTX "
             "codegen pipeline (0: the stock pipelines; explicit -passes= "
             "names still run)"));

//===----------------------------------------------------------------------===//
// By name: opt -passes=
//===----------------------------------------------------------------------===//

static bool parseModulePass(StringRef Name, ModulePassManager &MPM,
                            ArrayRef<PassBuilder::PipelineElement>) {
  if (Name == "smemvec-align") {
    MPM.addPass(smemvec::SharedAlignPass());
    return true;
  }
  if (Name == "smemvec-pad") {
    MPM.addPass(smemvec::SharedPadPass());
    return true;
  }
  if (Name == "smemvec-inline") {
    MPM.addPass(smemvec::SharedInlinePass());
    return true;
  }
  if (Name == "smemvec-launch-check") {
    MPM.addPass(smemvec::LaunchCheckPass());
    return true;
  }
  if (Name == "smemvec-launch-check-early") {
    MPM.addPass(smemvec::LaunchCheckEarlyPass());
    return true;
  }
  if (Name == "print-smemvec-registers") {
    MPM.addPass(smemvec::RegisterEstimatePrinterPass());
    return true;
  }
  return false;
}

static bool parseCGSCCPass(StringRef Name, CGSCCPassManager &CGPM,
                           ArrayRef<PassBuilder::PipelineElement>) {
  if (Name == "smemvec-inline-apply") {
    CGPM.addPass(smemvec::SharedInlineApplyPass());
    return true;
  }
  return false;
}

static bool parseFunctionPass(StringRef Name, FunctionPassManager &FPM,
                              ArrayRef<PassBuilder::PipelineElement>) {
  if (Name == "smemvec-lsv") {
    FPM.addPass(smemvec::SharedLSVPass());
    return true;
  }
  if (Name == "smemvec-unroll-handoff") {
    FPM.addPass(smemvec::SharedUnrollHandoffPass());
    return true;
  }
  if (Name == "smemvec-shared-base") {
    FPM.addPass(smemvec::SharedBasePass());
    return true;
  }
  if (Name == "smemvec-fold-approx") {
    FPM.addPass(smemvec::FoldApproxPass());
    return true;
  }
  return false;
}

static bool parseLoopPass(StringRef Name, LoopPassManager &LPM,
                          ArrayRef<PassBuilder::PipelineElement>) {
  if (Name == "smemvec-unroll") {
    LPM.addPass(smemvec::SharedUnrollPass());
    return true;
  }
  if (Name == "smemvec-unroll-cleanup") {
    LPM.addPass(smemvec::SharedUnrollCleanupPass());
    return true;
  }
  return false;
}

//===----------------------------------------------------------------------===//
// The O1-O3 pipelines: extension points
//===----------------------------------------------------------------------===//

/// True when smemvec's passes go into a pipeline being built at \p Level.
/// The O0 pipeline invokes extension points too, but has neither an inliner
/// nor an unroller to act on smemvec's decisions.
static bool wantMiddleEnd(OptimizationLevel Level) {
  return AutoPipeline && Level != OptimizationLevel::O0;
}

static void registerMiddleEndPasses(PassBuilder &PB) {
  // smemvec-fold-approx at every peephole point: before the loop passes, so
  // that a trip count computed from lg2/ex2 of a constant is one, and again
  // after full unrolling made more arguments constant (FoldApprox.cpp).
  PB.registerPeepholeEPCallback(
      [](FunctionPassManager &FPM, OptimizationLevel Level) {
        if (wantMiddleEnd(Level))
          FPM.addPass(smemvec::FoldApproxPass());
      });
  // smemvec-inline decides before the inliner sees the calls, and applies
  // its decisions bottom-up once each callee was simplified (inlining at
  // the early point left 1.8x the shared loads on dwt97; SharedInline.cpp).
  PB.registerPipelineEarlySimplificationEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel Level, ThinOrFullLTOPhase) {
        if (!wantMiddleEnd(Level))
          return;
        // The launch check's estimate of each kernel before any smemvec
        // change, for tiles in device functions inlined later.
        MPM.addPass(smemvec::LaunchCheckEarlyPass());
        MPM.addPass(smemvec::SharedInlinePass());
      });
  PB.registerCGSCCOptimizerLateEPCallback(
      [](CGSCCPassManager &CGPM, OptimizationLevel Level) {
        if (wantMiddleEnd(Level))
          CGPM.addPass(smemvec::WatchedSharedInlineApplyPass());
      });
  // smemvec-unroll asks LLVM's full unroller, which runs right after it;
  // the cleanup right after the unroller takes back what it declined.
  PB.registerLateLoopOptimizationsEPCallback([](LoopPassManager &LPM,
                                                OptimizationLevel Level) {
    if (wantMiddleEnd(Level))
      LPM.addPass(smemvec::WatchedSharedUnrollPass(Level.getSpeedupLevel()));
  });
  PB.registerLoopOptimizerEndEPCallback(
      [](LoopPassManager &LPM, OptimizationLevel Level) {
        if (wantMiddleEnd(Level))
          LPM.addPass(smemvec::SharedUnrollCleanupPass());
      });
  // The launch check: the watched passes above recorded the register
  // estimate of each kernel they changed; compare it with the final one.
  PB.registerOptimizerLastEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel Level, ThinOrFullLTOPhase) {
        if (wantMiddleEnd(Level))
          MPM.addPass(smemvec::LaunchCheckPass());
      });
}

//===----------------------------------------------------------------------===//
// The NVPTX codegen pipeline (llc, clang's device back end)
//===----------------------------------------------------------------------===//

/// The pass ID of the legacy pass Throwaway is an instance of. PassRegistry
/// lookups by name return null inside clang, so ask an instance instead.
static AnalysisID passIDOf(Pass *Throwaway) {
  std::unique_ptr<Pass> P(Throwaway);
  return P->getPassID();
}

static void addSmemVecCodeGenPasses(TargetMachine &TM, PassManagerBase &,
                                    TargetPassConfig *PassConfig) {
  if (!AutoPipeline || !PassConfig || !TM.getTargetTriple().isNVPTX() ||
      TM.getOptLevel() == CodeGenOptLevel::None)
    return;
  const AnalysisID InferAddressSpaces =
      passIDOf(createInferAddressSpacesPass());
  // smemvec-pad first: align then sees (and aligns) the padded layout.
  if (smemvec::isSharedPadEnabled())
    PassConfig->insertPass(InferAddressSpaces,
                           smemvec::createSharedPadLegacyPass());
  // Alignment must be computed after infer-address-spaces (see
  // SharedAlign.cpp); the vectorizers that use it run later.
  PassConfig->insertPass(InferAddressSpaces,
                         smemvec::createSharedAlignLegacyPass());
  // Inserted passes run in insertion order: align, then the gapped load
  // vectorizer, both long before upstream's LoadStoreVectorizer.
  PassConfig->insertPass(InferAddressSpaces,
                         smemvec::createSharedLSVLegacyPass());
  // Loops smemvec-unroll hands to ptxas get their final shape after loop
  // strength reduction, the last pass that rewrites induction variables.
  PassConfig->insertPass(passIDOf(createLoopStrengthReducePass()),
                         smemvec::createSharedUnrollHandoffLegacyPass());
  // Shared symbols get their one register after the last IR pass that folds
  // or sinks addresses (SharedBase.cpp).
  PassConfig->insertPass(passIDOf(createCodeGenPrepareLegacyPass()),
                         smemvec::createSharedBaseLegacyPass());
  // Our scheduler runs right after upstream's MachineScheduler, which stays
  // (NVPTX disables it unless -enable-misched): functions without shared
  // accesses, or with -smemvec-cluster=0, keep exactly the stock schedule
  // (SharedSched.cpp).
  if (smemvec::isSharedSchedEnabled())
    PassConfig->insertPass(
        &MachineSchedulerID,
        IdentifyingPassPtr(smemvec::createSharedSchedLegacyPass()));
}

static RegisterTargetPassConfigCallback
    SmemVecCodeGenCallback(addSmemVecCodeGenPasses);

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

static void registerPassBuilderCallbacks(PassBuilder &PB) {
  PB.registerPipelineParsingCallback(parseModulePass);
  PB.registerPipelineParsingCallback(parseCGSCCPass);
  PB.registerPipelineParsingCallback(parseFunctionPass);
  PB.registerPipelineParsingCallback(parseLoopPass);
  registerMiddleEndPasses(PB);
}

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "SmemVec", "0.1",
          registerPassBuilderCallbacks};
}
