; -smemvec-sched=auto: per scheduling region, the minimal order unless the
; GenericScheduler's order lowers the function's peak register pressure
; (32-bit registers, values live through a region included); a region off
; the peak keeps the minimal order.
;  @pick_full  one block: 8 global loads, 8 shared loads, then the products.
;              The minimal order keeps all 16 values live (peak 18 with the
;              pointers); the generic order interleaves the global loads with
;              the products (12), so auto takes it: AUTO = FULL (GEN).
;  @peak_only  the same block, then a second block of the same shape with 4
;              pairs. The generic order lowers the first block (the peak,
;              20 -> 12) and would lower the second too, but the second is
;              not the peak: auto keeps its minimal order (mixed).
; The kill switch and -smemvec-sched=off give stock PTX with auto too; every
; PTX is assembled by ptxas.
;
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 \
; RUN:   -disable-nvptx-load-store-vectorizer %s -o %t.stock.ptx
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -smemvec-align=0 \
; RUN:   -disable-nvptx-load-store-vectorizer -smemvec-sched=minimal %s -o %t.min.ptx
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -smemvec-align=0 \
; RUN:   -disable-nvptx-load-store-vectorizer -smemvec-sched=full %s -o %t.full.ptx
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -smemvec-align=0 \
; RUN:   -disable-nvptx-load-store-vectorizer -smemvec-sched=auto -verify-machineinstrs \
; RUN:   -verify-misched -pass-remarks=smemvec-sched -pass-remarks-output=%t.yaml \
; RUN:   -pass-remarks-filter=smemvec-sched %s -o %t.auto.ptx 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s --check-prefixes=GEN,AUTO < %t.auto.ptx
; RUN: FileCheck %s --check-prefixes=GEN,FULL < %t.full.ptx
; RUN: FileCheck %s --check-prefix=MIN < %t.min.ptx
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -smemvec-align=0 \
; RUN:   -disable-nvptx-load-store-vectorizer -smemvec-sched=auto -smemvec-cluster=0 \
; RUN:   %s -o %t.kill.ptx
; RUN: diff %t.stock.ptx %t.kill.ptx
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -smemvec-align=0 \
; RUN:   -disable-nvptx-load-store-vectorizer -smemvec-sched=off %s -o %t.off.ptx
; RUN: diff %t.stock.ptx %t.off.ptx
; RUN: %if ptxas %{ %ptxas %t.stock.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.min.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.full.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.auto.ptx -o /dev/null %}

; REMARK: remark: {{.*}}auto scheduling chose full (1 of 1 regions take the generic schedule): peak register pressure minimal 18, full 12, chosen 12 (32-bit registers)
; REMARK: remark: {{.*}}auto scheduling chose mixed (1 of 2 regions take the generic schedule): peak register pressure minimal 20, full 12, chosen 12 (32-bit registers)

; YAML:      Pass: smemvec-sched
; YAML-NEXT: Name: Clustered
; YAML-NEXT: Function: pick_full
; YAML:      --- !Passed
; YAML-NEXT: Pass: smemvec-sched
; YAML-NEXT: Name: AutoSchedule
; YAML-NEXT: Function: pick_full
; YAML:      Chosen: full
; YAML:      RegionsFull: '1'
; YAML:      Regions: '1'
; YAML:      PressureMinimal: '18'
; YAML:      PressureFull: '12'
; YAML:      PressureChosen: '12'
; YAML:      --- !Passed
; YAML-NEXT: Pass: smemvec-sched
; YAML-NEXT: Name: Clustered
; YAML-NEXT: Function: peak_only
; YAML:      --- !Passed
; YAML-NEXT: Pass: smemvec-sched
; YAML-NEXT: Name: AutoSchedule
; YAML-NEXT: Function: peak_only
; YAML:      Chosen: mixed
; YAML:      RegionsFull: '1'
; YAML:      Regions: '2'
; YAML:      PressureMinimal: '20'
; YAML:      PressureFull: '12'
; YAML:      PressureChosen: '12'

; GEN-LABEL: .entry pick_full(
; GEN:      ld.global.b32 {{%r[0-9]+}}, [%rd1];
; GEN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s];
; GEN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+4];
; GEN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+8];
; GEN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+12];
; GEN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+16];
; GEN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+20];
; GEN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+24];
; GEN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+28];
; GEN-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1+148];
; GEN-NEXT: mul.rn.f32
; GEN-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1+296];
; GEN-NEXT: mul.rn.f32
; GEN-NEXT: add.rn.f32

