// A templated device class whose methods take the shared tile by pointer
// (the benchmark kernel bench/kernels/dwt97.cu): clang -O3 keeps its large
// methods as .weak .func calls that read and write the tile with generic
// ld/st. With smemvec-inline, no .func is left and every tile access is
// ld/st.shared: 240 + 240, as nvcc 13 -O3 emits for this kernel.
// REQUIRES: cuda
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/dwt97.cu -fpass-plugin=%plugin -o %t.on.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/dwt97.cu -fpass-plugin=%plugin -mllvm -smemvec-inline=0 -o %t.off.ptx
// RUN: FileCheck %s --check-prefix=ON < %t.on.ptx
// RUN: FileCheck %s --check-prefix=OFF < %t.off.ptx
// RUN: %ptxcount %t.on.ptx --pattern '^\s*ld\.shared\.b32' --min 240 --max 240
// RUN: %ptxcount %t.on.ptx --pattern '^\s*st\.shared\.b32' --min 240 --max 240
// RUN: %ptxcount %t.on.ptx --pattern '^\s*(ld|st)\.b32' --max 0
// RUN: %ptxcount %t.off.ptx --pattern '^\s*ld\.b32' --min 200
// RUN: %if ptxas %{ %ptxas -c %t.on.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas -c %t.off.ptx -o /dev/null %}
// (lit compiles with -nocudalib: the libdevice calls fabsf/fmaxf/copysignf
// stay as extern calls, so ptxas -c assembles a relocatable object.)
// ON-NOT: .func _ZN5Dwt97
// ON-NOT: call.uni _ZN5Dwt97
// OFF: call.uni _ZN5Dwt97ILi33EE3runEPfif,
// OFF: .weak .func _ZN5Dwt97ILi33EE3runEPfif(
