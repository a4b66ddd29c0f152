// Learn-CUDA-Programming Chapter03 06_limiter_balancing/reduction_kernel_opt: the kernel
// file as it is (grid-stride loads 4 apart, then a shared tree in dynamic shared memory).
// Its host launcher calls min(int, int), which nvcc's headers give the host and clang's
// do not: std::min stands in.
#include <algorithm>
using std::min;
#include "Chapter03/03_cuda_thread_programming/06_limiter_balancing/reduction_kernel_opt.cu"
