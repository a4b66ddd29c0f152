//===- struct_smem.cu - a struct of mixed field sizes read from shared ----===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec's benchmark suite (bench/suite.json).
//
// Each block stages 256 particles (24-byte structs: 3 floats, a short, two
// bytes, a double) in shared memory, then thread t combines particle t with
// its neighbour (t+1) % 256, reading every field of both: loads of 4, 2, 1
// and 8 bytes at fixed offsets of one 8-byte aligned object.
//   out[i] = (x*y + z)_i + (x*y + z)_j * w_i + id_i * a_j - b_i + w_j
// with i = the thread's particle and j its neighbour (computed in double).
// Inputs are structure-of-arrays in global memory.
// Launch: grid (N/256), block (256).
//
//===----------------------------------------------------------------------===//
#define THREADS 256

struct Particle {
  float x, y, z;
  short id;
  unsigned char a, b;
  double w;
};

extern "C" __global__ void struct_smem(const float *xs, const float *ys, const float *zs,
                                       const short *ids, const unsigned char *as,
                                       const unsigned char *bs, const double *ws,
                                       double *out) {
  __shared__ Particle p[THREADS];
  int t = threadIdx.x;
  size_t g = (size_t)blockIdx.x * THREADS + t;
  Particle q;
  q.x = xs[g];
  q.y = ys[g];
  q.z = zs[g];
  q.id = ids[g];
  q.a = as[g];
  q.b = bs[g];
  q.w = ws[g];
  p[t] = q;
  __syncthreads();
  const Particle &mi = p[t];
  const Particle &mj = p[(t + 1) % THREADS];
  double si = (double)mi.x * mi.y + mi.z;
  double sj = (double)mj.x * mj.y + mj.z;
  out[g] = si + sj * mi.w + (double)(mi.id * mj.a - mi.b) + mj.w;
}
