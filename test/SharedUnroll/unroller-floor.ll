; Issue 31, the unroller floor: a loop none of smemvec-unroll's rules claims
; is fully unrolled where LLVM's own unroller would at -unroll-threshold=1500
; ("blunt") and does not at its default, unless a guard names why not.
; Kernels (clang -O3 -Xclang -disable-llvm-passes -gline-tables-only of floor.cu):
;  - chain (line 5): 48 trips of an arithmetic chain, no memory: stock
;    unrolls it by 6, blunt and the floor fully (the last trip's k*k+1 =
;    2210 and k = 47 are constants in straight-line code);
;  - pragma_one (14): the same under `#pragma unroll 1`: left to the pragma,
;    no remark, still a loop;
;  - small (22): 4 trips, stock's own full unroll: no remark of ours.
; With -smemvec-unroll-floor-threshold=0 the output is stock's; with a
; function budget below the unrolled size the guard is named.
; RUN: opt %loadplugin -passes='default<O3>' -pass-remarks='smemvec-unroll|loop-unroll' -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt %loadplugin -passes='default<O3>' -S %s | FileCheck %s
; RUN: opt %loadplugin -passes='default<O3>' -smemvec-unroll-floor-threshold=0 -S %s -o %t.off.ll
; RUN: opt -passes='default<O3>' -S %s -o %t.stock.ll
; RUN: diff %t.stock.ll %t.off.ll
; RUN: opt %loadplugin -passes='default<O3>' -smemvec-unroll-max-function-size=300 -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=BUDGET
; RUN: opt %loadplugin -passes='default<O3>' -smemvec-unroll-max-function-size=300 -S %s | FileCheck %s --check-prefix=ROLLED
; RUN: llc -mcpu=sm_90 %t.off.ll -o %t.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
; RUN: opt %loadplugin -passes='default<O3>' %s | llc -mcpu=sm_90 -o %t.floor.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.floor.ptx -o /dev/null %}

; REMARK: floor.cu:5:3: fully unrolling loop (trip count 48, 720 instructions): LLVM's unroller unrolls it fully at the floor threshold (-unroll-threshold=1500)
; REMARK-NEXT: floor.cu:5:3: completely unrolled loop with 48 iterations
; REMARK-NOT: floor.cu:14
; REMARK: floor.cu:22:3: completely unrolled loop with 4 iterations
; REMARK-NOT: smemvec

