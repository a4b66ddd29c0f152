// HeCBench src/softmax-cuda: softMax2, a warp per row through cooperative groups (needs cccl headers).
#include "src/softmax-cuda/main.cu"
