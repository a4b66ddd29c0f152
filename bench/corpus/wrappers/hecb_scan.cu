// HeCBench src/scan-cuda: Blelloch scans of 1024-int blocks, scan<int, 1024> and scan_bcao<int, 1024> (instantiated by main's run<1024>) (hecbench-b.json).
#include "src/scan-cuda/main.cu"
