; Corpus r1: count unrolls of runtime-trip global-load reductions only add
; to what stock does. Kernels (clang -O3 -Xclang -disable-llvm-passes
; -gline-tables-only of this source):
;  - rowsum (line 7): step 1 over a long row; LLVM's own unroller runtime-
;    unrolls its one-load body by 8: left to it (olcf_matrix_sums_cols, where
;    count 4 ran 0.54x of stock);
;  - gridsum (14): grid-stride dot product, stock leaves it rolled: by 4;
;  - runmean (21): a Welford step, an fdiv on the carried chain: left rolled
;    (hecb_rowwise_moments, 0.79x by 4);
;  - sqrtsum (34): a sqrt of the loaded value, not on the chain: by 4
;    through clang (checked there; under opt the libdevice call is not
;    folded and the loop is no reduction candidate: no remark);
;  - stencil (43): inner loop of a filter window whose width is a kernel
;    argument, nested in its twin: left to stock (pkt_convolution_v1);
;  - rows (55): an inner block-stride walk in a grid-stride loop over rows
;    with another bound: by 4.
; RUN: opt %loadplugin -passes='default<O3>' -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt %loadplugin -passes='default<O3>' -pass-remarks=loop-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=STOCK
; REMARK-DAG: reduce.cu:7:3: loop left to LLVM's unroller: stock already unrolls it by more (8 > 4)
; REMARK-DAG: reduce.cu:14:3: unrolling loop by 4, the rest left to ptxas (runtime trip count): global-load reduction
; REMARK-DAG: reduce.cu:21:3: loop left rolled: carried update bound by a long-latency operation (fdiv, sqrt, integer division, call)
; REMARK-DAG: reduce.cu:43:5: loop left rolled: runtime trip from the same bound as its enclosing loop (a filter window)
; REMARK-DAG: reduce.cu:55:5: unrolling loop by 4, the rest left to ptxas (runtime trip count): global-load reduction
; STOCK-DAG:  reduce.cu:7:3: unrolled loop by a factor of 8 with run-time trip count
; STOCK-DAG:  reduce.cu:43:5: unrolled loop by a factor of 2 with run-time trip count
; STOCK-DAG:  reduce.cu:14:3: unrolled loop by a factor of 4 with run-time trip count
; ModuleID = 'reduce.cu'
source_filename = "reduce.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

$_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv = comdat any

$_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv = comdat any

$_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv = comdat any

$_ZN24__cuda_builtin_gridDim_t17__fetch_builtin_xEv = comdat any

$_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_yEv = comdat any

$_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv = comdat any

$_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv = comdat any

