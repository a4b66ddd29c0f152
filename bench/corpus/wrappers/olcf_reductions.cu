// OLCF CUDA training series (olcf/cuda-training-series exercises/hw5/reductions.cu): the
// exercise as it is.
#include "exercises/hw5/reductions.cu"
