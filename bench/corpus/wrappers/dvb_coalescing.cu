// NVIDIA-developer-blog series/cuda-cpp/coalescing-global: the program as it is (in-place
// a[i] += 1 at an offset or a stride: misaligned and strided global access, no shared
// memory: controls), with both kernels instantiated for float.
#include "series/cuda-cpp/coalescing-global/coalescing.cu"
template __global__ void offset<float>(float *, int);
template __global__ void stride<float>(float *, int);
