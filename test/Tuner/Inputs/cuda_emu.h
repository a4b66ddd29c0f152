//===- cuda_emu.h - Run simple CUDA kernels on the CPU, one thread each ---===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Just enough of CUDA to run bench/kernels/sgemm.cu on the host: every CUDA
// thread of a block is a std::thread, __syncthreads is a std::barrier, and
// __shared__ arrays are function statics (blocks run one after another).
// Used by the tuner's tests to check the kernel's indexing without a GPU.
//
//===----------------------------------------------------------------------===//
#ifndef SMEMVEC_CUDA_EMU_H
#define SMEMVEC_CUDA_EMU_H

#include <atomic>
#include <barrier>
#include <cmath>
#include <cstring>
#include <deque>
#include <functional>
#include <thread>
#include <vector>

#define SMEMVEC_CUDA_EMU 1
#define __global__
#define __device__
#define __forceinline__ inline
#define __shared__ static
#define __align__(N) alignas(N)
#define __launch_bounds__(...)
// Dynamic shared memory: a static block of the largest size a block may ask
// for (sgemm.cu's MaxDynamicSharedBytes).
#define SGEMM_EXTERN_SHARED(Name) alignas(16) static float Name[227 * 1024 / 4]

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

inline float atomicAdd(float *P, float V) {
  return std::atomic_ref<float>(*P).fetch_add(V);
}
inline unsigned atomicAdd(unsigned *P, unsigned V) {
  return std::atomic_ref<unsigned>(*P).fetch_add(V);
}
inline unsigned atomicExch(unsigned *P, unsigned V) {
  return std::atomic_ref<unsigned>(*P).exchange(V);
}
inline void __threadfence() { std::atomic_thread_fence(std::memory_order_seq_cst); }
inline unsigned emuFlagLoad(const unsigned *P) {
  return std::atomic_ref<unsigned>(*const_cast<unsigned *>(P)).load();
}

// cp.async: each thread queues its copies in groups. Deferred mode (the
// default) performs a group only when a wait needs it -- the latest moment
// the hardware may land it, so a read of a tile before its wait sees stale
// data; eager mode performs each copy at once -- the earliest moment, so a
// copy into a buffer other threads still read clobbers it.
struct EmuCopy {
  void *Dst;
  const void *Src;
  int Bytes;
};
inline bool EmuCpAsyncEager = false;
inline thread_local std::deque<std::vector<EmuCopy>> EmuGroups;
inline thread_local std::vector<EmuCopy> EmuOpenGroup;
inline void emuCpAsync(void *Dst, const void *Src, int Bytes) {
  if (EmuCpAsyncEager)
    std::memcpy(Dst, Src, Bytes);
  else
    EmuOpenGroup.push_back({Dst, Src, Bytes});
}
inline void emuCpAsyncCommit() {
  EmuGroups.push_back(std::move(EmuOpenGroup));
  EmuOpenGroup.clear();
}
inline void emuCpAsyncWait(int Pending) {
  while ((int)EmuGroups.size() > Pending) {
    for (const EmuCopy &C : EmuGroups.front())
      std::memcpy(C.Dst, C.Src, C.Bytes);
    EmuGroups.pop_front();
  }
}

/// Runs Kernel() for every thread of a GridX x GridY x GridZ grid of
/// Threads-thread blocks, one block at a time.
inline void emuLaunch(unsigned GridX, unsigned GridY, unsigned Threads,
                      const std::function<void()> &Kernel,
                      unsigned GridZ = 1) {
  for (unsigned Bz = 0; Bz < GridZ; ++Bz)
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
            blockIdx.z = Bz;
            Kernel();
          });
        for (std::thread &Th : Pool)
          Th.join();
        EmuBarrier = nullptr;
      }
}

#endif
