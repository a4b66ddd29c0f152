// NVIDIA_SGEMM_PRACTICE (wangzyon) steps 5-7: register fragments, float4 loads with A
// transposed in shared, double buffering. The kernel headers as they are, instantiated
// with the tile sizes of the project's own launchers (src/utils.cu).
#include "src/kernel/kernel_5.cuh"
#include "src/kernel/kernel_6.cuh"
#include "src/kernel/kernel_7.cuh"

template __global__ void mysgemm_v5<128, 128, 8, 8, 8>(int, int, int, float, float *, float *, float, float *);
template __global__ void mysgemm_v6<128, 128, 8, 8, 8>(int, int, int, float, float *, float *, float, float *);
template __global__ void mysgemm_v7<128, 128, 8, 8, 8>(int, int, int, float, float *, float *, float, float *);
