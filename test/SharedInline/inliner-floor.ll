; Issue 31, the inliner floor: a device call the rules left alone that LLVM's
; inliner would inline at -inline-threshold=5000 ("blunt") is inlined by
; smemvec-inline-apply after the regular inliner refused it at its own
; threshold, unless the caller would grow past -smemvec-inline-max-caller-size.
; Kernels (clang -O3 -Xclang -disable-llvm-passes -gline-tables-only of
; inlfloor.cu): `work(float, float)` (48 unrolled exp/log steps, no pointer
; argument: no rule of smemvec-inline applies) is called twice from k1 and
; once from k2, with external linkage (no last-call bonus): the regular
; inliner refuses it, the floor takes all three. `kept` is __noinline__ and
; `rec` recursive: both stay calls. -smemvec-inline-floor-threshold=0 gives
; stock's IR.
; RUN: opt %loadplugin -passes='default<O3>' -pass-remarks=smemvec-inline -pass-remarks-missed=smemvec-inline -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt %loadplugin -passes='default<O3>' -S %s | FileCheck %s
; RUN: opt %loadplugin -passes='default<O3>' -smemvec-inline-floor-threshold=0 -S %s -o %t.off.ll
; RUN: opt -passes='default<O3>' -S %s -o %t.stock.ll
; RUN: diff %t.stock.ll %t.off.ll
; RUN: FileCheck %s --check-prefix=STOCK < %t.stock.ll
; RUN: opt %loadplugin -passes='default<O3>' -smemvec-inline-max-caller-size=300 -pass-remarks-missed=smemvec-inline -disable-output %s 2>&1 | FileCheck %s --check-prefix=GUARD
; RUN: opt %loadplugin -passes='default<O3>' %s | llc -mcpu=sm_90 -o %t.ptx
; RUN: %if ptxas %{ %ptxas -c %t.ptx -o /dev/null %}

; REMARK-DAG: inlfloor.cu:19:12: inlined '_Z4workff' into '_Z2k1PfPKff': LLVM's inliner inlines it at the floor threshold (-inline-threshold=5000) (cost {{[0-9]+}} < {{[0-9]+}})
; REMARK-DAG: inlfloor.cu:19:28: inlined '_Z4workff' into '_Z2k1PfPKff': LLVM's inliner inlines it at the floor threshold
; REMARK-DAG: inlfloor.cu:23:12: inlined '_Z4workff' into '_Z2k2PfPKff': LLVM's inliner inlines it at the floor threshold
; REMARK-NOT: _Z4keptff
; REMARK-NOT: _Z3recfi

