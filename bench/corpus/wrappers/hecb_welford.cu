// HeCBench src/wedford-cuda: Welford mean/variance per feature, 32x16 blocks (hecbench-b.json).
#include "src/wedford-cuda/main.cu"
