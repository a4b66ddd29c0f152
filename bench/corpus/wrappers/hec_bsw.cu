// HeCBench src/bsw-cuda: banded Smith-Waterman (affine gaps), one alignment per block, wavefront of
// anti-diagonals with warp shuffles, shared spill arrays and shared score tables (hecbench-a.json).
#include "src/bsw-cuda/kernel.cu"
