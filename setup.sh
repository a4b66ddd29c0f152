#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Installs every dependency from Debian 12 packages and builds smemvec into
# build/ (plugin: build/lib/SmemVec.so). Safe to run again.
set -euo pipefail
cd "$(dirname "$0")"

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

PACKAGES=(llvm-22-dev clang-22 llvm-22-tools libclang-22-dev cmake ninja-build
          googletest libgtest-dev python3 g++ python3-matplotlib python3-numpy
          python3-jsonschema clang-format-22)
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi

cmake -G Ninja -S . -B build -DCMAKE_BUILD_TYPE=Release "$@"
cmake --build build
