// CoffeeBeforeArch 03_sum_reduction/cooperative_groups: the program as it is (int4
// grid-stride partial sums, a thread_block tree in dynamic shared memory, one global
// atomicAdd per block).
#include "03_sum_reduction/cooperative_groups/sumReduction.cu"
