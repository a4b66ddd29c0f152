# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# `cpack -G DEB` in the build directory (or `cmake --build build --target
# package`): smemvec_<version>_<arch>.deb with the layout of
# SmemVecInstall.cmake under /usr (docs/install.md).
#
# Depends are the Debian packages of LLVM 22 that the installed files run on:
# libllvm22 (libLLVM.so.22.1, which the plugin links; 22.1.x keeps its ABI),
# clang-22 (the compiler the config file and smemvec_enable() load it into,
# and the tools' clang++), llvm-22 (opt, llc, llvm-cxxfilt for the tools),
# python3 (the tools). The CUDA toolkit (ptxas, libdevice) is not a Debian
# package here; the tools look for it at /usr/local/cuda or $CUDA_PATH.
set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_NAME "smemvec")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
  "LLVM ${SMEMVEC_LLVM_MAJOR} pass plugin widening NVPTX shared-memory accesses")
set(CPACK_PACKAGE_DESCRIPTION
  "SmemVec is a pass plugin for clang/opt/llc ${SMEMVEC_LLVM_MAJOR} that aligns, merges, \
clusters and unrolls CUDA shared-memory accesses so that the NVPTX back end emits \
vector ld.shared/st.shared. Includes the smemvec-report and smemvec-tune tools, \
a clang config file (/usr/etc/clang/smemvec.cfg) and a CMake package (find_package(SmemVec)).")
set(CPACK_PACKAGE_CONTACT "smemvec developers <smemvec@localhost>")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(CPACK_DEBIAN_FILE_NAME "DEB-DEFAULT")
set(CPACK_DEBIAN_PACKAGE_SECTION "devel")
set(CPACK_DEBIAN_PACKAGE_DEPENDS
  "libllvm${SMEMVEC_LLVM_MAJOR} (>= 1:${SMEMVEC_LLVM_REQUIRED}), clang-${SMEMVEC_LLVM_MAJOR}, llvm-${SMEMVEC_LLVM_MAJOR}, python3, libc6, libstdc++6, libgcc-s1")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "python3-numpy, python3-matplotlib")
set(CPACK_STRIP_FILES ON)
include(CPack)
