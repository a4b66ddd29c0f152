; Corpus r1 (sgp_smem_v4, 0.08x of stock): a register tile whose row loops
; carry a plain `#pragma unroll` (llvm.loop.unroll.enable) or a count of at
; least their trip count, and whose column loop has no pragma. The pragma'd
; loops count as unrollable in the private-array group (LoopFullUnrollPass
; unrolls all of them), so the column loop is unrolled fully as a
; private-array loop, not by a hand-off count of 4 that left the 8x8 tile in
; local memory. Negative: `#pragma unroll 2` on the row loop is below its
; trip count: the user's count decides, and stock keeps the tile in local
; memory as well. IR: clang -O3 -Xclang -disable-llvm-passes
; -gline-tables-only of this kernel source (tile_enable, tile_count<8>,
; tile_count<2>), lines 15-24 / 43-52.
; RUN: opt %loadplugin -passes='default<O3>' -pass-remarks=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt %loadplugin -passes='default<O3>' %s -o - | llc %loadplugin -mcpu=sm_90 -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; REMARK-NOT:  by 4
; REMARK:      tile_pragmas.cu:18:9: fully unrolling loop (trip count 8, {{[0-9]+}} instructions): private array
; REMARK-NOT:  by 4
; REMARK:      tile_pragmas.cu:46:9: fully unrolling loop (trip count 8, {{[0-9]+}} instructions): private array
; REMARK-NOT:  by 4
; REMARK:      tile_pragmas.cu:46:9: fully unrolling loop (trip count 8, {{[0-9]+}} instructions): shared stride
; REMARK-NOT:  by 4
; PTX-LABEL:   .entry _Z11tile_enablePKfS0_Pfi(
; PTX-NOT:     .local
; PTX:         ld.shared.v4
; PTX-LABEL:   .entry _Z10tile_countILi8EEvPKfS1_Pfi(
; PTX-NOT:     .local
; PTX:         ld.shared.v4
; PTX-LABEL:   .entry _Z10tile_countILi2EEvPKfS1_Pfi(
; PTX:         .local
; ModuleID = 'tile_pragmas.cu'
source_filename = "tile_pragmas.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }

$_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv = comdat any

$_Z10tile_countILi8EEvPKfS1_Pfi = comdat any

$_Z10tile_countILi2EEvPKfS1_Pfi = comdat any

$_ZZ10tile_countILi8EEvPKfS1_PfiE2Ps = comdat any

$_ZZ10tile_countILi8EEvPKfS1_PfiE2Qs = comdat any

$_ZZ10tile_countILi2EEvPKfS1_PfiE2Ps = comdat any

$_ZZ10tile_countILi2EEvPKfS1_PfiE2Qs = comdat any

@_ZZ11tile_enablePKfS0_PfiE2Ps = internal addrspace(3) global [1024 x float] undef, align 4
@_ZZ11tile_enablePKfS0_PfiE2Qs = internal addrspace(3) global [1024 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@_ZZ10tile_countILi8EEvPKfS1_PfiE2Ps = linkonce_odr dso_local addrspace(3) global [1024 x float] undef, comdat, align 4
@_ZZ10tile_countILi8EEvPKfS1_PfiE2Qs = linkonce_odr dso_local addrspace(3) global [1024 x float] undef, comdat, align 4
@_ZZ10tile_countILi2EEvPKfS1_PfiE2Ps = linkonce_odr dso_local addrspace(3) global [1024 x float] undef, comdat, align 4
@_ZZ10tile_countILi2EEvPKfS1_PfiE2Qs = linkonce_odr dso_local addrspace(3) global [1024 x float] undef, comdat, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11tile_enablePKfS0_Pfi(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !15 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [8 x [8 x float]], align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !18
  store ptr %1, ptr %6, align 8, !tbaa !18
  store ptr %2, ptr %7, align 8, !tbaa !18
  store i32 %3, ptr %8, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %9) #6, !dbg !21
  %20 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #7, !dbg !22
  %21 = urem i32 %20, 16, !dbg !23
  %22 = mul i32 %21, 8, !dbg !24
  store i32 %22, ptr %9, align 4, !dbg !25, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %10) #6, !dbg !21
  %23 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #7, !dbg !26
  %24 = udiv i32 %23, 16, !dbg !27
  %25 = mul i32 %24, 8, !dbg !28
  store i32 %25, ptr %10, align 4, !dbg !29, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %11) #6, !dbg !30
  call void @llvm.memset.p0.i64(ptr align 4 %11, i8 0, i64 256, i1 false), !dbg !31
  call void @llvm.lifetime.start.p0(ptr %12) #6, !dbg !32
  store i32 0, ptr %12, align 4, !dbg !33, !tbaa !10
  br label %26, !dbg !32

26:                                               ; preds = %118, %4
  %27 = load i32, ptr %12, align 4, !dbg !34, !tbaa !10
  %28 = load i32, ptr %8, align 4, !dbg !35, !tbaa !10
  %29 = icmp slt i32 %27, %28, !dbg !36
  br i1 %29, label %31, label %30, !dbg !37

30:                                               ; preds = %26
  store i32 2, ptr %13, align 4
  call void @llvm.lifetime.end.p0(ptr %12) #6, !dbg !37
  br label %121

31:                                               ; preds = %26
  call void @llvm.lifetime.start.p0(ptr %14) #6, !dbg !38
  %32 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #7, !dbg !39
  store i32 %32, ptr %14, align 4, !dbg !40, !tbaa !10
  br label %33, !dbg !38

33:                                               ; preds = %60, %31
  %34 = load i32, ptr %14, align 4, !dbg !41, !tbaa !10
  %35 = icmp slt i32 %34, 1024, !dbg !42
  br i1 %35, label %37, label %36, !dbg !43

36:                                               ; preds = %33
  store i32 5, ptr %13, align 4
  call void @llvm.lifetime.end.p0(ptr %14) #6, !dbg !43
  br label %63

37:                                               ; preds = %33
  %38 = load ptr, ptr %6, align 8, !dbg !44, !tbaa !18
  %39 = load i32, ptr %12, align 4, !dbg !45, !tbaa !10
  %40 = mul nsw i32 %39, 128, !dbg !46
  %41 = load i32, ptr %14, align 4, !dbg !47, !tbaa !10
  %42 = add nsw i32 %40, %41, !dbg !48
  %43 = sext i32 %42 to i64, !dbg !44
  %44 = getelementptr inbounds float, ptr %38, i64 %43, !dbg !44
  %45 = load float, ptr %44, align 4, !dbg !44, !tbaa !49
  %46 = load i32, ptr %14, align 4, !dbg !51, !tbaa !10
  %47 = sext i32 %46 to i64, !dbg !52
  %48 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11tile_enablePKfS0_PfiE2Qs to ptr), i64 0, i64 %47, !dbg !52
  store float %45, ptr %48, align 4, !dbg !53, !tbaa !49
  %49 = load ptr, ptr %5, align 8, !dbg !54, !tbaa !18
  %50 = load i32, ptr %12, align 4, !dbg !55, !tbaa !10
  %51 = mul nsw i32 %50, 128, !dbg !56
  %52 = load i32, ptr %14, align 4, !dbg !57, !tbaa !10
  %53 = add nsw i32 %51, %52, !dbg !58
  %54 = sext i32 %53 to i64, !dbg !54
  %55 = getelementptr inbounds float, ptr %49, i64 %54, !dbg !54
  %56 = load float, ptr %55, align 4, !dbg !54, !tbaa !49
  %57 = load i32, ptr %14, align 4, !dbg !59, !tbaa !10
  %58 = sext i32 %57 to i64, !dbg !60
  %59 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11tile_enablePKfS0_PfiE2Ps to ptr), i64 0, i64 %58, !dbg !60
  store float %56, ptr %59, align 4, !dbg !61, !tbaa !49
  br label %60, !dbg !62

60:                                               ; preds = %37
  %61 = load i32, ptr %14, align 4, !dbg !63, !tbaa !10
  %62 = add nsw i32 %61, 256, !dbg !63
  store i32 %62, ptr %14, align 4, !dbg !63, !tbaa !10
  br label %33, !dbg !43, !llvm.loop !64

63:                                               ; preds = %36
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !66
  call void @llvm.lifetime.start.p0(ptr %15) #6, !dbg !67
  store i32 0, ptr %15, align 4, !dbg !68, !tbaa !10
  br label %64, !dbg !67

64:                                               ; preds = %114, %63
  %65 = load i32, ptr %15, align 4, !dbg !69, !tbaa !10
  %66 = icmp slt i32 %65, 8, !dbg !70
  br i1 %66, label %68, label %67, !dbg !71

67:                                               ; preds = %64
  store i32 8, ptr %13, align 4
  call void @llvm.lifetime.end.p0(ptr %15) #6, !dbg !71
  br label %117

