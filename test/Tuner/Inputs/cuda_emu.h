//===- cuda_emu.h - Run simple CUDA kernels on the CPU, one thread each ---===//
//
// Just enough of CUDA to run bench/kernels/sgemm.cu on the host: every CUDA
// thread of a block is a std::thread, __syncthreads is a std::barrier, and
// __shared__ arrays are function statics (blocks run one after another).
// Used by the tuner's tests to check the kernel's indexing without a GPU.
//
//===----------------------------------------------------------------------===//
#ifndef SMEMVEC_CUDA_EMU_H
#define SMEMVEC_CUDA_EMU_H

#include <barrier>
#include <cmath>
#include <functional>
#include <thread>
#include <vector>

#define __global__
#define __device__
#define __forceinline__ inline
#define __shared__ static
#define __launch_bounds__(...)

struct Dim3 {
  unsigned x = 0, y = 0, z = 0;
};
struct alignas(16) float4 {
  float x, y, z, w;
};
inline float4 make_float4(float X, float Y, float Z, float W) {
  return {X, Y, Z, W};
}

inline thread_local Dim3 threadIdx;
inline thread_local Dim3 blockIdx;
inline std::barrier<> *EmuBarrier = nullptr;
inline void __syncthreads() { EmuBarrier->arrive_and_wait(); }

/// Runs Kernel() for every thread of a GridX x GridY grid of Threads-thread
/// blocks, one block at a time.
inline void emuLaunch(unsigned GridX, unsigned GridY, unsigned Threads,
                      const std::function<void()> &Kernel) {
  for (unsigned By = 0; By < GridY; ++By)
    for (unsigned Bx = 0; Bx < GridX; ++Bx) {
      std::barrier<> Barrier(Threads);
      EmuBarrier = &Barrier;
      std::vector<std::thread> Pool;
      for (unsigned T = 0; T < Threads; ++T)
        Pool.emplace_back([&, T] {
          threadIdx.x = T;
          blockIdx.x = Bx;
          blockIdx.y = By;
          Kernel();
        });
      for (std::thread &Th : Pool)
        Th.join();
      EmuBarrier = nullptr;
    }
}

#endif
