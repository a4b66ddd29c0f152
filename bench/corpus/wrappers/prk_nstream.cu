// PRK nstream (ParRes/Kernels Cxx11/nstream-cuda.cu): the program as it is.
#include "Cxx11/nstream-cuda.cu"