@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"__CUDA_PREC_SQRT\00", align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6rowsumPKdPdm(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 !dbg !15 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca double, align 8
  %9 = alloca i64, align 8
  store ptr %0, ptr %4, align 8, !tbaa !18
  store ptr %1, ptr %5, align 8, !tbaa !18
  store i64 %2, ptr %6, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(ptr %7) #7, !dbg !23
  %10 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #8, !dbg !24
  %11 = zext i32 %10 to i64, !dbg !24
  %12 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #8, !dbg !25
  %13 = zext i32 %12 to i64, !dbg !25
  %14 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #8, !dbg !26
  %15 = zext i32 %14 to i64, !dbg !26
  %16 = mul i64 %13, %15, !dbg !27
  %17 = add i64 %11, %16, !dbg !28
  store i64 %17, ptr %7, align 8, !dbg !29, !tbaa !21
  call void @llvm.lifetime.start.p0(ptr %8) #7, !dbg !30
  store double 0.000000e+00, ptr %8, align 8, !dbg !31, !tbaa !32
  call void @llvm.lifetime.start.p0(ptr %9) #7, !dbg !34
  store i64 0, ptr %9, align 8, !dbg !35, !tbaa !21
  br label %18, !dbg !34

18:                                               ; preds = %34, %3
  %19 = load i64, ptr %9, align 8, !dbg !36, !tbaa !21
  %20 = load i64, ptr %6, align 8, !dbg !37, !tbaa !21
  %21 = icmp ult i64 %19, %20, !dbg !38
  br i1 %21, label %23, label %22, !dbg !39

22:                                               ; preds = %18
  call void @llvm.lifetime.end.p0(ptr %9) #7, !dbg !39
  br label %37

23:                                               ; preds = %18
  %24 = load ptr, ptr %4, align 8, !dbg !40, !tbaa !18
  %25 = load i64, ptr %7, align 8, !dbg !41, !tbaa !21
  %26 = load i64, ptr %6, align 8, !dbg !42, !tbaa !21
  %27 = load i64, ptr %9, align 8, !dbg !43, !tbaa !21
  %28 = mul i64 %26, %27, !dbg !44
  %29 = add i64 %25, %28, !dbg !45
  %30 = getelementptr inbounds nuw double, ptr %24, i64 %29, !dbg !40
  %31 = load double, ptr %30, align 8, !dbg !40, !tbaa !32
  %32 = load double, ptr %8, align 8, !dbg !46, !tbaa !32
  %33 = fadd contract double %32, %31, !dbg !46
  store double %33, ptr %8, align 8, !dbg !46, !tbaa !32
  br label %34, !dbg !47

34:                                               ; preds = %23
  %35 = load i64, ptr %9, align 8, !dbg !48, !tbaa !21
  %36 = add i64 %35, 1, !dbg !48
  store i64 %36, ptr %9, align 8, !dbg !48, !tbaa !21
  br label %18, !dbg !39, !llvm.loop !49

37:                                               ; preds = %22
  %38 = load double, ptr %8, align 8, !dbg !52, !tbaa !32
  %39 = load ptr, ptr %5, align 8, !dbg !53, !tbaa !18
  %40 = load i64, ptr %7, align 8, !dbg !54, !tbaa !21
  %41 = getelementptr inbounds nuw double, ptr %39, i64 %40, !dbg !53
  store double %38, ptr %41, align 8, !dbg !55, !tbaa !32
  call void @llvm.lifetime.end.p0(ptr %8) #7, !dbg !56
  call void @llvm.lifetime.end.p0(ptr %7) #7, !dbg !56
  ret void, !dbg !56
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #2 comdat align 2 !dbg !57 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !59
  ret i32 %1, !dbg !60
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #2 comdat align 2 !dbg !61 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !62
  ret i32 %1, !dbg !63
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #2 comdat align 2 !dbg !64 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !65
  ret i32 %1, !dbg !66
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7gridsumPKfS0_Pfl(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3) #0 !dbg !67 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca float, align 4
  %10 = alloca i64, align 8
  store ptr %0, ptr %5, align 8, !tbaa !68
  store ptr %1, ptr %6, align 8, !tbaa !68
  store ptr %2, ptr %7, align 8, !tbaa !68
  store i64 %3, ptr %8, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(ptr %9) #7, !dbg !70
  store float 0.000000e+00, ptr %9, align 4, !dbg !71, !tbaa !72
  call void @llvm.lifetime.start.p0(ptr %10) #7, !dbg !74
  %11 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #8, !dbg !75
  %12 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #8, !dbg !76
  %13 = mul i32 %11, %12, !dbg !77
  %14 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #8, !dbg !78
  %15 = add i32 %13, %14, !dbg !79
  %16 = zext i32 %15 to i64, !dbg !75
  store i64 %16, ptr %10, align 8, !dbg !80, !tbaa !21
  br label %17, !dbg !74

17:                                               ; preds = %34, %4
  %18 = load i64, ptr %10, align 8, !dbg !81, !tbaa !21
  %19 = load i64, ptr %8, align 8, !dbg !82, !tbaa !21
  %20 = icmp slt i64 %18, %19, !dbg !83
  br i1 %20, label %22, label %21, !dbg !84

21:                                               ; preds = %17
  call void @llvm.lifetime.end.p0(ptr %10) #7, !dbg !84
  br label %41

22:                                               ; preds = %17
  %23 = load ptr, ptr %5, align 8, !dbg !85, !tbaa !68
  %24 = load i64, ptr %10, align 8, !dbg !86, !tbaa !21
  %25 = getelementptr inbounds float, ptr %23, i64 %24, !dbg !85
  %26 = load float, ptr %25, align 4, !dbg !85, !tbaa !72
  %27 = load ptr, ptr %6, align 8, !dbg !87, !tbaa !68
  %28 = load i64, ptr %10, align 8, !dbg !88, !tbaa !21
  %29 = getelementptr inbounds float, ptr %27, i64 %28, !dbg !87
  %30 = load float, ptr %29, align 4, !dbg !87, !tbaa !72
  %31 = fmul contract float %26, %30, !dbg !89
  %32 = load float, ptr %9, align 4, !dbg !90, !tbaa !72
  %33 = fadd contract float %32, %31, !dbg !90
  store float %33, ptr %9, align 4, !dbg !90, !tbaa !72
  br label %34, !dbg !91

34:                                               ; preds = %22
  %35 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #8, !dbg !92
  %36 = call noundef i32 @_ZN24__cuda_builtin_gridDim_t17__fetch_builtin_xEv() #8, !dbg !93
  %37 = mul i32 %35, %36, !dbg !94
  %38 = zext i32 %37 to i64, !dbg !92
  %39 = load i64, ptr %10, align 8, !dbg !95, !tbaa !21
  %40 = add nsw i64 %39, %38, !dbg !95
  store i64 %40, ptr %10, align 8, !dbg !95, !tbaa !21
  br label %17, !dbg !84, !llvm.loop !96

41:                                               ; preds = %21
  %42 = load float, ptr %9, align 4, !dbg !98, !tbaa !72
  %43 = load ptr, ptr %7, align 8, !dbg !99, !tbaa !68
  %44 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #8, !dbg !100
  %45 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #8, !dbg !101
  %46 = mul i32 %44, %45, !dbg !102
  %47 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #8, !dbg !103
  %48 = add i32 %46, %47, !dbg !104
  %49 = zext i32 %48 to i64, !dbg !99
  %50 = getelementptr inbounds nuw float, ptr %43, i64 %49, !dbg !99
  store float %42, ptr %50, align 4, !dbg !105, !tbaa !72
  call void @llvm.lifetime.end.p0(ptr %9) #7, !dbg !106
  ret void, !dbg !106
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN24__cuda_builtin_gridDim_t17__fetch_builtin_xEv() #2 comdat align 2 !dbg !107 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !108
  ret i32 %1, !dbg !109
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7runmeanPKfPfl(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 !dbg !110 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca i64, align 8
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  store ptr %0, ptr %4, align 8, !tbaa !68
  store ptr %1, ptr %5, align 8, !tbaa !68
  store i64 %2, ptr %6, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(ptr %7) #7, !dbg !111
  store float 0.000000e+00, ptr %7, align 4, !dbg !112, !tbaa !72
  call void @llvm.lifetime.start.p0(ptr %8) #7, !dbg !111
  store float 0.000000e+00, ptr %8, align 4, !dbg !113, !tbaa !72
  call void @llvm.lifetime.start.p0(ptr %9) #7, !dbg !111
  store float 0.000000e+00, ptr %9, align 4, !dbg !114, !tbaa !72
  call void @llvm.lifetime.start.p0(ptr %10) #7, !dbg !115
  %13 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #8, !dbg !116
  %14 = zext i32 %13 to i64, !dbg !116
  store i64 %14, ptr %10, align 8, !dbg !117, !tbaa !21
  br label %15, !dbg !115

15:                                               ; preds = %47, %3
  %16 = load i64, ptr %10, align 8, !dbg !118, !tbaa !21
  %17 = load i64, ptr %6, align 8, !dbg !119, !tbaa !21
  %18 = icmp slt i64 %16, %17, !dbg !120
  br i1 %18, label %20, label %19, !dbg !121

19:                                               ; preds = %15
  call void @llvm.lifetime.end.p0(ptr %10) #7, !dbg !121
  br label %52

20:                                               ; preds = %15
  call void @llvm.lifetime.start.p0(ptr %11) #7, !dbg !122
  %21 = load ptr, ptr %4, align 8, !dbg !123, !tbaa !68
  %22 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #8, !dbg !124
  %23 = zext i32 %22 to i64, !dbg !124
  %24 = load i64, ptr %6, align 8, !dbg !125, !tbaa !21
  %25 = mul nsw i64 %23, %24, !dbg !126
  %26 = load i64, ptr %10, align 8, !dbg !127, !tbaa !21
  %27 = add nsw i64 %25, %26, !dbg !128
  %28 = getelementptr inbounds float, ptr %21, i64 %27, !dbg !123
  %29 = load float, ptr %28, align 4, !dbg !123, !tbaa !72
  store float %29, ptr %11, align 4, !dbg !129, !tbaa !72
  %30 = load float, ptr %9, align 4, !dbg !130, !tbaa !72
  %31 = fadd contract float %30, 1.000000e+00, !dbg !130
  store float %31, ptr %9, align 4, !dbg !130, !tbaa !72
  call void @llvm.lifetime.start.p0(ptr %12) #7, !dbg !131
  %32 = load float, ptr %11, align 4, !dbg !132, !tbaa !72
  %33 = load float, ptr %7, align 4, !dbg !133, !tbaa !72
  %34 = fsub contract float %32, %33, !dbg !134
  store float %34, ptr %12, align 4, !dbg !135, !tbaa !72
  %35 = load float, ptr %12, align 4, !dbg !136, !tbaa !72
  %36 = load float, ptr %9, align 4, !dbg !137, !tbaa !72
  %37 = fdiv contract float %35, %36, !dbg !138
  %38 = load float, ptr %7, align 4, !dbg !139, !tbaa !72
  %39 = fadd contract float %38, %37, !dbg !139
  store float %39, ptr %7, align 4, !dbg !139, !tbaa !72
  %40 = load float, ptr %12, align 4, !dbg !140, !tbaa !72
  %41 = load float, ptr %11, align 4, !dbg !141, !tbaa !72
  %42 = load float, ptr %7, align 4, !dbg !142, !tbaa !72
  %43 = fsub contract float %41, %42, !dbg !143
  %44 = fmul contract float %40, %43, !dbg !144
  %45 = load float, ptr %8, align 4, !dbg !145, !tbaa !72
  %46 = fadd contract float %45, %44, !dbg !145
  store float %46, ptr %8, align 4, !dbg !145, !tbaa !72
  call void @llvm.lifetime.end.p0(ptr %12) #7, !dbg !146
  call void @llvm.lifetime.end.p0(ptr %11) #7, !dbg !146
  br label %47, !dbg !146

47:                                               ; preds = %20
  %48 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #8, !dbg !147
  %49 = zext i32 %48 to i64, !dbg !147
  %50 = load i64, ptr %10, align 8, !dbg !148, !tbaa !21
  %51 = add nsw i64 %50, %49, !dbg !148
  store i64 %51, ptr %10, align 8, !dbg !148, !tbaa !21
  br label %15, !dbg !121, !llvm.loop !149

52:                                               ; preds = %19
  %53 = load float, ptr %7, align 4, !dbg !150, !tbaa !72
  %54 = load ptr, ptr %5, align 8, !dbg !151, !tbaa !68
  %55 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #8, !dbg !152
  %56 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #8, !dbg !153
  %57 = mul i32 %55, %56, !dbg !154
  %58 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #8, !dbg !155
  %59 = add i32 %57, %58, !dbg !156
  %60 = mul i32 2, %59, !dbg !157
  %61 = zext i32 %60 to i64, !dbg !151
  %62 = getelementptr inbounds nuw float, ptr %54, i64 %61, !dbg !151
  store float %53, ptr %62, align 4, !dbg !158, !tbaa !72
  %63 = load float, ptr %8, align 4, !dbg !159, !tbaa !72
  %64 = load ptr, ptr %5, align 8, !dbg !160, !tbaa !68
  %65 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #8, !dbg !161
  %66 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #8, !dbg !162
  %67 = mul i32 %65, %66, !dbg !163
  %68 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #8, !dbg !164
  %69 = add i32 %67, %68, !dbg !165
  %70 = mul i32 2, %69, !dbg !166
  %71 = add i32 %70, 1, !dbg !167
  %72 = zext i32 %71 to i64, !dbg !160
  %73 = getelementptr inbounds nuw float, ptr %64, i64 %72, !dbg !160
  store float %63, ptr %73, align 4, !dbg !168, !tbaa !72
  call void @llvm.lifetime.end.p0(ptr %9) #7, !dbg !169
  call void @llvm.lifetime.end.p0(ptr %8) #7, !dbg !169
  call void @llvm.lifetime.end.p0(ptr %7) #7, !dbg !169
  ret void, !dbg !169
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7sqrtsumPKfPfl(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 !dbg !170 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca float, align 4
  %8 = alloca i64, align 8
  store ptr %0, ptr %4, align 8, !tbaa !68
  store ptr %1, ptr %5, align 8, !tbaa !68
  store i64 %2, ptr %6, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(ptr %7) #7, !dbg !171
  store float 0.000000e+00, ptr %7, align 4, !dbg !172, !tbaa !72
  call void @llvm.lifetime.start.p0(ptr %8) #7, !dbg !173
  %9 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #8, !dbg !174
  %10 = zext i32 %9 to i64, !dbg !174
  store i64 %10, ptr %8, align 8, !dbg !175, !tbaa !21
  br label %11, !dbg !173

11:                                               ; preds = %29, %3
  %12 = load i64, ptr %8, align 8, !dbg !176, !tbaa !21
  %13 = load i64, ptr %6, align 8, !dbg !177, !tbaa !21
  %14 = icmp slt i64 %12, %13, !dbg !178
  br i1 %14, label %16, label %15, !dbg !179

15:                                               ; preds = %11
  call void @llvm.lifetime.end.p0(ptr %8) #7, !dbg !179
  br label %34

16:                                               ; preds = %11
  %17 = load ptr, ptr %4, align 8, !dbg !180, !tbaa !68
  %18 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #8, !dbg !181
  %19 = zext i32 %18 to i64, !dbg !181
  %20 = load i64, ptr %6, align 8, !dbg !182, !tbaa !21
  %21 = mul nsw i64 %19, %20, !dbg !183
  %22 = load i64, ptr %8, align 8, !dbg !184, !tbaa !21
  %23 = add nsw i64 %21, %22, !dbg !185
  %24 = getelementptr inbounds float, ptr %17, i64 %23, !dbg !180
  %25 = load float, ptr %24, align 4, !dbg !180, !tbaa !72
  %26 = call contract noundef float @_ZL5sqrtff(float noundef %25) #8, !dbg !186
  %27 = load float, ptr %7, align 4, !dbg !187, !tbaa !72
  %28 = fadd contract float %27, %26, !dbg !187
  store float %28, ptr %7, align 4, !dbg !187, !tbaa !72
  br label %29, !dbg !188

29:                                               ; preds = %16
  %30 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #8, !dbg !189
  %31 = zext i32 %30 to i64, !dbg !189
  %32 = load i64, ptr %8, align 8, !dbg !190, !tbaa !21
  %33 = add nsw i64 %32, %31, !dbg !190
  store i64 %33, ptr %8, align 8, !dbg !190, !tbaa !21
  br label %11, !dbg !179, !llvm.loop !191

34:                                               ; preds = %15
  %35 = load float, ptr %7, align 4, !dbg !193, !tbaa !72
  %36 = load ptr, ptr %5, align 8, !dbg !194, !tbaa !68
  %37 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #8, !dbg !195
  %38 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #8, !dbg !196
  %39 = mul i32 %37, %38, !dbg !197
  %40 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #8, !dbg !198
  %41 = add i32 %39, %40, !dbg !199
  %42 = zext i32 %41 to i64, !dbg !194
  %43 = getelementptr inbounds nuw float, ptr %36, i64 %42, !dbg !194
  store float %35, ptr %43, align 4, !dbg !200, !tbaa !72
  call void @llvm.lifetime.end.p0(ptr %7) #7, !dbg !201
  ret void, !dbg !201
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef float @_ZL5sqrtff(float noundef %0) #2 !dbg !202 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4, !tbaa !72
  %3 = load float, ptr %2, align 4, !dbg !204, !tbaa !72
  %4 = call contract float @__nv_sqrtf(float noundef %3) #8, !dbg !205
  ret float %4, !dbg !206
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7stencilPKfS0_Pfiii(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 !dbg !207 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca float, align 4
  store ptr %0, ptr %7, align 8, !tbaa !68
  store ptr %1, ptr %8, align 8, !tbaa !68
  store ptr %2, ptr %9, align 8, !tbaa !68
  store i32 %3, ptr %10, align 4, !tbaa !10
  store i32 %4, ptr %11, align 4, !tbaa !10
  store i32 %5, ptr %12, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %13) #7, !dbg !208
  %22 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #8, !dbg !209
  %23 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #8, !dbg !210
  %24 = mul i32 %22, %23, !dbg !211
  %25 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #8, !dbg !212
  %26 = add i32 %24, %25, !dbg !213
  store i32 %26, ptr %13, align 4, !dbg !214, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %14) #7, !dbg !208
  %27 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_yEv() #8, !dbg !215
  %28 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv() #8, !dbg !216
  %29 = mul i32 %27, %28, !dbg !217
  %30 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #8, !dbg !218
  %31 = add i32 %29, %30, !dbg !219
  store i32 %31, ptr %14, align 4, !dbg !220, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %15) #7, !dbg !221
  store float 0.000000e+00, ptr %15, align 4, !dbg !222, !tbaa !72
  call void @llvm.lifetime.start.p0(ptr %16) #7, !dbg !223
  %32 = load i32, ptr %12, align 4, !dbg !224, !tbaa !10
  %33 = sub nsw i32 0, %32, !dbg !225
  %34 = sdiv i32 %33, 2, !dbg !226
  store i32 %34, ptr %16, align 4, !dbg !227, !tbaa !10
  br label %35, !dbg !223

35:                                               ; preds = %107, %6
  %36 = load i32, ptr %16, align 4, !dbg !228, !tbaa !10
  %37 = load i32, ptr %12, align 4, !dbg !229, !tbaa !10
  %38 = sdiv i32 %37, 2, !dbg !230
  %39 = icmp sle i32 %36, %38, !dbg !231
  br i1 %39, label %41, label %40, !dbg !232

40:                                               ; preds = %35
  store i32 2, ptr %17, align 4
  call void @llvm.lifetime.end.p0(ptr %16) #7, !dbg !232
  br label %110

41:                                               ; preds = %35
  call void @llvm.lifetime.start.p0(ptr %18) #7, !dbg !233
  %42 = load i32, ptr %12, align 4, !dbg !234, !tbaa !10
  %43 = sub nsw i32 0, %42, !dbg !235
  %44 = sdiv i32 %43, 2, !dbg !236
  store i32 %44, ptr %18, align 4, !dbg !237, !tbaa !10
  br label %45, !dbg !233

45:                                               ; preds = %103, %41
  %46 = load i32, ptr %18, align 4, !dbg !238, !tbaa !10
  %47 = load i32, ptr %12, align 4, !dbg !239, !tbaa !10
  %48 = sdiv i32 %47, 2, !dbg !240
  %49 = icmp sle i32 %46, %48, !dbg !241
  br i1 %49, label %51, label %50, !dbg !242

50:                                               ; preds = %45
  store i32 5, ptr %17, align 4
  call void @llvm.lifetime.end.p0(ptr %18) #7, !dbg !242
  br label %106

51:                                               ; preds = %45
  call void @llvm.lifetime.start.p0(ptr %19) #7, !dbg !243
  %52 = load i32, ptr %14, align 4, !dbg !244, !tbaa !10
  %53 = load i32, ptr %16, align 4, !dbg !245, !tbaa !10
  %54 = add nsw i32 %52, %53, !dbg !246
  store i32 %54, ptr %19, align 4, !dbg !247, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %20) #7, !dbg !243
  %55 = load i32, ptr %13, align 4, !dbg !248, !tbaa !10
  %56 = load i32, ptr %18, align 4, !dbg !249, !tbaa !10
  %57 = add nsw i32 %55, %56, !dbg !250
  store i32 %57, ptr %20, align 4, !dbg !251, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %21) #7, !dbg !252
  %58 = load i32, ptr %19, align 4, !dbg !253, !tbaa !10
  %59 = icmp sge i32 %58, 0, !dbg !254
  br i1 %59, label %60, label %81, !dbg !255

