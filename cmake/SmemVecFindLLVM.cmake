# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# LLVM version policy: find LLVM 22, say clearly what was found otherwise.
#
# Why 22 only: the plugin inserts its codegen passes with
# RegisterTargetPassConfigCallback, which LLVM 22 added (docs/install.md,
# DESIGN.md); a pass plugin is bound to the LLVM major it was built against
# (the plugin API checks LLVM_PLUGIN_API_VERSION, and libLLVM.so.22.1 is
# ABI-stable within 22.1.x only), so older or newer LLVMs are refused here
# instead of failing later in the build or at load time.
#
# Policy:
#   - find_package(LLVM 22.1 CONFIG): LLVM_DIR first, then CMake's search;
#   - none found: FATAL_ERROR naming every LLVM config found (version and
#     directory) and the required version;
#   - LLVM_DIR given but another LLVM used (find_package skips an LLVM_DIR of
#     the wrong version and keeps searching): WARNING naming both.
#
# Sets what find_package(LLVM) sets, plus SMEMVEC_LLVM_MAJOR.
set(SMEMVEC_LLVM_MAJOR 22)
# LLVM's version file wants major.minor: plain "22" does not match.
set(SMEMVEC_LLVM_REQUIRED "${SMEMVEC_LLVM_MAJOR}.1")

set(_smemvec_llvm_dir_given "${LLVM_DIR}")
find_package(LLVM ${SMEMVEC_LLVM_REQUIRED} CONFIG QUIET)

function(_smemvec_llvm_considered out)
  set(text "")
  list(LENGTH LLVM_CONSIDERED_CONFIGS n)
  if(n GREATER 0)
    math(EXPR last "${n} - 1")
    foreach(i RANGE ${last})
      list(GET LLVM_CONSIDERED_CONFIGS ${i} cfg)
      list(GET LLVM_CONSIDERED_VERSIONS ${i} ver)
      get_filename_component(dir "${cfg}" DIRECTORY)
      string(APPEND text "\n    LLVM ${ver} at ${dir}")
    endforeach()
  endif()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

if(NOT LLVM_FOUND)
  _smemvec_llvm_considered(_smemvec_seen)
  if(_smemvec_seen STREQUAL "")
    set(_smemvec_seen " none")
  endif()
  message(FATAL_ERROR
    "smemvec needs LLVM ${SMEMVEC_LLVM_REQUIRED}.x; LLVM CMake packages found:${_smemvec_seen}\n"
    "The plugin uses RegisterTargetPassConfigCallback, new in LLVM 22, and "
    "a pass plugin only loads into the LLVM major it was built for. Install "
    "llvm-${SMEMVEC_LLVM_MAJOR}-dev (./setup.sh) or pass "
    "-DLLVM_DIR=<LLVM ${SMEMVEC_LLVM_MAJOR} prefix>/lib/cmake/llvm.")
endif()

if(_smemvec_llvm_dir_given AND NOT _smemvec_llvm_dir_given MATCHES "-NOTFOUND$")
  file(REAL_PATH "${_smemvec_llvm_dir_given}" _smemvec_given_real)
  file(REAL_PATH "${LLVM_DIR}" _smemvec_used_real)
  if(NOT _smemvec_given_real STREQUAL _smemvec_used_real)
    _smemvec_llvm_considered(_smemvec_seen)
    message(WARNING
      "LLVM_DIR=${_smemvec_llvm_dir_given} was not used: smemvec needs LLVM "
      "${SMEMVEC_LLVM_REQUIRED}.x, and CMake took LLVM ${LLVM_PACKAGE_VERSION} "
      "from ${LLVM_DIR} instead (considered:${_smemvec_seen}).")
  endif()
endif()
message(STATUS "Using LLVM ${LLVM_PACKAGE_VERSION} from ${LLVM_DIR}")
