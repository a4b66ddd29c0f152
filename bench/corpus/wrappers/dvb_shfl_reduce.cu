// NVIDIA-developer-blog posts/parallel_reduction_with_shfl: the kernels of three of
// its headers (main.cu also includes cub, which the post leaves to a download).
// CUDA 9 removed the unsynchronised __shfl_down on sm_70 and later: the full-warp
// __shfl_down_sync is what the post's code means on every lane it runs. The headers'
// host launchers call min(int, int), which nvcc's headers give the host and clang's
// do not: std::min stands in.
#include <algorithm>
using std::min;
#define __shfl_down(v, o) __shfl_down_sync(0xffffffffu, v, o)
#include "posts/parallel_reduction_with_shfl/device_reduce_stable.h"
#include "posts/parallel_reduction_with_shfl/device_reduce_warp_atomic.h"
#include "posts/parallel_reduction_with_shfl/device_reduce_block_atomic.h"