60:                                               ; preds = %51
  %61 = load i32, ptr %19, align 4, !dbg !256, !tbaa !10
  %62 = load i32, ptr %10, align 4, !dbg !257, !tbaa !10
  %63 = icmp slt i32 %61, %62, !dbg !258
  br i1 %63, label %64, label %81, !dbg !259

64:                                               ; preds = %60
  %65 = load i32, ptr %20, align 4, !dbg !260, !tbaa !10
  %66 = icmp sge i32 %65, 0, !dbg !261
  br i1 %66, label %67, label %81, !dbg !262

67:                                               ; preds = %64
  %68 = load i32, ptr %20, align 4, !dbg !263, !tbaa !10
  %69 = load i32, ptr %11, align 4, !dbg !264, !tbaa !10
  %70 = icmp slt i32 %68, %69, !dbg !265
  br i1 %70, label %71, label %81, !dbg !266

71:                                               ; preds = %67
  %72 = load ptr, ptr %7, align 8, !dbg !267, !tbaa !68
  %73 = load i32, ptr %19, align 4, !dbg !268, !tbaa !10
  %74 = load i32, ptr %11, align 4, !dbg !269, !tbaa !10
  %75 = mul nsw i32 %73, %74, !dbg !270
  %76 = load i32, ptr %20, align 4, !dbg !271, !tbaa !10
  %77 = add nsw i32 %75, %76, !dbg !272
  %78 = sext i32 %77 to i64, !dbg !267
  %79 = getelementptr inbounds float, ptr %72, i64 %78, !dbg !267
  %80 = load float, ptr %79, align 4, !dbg !267, !tbaa !72
  br label %82, !dbg !266