; MIN-LABEL: .entry pick_full(
; MIN:      ld.global.b32 {{%r[0-9]+}}, [%rd1+148];
; MIN-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1+296];
; MIN-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1+444];
; MIN-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1+592];
; MIN-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1+740];
; MIN-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1+888];
; MIN-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1+1036];
; MIN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s];
; MIN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+4];
; MIN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+8];
; MIN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+12];
; MIN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+16];
; MIN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+20];
; MIN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+24];
; MIN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+28];
; MIN-NEXT: mul.rn.f32
; MIN-NEXT: mul.rn.f32
; MIN-NEXT: add.rn.f32

; GEN-LABEL: .entry peak_only(
; GEN:      ld.global.b32 {{%r[0-9]+}}, [%rd1];
; GEN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s];
; GEN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+4];
; GEN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+8];
; GEN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+12];
; GEN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+16];
; GEN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+20];
; GEN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+24];
; GEN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+28];
; GEN-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1+148];
; GEN-NEXT: mul.rn.f32
; GEN-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1+296];
; GEN-NEXT: mul.rn.f32
; GEN-NEXT: add.rn.f32
; Second block: auto keeps the minimal order (not the peak).
; AUTO:      // %bb.1:
; AUTO-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1];
; AUTO-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1+164];
; AUTO-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1+328];
; AUTO-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1+492];
; AUTO-NEXT: ld.shared.b32 {{%r[0-9]+}}, [t];
; AUTO-NEXT: ld.shared.b32 {{%r[0-9]+}}, [t+4];
; AUTO-NEXT: ld.shared.b32 {{%r[0-9]+}}, [t+8];
; AUTO-NEXT: ld.shared.b32 {{%r[0-9]+}}, [t+12];
; AUTO-NEXT: mul.rn.f32
; FULL:      // %bb.1:
; FULL-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1];
; FULL-NEXT: ld.shared.b32 {{%r[0-9]+}}, [t];
; FULL-NEXT: ld.shared.b32 {{%r[0-9]+}}, [t+4];
; FULL-NEXT: ld.shared.b32 {{%r[0-9]+}}, [t+8];
; FULL-NEXT: ld.shared.b32 {{%r[0-9]+}}, [t+12];
; FULL-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1+164];
; FULL-NEXT: mul.rn.f32

; MIN-LABEL: .entry peak_only(
; MIN:      ld.global.b32 {{%r[0-9]+}}, [%rd1+148];
; MIN-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1+296];
; MIN-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1+444];
; MIN-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1+592];
; MIN-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1+740];
; MIN-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1+888];
; MIN-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1+1036];
; MIN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s];
; MIN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+4];
; MIN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+8];
; MIN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+12];
; MIN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+16];
; MIN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+20];
; MIN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+24];
; MIN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [s+28];
; MIN-NEXT: mul.rn.f32
; MIN-NEXT: mul.rn.f32
; MIN-NEXT: add.rn.f32
; MIN:      // %bb.1:
; MIN-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1];
; MIN-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1+164];
; MIN-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1+328];
; MIN-NEXT: ld.global.b32 {{%r[0-9]+}}, [%rd1+492];
; MIN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [t];
; MIN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [t+4];
; MIN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [t+8];
; MIN-NEXT: ld.shared.b32 {{%r[0-9]+}}, [t+12];
; MIN-NEXT: mul.rn.f32


@s = internal addrspace(3) global [8 x float] undef, align 4
@t = internal addrspace(3) global [4 x float] undef, align 4

