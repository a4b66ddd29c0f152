// BBuf how-to-optim-algorithm-in-cuda reduce/reduce_v7_shfl_down_sync: the program as it
// is (NUM_PER_THREAD loads a thread, shuffle warp sums, warp partials in shared), with the
// kernel instantiated as main() launches it (256 threads, 32M elements over 1024 blocks).
#include "cuda-kernels/reduce/reduce_v7_shfl_down_sync.cu"
template __global__ void reduce7<BLOCK_SIZE, N / 1024 / BLOCK_SIZE>(float *, float *, unsigned int);
