; Issue 31 item 2, rule (j): a runtime-trip loop whose shared loads move
; with it by a constant step (a thread's own strip of n rows of a tile, n a
; kernel argument) is unrolled by -smemvec-unroll-walk-count (4) with a
; remainder and handed to ptxas, where LLVM's unroller leaves it rolled; in
; the unrolled body a copy reuses rows the previous one loaded (GVN).
; Kernels (clang -O3 -Xclang -disable-llvm-passes -gline-tables-only of
; walk.cu; the bench kernels are bench/kernels/strip_stencil.cu):
;  - strip_2d (line 9): a 3x3 neighbourhood per row, `t[y + i][tx + j]`:
;    stock leaves it rolled; by 4, 9 + 3 x 6 loads for 4 outputs (36 rolled);
;  - strip_ptr (23): a pointer stepping one row (`p += P`), whose shared
;    base only SCEV sees (getUnderlyingObject stops at the phi), with a body
;    small enough that stock unrolls it by 4 itself: left to it, named;
;  - strip_sync (31): a barrier in the loop: left rolled, named;
;  - tree_step (41): `i += blockDim.x`, a block-strided step (a trip or
;    two): not a strip, no remark of ours (scalar_prod ran 0.634x of stock
;    when it was one);
;  - the staging loops (5, 18) are rule (d)'s.
; RUN: opt %loadplugin -passes='default<O3>' -pass-remarks='smemvec-unroll|loop-unroll' -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt %loadplugin -passes='default<O3>' -S %s | FileCheck %s
; RUN: opt %loadplugin -passes='default<O3>' -smemvec-unroll-walk-count=0 -pass-remarks=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: opt %loadplugin -passes='default<O3>' %s | llc -mcpu=sm_90 -o %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

; REMARK-DAG: walk.cu:9:3: unrolling loop by 4, the rest left to ptxas (runtime trip count): runtime-trip walk over shared memory
; REMARK-DAG: walk.cu:23:3: loop left to LLVM's unroller: stock already unrolls this runtime walk (by 4)
; REMARK-DAG: walk.cu:31:3: loop left rolled: convergent operation (a barrier): only a full unroll keeps it
; REMARK-DAG: walk.cu:9:3: unrolled loop by a factor of 4 with run-time trip count
; REMARK-DAG: walk.cu:23:3: unrolled loop by a factor of 4 with run-time trip count
; REMARK-NOT: walk.cu:41

