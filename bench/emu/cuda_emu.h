//===- cuda_emu.h - run the suite's CUDA kernels on the CPU ---------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec's benchmark (bench/emu_check.py). Not a CUDA
// implementation: just enough for the suite's kernels to compile as C++20
// and run one block at a time, one std::thread per CUDA thread, with
// __syncthreads() a std::barrier and __shared__ arrays function statics
// (shared by the block's threads). It checks the kernels' logic and the
// numpy references on the CPU; races and GPU rounding are the GPU run's job.
//
//===----------------------------------------------------------------------===//
#pragma once
#include <atomic>
#include <barrier>
#include <cstdlib>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <algorithm>
#include <thread>
#include <vector>

struct dim3 {
  unsigned x = 1, y = 1, z = 1;
};
inline thread_local dim3 threadIdx;
inline thread_local unsigned emuThread; // linear thread index in the block
inline dim3 blockIdx, blockDim, gridDim;
inline std::barrier<> *emuBarrier = nullptr;
inline std::vector<unsigned char> emuDynamicShared;
// Warp shuffles: one barrier and 32 exchange slots per warp of the block.
inline std::vector<std::barrier<> *> emuWarpBarrier;
inline std::vector<unsigned long long> emuWarpSlots;

inline void __syncthreads() { emuBarrier->arrive_and_wait(); }
inline void __syncwarp(unsigned = 0xffffffffu) {
  emuWarpBarrier[emuThread / 32]->arrive_and_wait();
}

/// Every lane of the warp publishes V, then reads lane SrcLane's value (its
/// own when SrcLane is outside the warp, as __shfl_down_sync/__shfl_up_sync
/// do). Needs every lane of the warp to call it: full-mask shuffles only.
template <class T> T emuShuffle(T V, int SrcLane) {
  static_assert(sizeof(T) <= sizeof(unsigned long long));
  unsigned Warp = emuThread / 32;
  unsigned long long Bits = 0;
  std::memcpy(&Bits, &V, sizeof(T));
  emuWarpSlots[emuThread] = Bits;
  emuWarpBarrier[Warp]->arrive_and_wait();
  unsigned WarpSize = std::min(32u, blockDim.x * blockDim.y * blockDim.z - Warp * 32);
  T Out = V;
  if (SrcLane >= 0 && (unsigned)SrcLane < WarpSize)
    std::memcpy(&Out, &emuWarpSlots[Warp * 32 + SrcLane], sizeof(T));
  emuWarpBarrier[Warp]->arrive_and_wait();
  return Out;
}
template <class T> T __shfl_xor_sync(unsigned, T V, int LaneMask, int = 32) {
  return emuShuffle(V, (int)(emuThread % 32) ^ LaneMask);
}
template <class T> T __shfl_down_sync(unsigned, T V, unsigned Delta, int = 32) {
  return emuShuffle(V, (int)(emuThread % 32 + Delta));
}
template <class T> T __shfl_sync(unsigned, T V, int SrcLane, int = 32) {
  return emuShuffle(V, SrcLane);
}

template <class T> T atomicAdd(T *Address, T Value) {
  return std::atomic_ref<T>(*Address).fetch_add(Value);
}

// Fast-math intrinsics: the exact functions (the GPU run checks rounding).
inline float __log2f(float X) { return std::log2(X); }
inline float __powf(float X, float Y) { return std::pow(X, Y); }
inline float __expf(float X) { return std::exp(X); }
inline float __fdividef(float X, float Y) { return X / Y; }
inline float rsqrtf(float X) { return 1.0f / std::sqrt(X); }
using std::exp2f;
using std::fmaxf;
using std::fminf;
using std::log2f;
using std::max;
using std::min;

// A kernel that checks its launch shape (bench/kernels/pad.cu) traps.
[[noreturn]] inline void __trap() { std::abort(); }

#define __global__
#define __device__
#define __host__
#define __forceinline__ inline
#define __shared__ static
// Constant memory: one copy the whole grid reads (a plain global here).
#define __constant__
#define __restrict__
#define __launch_bounds__(...)
#define __align__(n) __attribute__((aligned(n)))

struct alignas(16) float4 {
  float x, y, z, w;
};
struct alignas(8) float2 {
  float x, y;
};
struct alignas(16) int4 {
  int x, y, z, w;
};
inline float4 make_float4(float x, float y, float z, float w) { return {x, y, z, w}; }
inline float2 make_float2(float x, float y) { return {x, y}; }
using std::fmaf;

struct __half {
  uint16_t bits;
};
struct __nv_bfloat16 {
  uint16_t bits;
};

inline float __half2float(__half h) {
  unsigned s = (h.bits >> 15) & 1, e = (h.bits >> 10) & 0x1f, m = h.bits & 0x3ff;
  float v;
  if (e == 0)
    v = std::ldexp((float)m, -24);
  else if (e == 31)
    v = m ? NAN : INFINITY;
  else
    v = std::ldexp((float)(m | 0x400), (int)e - 25);
  return s ? -v : v;
}

inline float __bfloat162float(__nv_bfloat16 b) {
  uint32_t u = (uint32_t)b.bits << 16;
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

/// A pointer argument that converts to whatever pointer type the kernel takes.
struct EmuPtr {
  void *p;
  template <class T> operator T *() const { return static_cast<T *>(p); }
};

template <class F> void emuLaunch(dim3 grid, dim3 block, size_t dynamicShared, F kernel) {
  gridDim = grid;
  blockDim = block;
  unsigned n = block.x * block.y * block.z;
  for (unsigned z = 0; z < grid.z; z++)
    for (unsigned y = 0; y < grid.y; y++)
      for (unsigned x = 0; x < grid.x; x++) {
        blockIdx = {x, y, z};
        emuDynamicShared.assign(dynamicShared, 0xFF);
        std::barrier<> bar(n);
        emuBarrier = &bar;
        std::vector<std::unique_ptr<std::barrier<>>> warps;
        emuWarpBarrier.clear();
        for (unsigned w = 0; w * 32 < n; w++) {
          warps.push_back(std::make_unique<std::barrier<>>(std::min(32u, n - w * 32)));
          emuWarpBarrier.push_back(warps.back().get());
        }
        emuWarpSlots.assign(warps.size() * 32, 0);
        std::vector<std::thread> threads;
        threads.reserve(n);
        for (unsigned t = 0; t < n; t++)
          threads.emplace_back([&, t] {
            threadIdx = {t % block.x, (t / block.x) % block.y, t / (block.x * block.y)};
            emuThread = t;
            kernel();
          });
        for (auto &th : threads)
          th.join();
      }
}
