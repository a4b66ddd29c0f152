// HeCBench src/maxpool3d-cuda: 2x2 max pooling, a thread per output (hecbench-b.json).
#include "src/maxpool3d-cuda/main.cu"
