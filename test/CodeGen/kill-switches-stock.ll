; Each kill switch restores the stock PTX for its own transform, with and
; without -enable-misched. On this input each transform alone changes the
; PTX (smemvec-align: upstream's LSV then merges @a and @b; smemvec-lsv: the
; gapped bytes of @h; smemvec-cluster: the interleaved @a/@b loads;
; smemvec-shared-base: @a at constant addresses in two blocks of @g;
; smemvec-fma-guard: @e's product, added in its block and stored in the
; next), and with
; every switch off the PTX is the stock one byte for byte; so a switch that
; left its transform on would show up as a diff. -smemvec-sched=off (for the
; cluster) and -smemvec-pipeline=0 (for all) as well.
;
; RUN: llc -O3 -mcpu=sm_90 %s -o %t.stock.ptx
; RUN: llc -O3 -mcpu=sm_90 %loadplugin -smemvec-align=0 -smemvec-lsv=0 -smemvec-cluster=0 -smemvec-shared-base=0 -smemvec-fma-guard=0 %s -o %t.none.ptx
; RUN: diff %t.stock.ptx %t.none.ptx
; RUN: llc -O3 -mcpu=sm_90 %loadplugin -smemvec-align=0 -smemvec-lsv=0 -smemvec-sched=off -smemvec-shared-base=0 -smemvec-fma-guard=0 %s -o %t.off.ptx
; RUN: diff %t.stock.ptx %t.off.ptx
; RUN: llc -O3 -mcpu=sm_90 %loadplugin -smemvec-pipeline=0 %s -o %t.nopipe.ptx
; RUN: diff %t.stock.ptx %t.nopipe.ptx
; RUN: llc -O3 -mcpu=sm_90 %loadplugin -smemvec-lsv=0 -smemvec-cluster=0 %s -o %t.align.ptx
; RUN: llc -O3 -mcpu=sm_90 %loadplugin -smemvec-align=0 -smemvec-cluster=0 %s -o %t.lsv.ptx
; RUN: llc -O3 -mcpu=sm_90 %loadplugin -smemvec-align=0 -smemvec-lsv=0 %s -o %t.cluster.ptx
; RUN: llc -O3 -mcpu=sm_90 %loadplugin -smemvec-align=0 -smemvec-lsv=0 -smemvec-cluster=0 %s -o %t.base.ptx
; RUN: llc -O3 -mcpu=sm_90 %loadplugin -smemvec-align=0 -smemvec-lsv=0 -smemvec-cluster=0 -smemvec-shared-base=0 %s -o %t.fma.ptx
; RUN: FileCheck %s --check-prefix=STOCK < %t.stock.ptx
; RUN: FileCheck %s --check-prefix=FMA < %t.fma.ptx
; RUN: FileCheck %s --check-prefix=BASE < %t.base.ptx
; RUN: FileCheck %s --check-prefix=ALIGN < %t.align.ptx
; RUN: FileCheck %s --check-prefix=LSV < %t.lsv.ptx
; RUN: FileCheck %s --check-prefix=CLUSTER < %t.cluster.ptx
;
; RUN: llc -O3 -mcpu=sm_90 -enable-misched %s -o %t.stock.m.ptx
; RUN: llc -O3 -mcpu=sm_90 -enable-misched %loadplugin -smemvec-align=0 -smemvec-lsv=0 -smemvec-cluster=0 -smemvec-shared-base=0 -smemvec-fma-guard=0 %s -o %t.none.m.ptx
; RUN: diff %t.stock.m.ptx %t.none.m.ptx
; RUN: llc -O3 -mcpu=sm_90 -enable-misched %loadplugin -smemvec-align=0 -smemvec-lsv=0 -smemvec-sched=off -smemvec-shared-base=0 -smemvec-fma-guard=0 %s -o %t.off.m.ptx
; RUN: diff %t.stock.m.ptx %t.off.m.ptx
; RUN: llc -O3 -mcpu=sm_90 -enable-misched %loadplugin -smemvec-pipeline=0 %s -o %t.nopipe.m.ptx
; RUN: diff %t.stock.m.ptx %t.nopipe.m.ptx
; RUN: llc -O3 -mcpu=sm_90 -enable-misched %loadplugin -smemvec-lsv=0 -smemvec-cluster=0 %s -o %t.align.m.ptx
; RUN: llc -O3 -mcpu=sm_90 -enable-misched %loadplugin -smemvec-align=0 -smemvec-cluster=0 %s -o %t.lsv.m.ptx
; RUN: llc -O3 -mcpu=sm_90 -enable-misched %loadplugin -smemvec-align=0 -smemvec-lsv=0 %s -o %t.cluster.m.ptx
; RUN: FileCheck %s --check-prefix=ALIGN < %t.align.m.ptx
; RUN: FileCheck %s --check-prefix=LSV < %t.lsv.m.ptx
; RUN: FileCheck %s --check-prefix=CLUSTER < %t.cluster.m.ptx
;
; RUN: %if ptxas %{ %ptxas %t.align.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.lsv.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.cluster.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.cluster.m.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.base.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.fma.ptx -o /dev/null %}

; STOCK-LABEL: .entry k
; STOCK:      ld.shared.b32 {{%r[0-9]+}}, [a];
; STOCK-NEXT: ld.shared.b32 {{%r[0-9]+}}, [b];
; STOCK:      ld.shared.b8 {{%rs[0-9]+}}, [h];
; STOCK-NEXT: ld.shared.b8 {{%rs[0-9]+}}, [h+5];
; STOCK-NEXT: ld.shared.b8 {{%rs[0-9]+}}, [h+15];

