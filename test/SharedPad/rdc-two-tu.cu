// The two-TU -fgpu-rdc program of bench/rdc/pad_*.cu (issue 33 item 1):
// smemvec-pad and the ODR statics of a template kernel (pad_transpose<32>'s
// `tile`) and of inline device functions (pad_scratch()'s and pad_shared()'s
// `s`), every one [32][32] floats with 32-way conflicts. pad_x.cu is
// compiled with the plugin, pad_y.cu without. Under -fgpu-rdc the pass
// leaves all three (LeftVisible), so pad_x.cu's PTX declares and addresses
// them as pad_y.cu's does (pitch 128, 4096 bytes) and the mix links in both
// orders; without -fgpu-rdc (pad_whole.cu: both TUs in one, the explicit
// instantiation is the per-TU witness) it pads the two used only in kernels.
// A padded copy under the same name would not even link (the controls:
// -DPAD_HAND_PITCH=33, nvlink "Size doesn't match"); a swizzled one
// (-DPAD_HAND_SWIZZLE=1) links, which is why the GPU run checks values:
// bench/rdc/run.sh pad, results in bench/results/2026-12-06-h100-pad-rdc.md.
// REQUIRES: cuda, ptxas, nvlink
// RUN: rm -rf %t && mkdir %t
// RUN: %clang_cuda -fgpu-rdc --cuda-device-only -O3 -S %srcroot/bench/rdc/pad_x.cu -fpass-plugin=%plugin -Rpass=smemvec-pad -Rpass-missed=smemvec-pad -o %t/x.ptx 2> %t/x.remarks
// RUN: FileCheck %s --check-prefix=XREM < %t/x.remarks
// RUN: FileCheck %s --check-prefixes=X,PITCH128 < %t/x.ptx
// RUN: FileCheck %s --check-prefix=XPRIV < %t/x.ptx
// RUN: %clang_cuda -fgpu-rdc --cuda-device-only -O3 -S %srcroot/bench/rdc/pad_y.cu -o %t/y.ptx
// RUN: FileCheck %s --check-prefixes=Y,PITCH128 < %t/y.ptx
//
// Without -fgpu-rdc the same code is padded.
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/rdc/pad_whole.cu -fpass-plugin=%plugin -Rpass=smemvec-pad -Rpass-missed=smemvec-pad -o %t/whole.ptx 2> %t/whole.remarks
// RUN: FileCheck %s --check-prefix=WREM < %t/whole.remarks
// RUN: FileCheck %s --check-prefix=W < %t/whole.ptx
//
// Every PTX assembles (relocatable: the cubins of the device link), and the
// mix links in both orders.
// RUN: %ptxas -c %t/x.ptx -o %t/x.cubin
// RUN: %ptxas -c %t/y.ptx -o %t/y.cubin
// RUN: %ptxas %t/whole.ptx -o /dev/null
// RUN: %nvlink -arch=sm_90 %t/x.cubin %t/y.cubin -o %t/xy.cubin
// RUN: %nvlink -arch=sm_90 %t/y.cubin %t/x.cubin -o %t/yx.cubin
//
// The controls (no plugin): tiles declared [32][33] in x do not link with
// y in either order; XOR-swizzled ones do.
// RUN: %clang_cuda -fgpu-rdc --cuda-device-only -O3 -S %srcroot/bench/rdc/pad_x.cu -DPAD_HAND_PITCH=33 -o %t/x33.ptx
// RUN: %ptxas -c %t/x33.ptx -o %t/x33.cubin
// RUN: not %nvlink -arch=sm_90 %t/x33.cubin %t/y.cubin -o %t/bad1.cubin 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not %nvlink -arch=sm_90 %t/y.cubin %t/x33.cubin -o %t/bad2.cubin 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: %clang_cuda -fgpu-rdc --cuda-device-only -O3 -S %srcroot/bench/rdc/pad_x.cu -DPAD_HAND_SWIZZLE=1 -o %t/xs.ptx
// RUN: %ptxas -c %t/xs.ptx -o %t/xs.cubin
// RUN: %nvlink -arch=sm_90 %t/xs.cubin %t/y.cubin -o %t/xsy.cubin
// RUN: %nvlink -arch=sm_90 %t/y.cubin %t/xs.cubin -o %t/yxs.cubin

