//===- Plugin.cpp - smemvec's one registration point ----------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Every smemvec pass is registered here from one table, PassRegistry.def:
// its name for `opt -passes=`, its place in the O1-O3 pipelines (PassBuilder
// extension points) and its place in the NVPTX codegen pipeline of llc and
// clang (a TargetPassConfig callback); the table's analyses go to the
// analysis managers (and `require<>`). `-print-smemvec-passes` prints the
// table. So `-smemvec-pipeline`, the one switch between "smemvec's pipeline"
// and "the stock pipeline", is read in one place, as EnzymeAD's single
// plugin entry point does with its automatic-pipeline switch.
//
// With -smemvec-pipeline=0 none of the automatic places gets anything: opt,
// llc and clang run their stock pipelines (test/CodeGen/pipeline-switch-
// stock.cu); the names still run when asked for with -passes=. Each pass's
// own kill switch (the table's SWITCH) gives stock output for that pass.
// Nothing fires for other targets in codegen, and every middle-end pass
// gates on an NVPTX triple itself: the host half of a CUDA compile stays
// byte-identical. The stages and the alternatives: docs/architecture.md.
//
//===----------------------------------------------------------------------===//

#include "smemvec/FmaGuard.h"
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

#include "Analysis/RegisterEstimate.h"
#include "Support/Options.h"

#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Target/RegisterTargetPassConfigCallback.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/Scalar.h"

using namespace llvm;

using smemvec::plugin::AutoPipeline;

//===----------------------------------------------------------------------===//
// The table's vocabulary
//===----------------------------------------------------------------------===//

namespace {
enum class IRUnit { Module, CGSCC, Function, Loop, MachineFunction };
enum class Stage { MiddleEnd, CodeGen, ByName };
/// Extension points of the middle end, and the upstream codegen passes
/// smemvec's codegen passes are inserted after.
enum class Place {
  None,
  Peephole,
  PipelineEarlySimplification,
  CGSCCOptimizerLate,
  LateLoopOptimizations,
  LoopOptimizerEnd,
  VectorizerEnd,
  OptimizerLast,
  InferAddressSpaces,
  LoopStrengthReduce,
  CodeGenPrepare,
  MachineScheduler,
};
} // namespace

/// The IR unit a new-PM pass manager runs passes on.
template <typename PassManagerT> constexpr IRUnit unitOf();
template <> constexpr IRUnit unitOf<ModulePassManager>() {
  return IRUnit::Module;
}
template <> constexpr IRUnit unitOf<CGSCCPassManager>() {
  return IRUnit::CGSCC;
}
template <> constexpr IRUnit unitOf<FunctionPassManager>() {
  return IRUnit::Function;
}
template <> constexpr IRUnit unitOf<LoopPassManager>() { return IRUnit::Loop; }

//===----------------------------------------------------------------------===//
// By name: opt -passes=
//===----------------------------------------------------------------------===//

/// Adds the pass called \p Name if the table has one of \p PM's IR unit.
template <typename PassManagerT>
static bool parseByName(StringRef Name, PassManagerT &PM,
                        ArrayRef<PassBuilder::PipelineElement>) {
#define SMEMVEC_PASS(NAME, UNIT, STAGE, PLACE, SWITCH, BY_NAME, IN_PIPELINE,   \
                     GATE)                                                     \
  if constexpr (unitOf<PassManagerT>() == IRUnit::UNIT) {                      \
    if (Name == NAME) {                                                        \
      PM.addPass(BY_NAME);                                                     \
      return true;                                                             \
    }                                                                          \
  }
#include "PassRegistry.def"
#define SMEMVEC_FUNCTION_ANALYSIS(NAME, ANALYSIS)                              \
  if constexpr (unitOf<PassManagerT>() == IRUnit::Function) {                  \
    using AnalysisT = decltype(ANALYSIS);                                      \
    if (Name == "require<" NAME ">") {                                         \
      PM.addPass(RequireAnalysisPass<AnalysisT, Function>());                  \
      return true;                                                             \
    }                                                                          \
    if (Name == "invalidate<" NAME ">") {                                      \
      PM.addPass(InvalidateAnalysisPass<AnalysisT>());                         \
      return true;                                                             \
    }                                                                          \
  }
#include "PassRegistry.def"
  return false;
}

/// Registers the table's analyses with a PassBuilder's analysis managers.
static void registerAnalyses(PassBuilder &PB) {
  PB.registerAnalysisRegistrationCallback([](FunctionAnalysisManager &FAM) {
#define SMEMVEC_FUNCTION_ANALYSIS(NAME, ANALYSIS)                              \
  FAM.registerPass([] { return ANALYSIS; });
#include "PassRegistry.def"
  });
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

/// Adds the table's middle-end passes of extension point \p At, in order.
template <typename PassManagerT>
static void addMiddleEndPasses(Place At, PassManagerT &PM,
                               OptimizationLevel Level) {
  if (!wantMiddleEnd(Level))
    return;
#define SMEMVEC_PASS(NAME, UNIT, STAGE, PLACE, SWITCH, BY_NAME, IN_PIPELINE,   \
                     GATE)                                                     \
  if constexpr (Stage::STAGE == Stage::MiddleEnd &&                            \
                unitOf<PassManagerT>() == IRUnit::UNIT) {                      \
    if (At == Place::PLACE && (GATE))                                          \
      PM.addPass(IN_PIPELINE);                                                 \
  }
#include "PassRegistry.def"
}

