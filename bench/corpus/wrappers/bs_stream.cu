// BabelStream's CUDA model (UoB-HPC/BabelStream src/cuda): the file as it is, with the
// dot kernel instantiated for float and double (the class instantiates it only inside
// its host methods). Needs -DGRID_STRIDE (the CMake default) and stubs/nvml.h.
#include "src/cuda/CUDAStream.cu"

template __global__ void dot_kernel<float>(const float *, const float *, float *, size_t);
template __global__ void dot_kernel<double>(const double *, const double *, double *, size_t);
