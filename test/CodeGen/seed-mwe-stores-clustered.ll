; The seed MWE's first loop stores dia[idx][i] and peri_col[idx][i] in turn,
; each from a global load. With the plugin the stores to each array come back
; to back in offset order (the global loads feeding them move up first: the
; DAG ordered them against the shared stores only for lack of alias
; information); without it the two arrays interleave, and so they do with
; that relaxation switched off (-smemvec-cluster-disjoint-as=0).
;
; RUN: llc -O3 -disable-nvptx-load-store-vectorizer %loadplugin -smemvec-align=0 \
; RUN:   -verify-machineinstrs -verify-misched %inputs/lud2.ll -o %t.ptx
; RUN: FileCheck %s --check-prefix=CLUSTER < %t.ptx
; RUN: llc -O3 -disable-nvptx-load-store-vectorizer %inputs/lud2.ll -o %t.stock.ptx
; RUN: FileCheck %s --check-prefix=STOCK < %t.stock.ptx
; RUN: llc -O3 -disable-nvptx-load-store-vectorizer %loadplugin -smemvec-align=0 \
; RUN:   -smemvec-cluster-disjoint-as=0 -verify-misched %inputs/lud2.ll -o %t.strict.ptx
; RUN: FileCheck %s --check-prefix=STOCK < %t.strict.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

; Two bases (dia row, peri_col row), each a cluster of five stores.
; CLUSTER:      st.shared.b32 [[[DIA:%rd[0-9]+]]], {{%r[0-9]+}};
; CLUSTER-NEXT: st.shared.b32 [[[DIA]]+4], {{%r[0-9]+}};
; CLUSTER-NEXT: st.shared.b32 [[[DIA]]+8], {{%r[0-9]+}};
; CLUSTER-NEXT: st.shared.b32 [[[DIA]]+12], {{%r[0-9]+}};
; CLUSTER-NEXT: st.shared.b32 [[[DIA]]+16], {{%r[0-9]+}};
; CLUSTER:      st.shared.b32 [[[PERI:%rd[0-9]+]]], {{%r[0-9]+}};
; CLUSTER-NEXT: st.shared.b32 [[[PERI]]+4], {{%r[0-9]+}};
; CLUSTER-NEXT: st.shared.b32 [[[PERI]]+8], {{%r[0-9]+}};
; CLUSTER-NEXT: st.shared.b32 [[[PERI]]+12], {{%r[0-9]+}};
; CLUSTER-NEXT: st.shared.b32 [[[PERI]]+16], {{%r[0-9]+}};
; CLUSTER:      bar.sync

; STOCK:      st.shared.b32 [[[DIA:%rd[0-9]+]]], {{%r[0-9]+}};
; STOCK-NEXT: ld.global.b32
; STOCK-NEXT: st.shared.b32 [[[PERI:%rd[0-9]+]]], {{%r[0-9]+}};
; STOCK-NEXT: ld.global.b32
; STOCK-NEXT: st.shared.b32 [[[DIA]]+4], {{%r[0-9]+}};