/// One callback per extension point the table names.
static void registerMiddleEndPasses(PassBuilder &PB) {
  PB.registerPeepholeEPCallback(
      [](FunctionPassManager &FPM, OptimizationLevel Level) {
        addMiddleEndPasses(Place::Peephole, FPM, Level);
      });
  PB.registerPipelineEarlySimplificationEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel Level, ThinOrFullLTOPhase) {
        addMiddleEndPasses(Place::PipelineEarlySimplification, MPM, Level);
      });
  PB.registerCGSCCOptimizerLateEPCallback(
      [](CGSCCPassManager &CGPM, OptimizationLevel Level) {
        addMiddleEndPasses(Place::CGSCCOptimizerLate, CGPM, Level);
      });
  PB.registerLateLoopOptimizationsEPCallback(
      [](LoopPassManager &LPM, OptimizationLevel Level) {
        addMiddleEndPasses(Place::LateLoopOptimizations, LPM, Level);
      });
  PB.registerLoopOptimizerEndEPCallback(
      [](LoopPassManager &LPM, OptimizationLevel Level) {
        addMiddleEndPasses(Place::LoopOptimizerEnd, LPM, Level);
      });
  PB.registerVectorizerEndEPCallback(
      [](FunctionPassManager &FPM, OptimizationLevel Level) {
        addMiddleEndPasses(Place::VectorizerEnd, FPM, Level);
      });
  PB.registerOptimizerLastEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel Level, ThinOrFullLTOPhase) {
        addMiddleEndPasses(Place::OptimizerLast, MPM, Level);
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

/// The upstream codegen pass a codegen place of the table follows.
static AnalysisID anchorOf(Place At) {
  switch (At) {
  case Place::InferAddressSpaces:
    return passIDOf(createInferAddressSpacesPass());
  case Place::LoopStrengthReduce:
    return passIDOf(createLoopStrengthReducePass());
  case Place::CodeGenPrepare:
    return passIDOf(createCodeGenPrepareLegacyPass());
  case Place::MachineScheduler:
    return &MachineSchedulerID;
  default:
    llvm_unreachable("not a codegen place");
  }
}

/// Inserts the table's codegen passes, in table order.
static void insertCodeGenPasses(TargetPassConfig &PassConfig) {
// Only the CodeGen rows expand to code: the others' IN_PIPELINE is a new-PM
// pass that may name the middle end's `Level`.
#define SMEMVEC_INSERT_CodeGen(PLACE, IN_PIPELINE, GATE)                       \
  if (GATE)                                                                    \
    PassConfig.insertPass(anchorOf(Place::PLACE),                              \
                          IdentifyingPassPtr(IN_PIPELINE));
#define SMEMVEC_INSERT_MiddleEnd(PLACE, IN_PIPELINE, GATE)
#define SMEMVEC_INSERT_ByName(PLACE, IN_PIPELINE, GATE)
#define SMEMVEC_PASS(NAME, UNIT, STAGE, PLACE, SWITCH, BY_NAME, IN_PIPELINE,   \
                     GATE)                                                     \
  SMEMVEC_INSERT_##STAGE(PLACE, IN_PIPELINE, GATE)
#include "PassRegistry.def"
#undef SMEMVEC_INSERT_CodeGen
#undef SMEMVEC_INSERT_MiddleEnd
#undef SMEMVEC_INSERT_ByName
}

static void addSmemVecCodeGenPasses(TargetMachine &TM, PassManagerBase &,
                                    TargetPassConfig *PassConfig) {
  if (!AutoPipeline || !PassConfig || !TM.getTargetTriple().isNVPTX() ||
      TM.getOptLevel() == CodeGenOptLevel::None)
    return;
  insertCodeGenPasses(*PassConfig);
}

static RegisterTargetPassConfigCallback
    SmemVecCodeGenCallback(addSmemVecCodeGenPasses);

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

static void registerPassBuilderCallbacks(PassBuilder &PB) {
  PB.registerPipelineParsingCallback(parseByName<ModulePassManager>);
  PB.registerPipelineParsingCallback(parseByName<CGSCCPassManager>);
  PB.registerPipelineParsingCallback(parseByName<FunctionPassManager>);
  PB.registerPipelineParsingCallback(parseByName<LoopPassManager>);
  registerAnalyses(PB);
  registerMiddleEndPasses(PB);
}

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "SmemVec", "0.1",
          registerPassBuilderCallbacks};
}