define ptx_kernel void @pick_full(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %xp0 = getelementptr inbounds float, ptr addrspace(1) %in, i64 0
  %xg0 = load float, ptr addrspace(1) %xp0, align 4
  %xp1 = getelementptr inbounds float, ptr addrspace(1) %in, i64 37
  %xg1 = load float, ptr addrspace(1) %xp1, align 4
  %xp2 = getelementptr inbounds float, ptr addrspace(1) %in, i64 74
  %xg2 = load float, ptr addrspace(1) %xp2, align 4
  %xp3 = getelementptr inbounds float, ptr addrspace(1) %in, i64 111
  %xg3 = load float, ptr addrspace(1) %xp3, align 4
  %xp4 = getelementptr inbounds float, ptr addrspace(1) %in, i64 148
  %xg4 = load float, ptr addrspace(1) %xp4, align 4
  %xp5 = getelementptr inbounds float, ptr addrspace(1) %in, i64 185
  %xg5 = load float, ptr addrspace(1) %xp5, align 4
  %xp6 = getelementptr inbounds float, ptr addrspace(1) %in, i64 222
  %xg6 = load float, ptr addrspace(1) %xp6, align 4
  %xp7 = getelementptr inbounds float, ptr addrspace(1) %in, i64 259
  %xg7 = load float, ptr addrspace(1) %xp7, align 4
  %xq0 = getelementptr inbounds float, ptr addrspace(3) @s, i64 0
  %xs0 = load float, ptr addrspace(3) %xq0, align 4
  %xq1 = getelementptr inbounds float, ptr addrspace(3) @s, i64 1
  %xs1 = load float, ptr addrspace(3) %xq1, align 4
  %xq2 = getelementptr inbounds float, ptr addrspace(3) @s, i64 2
  %xs2 = load float, ptr addrspace(3) %xq2, align 4
  %xq3 = getelementptr inbounds float, ptr addrspace(3) @s, i64 3
  %xs3 = load float, ptr addrspace(3) %xq3, align 4
  %xq4 = getelementptr inbounds float, ptr addrspace(3) @s, i64 4
  %xs4 = load float, ptr addrspace(3) %xq4, align 4
  %xq5 = getelementptr inbounds float, ptr addrspace(3) @s, i64 5
  %xs5 = load float, ptr addrspace(3) %xq5, align 4
  %xq6 = getelementptr inbounds float, ptr addrspace(3) @s, i64 6
  %xs6 = load float, ptr addrspace(3) %xq6, align 4
  %xq7 = getelementptr inbounds float, ptr addrspace(3) @s, i64 7
  %xs7 = load float, ptr addrspace(3) %xq7, align 4
  %xm0 = fmul float %xg0, %xs0
  %xm1 = fmul float %xg1, %xs1
  %xa1 = fadd float %xm0, %xm1
  %xm2 = fmul float %xg2, %xs2
  %xa2 = fadd float %xa1, %xm2
  %xm3 = fmul float %xg3, %xs3
  %xa3 = fadd float %xa2, %xm3
  %xm4 = fmul float %xg4, %xs4
  %xa4 = fadd float %xa3, %xm4
  %xm5 = fmul float %xg5, %xs5
  %xa5 = fadd float %xa4, %xm5
  %xm6 = fmul float %xg6, %xs6
  %xa6 = fadd float %xa5, %xm6
  %xm7 = fmul float %xg7, %xs7
  %xa7 = fadd float %xa6, %xm7
  %xo = getelementptr inbounds float, ptr addrspace(1) %out, i64 0
  store float %xa7, ptr addrspace(1) %xo, align 4
  ret void
}

