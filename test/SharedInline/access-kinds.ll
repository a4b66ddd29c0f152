; What counts as an access made shared (the number in the mark and the
; remarks): loads, stores *to* the pointer, atomicrmw/cmpxchg addresses, and
; memory intrinsic pointer operands, through GEPs, phis and selects of the
; shared parameter. Storing the pointer itself, comparing it or turning it
; into an integer is not an access. A phi or select of two shared pointers
; is shared; one that may be generic memory of unknown space is not (that
; call is left alone). The caller is a device function, not a kernel, so its
; pointer parameter %slot has no known space either.
; RUN: opt %loadplugin -passes=smemvec-inline -pass-remarks-missed=smemvec-inline -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK --allow-empty < %t.remarks

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [256 x i32] undef, align 4
@other = internal addrspace(3) global [256 x i32] undef, align 4

; 1 load + 1 store + 1 atomicrmw + 1 cmpxchg + 2 memcpy operands (dst and
; src both derive from %p) + 1 memset = 7; the store *of* %p, the icmp and
; the ptrtoint are not accesses.
define i32 @kinds(ptr %p, ptr %slot, i1 %c) {
  %a = load i32, ptr %p, align 4
  %q = getelementptr inbounds i32, ptr %p, i64 4
  store i32 %a, ptr %q, align 4
  %r = atomicrmw add ptr %q, i32 1 monotonic, align 4
  %s = cmpxchg ptr %p, i32 0, i32 %r monotonic monotonic, align 4
  %d = getelementptr inbounds i8, ptr %p, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %p, i64 16, i1 false)
  %e = getelementptr inbounds i8, ptr %p, i64 128
  %sel = select i1 %c, ptr %e, ptr %d
  call void @llvm.memset.p0.i64(ptr align 4 %sel, i8 0, i64 16, i1 false)
  store ptr %p, ptr %slot, align 8
  %z = icmp eq ptr %p, null
  %i = ptrtoint ptr %p to i64
  ret i32 %a
}

; CHECK-LABEL: define void @k(
; CHECK:       %both = select i1 %c, ptr %pt, ptr %po
; CHECK-NEXT:  %x = call i32 @kinds(ptr %both, ptr %slot, i1 %c) #[[M:[0-9]+]]
; CHECK-NEXT:  %mixed = select i1 %c, ptr %pt, ptr %slot
; CHECK-NEXT:  %y = call i32 @kinds(ptr %mixed, ptr %slot, i1 %c){{$}}
; CHECK: attributes #[[M]] = { "smemvec-inline"="7" }
; REMARK-NOT: remark
define void @k(ptr %slot, i1 %c) {
  %pt = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 8
  %po = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @other to ptr), i64 8
  %both = select i1 %c, ptr %pt, ptr %po
  %x = call i32 @kinds(ptr %both, ptr %slot, i1 %c)
  %mixed = select i1 %c, ptr %pt, ptr %slot
  %y = call i32 @kinds(ptr %mixed, ptr %slot, i1 %c)
  ret void
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