81:                                               ; preds = %67, %64, %60, %51
  br label %82, !dbg !266

82:                                               ; preds = %81, %71
  %83 = phi contract float [ %80, %71 ], [ 0.000000e+00, %81 ], !dbg !266
  store float %83, ptr %21, align 4, !dbg !273, !tbaa !72
  %84 = load float, ptr %21, align 4, !dbg !274, !tbaa !72
  %85 = load ptr, ptr %8, align 8, !dbg !275, !tbaa !68
  %86 = load i32, ptr %16, align 4, !dbg !276, !tbaa !10
  %87 = load i32, ptr %12, align 4, !dbg !277, !tbaa !10
  %88 = sdiv i32 %87, 2, !dbg !278
  %89 = add nsw i32 %86, %88, !dbg !279
  %90 = load i32, ptr %12, align 4, !dbg !280, !tbaa !10
  %91 = mul nsw i32 %89, %90, !dbg !281
  %92 = load i32, ptr %18, align 4, !dbg !282, !tbaa !10
  %93 = add nsw i32 %91, %92, !dbg !283
  %94 = load i32, ptr %12, align 4, !dbg !284, !tbaa !10
  %95 = sdiv i32 %94, 2, !dbg !285
  %96 = add nsw i32 %93, %95, !dbg !286
  %97 = sext i32 %96 to i64, !dbg !275
  %98 = getelementptr inbounds float, ptr %85, i64 %97, !dbg !275
  %99 = load float, ptr %98, align 4, !dbg !275, !tbaa !72
  %100 = fmul contract float %84, %99, !dbg !287
  %101 = load float, ptr %15, align 4, !dbg !288, !tbaa !72
  %102 = fadd contract float %101, %100, !dbg !288
  store float %102, ptr %15, align 4, !dbg !288, !tbaa !72
  call void @llvm.lifetime.end.p0(ptr %21) #7, !dbg !289
  call void @llvm.lifetime.end.p0(ptr %20) #7, !dbg !289
  call void @llvm.lifetime.end.p0(ptr %19) #7, !dbg !289
  br label %103, !dbg !289

103:                                              ; preds = %82
  %104 = load i32, ptr %18, align 4, !dbg !290, !tbaa !10
  %105 = add nsw i32 %104, 1, !dbg !290
  store i32 %105, ptr %18, align 4, !dbg !290, !tbaa !10
  br label %45, !dbg !242, !llvm.loop !291

106:                                              ; preds = %50
  br label %107, !dbg !289

107:                                              ; preds = %106
  %108 = load i32, ptr %16, align 4, !dbg !292, !tbaa !10
  %109 = add nsw i32 %108, 1, !dbg !292
  store i32 %109, ptr %16, align 4, !dbg !292, !tbaa !10
  br label %35, !dbg !232, !llvm.loop !293

