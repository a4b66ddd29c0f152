// A stand-in third-party program for test/Tools/corpus-harness.test: a kernel
// and the host main() of a typical sample (compiled for the host side only).
#include <cstdio>

__global__ void scale_kernel(float *out, const float *in, float a, int n) {
  __shared__ float tile[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = in[i];
  __syncthreads();
  out[i] = a * tile[blockDim.x - 1 - threadIdx.x];
}

int main() {
  std::printf("scale\n");
  return 0;
}
