// Learn-CUDA-Programming Chapter07 01_sgemm_optimization: the program as it is (naive
// and 16x16 shared-tile SGEMM, C = alpha*A*B + beta*C); its host code needs
// stubs/helper_timer.h.
#include "Chapter07/07_parallel_programming_pattern/01_sgemm_optimization/sgemm.cu"