110:                                              ; preds = %40
  %111 = load float, ptr %15, align 4, !dbg !294, !tbaa !72
  %112 = load ptr, ptr %9, align 8, !dbg !295, !tbaa !68
  %113 = load i32, ptr %14, align 4, !dbg !296, !tbaa !10
  %114 = load i32, ptr %11, align 4, !dbg !297, !tbaa !10
  %115 = mul nsw i32 %113, %114, !dbg !298
  %116 = load i32, ptr %13, align 4, !dbg !299, !tbaa !10
  %117 = add nsw i32 %115, %116, !dbg !300
  %118 = sext i32 %117 to i64, !dbg !295
  %119 = getelementptr inbounds float, ptr %112, i64 %118, !dbg !295
  store float %111, ptr %119, align 4, !dbg !301, !tbaa !72
  call void @llvm.lifetime.end.p0(ptr %15) #7, !dbg !302
  call void @llvm.lifetime.end.p0(ptr %14) #7, !dbg !302
  call void @llvm.lifetime.end.p0(ptr %13) #7, !dbg !302
  ret void, !dbg !302
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_yEv() #2 comdat align 2 !dbg !303 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !304
  ret i32 %1, !dbg !305
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv() #2 comdat align 2 !dbg !306 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !307
  ret i32 %1, !dbg !308
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #2 comdat align 2 !dbg !309 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !310
  ret i32 %1, !dbg !311
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4rowsPKfPfll(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3) #0 !dbg !312 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca float, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  store ptr %0, ptr %5, align 8, !tbaa !68
  store ptr %1, ptr %6, align 8, !tbaa !68
  store i64 %2, ptr %7, align 8, !tbaa !21
  store i64 %3, ptr %8, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(ptr %9) #7, !dbg !313
  store float 0.000000e+00, ptr %9, align 4, !dbg !314, !tbaa !72
  call void @llvm.lifetime.start.p0(ptr %10) #7, !dbg !315
  %13 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #8, !dbg !316
  %14 = zext i32 %13 to i64, !dbg !316
  store i64 %14, ptr %10, align 8, !dbg !317, !tbaa !21
  br label %15, !dbg !315

15:                                               ; preds = %45, %4
  %16 = load i64, ptr %10, align 8, !dbg !318, !tbaa !21
  %17 = load i64, ptr %7, align 8, !dbg !319, !tbaa !21
  %18 = icmp slt i64 %16, %17, !dbg !320
  br i1 %18, label %20, label %19, !dbg !321

19:                                               ; preds = %15
  store i32 2, ptr %11, align 4
  call void @llvm.lifetime.end.p0(ptr %10) #7, !dbg !321
  br label %50

20:                                               ; preds = %15
  call void @llvm.lifetime.start.p0(ptr %12) #7, !dbg !322
  %21 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #8, !dbg !323
  %22 = zext i32 %21 to i64, !dbg !323
  store i64 %22, ptr %12, align 8, !dbg !324, !tbaa !21
  br label %23, !dbg !322

23:                                               ; preds = %39, %20
  %24 = load i64, ptr %12, align 8, !dbg !325, !tbaa !21
  %25 = load i64, ptr %8, align 8, !dbg !326, !tbaa !21
  %26 = icmp slt i64 %24, %25, !dbg !327
  br i1 %26, label %28, label %27, !dbg !328

27:                                               ; preds = %23
  store i32 5, ptr %11, align 4
  call void @llvm.lifetime.end.p0(ptr %12) #7, !dbg !328
  br label %44

28:                                               ; preds = %23
  %29 = load ptr, ptr %5, align 8, !dbg !329, !tbaa !68
  %30 = load i64, ptr %10, align 8, !dbg !330, !tbaa !21
  %31 = load i64, ptr %8, align 8, !dbg !331, !tbaa !21
  %32 = mul nsw i64 %30, %31, !dbg !332
  %33 = load i64, ptr %12, align 8, !dbg !333, !tbaa !21
  %34 = add nsw i64 %32, %33, !dbg !334
  %35 = getelementptr inbounds float, ptr %29, i64 %34, !dbg !329
  %36 = load float, ptr %35, align 4, !dbg !329, !tbaa !72
  %37 = load float, ptr %9, align 4, !dbg !335, !tbaa !72
  %38 = fadd contract float %37, %36, !dbg !335
  store float %38, ptr %9, align 4, !dbg !335, !tbaa !72
  br label %39, !dbg !336

39:                                               ; preds = %28
  %40 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #8, !dbg !337
  %41 = zext i32 %40 to i64, !dbg !337
  %42 = load i64, ptr %12, align 8, !dbg !338, !tbaa !21
  %43 = add nsw i64 %42, %41, !dbg !338
  store i64 %43, ptr %12, align 8, !dbg !338, !tbaa !21
  br label %23, !dbg !328, !llvm.loop !339

44:                                               ; preds = %27
  br label %45, !dbg !340

45:                                               ; preds = %44
  %46 = call noundef i32 @_ZN24__cuda_builtin_gridDim_t17__fetch_builtin_xEv() #8, !dbg !341
  %47 = zext i32 %46 to i64, !dbg !341
  %48 = load i64, ptr %10, align 8, !dbg !342, !tbaa !21
  %49 = add nsw i64 %48, %47, !dbg !342
  store i64 %49, ptr %10, align 8, !dbg !342, !tbaa !21
  br label %15, !dbg !321, !llvm.loop !343

50:                                               ; preds = %19
  %51 = load float, ptr %9, align 4, !dbg !344, !tbaa !72
  %52 = load ptr, ptr %6, align 8, !dbg !345, !tbaa !68
  %53 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #8, !dbg !346
  %54 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #8, !dbg !347
  %55 = mul i32 %53, %54, !dbg !348
  %56 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #8, !dbg !349
  %57 = add i32 %55, %56, !dbg !350
  %58 = zext i32 %57 to i64, !dbg !345
  %59 = getelementptr inbounds nuw float, ptr %52, i64 %58, !dbg !345
  store float %51, ptr %59, align 4, !dbg !351, !tbaa !72
  call void @llvm.lifetime.end.p0(ptr %9) #7, !dbg !352
  ret void, !dbg !352
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: alwaysinline convergent nounwind
define internal float @__nv_sqrtf(float %0) #4 {
  %2 = call i32 @__nvvm_reflect(ptr @.str) #7
  %3 = icmp ne i32 %2, 0
  br i1 %3, label %4, label %11

4:                                                ; preds = %1
  %5 = call i32 @__nvvm_reflect(ptr @.str.2) #7
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %4
  %8 = call float @llvm.nvvm.sqrt.rn.ftz.f(float %0) #7
  br label %18

9:                                                ; preds = %4
  %10 = call float @llvm.nvvm.sqrt.approx.ftz.f(float %0) #7
  br label %18

11:                                               ; preds = %1
  %12 = call i32 @__nvvm_reflect(ptr @.str.2) #7
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %14, label %16

14:                                               ; preds = %11
  %15 = call float @llvm.nvvm.sqrt.rn.f(float %0) #7
  br label %18

16:                                               ; preds = %11
  %17 = call float @llvm.nvvm.sqrt.approx.f(float %0) #7
  br label %18

18:                                               ; preds = %7, %9, %14, %16
  %19 = phi float [ %8, %7 ], [ %10, %9 ], [ %15, %14 ], [ %17, %16 ]
  ret float %19
}