68:                                               ; preds = %64
  call void @llvm.lifetime.start.p0(ptr %16) #6, !dbg !72
  store i32 0, ptr %16, align 4, !dbg !73, !tbaa !10
  br label %69, !dbg !72

69:                                               ; preds = %110, %68
  %70 = load i32, ptr %16, align 4, !dbg !74, !tbaa !10
  %71 = icmp slt i32 %70, 8, !dbg !75
  br i1 %71, label %73, label %72, !dbg !76

72:                                               ; preds = %69
  store i32 11, ptr %13, align 4
  call void @llvm.lifetime.end.p0(ptr %16) #6, !dbg !76
  br label %113

73:                                               ; preds = %69
  call void @llvm.lifetime.start.p0(ptr %17) #6, !dbg !77
  store i32 0, ptr %17, align 4, !dbg !78, !tbaa !10
  br label %74, !dbg !77

74:                                               ; preds = %106, %73
  %75 = load i32, ptr %17, align 4, !dbg !79, !tbaa !10
  %76 = icmp slt i32 %75, 8, !dbg !80
  br i1 %76, label %78, label %77, !dbg !81

77:                                               ; preds = %74
  store i32 14, ptr %13, align 4
  call void @llvm.lifetime.end.p0(ptr %17) #6, !dbg !81
  br label %109

78:                                               ; preds = %74
  %79 = load i32, ptr %10, align 4, !dbg !82, !tbaa !10
  %80 = load i32, ptr %16, align 4, !dbg !83, !tbaa !10
  %81 = add nsw i32 %79, %80, !dbg !84
  %82 = mul nsw i32 %81, 8, !dbg !85
  %83 = load i32, ptr %15, align 4, !dbg !86, !tbaa !10
  %84 = add nsw i32 %82, %83, !dbg !87
  %85 = sext i32 %84 to i64, !dbg !88
  %86 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11tile_enablePKfS0_PfiE2Ps to ptr), i64 0, i64 %85, !dbg !88
  %87 = load float, ptr %86, align 4, !dbg !88, !tbaa !49
  %88 = load i32, ptr %15, align 4, !dbg !89, !tbaa !10
  %89 = mul nsw i32 %88, 128, !dbg !90
  %90 = load i32, ptr %9, align 4, !dbg !91, !tbaa !10
  %91 = add nsw i32 %89, %90, !dbg !92
  %92 = load i32, ptr %17, align 4, !dbg !93, !tbaa !10
  %93 = add nsw i32 %91, %92, !dbg !94
  %94 = sext i32 %93 to i64, !dbg !95
  %95 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11tile_enablePKfS0_PfiE2Qs to ptr), i64 0, i64 %94, !dbg !95
  %96 = load float, ptr %95, align 4, !dbg !95, !tbaa !49
  %97 = fmul contract float %87, %96, !dbg !96
  %98 = load i32, ptr %16, align 4, !dbg !97, !tbaa !10
  %99 = sext i32 %98 to i64, !dbg !98
  %100 = getelementptr inbounds [8 x [8 x float]], ptr %11, i64 0, i64 %99, !dbg !98
  %101 = load i32, ptr %17, align 4, !dbg !99, !tbaa !10
  %102 = sext i32 %101 to i64, !dbg !98
  %103 = getelementptr inbounds [8 x float], ptr %100, i64 0, i64 %102, !dbg !98
  %104 = load float, ptr %103, align 4, !dbg !100, !tbaa !49
  %105 = fadd contract float %104, %97, !dbg !100
  store float %105, ptr %103, align 4, !dbg !100, !tbaa !49
  br label %106, !dbg !98

106:                                              ; preds = %78
  %107 = load i32, ptr %17, align 4, !dbg !101, !tbaa !10
  %108 = add nsw i32 %107, 1, !dbg !101
  store i32 %108, ptr %17, align 4, !dbg !101, !tbaa !10
  br label %74, !dbg !81, !llvm.loop !102

109:                                              ; preds = %77
  br label %110, !dbg !103

110:                                              ; preds = %109
  %111 = load i32, ptr %16, align 4, !dbg !104, !tbaa !10
  %112 = add nsw i32 %111, 1, !dbg !104
  store i32 %112, ptr %16, align 4, !dbg !104, !tbaa !10
  br label %69, !dbg !76, !llvm.loop !105

113:                                              ; preds = %72
  br label %114, !dbg !107

114:                                              ; preds = %113
  %115 = load i32, ptr %15, align 4, !dbg !108, !tbaa !10
  %116 = add nsw i32 %115, 1, !dbg !108
  store i32 %116, ptr %15, align 4, !dbg !108, !tbaa !10
  br label %64, !dbg !71, !llvm.loop !109

117:                                              ; preds = %67
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !110
  br label %118, !dbg !111

118:                                              ; preds = %117
  %119 = load i32, ptr %12, align 4, !dbg !112, !tbaa !10
  %120 = add nsw i32 %119, 8, !dbg !112
  store i32 %120, ptr %12, align 4, !dbg !112, !tbaa !10
  br label %26, !dbg !37, !llvm.loop !113

121:                                              ; preds = %30
  call void @llvm.lifetime.start.p0(ptr %18) #6, !dbg !114
  store i32 0, ptr %18, align 4, !dbg !115, !tbaa !10
  br label %122, !dbg !114

122:                                              ; preds = %154, %121
  %123 = load i32, ptr %18, align 4, !dbg !116, !tbaa !10
  %124 = icmp slt i32 %123, 8, !dbg !117
  br i1 %124, label %126, label %125, !dbg !118

125:                                              ; preds = %122
  store i32 17, ptr %13, align 4
  call void @llvm.lifetime.end.p0(ptr %18) #6, !dbg !118
  br label %157

126:                                              ; preds = %122
  call void @llvm.lifetime.start.p0(ptr %19) #6, !dbg !119
  store i32 0, ptr %19, align 4, !dbg !120, !tbaa !10
  br label %127, !dbg !119

127:                                              ; preds = %150, %126
  %128 = load i32, ptr %19, align 4, !dbg !121, !tbaa !10
  %129 = icmp slt i32 %128, 8, !dbg !122
  br i1 %129, label %131, label %130, !dbg !123

130:                                              ; preds = %127
  store i32 20, ptr %13, align 4
  call void @llvm.lifetime.end.p0(ptr %19) #6, !dbg !123
  br label %153

131:                                              ; preds = %127
  %132 = load i32, ptr %18, align 4, !dbg !124, !tbaa !10
  %133 = sext i32 %132 to i64, !dbg !125
  %134 = getelementptr inbounds [8 x [8 x float]], ptr %11, i64 0, i64 %133, !dbg !125
  %135 = load i32, ptr %19, align 4, !dbg !126, !tbaa !10
  %136 = sext i32 %135 to i64, !dbg !125
  %137 = getelementptr inbounds [8 x float], ptr %134, i64 0, i64 %136, !dbg !125
  %138 = load float, ptr %137, align 4, !dbg !125, !tbaa !49
  %139 = load ptr, ptr %7, align 8, !dbg !127, !tbaa !18
  %140 = load i32, ptr %10, align 4, !dbg !128, !tbaa !10
  %141 = load i32, ptr %18, align 4, !dbg !129, !tbaa !10
  %142 = add nsw i32 %140, %141, !dbg !130
  %143 = mul nsw i32 %142, 128, !dbg !131
  %144 = load i32, ptr %9, align 4, !dbg !132, !tbaa !10
  %145 = add nsw i32 %143, %144, !dbg !133
  %146 = load i32, ptr %19, align 4, !dbg !134, !tbaa !10
  %147 = add nsw i32 %145, %146, !dbg !135
  %148 = sext i32 %147 to i64, !dbg !127
  %149 = getelementptr inbounds float, ptr %139, i64 %148, !dbg !127
  store float %138, ptr %149, align 4, !dbg !136, !tbaa !49
  br label %150, !dbg !127

150:                                              ; preds = %131
  %151 = load i32, ptr %19, align 4, !dbg !137, !tbaa !10
  %152 = add nsw i32 %151, 1, !dbg !137
  store i32 %152, ptr %19, align 4, !dbg !137, !tbaa !10
  br label %127, !dbg !123, !llvm.loop !138

153:                                              ; preds = %130
  br label %154, !dbg !139

154:                                              ; preds = %153
  %155 = load i32, ptr %18, align 4, !dbg !140, !tbaa !10
  %156 = add nsw i32 %155, 1, !dbg !140
  store i32 %156, ptr %18, align 4, !dbg !140, !tbaa !10
  br label %122, !dbg !118, !llvm.loop !141

