; The scheduler reports what it clustered as an optimization remark under
; the name smemvec-sched (also its DEBUG_TYPE and option prefix); nothing is
; reported when nothing was clustered, and the old name smemvec-cluster
; reports nothing.
;
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -smemvec-align=0 \
; RUN:   -disable-nvptx-load-store-vectorizer -pass-remarks=smemvec-sched \
; RUN:   %inputs/lud2.ll -o %t.ptx 2>&1 | FileCheck %s
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -smemvec-align=0 \
; RUN:   -disable-nvptx-load-store-vectorizer -pass-remarks-output=%t.yaml \
; RUN:   %inputs/lud2.ll -o %t.ptx
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -smemvec-align=0 \
; RUN:   -disable-nvptx-load-store-vectorizer -smemvec-cluster=0 \
; RUN:   -pass-remarks=smemvec-sched %inputs/lud2.ll -o %t.ptx 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NONE --allow-empty
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -smemvec-align=0 \
; RUN:   -disable-nvptx-load-store-vectorizer -pass-remarks=smemvec-cluster \
; RUN:   %inputs/lud2.ll -o %t.ptx 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

; Loads: dia 0..56 and 72..76; stores: one dia row and one peri_col row.
; CHECK: remark: {{.*}}clustered 24 shared-memory accesses into 4 groups (minimal scheduling)
; YAML:      --- !Passed
; YAML-NEXT: Pass: smemvec-sched
; YAML-NEXT: Name: Clustered
; YAML:      NumAccesses: '24'
; YAML:      NumClusters: '4'
; NONE-NOT: remark
