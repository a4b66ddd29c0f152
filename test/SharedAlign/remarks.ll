; smemvec-align reports each raised global and the accesses that gained
; alignment as optimization remarks, on the command line and as YAML.
; RUN: opt %loadplugin -passes=smemvec-align -pass-remarks=smemvec-align -disable-output %s 2>&1 | FileCheck %s
; RUN: opt %loadplugin -passes=smemvec-align -pass-remarks-output=%t.yaml -disable-output %s
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml
; RUN: opt %loadplugin -passes=smemvec-align -smemvec-align=0 -pass-remarks=smemvec-align -disable-output %s 2>&1 | FileCheck %s --check-prefix=OFF --allow-empty

target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x float] undef, align 4
@unused = internal addrspace(3) global [64 x float] undef, align 4

; CHECK-DAG: remark: <unknown>:0:0: raised alignment of shared global 'tile' from 4 to 16
; CHECK-DAG: remark: <unknown>:0:0: 2 shared-memory accesses gained alignment
; OFF-NOT: remark
; YAML: --- !Passed
; YAML-NEXT: Pass: smemvec-align
; YAML-NEXT: Name: GlobalAligned
; YAML-NEXT: Function: reader
; YAML-NEXT: Args:
; YAML-NEXT:   - String: 'raised alignment of shared global '''
; YAML-NEXT:   - Global: tile
; YAML:        - OldAlign: '4'
; YAML:        - NewAlign: '16'
; YAML: Name: AccessesAligned
; YAML:   - NumAccesses: '2'
define float @reader() {
  %a = load float, ptr addrspace(3) @tile, align 4
  %b = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @tile, i64 16), align 4
  %r = fadd float %a, %b
  ret float %r
}