157:                                              ; preds = %125
  call void @llvm.lifetime.end.p0(ptr %11) #6, !dbg !142
  call void @llvm.lifetime.end.p0(ptr %10) #6, !dbg !142
  call void @llvm.lifetime.end.p0(ptr %9) #6, !dbg !142
  ret void, !dbg !142
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #2 comdat align 2 !dbg !143 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !145
  ret i32 %1, !dbg !146
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10tile_countILi8EEvPKfS1_Pfi(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 comdat !dbg !147 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [8 x [8 x float]], align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !18
  store ptr %1, ptr %6, align 8, !tbaa !18
  store ptr %2, ptr %7, align 8, !tbaa !18
  store i32 %3, ptr %8, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %9) #6, !dbg !148
  %20 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #7, !dbg !149
  %21 = urem i32 %20, 16, !dbg !150
  %22 = mul i32 %21, 8, !dbg !151
  store i32 %22, ptr %9, align 4, !dbg !152, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %10) #6, !dbg !148
  %23 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #7, !dbg !153
  %24 = udiv i32 %23, 16, !dbg !154
  %25 = mul i32 %24, 8, !dbg !155
  store i32 %25, ptr %10, align 4, !dbg !156, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %11) #6, !dbg !157
  call void @llvm.memset.p0.i64(ptr align 4 %11, i8 0, i64 256, i1 false), !dbg !158
  call void @llvm.lifetime.start.p0(ptr %12) #6, !dbg !159
  store i32 0, ptr %12, align 4, !dbg !160, !tbaa !10
  br label %26, !dbg !159

26:                                               ; preds = %118, %4
  %27 = load i32, ptr %12, align 4, !dbg !161, !tbaa !10
  %28 = load i32, ptr %8, align 4, !dbg !162, !tbaa !10
  %29 = icmp slt i32 %27, %28, !dbg !163
  br i1 %29, label %31, label %30, !dbg !164

30:                                               ; preds = %26
  store i32 2, ptr %13, align 4
  call void @llvm.lifetime.end.p0(ptr %12) #6, !dbg !164
  br label %121

31:                                               ; preds = %26
  call void @llvm.lifetime.start.p0(ptr %14) #6, !dbg !165
  %32 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #7, !dbg !166
  store i32 %32, ptr %14, align 4, !dbg !167, !tbaa !10
  br label %33, !dbg !165

33:                                               ; preds = %60, %31
  %34 = load i32, ptr %14, align 4, !dbg !168, !tbaa !10
  %35 = icmp slt i32 %34, 1024, !dbg !169
  br i1 %35, label %37, label %36, !dbg !170

36:                                               ; preds = %33
  store i32 5, ptr %13, align 4
  call void @llvm.lifetime.end.p0(ptr %14) #6, !dbg !170
  br label %63

37:                                               ; preds = %33
  %38 = load ptr, ptr %6, align 8, !dbg !171, !tbaa !18
  %39 = load i32, ptr %12, align 4, !dbg !172, !tbaa !10
  %40 = mul nsw i32 %39, 128, !dbg !173
  %41 = load i32, ptr %14, align 4, !dbg !174, !tbaa !10
  %42 = add nsw i32 %40, %41, !dbg !175
  %43 = sext i32 %42 to i64, !dbg !171
  %44 = getelementptr inbounds float, ptr %38, i64 %43, !dbg !171
  %45 = load float, ptr %44, align 4, !dbg !171, !tbaa !49
  %46 = load i32, ptr %14, align 4, !dbg !176, !tbaa !10
  %47 = sext i32 %46 to i64, !dbg !177
  %48 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_countILi8EEvPKfS1_PfiE2Qs to ptr), i64 0, i64 %47, !dbg !177
  store float %45, ptr %48, align 4, !dbg !178, !tbaa !49
  %49 = load ptr, ptr %5, align 8, !dbg !179, !tbaa !18
  %50 = load i32, ptr %12, align 4, !dbg !180, !tbaa !10
  %51 = mul nsw i32 %50, 128, !dbg !181
  %52 = load i32, ptr %14, align 4, !dbg !182, !tbaa !10
  %53 = add nsw i32 %51, %52, !dbg !183
  %54 = sext i32 %53 to i64, !dbg !179
  %55 = getelementptr inbounds float, ptr %49, i64 %54, !dbg !179
  %56 = load float, ptr %55, align 4, !dbg !179, !tbaa !49
  %57 = load i32, ptr %14, align 4, !dbg !184, !tbaa !10
  %58 = sext i32 %57 to i64, !dbg !185
  %59 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_countILi8EEvPKfS1_PfiE2Ps to ptr), i64 0, i64 %58, !dbg !185
  store float %56, ptr %59, align 4, !dbg !186, !tbaa !49
  br label %60, !dbg !187

60:                                               ; preds = %37
  %61 = load i32, ptr %14, align 4, !dbg !188, !tbaa !10
  %62 = add nsw i32 %61, 256, !dbg !188
  store i32 %62, ptr %14, align 4, !dbg !188, !tbaa !10
  br label %33, !dbg !170, !llvm.loop !189

63:                                               ; preds = %36
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !190
  call void @llvm.lifetime.start.p0(ptr %15) #6, !dbg !191
  store i32 0, ptr %15, align 4, !dbg !192, !tbaa !10
  br label %64, !dbg !191

64:                                               ; preds = %114, %63
  %65 = load i32, ptr %15, align 4, !dbg !193, !tbaa !10
  %66 = icmp slt i32 %65, 8, !dbg !194
  br i1 %66, label %68, label %67, !dbg !195

67:                                               ; preds = %64
  store i32 8, ptr %13, align 4
  call void @llvm.lifetime.end.p0(ptr %15) #6, !dbg !195
  br label %117

68:                                               ; preds = %64
  call void @llvm.lifetime.start.p0(ptr %16) #6, !dbg !196
  store i32 0, ptr %16, align 4, !dbg !197, !tbaa !10
  br label %69, !dbg !196

69:                                               ; preds = %110, %68
  %70 = load i32, ptr %16, align 4, !dbg !198, !tbaa !10
  %71 = icmp slt i32 %70, 8, !dbg !199
  br i1 %71, label %73, label %72, !dbg !200

72:                                               ; preds = %69
  store i32 11, ptr %13, align 4
  call void @llvm.lifetime.end.p0(ptr %16) #6, !dbg !200
  br label %113

73:                                               ; preds = %69
  call void @llvm.lifetime.start.p0(ptr %17) #6, !dbg !201
  store i32 0, ptr %17, align 4, !dbg !202, !tbaa !10
  br label %74, !dbg !201

74:                                               ; preds = %106, %73
  %75 = load i32, ptr %17, align 4, !dbg !203, !tbaa !10
  %76 = icmp slt i32 %75, 8, !dbg !204
  br i1 %76, label %78, label %77, !dbg !205

77:                                               ; preds = %74
  store i32 14, ptr %13, align 4
  call void @llvm.lifetime.end.p0(ptr %17) #6, !dbg !205
  br label %109

78:                                               ; preds = %74
  %79 = load i32, ptr %10, align 4, !dbg !206, !tbaa !10
  %80 = load i32, ptr %16, align 4, !dbg !207, !tbaa !10
  %81 = add nsw i32 %79, %80, !dbg !208
  %82 = mul nsw i32 %81, 8, !dbg !209
  %83 = load i32, ptr %15, align 4, !dbg !210, !tbaa !10
  %84 = add nsw i32 %82, %83, !dbg !211
  %85 = sext i32 %84 to i64, !dbg !212
  %86 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_countILi8EEvPKfS1_PfiE2Ps to ptr), i64 0, i64 %85, !dbg !212
  %87 = load float, ptr %86, align 4, !dbg !212, !tbaa !49
  %88 = load i32, ptr %15, align 4, !dbg !213, !tbaa !10
  %89 = mul nsw i32 %88, 128, !dbg !214
  %90 = load i32, ptr %9, align 4, !dbg !215, !tbaa !10
  %91 = add nsw i32 %89, %90, !dbg !216
  %92 = load i32, ptr %17, align 4, !dbg !217, !tbaa !10
  %93 = add nsw i32 %91, %92, !dbg !218
  %94 = sext i32 %93 to i64, !dbg !219
  %95 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_countILi8EEvPKfS1_PfiE2Qs to ptr), i64 0, i64 %94, !dbg !219
  %96 = load float, ptr %95, align 4, !dbg !219, !tbaa !49
  %97 = fmul contract float %87, %96, !dbg !220
  %98 = load i32, ptr %16, align 4, !dbg !221, !tbaa !10
  %99 = sext i32 %98 to i64, !dbg !222
  %100 = getelementptr inbounds [8 x [8 x float]], ptr %11, i64 0, i64 %99, !dbg !222
  %101 = load i32, ptr %17, align 4, !dbg !223, !tbaa !10
  %102 = sext i32 %101 to i64, !dbg !222
  %103 = getelementptr inbounds [8 x float], ptr %100, i64 0, i64 %102, !dbg !222
  %104 = load float, ptr %103, align 4, !dbg !224, !tbaa !49
  %105 = fadd contract float %104, %97, !dbg !224
  store float %105, ptr %103, align 4, !dbg !224, !tbaa !49
  br label %106, !dbg !222