; CHECK-LABEL: define {{.*}} @_Z5chainPfPKff(
; CHECK-NOT: phi
; CHECK-NOT: br i1
; CHECK: fmul contract float %2, 2.210000e+03
; CHECK: fmul contract float %{{[0-9]+}}, 4.700000e+01
; CHECK: ret void
; CHECK-LABEL: define {{.*}} @_Z10pragma_onePfPKff(
; CHECK: phi i32
; CHECK: br i1 %exitcond.not, {{.*}} !llvm.loop
; CHECK: ret void

; BUDGET: floor.cu:5:3: loop left rolled: function budget (733 > 300 instructions)
; ROLLED-LABEL: define {{.*}} @_Z5chainPfPKff(
; ROLLED: phi i32
; ROLLED: ret void

; ModuleID = 'floor.cu'
source_filename = "floor.cu"
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

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z5chainPfPKff(ptr noundef %0, ptr noundef %1, float noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !15
  store ptr %1, ptr %5, align 8, !tbaa !15
  store float %2, ptr %6, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(ptr %7) #4, !dbg !20
  %11 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #5, !dbg !21
  %12 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #5, !dbg !22
  %13 = mul i32 %11, %12, !dbg !23
  %14 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #5, !dbg !24
  %15 = add i32 %13, %14, !dbg !25
  store i32 %15, ptr %7, align 4, !dbg !26, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr %8) #4, !dbg !27
  %16 = load ptr, ptr %5, align 8, !dbg !28, !tbaa !15
  %17 = load i32, ptr %7, align 4, !dbg !29, !tbaa !8
  %18 = sext i32 %17 to i64, !dbg !28
  %19 = getelementptr inbounds float, ptr %16, i64 %18, !dbg !28
  %20 = load float, ptr %19, align 4, !dbg !28, !tbaa !18
  store float %20, ptr %8, align 4, !dbg !30, !tbaa !18
  call void @llvm.lifetime.start.p0(ptr %9) #4, !dbg !27
  store float 0.000000e+00, ptr %9, align 4, !dbg !31, !tbaa !18
  call void @llvm.lifetime.start.p0(ptr %10) #4, !dbg !32
  store i32 0, ptr %10, align 4, !dbg !33, !tbaa !8
  br label %21, !dbg !32

21:                                               ; preds = %43, %3
  %22 = load i32, ptr %10, align 4, !dbg !34, !tbaa !8
  %23 = icmp slt i32 %22, 48, !dbg !35
  br i1 %23, label %25, label %24, !dbg !36

24:                                               ; preds = %21
  call void @llvm.lifetime.end.p0(ptr %10) #4, !dbg !36
  br label %46

25:                                               ; preds = %21
  %26 = load float, ptr %9, align 4, !dbg !37, !tbaa !18
  %27 = load float, ptr %8, align 4, !dbg !38, !tbaa !18
  %28 = fmul contract float %26, %27, !dbg !39
  %29 = load float, ptr %6, align 4, !dbg !40, !tbaa !18
  %30 = load i32, ptr %10, align 4, !dbg !41, !tbaa !8
  %31 = load i32, ptr %10, align 4, !dbg !42, !tbaa !8
  %32 = mul nsw i32 %30, %31, !dbg !43
  %33 = add nsw i32 %32, 1, !dbg !44
  %34 = sitofp i32 %33 to float, !dbg !45
  %35 = fmul contract float %29, %34, !dbg !46
  %36 = fadd contract float %28, %35, !dbg !47
  %37 = load float, ptr %9, align 4, !dbg !48, !tbaa !18
  %38 = fmul contract float %37, 5.000000e-01, !dbg !49
  %39 = load i32, ptr %10, align 4, !dbg !50, !tbaa !8
  %40 = sitofp i32 %39 to float, !dbg !50
  %41 = fmul contract float %38, %40, !dbg !51
  %42 = fsub contract float %36, %41, !dbg !52
  store float %42, ptr %9, align 4, !dbg !53, !tbaa !18
  br label %43, !dbg !54

43:                                               ; preds = %25
  %44 = load i32, ptr %10, align 4, !dbg !55, !tbaa !8
  %45 = add nsw i32 %44, 1, !dbg !55
  store i32 %45, ptr %10, align 4, !dbg !55, !tbaa !8
  br label %21, !dbg !36, !llvm.loop !56

46:                                               ; preds = %24
  %47 = load float, ptr %9, align 4, !dbg !58, !tbaa !18
  %48 = load ptr, ptr %4, align 8, !dbg !59, !tbaa !15
  %49 = load i32, ptr %7, align 4, !dbg !60, !tbaa !8
  %50 = sext i32 %49 to i64, !dbg !59
  %51 = getelementptr inbounds float, ptr %48, i64 %50, !dbg !59
  store float %47, ptr %51, align 4, !dbg !61, !tbaa !18
  call void @llvm.lifetime.end.p0(ptr %9) #4, !dbg !62
  call void @llvm.lifetime.end.p0(ptr %8) #4, !dbg !62
  call void @llvm.lifetime.end.p0(ptr %7) #4, !dbg !62
  ret void, !dbg !62
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #2 comdat align 2 !dbg !63 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !65
  ret i32 %1, !dbg !66
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #2 comdat align 2 !dbg !67 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !68
  ret i32 %1, !dbg !69
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #2 comdat align 2 !dbg !70 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !71
  ret i32 %1, !dbg !72
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10pragma_onePfPKff(ptr noundef %0, ptr noundef %1, float noundef %2) #0 !dbg !73 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !15
  store ptr %1, ptr %5, align 8, !tbaa !15
  store float %2, ptr %6, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(ptr %7) #4, !dbg !74
  %11 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #5, !dbg !75
  %12 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #5, !dbg !76
  %13 = mul i32 %11, %12, !dbg !77
  %14 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #5, !dbg !78
  %15 = add i32 %13, %14, !dbg !79
  store i32 %15, ptr %7, align 4, !dbg !80, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr %8) #4, !dbg !81
  %16 = load ptr, ptr %5, align 8, !dbg !82, !tbaa !15
  %17 = load i32, ptr %7, align 4, !dbg !83, !tbaa !8
  %18 = sext i32 %17 to i64, !dbg !82
  %19 = getelementptr inbounds float, ptr %16, i64 %18, !dbg !82
  %20 = load float, ptr %19, align 4, !dbg !82, !tbaa !18
  store float %20, ptr %8, align 4, !dbg !84, !tbaa !18
  call void @llvm.lifetime.start.p0(ptr %9) #4, !dbg !81
  store float 0.000000e+00, ptr %9, align 4, !dbg !85, !tbaa !18
  call void @llvm.lifetime.start.p0(ptr %10) #4, !dbg !86
  store i32 0, ptr %10, align 4, !dbg !87, !tbaa !8
  br label %21, !dbg !86

21:                                               ; preds = %43, %3
  %22 = load i32, ptr %10, align 4, !dbg !88, !tbaa !8
  %23 = icmp slt i32 %22, 48, !dbg !89
  br i1 %23, label %25, label %24, !dbg !90

24:                                               ; preds = %21
  call void @llvm.lifetime.end.p0(ptr %10) #4, !dbg !90
  br label %46

25:                                               ; preds = %21
  %26 = load float, ptr %9, align 4, !dbg !91, !tbaa !18
  %27 = load float, ptr %8, align 4, !dbg !92, !tbaa !18
  %28 = fmul contract float %26, %27, !dbg !93
  %29 = load float, ptr %6, align 4, !dbg !94, !tbaa !18
  %30 = load i32, ptr %10, align 4, !dbg !95, !tbaa !8
  %31 = load i32, ptr %10, align 4, !dbg !96, !tbaa !8
  %32 = mul nsw i32 %30, %31, !dbg !97
  %33 = add nsw i32 %32, 1, !dbg !98
  %34 = sitofp i32 %33 to float, !dbg !99
  %35 = fmul contract float %29, %34, !dbg !100
  %36 = fadd contract float %28, %35, !dbg !101
  %37 = load float, ptr %9, align 4, !dbg !102, !tbaa !18
  %38 = fmul contract float %37, 5.000000e-01, !dbg !103
  %39 = load i32, ptr %10, align 4, !dbg !104, !tbaa !8
  %40 = sitofp i32 %39 to float, !dbg !104
  %41 = fmul contract float %38, %40, !dbg !105
  %42 = fsub contract float %36, %41, !dbg !106
  store float %42, ptr %9, align 4, !dbg !107, !tbaa !18
  br label %43, !dbg !108

43:                                               ; preds = %25
  %44 = load i32, ptr %10, align 4, !dbg !109, !tbaa !8
  %45 = add nsw i32 %44, 1, !dbg !109
  store i32 %45, ptr %10, align 4, !dbg !109, !tbaa !8
  br label %21, !dbg !90, !llvm.loop !110

46:                                               ; preds = %24
  %47 = load float, ptr %9, align 4, !dbg !112, !tbaa !18
  %48 = load ptr, ptr %4, align 8, !dbg !113, !tbaa !15
  %49 = load i32, ptr %7, align 4, !dbg !114, !tbaa !8
  %50 = sext i32 %49 to i64, !dbg !113
  %51 = getelementptr inbounds float, ptr %48, i64 %50, !dbg !113
  store float %47, ptr %51, align 4, !dbg !115, !tbaa !18
  call void @llvm.lifetime.end.p0(ptr %9) #4, !dbg !116
  call void @llvm.lifetime.end.p0(ptr %8) #4, !dbg !116
  call void @llvm.lifetime.end.p0(ptr %7) #4, !dbg !116
  ret void, !dbg !116
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z5smallPfPKff(ptr noundef %0, ptr noundef %1, float noundef %2) #0 !dbg !117 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !15
  store ptr %1, ptr %5, align 8, !tbaa !15
  store float %2, ptr %6, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(ptr %7) #4, !dbg !118
  %11 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #5, !dbg !119
  %12 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #5, !dbg !120
  %13 = mul i32 %11, %12, !dbg !121
  %14 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #5, !dbg !122
  %15 = add i32 %13, %14, !dbg !123
  store i32 %15, ptr %7, align 4, !dbg !124, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr %8) #4, !dbg !125
  %16 = load ptr, ptr %5, align 8, !dbg !126, !tbaa !15
  %17 = load i32, ptr %7, align 4, !dbg !127, !tbaa !8
  %18 = sext i32 %17 to i64, !dbg !126
  %19 = getelementptr inbounds float, ptr %16, i64 %18, !dbg !126
  %20 = load float, ptr %19, align 4, !dbg !126, !tbaa !18
  store float %20, ptr %8, align 4, !dbg !128, !tbaa !18
  call void @llvm.lifetime.start.p0(ptr %9) #4, !dbg !125
  store float 0.000000e+00, ptr %9, align 4, !dbg !129, !tbaa !18
  call void @llvm.lifetime.start.p0(ptr %10) #4, !dbg !130
  store i32 0, ptr %10, align 4, !dbg !131, !tbaa !8
  br label %21, !dbg !130

21:                                               ; preds = %31, %3
  %22 = load i32, ptr %10, align 4, !dbg !132, !tbaa !8
  %23 = icmp slt i32 %22, 4, !dbg !133
  br i1 %23, label %25, label %24, !dbg !134

24:                                               ; preds = %21
  call void @llvm.lifetime.end.p0(ptr %10) #4, !dbg !134
  br label %34

25:                                               ; preds = %21
  %26 = load float, ptr %9, align 4, !dbg !135, !tbaa !18
  %27 = load float, ptr %8, align 4, !dbg !136, !tbaa !18
  %28 = fmul contract float %26, %27, !dbg !137
  %29 = load float, ptr %6, align 4, !dbg !138, !tbaa !18
  %30 = fadd contract float %28, %29, !dbg !139
  store float %30, ptr %9, align 4, !dbg !140, !tbaa !18
  br label %31, !dbg !141

31:                                               ; preds = %25
  %32 = load i32, ptr %10, align 4, !dbg !142, !tbaa !8
  %33 = add nsw i32 %32, 1, !dbg !142
  store i32 %33, ptr %10, align 4, !dbg !142, !tbaa !8
  br label %21, !dbg !134, !llvm.loop !143

34:                                               ; preds = %24
  %35 = load float, ptr %9, align 4, !dbg !144, !tbaa !18
  %36 = load ptr, ptr %4, align 8, !dbg !145, !tbaa !15
  %37 = load i32, ptr %7, align 4, !dbg !146, !tbaa !8
  %38 = sext i32 %37 to i64, !dbg !145
  %39 = getelementptr inbounds float, ptr %36, i64 %38, !dbg !145
  store float %35, ptr %39, align 4, !dbg !147, !tbaa !18
  call void @llvm.lifetime.end.p0(ptr %9) #4, !dbg !148
  call void @llvm.lifetime.end.p0(ptr %8) #4, !dbg !148
  call void @llvm.lifetime.end.p0(ptr %7) #4, !dbg !148
  ret void, !dbg !148
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "floor.cu", directory: "/tmp/fl")
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
!12 = distinct !DISubprogram(name: "chain", scope: !1, file: !1, line: 2, type: !13, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !{!16, !16, i64 0}
!16 = !{!"p1 float", !17, i64 0}
!17 = !{!"any pointer", !10, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !10, i64 0}
!20 = !DILocation(line: 3, column: 3, scope: !12)
!21 = !DILocation(line: 3, column: 11, scope: !12)
!22 = !DILocation(line: 3, column: 24, scope: !12)
!23 = !DILocation(line: 3, column: 22, scope: !12)
!24 = !DILocation(line: 3, column: 37, scope: !12)
!25 = !DILocation(line: 3, column: 35, scope: !12)
!26 = !DILocation(line: 3, column: 7, scope: !12)
!27 = !DILocation(line: 4, column: 3, scope: !12)
!28 = !DILocation(line: 4, column: 13, scope: !12)
!29 = !DILocation(line: 4, column: 16, scope: !12)
!30 = !DILocation(line: 4, column: 9, scope: !12)
!31 = !DILocation(line: 4, column: 20, scope: !12)
!32 = !DILocation(line: 5, column: 8, scope: !12)
!33 = !DILocation(line: 5, column: 12, scope: !12)
!34 = !DILocation(line: 5, column: 19, scope: !12)
!35 = !DILocation(line: 5, column: 21, scope: !12)
!36 = !DILocation(line: 5, column: 3, scope: !12)
!37 = !DILocation(line: 6, column: 11, scope: !12)
!38 = !DILocation(line: 6, column: 17, scope: !12)
!39 = !DILocation(line: 6, column: 15, scope: !12)
!40 = !DILocation(line: 6, column: 21, scope: !12)
!41 = !DILocation(line: 6, column: 33, scope: !12)
!42 = !DILocation(line: 6, column: 37, scope: !12)
!43 = !DILocation(line: 6, column: 35, scope: !12)
!44 = !DILocation(line: 6, column: 39, scope: !12)
!45 = !DILocation(line: 6, column: 32, scope: !12)
!46 = !DILocation(line: 6, column: 23, scope: !12)
!47 = !DILocation(line: 6, column: 19, scope: !12)
!48 = !DILocation(line: 6, column: 47, scope: !12)
!49 = !DILocation(line: 6, column: 51, scope: !12)
!50 = !DILocation(line: 6, column: 68, scope: !12)
!51 = !DILocation(line: 6, column: 59, scope: !12)
!52 = !DILocation(line: 6, column: 44, scope: !12)
!53 = !DILocation(line: 6, column: 9, scope: !12)
!54 = !DILocation(line: 6, column: 5, scope: !12)
!55 = !DILocation(line: 5, column: 27, scope: !12)
!56 = distinct !{!56, !36, !50, !57}
!57 = !{!"llvm.loop.mustprogress"}
!58 = !DILocation(line: 7, column: 12, scope: !12)
!59 = !DILocation(line: 7, column: 3, scope: !12)
!60 = !DILocation(line: 7, column: 7, scope: !12)
!61 = !DILocation(line: 7, column: 10, scope: !12)
!62 = !DILocation(line: 8, column: 1, scope: !12)
!63 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !64, file: !64, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!64 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!65 = !DILocation(line: 66, column: 27, scope: !63)
!66 = !DILocation(line: 66, column: 3, scope: !63)
!67 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !64, file: !64, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!68 = !DILocation(line: 79, column: 27, scope: !67)
!69 = !DILocation(line: 79, column: 3, scope: !67)
!70 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !64, file: !64, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!71 = !DILocation(line: 53, column: 27, scope: !70)
!72 = !DILocation(line: 53, column: 3, scope: !70)
!73 = distinct !DISubprogram(name: "pragma_one", scope: !1, file: !1, line: 10, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!74 = !DILocation(line: 11, column: 3, scope: !73)
!75 = !DILocation(line: 11, column: 11, scope: !73)
!76 = !DILocation(line: 11, column: 24, scope: !73)
!77 = !DILocation(line: 11, column: 22, scope: !73)
!78 = !DILocation(line: 11, column: 37, scope: !73)
!79 = !DILocation(line: 11, column: 35, scope: !73)
!80 = !DILocation(line: 11, column: 7, scope: !73)
!81 = !DILocation(line: 12, column: 3, scope: !73)
!82 = !DILocation(line: 12, column: 13, scope: !73)
!83 = !DILocation(line: 12, column: 16, scope: !73)
!84 = !DILocation(line: 12, column: 9, scope: !73)
!85 = !DILocation(line: 12, column: 20, scope: !73)
!86 = !DILocation(line: 14, column: 8, scope: !73)
!87 = !DILocation(line: 14, column: 12, scope: !73)
!88 = !DILocation(line: 14, column: 19, scope: !73)
!89 = !DILocation(line: 14, column: 21, scope: !73)
!90 = !DILocation(line: 14, column: 3, scope: !73)
!91 = !DILocation(line: 15, column: 11, scope: !73)
!92 = !DILocation(line: 15, column: 17, scope: !73)
!93 = !DILocation(line: 15, column: 15, scope: !73)
!94 = !DILocation(line: 15, column: 21, scope: !73)
!95 = !DILocation(line: 15, column: 33, scope: !73)
!96 = !DILocation(line: 15, column: 37, scope: !73)
!97 = !DILocation(line: 15, column: 35, scope: !73)
!98 = !DILocation(line: 15, column: 39, scope: !73)
!99 = !DILocation(line: 15, column: 32, scope: !73)
!100 = !DILocation(line: 15, column: 23, scope: !73)
!101 = !DILocation(line: 15, column: 19, scope: !73)
!102 = !DILocation(line: 15, column: 47, scope: !73)
!103 = !DILocation(line: 15, column: 51, scope: !73)
!104 = !DILocation(line: 15, column: 68, scope: !73)
!105 = !DILocation(line: 15, column: 59, scope: !73)
!106 = !DILocation(line: 15, column: 44, scope: !73)
!107 = !DILocation(line: 15, column: 9, scope: !73)
!108 = !DILocation(line: 15, column: 5, scope: !73)
!109 = !DILocation(line: 14, column: 27, scope: !73)
!110 = distinct !{!110, !90, !104, !57, !111}
!111 = !{!"llvm.loop.unroll.disable"}
!112 = !DILocation(line: 16, column: 12, scope: !73)
!113 = !DILocation(line: 16, column: 3, scope: !73)
!114 = !DILocation(line: 16, column: 7, scope: !73)
!115 = !DILocation(line: 16, column: 10, scope: !73)
!116 = !DILocation(line: 17, column: 1, scope: !73)
!117 = distinct !DISubprogram(name: "small", scope: !1, file: !1, line: 19, type: !13, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!118 = !DILocation(line: 20, column: 3, scope: !117)
!119 = !DILocation(line: 20, column: 11, scope: !117)
!120 = !DILocation(line: 20, column: 24, scope: !117)
!121 = !DILocation(line: 20, column: 22, scope: !117)
!122 = !DILocation(line: 20, column: 37, scope: !117)
!123 = !DILocation(line: 20, column: 35, scope: !117)
!124 = !DILocation(line: 20, column: 7, scope: !117)
!125 = !DILocation(line: 21, column: 3, scope: !117)
!126 = !DILocation(line: 21, column: 13, scope: !117)
!127 = !DILocation(line: 21, column: 16, scope: !117)
!128 = !DILocation(line: 21, column: 9, scope: !117)
!129 = !DILocation(line: 21, column: 20, scope: !117)
!130 = !DILocation(line: 22, column: 8, scope: !117)
!131 = !DILocation(line: 22, column: 12, scope: !117)
!132 = !DILocation(line: 22, column: 19, scope: !117)
!133 = !DILocation(line: 22, column: 21, scope: !117)
!134 = !DILocation(line: 22, column: 3, scope: !117)
!135 = !DILocation(line: 23, column: 11, scope: !117)
!136 = !DILocation(line: 23, column: 17, scope: !117)
!137 = !DILocation(line: 23, column: 15, scope: !117)
!138 = !DILocation(line: 23, column: 21, scope: !117)
!139 = !DILocation(line: 23, column: 19, scope: !117)
!140 = !DILocation(line: 23, column: 9, scope: !117)
!141 = !DILocation(line: 23, column: 5, scope: !117)
!142 = !DILocation(line: 22, column: 26, scope: !117)
!143 = distinct !{!143, !134, !138, !57}
!144 = !DILocation(line: 24, column: 12, scope: !117)
!145 = !DILocation(line: 24, column: 3, scope: !117)
!146 = !DILocation(line: 24, column: 7, scope: !117)
!147 = !DILocation(line: 24, column: 10, scope: !117)
!148 = !DILocation(line: 25, column: 1, scope: !117)
