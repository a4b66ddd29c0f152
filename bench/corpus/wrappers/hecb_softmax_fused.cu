// HeCBench src/softmax-fused-cuda: Megatron-style scaled masked softmax (half instantiated by main; nvcc needs --expt-relaxed-constexpr, as the Makefile gives it).
#include "src/softmax-fused-cuda/main.cu"