106:                                              ; preds = %78
  %107 = load i32, ptr %17, align 4, !dbg !225, !tbaa !10
  %108 = add nsw i32 %107, 1, !dbg !225
  store i32 %108, ptr %17, align 4, !dbg !225, !tbaa !10
  br label %74, !dbg !205, !llvm.loop !226

109:                                              ; preds = %77
  br label %110, !dbg !227

110:                                              ; preds = %109
  %111 = load i32, ptr %16, align 4, !dbg !228, !tbaa !10
  %112 = add nsw i32 %111, 1, !dbg !228
  store i32 %112, ptr %16, align 4, !dbg !228, !tbaa !10
  br label %69, !dbg !200, !llvm.loop !229

113:                                              ; preds = %72
  br label %114, !dbg !231

114:                                              ; preds = %113
  %115 = load i32, ptr %15, align 4, !dbg !232, !tbaa !10
  %116 = add nsw i32 %115, 1, !dbg !232
  store i32 %116, ptr %15, align 4, !dbg !232, !tbaa !10
  br label %64, !dbg !195, !llvm.loop !233

117:                                              ; preds = %67
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !234
  br label %118, !dbg !235

118:                                              ; preds = %117
  %119 = load i32, ptr %12, align 4, !dbg !236, !tbaa !10
  %120 = add nsw i32 %119, 8, !dbg !236
  store i32 %120, ptr %12, align 4, !dbg !236, !tbaa !10
  br label %26, !dbg !164, !llvm.loop !237

121:                                              ; preds = %30
  call void @llvm.lifetime.start.p0(ptr %18) #6, !dbg !238
  store i32 0, ptr %18, align 4, !dbg !239, !tbaa !10
  br label %122, !dbg !238

122:                                              ; preds = %154, %121
  %123 = load i32, ptr %18, align 4, !dbg !240, !tbaa !10
  %124 = icmp slt i32 %123, 8, !dbg !241
  br i1 %124, label %126, label %125, !dbg !242

125:                                              ; preds = %122
  store i32 17, ptr %13, align 4
  call void @llvm.lifetime.end.p0(ptr %18) #6, !dbg !242
  br label %157

126:                                              ; preds = %122
  call void @llvm.lifetime.start.p0(ptr %19) #6, !dbg !243
  store i32 0, ptr %19, align 4, !dbg !244, !tbaa !10
  br label %127, !dbg !243

127:                                              ; preds = %150, %126
  %128 = load i32, ptr %19, align 4, !dbg !245, !tbaa !10
  %129 = icmp slt i32 %128, 8, !dbg !246
  br i1 %129, label %131, label %130, !dbg !247

130:                                              ; preds = %127
  store i32 20, ptr %13, align 4
  call void @llvm.lifetime.end.p0(ptr %19) #6, !dbg !247
  br label %153

131:                                              ; preds = %127
  %132 = load i32, ptr %18, align 4, !dbg !248, !tbaa !10
  %133 = sext i32 %132 to i64, !dbg !249
  %134 = getelementptr inbounds [8 x [8 x float]], ptr %11, i64 0, i64 %133, !dbg !249
  %135 = load i32, ptr %19, align 4, !dbg !250, !tbaa !10
  %136 = sext i32 %135 to i64, !dbg !249
  %137 = getelementptr inbounds [8 x float], ptr %134, i64 0, i64 %136, !dbg !249
  %138 = load float, ptr %137, align 4, !dbg !249, !tbaa !49
  %139 = load ptr, ptr %7, align 8, !dbg !251, !tbaa !18
  %140 = load i32, ptr %10, align 4, !dbg !252, !tbaa !10
  %141 = load i32, ptr %18, align 4, !dbg !253, !tbaa !10
  %142 = add nsw i32 %140, %141, !dbg !254
  %143 = mul nsw i32 %142, 128, !dbg !255
  %144 = load i32, ptr %9, align 4, !dbg !256, !tbaa !10
  %145 = add nsw i32 %143, %144, !dbg !257
  %146 = load i32, ptr %19, align 4, !dbg !258, !tbaa !10
  %147 = add nsw i32 %145, %146, !dbg !259
  %148 = sext i32 %147 to i64, !dbg !251
  %149 = getelementptr inbounds float, ptr %139, i64 %148, !dbg !251
  store float %138, ptr %149, align 4, !dbg !260, !tbaa !49
  br label %150, !dbg !251

150:                                              ; preds = %131
  %151 = load i32, ptr %19, align 4, !dbg !261, !tbaa !10
  %152 = add nsw i32 %151, 1, !dbg !261
  store i32 %152, ptr %19, align 4, !dbg !261, !tbaa !10
  br label %127, !dbg !247, !llvm.loop !262

153:                                              ; preds = %130
  br label %154, !dbg !263

154:                                              ; preds = %153
  %155 = load i32, ptr %18, align 4, !dbg !264, !tbaa !10
  %156 = add nsw i32 %155, 1, !dbg !264
  store i32 %156, ptr %18, align 4, !dbg !264, !tbaa !10
  br label %122, !dbg !242, !llvm.loop !265

157:                                              ; preds = %125
  call void @llvm.lifetime.end.p0(ptr %11) #6, !dbg !266
  call void @llvm.lifetime.end.p0(ptr %10) #6, !dbg !266
  call void @llvm.lifetime.end.p0(ptr %9) #6, !dbg !266
  ret void, !dbg !266
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10tile_countILi2EEvPKfS1_Pfi(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 comdat !dbg !267 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [8 x [8 x float]], align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !18
  store ptr %1, ptr %6, align 8, !tbaa !18
  store ptr %2, ptr %7, align 8, !tbaa !18
  store i32 %3, ptr %8, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %9) #6, !dbg !268
  %20 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #7, !dbg !269
  %21 = urem i32 %20, 16, !dbg !270
  %22 = mul i32 %21, 8, !dbg !271
  store i32 %22, ptr %9, align 4, !dbg !272, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %10) #6, !dbg !268
  %23 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #7, !dbg !273
  %24 = udiv i32 %23, 16, !dbg !274
  %25 = mul i32 %24, 8, !dbg !275
  store i32 %25, ptr %10, align 4, !dbg !276, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %11) #6, !dbg !277
  call void @llvm.memset.p0.i64(ptr align 4 %11, i8 0, i64 256, i1 false), !dbg !278
  call void @llvm.lifetime.start.p0(ptr %12) #6, !dbg !279
  store i32 0, ptr %12, align 4, !dbg !280, !tbaa !10
  br label %26, !dbg !279

26:                                               ; preds = %118, %4
  %27 = load i32, ptr %12, align 4, !dbg !281, !tbaa !10
  %28 = load i32, ptr %8, align 4, !dbg !282, !tbaa !10
  %29 = icmp slt i32 %27, %28, !dbg !283
  br i1 %29, label %31, label %30, !dbg !284

30:                                               ; preds = %26
  store i32 2, ptr %13, align 4
  call void @llvm.lifetime.end.p0(ptr %12) #6, !dbg !284
  br label %121

31:                                               ; preds = %26
  call void @llvm.lifetime.start.p0(ptr %14) #6, !dbg !285
  %32 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #7, !dbg !286
  store i32 %32, ptr %14, align 4, !dbg !287, !tbaa !10
  br label %33, !dbg !285

33:                                               ; preds = %60, %31
  %34 = load i32, ptr %14, align 4, !dbg !288, !tbaa !10
  %35 = icmp slt i32 %34, 1024, !dbg !289
  br i1 %35, label %37, label %36, !dbg !290

36:                                               ; preds = %33
  store i32 5, ptr %13, align 4
  call void @llvm.lifetime.end.p0(ptr %14) #6, !dbg !290
  br label %63

37:                                               ; preds = %33
  %38 = load ptr, ptr %6, align 8, !dbg !291, !tbaa !18
  %39 = load i32, ptr %12, align 4, !dbg !292, !tbaa !10
  %40 = mul nsw i32 %39, 128, !dbg !293
  %41 = load i32, ptr %14, align 4, !dbg !294, !tbaa !10
  %42 = add nsw i32 %40, %41, !dbg !295
  %43 = sext i32 %42 to i64, !dbg !291
  %44 = getelementptr inbounds float, ptr %38, i64 %43, !dbg !291
  %45 = load float, ptr %44, align 4, !dbg !291, !tbaa !49
  %46 = load i32, ptr %14, align 4, !dbg !296, !tbaa !10
  %47 = sext i32 %46 to i64, !dbg !297
  %48 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_countILi2EEvPKfS1_PfiE2Qs to ptr), i64 0, i64 %47, !dbg !297
  store float %45, ptr %48, align 4, !dbg !298, !tbaa !49
  %49 = load ptr, ptr %5, align 8, !dbg !299, !tbaa !18
  %50 = load i32, ptr %12, align 4, !dbg !300, !tbaa !10
  %51 = mul nsw i32 %50, 128, !dbg !301
  %52 = load i32, ptr %14, align 4, !dbg !302, !tbaa !10
  %53 = add nsw i32 %51, %52, !dbg !303
  %54 = sext i32 %53 to i64, !dbg !299
  %55 = getelementptr inbounds float, ptr %49, i64 %54, !dbg !299
  %56 = load float, ptr %55, align 4, !dbg !299, !tbaa !49
  %57 = load i32, ptr %14, align 4, !dbg !304, !tbaa !10
  %58 = sext i32 %57 to i64, !dbg !305
  %59 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_countILi2EEvPKfS1_PfiE2Ps to ptr), i64 0, i64 %58, !dbg !305
  store float %56, ptr %59, align 4, !dbg !306, !tbaa !49
  br label %60, !dbg !307

