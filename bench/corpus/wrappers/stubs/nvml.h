// Declarations only, for programs whose host code reads clocks through NVML: CUDA 13's
// toolkit here has no nvml.h, and the corpus compiles device code only (nothing links).
#pragma once
typedef enum { NVML_SUCCESS = 0 } nvmlReturn_t;
typedef enum { NVML_CLOCK_GRAPHICS = 0, NVML_CLOCK_SM = 1, NVML_CLOCK_MEM = 2 } nvmlClockType_t;
typedef struct nvmlDevice_st *nvmlDevice_t;
nvmlReturn_t nvmlInit(void);
const char *nvmlErrorString(nvmlReturn_t);
nvmlReturn_t nvmlDeviceGetHandleByPciBusId(const char *, nvmlDevice_t *);
nvmlReturn_t nvmlDeviceGetClockInfo(nvmlDevice_t, nvmlClockType_t, unsigned int *);
