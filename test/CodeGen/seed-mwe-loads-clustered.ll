; The seed MWE with alignment raising and every vectorizer off, so only
; clustering can help ptxas: with the plugin, the dia loads come back to back
; in offset order (two clusters: a run can only continue while neighbours may
; share one 16-byte access); stock llc and -smemvec-cluster=0 interleave them
; with the arithmetic, and the kill switch restores stock output exactly.
;
; RUN: llc -O3 -disable-nvptx-load-store-vectorizer %loadplugin -smemvec-align=0 \
; RUN:   -verify-machineinstrs -verify-misched %inputs/lud2.ll -o %t.ptx
; RUN: FileCheck %s --check-prefix=CLUSTER < %t.ptx
; RUN: llc -O3 -disable-nvptx-load-store-vectorizer %inputs/lud2.ll -o %t.stock.ptx
; RUN: FileCheck %s --check-prefix=STOCK < %t.stock.ptx
; RUN: llc -O3 -disable-nvptx-load-store-vectorizer %loadplugin -smemvec-align=0 \
; RUN:   -smemvec-cluster=0 %inputs/lud2.ll -o %t.off.ptx
; RUN: diff %t.stock.ptx %t.off.ptx
; RUN: %ptxcount %t.ptx --pattern 'ld\.shared' --min 20 --max 20
; RUN: %ptxcount %t.ptx --pattern 'ld\.shared\.v' --max 0
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.stock.ptx -o /dev/null %}

; CLUSTER-LABEL: bar.sync
; CLUSTER:      ld.shared.b32 {{%r[0-9]+}}, [{{.*}}3dia];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [{{.*}}3dia+4];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [{{.*}}3dia+8];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [{{.*}}3dia+12];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [{{.*}}3dia+16];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [{{.*}}3dia+24];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [{{.*}}3dia+28];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [{{.*}}3dia+32];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [{{.*}}3dia+36];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [{{.*}}3dia+48];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [{{.*}}3dia+52];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [{{.*}}3dia+56];
; CLUSTER-NOT:  ld.shared.b32 {{%r[0-9]+}}, [{{.*}}3dia
; CLUSTER:      ld.shared.b32 {{%r[0-9]+}}, [{{.*}}3dia+72];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [{{.*}}3dia+76];
; CLUSTER:      ld.shared.b32 {{%r[0-9]+}}, [{{.*}}3dia+96];

; STOCK-LABEL: bar.sync
; STOCK:      ld.shared.b32 {{%r[0-9]+}}, [{{.*}}3dia+4];
; STOCK-NEXT: sub.f32
; STOCK-NEXT: ld.shared.b32 {{%r[0-9]+}}, [{{.*}}3dia+24];