; Function Attrs: convergent nounwind
declare i32 @__nvvm_reflect(ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.ftz.f(float) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.ftz.f(float) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { alwaysinline convergent nounwind "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #5 = { convergent nounwind "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!llvm.ident = !{!8, !9}
!llvm.errno.tbaa = !{!10}
!nvvmir.version = !{!14}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "reduce.cu", directory: ".")
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{i32 2, i32 0}
!15 = distinct !DISubprogram(name: "rowsum", scope: !7, file: !7, line: 4, type: !16, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{}
!18 = !{!19, !19, i64 0}
!19 = !{!"p1 double", !20, i64 0}
!20 = !{!"any pointer", !12, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"long", !12, i64 0}
!23 = !DILocation(line: 5, column: 3, scope: !15)
!24 = !DILocation(line: 5, column: 21, scope: !15)
!25 = !DILocation(line: 5, column: 50, scope: !15)
!26 = !DILocation(line: 5, column: 63, scope: !15)
!27 = !DILocation(line: 5, column: 61, scope: !15)
!28 = !DILocation(line: 5, column: 33, scope: !15)
!29 = !DILocation(line: 5, column: 17, scope: !15)
!30 = !DILocation(line: 6, column: 3, scope: !15)
!31 = !DILocation(line: 6, column: 10, scope: !15)
!32 = !{!33, !33, i64 0}
!33 = !{!"double", !12, i64 0}
!34 = !DILocation(line: 7, column: 8, scope: !15)
!35 = !DILocation(line: 7, column: 22, scope: !15)
!36 = !DILocation(line: 7, column: 29, scope: !15)
!37 = !DILocation(line: 7, column: 33, scope: !15)
!38 = !DILocation(line: 7, column: 31, scope: !15)
!39 = !DILocation(line: 7, column: 3, scope: !15)
!40 = !DILocation(line: 8, column: 12, scope: !15)
!41 = !DILocation(line: 8, column: 14, scope: !15)
!42 = !DILocation(line: 8, column: 18, scope: !15)
!43 = !DILocation(line: 8, column: 24, scope: !15)
!44 = !DILocation(line: 8, column: 22, scope: !15)
!45 = !DILocation(line: 8, column: 16, scope: !15)
!46 = !DILocation(line: 8, column: 9, scope: !15)
!47 = !DILocation(line: 8, column: 5, scope: !15)
!48 = !DILocation(line: 7, column: 38, scope: !15)
!49 = distinct !{!49, !39, !50, !51}
!50 = !DILocation(line: 8, column: 25, scope: !15)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !DILocation(line: 9, column: 12, scope: !15)
!53 = !DILocation(line: 9, column: 3, scope: !15)
!54 = !DILocation(line: 9, column: 7, scope: !15)
!55 = !DILocation(line: 9, column: 10, scope: !15)
!56 = !DILocation(line: 10, column: 1, scope: !15)
!57 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !58, file: !58, line: 53, type: !16, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!58 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!59 = !DILocation(line: 53, column: 27, scope: !57)
!60 = !DILocation(line: 53, column: 3, scope: !57)
!61 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !58, file: !58, line: 79, type: !16, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!62 = !DILocation(line: 79, column: 27, scope: !61)
!63 = !DILocation(line: 79, column: 3, scope: !61)
!64 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !58, file: !58, line: 66, type: !16, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!65 = !DILocation(line: 66, column: 27, scope: !64)
!66 = !DILocation(line: 66, column: 3, scope: !64)
!67 = distinct !DISubprogram(name: "gridsum", scope: !7, file: !7, line: 12, type: !16, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!68 = !{!69, !69, i64 0}
!69 = !{!"p1 float", !20, i64 0}
!70 = !DILocation(line: 13, column: 3, scope: !67)
!71 = !DILocation(line: 13, column: 9, scope: !67)
!72 = !{!73, !73, i64 0}
!73 = !{!"float", !12, i64 0}
!74 = !DILocation(line: 14, column: 8, scope: !67)
!75 = !DILocation(line: 14, column: 17, scope: !67)
!76 = !DILocation(line: 14, column: 30, scope: !67)
!77 = !DILocation(line: 14, column: 28, scope: !67)
!78 = !DILocation(line: 14, column: 43, scope: !67)
!79 = !DILocation(line: 14, column: 41, scope: !67)
!80 = !DILocation(line: 14, column: 13, scope: !67)
!81 = !DILocation(line: 14, column: 56, scope: !67)
!82 = !DILocation(line: 14, column: 60, scope: !67)
!83 = !DILocation(line: 14, column: 58, scope: !67)
!84 = !DILocation(line: 14, column: 3, scope: !67)
!85 = !DILocation(line: 15, column: 12, scope: !67)
!86 = !DILocation(line: 15, column: 14, scope: !67)
!87 = !DILocation(line: 15, column: 19, scope: !67)
!88 = !DILocation(line: 15, column: 21, scope: !67)
!89 = !DILocation(line: 15, column: 17, scope: !67)
!90 = !DILocation(line: 15, column: 9, scope: !67)
!91 = !DILocation(line: 15, column: 5, scope: !67)
!92 = !DILocation(line: 14, column: 68, scope: !67)
!93 = !DILocation(line: 14, column: 81, scope: !67)
!94 = !DILocation(line: 14, column: 79, scope: !67)
!95 = !DILocation(line: 14, column: 65, scope: !67)
!96 = distinct !{!96, !84, !97, !51}
!97 = !DILocation(line: 15, column: 22, scope: !67)
!98 = !DILocation(line: 16, column: 48, scope: !67)
!99 = !DILocation(line: 16, column: 3, scope: !67)
!100 = !DILocation(line: 16, column: 7, scope: !67)
!101 = !DILocation(line: 16, column: 20, scope: !67)
!102 = !DILocation(line: 16, column: 18, scope: !67)
!103 = !DILocation(line: 16, column: 33, scope: !67)
!104 = !DILocation(line: 16, column: 31, scope: !67)
!105 = !DILocation(line: 16, column: 46, scope: !67)
!106 = !DILocation(line: 17, column: 1, scope: !67)
!107 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !58, file: !58, line: 92, type: !16, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!108 = !DILocation(line: 92, column: 27, scope: !107)
!109 = !DILocation(line: 92, column: 3, scope: !107)
!110 = distinct !DISubprogram(name: "runmean", scope: !7, file: !7, line: 19, type: !16, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!111 = !DILocation(line: 20, column: 3, scope: !110)
!112 = !DILocation(line: 20, column: 9, scope: !110)
!113 = !DILocation(line: 20, column: 19, scope: !110)
!114 = !DILocation(line: 20, column: 30, scope: !110)
!115 = !DILocation(line: 21, column: 8, scope: !110)
!116 = !DILocation(line: 21, column: 17, scope: !110)
!117 = !DILocation(line: 21, column: 13, scope: !110)
!118 = !DILocation(line: 21, column: 30, scope: !110)
!119 = !DILocation(line: 21, column: 34, scope: !110)
!120 = !DILocation(line: 21, column: 32, scope: !110)
!121 = !DILocation(line: 21, column: 3, scope: !110)
!122 = !DILocation(line: 22, column: 5, scope: !110)
!123 = !DILocation(line: 22, column: 15, scope: !110)
!124 = !DILocation(line: 22, column: 17, scope: !110)
!125 = !DILocation(line: 22, column: 30, scope: !110)
!126 = !DILocation(line: 22, column: 28, scope: !110)
!127 = !DILocation(line: 22, column: 37, scope: !110)
!128 = !DILocation(line: 22, column: 35, scope: !110)
!129 = !DILocation(line: 22, column: 11, scope: !110)
!130 = !DILocation(line: 23, column: 7, scope: !110)
!131 = !DILocation(line: 24, column: 5, scope: !110)
!132 = !DILocation(line: 24, column: 16, scope: !110)
!133 = !DILocation(line: 24, column: 20, scope: !110)
!134 = !DILocation(line: 24, column: 18, scope: !110)
!135 = !DILocation(line: 24, column: 11, scope: !110)
!136 = !DILocation(line: 25, column: 11, scope: !110)
!137 = !DILocation(line: 25, column: 16, scope: !110)
!138 = !DILocation(line: 25, column: 14, scope: !110)
!139 = !DILocation(line: 25, column: 8, scope: !110)
!140 = !DILocation(line: 26, column: 12, scope: !110)
!141 = !DILocation(line: 26, column: 18, scope: !110)
!142 = !DILocation(line: 26, column: 22, scope: !110)
!143 = !DILocation(line: 26, column: 20, scope: !110)
!144 = !DILocation(line: 26, column: 15, scope: !110)
!145 = !DILocation(line: 26, column: 9, scope: !110)
!146 = !DILocation(line: 27, column: 3, scope: !110)
!147 = !DILocation(line: 21, column: 45, scope: !110)
!148 = !DILocation(line: 21, column: 42, scope: !110)
!149 = distinct !{!149, !121, !146, !51}
!150 = !DILocation(line: 28, column: 54, scope: !110)
!151 = !DILocation(line: 28, column: 3, scope: !110)
!152 = !DILocation(line: 28, column: 12, scope: !110)
!153 = !DILocation(line: 28, column: 25, scope: !110)
!154 = !DILocation(line: 28, column: 23, scope: !110)
!155 = !DILocation(line: 28, column: 38, scope: !110)
!156 = !DILocation(line: 28, column: 36, scope: !110)
!157 = !DILocation(line: 28, column: 9, scope: !110)
!158 = !DILocation(line: 28, column: 52, scope: !110)
!159 = !DILocation(line: 29, column: 58, scope: !110)
!160 = !DILocation(line: 29, column: 3, scope: !110)
!161 = !DILocation(line: 29, column: 12, scope: !110)
!162 = !DILocation(line: 29, column: 25, scope: !110)
!163 = !DILocation(line: 29, column: 23, scope: !110)
!164 = !DILocation(line: 29, column: 38, scope: !110)
!165 = !DILocation(line: 29, column: 36, scope: !110)
!166 = !DILocation(line: 29, column: 9, scope: !110)
!167 = !DILocation(line: 29, column: 51, scope: !110)
!168 = !DILocation(line: 29, column: 56, scope: !110)
!169 = !DILocation(line: 30, column: 1, scope: !110)
!170 = distinct !DISubprogram(name: "sqrtsum", scope: !7, file: !7, line: 32, type: !16, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!171 = !DILocation(line: 33, column: 3, scope: !170)
!172 = !DILocation(line: 33, column: 9, scope: !170)
!173 = !DILocation(line: 34, column: 8, scope: !170)
!174 = !DILocation(line: 34, column: 17, scope: !170)
!175 = !DILocation(line: 34, column: 13, scope: !170)
!176 = !DILocation(line: 34, column: 30, scope: !170)
!177 = !DILocation(line: 34, column: 34, scope: !170)
!178 = !DILocation(line: 34, column: 32, scope: !170)
!179 = !DILocation(line: 34, column: 3, scope: !170)
!180 = !DILocation(line: 35, column: 16, scope: !170)
!181 = !DILocation(line: 35, column: 18, scope: !170)
!182 = !DILocation(line: 35, column: 31, scope: !170)
!183 = !DILocation(line: 35, column: 29, scope: !170)
!184 = !DILocation(line: 35, column: 38, scope: !170)
!185 = !DILocation(line: 35, column: 36, scope: !170)
!186 = !DILocation(line: 35, column: 10, scope: !170)
!187 = !DILocation(line: 35, column: 7, scope: !170)
!188 = !DILocation(line: 35, column: 5, scope: !170)
!189 = !DILocation(line: 34, column: 45, scope: !170)
!190 = !DILocation(line: 34, column: 42, scope: !170)
!191 = distinct !{!191, !179, !192, !51}
!192 = !DILocation(line: 35, column: 40, scope: !170)
!193 = !DILocation(line: 36, column: 48, scope: !170)
!194 = !DILocation(line: 36, column: 3, scope: !170)
!195 = !DILocation(line: 36, column: 7, scope: !170)
!196 = !DILocation(line: 36, column: 20, scope: !170)
!197 = !DILocation(line: 36, column: 18, scope: !170)
!198 = !DILocation(line: 36, column: 33, scope: !170)
!199 = !DILocation(line: 36, column: 31, scope: !170)
!200 = !DILocation(line: 36, column: 46, scope: !170)
!201 = !DILocation(line: 37, column: 1, scope: !170)
!202 = distinct !DISubprogram(name: "sqrtf", scope: !203, file: !203, line: 318, type: !16, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!203 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_math.h", directory: "")
!204 = !DILocation(line: 318, column: 55, scope: !202)
!205 = !DILocation(line: 318, column: 44, scope: !202)
!206 = !DILocation(line: 318, column: 37, scope: !202)
!207 = distinct !DISubprogram(name: "stencil", scope: !7, file: !7, line: 39, type: !16, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!208 = !DILocation(line: 40, column: 3, scope: !207)
!209 = !DILocation(line: 40, column: 12, scope: !207)
!210 = !DILocation(line: 40, column: 25, scope: !207)
!211 = !DILocation(line: 40, column: 23, scope: !207)
!212 = !DILocation(line: 40, column: 38, scope: !207)
!213 = !DILocation(line: 40, column: 36, scope: !207)
!214 = !DILocation(line: 40, column: 7, scope: !207)
!215 = !DILocation(line: 40, column: 56, scope: !207)
!216 = !DILocation(line: 40, column: 69, scope: !207)
!217 = !DILocation(line: 40, column: 67, scope: !207)
!218 = !DILocation(line: 40, column: 82, scope: !207)
!219 = !DILocation(line: 40, column: 80, scope: !207)
!220 = !DILocation(line: 40, column: 51, scope: !207)
!221 = !DILocation(line: 41, column: 3, scope: !207)
!222 = !DILocation(line: 41, column: 9, scope: !207)
!223 = !DILocation(line: 42, column: 8, scope: !207)
!224 = !DILocation(line: 42, column: 18, scope: !207)
!225 = !DILocation(line: 42, column: 17, scope: !207)
!226 = !DILocation(line: 42, column: 20, scope: !207)
!227 = !DILocation(line: 42, column: 12, scope: !207)
!228 = !DILocation(line: 42, column: 25, scope: !207)
!229 = !DILocation(line: 42, column: 31, scope: !207)
!230 = !DILocation(line: 42, column: 33, scope: !207)
!231 = !DILocation(line: 42, column: 28, scope: !207)
!232 = !DILocation(line: 42, column: 3, scope: !207)
!233 = !DILocation(line: 43, column: 10, scope: !207)
!234 = !DILocation(line: 43, column: 20, scope: !207)
!235 = !DILocation(line: 43, column: 19, scope: !207)
!236 = !DILocation(line: 43, column: 22, scope: !207)
!237 = !DILocation(line: 43, column: 14, scope: !207)
!238 = !DILocation(line: 43, column: 27, scope: !207)
!239 = !DILocation(line: 43, column: 33, scope: !207)
!240 = !DILocation(line: 43, column: 35, scope: !207)
!241 = !DILocation(line: 43, column: 30, scope: !207)
!242 = !DILocation(line: 43, column: 5, scope: !207)
!243 = !DILocation(line: 44, column: 7, scope: !207)
!244 = !DILocation(line: 44, column: 16, scope: !207)
!245 = !DILocation(line: 44, column: 21, scope: !207)
!246 = !DILocation(line: 44, column: 19, scope: !207)
!247 = !DILocation(line: 44, column: 11, scope: !207)
!248 = !DILocation(line: 44, column: 30, scope: !207)
!249 = !DILocation(line: 44, column: 35, scope: !207)
!250 = !DILocation(line: 44, column: 33, scope: !207)
!251 = !DILocation(line: 44, column: 25, scope: !207)
!252 = !DILocation(line: 45, column: 7, scope: !207)
!253 = !DILocation(line: 45, column: 18, scope: !207)
!254 = !DILocation(line: 45, column: 21, scope: !207)
!255 = !DILocation(line: 45, column: 26, scope: !207)
!256 = !DILocation(line: 45, column: 29, scope: !207)
!257 = !DILocation(line: 45, column: 34, scope: !207)
!258 = !DILocation(line: 45, column: 32, scope: !207)
!259 = !DILocation(line: 45, column: 36, scope: !207)
!260 = !DILocation(line: 45, column: 39, scope: !207)
!261 = !DILocation(line: 45, column: 42, scope: !207)
!262 = !DILocation(line: 45, column: 47, scope: !207)
!263 = !DILocation(line: 45, column: 50, scope: !207)
!264 = !DILocation(line: 45, column: 55, scope: !207)
!265 = !DILocation(line: 45, column: 53, scope: !207)
!266 = !DILocation(line: 45, column: 17, scope: !207)
!267 = !DILocation(line: 45, column: 61, scope: !207)
!268 = !DILocation(line: 45, column: 65, scope: !207)
!269 = !DILocation(line: 45, column: 70, scope: !207)
!270 = !DILocation(line: 45, column: 68, scope: !207)
!271 = !DILocation(line: 45, column: 75, scope: !207)
!272 = !DILocation(line: 45, column: 73, scope: !207)
!273 = !DILocation(line: 45, column: 13, scope: !207)
!274 = !DILocation(line: 46, column: 12, scope: !207)
!275 = !DILocation(line: 46, column: 16, scope: !207)
!276 = !DILocation(line: 46, column: 20, scope: !207)
!277 = !DILocation(line: 46, column: 25, scope: !207)
!278 = !DILocation(line: 46, column: 27, scope: !207)
!279 = !DILocation(line: 46, column: 23, scope: !207)
!280 = !DILocation(line: 46, column: 34, scope: !207)
!281 = !DILocation(line: 46, column: 32, scope: !207)
!282 = !DILocation(line: 46, column: 38, scope: !207)
!283 = !DILocation(line: 46, column: 36, scope: !207)
!284 = !DILocation(line: 46, column: 43, scope: !207)
!285 = !DILocation(line: 46, column: 45, scope: !207)
!286 = !DILocation(line: 46, column: 41, scope: !207)
!287 = !DILocation(line: 46, column: 14, scope: !207)
!288 = !DILocation(line: 46, column: 9, scope: !207)
!289 = !DILocation(line: 47, column: 5, scope: !207)
!290 = !DILocation(line: 43, column: 40, scope: !207)
!291 = distinct !{!291, !242, !289, !51}
!292 = !DILocation(line: 42, column: 38, scope: !207)
!293 = distinct !{!293, !232, !289, !51}
!294 = !DILocation(line: 48, column: 23, scope: !207)
!295 = !DILocation(line: 48, column: 3, scope: !207)
!296 = !DILocation(line: 48, column: 7, scope: !207)
!297 = !DILocation(line: 48, column: 12, scope: !207)
!298 = !DILocation(line: 48, column: 10, scope: !207)
!299 = !DILocation(line: 48, column: 17, scope: !207)
!300 = !DILocation(line: 48, column: 15, scope: !207)
!301 = !DILocation(line: 48, column: 21, scope: !207)
!302 = !DILocation(line: 49, column: 1, scope: !207)
!303 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !58, file: !58, line: 67, type: !16, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!304 = !DILocation(line: 67, column: 27, scope: !303)
!305 = !DILocation(line: 67, column: 3, scope: !303)
!306 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !58, file: !58, line: 80, type: !16, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!307 = !DILocation(line: 80, column: 27, scope: !306)
!308 = !DILocation(line: 80, column: 3, scope: !306)
!309 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !58, file: !58, line: 54, type: !16, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!310 = !DILocation(line: 54, column: 27, scope: !309)
!311 = !DILocation(line: 54, column: 3, scope: !309)
!312 = distinct !DISubprogram(name: "rows", scope: !7, file: !7, line: 52, type: !16, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!313 = !DILocation(line: 53, column: 3, scope: !312)
!314 = !DILocation(line: 53, column: 9, scope: !312)
!315 = !DILocation(line: 54, column: 8, scope: !312)
!316 = !DILocation(line: 54, column: 17, scope: !312)
!317 = !DILocation(line: 54, column: 13, scope: !312)
!318 = !DILocation(line: 54, column: 29, scope: !312)
!319 = !DILocation(line: 54, column: 33, scope: !312)
!320 = !DILocation(line: 54, column: 31, scope: !312)
!321 = !DILocation(line: 54, column: 3, scope: !312)
!322 = !DILocation(line: 55, column: 10, scope: !312)
!323 = !DILocation(line: 55, column: 19, scope: !312)
!324 = !DILocation(line: 55, column: 15, scope: !312)
!325 = !DILocation(line: 55, column: 32, scope: !312)
!326 = !DILocation(line: 55, column: 36, scope: !312)
!327 = !DILocation(line: 55, column: 34, scope: !312)
!328 = !DILocation(line: 55, column: 5, scope: !312)
!329 = !DILocation(line: 56, column: 12, scope: !312)
!330 = !DILocation(line: 56, column: 14, scope: !312)
!331 = !DILocation(line: 56, column: 18, scope: !312)
!332 = !DILocation(line: 56, column: 16, scope: !312)
!333 = !DILocation(line: 56, column: 26, scope: !312)
!334 = !DILocation(line: 56, column: 24, scope: !312)
!335 = !DILocation(line: 56, column: 9, scope: !312)
!336 = !DILocation(line: 56, column: 7, scope: !312)
!337 = !DILocation(line: 55, column: 48, scope: !312)
!338 = !DILocation(line: 55, column: 45, scope: !312)
!339 = distinct !{!339, !328, !340, !51}
!340 = !DILocation(line: 56, column: 27, scope: !312)
!341 = !DILocation(line: 54, column: 45, scope: !312)
!342 = !DILocation(line: 54, column: 42, scope: !312)
!343 = distinct !{!343, !321, !340, !51}
!344 = !DILocation(line: 57, column: 48, scope: !312)
!345 = !DILocation(line: 57, column: 3, scope: !312)
!346 = !DILocation(line: 57, column: 7, scope: !312)
!347 = !DILocation(line: 57, column: 20, scope: !312)
!348 = !DILocation(line: 57, column: 18, scope: !312)
!349 = !DILocation(line: 57, column: 33, scope: !312)
!350 = !DILocation(line: 57, column: 31, scope: !312)
!351 = !DILocation(line: 57, column: 46, scope: !312)
!352 = !DILocation(line: 58, column: 1, scope: !312)
