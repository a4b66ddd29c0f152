// CoffeeBeforeArch 02_matrix_mul/tiled: the program as it is (int C = A*B, N = 1024
// fixed by a const, tile edge = blockDim.x).
#include "02_matrix_mul/tiled/mmul.cu"
