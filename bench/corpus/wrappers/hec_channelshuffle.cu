// HeCBench src/channelShuffle-cuda: channel shuffle, NHWC through a shared row, NCHW direct (hecbench-a.json).
#include "src/channelShuffle-cuda/main.cu"
template __global__ void ChannelShuffleNHWCKernel<float, 512>(int, int, const float *, float *);
template __global__ void ChannelShuffleNCHWKernel<float, false>(int, int, int, const float *, float *);
