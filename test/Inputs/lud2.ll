; Device IR of the seed MWE (bench/kernels/lud_mwe.cu with one problem per
; launch: no blockIdx offset; kernel _Z4lud2PKfPf), from
;   clang++ -x cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O3 -S -emit-llvm
; with clang 22 and CUDA 13.0 headers. Committed so the CodeGen tests run
; without CUDA.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ4lud2PKfPfE3dia = internal unnamed_addr addrspace(3) global [5 x [5 x float]] undef, align 4
@_ZZ4lud2PKfPfE8peri_col = internal unnamed_addr addrspace(3) global [5 x [5 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4lud2PKfPf(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = icmp samesign ult i32 %3, 5
  br i1 %4, label %5, label %57

5:                                                ; preds = %2
  %6 = mul nuw nsw i32 %3, 5
  %7 = zext nneg i32 %3 to i64
  %8 = getelementptr inbounds nuw [5 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4lud2PKfPfE3dia to ptr), i64 %7
  %9 = getelementptr inbounds nuw [5 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4lud2PKfPfE8peri_col to ptr), i64 %7
  %10 = zext nneg i32 %6 to i64
  %11 = getelementptr inbounds nuw float, ptr %0, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !8
  store float %12, ptr %8, align 4, !tbaa !8
  %13 = zext nneg i32 %6 to i64
  %14 = getelementptr inbounds nuw float, ptr %0, i64 %13
  %15 = getelementptr inbounds nuw i8, ptr %14, i64 100
  %16 = load float, ptr %15, align 4, !tbaa !8
  store float %16, ptr %9, align 4, !tbaa !8
  %17 = zext nneg i32 %6 to i64
  %18 = getelementptr inbounds nuw float, ptr %0, i64 %17
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 4
  %20 = load float, ptr %19, align 4, !tbaa !8
  %21 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store float %20, ptr %21, align 4, !tbaa !8
  %22 = zext nneg i32 %6 to i64
  %23 = getelementptr inbounds nuw float, ptr %0, i64 %22
  %24 = getelementptr inbounds nuw i8, ptr %23, i64 104
  %25 = load float, ptr %24, align 4, !tbaa !8
  %26 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store float %25, ptr %26, align 4, !tbaa !8
  %27 = zext nneg i32 %6 to i64
  %28 = getelementptr inbounds nuw float, ptr %0, i64 %27
  %29 = getelementptr inbounds nuw i8, ptr %28, i64 8
  %30 = load float, ptr %29, align 4, !tbaa !8
  %31 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store float %30, ptr %31, align 4, !tbaa !8
  %32 = zext nneg i32 %6 to i64
  %33 = getelementptr inbounds nuw float, ptr %0, i64 %32
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 108
  %35 = load float, ptr %34, align 4, !tbaa !8
  %36 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store float %35, ptr %36, align 4, !tbaa !8
  %37 = zext nneg i32 %6 to i64
  %38 = getelementptr inbounds nuw float, ptr %0, i64 %37
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 12
  %40 = load float, ptr %39, align 4, !tbaa !8
  %41 = getelementptr inbounds nuw i8, ptr %8, i64 12
  store float %40, ptr %41, align 4, !tbaa !8
  %42 = zext nneg i32 %6 to i64
  %43 = getelementptr inbounds nuw float, ptr %0, i64 %42
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 112
  %45 = load float, ptr %44, align 4, !tbaa !8
  %46 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store float %45, ptr %46, align 4, !tbaa !8
  %47 = zext nneg i32 %6 to i64
  %48 = getelementptr inbounds nuw float, ptr %0, i64 %47
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 16
  %50 = load float, ptr %49, align 4, !tbaa !8
  %51 = getelementptr inbounds nuw i8, ptr %8, i64 16
  store float %50, ptr %51, align 4, !tbaa !8
  %52 = zext nneg i32 %6 to i64
  %53 = getelementptr inbounds nuw float, ptr %0, i64 %52
  %54 = getelementptr inbounds nuw i8, ptr %53, i64 116
  %55 = load float, ptr %54, align 4, !tbaa !8
  %56 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store float %55, ptr %56, align 4, !tbaa !8
  br label %57

57:                                               ; preds = %5, %2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %4, label %58, label %119

58:                                               ; preds = %57
  %59 = zext nneg i32 %3 to i64
  %60 = getelementptr inbounds nuw [5 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4lud2PKfPfE8peri_col to ptr), i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !8
  %62 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ4lud2PKfPfE3dia to ptr), align 4, !tbaa !8
  %63 = fdiv contract float %61, %62
  store float %63, ptr %60, align 4, !tbaa !8
  %64 = getelementptr inbounds nuw i8, ptr %60, i64 4
  %65 = load float, ptr %64, align 4, !tbaa !8
  %66 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4lud2PKfPfE3dia to ptr), i64 4), align 4, !tbaa !8
  %67 = fsub contract float %65, %66
  %68 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4lud2PKfPfE3dia to ptr), i64 24), align 4, !tbaa !8
  %69 = getelementptr inbounds nuw i8, ptr %60, i64 4
  %70 = fdiv contract float %67, %68
  store float %70, ptr %69, align 4, !tbaa !8
  %71 = getelementptr inbounds nuw i8, ptr %60, i64 8
  %72 = load float, ptr %71, align 4, !tbaa !8
  %73 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4lud2PKfPfE3dia to ptr), i64 8), align 4, !tbaa !8
  %74 = fsub contract float %72, %73
  %75 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4lud2PKfPfE3dia to ptr), i64 28), align 4, !tbaa !8
  %76 = fsub contract float %74, %75
  %77 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4lud2PKfPfE3dia to ptr), i64 48), align 4, !tbaa !8
  %78 = getelementptr inbounds nuw i8, ptr %60, i64 8
  %79 = fdiv contract float %76, %77
  store float %79, ptr %78, align 4, !tbaa !8
  %80 = getelementptr inbounds nuw i8, ptr %60, i64 12
  %81 = load float, ptr %80, align 4, !tbaa !8
  %82 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4lud2PKfPfE3dia to ptr), i64 12), align 4, !tbaa !8
  %83 = fsub contract float %81, %82
  %84 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4lud2PKfPfE3dia to ptr), i64 32), align 4, !tbaa !8
  %85 = fsub contract float %83, %84
  %86 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4lud2PKfPfE3dia to ptr), i64 52), align 4, !tbaa !8
  %87 = fsub contract float %85, %86
  %88 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4lud2PKfPfE3dia to ptr), i64 72), align 4, !tbaa !8
  %89 = getelementptr inbounds nuw i8, ptr %60, i64 12
  %90 = fdiv contract float %87, %88
  store float %90, ptr %89, align 4, !tbaa !8
  %91 = getelementptr inbounds nuw i8, ptr %60, i64 16
  %92 = load float, ptr %91, align 4, !tbaa !8
  %93 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4lud2PKfPfE3dia to ptr), i64 16), align 4, !tbaa !8
  %94 = fsub contract float %92, %93
  %95 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4lud2PKfPfE3dia to ptr), i64 36), align 4, !tbaa !8
  %96 = fsub contract float %94, %95
  %97 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4lud2PKfPfE3dia to ptr), i64 56), align 4, !tbaa !8
  %98 = fsub contract float %96, %97
  %99 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4lud2PKfPfE3dia to ptr), i64 76), align 4, !tbaa !8
  %100 = fsub contract float %98, %99
  %101 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4lud2PKfPfE3dia to ptr), i64 96), align 4, !tbaa !8
  %102 = getelementptr inbounds nuw i8, ptr %60, i64 16
  %103 = fdiv contract float %100, %101
  store float %103, ptr %102, align 4, !tbaa !8
  %104 = mul nuw nsw i32 %3, 5
  %105 = zext nneg i32 %104 to i64
  %106 = getelementptr inbounds nuw float, ptr %1, i64 %105
  store float %63, ptr %106, align 4, !tbaa !8
  %107 = zext nneg i32 %104 to i64
  %108 = getelementptr inbounds nuw float, ptr %1, i64 %107
  %109 = getelementptr inbounds nuw i8, ptr %108, i64 4
  store float %70, ptr %109, align 4, !tbaa !8
  %110 = zext nneg i32 %104 to i64
  %111 = getelementptr inbounds nuw float, ptr %1, i64 %110
  %112 = getelementptr inbounds nuw i8, ptr %111, i64 8
  store float %79, ptr %112, align 4, !tbaa !8
  %113 = zext nneg i32 %104 to i64
  %114 = getelementptr inbounds nuw float, ptr %1, i64 %113
  %115 = getelementptr inbounds nuw i8, ptr %114, i64 12
  store float %90, ptr %115, align 4, !tbaa !8
  %116 = zext nneg i32 %104 to i64
  %117 = getelementptr inbounds nuw float, ptr %1, i64 %116
  %118 = getelementptr inbounds nuw i8, ptr %117, i64 16
  store float %103, ptr %118, align 4, !tbaa !8
  br label %119

119:                                              ; preds = %58, %57
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
