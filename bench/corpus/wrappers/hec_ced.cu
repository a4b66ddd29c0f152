// HeCBench src/ced-cuda (Chai canny edge detection): Gaussian, Sobel and non-maximum suppression
// on 16x16 blocks with an 18x18 halo tile in dynamic shared memory (hecbench-a.json).
#include "src/ced-cuda/main.cu"
