// HeCBench src/stddev-cuda: column sum of squares with shared and global atomics (hecbench-b.json).
#include "src/stddev-cuda/main.cu"
