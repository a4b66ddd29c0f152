//===- PassTestHelpers.h - parse IR and run new-PM pipelines in tests ----===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#ifndef SMEMVEC_UNITTESTS_PASSTESTHELPERS_H
#define SMEMVEC_UNITTESTS_PASSTESTHELPERS_H

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/SourceMgr.h"

namespace smemvec::test {

/// Parses \p IR into a module of \p Ctx; prints the parse error and returns
/// null on failure.
inline std::unique_ptr<llvm::Module> parseIR(llvm::LLVMContext &Ctx,
                                             llvm::StringRef IR) {
  llvm::SMDiagnostic Err;
  std::unique_ptr<llvm::Module> M = llvm::parseAssemblyString(IR, Err, Ctx);
  if (!M)
    Err.print("smemvec-unittest", llvm::errs());
  return M;
}

/// Runs the module pipeline that \p AddPasses builds on \p M, with every
/// standard analysis registered.
inline void
runPipeline(llvm::Module &M,
            llvm::function_ref<void(llvm::ModulePassManager &)> AddPasses) {
  llvm::LoopAnalysisManager LAM;
  llvm::FunctionAnalysisManager FAM;
  llvm::CGSCCAnalysisManager CGAM;
  llvm::ModuleAnalysisManager MAM;
  llvm::PassBuilder PB;
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  llvm::ModulePassManager MPM;
  AddPasses(MPM);
  MPM.run(M, MAM);
}

} // namespace smemvec::test

#endif // SMEMVEC_UNITTESTS_PASSTESTHELPERS_H
