// Learn-CUDA-Programming Chapter02 04_matrix_transpose/conflict_solved: the program as it
// is (int transpose of a 1024x1024 matrix fixed by #define N, 32x33 padded tile).
#include "Chapter02/02_memory_overview/04_matrix_transpose/conflict_solved.cu"
