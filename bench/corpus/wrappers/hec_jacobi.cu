// HeCBench src/jacobi-cuda: 2-D Jacobi step, 16x16 halo tile + shuffle error sum (hecbench-a.json).
#include "src/jacobi-cuda/main.cu"