; strip_2d's unrolled body, after the remainder loop in this layout: the
; first copy loads its 9 values, each next copy 6 (3 are the previous
; copy's), one store per copy.
; CHECK-LABEL: define {{.*}} @_Z8strip_2dPKfPfii(
; CHECK: epil.iter.cmp.not
; CHECK: load float
; CHECK-NOT: store
; CHECK: load float
; CHECK-NOT: store
; CHECK: load float
; CHECK-NOT: store
; CHECK: load float
; CHECK-NOT: store
; CHECK: load float
; CHECK-NOT: store
; CHECK: load float
; CHECK-NOT: store
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
; CHECK-NOT: store
; CHECK: load float
; CHECK-NOT: store
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
; CHECK-NOT: store
; CHECK: load float
; CHECK-NOT: store
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
; CHECK-NOT: store
; CHECK: load float
; CHECK-NOT: store
; CHECK: load float
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

$_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv = comdat any

@_ZZ8strip_2dPKfPfiiE1t = internal addrspace(3) global [66 x [34 x float]] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@_ZZ9strip_ptrPKfPfiiE1t = internal addrspace(3) global [2244 x float] undef, align 4
@_ZZ10strip_syncPKfPfiiE1t = internal addrspace(3) global [66 x [34 x float]] undef, align 4
@_ZZ9tree_stepPfiE3acc = internal addrspace(3) global [1024 x float] undef, align 4

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

44:                                               ; preds = %148, %39
  %45 = load i32, ptr %12, align 4, !dbg !51, !tbaa !8
  %46 = load i32, ptr %8, align 4, !dbg !52, !tbaa !8
  %47 = icmp slt i32 %45, %46, !dbg !53
  br i1 %47, label %49, label %48, !dbg !54

48:                                               ; preds = %44
  call void @llvm.lifetime.end.p0(ptr %12) #5, !dbg !54
  br label %151

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
  %57 = sext i32 %56 to i64, !dbg !61
  %58 = getelementptr inbounds [34 x float], ptr %55, i64 0, i64 %57, !dbg !61
  %59 = load float, ptr %58, align 4, !dbg !61, !tbaa !30
  %60 = load i32, ptr %13, align 4, !dbg !63, !tbaa !8
  %61 = sext i32 %60 to i64, !dbg !64
  %62 = getelementptr inbounds [66 x [34 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8strip_2dPKfPfiiE1t to ptr), i64 0, i64 %61, !dbg !64
  %63 = load i32, ptr %10, align 4, !dbg !65, !tbaa !8
  %64 = add nsw i32 %63, 2, !dbg !66
  %65 = sext i32 %64 to i64, !dbg !64
  %66 = getelementptr inbounds [34 x float], ptr %62, i64 0, i64 %65, !dbg !64
  %67 = load float, ptr %66, align 4, !dbg !64, !tbaa !30
  %68 = fadd contract float %59, %67, !dbg !67
  %69 = load i32, ptr %13, align 4, !dbg !68, !tbaa !8
  %70 = add nsw i32 %69, 2, !dbg !69
  %71 = sext i32 %70 to i64, !dbg !70
  %72 = getelementptr inbounds [66 x [34 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8strip_2dPKfPfiiE1t to ptr), i64 0, i64 %71, !dbg !70
  %73 = load i32, ptr %10, align 4, !dbg !71, !tbaa !8
  %74 = sext i32 %73 to i64, !dbg !70
  %75 = getelementptr inbounds [34 x float], ptr %72, i64 0, i64 %74, !dbg !70
  %76 = load float, ptr %75, align 4, !dbg !70, !tbaa !30
  %77 = fadd contract float %68, %76, !dbg !72
  %78 = load i32, ptr %13, align 4, !dbg !73, !tbaa !8
  %79 = add nsw i32 %78, 2, !dbg !74
  %80 = sext i32 %79 to i64, !dbg !75
  %81 = getelementptr inbounds [66 x [34 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8strip_2dPKfPfiiE1t to ptr), i64 0, i64 %80, !dbg !75
  %82 = load i32, ptr %10, align 4, !dbg !76, !tbaa !8
  %83 = add nsw i32 %82, 2, !dbg !77
  %84 = sext i32 %83 to i64, !dbg !75
  %85 = getelementptr inbounds [34 x float], ptr %81, i64 0, i64 %84, !dbg !75
  %86 = load float, ptr %85, align 4, !dbg !75, !tbaa !30
  %87 = fadd contract float %77, %86, !dbg !78
  %88 = fmul contract float 6.250000e-02, %87, !dbg !79
  %89 = load i32, ptr %13, align 4, !dbg !80, !tbaa !8
  %90 = sext i32 %89 to i64, !dbg !81
  %91 = getelementptr inbounds [66 x [34 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8strip_2dPKfPfiiE1t to ptr), i64 0, i64 %90, !dbg !81
  %92 = load i32, ptr %10, align 4, !dbg !82, !tbaa !8
  %93 = add nsw i32 %92, 1, !dbg !83
  %94 = sext i32 %93 to i64, !dbg !81
  %95 = getelementptr inbounds [34 x float], ptr %91, i64 0, i64 %94, !dbg !81
  %96 = load float, ptr %95, align 4, !dbg !81, !tbaa !30
  %97 = load i32, ptr %13, align 4, !dbg !84, !tbaa !8
  %98 = add nsw i32 %97, 1, !dbg !85
  %99 = sext i32 %98 to i64, !dbg !86
  %100 = getelementptr inbounds [66 x [34 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8strip_2dPKfPfiiE1t to ptr), i64 0, i64 %99, !dbg !86
  %101 = load i32, ptr %10, align 4, !dbg !87, !tbaa !8
  %102 = sext i32 %101 to i64, !dbg !86
  %103 = getelementptr inbounds [34 x float], ptr %100, i64 0, i64 %102, !dbg !86
  %104 = load float, ptr %103, align 4, !dbg !86, !tbaa !30
  %105 = fadd contract float %96, %104, !dbg !88
  %106 = load i32, ptr %13, align 4, !dbg !89, !tbaa !8
  %107 = add nsw i32 %106, 1, !dbg !90
  %108 = sext i32 %107 to i64, !dbg !91
  %109 = getelementptr inbounds [66 x [34 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8strip_2dPKfPfiiE1t to ptr), i64 0, i64 %108, !dbg !91
  %110 = load i32, ptr %10, align 4, !dbg !92, !tbaa !8
  %111 = add nsw i32 %110, 2, !dbg !93
  %112 = sext i32 %111 to i64, !dbg !91
  %113 = getelementptr inbounds [34 x float], ptr %109, i64 0, i64 %112, !dbg !91
  %114 = load float, ptr %113, align 4, !dbg !91, !tbaa !30
  %115 = fadd contract float %105, %114, !dbg !94
  %116 = load i32, ptr %13, align 4, !dbg !95, !tbaa !8
  %117 = add nsw i32 %116, 2, !dbg !96
  %118 = sext i32 %117 to i64, !dbg !97
  %119 = getelementptr inbounds [66 x [34 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8strip_2dPKfPfiiE1t to ptr), i64 0, i64 %118, !dbg !97
  %120 = load i32, ptr %10, align 4, !dbg !98, !tbaa !8
  %121 = add nsw i32 %120, 1, !dbg !99
  %122 = sext i32 %121 to i64, !dbg !97
  %123 = getelementptr inbounds [34 x float], ptr %119, i64 0, i64 %122, !dbg !97
  %124 = load float, ptr %123, align 4, !dbg !97, !tbaa !30
  %125 = fadd contract float %115, %124, !dbg !100
  %126 = fmul contract float 1.250000e-01, %125, !dbg !101
  %127 = fadd contract float %88, %126, !dbg !102
  %128 = load i32, ptr %13, align 4, !dbg !103, !tbaa !8
  %129 = add nsw i32 %128, 1, !dbg !104
  %130 = sext i32 %129 to i64, !dbg !105
  %131 = getelementptr inbounds [66 x [34 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8strip_2dPKfPfiiE1t to ptr), i64 0, i64 %130, !dbg !105
  %132 = load i32, ptr %10, align 4, !dbg !106, !tbaa !8
  %133 = add nsw i32 %132, 1, !dbg !107
  %134 = sext i32 %133 to i64, !dbg !105
  %135 = getelementptr inbounds [34 x float], ptr %131, i64 0, i64 %134, !dbg !105
  %136 = load float, ptr %135, align 4, !dbg !105, !tbaa !30
  %137 = fmul contract float 2.500000e-01, %136, !dbg !108
  %138 = fadd contract float %127, %137, !dbg !109
  %139 = load ptr, ptr %6, align 8, !dbg !110, !tbaa !15
  %140 = load i32, ptr %13, align 4, !dbg !111, !tbaa !8
  %141 = add nsw i32 %140, 1, !dbg !112
  %142 = load i32, ptr %7, align 4, !dbg !113, !tbaa !8
  %143 = mul nsw i32 %141, %142, !dbg !114
  %144 = load i32, ptr %10, align 4, !dbg !115, !tbaa !8
  %145 = add nsw i32 %143, %144, !dbg !116
  %146 = sext i32 %145 to i64, !dbg !110
  %147 = getelementptr inbounds float, ptr %139, i64 %146, !dbg !110
  store float %138, ptr %147, align 4, !dbg !117, !tbaa !30
  call void @llvm.lifetime.end.p0(ptr %13) #5, !dbg !118
  br label %148, !dbg !118

148:                                              ; preds = %49
  %149 = load i32, ptr %12, align 4, !dbg !119, !tbaa !8
  %150 = add nsw i32 %149, 1, !dbg !119
  store i32 %150, ptr %12, align 4, !dbg !119, !tbaa !8
  br label %44, !dbg !54, !llvm.loop !120

151:                                              ; preds = %48
  call void @llvm.lifetime.end.p0(ptr %11) #5, !dbg !121
  call void @llvm.lifetime.end.p0(ptr %10) #5, !dbg !121
  ret void, !dbg !121
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #2 comdat align 2 !dbg !122 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !124
  ret i32 %1, !dbg !125
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #2 comdat align 2 !dbg !126 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !127
  ret i32 %1, !dbg !128
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv() #2 comdat align 2 !dbg !129 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !130
  ret i32 %1, !dbg !131
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9strip_ptrPKfPfii(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !132 {
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
  call void @llvm.lifetime.start.p0(ptr %9) #5, !dbg !133
  %13 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #6, !dbg !134
  store i32 %13, ptr %9, align 4, !dbg !135, !tbaa !8
  br label %14, !dbg !133

14:                                               ; preds = %34, %4
  %15 = load i32, ptr %9, align 4, !dbg !136, !tbaa !8
  %16 = icmp slt i32 %15, 66, !dbg !137
  br i1 %16, label %18, label %17, !dbg !138

17:                                               ; preds = %14
  call void @llvm.lifetime.end.p0(ptr %9) #5, !dbg !138
  br label %38

18:                                               ; preds = %14
  %19 = load ptr, ptr %5, align 8, !dbg !139, !tbaa !15
  %20 = load i32, ptr %9, align 4, !dbg !140, !tbaa !8
  %21 = load i32, ptr %7, align 4, !dbg !141, !tbaa !8
  %22 = mul nsw i32 %20, %21, !dbg !142
  %23 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6, !dbg !143
  %24 = add i32 %22, %23, !dbg !144
  %25 = zext i32 %24 to i64, !dbg !139
  %26 = getelementptr inbounds nuw float, ptr %19, i64 %25, !dbg !139
  %27 = load float, ptr %26, align 4, !dbg !139, !tbaa !30
  %28 = load i32, ptr %9, align 4, !dbg !145, !tbaa !8
  %29 = mul nsw i32 %28, 34, !dbg !146
  %30 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6, !dbg !147
  %31 = add i32 %29, %30, !dbg !148
  %32 = zext i32 %31 to i64, !dbg !149
  %33 = getelementptr inbounds nuw [2244 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9strip_ptrPKfPfiiE1t to ptr), i64 0, i64 %32, !dbg !149
  store float %27, ptr %33, align 4, !dbg !150, !tbaa !30
  br label %34, !dbg !149

34:                                               ; preds = %18
  %35 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv() #6, !dbg !151
  %36 = load i32, ptr %9, align 4, !dbg !152, !tbaa !8
  %37 = add i32 %36, %35, !dbg !152
  store i32 %37, ptr %9, align 4, !dbg !152, !tbaa !8
  br label %14, !dbg !138, !llvm.loop !153

38:                                               ; preds = %17
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !155
  call void @llvm.lifetime.start.p0(ptr %10) #5, !dbg !156
  %39 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #6, !dbg !157
  %40 = load i32, ptr %8, align 4, !dbg !158, !tbaa !8
  %41 = mul i32 %39, %40, !dbg !159
  %42 = mul i32 %41, 34, !dbg !160
  %43 = zext i32 %42 to i64, !dbg !161
  %44 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9strip_ptrPKfPfiiE1t to ptr), i64 %43, !dbg !161
  %45 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6, !dbg !162
  %46 = zext i32 %45 to i64, !dbg !163
  %47 = getelementptr inbounds nuw float, ptr %44, i64 %46, !dbg !163
  store ptr %47, ptr %10, align 8, !dbg !164, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %11) #5, !dbg !165
  %48 = load ptr, ptr %6, align 8, !dbg !166, !tbaa !15
  %49 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #6, !dbg !167
  %50 = load i32, ptr %8, align 4, !dbg !168, !tbaa !8
  %51 = mul i32 %49, %50, !dbg !169
  %52 = load i32, ptr %7, align 4, !dbg !170, !tbaa !8
  %53 = mul i32 %51, %52, !dbg !171
  %54 = zext i32 %53 to i64, !dbg !172
  %55 = getelementptr inbounds nuw float, ptr %48, i64 %54, !dbg !172
  %56 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6, !dbg !173
  %57 = zext i32 %56 to i64, !dbg !174
  %58 = getelementptr inbounds nuw float, ptr %55, i64 %57, !dbg !174
  store ptr %58, ptr %11, align 8, !dbg !175, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %12) #5, !dbg !176
  %59 = load i32, ptr %8, align 4, !dbg !177, !tbaa !8
  store i32 %59, ptr %12, align 4, !dbg !178, !tbaa !8
  br label %60, !dbg !176

60:                                               ; preds = %80, %38
  %61 = load i32, ptr %12, align 4, !dbg !179, !tbaa !8
  %62 = icmp sgt i32 %61, 0, !dbg !180
  br i1 %62, label %64, label %63, !dbg !181

63:                                               ; preds = %60
  call void @llvm.lifetime.end.p0(ptr %12) #5, !dbg !181
  br label %89

64:                                               ; preds = %60
  %65 = load ptr, ptr %10, align 8, !dbg !182, !tbaa !15
  %66 = getelementptr inbounds float, ptr %65, i64 0, !dbg !182
  %67 = load float, ptr %66, align 4, !dbg !182, !tbaa !30
  %68 = fmul contract float 2.500000e-01, %67, !dbg !183
  %69 = load ptr, ptr %10, align 8, !dbg !184, !tbaa !15
  %70 = getelementptr inbounds float, ptr %69, i64 34, !dbg !184
  %71 = load float, ptr %70, align 4, !dbg !184, !tbaa !30
  %72 = fmul contract float 5.000000e-01, %71, !dbg !185
  %73 = fadd contract float %68, %72, !dbg !186
  %74 = load ptr, ptr %10, align 8, !dbg !187, !tbaa !15
  %75 = getelementptr inbounds float, ptr %74, i64 68, !dbg !187
  %76 = load float, ptr %75, align 4, !dbg !187, !tbaa !30
  %77 = fmul contract float 2.500000e-01, %76, !dbg !188
  %78 = fadd contract float %73, %77, !dbg !189
  %79 = load ptr, ptr %11, align 8, !dbg !190, !tbaa !15
  store float %78, ptr %79, align 4, !dbg !191, !tbaa !30
  br label %80, !dbg !192

80:                                               ; preds = %64
  %81 = load i32, ptr %12, align 4, !dbg !193, !tbaa !8
  %82 = add nsw i32 %81, -1, !dbg !193
  store i32 %82, ptr %12, align 4, !dbg !193, !tbaa !8
  %83 = load ptr, ptr %10, align 8, !dbg !194, !tbaa !15
  %84 = getelementptr inbounds float, ptr %83, i64 34, !dbg !194
  store ptr %84, ptr %10, align 8, !dbg !194, !tbaa !15
  %85 = load i32, ptr %7, align 4, !dbg !195, !tbaa !8
  %86 = load ptr, ptr %11, align 8, !dbg !196, !tbaa !15
  %87 = sext i32 %85 to i64, !dbg !196
  %88 = getelementptr inbounds float, ptr %86, i64 %87, !dbg !196
  store ptr %88, ptr %11, align 8, !dbg !196, !tbaa !15
  br label %60, !dbg !181, !llvm.loop !197

89:                                               ; preds = %63
  call void @llvm.lifetime.end.p0(ptr %11) #5, !dbg !199
  call void @llvm.lifetime.end.p0(ptr %10) #5, !dbg !199
  ret void, !dbg !199
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10strip_syncPKfPfii(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !200 {
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
  call void @llvm.lifetime.start.p0(ptr %9) #5, !dbg !201
  %11 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6, !dbg !202
  store i32 %11, ptr %9, align 4, !dbg !203, !tbaa !8
  %12 = load ptr, ptr %5, align 8, !dbg !204, !tbaa !15
  %13 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #6, !dbg !205
  %14 = load i32, ptr %7, align 4, !dbg !206, !tbaa !8
  %15 = mul i32 %13, %14, !dbg !207
  %16 = load i32, ptr %9, align 4, !dbg !208, !tbaa !8
  %17 = add i32 %15, %16, !dbg !209
  %18 = zext i32 %17 to i64, !dbg !204
  %19 = getelementptr inbounds nuw float, ptr %12, i64 %18, !dbg !204
  %20 = load float, ptr %19, align 4, !dbg !204, !tbaa !30
  %21 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #6, !dbg !210
  %22 = zext i32 %21 to i64, !dbg !211
  %23 = getelementptr inbounds nuw [66 x [34 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10strip_syncPKfPfiiE1t to ptr), i64 0, i64 %22, !dbg !211
  %24 = load i32, ptr %9, align 4, !dbg !212, !tbaa !8
  %25 = sext i32 %24 to i64, !dbg !211
  %26 = getelementptr inbounds [34 x float], ptr %23, i64 0, i64 %25, !dbg !211
  store float %20, ptr %26, align 4, !dbg !213, !tbaa !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !214
  call void @llvm.lifetime.start.p0(ptr %10) #5, !dbg !215
  store i32 0, ptr %10, align 4, !dbg !216, !tbaa !8
  br label %27, !dbg !215

27:                                               ; preds = %57, %4
  %28 = load i32, ptr %10, align 4, !dbg !217, !tbaa !8
  %29 = load i32, ptr %8, align 4, !dbg !218, !tbaa !8
  %30 = icmp slt i32 %28, %29, !dbg !219
  br i1 %30, label %32, label %31, !dbg !220

31:                                               ; preds = %27
  call void @llvm.lifetime.end.p0(ptr %10) #5, !dbg !220
  br label %60

32:                                               ; preds = %27
  %33 = load i32, ptr %10, align 4, !dbg !221, !tbaa !8
  %34 = sext i32 %33 to i64, !dbg !222
  %35 = getelementptr inbounds [66 x [34 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10strip_syncPKfPfiiE1t to ptr), i64 0, i64 %34, !dbg !222
  %36 = load i32, ptr %9, align 4, !dbg !223, !tbaa !8
  %37 = sext i32 %36 to i64, !dbg !222
  %38 = getelementptr inbounds [34 x float], ptr %35, i64 0, i64 %37, !dbg !222
  %39 = load float, ptr %38, align 4, !dbg !222, !tbaa !30
  %40 = load i32, ptr %10, align 4, !dbg !224, !tbaa !8
  %41 = add nsw i32 %40, 1, !dbg !225
  %42 = sext i32 %41 to i64, !dbg !226
  %43 = getelementptr inbounds [66 x [34 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10strip_syncPKfPfiiE1t to ptr), i64 0, i64 %42, !dbg !226
  %44 = load i32, ptr %9, align 4, !dbg !227, !tbaa !8
  %45 = sext i32 %44 to i64, !dbg !226
  %46 = getelementptr inbounds [34 x float], ptr %43, i64 0, i64 %45, !dbg !226
  %47 = load float, ptr %46, align 4, !dbg !226, !tbaa !30
  %48 = fadd contract float %39, %47, !dbg !228
  %49 = load ptr, ptr %6, align 8, !dbg !229, !tbaa !15
  %50 = load i32, ptr %10, align 4, !dbg !230, !tbaa !8
  %51 = load i32, ptr %7, align 4, !dbg !231, !tbaa !8
  %52 = mul nsw i32 %50, %51, !dbg !232
  %53 = load i32, ptr %9, align 4, !dbg !233, !tbaa !8
  %54 = add nsw i32 %52, %53, !dbg !234
  %55 = sext i32 %54 to i64, !dbg !229
  %56 = getelementptr inbounds float, ptr %49, i64 %55, !dbg !229
  store float %48, ptr %56, align 4, !dbg !235, !tbaa !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !236
  br label %57, !dbg !237

57:                                               ; preds = %32
  %58 = load i32, ptr %10, align 4, !dbg !238, !tbaa !8
  %59 = add nsw i32 %58, 1, !dbg !238
  store i32 %59, ptr %10, align 4, !dbg !238, !tbaa !8
  br label %27, !dbg !220, !llvm.loop !239

60:                                               ; preds = %31
  call void @llvm.lifetime.end.p0(ptr %9) #5, !dbg !240
  ret void, !dbg !240
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9tree_stepPfi(ptr noundef %0, i32 noundef %1) #0 !dbg !241 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !15
  store i32 %1, ptr %4, align 4, !tbaa !8
  %6 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6, !dbg !242
  %7 = uitofp i32 %6 to float, !dbg !242
  %8 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6, !dbg !243
  %9 = zext i32 %8 to i64, !dbg !244
  %10 = getelementptr inbounds nuw [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9tree_stepPfiE3acc to ptr), i64 0, i64 %9, !dbg !244
  store float %7, ptr %10, align 4, !dbg !245, !tbaa !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !246
  call void @llvm.lifetime.start.p0(ptr %5) #5, !dbg !247
  %11 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6, !dbg !248
  store i32 %11, ptr %5, align 4, !dbg !249, !tbaa !8
  br label %12, !dbg !247

12:                                               ; preds = %45, %2
  %13 = load i32, ptr %5, align 4, !dbg !250, !tbaa !8
  %14 = load i32, ptr %4, align 4, !dbg !251, !tbaa !8
  %15 = icmp slt i32 %13, %14, !dbg !252
  br i1 %15, label %17, label %16, !dbg !253

16:                                               ; preds = %12
  call void @llvm.lifetime.end.p0(ptr %5) #5, !dbg !253
  br label %49

17:                                               ; preds = %12
  %18 = load i32, ptr %4, align 4, !dbg !254, !tbaa !8
  %19 = load i32, ptr %5, align 4, !dbg !255, !tbaa !8
  %20 = add nsw i32 %18, %19, !dbg !256
  %21 = sext i32 %20 to i64, !dbg !257
  %22 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9tree_stepPfiE3acc to ptr), i64 0, i64 %21, !dbg !257
  %23 = load float, ptr %22, align 4, !dbg !257, !tbaa !30
  %24 = load i32, ptr %4, align 4, !dbg !258, !tbaa !8
  %25 = mul nsw i32 2, %24, !dbg !259
  %26 = load i32, ptr %5, align 4, !dbg !260, !tbaa !8
  %27 = add nsw i32 %25, %26, !dbg !261
  %28 = sext i32 %27 to i64, !dbg !262
  %29 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9tree_stepPfiE3acc to ptr), i64 0, i64 %28, !dbg !262
  %30 = load float, ptr %29, align 4, !dbg !262, !tbaa !30
  %31 = fmul contract float %23, %30, !dbg !263
  %32 = load i32, ptr %4, align 4, !dbg !264, !tbaa !8
  %33 = mul nsw i32 3, %32, !dbg !265
  %34 = load i32, ptr %5, align 4, !dbg !266, !tbaa !8
  %35 = add nsw i32 %33, %34, !dbg !267
  %36 = sext i32 %35 to i64, !dbg !268
  %37 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9tree_stepPfiE3acc to ptr), i64 0, i64 %36, !dbg !268
  %38 = load float, ptr %37, align 4, !dbg !268, !tbaa !30
  %39 = fadd contract float %31, %38, !dbg !269
  %40 = load i32, ptr %5, align 4, !dbg !270, !tbaa !8
  %41 = sext i32 %40 to i64, !dbg !271
  %42 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9tree_stepPfiE3acc to ptr), i64 0, i64 %41, !dbg !271
  %43 = load float, ptr %42, align 4, !dbg !272, !tbaa !30
  %44 = fadd contract float %43, %39, !dbg !272
  store float %44, ptr %42, align 4, !dbg !272, !tbaa !30
  br label %45, !dbg !271

45:                                               ; preds = %17
  %46 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #6, !dbg !273
  %47 = load i32, ptr %5, align 4, !dbg !274, !tbaa !8
  %48 = add i32 %47, %46, !dbg !274
  store i32 %48, ptr %5, align 4, !dbg !274, !tbaa !8
  br label %12, !dbg !253, !llvm.loop !275

49:                                               ; preds = %16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !277
  %50 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6, !dbg !278
  %51 = zext i32 %50 to i64, !dbg !279
  %52 = getelementptr inbounds nuw [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9tree_stepPfiE3acc to ptr), i64 0, i64 %51, !dbg !279
  %53 = load float, ptr %52, align 4, !dbg !279, !tbaa !30
  %54 = load ptr, ptr %3, align 8, !dbg !280, !tbaa !15
  %55 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6, !dbg !281
  %56 = zext i32 %55 to i64, !dbg !280
  %57 = getelementptr inbounds nuw float, ptr %54, i64 %56, !dbg !280
  store float %53, ptr %57, align 4, !dbg !282, !tbaa !30
  ret void, !dbg !283
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #2 comdat align 2 !dbg !284 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !285
  ret i32 %1, !dbg !286
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

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
!60 = !DILocation(line: 11, column: 42, scope: !12)
!61 = !DILocation(line: 11, column: 40, scope: !12)
!62 = !DILocation(line: 11, column: 45, scope: !12)
!63 = !DILocation(line: 11, column: 53, scope: !12)
!64 = !DILocation(line: 11, column: 51, scope: !12)
!65 = !DILocation(line: 11, column: 56, scope: !12)
!66 = !DILocation(line: 11, column: 59, scope: !12)
!67 = !DILocation(line: 11, column: 49, scope: !12)
!68 = !DILocation(line: 11, column: 68, scope: !12)
!69 = !DILocation(line: 11, column: 70, scope: !12)
!70 = !DILocation(line: 11, column: 66, scope: !12)
!71 = !DILocation(line: 11, column: 75, scope: !12)
!72 = !DILocation(line: 11, column: 64, scope: !12)
!73 = !DILocation(line: 11, column: 83, scope: !12)
!74 = !DILocation(line: 11, column: 85, scope: !12)
!75 = !DILocation(line: 11, column: 81, scope: !12)
!76 = !DILocation(line: 11, column: 90, scope: !12)
!77 = !DILocation(line: 11, column: 93, scope: !12)
!78 = !DILocation(line: 11, column: 79, scope: !12)
!79 = !DILocation(line: 11, column: 37, scope: !12)
!80 = !DILocation(line: 12, column: 41, scope: !12)
!81 = !DILocation(line: 12, column: 39, scope: !12)
!82 = !DILocation(line: 12, column: 44, scope: !12)
!83 = !DILocation(line: 12, column: 47, scope: !12)
!84 = !DILocation(line: 12, column: 56, scope: !12)
!85 = !DILocation(line: 12, column: 58, scope: !12)
!86 = !DILocation(line: 12, column: 54, scope: !12)
!87 = !DILocation(line: 12, column: 63, scope: !12)
!88 = !DILocation(line: 12, column: 52, scope: !12)
!89 = !DILocation(line: 12, column: 71, scope: !12)
!90 = !DILocation(line: 12, column: 73, scope: !12)
!91 = !DILocation(line: 12, column: 69, scope: !12)
!92 = !DILocation(line: 12, column: 78, scope: !12)
!93 = !DILocation(line: 12, column: 81, scope: !12)
!94 = !DILocation(line: 12, column: 67, scope: !12)
!95 = !DILocation(line: 12, column: 90, scope: !12)
!96 = !DILocation(line: 12, column: 92, scope: !12)
!97 = !DILocation(line: 12, column: 88, scope: !12)
!98 = !DILocation(line: 12, column: 97, scope: !12)
!99 = !DILocation(line: 12, column: 100, scope: !12)
!100 = !DILocation(line: 12, column: 86, scope: !12)
!101 = !DILocation(line: 12, column: 36, scope: !12)
!102 = !DILocation(line: 11, column: 99, scope: !12)
!103 = !DILocation(line: 13, column: 39, scope: !12)
!104 = !DILocation(line: 13, column: 41, scope: !12)
!105 = !DILocation(line: 13, column: 37, scope: !12)
!106 = !DILocation(line: 13, column: 46, scope: !12)
!107 = !DILocation(line: 13, column: 49, scope: !12)
!108 = !DILocation(line: 13, column: 35, scope: !12)
!109 = !DILocation(line: 12, column: 106, scope: !12)
!110 = !DILocation(line: 11, column: 5, scope: !12)
!111 = !DILocation(line: 11, column: 10, scope: !12)
!112 = !DILocation(line: 11, column: 12, scope: !12)
!113 = !DILocation(line: 11, column: 19, scope: !12)
!114 = !DILocation(line: 11, column: 17, scope: !12)
!115 = !DILocation(line: 11, column: 23, scope: !12)
!116 = !DILocation(line: 11, column: 21, scope: !12)
!117 = !DILocation(line: 11, column: 27, scope: !12)
!118 = !DILocation(line: 14, column: 3, scope: !12)
!119 = !DILocation(line: 9, column: 26, scope: !12)
!120 = distinct !{!120, !54, !118, !40}
!121 = !DILocation(line: 15, column: 1, scope: !12)
!122 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !123, file: !123, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!123 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!124 = !DILocation(line: 54, column: 27, scope: !122)
!125 = !DILocation(line: 54, column: 3, scope: !122)
!126 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !123, file: !123, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!127 = !DILocation(line: 53, column: 27, scope: !126)
!128 = !DILocation(line: 53, column: 3, scope: !126)
!129 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !123, file: !123, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!130 = !DILocation(line: 80, column: 27, scope: !129)
!131 = !DILocation(line: 80, column: 3, scope: !129)
!132 = distinct !DISubprogram(name: "strip_ptr", scope: !1, file: !1, line: 16, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!133 = !DILocation(line: 18, column: 8, scope: !132)
!134 = !DILocation(line: 18, column: 16, scope: !132)
!135 = !DILocation(line: 18, column: 12, scope: !132)
!136 = !DILocation(line: 18, column: 29, scope: !132)
!137 = !DILocation(line: 18, column: 31, scope: !132)
!138 = !DILocation(line: 18, column: 3, scope: !132)
!139 = !DILocation(line: 19, column: 30, scope: !132)
!140 = !DILocation(line: 19, column: 33, scope: !132)
!141 = !DILocation(line: 19, column: 37, scope: !132)
!142 = !DILocation(line: 19, column: 35, scope: !132)
!143 = !DILocation(line: 19, column: 41, scope: !132)
!144 = !DILocation(line: 19, column: 39, scope: !132)
!145 = !DILocation(line: 19, column: 7, scope: !132)
!146 = !DILocation(line: 19, column: 9, scope: !132)
!147 = !DILocation(line: 19, column: 15, scope: !132)
!148 = !DILocation(line: 19, column: 13, scope: !132)
!149 = !DILocation(line: 19, column: 5, scope: !132)
!150 = !DILocation(line: 19, column: 28, scope: !132)
!151 = !DILocation(line: 18, column: 42, scope: !132)
!152 = !DILocation(line: 18, column: 39, scope: !132)
!153 = distinct !{!153, !138, !154, !40}
!154 = !DILocation(line: 19, column: 52, scope: !132)
!155 = !DILocation(line: 20, column: 3, scope: !132)
!156 = !DILocation(line: 21, column: 3, scope: !132)
!157 = !DILocation(line: 21, column: 24, scope: !132)
!158 = !DILocation(line: 21, column: 38, scope: !132)
!159 = !DILocation(line: 21, column: 36, scope: !132)
!160 = !DILocation(line: 21, column: 40, scope: !132)
!161 = !DILocation(line: 21, column: 22, scope: !132)
!162 = !DILocation(line: 21, column: 46, scope: !132)
!163 = !DILocation(line: 21, column: 44, scope: !132)
!164 = !DILocation(line: 21, column: 16, scope: !132)
!165 = !DILocation(line: 22, column: 3, scope: !132)
!166 = !DILocation(line: 22, column: 14, scope: !132)
!167 = !DILocation(line: 22, column: 20, scope: !132)
!168 = !DILocation(line: 22, column: 34, scope: !132)
!169 = !DILocation(line: 22, column: 32, scope: !132)
!170 = !DILocation(line: 22, column: 38, scope: !132)
!171 = !DILocation(line: 22, column: 36, scope: !132)
!172 = !DILocation(line: 22, column: 18, scope: !132)
!173 = !DILocation(line: 22, column: 42, scope: !132)
!174 = !DILocation(line: 22, column: 40, scope: !132)
!175 = !DILocation(line: 22, column: 10, scope: !132)
!176 = !DILocation(line: 23, column: 8, scope: !132)
!177 = !DILocation(line: 23, column: 16, scope: !132)
!178 = !DILocation(line: 23, column: 12, scope: !132)
!179 = !DILocation(line: 23, column: 19, scope: !132)
!180 = !DILocation(line: 23, column: 21, scope: !132)
!181 = !DILocation(line: 23, column: 3, scope: !132)
!182 = !DILocation(line: 24, column: 18, scope: !132)
!183 = !DILocation(line: 24, column: 16, scope: !132)
!184 = !DILocation(line: 24, column: 32, scope: !132)
!185 = !DILocation(line: 24, column: 30, scope: !132)
!186 = !DILocation(line: 24, column: 23, scope: !132)
!187 = !DILocation(line: 24, column: 47, scope: !132)
!188 = !DILocation(line: 24, column: 45, scope: !132)
!189 = !DILocation(line: 24, column: 37, scope: !132)
!190 = !DILocation(line: 24, column: 6, scope: !132)
!191 = !DILocation(line: 24, column: 8, scope: !132)
!192 = !DILocation(line: 24, column: 5, scope: !132)
!193 = !DILocation(line: 23, column: 26, scope: !132)
!194 = !DILocation(line: 23, column: 33, scope: !132)
!195 = !DILocation(line: 23, column: 44, scope: !132)
!196 = !DILocation(line: 23, column: 41, scope: !132)
!197 = distinct !{!197, !181, !198, !40}
!198 = !DILocation(line: 24, column: 54, scope: !132)
!199 = !DILocation(line: 25, column: 1, scope: !132)
!200 = distinct !DISubprogram(name: "strip_sync", scope: !1, file: !1, line: 26, type: !13, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!201 = !DILocation(line: 28, column: 3, scope: !200)
!202 = !DILocation(line: 28, column: 12, scope: !200)
!203 = !DILocation(line: 28, column: 7, scope: !200)
!204 = !DILocation(line: 29, column: 24, scope: !200)
!205 = !DILocation(line: 29, column: 27, scope: !200)
!206 = !DILocation(line: 29, column: 41, scope: !200)
!207 = !DILocation(line: 29, column: 39, scope: !200)
!208 = !DILocation(line: 29, column: 45, scope: !200)
!209 = !DILocation(line: 29, column: 43, scope: !200)
!210 = !DILocation(line: 29, column: 5, scope: !200)
!211 = !DILocation(line: 29, column: 3, scope: !200)
!212 = !DILocation(line: 29, column: 18, scope: !200)
!213 = !DILocation(line: 29, column: 22, scope: !200)
!214 = !DILocation(line: 30, column: 3, scope: !200)
!215 = !DILocation(line: 31, column: 8, scope: !200)
!216 = !DILocation(line: 31, column: 12, scope: !200)
!217 = !DILocation(line: 31, column: 19, scope: !200)
!218 = !DILocation(line: 31, column: 23, scope: !200)
!219 = !DILocation(line: 31, column: 21, scope: !200)
!220 = !DILocation(line: 31, column: 3, scope: !200)
!221 = !DILocation(line: 32, column: 25, scope: !200)
!222 = !DILocation(line: 32, column: 23, scope: !200)
!223 = !DILocation(line: 32, column: 28, scope: !200)
!224 = !DILocation(line: 32, column: 36, scope: !200)
!225 = !DILocation(line: 32, column: 38, scope: !200)
!226 = !DILocation(line: 32, column: 34, scope: !200)
!227 = !DILocation(line: 32, column: 43, scope: !200)
!228 = !DILocation(line: 32, column: 32, scope: !200)
!229 = !DILocation(line: 32, column: 5, scope: !200)
!230 = !DILocation(line: 32, column: 9, scope: !200)
!231 = !DILocation(line: 32, column: 13, scope: !200)
!232 = !DILocation(line: 32, column: 11, scope: !200)
!233 = !DILocation(line: 32, column: 17, scope: !200)
!234 = !DILocation(line: 32, column: 15, scope: !200)
!235 = !DILocation(line: 32, column: 21, scope: !200)
!236 = !DILocation(line: 33, column: 5, scope: !200)
!237 = !DILocation(line: 34, column: 3, scope: !200)
!238 = !DILocation(line: 31, column: 26, scope: !200)
!239 = distinct !{!239, !220, !237, !40}
!240 = !DILocation(line: 35, column: 1, scope: !200)
!241 = distinct !DISubprogram(name: "tree_step", scope: !1, file: !1, line: 36, type: !13, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!242 = !DILocation(line: 38, column: 29, scope: !241)
!243 = !DILocation(line: 38, column: 7, scope: !241)
!244 = !DILocation(line: 38, column: 3, scope: !241)
!245 = !DILocation(line: 38, column: 20, scope: !241)
!246 = !DILocation(line: 39, column: 3, scope: !241)
!247 = !DILocation(line: 40, column: 8, scope: !241)
!248 = !DILocation(line: 40, column: 16, scope: !241)
!249 = !DILocation(line: 40, column: 12, scope: !241)
!250 = !DILocation(line: 40, column: 29, scope: !241)
!251 = !DILocation(line: 40, column: 33, scope: !241)
!252 = !DILocation(line: 40, column: 31, scope: !241)
!253 = !DILocation(line: 40, column: 3, scope: !241)
!254 = !DILocation(line: 41, column: 19, scope: !241)
!255 = !DILocation(line: 41, column: 28, scope: !241)
!256 = !DILocation(line: 41, column: 26, scope: !241)
!257 = !DILocation(line: 41, column: 15, scope: !241)
!258 = !DILocation(line: 41, column: 41, scope: !241)
!259 = !DILocation(line: 41, column: 39, scope: !241)
!260 = !DILocation(line: 41, column: 50, scope: !241)
!261 = !DILocation(line: 41, column: 48, scope: !241)
!262 = !DILocation(line: 41, column: 33, scope: !241)
!263 = !DILocation(line: 41, column: 31, scope: !241)
!264 = !DILocation(line: 41, column: 63, scope: !241)
!265 = !DILocation(line: 41, column: 61, scope: !241)
!266 = !DILocation(line: 41, column: 72, scope: !241)
!267 = !DILocation(line: 41, column: 70, scope: !241)
!268 = !DILocation(line: 41, column: 55, scope: !241)
!269 = !DILocation(line: 41, column: 53, scope: !241)
!270 = !DILocation(line: 41, column: 9, scope: !241)
!271 = !DILocation(line: 41, column: 5, scope: !241)
!272 = !DILocation(line: 41, column: 12, scope: !241)
!273 = !DILocation(line: 40, column: 46, scope: !241)
!274 = !DILocation(line: 40, column: 43, scope: !241)
!275 = distinct !{!275, !253, !276, !40}
!276 = !DILocation(line: 41, column: 73, scope: !241)
!277 = !DILocation(line: 42, column: 3, scope: !241)
!278 = !DILocation(line: 43, column: 26, scope: !241)
!279 = !DILocation(line: 43, column: 22, scope: !241)
!280 = !DILocation(line: 43, column: 3, scope: !241)
!281 = !DILocation(line: 43, column: 7, scope: !241)
!282 = !DILocation(line: 43, column: 20, scope: !241)
!283 = !DILocation(line: 44, column: 1, scope: !241)
!284 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !123, file: !123, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!285 = !DILocation(line: 79, column: 27, scope: !284)
!286 = !DILocation(line: 79, column: 3, scope: !284)
