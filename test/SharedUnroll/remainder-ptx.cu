// End to end on the suite's window kernels (bench/kernels/box_radius.cu),
// clang -O3 device compile, rule (r): bilateral_radius's inner window loop
// (radius read per pixel) is unrolled by 4 at runtime by LLVM, and its 1-3
// left-over trips become three straight-line copies: seven window taps in
// the PTX (seven ex2.approx, seven window ld.shared.b32 plus the centre's)
// where the rolled remainder has five (four plus one). box_radius's loop
// is unrolled by 8, and its remainder (up to 7 trips) becomes seven copies:
// fifteen tile loads where the rolled remainder has nine (eight plus one);
// at -smemvec-unroll-remainder=3 it stays rolled, with the remark that says
// why. With -smemvec-unroll-remainder=0 the window is
// stock's: five taps, the same PTX as stock but for the tile's alignment
// (smemvec-align) once smemvec-shared-base's windows are off too
// (test/SharedBase/window32-ptx.cu has them). ptxas assembles every PTX.
// REQUIRES: cuda, ptxas
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/box_radius.cu -fpass-plugin=%plugin -Rpass=smemvec-unroll -Rpass-missed=smemvec-unroll -o %t.plugin.ptx 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/box_radius.cu -fpass-plugin=%plugin -mllvm -smemvec-unroll-remainder=0 -mllvm -smemvec-shared-window32=0 -Rpass=smemvec-unroll -Rpass-missed=smemvec-unroll -o %t.off.ptx 2>&1 | FileCheck %s --check-prefix=OFF-REMARK --implicit-check-not=remainder
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/box_radius.cu -o %t.stock.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/box_radius.cu -fpass-plugin=%plugin -mllvm -smemvec-unroll-remainder=3 -Rpass-missed=smemvec-unroll -o %t.r3.ptx 2>&1 | FileCheck %s --check-prefix=R3-REMARK
// RUN: sed -n '/.entry box_radius/,/^}/p' %t.plugin.ptx | grep -c 'ld.shared.b32' | FileCheck %s --check-prefix=FIFTEEN
// RUN: sed -n '/.entry box_radius/,/^}/p' %t.r3.ptx | grep -c 'ld.shared.b32' | FileCheck %s --check-prefix=NINE
// RUN: sed -n '/.entry box_radius/,/^}/p' %t.off.ptx | grep -c 'ld.shared.b32' | FileCheck %s --check-prefix=NINE
// RUN: sed -n '/.entry bilateral_radius/,/^}/p' %t.plugin.ptx > %t.plugin.bil
// RUN: sed -n '/.entry bilateral_radius/,/^}/p' %t.off.ptx > %t.off.bil
// RUN: sed -n '/.entry bilateral_radius/,/^}/p' %t.stock.ptx > %t.stock.bil
// RUN: grep -c 'ex2.approx' %t.plugin.bil | FileCheck %s --check-prefix=SEVEN
// RUN: grep -c 'ld.shared.b32' %t.plugin.bil | FileCheck %s --check-prefix=EIGHT
// RUN: grep -c 'ex2.approx' %t.off.bil | FileCheck %s --check-prefix=FIVE
// RUN: grep -c 'ld.shared.b32' %t.off.bil | FileCheck %s --check-prefix=SIX
// RUN: grep -v '^\s*.shared .align' %t.off.bil > %t.off.body
// RUN: grep -v '^\s*.shared .align' %t.stock.bil > %t.stock.body
// RUN: diff %t.off.body %t.stock.body
// RUN: %ptxas %t.plugin.ptx -o /dev/null
// RUN: %ptxas %t.off.ptx -o /dev/null
// RUN: %ptxas %t.r3.ptx -o /dev/null
//
// REMARK-DAG: box_radius.cu:[[#]]:5: remark: unrolled the remainder of a runtime unroll straight-line (7 copies)
// REMARK-DAG: box_radius.cu:[[#]]:5: remark: unrolled the remainder of a runtime unroll straight-line (3 copies)
// R3-REMARK: box_radius.cu:[[#]]:5: remark: remainder of a runtime unroll left rolled: maximum trip count 7 > 3
// REMARK-NOT: warning
// OFF-REMARK: box_radius.cu:[[#]]:5: remark: loop left rolled: trip count loaded from memory
// SEVEN: {{^}}7{{$}}
// EIGHT: {{^}}8{{$}}
// FIVE: {{^}}5{{$}}
// SIX: {{^}}6{{$}}
// FIFTEEN: {{^}}15{{$}}
// NINE: {{^}}9{{$}}
