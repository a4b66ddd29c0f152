// PRK transpose (ParRes/Kernels Cxx11/transpose-cuda.cu): the program as it is, with the
// tile kernels instantiated as its default (non-perftest) run launches them: B += A^T
// and A += 1 (accumulate = true).
#include "Cxx11/transpose-cuda.cu"

template __global__ void transposeNoBankConflict<true>(int, double *__restrict__, double *__restrict__);
template __global__ void transposeCoalesced<true>(int, double *__restrict__, double *__restrict__);
