# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# An LLVM 14 package version file as LLVM 14 writes it (test/Install/llvm-policy.test).
set(PACKAGE_VERSION "14.0.6")
if("14.0" VERSION_EQUAL "${PACKAGE_FIND_VERSION_MAJOR}.${PACKAGE_FIND_VERSION_MINOR}"
   AND NOT "6" VERSION_LESS "${PACKAGE_FIND_VERSION_PATCH}")
  set(PACKAGE_VERSION_COMPATIBLE 1)
endif()