; CHECK-LABEL: define {{.*}} @_Z2k1PfPKff(
; CHECK-NOT: call {{.*}} @_Z4workff
; CHECK: call {{.*}} @_Z4keptff(
; CHECK: call {{.*}} @_Z3recfi(
; CHECK-NOT: call {{.*}} @_Z4workff
; CHECK: ret void
; CHECK-LABEL: define {{.*}} @_Z2k2PfPKff(
; CHECK-NOT: call {{.*}} @_Z4workff
; CHECK: ret void

; Stock leaves all three calls.
; STOCK-LABEL: define {{.*}} @_Z2k1PfPKff(
; STOCK: call {{.*}} @_Z4workff(
; STOCK: call {{.*}} @_Z4workff(
; STOCK-LABEL: define {{.*}} @_Z2k2PfPKff(
; STOCK: call {{.*}} @_Z4workff(

; GUARD-COUNT-3: call of '_Z4workff' in '{{.*}}' is within the inliner floor but not inlined: caller would exceed -smemvec-inline-max-caller-size

; ModuleID = 'inlfloor.cu'
source_filename = "inlfloor.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

$_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv = comdat any

$_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv = comdat any

$_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef float @_Z4workff(float noundef %0, float noundef %1) #0 !dbg !12 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store float %0, ptr %3, align 4, !tbaa !15
  store float %1, ptr %4, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %5) #7, !dbg !17
  store float 0.000000e+00, ptr %5, align 4, !dbg !18, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %6) #7, !dbg !19
  store i32 0, ptr %6, align 4, !dbg !20, !tbaa !8
  br label %7, !dbg !19

7:                                                ; preds = %31, %2
  %8 = load i32, ptr %6, align 4, !dbg !21, !tbaa !8
  %9 = icmp slt i32 %8, 48, !dbg !22
  br i1 %9, label %11, label %10, !dbg !23

10:                                               ; preds = %7
  call void @llvm.lifetime.end.p0(ptr %6) #7, !dbg !23
  br label %34

11:                                               ; preds = %7
  %12 = load float, ptr %3, align 4, !dbg !24, !tbaa !15
  %13 = load float, ptr %4, align 4, !dbg !25, !tbaa !15
  %14 = fmul contract float %12, %13, !dbg !26
  %15 = load float, ptr %3, align 4, !dbg !27, !tbaa !15
  %16 = fmul contract float %15, 0x3FB99999A0000000, !dbg !28
  %17 = load i32, ptr %6, align 4, !dbg !29, !tbaa !8
  %18 = sitofp i32 %17 to float, !dbg !29
  %19 = fmul contract float %16, %18, !dbg !30
  %20 = call contract noundef float @_ZL6__expff(float noundef %19) #8, !dbg !31
  %21 = fadd contract float %14, %20, !dbg !32
  %22 = load float, ptr %3, align 4, !dbg !33, !tbaa !15
  %23 = load i32, ptr %6, align 4, !dbg !34, !tbaa !8
  %24 = sitofp i32 %23 to float, !dbg !34
  %25 = fmul contract float %22, %24, !dbg !35
  %26 = fadd contract float 1.000000e+00, %25, !dbg !36
  %27 = call contract noundef float @_ZL6__logff(float noundef %26) #8, !dbg !37
  %28 = fsub contract float %21, %27, !dbg !38
  %29 = load float, ptr %5, align 4, !dbg !39, !tbaa !15
  %30 = fadd contract float %29, %28, !dbg !39
  store float %30, ptr %5, align 4, !dbg !39, !tbaa !15
  br label %31, !dbg !40

31:                                               ; preds = %11
  %32 = load i32, ptr %6, align 4, !dbg !41, !tbaa !8
  %33 = add nsw i32 %32, 1, !dbg !41
  store i32 %33, ptr %6, align 4, !dbg !41, !tbaa !8
  br label %7, !dbg !23, !llvm.loop !42

34:                                               ; preds = %10
  %35 = load float, ptr %5, align 4, !dbg !46, !tbaa !15
  call void @llvm.lifetime.end.p0(ptr %5) #7, !dbg !47
  ret float %35, !dbg !48
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef float @_ZL6__expff(float noundef %0) #2 !dbg !49 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4, !tbaa !15
  %3 = load float, ptr %2, align 4, !dbg !51, !tbaa !15
  %4 = call contract float @__nv_fast_expf(float noundef %3) #8, !dbg !52
  ret float %4, !dbg !53
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef float @_ZL6__logff(float noundef %0) #2 !dbg !54 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4, !tbaa !15
  %3 = load float, ptr %2, align 4, !dbg !55, !tbaa !15
  %4 = call contract float @__nv_fast_logf(float noundef %3) #8, !dbg !56
  ret float %4, !dbg !57
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local noundef float @_Z4keptff(float noundef %0, float noundef %1) #3 !dbg !58 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store float %0, ptr %3, align 4, !tbaa !15
  store float %1, ptr %4, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %5) #7, !dbg !59
  store float 0.000000e+00, ptr %5, align 4, !dbg !60, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %6) #7, !dbg !61
  store i32 0, ptr %6, align 4, !dbg !62, !tbaa !8
  br label %7, !dbg !61

7:                                                ; preds = %24, %2
  %8 = load i32, ptr %6, align 4, !dbg !63, !tbaa !8
  %9 = icmp slt i32 %8, 48, !dbg !64
  br i1 %9, label %11, label %10, !dbg !65

10:                                               ; preds = %7
  call void @llvm.lifetime.end.p0(ptr %6) #7, !dbg !65
  br label %27

11:                                               ; preds = %7
  %12 = load float, ptr %3, align 4, !dbg !66, !tbaa !15
  %13 = load float, ptr %4, align 4, !dbg !67, !tbaa !15
  %14 = fmul contract float %12, %13, !dbg !68
  %15 = load float, ptr %3, align 4, !dbg !69, !tbaa !15
  %16 = fmul contract float %15, 0x3FC99999A0000000, !dbg !70
  %17 = load i32, ptr %6, align 4, !dbg !71, !tbaa !8
  %18 = sitofp i32 %17 to float, !dbg !71
  %19 = fmul contract float %16, %18, !dbg !72
  %20 = call contract noundef float @_ZL6__expff(float noundef %19) #8, !dbg !73
  %21 = fadd contract float %14, %20, !dbg !74
  %22 = load float, ptr %5, align 4, !dbg !75, !tbaa !15
  %23 = fadd contract float %22, %21, !dbg !75
  store float %23, ptr %5, align 4, !dbg !75, !tbaa !15
  br label %24, !dbg !76

24:                                               ; preds = %11
  %25 = load i32, ptr %6, align 4, !dbg !77, !tbaa !8
  %26 = add nsw i32 %25, 1, !dbg !77
  store i32 %26, ptr %6, align 4, !dbg !77, !tbaa !8
  br label %7, !dbg !65, !llvm.loop !78

27:                                               ; preds = %10
  %28 = load float, ptr %5, align 4, !dbg !80, !tbaa !15
  call void @llvm.lifetime.end.p0(ptr %5) #7, !dbg !81
  ret float %28, !dbg !82
}

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef float @_Z3recfi(float noundef %0, i32 noundef %1) #0 !dbg !83 {
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  store float %0, ptr %3, align 4, !tbaa !15
  store i32 %1, ptr %4, align 4, !tbaa !8
  %5 = load i32, ptr %4, align 4, !dbg !84, !tbaa !8
  %6 = icmp ne i32 %5, 0, !dbg !84
  br i1 %6, label %7, label %15, !dbg !84

7:                                                ; preds = %2
  %8 = load float, ptr %3, align 4, !dbg !85, !tbaa !15
  %9 = fmul contract float %8, 5.000000e-01, !dbg !86
  %10 = load i32, ptr %4, align 4, !dbg !87, !tbaa !8
  %11 = sub nsw i32 %10, 1, !dbg !88
  %12 = call contract noundef float @_Z3recfi(float noundef %9, i32 noundef %11) #8, !dbg !89
  %13 = load float, ptr %3, align 4, !dbg !90, !tbaa !15
  %14 = fadd contract float %12, %13, !dbg !91
  br label %17, !dbg !84

15:                                               ; preds = %2
  %16 = load float, ptr %3, align 4, !dbg !92, !tbaa !15
  br label %17, !dbg !84

17:                                               ; preds = %15, %7
  %18 = phi contract float [ %14, %7 ], [ %16, %15 ], !dbg !84
  ret float %18, !dbg !93
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z2k1PfPKff(ptr noundef %0, ptr noundef %1, float noundef %2) #4 !dbg !94 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !95
  store ptr %1, ptr %5, align 8, !tbaa !95
  store float %2, ptr %6, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %7) #7, !dbg !98
  %8 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #8, !dbg !99
  %9 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #8, !dbg !100
  %10 = mul i32 %8, %9, !dbg !101
  %11 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #8, !dbg !102
  %12 = add i32 %10, %11, !dbg !103
  store i32 %12, ptr %7, align 4, !dbg !104, !tbaa !8
  %13 = load ptr, ptr %5, align 8, !dbg !105, !tbaa !95
  %14 = load i32, ptr %7, align 4, !dbg !106, !tbaa !8
  %15 = sext i32 %14 to i64, !dbg !105
  %16 = getelementptr inbounds float, ptr %13, i64 %15, !dbg !105
  %17 = load float, ptr %16, align 4, !dbg !105, !tbaa !15
  %18 = load float, ptr %6, align 4, !dbg !107, !tbaa !15
  %19 = call contract noundef float @_Z4workff(float noundef %17, float noundef %18) #8, !dbg !108
  %20 = load ptr, ptr %5, align 8, !dbg !109, !tbaa !95
  %21 = load i32, ptr %7, align 4, !dbg !110, !tbaa !8
  %22 = add nsw i32 %21, 1, !dbg !111
  %23 = sext i32 %22 to i64, !dbg !109
  %24 = getelementptr inbounds float, ptr %20, i64 %23, !dbg !109
  %25 = load float, ptr %24, align 4, !dbg !109, !tbaa !15
  %26 = load float, ptr %6, align 4, !dbg !112, !tbaa !15
  %27 = fmul contract float %26, 2.000000e+00, !dbg !113
  %28 = call contract noundef float @_Z4workff(float noundef %25, float noundef %27) #8, !dbg !114
  %29 = fadd contract float %19, %28, !dbg !115
  %30 = load ptr, ptr %5, align 8, !dbg !116, !tbaa !95
  %31 = load i32, ptr %7, align 4, !dbg !117, !tbaa !8
  %32 = sext i32 %31 to i64, !dbg !116
  %33 = getelementptr inbounds float, ptr %30, i64 %32, !dbg !116
  %34 = load float, ptr %33, align 4, !dbg !116, !tbaa !15
  %35 = load float, ptr %6, align 4, !dbg !118, !tbaa !15
  %36 = call contract noundef float @_Z4keptff(float noundef %34, float noundef %35) #8, !dbg !119
  %37 = fadd contract float %29, %36, !dbg !120
  %38 = load ptr, ptr %5, align 8, !dbg !121, !tbaa !95
  %39 = load i32, ptr %7, align 4, !dbg !122, !tbaa !8
  %40 = sext i32 %39 to i64, !dbg !121
  %41 = getelementptr inbounds float, ptr %38, i64 %40, !dbg !121
  %42 = load float, ptr %41, align 4, !dbg !121, !tbaa !15
  %43 = load i32, ptr %7, align 4, !dbg !123, !tbaa !8
  %44 = and i32 %43, 7, !dbg !124
  %45 = call contract noundef float @_Z3recfi(float noundef %42, i32 noundef %44) #8, !dbg !125
  %46 = fadd contract float %37, %45, !dbg !126
  %47 = load ptr, ptr %4, align 8, !dbg !127, !tbaa !95
  %48 = load i32, ptr %7, align 4, !dbg !128, !tbaa !8
  %49 = sext i32 %48 to i64, !dbg !127
  %50 = getelementptr inbounds float, ptr %47, i64 %49, !dbg !127
  store float %46, ptr %50, align 4, !dbg !129, !tbaa !15
  call void @llvm.lifetime.end.p0(ptr %7) #7, !dbg !130
  ret void, !dbg !130
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #2 comdat align 2 !dbg !131 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !133
  ret i32 %1, !dbg !134
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #2 comdat align 2 !dbg !135 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !136
  ret i32 %1, !dbg !137
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #2 comdat align 2 !dbg !138 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !139
  ret i32 %1, !dbg !140
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z2k2PfPKff(ptr noundef %0, ptr noundef %1, float noundef %2) #4 !dbg !141 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !95
  store ptr %1, ptr %5, align 8, !tbaa !95
  store float %2, ptr %6, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %7) #7, !dbg !142
  %8 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #8, !dbg !143
  %9 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #8, !dbg !144
  %10 = mul i32 %8, %9, !dbg !145
  %11 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #8, !dbg !146
  %12 = add i32 %10, %11, !dbg !147
  store i32 %12, ptr %7, align 4, !dbg !148, !tbaa !8
  %13 = load ptr, ptr %5, align 8, !dbg !149, !tbaa !95
  %14 = load i32, ptr %7, align 4, !dbg !150, !tbaa !8
  %15 = mul nsw i32 2, %14, !dbg !151
  %16 = sext i32 %15 to i64, !dbg !149
  %17 = getelementptr inbounds float, ptr %13, i64 %16, !dbg !149
  %18 = load float, ptr %17, align 4, !dbg !149, !tbaa !15
  %19 = load float, ptr %6, align 4, !dbg !152, !tbaa !15
  %20 = call contract noundef float @_Z4workff(float noundef %18, float noundef %19) #8, !dbg !153
  %21 = load ptr, ptr %4, align 8, !dbg !154, !tbaa !95
  %22 = load i32, ptr %7, align 4, !dbg !155, !tbaa !8
  %23 = sext i32 %22 to i64, !dbg !154
  %24 = getelementptr inbounds float, ptr %21, i64 %23, !dbg !154
  store float %20, ptr %24, align 4, !dbg !156, !tbaa !15
  call void @llvm.lifetime.end.p0(ptr %7) #7, !dbg !157
  ret void, !dbg !157
}

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_expf(float noundef) #5

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_logf(float noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #3 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #4 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "inlfloor.cu", directory: "/tmp/fl")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !DISubprogram(name: "work", scope: !1, file: !1, line: 2, type: !13, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !10, i64 0}
!17 = !DILocation(line: 3, column: 3, scope: !12)
!18 = !DILocation(line: 3, column: 9, scope: !12)
!19 = !DILocation(line: 5, column: 8, scope: !12)
!20 = !DILocation(line: 5, column: 12, scope: !12)
!21 = !DILocation(line: 5, column: 19, scope: !12)
!22 = !DILocation(line: 5, column: 21, scope: !12)
!23 = !DILocation(line: 5, column: 3, scope: !12)
!24 = !DILocation(line: 6, column: 10, scope: !12)
!25 = !DILocation(line: 6, column: 14, scope: !12)
!26 = !DILocation(line: 6, column: 12, scope: !12)
!27 = !DILocation(line: 6, column: 25, scope: !12)
!28 = !DILocation(line: 6, column: 27, scope: !12)
!29 = !DILocation(line: 6, column: 36, scope: !12)
!30 = !DILocation(line: 6, column: 34, scope: !12)
!31 = !DILocation(line: 6, column: 18, scope: !12)
!32 = !DILocation(line: 6, column: 16, scope: !12)
!33 = !DILocation(line: 6, column: 54, scope: !12)
!34 = !DILocation(line: 6, column: 58, scope: !12)
!35 = !DILocation(line: 6, column: 56, scope: !12)
!36 = !DILocation(line: 6, column: 52, scope: !12)
!37 = !DILocation(line: 6, column: 41, scope: !12)
!38 = !DILocation(line: 6, column: 39, scope: !12)
!39 = !DILocation(line: 6, column: 7, scope: !12)
!40 = !DILocation(line: 6, column: 5, scope: !12)
!41 = !DILocation(line: 5, column: 27, scope: !12)
!42 = distinct !{!42, !23, !43, !44, !45}
!43 = !DILocation(line: 6, column: 59, scope: !12)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !{!"llvm.loop.unroll.enable"}
!46 = !DILocation(line: 7, column: 10, scope: !12)
!47 = !DILocation(line: 8, column: 1, scope: !12)
!48 = !DILocation(line: 7, column: 3, scope: !12)
!49 = distinct !DISubprogram(name: "__expf", scope: !50, file: !50, line: 175, type: !13, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!50 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_device_functions.h", directory: "")
!51 = !DILocation(line: 175, column: 60, scope: !49)
!52 = !DILocation(line: 175, column: 45, scope: !49)
!53 = !DILocation(line: 175, column: 38, scope: !49)
!54 = distinct !DISubprogram(name: "__logf", scope: !50, file: !50, line: 492, type: !13, scopeLine: 492, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!55 = !DILocation(line: 492, column: 60, scope: !54)
!56 = !DILocation(line: 492, column: 45, scope: !54)
!57 = !DILocation(line: 492, column: 38, scope: !54)
!58 = distinct !DISubprogram(name: "kept", scope: !1, file: !1, line: 9, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!59 = !DILocation(line: 10, column: 3, scope: !58)
!60 = !DILocation(line: 10, column: 9, scope: !58)
!61 = !DILocation(line: 12, column: 8, scope: !58)
!62 = !DILocation(line: 12, column: 12, scope: !58)
!63 = !DILocation(line: 12, column: 19, scope: !58)
!64 = !DILocation(line: 12, column: 21, scope: !58)
!65 = !DILocation(line: 12, column: 3, scope: !58)
!66 = !DILocation(line: 13, column: 10, scope: !58)
!67 = !DILocation(line: 13, column: 14, scope: !58)
!68 = !DILocation(line: 13, column: 12, scope: !58)
!69 = !DILocation(line: 13, column: 25, scope: !58)
!70 = !DILocation(line: 13, column: 27, scope: !58)
!71 = !DILocation(line: 13, column: 36, scope: !58)
!72 = !DILocation(line: 13, column: 34, scope: !58)
!73 = !DILocation(line: 13, column: 18, scope: !58)
!74 = !DILocation(line: 13, column: 16, scope: !58)
!75 = !DILocation(line: 13, column: 7, scope: !58)
!76 = !DILocation(line: 13, column: 5, scope: !58)
!77 = !DILocation(line: 12, column: 27, scope: !58)
!78 = distinct !{!78, !65, !79, !44, !45}
!79 = !DILocation(line: 13, column: 37, scope: !58)
!80 = !DILocation(line: 14, column: 10, scope: !58)
!81 = !DILocation(line: 15, column: 1, scope: !58)
!82 = !DILocation(line: 14, column: 3, scope: !58)
!83 = distinct !DISubprogram(name: "rec", scope: !1, file: !1, line: 16, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!84 = !DILocation(line: 16, column: 47, scope: !83)
!85 = !DILocation(line: 16, column: 55, scope: !83)
!86 = !DILocation(line: 16, column: 57, scope: !83)
!87 = !DILocation(line: 16, column: 65, scope: !83)
!88 = !DILocation(line: 16, column: 67, scope: !83)
!89 = !DILocation(line: 16, column: 51, scope: !83)
!90 = !DILocation(line: 16, column: 74, scope: !83)
!91 = !DILocation(line: 16, column: 72, scope: !83)
!92 = !DILocation(line: 16, column: 78, scope: !83)
!93 = !DILocation(line: 16, column: 40, scope: !83)
!94 = distinct !DISubprogram(name: "k1", scope: !1, file: !1, line: 17, type: !13, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!95 = !{!96, !96, i64 0}
!96 = !{!"p1 float", !97, i64 0}
!97 = !{!"any pointer", !10, i64 0}
!98 = !DILocation(line: 18, column: 3, scope: !94)
!99 = !DILocation(line: 18, column: 11, scope: !94)
!100 = !DILocation(line: 18, column: 24, scope: !94)
!101 = !DILocation(line: 18, column: 22, scope: !94)
!102 = !DILocation(line: 18, column: 37, scope: !94)
!103 = !DILocation(line: 18, column: 35, scope: !94)
!104 = !DILocation(line: 18, column: 7, scope: !94)
!105 = !DILocation(line: 19, column: 17, scope: !94)
!106 = !DILocation(line: 19, column: 19, scope: !94)
!107 = !DILocation(line: 19, column: 23, scope: !94)
!108 = !DILocation(line: 19, column: 12, scope: !94)
!109 = !DILocation(line: 19, column: 33, scope: !94)
!110 = !DILocation(line: 19, column: 35, scope: !94)
!111 = !DILocation(line: 19, column: 37, scope: !94)
!112 = !DILocation(line: 19, column: 43, scope: !94)
!113 = !DILocation(line: 19, column: 45, scope: !94)
!114 = !DILocation(line: 19, column: 28, scope: !94)
!115 = !DILocation(line: 19, column: 26, scope: !94)
!116 = !DILocation(line: 19, column: 59, scope: !94)
!117 = !DILocation(line: 19, column: 61, scope: !94)
!118 = !DILocation(line: 19, column: 65, scope: !94)
!119 = !DILocation(line: 19, column: 54, scope: !94)
!120 = !DILocation(line: 19, column: 52, scope: !94)
!121 = !DILocation(line: 19, column: 74, scope: !94)
!122 = !DILocation(line: 19, column: 76, scope: !94)
!123 = !DILocation(line: 19, column: 80, scope: !94)
!124 = !DILocation(line: 19, column: 82, scope: !94)
!125 = !DILocation(line: 19, column: 70, scope: !94)
!126 = !DILocation(line: 19, column: 68, scope: !94)
!127 = !DILocation(line: 19, column: 3, scope: !94)
!128 = !DILocation(line: 19, column: 7, scope: !94)
!129 = !DILocation(line: 19, column: 10, scope: !94)
!130 = !DILocation(line: 20, column: 1, scope: !94)
!131 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !132, file: !132, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!132 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!133 = !DILocation(line: 66, column: 27, scope: !131)
!134 = !DILocation(line: 66, column: 3, scope: !131)
!135 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !132, file: !132, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!136 = !DILocation(line: 79, column: 27, scope: !135)
!137 = !DILocation(line: 79, column: 3, scope: !135)
!138 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !132, file: !132, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!139 = !DILocation(line: 53, column: 27, scope: !138)
!140 = !DILocation(line: 53, column: 3, scope: !138)
!141 = distinct !DISubprogram(name: "k2", scope: !1, file: !1, line: 21, type: !13, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!142 = !DILocation(line: 22, column: 3, scope: !141)
!143 = !DILocation(line: 22, column: 11, scope: !141)
!144 = !DILocation(line: 22, column: 24, scope: !141)
!145 = !DILocation(line: 22, column: 22, scope: !141)
!146 = !DILocation(line: 22, column: 37, scope: !141)
!147 = !DILocation(line: 22, column: 35, scope: !141)
!148 = !DILocation(line: 22, column: 7, scope: !141)
!149 = !DILocation(line: 23, column: 17, scope: !141)
!150 = !DILocation(line: 23, column: 23, scope: !141)
!151 = !DILocation(line: 23, column: 21, scope: !141)
!152 = !DILocation(line: 23, column: 27, scope: !141)
!153 = !DILocation(line: 23, column: 12, scope: !141)
!154 = !DILocation(line: 23, column: 3, scope: !141)
!155 = !DILocation(line: 23, column: 7, scope: !141)
!156 = !DILocation(line: 23, column: 10, scope: !141)
!157 = !DILocation(line: 24, column: 1, scope: !141)
