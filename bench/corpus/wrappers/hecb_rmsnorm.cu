// HeCBench src/rmsnorm-cuda: two-pass RMS norm with a shared block reduce (float, UNROLL 4 instantiated by main) (hecbench-b.json).
#include "src/rmsnorm-cuda/main.cu"
