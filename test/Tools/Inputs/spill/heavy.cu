// test/Tools/spill-check.test: 64 live values per thread; under CAP the
// launch bounds (1024 threads, 2 blocks: 32 registers) make ptxas spill.
#ifdef CAP
#define BOUNDS __launch_bounds__(1024, 2)
#else
#define BOUNDS
#endif
extern "C" __global__ void BOUNDS heavy(float *out, const float *in) {
  float r[64];
#pragma unroll
  for (int i = 0; i < 64; ++i)
    r[i] = in[threadIdx.x * 64 + i] * 1.5f;
  float s = 0.f;
#pragma unroll
  for (int i = 0; i < 64; ++i)
    s += r[i] * r[63 - i] + r[(i * 7) % 64];
  out[threadIdx.x] = s;
}
