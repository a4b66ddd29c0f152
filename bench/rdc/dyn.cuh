// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// dyn.cuh - declarations shared by the dynamic shared memory experiment.
#pragma once
__device__ float ytouch(int t);
// Host launchers: kx and kmulti (dyn_x.cu), ky (dyn_y.cu), each with
// `dyn` bytes of dynamic shared memory.
void run_x(const float *in, float *out, unsigned *addr, int dyn);
void run_y(const float *in, float *out, unsigned *addr, int dyn);
