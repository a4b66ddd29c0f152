// HeCBench src/multinomial-cuda: sampleMultinomialOnce<float, float> (instantiated by main; needs cccl headers for cub).
#include "src/multinomial-cuda/main.cu"
