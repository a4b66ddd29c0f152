// BBuf how-to-optim-algorithm-in-cuda reduce/reduce_v8_shfl_down_sync_pack: the program
// as it is (grid-stride loop over 16-byte packs, shuffle warp sums, warp partials in
// shared).
#include "cuda-kernels/reduce/reduce_v8_shfl_down_sync_pack.cu"
