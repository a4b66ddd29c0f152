// HeCBench src/aidw-cuda: adaptive inverse-distance weighting, plain and shared-tiled (hecbench-a.json).
#include "src/aidw-cuda/main.cu"
