// HeCBench src/floydwarshall-cuda: one Floyd-Warshall relaxation pass, 2-D blocks, no shared memory (a control).
#include "src/floydwarshall-cuda/main.cu"
