// HeCBench src/debayer-cuda: Malvar-He-Cutler demosaic, macro style, int apron tile in shared.
// main.cu is skipped: its #include "util.h" lives in src/debayer-sycl (the Makefile adds -I../debayer-sycl).
#include "src/debayer-sycl/util.h"
#include "src/debayer-cuda/image.h"
#include "src/debayer-cuda/kernel.h"
