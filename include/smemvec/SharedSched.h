//===- SharedSched.h - smemvec's pre-RA scheduler pass for NVPTX ----------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// smemvec-sched: the MachineFunctionPass the plugin inserts right after the
// (on NVPTX normally disabled) MachineScheduler in NVPTX codegen. In
// functions with shared-memory accesses it schedules each region with the
// smemvec-cluster mutation, either keeping the incoming order except for
// pulling cluster members together (minimal, default), with the
// GenericScheduler (full), or per region whichever of the two has the lower
// peak register pressure where that lowers the function's peak (auto);
// other functions keep the stock schedule. Remarks under smemvec-sched. See
// lib/SharedSched.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_SHAREDSCHED_H
#define SMEMVEC_SHAREDSCHED_H

namespace llvm {
class MachineFunctionPass;
} // namespace llvm

namespace smemvec {

/// Legacy pass for TargetPassConfig::insertPass(&MachineSchedulerID, ..).
llvm::MachineFunctionPass *createSharedSchedLegacyPass();

/// False when -smemvec-sched=off: the plugin then leaves the pipeline alone.
bool isSharedSchedEnabled();

} // namespace smemvec

#endif // SMEMVEC_SHAREDSCHED_H
