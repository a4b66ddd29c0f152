// OLCF CUDA training series (olcf/cuda-training-series exercises/hw5/matrix_sums_solution.cu): the
// exercise as it is.
#include "exercises/hw5/matrix_sums_solution.cu"
