// HeCBench src/simpleSpmv-cuda: CSR SpMV kernels; kernels.cu holds them and their host launchers (main.cpp is not needed) (hecbench-b.json).
#include "src/simpleSpmv-cuda/kernels.cu"
