// HeCBench src/scatterAdd-cuda: index_add of source rows into a shared copy of the output, two loop styles (hecbench-b.json).
#include "src/scatterAdd-cuda/main.cu"
