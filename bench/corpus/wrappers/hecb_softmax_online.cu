// HeCBench src/softmax-online-cuda: online softmax, block-per-row shared tree and warp-per-row shuffles (needs cccl headers) (hecbench-b.json).
#include "src/softmax-online-cuda/main.cu"
