# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# What `cmake --install build --prefix P` puts where (docs/install.md):
#
#   lib/SmemVec.so                      the plugin (AddLLVM's install rule)
#   lib/SmemVec-22.so -> SmemVec.so     the name that says which LLVM it loads into
#   bin/smemvec-report, -tune, -tune-device, -fuzz
#                                       -> ../share/smemvec/tools/<the same name>
#   share/smemvec/tools/                the tools and their Python packages
#                                       (smemvec_tools, smemvec_tune, smemvec_fuzz)
#   share/smemvec/bench/kernels/        the kernels smemvec-tune and the README use
#   share/doc/smemvec/                  README.md, LICENSE, docs/
#   lib/cmake/SmemVec/                  find_package(SmemVec): SmemVec::SmemVec,
#                                       smemvec_enable(<target>...)
#   etc/clang/smemvec.cfg               clang++ --config=P/etc/clang/smemvec.cfg
#
# Every reference inside the prefix is relative (symlinks, clang's <CFGDIR>,
# the CMake package's own directory, smemvec_tools/_installed.py), so a
# prefix can be moved or unpacked anywhere (the .deb installs it at /usr).
#
# The tools find the installed plugin by themselves: the Python scripts put
# their own (symlink-resolved) directory first on sys.path, and the installed
# smemvec_tools carries _installed.py, which toolchain.plugin_path() prefers
# over a source checkout's build/lib/SmemVec.so ($SMEMVEC_PLUGIN and
# --plugin still win).

# The device flags of the recommended configuration, one list: the clang
# config file and smemvec_enable() both carry them after -fpass-plugin.
# (-fcuda-short-ptr is a candidate: docs/install.md says what it does to
# -fgpu-rdc links; it goes here once the suite measured it.)
set(SMEMVEC_CONFIG_FLAGS "")

set(SMEMVEC_PLUGIN_NAME "SmemVec-${SMEMVEC_LLVM_MAJOR}.so")
set(SMEMVEC_DATA_DIR "share/smemvec")
set(SMEMVEC_TOOLS_DIR "${SMEMVEC_DATA_DIR}/tools")
set(SMEMVEC_CMAKE_DIR "lib/cmake/SmemVec")
set(SMEMVEC_CFG_DIR "etc/clang")
set(SMEMVEC_TOOLS smemvec-report smemvec-tune smemvec-tune-device smemvec-fuzz)
set(_links "${CMAKE_BINARY_DIR}/install-links")
set(_gen "${CMAKE_BINARY_DIR}/install-files")

# Relative links, made here and installed as links (file(INSTALL) keeps a
# symlink a symlink).
file(MAKE_DIRECTORY "${_links}/lib" "${_links}/bin")
file(CREATE_LINK SmemVec.so "${_links}/lib/${SMEMVEC_PLUGIN_NAME}" SYMBOLIC)
install(FILES "${_links}/lib/${SMEMVEC_PLUGIN_NAME}" DESTINATION lib)
foreach(tool IN LISTS SMEMVEC_TOOLS)
  file(RELATIVE_PATH _rel "/p/bin" "/p/${SMEMVEC_TOOLS_DIR}/${tool}")
  file(CREATE_LINK "${_rel}" "${_links}/bin/${tool}" SYMBOLIC)
  install(FILES "${_links}/bin/${tool}" DESTINATION bin)
  install(PROGRAMS "${CMAKE_SOURCE_DIR}/tools/${tool}" DESTINATION "${SMEMVEC_TOOLS_DIR}")
endforeach()

# The Python packages, without their unit tests and caches.
install(DIRECTORY
    "${CMAKE_SOURCE_DIR}/tools/smemvec_tools"
    "${CMAKE_SOURCE_DIR}/tools/smemvec_tune"
    "${CMAKE_SOURCE_DIR}/tools/smemvec_fuzz"
  DESTINATION "${SMEMVEC_TOOLS_DIR}"
  USE_SOURCE_PERMISSIONS
  PATTERN "tests" EXCLUDE
  PATTERN "__pycache__" EXCLUDE
  PATTERN "*.pyc" EXCLUDE)
# Where the installed smemvec_tools finds the installed plugin.
file(RELATIVE_PATH SMEMVEC_PLUGIN_FROM_TOOLS
  "/p/${SMEMVEC_TOOLS_DIR}/smemvec_tools" "/p/lib/${SMEMVEC_PLUGIN_NAME}")
configure_file("${CMAKE_SOURCE_DIR}/cmake/installed.py.in"
  "${_gen}/_installed.py" @ONLY)
install(FILES "${_gen}/_installed.py" DESTINATION "${SMEMVEC_TOOLS_DIR}/smemvec_tools")

install(DIRECTORY "${CMAKE_SOURCE_DIR}/bench/kernels" DESTINATION "${SMEMVEC_DATA_DIR}/bench")
install(FILES "${CMAKE_SOURCE_DIR}/README.md" "${CMAKE_SOURCE_DIR}/LICENSE"
  DESTINATION share/doc/smemvec)
install(DIRECTORY "${CMAKE_SOURCE_DIR}/docs" DESTINATION share/doc/smemvec)

# clang config file: one option per line, the plugin through <CFGDIR>.
file(RELATIVE_PATH SMEMVEC_PLUGIN_FROM_CFG
  "/p/${SMEMVEC_CFG_DIR}" "/p/lib/${SMEMVEC_PLUGIN_NAME}")
string(REPLACE ";" "\n" SMEMVEC_CONFIG_FLAG_LINES "${SMEMVEC_CONFIG_FLAGS}")
configure_file("${CMAKE_SOURCE_DIR}/cmake/smemvec.cfg.in" "${_gen}/smemvec.cfg" @ONLY)
install(FILES "${_gen}/smemvec.cfg" DESTINATION "${SMEMVEC_CFG_DIR}")

# CMake package.
include(CMakePackageConfigHelpers)
file(RELATIVE_PATH SMEMVEC_PREFIX_FROM_CMAKE_DIR "/p/${SMEMVEC_CMAKE_DIR}" "/p")
configure_file("${CMAKE_SOURCE_DIR}/cmake/SmemVecConfig.cmake.in"
  "${_gen}/SmemVecConfig.cmake" @ONLY)
# 0.x: a new minor version may change what smemvec_enable() does.
write_basic_package_version_file("${_gen}/SmemVecConfigVersion.cmake"
  VERSION "${PROJECT_VERSION}" COMPATIBILITY SameMinorVersion)
install(FILES "${_gen}/SmemVecConfig.cmake" "${_gen}/SmemVecConfigVersion.cmake"
  DESTINATION "${SMEMVEC_CMAKE_DIR}")
