// Declarations only, for programs whose host code checks errors with the CUDA samples'
// helpers (not part of the toolkit); the corpus compiles device code only.
#pragma once
#include <cuda_runtime.h>
void smemvecCheckCudaStub(cudaError_t, const char *, const char *, int);
#define checkCudaErrors(val) smemvecCheckCudaStub((val), #val, __FILE__, __LINE__)
#define getLastCudaError(msg) smemvecCheckCudaStub(cudaGetLastError(), msg, __FILE__, __LINE__)
int findCudaDevice(int, const char **);
