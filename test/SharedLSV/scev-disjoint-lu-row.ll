; Rodinia-style LU row update `for (j < i) s[t][i] -= s[t][j] * s[j][i]`
; unrolled by 8: the row loads s[t][j..j+7] are interleaved with stores to
; s[t][i]. Alias analysis says MayAlias; SCEV proves j + 7 < i from the
; trip count (rounded down to a multiple of 8) and the i >= 8 guard, so the
; row loads are hoisted above the stores as two 128-bit loads.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s
; RUN: opt %loadplugin -passes=smemvec-lsv -pass-remarks=smemvec-lsv -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [16 x [16 x float]] undef, align 16

; Each row window sits at its first load: j..j+3 above the first store,
; j+4..j+7 above the fifth; no scalar row load is left.
; REMARK-COUNT-2: remark: <unknown>:0:0: merged 4 shared loads into one 128-bit load (0 gap bytes filled)
; CHECK-LABEL: define ptx_kernel void @lu_row(i32 %t, i32 %i)
; CHECK:       entry:
; CHECK-NEXT:    [[TT:%.*]] = and i32 %t, 15
; CHECK-NEXT:    [[II:%.*]] = and i32 %i, 15
; CHECK-NEXT:    [[T64:%.*]] = zext nneg i32 [[TT]] to i64
; CHECK-NEXT:    [[ROW:%.*]] = getelementptr inbounds [16 x float], ptr addrspace(3) @s, i64 [[T64]]
; CHECK-NEXT:    [[I64:%.*]] = zext nneg i32 [[II]] to i64
; CHECK-NEXT:    [[COL:%.*]] = getelementptr inbounds float, ptr addrspace(3) @s, i64 [[I64]]
; CHECK-NEXT:    [[DST:%.*]] = getelementptr inbounds float, ptr addrspace(3) [[ROW]], i64 [[I64]]
; CHECK-NEXT:    [[INIT:%.*]] = load float, ptr addrspace(3) [[DST]], align 4
; CHECK-NEXT:    [[SMALL:%.*]] = icmp ult i32 [[II]], 8
; CHECK-NEXT:    br i1 [[SMALL]], label %exit, label %pre
; CHECK-EMPTY:
; CHECK:       pre:                                              ; preds = %entry
; CHECK-NEXT:    [[N:%.*]] = and i32 [[II]], 2147483640
; CHECK-NEXT:    br label %loop
; CHECK-EMPTY:
; CHECK:       loop:                                             ; preds = %loop, %pre
; CHECK-NEXT:    [[ACC:%.*]] = phi float [ [[INIT]], %pre ], [ [[ACC7:%.*]], %loop ]
; CHECK-NEXT:    [[J:%.*]] = phi i32 [ 0, %pre ], [ [[J_NEXT:%.*]], %loop ]
; CHECK-NEXT:    [[NITER:%.*]] = phi i32 [ 0, %pre ], [ [[NITER_NEXT:%.*]], %loop ]
; CHECK-NEXT:    [[JK0:%.*]] = zext nneg i32 [[J]] to i64
; CHECK-NEXT:    [[PR0:%.*]] = getelementptr inbounds float, ptr addrspace(3) [[ROW]], i64 [[JK0]]
; CHECK-NEXT:    [[SMEMVEC_LSV:%.*]] = load <4 x i32>, ptr addrspace(3) [[PR0]], align 16
; CHECK-NEXT:    [[TMP0:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 0
; CHECK-NEXT:    [[R0:%.*]] = bitcast i32 [[TMP0]] to float
; CHECK-NEXT:    [[TMP1:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 1
; CHECK-NEXT:    [[R1:%.*]] = bitcast i32 [[TMP1]] to float
; CHECK-NEXT:    [[TMP2:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 2
; CHECK-NEXT:    [[R2:%.*]] = bitcast i32 [[TMP2]] to float
; CHECK-NEXT:    [[TMP3:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 3
; CHECK-NEXT:    [[R3:%.*]] = bitcast i32 [[TMP3]] to float
; CHECK-NEXT:    [[PC0:%.*]] = getelementptr inbounds [16 x float], ptr addrspace(3) [[COL]], i64 [[JK0]]
; CHECK-NEXT:    [[C0:%.*]] = load float, ptr addrspace(3) [[PC0]], align 4
; CHECK-NEXT:    [[M0:%.*]] = fmul float [[R0]], [[C0]]
; CHECK-NEXT:    [[ACC0:%.*]] = fsub float [[ACC]], [[M0]]
; CHECK-NEXT:    store float [[ACC0]], ptr addrspace(3) [[DST]], align 4
; CHECK-NEXT:    [[J1:%.*]] = or disjoint i32 [[J]], 1
; CHECK-NEXT:    [[JK1:%.*]] = zext nneg i32 [[J1]] to i64
; CHECK-NEXT:    [[PR1:%.*]] = getelementptr inbounds float, ptr addrspace(3) [[ROW]], i64 [[JK1]]
; CHECK-NEXT:    [[PC1:%.*]] = getelementptr inbounds [16 x float], ptr addrspace(3) [[COL]], i64 [[JK1]]
; CHECK-NEXT:    [[C1:%.*]] = load float, ptr addrspace(3) [[PC1]], align 4
; CHECK-NEXT:    [[M1:%.*]] = fmul float [[R1]], [[C1]]
; CHECK-NEXT:    [[ACC1:%.*]] = fsub float [[ACC0]], [[M1]]
; CHECK-NEXT:    store float [[ACC1]], ptr addrspace(3) [[DST]], align 4
; CHECK-NEXT:    [[J2:%.*]] = or disjoint i32 [[J]], 2
; CHECK-NEXT:    [[JK2:%.*]] = zext nneg i32 [[J2]] to i64
; CHECK-NEXT:    [[PR2:%.*]] = getelementptr inbounds float, ptr addrspace(3) [[ROW]], i64 [[JK2]]
; CHECK-NEXT:    [[PC2:%.*]] = getelementptr inbounds [16 x float], ptr addrspace(3) [[COL]], i64 [[JK2]]
; CHECK-NEXT:    [[C2:%.*]] = load float, ptr addrspace(3) [[PC2]], align 4
; CHECK-NEXT:    [[M2:%.*]] = fmul float [[R2]], [[C2]]
; CHECK-NEXT:    [[ACC2:%.*]] = fsub float [[ACC1]], [[M2]]
; CHECK-NEXT:    store float [[ACC2]], ptr addrspace(3) [[DST]], align 4
; CHECK-NEXT:    [[J3:%.*]] = or disjoint i32 [[J]], 3
; CHECK-NEXT:    [[JK3:%.*]] = zext nneg i32 [[J3]] to i64
; CHECK-NEXT:    [[PR3:%.*]] = getelementptr inbounds float, ptr addrspace(3) [[ROW]], i64 [[JK3]]
; CHECK-NEXT:    [[PC3:%.*]] = getelementptr inbounds [16 x float], ptr addrspace(3) [[COL]], i64 [[JK3]]
; CHECK-NEXT:    [[C3:%.*]] = load float, ptr addrspace(3) [[PC3]], align 4
; CHECK-NEXT:    [[M3:%.*]] = fmul float [[R3]], [[C3]]
; CHECK-NEXT:    [[ACC3:%.*]] = fsub float [[ACC2]], [[M3]]
; CHECK-NEXT:    store float [[ACC3]], ptr addrspace(3) [[DST]], align 4
; CHECK-NEXT:    [[J4:%.*]] = or disjoint i32 [[J]], 4
; CHECK-NEXT:    [[JK4:%.*]] = zext nneg i32 [[J4]] to i64
; CHECK-NEXT:    [[PR4:%.*]] = getelementptr inbounds float, ptr addrspace(3) [[ROW]], i64 [[JK4]]
; CHECK-NEXT:    [[SMEMVEC_LSV1:%.*]] = load <4 x i32>, ptr addrspace(3) [[PR4]], align 16
; CHECK-NEXT:    [[TMP4:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV1]], i64 0
; CHECK-NEXT:    [[R4:%.*]] = bitcast i32 [[TMP4]] to float
; CHECK-NEXT:    [[TMP5:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV1]], i64 1
; CHECK-NEXT:    [[R5:%.*]] = bitcast i32 [[TMP5]] to float
; CHECK-NEXT:    [[TMP6:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV1]], i64 2
; CHECK-NEXT:    [[R6:%.*]] = bitcast i32 [[TMP6]] to float
; CHECK-NEXT:    [[TMP7:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV1]], i64 3
; CHECK-NEXT:    [[R7:%.*]] = bitcast i32 [[TMP7]] to float
; CHECK-NEXT:    [[PC4:%.*]] = getelementptr inbounds [16 x float], ptr addrspace(3) [[COL]], i64 [[JK4]]
; CHECK-NEXT:    [[C4:%.*]] = load float, ptr addrspace(3) [[PC4]], align 4
; CHECK-NEXT:    [[M4:%.*]] = fmul float [[R4]], [[C4]]
; CHECK-NEXT:    [[ACC4:%.*]] = fsub float [[ACC3]], [[M4]]
; CHECK-NEXT:    store float [[ACC4]], ptr addrspace(3) [[DST]], align 4
; CHECK-NEXT:    [[J5:%.*]] = or disjoint i32 [[J]], 5
; CHECK-NEXT:    [[JK5:%.*]] = zext nneg i32 [[J5]] to i64
; CHECK-NEXT:    [[PR5:%.*]] = getelementptr inbounds float, ptr addrspace(3) [[ROW]], i64 [[JK5]]
; CHECK-NEXT:    [[PC5:%.*]] = getelementptr inbounds [16 x float], ptr addrspace(3) [[COL]], i64 [[JK5]]
; CHECK-NEXT:    [[C5:%.*]] = load float, ptr addrspace(3) [[PC5]], align 4
; CHECK-NEXT:    [[M5:%.*]] = fmul float [[R5]], [[C5]]
; CHECK-NEXT:    [[ACC5:%.*]] = fsub float [[ACC4]], [[M5]]
; CHECK-NEXT:    store float [[ACC5]], ptr addrspace(3) [[DST]], align 4
; CHECK-NEXT:    [[J6:%.*]] = or disjoint i32 [[J]], 6
; CHECK-NEXT:    [[JK6:%.*]] = zext nneg i32 [[J6]] to i64
; CHECK-NEXT:    [[PR6:%.*]] = getelementptr inbounds float, ptr addrspace(3) [[ROW]], i64 [[JK6]]
; CHECK-NEXT:    [[PC6:%.*]] = getelementptr inbounds [16 x float], ptr addrspace(3) [[COL]], i64 [[JK6]]
; CHECK-NEXT:    [[C6:%.*]] = load float, ptr addrspace(3) [[PC6]], align 4
; CHECK-NEXT:    [[M6:%.*]] = fmul float [[R6]], [[C6]]
; CHECK-NEXT:    [[ACC6:%.*]] = fsub float [[ACC5]], [[M6]]
; CHECK-NEXT:    store float [[ACC6]], ptr addrspace(3) [[DST]], align 4
; CHECK-NEXT:    [[J7:%.*]] = or disjoint i32 [[J]], 7
; CHECK-NEXT:    [[JK7:%.*]] = zext nneg i32 [[J7]] to i64
; CHECK-NEXT:    [[PR7:%.*]] = getelementptr inbounds float, ptr addrspace(3) [[ROW]], i64 [[JK7]]
; CHECK-NEXT:    [[PC7:%.*]] = getelementptr inbounds [16 x float], ptr addrspace(3) [[COL]], i64 [[JK7]]
; CHECK-NEXT:    [[C7:%.*]] = load float, ptr addrspace(3) [[PC7]], align 4
; CHECK-NEXT:    [[M7:%.*]] = fmul float [[R7]], [[C7]]
; CHECK-NEXT:    [[ACC7]] = fsub float [[ACC6]], [[M7]]
; CHECK-NEXT:    store float [[ACC7]], ptr addrspace(3) [[DST]], align 4
; CHECK-NEXT:    [[J_NEXT]] = add nuw nsw i32 [[J]], 8
; CHECK-NEXT:    [[NITER_NEXT]] = add i32 [[NITER]], 8
; CHECK-NEXT:    [[DONE:%.*]] = icmp eq i32 [[NITER_NEXT]], [[N]]
; CHECK-NEXT:    br i1 [[DONE]], label %exit, label %loop
; CHECK-EMPTY:
; CHECK:       exit:                                             ; preds = %loop, %entry
; CHECK-NEXT:    ret void
define ptx_kernel void @lu_row(i32 %t, i32 %i) {
entry:
  %tt = and i32 %t, 15
  %ii = and i32 %i, 15
  %t64 = zext nneg i32 %tt to i64
  %row = getelementptr inbounds [16 x float], ptr addrspace(3) @s, i64 %t64
  %i64 = zext nneg i32 %ii to i64
  %col = getelementptr inbounds float, ptr addrspace(3) @s, i64 %i64
  %dst = getelementptr inbounds float, ptr addrspace(3) %row, i64 %i64
  %init = load float, ptr addrspace(3) %dst, align 4
  %small = icmp ult i32 %ii, 8
  br i1 %small, label %exit, label %pre
pre:
  %n = and i32 %ii, 2147483640
  br label %loop
loop:
  %acc = phi float [ %init, %pre ], [ %acc7, %loop ]
  %j = phi i32 [ 0, %pre ], [ %j.next, %loop ]
  %niter = phi i32 [ 0, %pre ], [ %niter.next, %loop ]
  %jk0 = zext nneg i32 %j to i64
  %pr0 = getelementptr inbounds float, ptr addrspace(3) %row, i64 %jk0
  %r0 = load float, ptr addrspace(3) %pr0, align 4
  %pc0 = getelementptr inbounds [16 x float], ptr addrspace(3) %col, i64 %jk0
  %c0 = load float, ptr addrspace(3) %pc0, align 4
  %m0 = fmul float %r0, %c0
  %acc0 = fsub float %acc, %m0
  store float %acc0, ptr addrspace(3) %dst, align 4
  %j1 = or disjoint i32 %j, 1
  %jk1 = zext nneg i32 %j1 to i64
  %pr1 = getelementptr inbounds float, ptr addrspace(3) %row, i64 %jk1
  %r1 = load float, ptr addrspace(3) %pr1, align 4
  %pc1 = getelementptr inbounds [16 x float], ptr addrspace(3) %col, i64 %jk1
  %c1 = load float, ptr addrspace(3) %pc1, align 4
  %m1 = fmul float %r1, %c1
  %acc1 = fsub float %acc0, %m1
  store float %acc1, ptr addrspace(3) %dst, align 4
  %j2 = or disjoint i32 %j, 2
  %jk2 = zext nneg i32 %j2 to i64
  %pr2 = getelementptr inbounds float, ptr addrspace(3) %row, i64 %jk2
  %r2 = load float, ptr addrspace(3) %pr2, align 4
  %pc2 = getelementptr inbounds [16 x float], ptr addrspace(3) %col, i64 %jk2
  %c2 = load float, ptr addrspace(3) %pc2, align 4
  %m2 = fmul float %r2, %c2
  %acc2 = fsub float %acc1, %m2
  store float %acc2, ptr addrspace(3) %dst, align 4
  %j3 = or disjoint i32 %j, 3
  %jk3 = zext nneg i32 %j3 to i64
  %pr3 = getelementptr inbounds float, ptr addrspace(3) %row, i64 %jk3
  %r3 = load float, ptr addrspace(3) %pr3, align 4
  %pc3 = getelementptr inbounds [16 x float], ptr addrspace(3) %col, i64 %jk3
  %c3 = load float, ptr addrspace(3) %pc3, align 4
  %m3 = fmul float %r3, %c3
  %acc3 = fsub float %acc2, %m3
  store float %acc3, ptr addrspace(3) %dst, align 4
  %j4 = or disjoint i32 %j, 4
  %jk4 = zext nneg i32 %j4 to i64
  %pr4 = getelementptr inbounds float, ptr addrspace(3) %row, i64 %jk4
  %r4 = load float, ptr addrspace(3) %pr4, align 4
  %pc4 = getelementptr inbounds [16 x float], ptr addrspace(3) %col, i64 %jk4
  %c4 = load float, ptr addrspace(3) %pc4, align 4
  %m4 = fmul float %r4, %c4
  %acc4 = fsub float %acc3, %m4
  store float %acc4, ptr addrspace(3) %dst, align 4
  %j5 = or disjoint i32 %j, 5
  %jk5 = zext nneg i32 %j5 to i64
  %pr5 = getelementptr inbounds float, ptr addrspace(3) %row, i64 %jk5
  %r5 = load float, ptr addrspace(3) %pr5, align 4
  %pc5 = getelementptr inbounds [16 x float], ptr addrspace(3) %col, i64 %jk5
  %c5 = load float, ptr addrspace(3) %pc5, align 4
  %m5 = fmul float %r5, %c5
  %acc5 = fsub float %acc4, %m5
  store float %acc5, ptr addrspace(3) %dst, align 4
  %j6 = or disjoint i32 %j, 6
  %jk6 = zext nneg i32 %j6 to i64
  %pr6 = getelementptr inbounds float, ptr addrspace(3) %row, i64 %jk6
  %r6 = load float, ptr addrspace(3) %pr6, align 4
  %pc6 = getelementptr inbounds [16 x float], ptr addrspace(3) %col, i64 %jk6
  %c6 = load float, ptr addrspace(3) %pc6, align 4
  %m6 = fmul float %r6, %c6
  %acc6 = fsub float %acc5, %m6
  store float %acc6, ptr addrspace(3) %dst, align 4
  %j7 = or disjoint i32 %j, 7
  %jk7 = zext nneg i32 %j7 to i64
  %pr7 = getelementptr inbounds float, ptr addrspace(3) %row, i64 %jk7
  %r7 = load float, ptr addrspace(3) %pr7, align 4
  %pc7 = getelementptr inbounds [16 x float], ptr addrspace(3) %col, i64 %jk7
  %c7 = load float, ptr addrspace(3) %pc7, align 4
  %m7 = fmul float %r7, %c7
  %acc7 = fsub float %acc6, %m7
  store float %acc7, ptr addrspace(3) %dst, align 4
  %j.next = add nuw nsw i32 %j, 8
  %niter.next = add i32 %niter, 8
  %done = icmp eq i32 %niter.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
