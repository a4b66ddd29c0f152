#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Builds the plugin (and unit tests) with AddressSanitizer + UBSan into
# build-asan/ and runs the lit suite with it. opt/llc/clang are not
# instrumented, so test/lit.cfg.py preloads the compiler's libasan/libubsan
# (g++ 12: libasan.so.8, libubsan.so.1; Debian packages libasan8, libubsan1)
# and sets ASAN_OPTIONS=detect_leaks=0. It runs the fast suite (`check`),
# in which test/Fuzz/cpu-seeds-fast.test takes 100 fuzz seeds under this
# build (20 otherwise) and the tests that load no plugin are UNSUPPORTED
# (docs/testing.md); the thorough configurations run once, in the plain
# build (.ci/run). SMEMVEC_SANITIZE_CHECK=check-thorough runs those here too
# (tests marked `UNSUPPORTED: sanitize` are skipped either way).
#   tools/ci-sanitize.sh [extra cmake args]
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${SMEMVEC_ASAN_BUILD:-build-asan}
cmake -G Ninja -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DSMEMVEC_SANITIZE=ON "$@"
cmake --build "$BUILD"
# A plugin that fails to load under the preloaded runtime must fail loudly.
cmake --build "$BUILD" --target "${SMEMVEC_SANITIZE_CHECK:-check}"
