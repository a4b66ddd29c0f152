// PRK stencil (ParRes/Kernels Cxx11/stencil-cuda.cu with stencil_cuda.hpp): the program as
// it is; its star and grid kernels of radius 1-5 are plain functions.
#include "Cxx11/stencil-cuda.cu"
