#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Builds the plugin (and unit tests) with AddressSanitizer + UBSan into
# build-asan/ and runs the whole lit suite with it. opt/llc/clang are not
# instrumented, so test/lit.cfg.py preloads the compiler's libasan/libubsan
# (g++ 12: libasan.so.8, libubsan.so.1; Debian packages libasan8, libubsan1)
# and sets ASAN_OPTIONS=detect_leaks=0. Tests marked `UNSUPPORTED: sanitize`
# (the second half of the CPU fuzz seeds) are skipped to bound CI time.
#   tools/ci-sanitize.sh [extra cmake args]
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${SMEMVEC_ASAN_BUILD:-build-asan}
cmake -G Ninja -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DSMEMVEC_SANITIZE=ON "$@"
cmake --build "$BUILD"
# A plugin that fails to load under the preloaded runtime must fail loudly.
cmake --build "$BUILD" --target check
