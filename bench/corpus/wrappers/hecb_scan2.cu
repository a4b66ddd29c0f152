// HeCBench src/scan2-cuda: ScanLargeArrays (dynamic shared) and blockAddition (hecbench-b.json).
#include "src/scan2-cuda/main.cu"
