; A call that only reads memory is crossed only if it is also nounwind and
; willreturn, as upstream's LoadStoreVectorizer decides
; (merge-across-side-effects.ll): a call that may unwind or never return ends
; the stretch a load may be hoisted over.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [4 x float] undef, align 16

declare float @read_all(ptr addrspace(3)) #0
declare float @may_unwind(ptr addrspace(3)) #1
declare float @may_not_return(ptr addrspace(3)) #2

; memory(read) nounwind willreturn: g[0] and g[3] merge into one 128-bit load
; above the call, g[1] and g[2] are gap lanes.
; CHECK-LABEL: define ptx_kernel void @read_willreturn_nounwind(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P12:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 12
; CHECK-NEXT:    [[SMEMVEC_LSV:%.*]] = load <4 x i32>, ptr addrspace(3) @g, align 16
; CHECK-NEXT:    [[TMP1:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 0
; CHECK-NEXT:    [[A:%.*]] = bitcast i32 [[TMP1]] to float
; CHECK-NEXT:    [[TMP2:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 3
; CHECK-NEXT:    [[B:%.*]] = bitcast i32 [[TMP2]] to float
; CHECK-NEXT:    [[C:%.*]] = call float @read_all(ptr addrspace(3) @g)
; CHECK-NEXT:    [[S:%.*]] = fadd float [[A]], [[B]]
; CHECK-NEXT:    [[T:%.*]] = fadd float [[S]], [[C]]
; CHECK-NEXT:    store float [[T]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @read_willreturn_nounwind(ptr addrspace(1) %out) {
  %p12 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 12
  %a = load float, ptr addrspace(3) @g, align 16
  %c = call float @read_all(ptr addrspace(3) @g)
  %b = load float, ptr addrspace(3) %p12, align 4
  %s = fadd float %a, %b
  %t = fadd float %s, %c
  store float %t, ptr addrspace(1) %out, align 4
  ret void
}

; memory(read) willreturn, but it may unwind: nothing moves.
; CHECK-LABEL: define ptx_kernel void @read_may_unwind(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P12:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 12
; CHECK-NEXT:    [[A:%.*]] = load float, ptr addrspace(3) @g, align 16
; CHECK-NEXT:    [[C:%.*]] = call float @may_unwind(ptr addrspace(3) @g)
; CHECK-NEXT:    [[B:%.*]] = load float, ptr addrspace(3) [[P12]], align 4
; CHECK-NEXT:    [[S:%.*]] = fadd float [[A]], [[B]]
; CHECK-NEXT:    [[T:%.*]] = fadd float [[S]], [[C]]
; CHECK-NEXT:    store float [[T]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @read_may_unwind(ptr addrspace(1) %out) {
  %p12 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 12
  %a = load float, ptr addrspace(3) @g, align 16
  %c = call float @may_unwind(ptr addrspace(3) @g)
  %b = load float, ptr addrspace(3) %p12, align 4
  %s = fadd float %a, %b
  %t = fadd float %s, %c
  store float %t, ptr addrspace(1) %out, align 4
  ret void
}

; memory(read) nounwind, but it may not return: nothing moves.
; CHECK-LABEL: define ptx_kernel void @read_may_not_return(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P12:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 12
; CHECK-NEXT:    [[A:%.*]] = load float, ptr addrspace(3) @g, align 16
; CHECK-NEXT:    [[C:%.*]] = call float @may_not_return(ptr addrspace(3) @g)
; CHECK-NEXT:    [[B:%.*]] = load float, ptr addrspace(3) [[P12]], align 4
; CHECK-NEXT:    [[S:%.*]] = fadd float [[A]], [[B]]
; CHECK-NEXT:    [[T:%.*]] = fadd float [[S]], [[C]]
; CHECK-NEXT:    store float [[T]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @read_may_not_return(ptr addrspace(1) %out) {
  %p12 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 12
  %a = load float, ptr addrspace(3) @g, align 16
  %c = call float @may_not_return(ptr addrspace(3) @g)
  %b = load float, ptr addrspace(3) %p12, align 4
  %s = fadd float %a, %b
  %t = fadd float %s, %c
  store float %t, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { nounwind willreturn memory(read) }
attributes #1 = { willreturn memory(read) }
attributes #2 = { nounwind memory(read) }
