// OLCF CUDA training series (olcf/cuda-training-series exercises/hw2/matrix_mul_shared_solution.cu): the
// exercise as it is.
#include "exercises/hw2/matrix_mul_shared_solution.cu"
