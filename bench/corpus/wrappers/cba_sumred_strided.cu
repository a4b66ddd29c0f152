// CoffeeBeforeArch 03_sum_reduction/bank_conflicts: the program as it is (per-block int
// sums, interleaved tree with index 2*s*threadIdx.x: the bank-conflicted variant).
#include "03_sum_reduction/bank_conflicts/sumReduction.cu"
