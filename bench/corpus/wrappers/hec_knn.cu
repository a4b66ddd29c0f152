// HeCBench src/knn-cuda: all-pairs squared distances as a 16x16 shared-tiled product (hecbench-a.json).
#include "src/knn-cuda/main.cu"
