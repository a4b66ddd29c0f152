// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Harness kernel of bench/run_bundle.py (not part of the suite): keeps the
// GPU busy for `cycles` clock cycles so that the host can queue a chunk of
// timed launches before the GPU reaches them (no host gaps inside a timing).
extern "C" __global__ void smemvec_spin(long long cycles) {
  long long start = clock64();
  while (clock64() - start < cycles) {
  }
}