// XREM-DAG: remark: left shared array '_ZZ13pad_transposeILi32EEvPfPKfE4tile': visible to other TUs or the linker (no template kernel with external linkage shows a per-TU compile; under -fgpu-rdc other TUs share it); modeled bank conflicts per block 992 in 1056 wavefronts; by hand: declare it [32][33] (0 conflicts)
// XREM-DAG: remark: left shared array '_ZZ11pad_scratchvE1s': visible to other TUs or the linker
// XREM-DAG: remark: left shared array '_ZZ10pad_sharedvE1s': visible to other TUs or the linker
// XREM-NOT: remark: padded
// XREM-NOT: remark: swizzled

// The template kernel's tile stays weak with its declared size (smemvec-align
// raises its alignment); pad_scratch()'s becomes an internal copy of the one
// kernel that uses it (smemvec-align's GlobalPrivatized), still 4096 bytes;
// pad_shared()'s stays as stock declares it.
// X-DAG: .weak .shared .align 16 .b8 _ZZ13pad_transposeILi32EEvPfPKfE4tile[4096];
// X-DAG: .weak .shared .align 4 .b8 _ZZ10pad_sharedvE1s[4096];
// XPRIV-LABEL: .entry _Z12pad_colsum_xPKfPf(
// XPRIV: .shared .align 16 .b8 _ZZ11pad_scratchvE1s[4096];
// XPRIV-NOT: pad_scratch{{.*}}[{{[0-9]+}}];
// Y-DAG: .weak .shared .align 4 .b8 _ZZ13pad_transposeILi32EEvPfPKfE4tile[4096];
// Y-DAG: .weak .shared .align 4 .b8 _ZZ10pad_sharedvE1s[4096];
// Y-DAG: .weak .shared .align 4 .b8 _ZZ11pad_scratchvE1s[4096];
// Rows 8 apart at pitch 128 in every kernel that writes a tile (1056 and 1152
// when padded), in both TUs.
// PITCH128-LABEL: .entry _Z13pad_transposeILi32EEvPfPKf(
// PITCH128: st.shared.b32 [%rd{{[0-9]+}}+1024]
// PITCH128-LABEL: .entry _Z12pad_colsum_{{[xy]}}PKfPf(
// PITCH128: st.shared.b32 [%rd{{[0-9]+}}+1024]
// PITCH128-LABEL: .entry _Z11pad_cross_{{[xy]}}PKfPf(
// PITCH128: st.shared.b32 [%rd{{[0-9]+}}+1024]

// WREM-DAG: remark: padded shared array '_ZZ13pad_transposeILi32EEvPfPKfE4tile' from a row pitch of 128 to 132 bytes: modeled bank conflicts per block 992 -> 0, 8 accesses rewritten, +128 bytes
// WREM-DAG: remark: padded shared array '_ZZ11pad_scratchvE1s' from a row pitch of 128 to 144 bytes: modeled bank conflicts per block 14336 -> 0, 72 accesses rewritten, +512 bytes
// WREM-DAG: remark: left shared array '_ZZ10pad_sharedvE1s': used in '_Z9pad_row_{{[xy]}}i', which is not a kernel
// W-DAG: .weak .shared .align 16 .b8 _ZZ13pad_transposeILi32EEvPfPKfE4tile[4224];
// W-DAG: .weak .shared .align 16 .b8 _ZZ11pad_scratchvE1s[4608];
// W-DAG: .weak .shared .align 16 .b8 _ZZ10pad_sharedvE1s[4096];
// W-LABEL: .entry _Z13pad_transposeILi32EEvPfPKf(
// W: st.shared.b32 [%rd{{[0-9]+}}+1056]
// W-LABEL: .entry _Z12pad_colsum_xPKfPf(
// W: st.shared.b32 [%rd{{[0-9]+}}+1152]

// SIZE: nvlink error : Size doesn't match for '_ZZ13pad_transposeILi32EEvPfPKfE4tile'
