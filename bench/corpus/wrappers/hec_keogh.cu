// HeCBench src/keogh-cuda: LB_Keogh lower bounds of a sliding query window, the block's stretch of
// the series in dynamic shared memory (hecbench-a.json).
#include "src/keogh-cuda/main.cu"