define ptx_kernel void @peak_only(ptr addrspace(1) %in, ptr addrspace(1) %out, i1 %c) {
entry:
  %xp0 = getelementptr inbounds float, ptr addrspace(1) %in, i64 0
  %xg0 = load float, ptr addrspace(1) %xp0, align 4
  %xp1 = getelementptr inbounds float, ptr addrspace(1) %in, i64 37
  %xg1 = load float, ptr addrspace(1) %xp1, align 4
  %xp2 = getelementptr inbounds float, ptr addrspace(1) %in, i64 74
  %xg2 = load float, ptr addrspace(1) %xp2, align 4
  %xp3 = getelementptr inbounds float, ptr addrspace(1) %in, i64 111
  %xg3 = load float, ptr addrspace(1) %xp3, align 4
  %xp4 = getelementptr inbounds float, ptr addrspace(1) %in, i64 148
  %xg4 = load float, ptr addrspace(1) %xp4, align 4
  %xp5 = getelementptr inbounds float, ptr addrspace(1) %in, i64 185
  %xg5 = load float, ptr addrspace(1) %xp5, align 4
  %xp6 = getelementptr inbounds float, ptr addrspace(1) %in, i64 222
  %xg6 = load float, ptr addrspace(1) %xp6, align 4
  %xp7 = getelementptr inbounds float, ptr addrspace(1) %in, i64 259
  %xg7 = load float, ptr addrspace(1) %xp7, align 4
  %xq0 = getelementptr inbounds float, ptr addrspace(3) @s, i64 0
  %xs0 = load float, ptr addrspace(3) %xq0, align 4
  %xq1 = getelementptr inbounds float, ptr addrspace(3) @s, i64 1
  %xs1 = load float, ptr addrspace(3) %xq1, align 4
  %xq2 = getelementptr inbounds float, ptr addrspace(3) @s, i64 2
  %xs2 = load float, ptr addrspace(3) %xq2, align 4
  %xq3 = getelementptr inbounds float, ptr addrspace(3) @s, i64 3
  %xs3 = load float, ptr addrspace(3) %xq3, align 4
  %xq4 = getelementptr inbounds float, ptr addrspace(3) @s, i64 4
  %xs4 = load float, ptr addrspace(3) %xq4, align 4
  %xq5 = getelementptr inbounds float, ptr addrspace(3) @s, i64 5
  %xs5 = load float, ptr addrspace(3) %xq5, align 4
  %xq6 = getelementptr inbounds float, ptr addrspace(3) @s, i64 6
  %xs6 = load float, ptr addrspace(3) %xq6, align 4
  %xq7 = getelementptr inbounds float, ptr addrspace(3) @s, i64 7
  %xs7 = load float, ptr addrspace(3) %xq7, align 4
  %xm0 = fmul float %xg0, %xs0
  %xm1 = fmul float %xg1, %xs1
  %xa1 = fadd float %xm0, %xm1
  %xm2 = fmul float %xg2, %xs2
  %xa2 = fadd float %xa1, %xm2
  %xm3 = fmul float %xg3, %xs3
  %xa3 = fadd float %xa2, %xm3
  %xm4 = fmul float %xg4, %xs4
  %xa4 = fadd float %xa3, %xm4
  %xm5 = fmul float %xg5, %xs5
  %xa5 = fadd float %xa4, %xm5
  %xm6 = fmul float %xg6, %xs6
  %xa6 = fadd float %xa5, %xm6
  %xm7 = fmul float %xg7, %xs7
  %xa7 = fadd float %xa6, %xm7
  %xo = getelementptr inbounds float, ptr addrspace(1) %out, i64 0
  store float %xa7, ptr addrspace(1) %xo, align 4
  br i1 %c, label %second, label %exit

second:
  %yp0 = getelementptr inbounds float, ptr addrspace(1) %in, i64 0
  %yg0 = load float, ptr addrspace(1) %yp0, align 4
  %yp1 = getelementptr inbounds float, ptr addrspace(1) %in, i64 41
  %yg1 = load float, ptr addrspace(1) %yp1, align 4
  %yp2 = getelementptr inbounds float, ptr addrspace(1) %in, i64 82
  %yg2 = load float, ptr addrspace(1) %yp2, align 4
  %yp3 = getelementptr inbounds float, ptr addrspace(1) %in, i64 123
  %yg3 = load float, ptr addrspace(1) %yp3, align 4
  %yq0 = getelementptr inbounds float, ptr addrspace(3) @t, i64 0
  %ys0 = load float, ptr addrspace(3) %yq0, align 4
  %yq1 = getelementptr inbounds float, ptr addrspace(3) @t, i64 1
  %ys1 = load float, ptr addrspace(3) %yq1, align 4
  %yq2 = getelementptr inbounds float, ptr addrspace(3) @t, i64 2
  %ys2 = load float, ptr addrspace(3) %yq2, align 4
  %yq3 = getelementptr inbounds float, ptr addrspace(3) @t, i64 3
  %ys3 = load float, ptr addrspace(3) %yq3, align 4
  %ym0 = fmul float %yg0, %ys0
  %ym1 = fmul float %yg1, %ys1
  %ya1 = fadd float %ym0, %ym1
  %ym2 = fmul float %yg2, %ys2
  %ya2 = fadd float %ya1, %ym2
  %ym3 = fmul float %yg3, %ys3
  %ya3 = fadd float %ya2, %ym3
  %yo = getelementptr inbounds float, ptr addrspace(1) %out, i64 1
  store float %ya3, ptr addrspace(1) %yo, align 4
  br label %exit

exit:
  ret void
}
