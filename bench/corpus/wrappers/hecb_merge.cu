// HeCBench src/merge-cuda: Merge Path diagonal search and shared-window merge (uint32_t instantiated by main) (hecbench-b.json).
#include "src/merge-cuda/main.cu"
