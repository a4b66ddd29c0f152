// HeCBench src/rowwiseMoments-cuda: Welford row moments with a shared struct array (needs CUDA's cccl headers for thrust::pair) (hecbench-b.json).
#include "src/rowwiseMoments-cuda/main.cu"
