// HeCBench src/expdist-cuda: Gaussian cross term of two point sets, templated 4x4-tiled blocks (hecbench-a.json).
#include "src/expdist-cuda/main.cu"
