// HeCBench src/bilateral-cuda: bilateral filter with mirrored edges, no shared memory (a control).
#include "src/bilateral-cuda/main.cu"
template __global__ void bilateralFilter<4>(const float *, float *, int, int, float, float, float);
