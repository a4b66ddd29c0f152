//===- Plugin.cpp - smemvec's only entry point ----------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Registers the passes with the new pass manager (so `opt -passes=` finds them
// by name) and, through a TargetPassConfig callback, puts them into the NVPTX
// codegen pipeline of llc and clang. Nothing here fires for other targets:
// the host half of a CUDA compile stays byte-identical.
//
//===----------------------------------------------------------------------===//

#include "smemvec/SharedAlign.h"
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
    cl::desc("Insert smemvec's passes into the NVPTX codegen pipeline of llc "
             "and clang automatically (0: only explicit -passes= runs them)"));

/// The pass ID of infer-address-spaces. PassRegistry lookups by name return
/// null inside clang, so ask a throwaway instance instead.
static AnalysisID inferAddressSpacesID() {
  static AnalysisID ID = [] {
    std::unique_ptr<Pass> P(createInferAddressSpacesPass());
    return P->getPassID();
  }();
  return ID;
}

/// The pass ID of loop-reduce, asked the same way.
static AnalysisID loopStrengthReduceID() {
  static AnalysisID ID = [] {
    std::unique_ptr<Pass> P(createLoopStrengthReducePass());
    return P->getPassID();
  }();
  return ID;
}

static void addSmemVecCodeGenPasses(TargetMachine &TM, PassManagerBase &,
                                    TargetPassConfig *PassConfig) {
  if (!AutoPipeline || !PassConfig || !TM.getTargetTriple().isNVPTX() ||
      TM.getOptLevel() == CodeGenOptLevel::None)
    return;
  // smemvec-pad first: align then sees (and aligns) the padded layout.
  if (smemvec::isSharedPadEnabled())
    PassConfig->insertPass(inferAddressSpacesID(),
                           smemvec::createSharedPadLegacyPass());
  // Alignment must be computed after infer-address-spaces (see
  // SharedAlign.cpp); the vectorizers that use it run later.
  PassConfig->insertPass(inferAddressSpacesID(),
                         smemvec::createSharedAlignLegacyPass());
  // Inserted passes run in insertion order: align, then the gapped load
  // vectorizer, both long before upstream's LoadStoreVectorizer.
  PassConfig->insertPass(inferAddressSpacesID(),
                         smemvec::createSharedLSVLegacyPass());
  // Loops smemvec-unroll hands to ptxas get their final shape after loop
  // strength reduction, the last pass that rewrites induction variables.
  PassConfig->insertPass(loopStrengthReduceID(),
                         smemvec::createSharedUnrollHandoffLegacyPass());
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

static void registerPassBuilderCallbacks(PassBuilder &PB) {
  // smemvec-inline: by name, and before the inliner of the O1-O3 pipelines.
  smemvec::registerInlineCallbacks(PB, [] { return AutoPipeline.getValue(); });
  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        if (Name == "smemvec-align") {
          MPM.addPass(smemvec::SharedAlignPass());
          return true;
        }
        if (Name == "smemvec-pad") {
          MPM.addPass(smemvec::SharedPadPass());
          return true;
        }
        return false;
      });
  PB.registerPipelineParsingCallback(
      [](StringRef Name, FunctionPassManager &FPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        if (Name == "smemvec-lsv") {
          FPM.addPass(smemvec::SharedLSVPass());
          return true;
        }
        return false;
      });
  smemvec::registerUnrollCallbacks(PB);
}

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "SmemVec", "0.1",
          registerPassBuilderCallbacks};
}
