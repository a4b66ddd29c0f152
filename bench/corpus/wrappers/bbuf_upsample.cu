// BBuf how-to-optim-algorithm-in-cuda upsample-nearest2d: the program as it is (OneFlow's
// 2x nearest upsampling, forward and backward, grid-stride loops over 8-byte pairs), with
// both kernels instantiated for float.
#include "cuda-kernels/upsample-nearest2d/upsample_nearest_2d.cu"
template __global__ void UpsampleNearest2D2XForward<float>(const int32_t, const float *, const int32_t, const int32_t, float *);
template __global__ void UpsampleNearest2D2XBackward<float>(const int32_t, const float *, const int32_t, const int32_t, float *);
