// Learn-CUDA-Programming Chapter03 07_warp_synchronous_programming: the kernel file as it
// is (grid-stride loads 4 apart, __shfl_down_sync warp sums, 32 warp partials in shared).
// Its host launcher calls min(int, int), which nvcc's headers give the host and clang's
// do not: std::min stands in.
#include <algorithm>
using std::min;
#include "Chapter03/03_cuda_thread_programming/07_warp_synchronous_programming/reduction_wp_kernel.cu"
