// PolyBench/GPU correlation (sgrauerg/polybenchGpu CUDA/CORR): the program as it is. Its
// sizes M (columns) and N (rows) come from the manifest's PB_M/PB_N defines (a -DN or -DM
// would also rename parameters in cuda.h, read here first). CUDA 13 dropped
// cudaThreadSynchronize, which the host code still calls.
#include <cuda.h>
#define M PB_M
#define N PB_N
#define cudaThreadSynchronize cudaDeviceSynchronize
#include "CUDA/CORR/correlation.cu"
