// CoffeeBeforeArch 04_histogram/shmem_atomic: the program as it is (7-bin letter
// histogram, shared atomics per block, grid-stride loop, global atomics to merge).
#include "04_histogram/shmem_atomic/histogram.cu"
