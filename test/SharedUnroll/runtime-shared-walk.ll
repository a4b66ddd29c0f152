; Issue 31 item 2, rule (j): a runtime-trip loop whose shared loads move
; with it (a thread's strip of n rows of a tile, n a kernel argument) is
; unrolled by -smemvec-unroll-walk-count (4) with a remainder and handed to
; ptxas; neighbouring copies share their rows (GVN), so strip_2d's unrolled
; body loads 6 rows for 4 outputs. Kernels (clang -O3 -Xclang
; -disable-llvm-passes -gline-tables-only of walk.cu; the bench kernels are
; bench/kernels/strip_stencil.cu):
;  - strip_2d (line 9): `t[y][tx+1]`, `t[y+1][tx+1]`, `t[y+2][tx+1]`: by 4;
;  - strip_ptr (21): a pointer stepping one row (`p += P`), whose shared
;    base only SCEV sees (getUnderlyingObject stops at the phi): by 4;
;  - strip_sync (29): a barrier in the loop: left rolled, named;
;  - fixed_row (39): the same shared address every trip: no walk, no remark
;    of ours (stock unrolls it by 8 itself);
;  - the staging loops (5, 16) are rule (d)'s.
; RUN: opt %loadplugin -passes='default<O3>' -pass-remarks='smemvec-unroll|loop-unroll' -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt %loadplugin -passes='default<O3>' -S %s | FileCheck %s
; RUN: opt %loadplugin -passes='default<O3>' -smemvec-unroll-walk-count=0 -pass-remarks=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: opt %loadplugin -passes='default<O3>' %s | llc -mcpu=sm_90 -o %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

; REMARK-DAG: walk.cu:9:3: unrolling loop by 4, the rest left to ptxas (runtime trip count): runtime-trip walk over shared memory
; REMARK-DAG: walk.cu:21:3: unrolling loop by 4, the rest left to ptxas (runtime trip count): runtime-trip walk over shared memory
; REMARK-DAG: walk.cu:29:3: loop left rolled: convergent operation (a barrier): only a full unroll keeps it
; REMARK-DAG: walk.cu:9:3: unrolled loop by a factor of 4 with run-time trip count
; REMARK-DAG: walk.cu:21:3: unrolled loop by a factor of 4 with run-time trip count
; REMARK-DAG: walk.cu:39:3: unrolled loop by a factor of 8 with run-time trip count
; REMARK-NOT: walk.cu:39:3: {{.*}}smemvec

; strip_2d's unrolled body (after the remainder loop, in this layout): the
; first copy loads three rows, each next copy two (its first row is the
; previous copy's second: GVN), one store per copy: 9 loads for 4 outputs
; instead of 12.
; CHECK-LABEL: define {{.*}} @_Z8strip_2dPKfPfii(
; CHECK: epil.iter.cmp.not
; CHECK: load float
; CHECK-NOT: store
; CHECK: load float
; CHECK-NOT: store
; CHECK: load float
; CHECK-NOT: load
; CHECK: store float
; CHECK-NOT: store
; CHECK: load float
; CHECK-NOT: store
; CHECK: load float
; CHECK-NOT: load
; CHECK: store float
; CHECK-NOT: store
; CHECK: load float
; CHECK-NOT: store
; CHECK: load float
; CHECK-NOT: load
; CHECK: store float
; CHECK-NOT: store
; CHECK: load float
; CHECK-NOT: store
; CHECK: load float
; CHECK-NOT: load
; CHECK: store float
; CHECK-NOT: load float
; CHECK: br i1 %niter.ncmp.3, {{.*}} !llvm.loop
; CHECK-LABEL: define {{.*}} @_Z10strip_syncPKfPfii(

; OFF-NOT: runtime-trip walk over shared memory

; ModuleID = 'walk.cu'
source_filename = "walk.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

$_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv = comdat any

$_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv = comdat any

$_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv = comdat any

@_ZZ8strip_2dPKfPfiiE1t = internal addrspace(3) global [66 x [34 x float]] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@_ZZ9strip_ptrPKfPfiiE1t = internal addrspace(3) global [2244 x float] undef, align 4
@_ZZ10strip_syncPKfPfiiE1t = internal addrspace(3) global [66 x [34 x float]] undef, align 4
@_ZZ9fixed_rowPKfPfiiE1t = internal addrspace(3) global [34 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8strip_2dPKfPfii(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !12 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !15
  store ptr %1, ptr %6, align 8, !tbaa !15
  store i32 %2, ptr %7, align 4, !tbaa !8
  store i32 %3, ptr %8, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr %9) #5, !dbg !18
  %14 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #6, !dbg !19
  store i32 %14, ptr %9, align 4, !dbg !20, !tbaa !8
  br label %15, !dbg !18

15:                                               ; preds = %35, %4
  %16 = load i32, ptr %9, align 4, !dbg !21, !tbaa !8
  %17 = icmp slt i32 %16, 66, !dbg !22
  br i1 %17, label %19, label %18, !dbg !23

18:                                               ; preds = %15
  call void @llvm.lifetime.end.p0(ptr %9) #5, !dbg !23
  br label %39

19:                                               ; preds = %15
  %20 = load ptr, ptr %5, align 8, !dbg !24, !tbaa !15
  %21 = load i32, ptr %9, align 4, !dbg !25, !tbaa !8
  %22 = load i32, ptr %7, align 4, !dbg !26, !tbaa !8
  %23 = mul nsw i32 %21, %22, !dbg !27
  %24 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6, !dbg !28
  %25 = add i32 %23, %24, !dbg !29
  %26 = zext i32 %25 to i64, !dbg !24
  %27 = getelementptr inbounds nuw float, ptr %20, i64 %26, !dbg !24
  %28 = load float, ptr %27, align 4, !dbg !24, !tbaa !30
  %29 = load i32, ptr %9, align 4, !dbg !32, !tbaa !8
  %30 = sext i32 %29 to i64, !dbg !33
  %31 = getelementptr inbounds [66 x [34 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8strip_2dPKfPfiiE1t to ptr), i64 0, i64 %30, !dbg !33
  %32 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6, !dbg !34
  %33 = zext i32 %32 to i64, !dbg !33
  %34 = getelementptr inbounds nuw [34 x float], ptr %31, i64 0, i64 %33, !dbg !33
  store float %28, ptr %34, align 4, !dbg !35, !tbaa !30
  br label %35, !dbg !33

35:                                               ; preds = %19
  %36 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv() #6, !dbg !36
  %37 = load i32, ptr %9, align 4, !dbg !37, !tbaa !8
  %38 = add i32 %37, %36, !dbg !37
  store i32 %38, ptr %9, align 4, !dbg !37, !tbaa !8
  br label %15, !dbg !23, !llvm.loop !38

39:                                               ; preds = %18
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !41
  call void @llvm.lifetime.start.p0(ptr %10) #5, !dbg !42
  %40 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6, !dbg !43
  store i32 %40, ptr %10, align 4, !dbg !44, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr %11) #5, !dbg !42
  %41 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #6, !dbg !45
  %42 = load i32, ptr %8, align 4, !dbg !46, !tbaa !8
  %43 = mul i32 %41, %42, !dbg !47
  store i32 %43, ptr %11, align 4, !dbg !48, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr %12) #5, !dbg !49
  store i32 0, ptr %12, align 4, !dbg !50, !tbaa !8
  br label %44, !dbg !49

44:                                               ; preds = %93, %39
  %45 = load i32, ptr %12, align 4, !dbg !51, !tbaa !8
  %46 = load i32, ptr %8, align 4, !dbg !52, !tbaa !8
  %47 = icmp slt i32 %45, %46, !dbg !53
  br i1 %47, label %49, label %48, !dbg !54

48:                                               ; preds = %44
  call void @llvm.lifetime.end.p0(ptr %12) #5, !dbg !54
  br label %96

49:                                               ; preds = %44
  call void @llvm.lifetime.start.p0(ptr %13) #5, !dbg !55
  %50 = load i32, ptr %11, align 4, !dbg !56, !tbaa !8
  %51 = load i32, ptr %12, align 4, !dbg !57, !tbaa !8
  %52 = add nsw i32 %50, %51, !dbg !58
  store i32 %52, ptr %13, align 4, !dbg !59, !tbaa !8
  %53 = load i32, ptr %13, align 4, !dbg !60, !tbaa !8
  %54 = sext i32 %53 to i64, !dbg !61
  %55 = getelementptr inbounds [66 x [34 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8strip_2dPKfPfiiE1t to ptr), i64 0, i64 %54, !dbg !61
  %56 = load i32, ptr %10, align 4, !dbg !62, !tbaa !8
  %57 = add nsw i32 %56, 1, !dbg !63
  %58 = sext i32 %57 to i64, !dbg !61
  %59 = getelementptr inbounds [34 x float], ptr %55, i64 0, i64 %58, !dbg !61
  %60 = load float, ptr %59, align 4, !dbg !61, !tbaa !30
  %61 = fmul contract float 2.500000e-01, %60, !dbg !64
  %62 = load i32, ptr %13, align 4, !dbg !65, !tbaa !8
  %63 = add nsw i32 %62, 1, !dbg !66
  %64 = sext i32 %63 to i64, !dbg !67
  %65 = getelementptr inbounds [66 x [34 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8strip_2dPKfPfiiE1t to ptr), i64 0, i64 %64, !dbg !67
  %66 = load i32, ptr %10, align 4, !dbg !68, !tbaa !8
  %67 = add nsw i32 %66, 1, !dbg !69
  %68 = sext i32 %67 to i64, !dbg !67
  %69 = getelementptr inbounds [34 x float], ptr %65, i64 0, i64 %68, !dbg !67
  %70 = load float, ptr %69, align 4, !dbg !67, !tbaa !30
  %71 = fmul contract float 5.000000e-01, %70, !dbg !70
  %72 = fadd contract float %61, %71, !dbg !71
  %73 = load i32, ptr %13, align 4, !dbg !72, !tbaa !8
  %74 = add nsw i32 %73, 2, !dbg !73
  %75 = sext i32 %74 to i64, !dbg !74
  %76 = getelementptr inbounds [66 x [34 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8strip_2dPKfPfiiE1t to ptr), i64 0, i64 %75, !dbg !74
  %77 = load i32, ptr %10, align 4, !dbg !75, !tbaa !8
  %78 = add nsw i32 %77, 1, !dbg !76
  %79 = sext i32 %78 to i64, !dbg !74
  %80 = getelementptr inbounds [34 x float], ptr %76, i64 0, i64 %79, !dbg !74
  %81 = load float, ptr %80, align 4, !dbg !74, !tbaa !30
  %82 = fmul contract float 2.500000e-01, %81, !dbg !77
  %83 = fadd contract float %72, %82, !dbg !78
  %84 = load ptr, ptr %6, align 8, !dbg !79, !tbaa !15
  %85 = load i32, ptr %13, align 4, !dbg !80, !tbaa !8
  %86 = add nsw i32 %85, 1, !dbg !81
  %87 = load i32, ptr %7, align 4, !dbg !82, !tbaa !8
  %88 = mul nsw i32 %86, %87, !dbg !83
  %89 = load i32, ptr %10, align 4, !dbg !84, !tbaa !8
  %90 = add nsw i32 %88, %89, !dbg !85
  %91 = sext i32 %90 to i64, !dbg !79
  %92 = getelementptr inbounds float, ptr %84, i64 %91, !dbg !79
  store float %83, ptr %92, align 4, !dbg !86, !tbaa !30
  call void @llvm.lifetime.end.p0(ptr %13) #5, !dbg !87
  br label %93, !dbg !87

93:                                               ; preds = %49
  %94 = load i32, ptr %12, align 4, !dbg !88, !tbaa !8
  %95 = add nsw i32 %94, 1, !dbg !88
  store i32 %95, ptr %12, align 4, !dbg !88, !tbaa !8
  br label %44, !dbg !54, !llvm.loop !89

96:                                               ; preds = %48
  call void @llvm.lifetime.end.p0(ptr %11) #5, !dbg !90
  call void @llvm.lifetime.end.p0(ptr %10) #5, !dbg !90
  ret void, !dbg !90
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #2 comdat align 2 !dbg !91 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !93
  ret i32 %1, !dbg !94
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #2 comdat align 2 !dbg !95 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !96
  ret i32 %1, !dbg !97
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv() #2 comdat align 2 !dbg !98 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !99
  ret i32 %1, !dbg !100
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9strip_ptrPKfPfii(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !101 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !15
  store ptr %1, ptr %6, align 8, !tbaa !15
  store i32 %2, ptr %7, align 4, !tbaa !8
  store i32 %3, ptr %8, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr %9) #5, !dbg !102
  %13 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #6, !dbg !103
  store i32 %13, ptr %9, align 4, !dbg !104, !tbaa !8
  br label %14, !dbg !102

14:                                               ; preds = %34, %4
  %15 = load i32, ptr %9, align 4, !dbg !105, !tbaa !8
  %16 = icmp slt i32 %15, 66, !dbg !106
  br i1 %16, label %18, label %17, !dbg !107

17:                                               ; preds = %14
  call void @llvm.lifetime.end.p0(ptr %9) #5, !dbg !107
  br label %38

18:                                               ; preds = %14
  %19 = load ptr, ptr %5, align 8, !dbg !108, !tbaa !15
  %20 = load i32, ptr %9, align 4, !dbg !109, !tbaa !8
  %21 = load i32, ptr %7, align 4, !dbg !110, !tbaa !8
  %22 = mul nsw i32 %20, %21, !dbg !111
  %23 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6, !dbg !112
  %24 = add i32 %22, %23, !dbg !113
  %25 = zext i32 %24 to i64, !dbg !108
  %26 = getelementptr inbounds nuw float, ptr %19, i64 %25, !dbg !108
  %27 = load float, ptr %26, align 4, !dbg !108, !tbaa !30
  %28 = load i32, ptr %9, align 4, !dbg !114, !tbaa !8
  %29 = mul nsw i32 %28, 34, !dbg !115
  %30 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6, !dbg !116
  %31 = add i32 %29, %30, !dbg !117
  %32 = zext i32 %31 to i64, !dbg !118
  %33 = getelementptr inbounds nuw [2244 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9strip_ptrPKfPfiiE1t to ptr), i64 0, i64 %32, !dbg !118
  store float %27, ptr %33, align 4, !dbg !119, !tbaa !30
  br label %34, !dbg !118

34:                                               ; preds = %18
  %35 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv() #6, !dbg !120
  %36 = load i32, ptr %9, align 4, !dbg !121, !tbaa !8
  %37 = add i32 %36, %35, !dbg !121
  store i32 %37, ptr %9, align 4, !dbg !121, !tbaa !8
  br label %14, !dbg !107, !llvm.loop !122

38:                                               ; preds = %17
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !124
  call void @llvm.lifetime.start.p0(ptr %10) #5, !dbg !125
  %39 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #6, !dbg !126
  %40 = load i32, ptr %8, align 4, !dbg !127, !tbaa !8
  %41 = mul i32 %39, %40, !dbg !128
  %42 = mul i32 %41, 34, !dbg !129
  %43 = zext i32 %42 to i64, !dbg !130
  %44 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9strip_ptrPKfPfiiE1t to ptr), i64 %43, !dbg !130
  %45 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6, !dbg !131
  %46 = zext i32 %45 to i64, !dbg !132
  %47 = getelementptr inbounds nuw float, ptr %44, i64 %46, !dbg !132
  store ptr %47, ptr %10, align 8, !dbg !133, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %11) #5, !dbg !134
  %48 = load ptr, ptr %6, align 8, !dbg !135, !tbaa !15
  %49 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #6, !dbg !136
  %50 = load i32, ptr %8, align 4, !dbg !137, !tbaa !8
  %51 = mul i32 %49, %50, !dbg !138
  %52 = load i32, ptr %7, align 4, !dbg !139, !tbaa !8
  %53 = mul i32 %51, %52, !dbg !140
  %54 = zext i32 %53 to i64, !dbg !141
  %55 = getelementptr inbounds nuw float, ptr %48, i64 %54, !dbg !141
  %56 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6, !dbg !142
  %57 = zext i32 %56 to i64, !dbg !143
  %58 = getelementptr inbounds nuw float, ptr %55, i64 %57, !dbg !143
  store ptr %58, ptr %11, align 8, !dbg !144, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %12) #5, !dbg !145
  %59 = load i32, ptr %8, align 4, !dbg !146, !tbaa !8
  store i32 %59, ptr %12, align 4, !dbg !147, !tbaa !8
  br label %60, !dbg !145

60:                                               ; preds = %80, %38
  %61 = load i32, ptr %12, align 4, !dbg !148, !tbaa !8
  %62 = icmp sgt i32 %61, 0, !dbg !149
  br i1 %62, label %64, label %63, !dbg !150

63:                                               ; preds = %60
  call void @llvm.lifetime.end.p0(ptr %12) #5, !dbg !150
  br label %89

64:                                               ; preds = %60
  %65 = load ptr, ptr %10, align 8, !dbg !151, !tbaa !15
  %66 = getelementptr inbounds float, ptr %65, i64 0, !dbg !151
  %67 = load float, ptr %66, align 4, !dbg !151, !tbaa !30
  %68 = fmul contract float 2.500000e-01, %67, !dbg !152
  %69 = load ptr, ptr %10, align 8, !dbg !153, !tbaa !15
  %70 = getelementptr inbounds float, ptr %69, i64 34, !dbg !153
  %71 = load float, ptr %70, align 4, !dbg !153, !tbaa !30
  %72 = fmul contract float 5.000000e-01, %71, !dbg !154
  %73 = fadd contract float %68, %72, !dbg !155
  %74 = load ptr, ptr %10, align 8, !dbg !156, !tbaa !15
  %75 = getelementptr inbounds float, ptr %74, i64 68, !dbg !156
  %76 = load float, ptr %75, align 4, !dbg !156, !tbaa !30
  %77 = fmul contract float 2.500000e-01, %76, !dbg !157
  %78 = fadd contract float %73, %77, !dbg !158
  %79 = load ptr, ptr %11, align 8, !dbg !159, !tbaa !15
  store float %78, ptr %79, align 4, !dbg !160, !tbaa !30
  br label %80, !dbg !161

80:                                               ; preds = %64
  %81 = load i32, ptr %12, align 4, !dbg !162, !tbaa !8
  %82 = add nsw i32 %81, -1, !dbg !162
  store i32 %82, ptr %12, align 4, !dbg !162, !tbaa !8
  %83 = load ptr, ptr %10, align 8, !dbg !163, !tbaa !15
  %84 = getelementptr inbounds float, ptr %83, i64 34, !dbg !163
  store ptr %84, ptr %10, align 8, !dbg !163, !tbaa !15
  %85 = load i32, ptr %7, align 4, !dbg !164, !tbaa !8
  %86 = load ptr, ptr %11, align 8, !dbg !165, !tbaa !15
  %87 = sext i32 %85 to i64, !dbg !165
  %88 = getelementptr inbounds float, ptr %86, i64 %87, !dbg !165
  store ptr %88, ptr %11, align 8, !dbg !165, !tbaa !15
  br label %60, !dbg !150, !llvm.loop !166

89:                                               ; preds = %63
  call void @llvm.lifetime.end.p0(ptr %11) #5, !dbg !168
  call void @llvm.lifetime.end.p0(ptr %10) #5, !dbg !168
  ret void, !dbg !168
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10strip_syncPKfPfii(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !169 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !15
  store ptr %1, ptr %6, align 8, !tbaa !15
  store i32 %2, ptr %7, align 4, !tbaa !8
  store i32 %3, ptr %8, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr %9) #5, !dbg !170
  %11 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6, !dbg !171
  store i32 %11, ptr %9, align 4, !dbg !172, !tbaa !8
  %12 = load ptr, ptr %5, align 8, !dbg !173, !tbaa !15
  %13 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #6, !dbg !174
  %14 = load i32, ptr %7, align 4, !dbg !175, !tbaa !8
  %15 = mul i32 %13, %14, !dbg !176
  %16 = load i32, ptr %9, align 4, !dbg !177, !tbaa !8
  %17 = add i32 %15, %16, !dbg !178
  %18 = zext i32 %17 to i64, !dbg !173
  %19 = getelementptr inbounds nuw float, ptr %12, i64 %18, !dbg !173
  %20 = load float, ptr %19, align 4, !dbg !173, !tbaa !30
  %21 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #6, !dbg !179
  %22 = zext i32 %21 to i64, !dbg !180
  %23 = getelementptr inbounds nuw [66 x [34 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10strip_syncPKfPfiiE1t to ptr), i64 0, i64 %22, !dbg !180
  %24 = load i32, ptr %9, align 4, !dbg !181, !tbaa !8
  %25 = sext i32 %24 to i64, !dbg !180
  %26 = getelementptr inbounds [34 x float], ptr %23, i64 0, i64 %25, !dbg !180
  store float %20, ptr %26, align 4, !dbg !182, !tbaa !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !183
  call void @llvm.lifetime.start.p0(ptr %10) #5, !dbg !184
  store i32 0, ptr %10, align 4, !dbg !185, !tbaa !8
  br label %27, !dbg !184

27:                                               ; preds = %57, %4
  %28 = load i32, ptr %10, align 4, !dbg !186, !tbaa !8
  %29 = load i32, ptr %8, align 4, !dbg !187, !tbaa !8
  %30 = icmp slt i32 %28, %29, !dbg !188
  br i1 %30, label %32, label %31, !dbg !189

31:                                               ; preds = %27
  call void @llvm.lifetime.end.p0(ptr %10) #5, !dbg !189
  br label %60

32:                                               ; preds = %27
  %33 = load i32, ptr %10, align 4, !dbg !190, !tbaa !8
  %34 = sext i32 %33 to i64, !dbg !191
  %35 = getelementptr inbounds [66 x [34 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10strip_syncPKfPfiiE1t to ptr), i64 0, i64 %34, !dbg !191
  %36 = load i32, ptr %9, align 4, !dbg !192, !tbaa !8
  %37 = sext i32 %36 to i64, !dbg !191
  %38 = getelementptr inbounds [34 x float], ptr %35, i64 0, i64 %37, !dbg !191
  %39 = load float, ptr %38, align 4, !dbg !191, !tbaa !30
  %40 = load i32, ptr %10, align 4, !dbg !193, !tbaa !8
  %41 = add nsw i32 %40, 1, !dbg !194
  %42 = sext i32 %41 to i64, !dbg !195
  %43 = getelementptr inbounds [66 x [34 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10strip_syncPKfPfiiE1t to ptr), i64 0, i64 %42, !dbg !195
  %44 = load i32, ptr %9, align 4, !dbg !196, !tbaa !8
  %45 = sext i32 %44 to i64, !dbg !195
  %46 = getelementptr inbounds [34 x float], ptr %43, i64 0, i64 %45, !dbg !195
  %47 = load float, ptr %46, align 4, !dbg !195, !tbaa !30
  %48 = fadd contract float %39, %47, !dbg !197
  %49 = load ptr, ptr %6, align 8, !dbg !198, !tbaa !15
  %50 = load i32, ptr %10, align 4, !dbg !199, !tbaa !8
  %51 = load i32, ptr %7, align 4, !dbg !200, !tbaa !8
  %52 = mul nsw i32 %50, %51, !dbg !201
  %53 = load i32, ptr %9, align 4, !dbg !202, !tbaa !8
  %54 = add nsw i32 %52, %53, !dbg !203
  %55 = sext i32 %54 to i64, !dbg !198
  %56 = getelementptr inbounds float, ptr %49, i64 %55, !dbg !198
  store float %48, ptr %56, align 4, !dbg !204, !tbaa !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !205
  br label %57, !dbg !206

57:                                               ; preds = %32
  %58 = load i32, ptr %10, align 4, !dbg !207, !tbaa !8
  %59 = add nsw i32 %58, 1, !dbg !207
  store i32 %59, ptr %10, align 4, !dbg !207, !tbaa !8
  br label %27, !dbg !189, !llvm.loop !208

60:                                               ; preds = %31
  call void @llvm.lifetime.end.p0(ptr %9) #5, !dbg !209
  ret void, !dbg !209
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9fixed_rowPKfPfii(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !210 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !15
  store ptr %1, ptr %6, align 8, !tbaa !15
  store i32 %2, ptr %7, align 4, !tbaa !8
  store i32 %3, ptr %8, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr %9) #5, !dbg !211
  %11 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6, !dbg !212
  store i32 %11, ptr %9, align 4, !dbg !213, !tbaa !8
  %12 = load ptr, ptr %5, align 8, !dbg !214, !tbaa !15
  %13 = load i32, ptr %9, align 4, !dbg !215, !tbaa !8
  %14 = sext i32 %13 to i64, !dbg !214
  %15 = getelementptr inbounds float, ptr %12, i64 %14, !dbg !214
  %16 = load float, ptr %15, align 4, !dbg !214, !tbaa !30
  %17 = load i32, ptr %9, align 4, !dbg !216, !tbaa !8
  %18 = sext i32 %17 to i64, !dbg !217
  %19 = getelementptr inbounds [34 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9fixed_rowPKfPfiiE1t to ptr), i64 0, i64 %18, !dbg !217
  store float %16, ptr %19, align 4, !dbg !218, !tbaa !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !219
  call void @llvm.lifetime.start.p0(ptr %10) #5, !dbg !220
  store i32 0, ptr %10, align 4, !dbg !221, !tbaa !8
  br label %20, !dbg !220

20:                                               ; preds = %41, %4
  %21 = load i32, ptr %10, align 4, !dbg !222, !tbaa !8
  %22 = load i32, ptr %8, align 4, !dbg !223, !tbaa !8
  %23 = icmp slt i32 %21, %22, !dbg !224
  br i1 %23, label %25, label %24, !dbg !225

24:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(ptr %10) #5, !dbg !225
  br label %44

25:                                               ; preds = %20
  %26 = load i32, ptr %9, align 4, !dbg !226, !tbaa !8
  %27 = sext i32 %26 to i64, !dbg !227
  %28 = getelementptr inbounds [34 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9fixed_rowPKfPfiiE1t to ptr), i64 0, i64 %27, !dbg !227
  %29 = load float, ptr %28, align 4, !dbg !227, !tbaa !30
  %30 = load i32, ptr %10, align 4, !dbg !228, !tbaa !8
  %31 = sitofp i32 %30 to float, !dbg !228
  %32 = fmul contract float %29, %31, !dbg !229
  %33 = load ptr, ptr %6, align 8, !dbg !230, !tbaa !15
  %34 = load i32, ptr %10, align 4, !dbg !231, !tbaa !8
  %35 = load i32, ptr %7, align 4, !dbg !232, !tbaa !8
  %36 = mul nsw i32 %34, %35, !dbg !233
  %37 = load i32, ptr %9, align 4, !dbg !234, !tbaa !8
  %38 = add nsw i32 %36, %37, !dbg !235
  %39 = sext i32 %38 to i64, !dbg !230
  %40 = getelementptr inbounds float, ptr %33, i64 %39, !dbg !230
  store float %32, ptr %40, align 4, !dbg !236, !tbaa !30
  br label %41, !dbg !230

41:                                               ; preds = %25
  %42 = load i32, ptr %10, align 4, !dbg !237, !tbaa !8
  %43 = add nsw i32 %42, 1, !dbg !237
  store i32 %43, ptr %10, align 4, !dbg !237, !tbaa !8
  br label %20, !dbg !225, !llvm.loop !238

44:                                               ; preds = %24
  call void @llvm.lifetime.end.p0(ptr %9) #5, !dbg !239
  ret void, !dbg !239
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "walk.cu", directory: "/tmp/fl")
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
!12 = distinct !DISubprogram(name: "strip_2d", scope: !1, file: !1, line: 3, type: !13, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !{!16, !16, i64 0}
!16 = !{!"p1 float", !17, i64 0}
!17 = !{!"any pointer", !10, i64 0}
!18 = !DILocation(line: 5, column: 8, scope: !12)
!19 = !DILocation(line: 5, column: 16, scope: !12)
!20 = !DILocation(line: 5, column: 12, scope: !12)
!21 = !DILocation(line: 5, column: 29, scope: !12)
!22 = !DILocation(line: 5, column: 31, scope: !12)
!23 = !DILocation(line: 5, column: 3, scope: !12)
!24 = !DILocation(line: 6, column: 25, scope: !12)
!25 = !DILocation(line: 6, column: 28, scope: !12)
!26 = !DILocation(line: 6, column: 32, scope: !12)
!27 = !DILocation(line: 6, column: 30, scope: !12)
!28 = !DILocation(line: 6, column: 36, scope: !12)
!29 = !DILocation(line: 6, column: 34, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !10, i64 0}
!32 = !DILocation(line: 6, column: 7, scope: !12)
!33 = !DILocation(line: 6, column: 5, scope: !12)
!34 = !DILocation(line: 6, column: 10, scope: !12)
!35 = !DILocation(line: 6, column: 23, scope: !12)
!36 = !DILocation(line: 5, column: 42, scope: !12)
!37 = !DILocation(line: 5, column: 39, scope: !12)
!38 = distinct !{!38, !23, !39, !40}
!39 = !DILocation(line: 6, column: 47, scope: !12)
!40 = !{!"llvm.loop.mustprogress"}
!41 = !DILocation(line: 7, column: 3, scope: !12)
!42 = !DILocation(line: 8, column: 3, scope: !12)
!43 = !DILocation(line: 8, column: 12, scope: !12)
!44 = !DILocation(line: 8, column: 7, scope: !12)
!45 = !DILocation(line: 8, column: 32, scope: !12)
!46 = !DILocation(line: 8, column: 46, scope: !12)
!47 = !DILocation(line: 8, column: 44, scope: !12)
!48 = !DILocation(line: 8, column: 25, scope: !12)
!49 = !DILocation(line: 9, column: 8, scope: !12)
!50 = !DILocation(line: 9, column: 12, scope: !12)
!51 = !DILocation(line: 9, column: 19, scope: !12)
!52 = !DILocation(line: 9, column: 23, scope: !12)
!53 = !DILocation(line: 9, column: 21, scope: !12)
!54 = !DILocation(line: 9, column: 3, scope: !12)
!55 = !DILocation(line: 10, column: 5, scope: !12)
!56 = !DILocation(line: 10, column: 13, scope: !12)
!57 = !DILocation(line: 10, column: 20, scope: !12)
!58 = !DILocation(line: 10, column: 18, scope: !12)
!59 = !DILocation(line: 10, column: 9, scope: !12)
!60 = !DILocation(line: 11, column: 39, scope: !12)
!61 = !DILocation(line: 11, column: 37, scope: !12)
!62 = !DILocation(line: 11, column: 42, scope: !12)
!63 = !DILocation(line: 11, column: 45, scope: !12)
!64 = !DILocation(line: 11, column: 35, scope: !12)
!65 = !DILocation(line: 11, column: 61, scope: !12)
!66 = !DILocation(line: 11, column: 63, scope: !12)
!67 = !DILocation(line: 11, column: 59, scope: !12)
!68 = !DILocation(line: 11, column: 68, scope: !12)
!69 = !DILocation(line: 11, column: 71, scope: !12)
!70 = !DILocation(line: 11, column: 57, scope: !12)
!71 = !DILocation(line: 11, column: 50, scope: !12)
!72 = !DILocation(line: 11, column: 88, scope: !12)
!73 = !DILocation(line: 11, column: 90, scope: !12)
!74 = !DILocation(line: 11, column: 86, scope: !12)
!75 = !DILocation(line: 11, column: 95, scope: !12)
!76 = !DILocation(line: 11, column: 98, scope: !12)
!77 = !DILocation(line: 11, column: 84, scope: !12)
!78 = !DILocation(line: 11, column: 76, scope: !12)
!79 = !DILocation(line: 11, column: 5, scope: !12)
!80 = !DILocation(line: 11, column: 10, scope: !12)
!81 = !DILocation(line: 11, column: 12, scope: !12)
!82 = !DILocation(line: 11, column: 19, scope: !12)
!83 = !DILocation(line: 11, column: 17, scope: !12)
!84 = !DILocation(line: 11, column: 23, scope: !12)
!85 = !DILocation(line: 11, column: 21, scope: !12)
!86 = !DILocation(line: 11, column: 27, scope: !12)
!87 = !DILocation(line: 12, column: 3, scope: !12)
!88 = !DILocation(line: 9, column: 26, scope: !12)
!89 = distinct !{!89, !54, !87, !40}
!90 = !DILocation(line: 13, column: 1, scope: !12)
!91 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !92, file: !92, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!92 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!93 = !DILocation(line: 54, column: 27, scope: !91)
!94 = !DILocation(line: 54, column: 3, scope: !91)
!95 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !92, file: !92, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!96 = !DILocation(line: 53, column: 27, scope: !95)
!97 = !DILocation(line: 53, column: 3, scope: !95)
!98 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !92, file: !92, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!99 = !DILocation(line: 80, column: 27, scope: !98)
!100 = !DILocation(line: 80, column: 3, scope: !98)
!101 = distinct !DISubprogram(name: "strip_ptr", scope: !1, file: !1, line: 14, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!102 = !DILocation(line: 16, column: 8, scope: !101)
!103 = !DILocation(line: 16, column: 16, scope: !101)
!104 = !DILocation(line: 16, column: 12, scope: !101)
!105 = !DILocation(line: 16, column: 29, scope: !101)
!106 = !DILocation(line: 16, column: 31, scope: !101)
!107 = !DILocation(line: 16, column: 3, scope: !101)
!108 = !DILocation(line: 17, column: 30, scope: !101)
!109 = !DILocation(line: 17, column: 33, scope: !101)
!110 = !DILocation(line: 17, column: 37, scope: !101)
!111 = !DILocation(line: 17, column: 35, scope: !101)
!112 = !DILocation(line: 17, column: 41, scope: !101)
!113 = !DILocation(line: 17, column: 39, scope: !101)
!114 = !DILocation(line: 17, column: 7, scope: !101)
!115 = !DILocation(line: 17, column: 9, scope: !101)
!116 = !DILocation(line: 17, column: 15, scope: !101)
!117 = !DILocation(line: 17, column: 13, scope: !101)
!118 = !DILocation(line: 17, column: 5, scope: !101)
!119 = !DILocation(line: 17, column: 28, scope: !101)
!120 = !DILocation(line: 16, column: 42, scope: !101)
!121 = !DILocation(line: 16, column: 39, scope: !101)
!122 = distinct !{!122, !107, !123, !40}
!123 = !DILocation(line: 17, column: 52, scope: !101)
!124 = !DILocation(line: 18, column: 3, scope: !101)
!125 = !DILocation(line: 19, column: 3, scope: !101)
!126 = !DILocation(line: 19, column: 24, scope: !101)
!127 = !DILocation(line: 19, column: 38, scope: !101)
!128 = !DILocation(line: 19, column: 36, scope: !101)
!129 = !DILocation(line: 19, column: 40, scope: !101)
!130 = !DILocation(line: 19, column: 22, scope: !101)
!131 = !DILocation(line: 19, column: 46, scope: !101)
!132 = !DILocation(line: 19, column: 44, scope: !101)
!133 = !DILocation(line: 19, column: 16, scope: !101)
!134 = !DILocation(line: 20, column: 3, scope: !101)
!135 = !DILocation(line: 20, column: 14, scope: !101)
!136 = !DILocation(line: 20, column: 20, scope: !101)
!137 = !DILocation(line: 20, column: 34, scope: !101)
!138 = !DILocation(line: 20, column: 32, scope: !101)
!139 = !DILocation(line: 20, column: 38, scope: !101)
!140 = !DILocation(line: 20, column: 36, scope: !101)
!141 = !DILocation(line: 20, column: 18, scope: !101)
!142 = !DILocation(line: 20, column: 42, scope: !101)
!143 = !DILocation(line: 20, column: 40, scope: !101)
!144 = !DILocation(line: 20, column: 10, scope: !101)
!145 = !DILocation(line: 21, column: 8, scope: !101)
!146 = !DILocation(line: 21, column: 16, scope: !101)
!147 = !DILocation(line: 21, column: 12, scope: !101)
!148 = !DILocation(line: 21, column: 19, scope: !101)
!149 = !DILocation(line: 21, column: 21, scope: !101)
!150 = !DILocation(line: 21, column: 3, scope: !101)
!151 = !DILocation(line: 22, column: 18, scope: !101)
!152 = !DILocation(line: 22, column: 16, scope: !101)
!153 = !DILocation(line: 22, column: 32, scope: !101)
!154 = !DILocation(line: 22, column: 30, scope: !101)
!155 = !DILocation(line: 22, column: 23, scope: !101)
!156 = !DILocation(line: 22, column: 47, scope: !101)
!157 = !DILocation(line: 22, column: 45, scope: !101)
!158 = !DILocation(line: 22, column: 37, scope: !101)
!159 = !DILocation(line: 22, column: 6, scope: !101)
!160 = !DILocation(line: 22, column: 8, scope: !101)
!161 = !DILocation(line: 22, column: 5, scope: !101)
!162 = !DILocation(line: 21, column: 26, scope: !101)
!163 = !DILocation(line: 21, column: 33, scope: !101)
!164 = !DILocation(line: 21, column: 44, scope: !101)
!165 = !DILocation(line: 21, column: 41, scope: !101)
!166 = distinct !{!166, !150, !167, !40}
!167 = !DILocation(line: 22, column: 54, scope: !101)
!168 = !DILocation(line: 23, column: 1, scope: !101)
!169 = distinct !DISubprogram(name: "strip_sync", scope: !1, file: !1, line: 24, type: !13, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!170 = !DILocation(line: 26, column: 3, scope: !169)
!171 = !DILocation(line: 26, column: 12, scope: !169)
!172 = !DILocation(line: 26, column: 7, scope: !169)
!173 = !DILocation(line: 27, column: 24, scope: !169)
!174 = !DILocation(line: 27, column: 27, scope: !169)
!175 = !DILocation(line: 27, column: 41, scope: !169)
!176 = !DILocation(line: 27, column: 39, scope: !169)
!177 = !DILocation(line: 27, column: 45, scope: !169)
!178 = !DILocation(line: 27, column: 43, scope: !169)
!179 = !DILocation(line: 27, column: 5, scope: !169)
!180 = !DILocation(line: 27, column: 3, scope: !169)
!181 = !DILocation(line: 27, column: 18, scope: !169)
!182 = !DILocation(line: 27, column: 22, scope: !169)
!183 = !DILocation(line: 28, column: 3, scope: !169)
!184 = !DILocation(line: 29, column: 8, scope: !169)
!185 = !DILocation(line: 29, column: 12, scope: !169)
!186 = !DILocation(line: 29, column: 19, scope: !169)
!187 = !DILocation(line: 29, column: 23, scope: !169)
!188 = !DILocation(line: 29, column: 21, scope: !169)
!189 = !DILocation(line: 29, column: 3, scope: !169)
!190 = !DILocation(line: 30, column: 25, scope: !169)
!191 = !DILocation(line: 30, column: 23, scope: !169)
!192 = !DILocation(line: 30, column: 28, scope: !169)
!193 = !DILocation(line: 30, column: 36, scope: !169)
!194 = !DILocation(line: 30, column: 38, scope: !169)
!195 = !DILocation(line: 30, column: 34, scope: !169)
!196 = !DILocation(line: 30, column: 43, scope: !169)
!197 = !DILocation(line: 30, column: 32, scope: !169)
!198 = !DILocation(line: 30, column: 5, scope: !169)
!199 = !DILocation(line: 30, column: 9, scope: !169)
!200 = !DILocation(line: 30, column: 13, scope: !169)
!201 = !DILocation(line: 30, column: 11, scope: !169)
!202 = !DILocation(line: 30, column: 17, scope: !169)
!203 = !DILocation(line: 30, column: 15, scope: !169)
!204 = !DILocation(line: 30, column: 21, scope: !169)
!205 = !DILocation(line: 31, column: 5, scope: !169)
!206 = !DILocation(line: 32, column: 3, scope: !169)
!207 = !DILocation(line: 29, column: 26, scope: !169)
!208 = distinct !{!208, !189, !206, !40}
!209 = !DILocation(line: 33, column: 1, scope: !169)
!210 = distinct !DISubprogram(name: "fixed_row", scope: !1, file: !1, line: 34, type: !13, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!211 = !DILocation(line: 36, column: 3, scope: !210)
!212 = !DILocation(line: 36, column: 12, scope: !210)
!213 = !DILocation(line: 36, column: 7, scope: !210)
!214 = !DILocation(line: 37, column: 11, scope: !210)
!215 = !DILocation(line: 37, column: 14, scope: !210)
!216 = !DILocation(line: 37, column: 5, scope: !210)
!217 = !DILocation(line: 37, column: 3, scope: !210)
!218 = !DILocation(line: 37, column: 9, scope: !210)
!219 = !DILocation(line: 38, column: 3, scope: !210)
!220 = !DILocation(line: 39, column: 8, scope: !210)
!221 = !DILocation(line: 39, column: 12, scope: !210)
!222 = !DILocation(line: 39, column: 19, scope: !210)
!223 = !DILocation(line: 39, column: 23, scope: !210)
!224 = !DILocation(line: 39, column: 21, scope: !210)
!225 = !DILocation(line: 39, column: 3, scope: !210)
!226 = !DILocation(line: 40, column: 25, scope: !210)
!227 = !DILocation(line: 40, column: 23, scope: !210)
!228 = !DILocation(line: 40, column: 38, scope: !210)
!229 = !DILocation(line: 40, column: 29, scope: !210)
!230 = !DILocation(line: 40, column: 5, scope: !210)
!231 = !DILocation(line: 40, column: 9, scope: !210)
!232 = !DILocation(line: 40, column: 13, scope: !210)
!233 = !DILocation(line: 40, column: 11, scope: !210)
!234 = !DILocation(line: 40, column: 17, scope: !210)
!235 = !DILocation(line: 40, column: 15, scope: !210)
!236 = !DILocation(line: 40, column: 21, scope: !210)
!237 = !DILocation(line: 39, column: 26, scope: !210)
!238 = distinct !{!238, !225, !228, !40}
!239 = !DILocation(line: 41, column: 1, scope: !210)