60:                                               ; preds = %37
  %61 = load i32, ptr %14, align 4, !dbg !308, !tbaa !10
  %62 = add nsw i32 %61, 256, !dbg !308
  store i32 %62, ptr %14, align 4, !dbg !308, !tbaa !10
  br label %33, !dbg !290, !llvm.loop !309

63:                                               ; preds = %36
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !310
  call void @llvm.lifetime.start.p0(ptr %15) #6, !dbg !311
  store i32 0, ptr %15, align 4, !dbg !312, !tbaa !10
  br label %64, !dbg !311

64:                                               ; preds = %114, %63
  %65 = load i32, ptr %15, align 4, !dbg !313, !tbaa !10
  %66 = icmp slt i32 %65, 8, !dbg !314
  br i1 %66, label %68, label %67, !dbg !315

67:                                               ; preds = %64
  store i32 8, ptr %13, align 4
  call void @llvm.lifetime.end.p0(ptr %15) #6, !dbg !315
  br label %117

68:                                               ; preds = %64
  call void @llvm.lifetime.start.p0(ptr %16) #6, !dbg !316
  store i32 0, ptr %16, align 4, !dbg !317, !tbaa !10
  br label %69, !dbg !316

69:                                               ; preds = %110, %68
  %70 = load i32, ptr %16, align 4, !dbg !318, !tbaa !10
  %71 = icmp slt i32 %70, 8, !dbg !319
  br i1 %71, label %73, label %72, !dbg !320

72:                                               ; preds = %69
  store i32 11, ptr %13, align 4
  call void @llvm.lifetime.end.p0(ptr %16) #6, !dbg !320
  br label %113

73:                                               ; preds = %69
  call void @llvm.lifetime.start.p0(ptr %17) #6, !dbg !321
  store i32 0, ptr %17, align 4, !dbg !322, !tbaa !10
  br label %74, !dbg !321

74:                                               ; preds = %106, %73
  %75 = load i32, ptr %17, align 4, !dbg !323, !tbaa !10
  %76 = icmp slt i32 %75, 8, !dbg !324
  br i1 %76, label %78, label %77, !dbg !325

77:                                               ; preds = %74
  store i32 14, ptr %13, align 4
  call void @llvm.lifetime.end.p0(ptr %17) #6, !dbg !325
  br label %109

78:                                               ; preds = %74
  %79 = load i32, ptr %10, align 4, !dbg !326, !tbaa !10
  %80 = load i32, ptr %16, align 4, !dbg !327, !tbaa !10
  %81 = add nsw i32 %79, %80, !dbg !328
  %82 = mul nsw i32 %81, 8, !dbg !329
  %83 = load i32, ptr %15, align 4, !dbg !330, !tbaa !10
  %84 = add nsw i32 %82, %83, !dbg !331
  %85 = sext i32 %84 to i64, !dbg !332
  %86 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_countILi2EEvPKfS1_PfiE2Ps to ptr), i64 0, i64 %85, !dbg !332
  %87 = load float, ptr %86, align 4, !dbg !332, !tbaa !49
  %88 = load i32, ptr %15, align 4, !dbg !333, !tbaa !10
  %89 = mul nsw i32 %88, 128, !dbg !334
  %90 = load i32, ptr %9, align 4, !dbg !335, !tbaa !10
  %91 = add nsw i32 %89, %90, !dbg !336
  %92 = load i32, ptr %17, align 4, !dbg !337, !tbaa !10
  %93 = add nsw i32 %91, %92, !dbg !338
  %94 = sext i32 %93 to i64, !dbg !339
  %95 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_countILi2EEvPKfS1_PfiE2Qs to ptr), i64 0, i64 %94, !dbg !339
  %96 = load float, ptr %95, align 4, !dbg !339, !tbaa !49
  %97 = fmul contract float %87, %96, !dbg !340
  %98 = load i32, ptr %16, align 4, !dbg !341, !tbaa !10
  %99 = sext i32 %98 to i64, !dbg !342
  %100 = getelementptr inbounds [8 x [8 x float]], ptr %11, i64 0, i64 %99, !dbg !342
  %101 = load i32, ptr %17, align 4, !dbg !343, !tbaa !10
  %102 = sext i32 %101 to i64, !dbg !342
  %103 = getelementptr inbounds [8 x float], ptr %100, i64 0, i64 %102, !dbg !342
  %104 = load float, ptr %103, align 4, !dbg !344, !tbaa !49
  %105 = fadd contract float %104, %97, !dbg !344
  store float %105, ptr %103, align 4, !dbg !344, !tbaa !49
  br label %106, !dbg !342

106:                                              ; preds = %78
  %107 = load i32, ptr %17, align 4, !dbg !345, !tbaa !10
  %108 = add nsw i32 %107, 1, !dbg !345
  store i32 %108, ptr %17, align 4, !dbg !345, !tbaa !10
  br label %74, !dbg !325, !llvm.loop !346

109:                                              ; preds = %77
  br label %110, !dbg !347

110:                                              ; preds = %109
  %111 = load i32, ptr %16, align 4, !dbg !348, !tbaa !10
  %112 = add nsw i32 %111, 1, !dbg !348
  store i32 %112, ptr %16, align 4, !dbg !348, !tbaa !10
  br label %69, !dbg !320, !llvm.loop !349

113:                                              ; preds = %72
  br label %114, !dbg !351

114:                                              ; preds = %113
  %115 = load i32, ptr %15, align 4, !dbg !352, !tbaa !10
  %116 = add nsw i32 %115, 1, !dbg !352
  store i32 %116, ptr %15, align 4, !dbg !352, !tbaa !10
  br label %64, !dbg !315, !llvm.loop !353

117:                                              ; preds = %67
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !354
  br label %118, !dbg !355

118:                                              ; preds = %117
  %119 = load i32, ptr %12, align 4, !dbg !356, !tbaa !10
  %120 = add nsw i32 %119, 8, !dbg !356
  store i32 %120, ptr %12, align 4, !dbg !356, !tbaa !10
  br label %26, !dbg !284, !llvm.loop !357

121:                                              ; preds = %30
  call void @llvm.lifetime.start.p0(ptr %18) #6, !dbg !358
  store i32 0, ptr %18, align 4, !dbg !359, !tbaa !10
  br label %122, !dbg !358

122:                                              ; preds = %154, %121
  %123 = load i32, ptr %18, align 4, !dbg !360, !tbaa !10
  %124 = icmp slt i32 %123, 8, !dbg !361
  br i1 %124, label %126, label %125, !dbg !362

125:                                              ; preds = %122
  store i32 17, ptr %13, align 4
  call void @llvm.lifetime.end.p0(ptr %18) #6, !dbg !362
  br label %157

126:                                              ; preds = %122
  call void @llvm.lifetime.start.p0(ptr %19) #6, !dbg !363
  store i32 0, ptr %19, align 4, !dbg !364, !tbaa !10
  br label %127, !dbg !363

127:                                              ; preds = %150, %126
  %128 = load i32, ptr %19, align 4, !dbg !365, !tbaa !10
  %129 = icmp slt i32 %128, 8, !dbg !366
  br i1 %129, label %131, label %130, !dbg !367

130:                                              ; preds = %127
  store i32 20, ptr %13, align 4
  call void @llvm.lifetime.end.p0(ptr %19) #6, !dbg !367
  br label %153

