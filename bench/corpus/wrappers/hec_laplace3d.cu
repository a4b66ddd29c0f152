// HeCBench src/laplace3d-cuda: 3-D Laplace sweep marching z with three shared planes (hecbench-a.json).
#include "src/laplace3d-cuda/main.cu"
