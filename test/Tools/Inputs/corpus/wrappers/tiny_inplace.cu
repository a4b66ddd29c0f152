#include "src/inplace/inplace.cu"
template __global__ void add_one<256>(float *, int);