131:                                              ; preds = %127
  %132 = load i32, ptr %18, align 4, !dbg !368, !tbaa !10
  %133 = sext i32 %132 to i64, !dbg !369
  %134 = getelementptr inbounds [8 x [8 x float]], ptr %11, i64 0, i64 %133, !dbg !369
  %135 = load i32, ptr %19, align 4, !dbg !370, !tbaa !10
  %136 = sext i32 %135 to i64, !dbg !369
  %137 = getelementptr inbounds [8 x float], ptr %134, i64 0, i64 %136, !dbg !369
  %138 = load float, ptr %137, align 4, !dbg !369, !tbaa !49
  %139 = load ptr, ptr %7, align 8, !dbg !371, !tbaa !18
  %140 = load i32, ptr %10, align 4, !dbg !372, !tbaa !10
  %141 = load i32, ptr %18, align 4, !dbg !373, !tbaa !10
  %142 = add nsw i32 %140, %141, !dbg !374
  %143 = mul nsw i32 %142, 128, !dbg !375
  %144 = load i32, ptr %9, align 4, !dbg !376, !tbaa !10
  %145 = add nsw i32 %143, %144, !dbg !377
  %146 = load i32, ptr %19, align 4, !dbg !378, !tbaa !10
  %147 = add nsw i32 %145, %146, !dbg !379
  %148 = sext i32 %147 to i64, !dbg !371
  %149 = getelementptr inbounds float, ptr %139, i64 %148, !dbg !371
  store float %138, ptr %149, align 4, !dbg !380, !tbaa !49
  br label %150, !dbg !371

150:                                              ; preds = %131
  %151 = load i32, ptr %19, align 4, !dbg !381, !tbaa !10
  %152 = add nsw i32 %151, 1, !dbg !381
  store i32 %152, ptr %19, align 4, !dbg !381, !tbaa !10
  br label %127, !dbg !367, !llvm.loop !382

153:                                              ; preds = %130
  br label %154, !dbg !383

154:                                              ; preds = %153
  %155 = load i32, ptr %18, align 4, !dbg !384, !tbaa !10
  %156 = add nsw i32 %155, 1, !dbg !384
  store i32 %156, ptr %18, align 4, !dbg !384, !tbaa !10
  br label %122, !dbg !362, !llvm.loop !385

