// HeCBench src/heat2d-cuda: one periodic 5-point Laplace iteration, 1-D launch, no shared memory (a control).
#include "src/heat2d-cuda/main.cu"
