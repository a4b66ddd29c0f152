; The module of visible-per-tu.ll as -fgpu-rdc emits it: the template
; kernel is weak_odr, so nothing shows a whole device program, and every
; array another TU may link against keeps its layout. Other TUs' code may
; run on the one copy nvlink keeps (a template kernel's static is shared
; by every TU that instantiates it; an inline function's, by every kernel
; that inlines it): a padded copy here and a stock copy there would
; disagree on every address. The remark is advice instead: the access with
; the most modeled conflicts, the conflicts and wavefronts, and the fix a
; person would write.
;
; RUN: opt %loadplugin -passes=smemvec-pad -smemvec-pad=1 -S %s -pass-remarks-missed=smemvec-pad -o %t.ll 2> %t.remarks
; RUN: FileCheck %s --check-prefix=REMARK --implicit-check-not=remark: < %t.remarks
; Nothing changes: the module is the input, byte for byte.
; RUN: opt -S %s -o %t.in.ll
; RUN: diff %t.in.ll %t.ll
; The advice in the remark record: the access's line, the numbers and the fix.
; RUN: opt %loadplugin -passes=smemvec-pad -smemvec-pad=1 -disable-output %s -pass-remarks-output=%t.yaml
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml

; REMARK-DAG: remark: t.cu:6:10: left shared array '_ZZ2tkILi32EEvPfE1t': visible to other TUs or the linker (no template kernel with external linkage shows a per-TU compile; under -fgpu-rdc other TUs share it); modeled bank conflicts per block 248 in 264 wavefronts; by hand: declare it [32][33] (0 conflicts)
; REMARK-DAG: remark: <unknown>:0:0: left shared array '_ZZ3inlvE1s': visible to other TUs or the linker (no template kernel with external linkage shows a per-TU compile; under -fgpu-rdc other TUs share it); modeled bank conflicts per block 248 in 256 wavefronts; by hand: declare it [32][33] (0 conflicts)
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'gs': visible to other TUs or the linker (no template kernel with external linkage shows a per-TU compile; under -fgpu-rdc other TUs share it); modeled bank conflicts per block 248 in 256 wavefronts; by hand: declare it [32][33] (0 conflicts)
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'wk': visible to other TUs or the linker (another definition may replace it at link time (weak, linkonce or common)); modeled bank conflicts per block 248 in 256 wavefronts; by hand: declare it [32][33] (0 conflicts)

; YAML:      --- !Missed
; YAML-NEXT: Pass: smemvec-pad
; YAML-NEXT: Name: LeftVisible
; YAML-NEXT: DebugLoc: { File: t.cu, Line: 6, Column: 10 }
; YAML-NEXT: Function: _Z2tkILi32EEvPf
; YAML-NEXT: Args:
; YAML-NEXT:   - String: 'left shared array '''
; YAML-NEXT:   - Global: _ZZ2tkILi32EEvPfE1t
; YAML:        - ConflictsBefore: '248'
; YAML:        - Wavefronts: '264'
; YAML:        - Fix: 'declare it [32][33]'
; YAML:        - ConflictsAfter: '0'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z2tkILi32EEvPf = comdat any
$_ZZ2tkILi32EEvPfE1t = comdat any
$_ZZ3inlvE1s = comdat any

@_ZZ2tkILi32EEvPfE1t = linkonce_odr addrspace(3) global [32 x [32 x float]] undef, comdat, align 4
@_ZZ3inlvE1s = linkonce_odr addrspace(3) global [32 x [32 x float]] undef, comdat, align 4
@gs = addrspace(3) global [32 x [32 x float]] undef, align 4
@wk = weak addrspace(3) global [32 x [32 x float]] undef, align 4

define weak_odr ptx_kernel void @_Z2tkILi32EEvPf(ptr addrspace(1) %out) "nvvm.reqntid"="32,8" "target-cpu"="sm_90" comdat !dbg !5 {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %x = zext i32 %tx to i64
  %y = zext i32 %ty to i64
  %p = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @_ZZ2tkILi32EEvPfE1t, i64 0, i64 %y, i64 %x
  store float 1.0, ptr addrspace(3) %p, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %q = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @_ZZ2tkILi32EEvPfE1t, i64 0, i64 %x, i64 %y
  %v = load float, ptr addrspace(3) %q, align 4, !dbg !9
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @_Z5plainPf(ptr addrspace(1) %out) "nvvm.reqntid"="32,8" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %x = zext i32 %tx to i64
  %y = zext i32 %ty to i64
  %a = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @_ZZ3inlvE1s, i64 0, i64 %x, i64 %y
  %va = load float, ptr addrspace(3) %a, align 4
  %b = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @gs, i64 0, i64 %x, i64 %y
  %vb = load float, ptr addrspace(3) %b, align 4
  %c = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @wk, i64 0, i64 %x, i64 %y
  %vc = load float, ptr addrspace(3) %c, align 4
  %s = fadd float %va, %vb
  %t = fadd float %s, %vc
  store float %t, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "t.cu", directory: "/tmp")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!5 = distinct !DISubprogram(name: "tk<32>", scope: !1, file: !1, line: 2, type: !6, scopeLine: 2, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!9 = !DILocation(line: 6, column: 10, scope: !5)
