# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Stands for an LLVM 14 install: only its version matters to the policy.
set(LLVM_PACKAGE_VERSION 14.0.6)
set(LLVM_VERSION_MAJOR 14)