157:                                              ; preds = %125
  call void @llvm.lifetime.end.p0(ptr %11) #6, !dbg !386
  call void @llvm.lifetime.end.p0(ptr %10) #6, !dbg !386
  call void @llvm.lifetime.end.p0(ptr %9) #6, !dbg !386
  ret void, !dbg !386
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

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
!7 = !DIFile(filename: "tile_pragmas.cu", directory: ".")
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{i32 2, i32 0}
!15 = distinct !DISubprogram(name: "tile_enable", scope: !7, file: !7, line: 3, type: !16, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{}
!18 = !{!19, !19, i64 0}
!19 = !{!"p1 float", !20, i64 0}
!20 = !{!"any pointer", !12, i64 0}
!21 = !DILocation(line: 6, column: 3, scope: !15)
!22 = !DILocation(line: 6, column: 13, scope: !15)
!23 = !DILocation(line: 6, column: 25, scope: !15)
!24 = !DILocation(line: 6, column: 31, scope: !15)
!25 = !DILocation(line: 6, column: 7, scope: !15)
!26 = !DILocation(line: 6, column: 42, scope: !15)
!27 = !DILocation(line: 6, column: 54, scope: !15)
!28 = !DILocation(line: 6, column: 60, scope: !15)
!29 = !DILocation(line: 6, column: 36, scope: !15)
!30 = !DILocation(line: 7, column: 3, scope: !15)
!31 = !DILocation(line: 7, column: 9, scope: !15)
!32 = !DILocation(line: 8, column: 8, scope: !15)
!33 = !DILocation(line: 8, column: 12, scope: !15)
!34 = !DILocation(line: 8, column: 19, scope: !15)
!35 = !DILocation(line: 8, column: 23, scope: !15)
!36 = !DILocation(line: 8, column: 21, scope: !15)
!37 = !DILocation(line: 8, column: 3, scope: !15)
!38 = !DILocation(line: 9, column: 10, scope: !15)
!39 = !DILocation(line: 9, column: 18, scope: !15)
!40 = !DILocation(line: 9, column: 14, scope: !15)
!41 = !DILocation(line: 9, column: 31, scope: !15)
!42 = !DILocation(line: 9, column: 33, scope: !15)
!43 = !DILocation(line: 9, column: 5, scope: !15)
!44 = !DILocation(line: 10, column: 15, scope: !15)
!45 = !DILocation(line: 10, column: 17, scope: !15)
!46 = !DILocation(line: 10, column: 19, scope: !15)
!47 = !DILocation(line: 10, column: 27, scope: !15)
!48 = !DILocation(line: 10, column: 25, scope: !15)
!49 = !{!50, !50, i64 0}
!50 = !{!"float", !12, i64 0}
!51 = !DILocation(line: 10, column: 10, scope: !15)
!52 = !DILocation(line: 10, column: 7, scope: !15)
!53 = !DILocation(line: 10, column: 13, scope: !15)
!54 = !DILocation(line: 11, column: 15, scope: !15)
!55 = !DILocation(line: 11, column: 17, scope: !15)
!56 = !DILocation(line: 11, column: 19, scope: !15)
!57 = !DILocation(line: 11, column: 27, scope: !15)
!58 = !DILocation(line: 11, column: 25, scope: !15)
!59 = !DILocation(line: 11, column: 10, scope: !15)
!60 = !DILocation(line: 11, column: 7, scope: !15)
!61 = !DILocation(line: 11, column: 13, scope: !15)
!62 = !DILocation(line: 12, column: 5, scope: !15)
!63 = !DILocation(line: 9, column: 46, scope: !15)
!64 = distinct !{!64, !43, !62, !65}
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DILocation(line: 13, column: 5, scope: !15)
!67 = !DILocation(line: 15, column: 10, scope: !15)
!68 = !DILocation(line: 15, column: 14, scope: !15)
!69 = !DILocation(line: 15, column: 21, scope: !15)
!70 = !DILocation(line: 15, column: 23, scope: !15)
!71 = !DILocation(line: 15, column: 5, scope: !15)
!72 = !DILocation(line: 17, column: 12, scope: !15)
!73 = !DILocation(line: 17, column: 16, scope: !15)
!74 = !DILocation(line: 17, column: 23, scope: !15)
!75 = !DILocation(line: 17, column: 25, scope: !15)
!76 = !DILocation(line: 17, column: 7, scope: !15)
!77 = !DILocation(line: 18, column: 14, scope: !15)
!78 = !DILocation(line: 18, column: 18, scope: !15)
!79 = !DILocation(line: 18, column: 25, scope: !15)
!80 = !DILocation(line: 18, column: 27, scope: !15)
!81 = !DILocation(line: 18, column: 9, scope: !15)
!82 = !DILocation(line: 19, column: 26, scope: !15)
!83 = !DILocation(line: 19, column: 31, scope: !15)
!84 = !DILocation(line: 19, column: 29, scope: !15)
!85 = !DILocation(line: 19, column: 34, scope: !15)
!86 = !DILocation(line: 19, column: 40, scope: !15)
!87 = !DILocation(line: 19, column: 38, scope: !15)
!88 = !DILocation(line: 19, column: 22, scope: !15)
!89 = !DILocation(line: 19, column: 48, scope: !15)
!90 = !DILocation(line: 19, column: 50, scope: !15)
!91 = !DILocation(line: 19, column: 58, scope: !15)
!92 = !DILocation(line: 19, column: 56, scope: !15)
!93 = !DILocation(line: 19, column: 63, scope: !15)
!94 = !DILocation(line: 19, column: 61, scope: !15)
!95 = !DILocation(line: 19, column: 45, scope: !15)
!96 = !DILocation(line: 19, column: 43, scope: !15)
!97 = !DILocation(line: 19, column: 13, scope: !15)
!98 = !DILocation(line: 19, column: 11, scope: !15)
!99 = !DILocation(line: 19, column: 16, scope: !15)
!100 = !DILocation(line: 19, column: 19, scope: !15)
!101 = !DILocation(line: 18, column: 32, scope: !15)
!102 = distinct !{!102, !81, !103, !65}
!103 = !DILocation(line: 19, column: 64, scope: !15)
!104 = !DILocation(line: 17, column: 30, scope: !15)
!105 = distinct !{!105, !76, !103, !65, !106}
!106 = !{!"llvm.loop.unroll.enable"}
!107 = !DILocation(line: 20, column: 5, scope: !15)
!108 = !DILocation(line: 15, column: 28, scope: !15)
!109 = distinct !{!109, !71, !107, !65, !106}
!110 = !DILocation(line: 21, column: 5, scope: !15)
!111 = !DILocation(line: 22, column: 3, scope: !15)
!112 = !DILocation(line: 8, column: 28, scope: !15)
!113 = distinct !{!113, !37, !111, !65}
!114 = !DILocation(line: 23, column: 8, scope: !15)
!115 = !DILocation(line: 23, column: 12, scope: !15)
!116 = !DILocation(line: 23, column: 19, scope: !15)
!117 = !DILocation(line: 23, column: 21, scope: !15)
!118 = !DILocation(line: 23, column: 3, scope: !15)
!119 = !DILocation(line: 24, column: 10, scope: !15)
!120 = !DILocation(line: 24, column: 14, scope: !15)
!121 = !DILocation(line: 24, column: 21, scope: !15)
!122 = !DILocation(line: 24, column: 23, scope: !15)
!123 = !DILocation(line: 24, column: 5, scope: !15)
!124 = !DILocation(line: 25, column: 38, scope: !15)
!125 = !DILocation(line: 25, column: 36, scope: !15)
!126 = !DILocation(line: 25, column: 41, scope: !15)
!127 = !DILocation(line: 25, column: 7, scope: !15)
!128 = !DILocation(line: 25, column: 10, scope: !15)
!129 = !DILocation(line: 25, column: 15, scope: !15)
!130 = !DILocation(line: 25, column: 13, scope: !15)
!131 = !DILocation(line: 25, column: 18, scope: !15)
!132 = !DILocation(line: 25, column: 26, scope: !15)
!133 = !DILocation(line: 25, column: 24, scope: !15)
!134 = !DILocation(line: 25, column: 31, scope: !15)
!135 = !DILocation(line: 25, column: 29, scope: !15)
!136 = !DILocation(line: 25, column: 34, scope: !15)
!137 = !DILocation(line: 24, column: 28, scope: !15)
!138 = distinct !{!138, !123, !139, !65}
!139 = !DILocation(line: 25, column: 42, scope: !15)
!140 = !DILocation(line: 23, column: 26, scope: !15)
!141 = distinct !{!141, !118, !139, !65}
!142 = !DILocation(line: 26, column: 1, scope: !15)
!143 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !144, file: !144, line: 53, type: !16, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!144 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!145 = !DILocation(line: 53, column: 27, scope: !143)
!146 = !DILocation(line: 53, column: 3, scope: !143)
!147 = distinct !DISubprogram(name: "tile_count<8>", scope: !7, file: !7, line: 31, type: !16, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!148 = !DILocation(line: 34, column: 3, scope: !147)
!149 = !DILocation(line: 34, column: 13, scope: !147)
!150 = !DILocation(line: 34, column: 25, scope: !147)
!151 = !DILocation(line: 34, column: 31, scope: !147)
!152 = !DILocation(line: 34, column: 7, scope: !147)
!153 = !DILocation(line: 34, column: 42, scope: !147)
!154 = !DILocation(line: 34, column: 54, scope: !147)
!155 = !DILocation(line: 34, column: 60, scope: !147)
!156 = !DILocation(line: 34, column: 36, scope: !147)
!157 = !DILocation(line: 35, column: 3, scope: !147)
!158 = !DILocation(line: 35, column: 9, scope: !147)
!159 = !DILocation(line: 36, column: 8, scope: !147)
!160 = !DILocation(line: 36, column: 12, scope: !147)
!161 = !DILocation(line: 36, column: 19, scope: !147)
!162 = !DILocation(line: 36, column: 23, scope: !147)
!163 = !DILocation(line: 36, column: 21, scope: !147)
!164 = !DILocation(line: 36, column: 3, scope: !147)
!165 = !DILocation(line: 37, column: 10, scope: !147)
!166 = !DILocation(line: 37, column: 18, scope: !147)
!167 = !DILocation(line: 37, column: 14, scope: !147)
!168 = !DILocation(line: 37, column: 31, scope: !147)
!169 = !DILocation(line: 37, column: 33, scope: !147)
!170 = !DILocation(line: 37, column: 5, scope: !147)
!171 = !DILocation(line: 38, column: 15, scope: !147)
!172 = !DILocation(line: 38, column: 17, scope: !147)
!173 = !DILocation(line: 38, column: 19, scope: !147)
!174 = !DILocation(line: 38, column: 27, scope: !147)
!175 = !DILocation(line: 38, column: 25, scope: !147)
!176 = !DILocation(line: 38, column: 10, scope: !147)
!177 = !DILocation(line: 38, column: 7, scope: !147)
!178 = !DILocation(line: 38, column: 13, scope: !147)
!179 = !DILocation(line: 39, column: 15, scope: !147)
!180 = !DILocation(line: 39, column: 17, scope: !147)
!181 = !DILocation(line: 39, column: 19, scope: !147)
!182 = !DILocation(line: 39, column: 27, scope: !147)
!183 = !DILocation(line: 39, column: 25, scope: !147)
!184 = !DILocation(line: 39, column: 10, scope: !147)
!185 = !DILocation(line: 39, column: 7, scope: !147)
!186 = !DILocation(line: 39, column: 13, scope: !147)
!187 = !DILocation(line: 40, column: 5, scope: !147)
!188 = !DILocation(line: 37, column: 46, scope: !147)
!189 = distinct !{!189, !170, !187, !65}
!190 = !DILocation(line: 41, column: 5, scope: !147)
!191 = !DILocation(line: 43, column: 10, scope: !147)
!192 = !DILocation(line: 43, column: 14, scope: !147)
!193 = !DILocation(line: 43, column: 21, scope: !147)
!194 = !DILocation(line: 43, column: 23, scope: !147)
!195 = !DILocation(line: 43, column: 5, scope: !147)
!196 = !DILocation(line: 45, column: 12, scope: !147)
!197 = !DILocation(line: 45, column: 16, scope: !147)
!198 = !DILocation(line: 45, column: 23, scope: !147)
!199 = !DILocation(line: 45, column: 25, scope: !147)
!200 = !DILocation(line: 45, column: 7, scope: !147)
!201 = !DILocation(line: 46, column: 14, scope: !147)
!202 = !DILocation(line: 46, column: 18, scope: !147)
!203 = !DILocation(line: 46, column: 25, scope: !147)
!204 = !DILocation(line: 46, column: 27, scope: !147)
!205 = !DILocation(line: 46, column: 9, scope: !147)
!206 = !DILocation(line: 47, column: 26, scope: !147)
!207 = !DILocation(line: 47, column: 31, scope: !147)
!208 = !DILocation(line: 47, column: 29, scope: !147)
!209 = !DILocation(line: 47, column: 34, scope: !147)
!210 = !DILocation(line: 47, column: 40, scope: !147)
!211 = !DILocation(line: 47, column: 38, scope: !147)
!212 = !DILocation(line: 47, column: 22, scope: !147)
!213 = !DILocation(line: 47, column: 48, scope: !147)
!214 = !DILocation(line: 47, column: 50, scope: !147)
!215 = !DILocation(line: 47, column: 58, scope: !147)
!216 = !DILocation(line: 47, column: 56, scope: !147)
!217 = !DILocation(line: 47, column: 63, scope: !147)
!218 = !DILocation(line: 47, column: 61, scope: !147)
!219 = !DILocation(line: 47, column: 45, scope: !147)
!220 = !DILocation(line: 47, column: 43, scope: !147)
!221 = !DILocation(line: 47, column: 13, scope: !147)
!222 = !DILocation(line: 47, column: 11, scope: !147)
!223 = !DILocation(line: 47, column: 16, scope: !147)
!224 = !DILocation(line: 47, column: 19, scope: !147)
!225 = !DILocation(line: 46, column: 32, scope: !147)
!226 = distinct !{!226, !205, !227, !65}
!227 = !DILocation(line: 47, column: 64, scope: !147)
!228 = !DILocation(line: 45, column: 30, scope: !147)
!229 = distinct !{!229, !200, !227, !65, !230}
!230 = !{!"llvm.loop.unroll.count", i32 8}
!231 = !DILocation(line: 48, column: 5, scope: !147)
!232 = !DILocation(line: 43, column: 28, scope: !147)
!233 = distinct !{!233, !195, !231, !65, !106}
!234 = !DILocation(line: 49, column: 5, scope: !147)
!235 = !DILocation(line: 50, column: 3, scope: !147)
!236 = !DILocation(line: 36, column: 28, scope: !147)
!237 = distinct !{!237, !164, !235, !65}
!238 = !DILocation(line: 51, column: 8, scope: !147)
!239 = !DILocation(line: 51, column: 12, scope: !147)
!240 = !DILocation(line: 51, column: 19, scope: !147)
!241 = !DILocation(line: 51, column: 21, scope: !147)
!242 = !DILocation(line: 51, column: 3, scope: !147)
!243 = !DILocation(line: 52, column: 10, scope: !147)
!244 = !DILocation(line: 52, column: 14, scope: !147)
!245 = !DILocation(line: 52, column: 21, scope: !147)
!246 = !DILocation(line: 52, column: 23, scope: !147)
!247 = !DILocation(line: 52, column: 5, scope: !147)
!248 = !DILocation(line: 53, column: 38, scope: !147)
!249 = !DILocation(line: 53, column: 36, scope: !147)
!250 = !DILocation(line: 53, column: 41, scope: !147)
!251 = !DILocation(line: 53, column: 7, scope: !147)
!252 = !DILocation(line: 53, column: 10, scope: !147)
!253 = !DILocation(line: 53, column: 15, scope: !147)
!254 = !DILocation(line: 53, column: 13, scope: !147)
!255 = !DILocation(line: 53, column: 18, scope: !147)
!256 = !DILocation(line: 53, column: 26, scope: !147)
!257 = !DILocation(line: 53, column: 24, scope: !147)
!258 = !DILocation(line: 53, column: 31, scope: !147)
!259 = !DILocation(line: 53, column: 29, scope: !147)
!260 = !DILocation(line: 53, column: 34, scope: !147)
!261 = !DILocation(line: 52, column: 28, scope: !147)
!262 = distinct !{!262, !247, !263, !65}
!263 = !DILocation(line: 53, column: 42, scope: !147)
!264 = !DILocation(line: 51, column: 26, scope: !147)
!265 = distinct !{!265, !242, !263, !65}
!266 = !DILocation(line: 54, column: 1, scope: !147)
!267 = distinct !DISubprogram(name: "tile_count<2>", scope: !7, file: !7, line: 31, type: !16, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!268 = !DILocation(line: 34, column: 3, scope: !267)
!269 = !DILocation(line: 34, column: 13, scope: !267)
!270 = !DILocation(line: 34, column: 25, scope: !267)
!271 = !DILocation(line: 34, column: 31, scope: !267)
!272 = !DILocation(line: 34, column: 7, scope: !267)
!273 = !DILocation(line: 34, column: 42, scope: !267)
!274 = !DILocation(line: 34, column: 54, scope: !267)
!275 = !DILocation(line: 34, column: 60, scope: !267)
!276 = !DILocation(line: 34, column: 36, scope: !267)
!277 = !DILocation(line: 35, column: 3, scope: !267)
!278 = !DILocation(line: 35, column: 9, scope: !267)
!279 = !DILocation(line: 36, column: 8, scope: !267)
!280 = !DILocation(line: 36, column: 12, scope: !267)
!281 = !DILocation(line: 36, column: 19, scope: !267)
!282 = !DILocation(line: 36, column: 23, scope: !267)
!283 = !DILocation(line: 36, column: 21, scope: !267)
!284 = !DILocation(line: 36, column: 3, scope: !267)
!285 = !DILocation(line: 37, column: 10, scope: !267)
!286 = !DILocation(line: 37, column: 18, scope: !267)
!287 = !DILocation(line: 37, column: 14, scope: !267)
!288 = !DILocation(line: 37, column: 31, scope: !267)
!289 = !DILocation(line: 37, column: 33, scope: !267)
!290 = !DILocation(line: 37, column: 5, scope: !267)
!291 = !DILocation(line: 38, column: 15, scope: !267)
!292 = !DILocation(line: 38, column: 17, scope: !267)
!293 = !DILocation(line: 38, column: 19, scope: !267)
!294 = !DILocation(line: 38, column: 27, scope: !267)
!295 = !DILocation(line: 38, column: 25, scope: !267)
!296 = !DILocation(line: 38, column: 10, scope: !267)
!297 = !DILocation(line: 38, column: 7, scope: !267)
!298 = !DILocation(line: 38, column: 13, scope: !267)
!299 = !DILocation(line: 39, column: 15, scope: !267)
!300 = !DILocation(line: 39, column: 17, scope: !267)
!301 = !DILocation(line: 39, column: 19, scope: !267)
!302 = !DILocation(line: 39, column: 27, scope: !267)
!303 = !DILocation(line: 39, column: 25, scope: !267)
!304 = !DILocation(line: 39, column: 10, scope: !267)
!305 = !DILocation(line: 39, column: 7, scope: !267)
!306 = !DILocation(line: 39, column: 13, scope: !267)
!307 = !DILocation(line: 40, column: 5, scope: !267)
!308 = !DILocation(line: 37, column: 46, scope: !267)
!309 = distinct !{!309, !290, !307, !65}
!310 = !DILocation(line: 41, column: 5, scope: !267)
!311 = !DILocation(line: 43, column: 10, scope: !267)
!312 = !DILocation(line: 43, column: 14, scope: !267)
!313 = !DILocation(line: 43, column: 21, scope: !267)
!314 = !DILocation(line: 43, column: 23, scope: !267)
!315 = !DILocation(line: 43, column: 5, scope: !267)
!316 = !DILocation(line: 45, column: 12, scope: !267)
!317 = !DILocation(line: 45, column: 16, scope: !267)
!318 = !DILocation(line: 45, column: 23, scope: !267)
!319 = !DILocation(line: 45, column: 25, scope: !267)
!320 = !DILocation(line: 45, column: 7, scope: !267)
!321 = !DILocation(line: 46, column: 14, scope: !267)
!322 = !DILocation(line: 46, column: 18, scope: !267)
!323 = !DILocation(line: 46, column: 25, scope: !267)
!324 = !DILocation(line: 46, column: 27, scope: !267)
!325 = !DILocation(line: 46, column: 9, scope: !267)
!326 = !DILocation(line: 47, column: 26, scope: !267)
!327 = !DILocation(line: 47, column: 31, scope: !267)
!328 = !DILocation(line: 47, column: 29, scope: !267)
!329 = !DILocation(line: 47, column: 34, scope: !267)
!330 = !DILocation(line: 47, column: 40, scope: !267)
!331 = !DILocation(line: 47, column: 38, scope: !267)
!332 = !DILocation(line: 47, column: 22, scope: !267)
!333 = !DILocation(line: 47, column: 48, scope: !267)
!334 = !DILocation(line: 47, column: 50, scope: !267)
!335 = !DILocation(line: 47, column: 58, scope: !267)
!336 = !DILocation(line: 47, column: 56, scope: !267)
!337 = !DILocation(line: 47, column: 63, scope: !267)
!338 = !DILocation(line: 47, column: 61, scope: !267)
!339 = !DILocation(line: 47, column: 45, scope: !267)
!340 = !DILocation(line: 47, column: 43, scope: !267)
!341 = !DILocation(line: 47, column: 13, scope: !267)
!342 = !DILocation(line: 47, column: 11, scope: !267)
!343 = !DILocation(line: 47, column: 16, scope: !267)
!344 = !DILocation(line: 47, column: 19, scope: !267)
!345 = !DILocation(line: 46, column: 32, scope: !267)
!346 = distinct !{!346, !325, !347, !65}
!347 = !DILocation(line: 47, column: 64, scope: !267)
!348 = !DILocation(line: 45, column: 30, scope: !267)
!349 = distinct !{!349, !320, !347, !65, !350}
!350 = !{!"llvm.loop.unroll.count", i32 2}
!351 = !DILocation(line: 48, column: 5, scope: !267)
!352 = !DILocation(line: 43, column: 28, scope: !267)
!353 = distinct !{!353, !315, !351, !65, !106}
!354 = !DILocation(line: 49, column: 5, scope: !267)
!355 = !DILocation(line: 50, column: 3, scope: !267)
!356 = !DILocation(line: 36, column: 28, scope: !267)
!357 = distinct !{!357, !284, !355, !65}
!358 = !DILocation(line: 51, column: 8, scope: !267)
!359 = !DILocation(line: 51, column: 12, scope: !267)
!360 = !DILocation(line: 51, column: 19, scope: !267)
!361 = !DILocation(line: 51, column: 21, scope: !267)
!362 = !DILocation(line: 51, column: 3, scope: !267)
!363 = !DILocation(line: 52, column: 10, scope: !267)
!364 = !DILocation(line: 52, column: 14, scope: !267)
!365 = !DILocation(line: 52, column: 21, scope: !267)
!366 = !DILocation(line: 52, column: 23, scope: !267)
!367 = !DILocation(line: 52, column: 5, scope: !267)
!368 = !DILocation(line: 53, column: 38, scope: !267)
!369 = !DILocation(line: 53, column: 36, scope: !267)
!370 = !DILocation(line: 53, column: 41, scope: !267)
!371 = !DILocation(line: 53, column: 7, scope: !267)
!372 = !DILocation(line: 53, column: 10, scope: !267)
!373 = !DILocation(line: 53, column: 15, scope: !267)
!374 = !DILocation(line: 53, column: 13, scope: !267)
!375 = !DILocation(line: 53, column: 18, scope: !267)
!376 = !DILocation(line: 53, column: 26, scope: !267)
!377 = !DILocation(line: 53, column: 24, scope: !267)
!378 = !DILocation(line: 53, column: 31, scope: !267)
!379 = !DILocation(line: 53, column: 29, scope: !267)
!380 = !DILocation(line: 53, column: 34, scope: !267)
!381 = !DILocation(line: 52, column: 28, scope: !267)
!382 = distinct !{!382, !367, !383, !65}
!383 = !DILocation(line: 53, column: 42, scope: !267)
!384 = !DILocation(line: 51, column: 26, scope: !267)
!385 = distinct !{!385, !362, !383, !65}
!386 = !DILocation(line: 54, column: 1, scope: !267)