; STOCK-LABEL: .entry g
; STOCK:      ld.shared.b32 {{%r[0-9]+}}, [a];
; STOCK:      ld.shared.b32 {{%r[0-9]+}}, [a+8];

; STOCK-LABEL: .entry e
; STOCK:      fma.rn.f32

; FMA-LABEL: .entry e
; FMA:       mul.f32
; FMA:       add.f32
; FMA-NOT:   fma.rn.f32
; FMA:       ret;

; BASE-LABEL: .entry g
; BASE:       mov.b64 %rd[[A:[0-9]+]], a;
; BASE:       ld.shared.b32 {{%r[0-9]+}}, [%rd[[A]]];
; BASE:       ld.shared.b32 {{%r[0-9]+}}, [%rd[[A]]+8];

; ALIGN-LABEL: .entry k
; ALIGN:      ld.shared.v4.b32 {{{%r[0-9]+, %r[0-9]+, %r[0-9]+, %r[0-9]+}}}, [a];
; ALIGN-NEXT: ld.shared.v4.b32 {{{%r[0-9]+, %r[0-9]+, %r[0-9]+, %r[0-9]+}}}, [b];
; ALIGN:      ld.shared.b8 {{%rs[0-9]+}}, [h];

; LSV-LABEL: .entry k
; LSV:     ld.shared.b32 {{%r[0-9]+}}, [a];
; LSV-NEXT: ld.shared.b32 {{%r[0-9]+}}, [b];
; LSV:     ld.shared.v4.b32 {{{%r[0-9]+, %r[0-9]+, %r[0-9]+, %r[0-9]+}}}, [h];
; LSV-NOT: ld.shared.b8

; CLUSTER-LABEL: .entry k
; CLUSTER:      ld.shared.b32 {{%r[0-9]+}}, [a];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [a+4];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [a+8];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [a+12];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [b];
; CLUSTER:      ld.shared.b8 {{%rs[0-9]+}}, [h];

target triple = "nvptx64-nvidia-cuda"

@a = internal addrspace(3) global [8 x float] undef, align 4
@b = internal addrspace(3) global [8 x float] undef, align 4
@h = internal addrspace(3) global [16 x i8] undef, align 16

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %a1 = getelementptr inbounds float, ptr addrspace(3) @a, i64 1
  %a2 = getelementptr inbounds float, ptr addrspace(3) @a, i64 2
  %a3 = getelementptr inbounds float, ptr addrspace(3) @a, i64 3
  %b1 = getelementptr inbounds float, ptr addrspace(3) @b, i64 1
  %b2 = getelementptr inbounds float, ptr addrspace(3) @b, i64 2
  %b3 = getelementptr inbounds float, ptr addrspace(3) @b, i64 3
  %x0 = load float, ptr addrspace(3) @a, align 4
  %y0 = load float, ptr addrspace(3) @b, align 4
  %p0 = fmul float %x0, %y0
  %x1 = load float, ptr addrspace(3) %a1, align 4
  %y1 = load float, ptr addrspace(3) %b1, align 4
  %p1 = fmul float %x1, %y1
  %x2 = load float, ptr addrspace(3) %a2, align 4
  %y2 = load float, ptr addrspace(3) %b2, align 4
  %p2 = fmul float %x2, %y2
  %x3 = load float, ptr addrspace(3) %a3, align 4
  %y3 = load float, ptr addrspace(3) %b3, align 4
  %p3 = fmul float %x3, %y3
  %s1 = fadd float %p0, %p1
  %s2 = fadd float %s1, %p2
  %s3 = fadd float %s2, %p3
  %h5 = getelementptr inbounds i8, ptr addrspace(3) @h, i64 5
  %h15 = getelementptr inbounds i8, ptr addrspace(3) @h, i64 15
  %c0 = load i8, ptr addrspace(3) @h, align 16
  %c5 = load i8, ptr addrspace(3) %h5, align 1
  %c15 = load i8, ptr addrspace(3) %h15, align 1
  %d0 = uitofp i8 %c0 to float
  %d5 = uitofp i8 %c5 to float
  %d15 = uitofp i8 %c15 to float
  %t1 = fadd float %s3, %d0
  %t2 = fadd float %t1, %d5
  %t3 = fadd float %t2, %d15
  store float %t3, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @g(ptr addrspace(1) %out, i1 %c) {
entry:
  %x = load float, ptr addrspace(3) @a, align 4
  br i1 %c, label %more, label %done

more:
  %a2 = getelementptr inbounds float, ptr addrspace(3) @a, i64 2
  %y = load float, ptr addrspace(3) %a2, align 4
  br label %done

done:
  %v = phi float [ %x, %entry ], [ %y, %more ]
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @e(ptr addrspace(1) %in, ptr addrspace(1) %out, i1 %c) {
entry:
  %x = load float, ptr addrspace(1) %in, align 4
  %y = fadd float %x, 1.0
  %z = fadd float %x, 2.0
  %p = fmul contract float %y, %z
  %s = fadd contract float %p, %x
  store float %s, ptr addrspace(1) %out, align 4
  br i1 %c, label %late, label %done

late:
  %out1 = getelementptr inbounds float, ptr addrspace(1) %out, i64 1
  store float %p, ptr addrspace(1) %out1, align 4
  br label %done

done:
  ret void
}
