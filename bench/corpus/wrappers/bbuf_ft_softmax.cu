// BBuf how-to-optim-algorithm-in-cuda softmax/faster_transformer_softmax: the program as
// it is (FasterTransformer v1's row softmax with shuffle block max/sum; in this version
// the score is replaced by a constant, so every row comes out uniform), with both kernels
// instantiated for float.
#include "cuda-kernels/softmax/faster_transformer_softmax.cu"
template __global__ void softmax_kernel<float>(float *, const int, const int, const int, const float);
template __global__ void softmax_kernel_v2<float>(float *, const int, const int, const int, const float);
