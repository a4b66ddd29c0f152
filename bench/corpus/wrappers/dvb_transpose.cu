// NVIDIA-developer-blog series/cuda-cpp/transpose: the program as it is (32x32 tiles,
// 32x8 threads, 4 rows per thread; plain, padded-tile transposes and a shared copy).
#include "series/cuda-cpp/transpose/transpose.cu"
