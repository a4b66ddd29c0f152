#include "src/scale/scale.cu"
