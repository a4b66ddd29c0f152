// HeCBench src/asmooth-cuda: adaptive box smoothing, 16x16 shared tile with global fallback (hecbench-a.json).
#include "src/asmooth-cuda/main.cu"
