// HeCBench src/threadfence-cuda: last-block sum with shared atomics and __threadfence (hecbench-b.json).
#include "src/threadfence-cuda/main.cu"
