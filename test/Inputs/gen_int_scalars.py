# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Writes a CUDA kernel with N `__shared__ int` scalars (issue 10: 3000 of
them grew from 12000 to 47988 static shared bytes when each was raised to 16).
    python3 gen_int_scalars.py N > k.cu"""
import sys

n = int(sys.argv[1])
print("\n".join(f"__shared__ int v{i};" for i in range(n)))
print("__global__ void kints(int *o) {\n  int t = threadIdx.x;")
print("\n".join(f"  if (t == {i % 32}) v{i} = o[{i}];" for i in range(n)))
print("  __syncthreads();\n  int s = 0;")
print("\n".join(f"  s += v{i};" for i in range(n)))
print("  o[t] = s;\n}")
