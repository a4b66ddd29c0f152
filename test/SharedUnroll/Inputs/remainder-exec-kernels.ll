; Kernels for remainder-exec.test: runtime-trip loops over global memory
; that LLVM unrolls at runtime (by 8: window, twoouts; by 4: window2d), so
; that rule (r) unrolls their remainders (at 3: window2d; at 7: all three).
; Integer bodies: the variants must agree bit for bit.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; for (j = -r; j <= r; ++j) s += a[c + j] * (j + 3);  r read from memory
define ptx_kernel void @window(ptr noalias %a, ptr noalias %rad, i32 %c, ptr noalias %out) {
entry:
  %r = load i32, ptr %rad, align 4
  %lo = sub nsw i32 0, %r
  %empty = icmp sgt i32 %lo, %r
  br i1 %empty, label %done, label %loop

loop:
  %j = phi i32 [ %lo, %entry ], [ %j.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %idx = add nsw i32 %c, %j
  %idx64 = sext i32 %idx to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx64
  %v = load i32, ptr %p, align 4
  %w = add nsw i32 %j, 3
  %m = mul nsw i32 %v, %w
  %s.next = add nsw i32 %s, %m
  %j.next = add nsw i32 %j, 1
  %more = icmp sle i32 %j.next, %r
  br i1 %more, label %loop, label %done

done:
  %res = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  store i32 %res, ptr %out, align 4
  ret void
}

; two live-outs (the last element and a running xor), trip count n
define ptx_kernel void @twoouts(ptr noalias %a, i32 %n, ptr noalias %out) {
entry:
  %z = icmp sle i32 %n, 0
  br i1 %z, label %done, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %x = phi i32 [ 7, %entry ], [ %x.next, %loop ]
  %last = phi i32 [ 0, %entry ], [ %v, %loop ]
  %i64 = zext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %i64
  %v = load i32, ptr %p, align 4
  %rot = shl i32 %x, 1
  %x.next = xor i32 %rot, %v
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %done
done:
  %xo = phi i32 [ 0, %entry ], [ %x.next, %loop ]
  %lo = phi i32 [ -1, %entry ], [ %v, %loop ]
  %xo64 = zext i32 %xo to i64
  %lo64 = zext i32 %lo to i64
  %hi = shl i64 %lo64, 32
  %r = or i64 %hi, %xo64
  store i64 %r, ptr %out, align 8
  ret void
}

; a 2-D window: for dy, dx in [-r, r]: s += f(a[c + dy*16 + dx], dx), a
; body LLVM unrolls by 4 (remainder 1-3); the sum leaves both loops
define ptx_kernel void @window2d(ptr noalias %a, ptr noalias %rad, i32 %c, ptr noalias %out) {
entry:
  %r = load i32, ptr %rad, align 4
  %lo = sub nsw i32 0, %r
  %empty = icmp sgt i32 %lo, %r
  br i1 %empty, label %done, label %outer

outer:
  %dy = phi i32 [ %lo, %entry ], [ %dy.next, %outer.latch ]
  %s.o = phi i32 [ 0, %entry ], [ %s.in.lcssa, %outer.latch ]
  %row = mul nsw i32 %dy, 16
  %base = add nsw i32 %c, %row
  br label %inner

inner:
  %dx = phi i32 [ %lo, %outer ], [ %dx.next, %inner ]
  %s = phi i32 [ %s.o, %outer ], [ %s.next, %inner ]
  %idx = add nsw i32 %base, %dx
  %idx64 = sext i32 %idx to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx64
  %v = load i32, ptr %p, align 4
  %w1 = mul i32 %v, %dx
  %w2 = xor i32 %w1, %dy
  %w3 = mul i32 %w2, 2654435761
  %w4 = lshr i32 %w3, 7
  %w5 = add i32 %w4, %v
  %w6 = mul i32 %w5, %w5
  %w7 = xor i32 %w6, %s
  %w8 = mul i32 %w7, 40503
  %w9 = lshr i32 %w8, 3
  %s.next = add i32 %w9, %w1
  %dx.next = add nsw i32 %dx, 1
  %more = icmp sle i32 %dx.next, %r
  br i1 %more, label %inner, label %outer.latch

outer.latch:
  %s.in.lcssa = phi i32 [ %s.next, %inner ]
  %dy.next = add nsw i32 %dy, 1
  %more.o = icmp sle i32 %dy.next, %r
  br i1 %more.o, label %outer, label %done

done:
  %res = phi i32 [ 0, %entry ], [ %s.in.lcssa, %outer.latch ]
  store i32 %res, ptr %out, align 4
  ret void
}
