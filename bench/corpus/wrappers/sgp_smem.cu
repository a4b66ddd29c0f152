// NVIDIA_SGEMM_PRACTICE (wangzyon) steps 2-4: shared tiles, then 1-D and 2-D register
// tiles. The kernel headers as they are, instantiated with the tile sizes of the
// project's own launchers (src/utils.cu).
#include "src/kernel/kernel_2.cuh"
#include "src/kernel/kernel_3.cuh"
#include "src/kernel/kernel_4.cuh"

template __global__ void mysgemm_v2<32>(int, int, int, float, float *, float *, float, float *);
template __global__ void mysgemm_v3<64, 64, 8, 8>(int, int, int, float, float *, float *, float, float *);
template __global__ void mysgemm_v4<128, 128, 8, 8, 8>(int, int, int, float, float *, float *, float, float *);
