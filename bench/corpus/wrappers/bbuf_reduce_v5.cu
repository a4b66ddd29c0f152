// BBuf how-to-optim-algorithm-in-cuda reduce/reduce_v5_completely_unroll: the program as
// it is (two loads per thread, shared tree unrolled by the block-size template, volatile
// last warp), with the kernel instantiated at the program's block size.
#include "cuda-kernels/reduce/reduce_v5_completely_unroll.cu"
template __global__ void reduce_v5<BLOCK_SIZE>(float *, float *);
