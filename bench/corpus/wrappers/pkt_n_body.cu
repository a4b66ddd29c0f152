// Learn-CUDA-Programming Chapter07 05_n-body: the program as it is (all-pairs forces,
// 128-body float3 tiles in shared memory, rsqrtf, velocities updated in place).
#include "Chapter07/07_parallel_programming_pattern/05_n-body/n_body.cu"
