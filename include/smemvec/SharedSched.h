//===- SharedSched.h - smemvec's pre-RA scheduler pass for NVPTX ----------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// smemvec-sched: the MachineFunctionPass the plugin inserts right after the
// (on NVPTX normally disabled) MachineScheduler in NVPTX codegen. In
// functions with shared-memory accesses it schedules each region with the
// smemvec-cluster mutation, either keeping the incoming order except for
// pulling cluster members together (minimal, default) or with the
// GenericScheduler (full); other functions keep the stock schedule. See
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
