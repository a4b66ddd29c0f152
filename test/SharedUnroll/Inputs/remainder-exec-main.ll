; The host driver of remainder-exec.test: fills a[k] = k*k ^ 1234567 and
; prints every kernel's result for n = -1..29 (window radius n, n mod 8 for
; the 2-D window).
@a = global [1024 x i32] zeroinitializer
@rad = global i32 0
@fmt = private constant [21 x i8] c"%d %d %lld %d %d %d\0A\00"
declare i32 @printf(ptr, ...)
declare void @window(ptr, ptr, i32, ptr)
declare void @twoouts(ptr, i32, ptr)
declare void @window2d(ptr, ptr, i32, ptr)
declare void @marked3(ptr, i32, ptr)
declare void @marked7(ptr, i32, ptr)
@o3 = global i32 0
@o7 = global i32 0
@o2 = global i32 0
@o32 = global i32 0
@o64 = global i64 0
define i32 @main() {
entry:
  br label %fill
fill:
  %k = phi i32 [ 0, %entry ], [ %k1, %fill ]
  %k64 = zext i32 %k to i64
  %p = getelementptr [1024 x i32], ptr @a, i64 0, i64 %k64
  %sq = mul i32 %k, %k
  %v = xor i32 %sq, 1234567
  store i32 %v, ptr %p
  %k1 = add i32 %k, 1
  %fd = icmp eq i32 %k1, 1024
  br i1 %fd, label %run, label %fill
run:
  %n = phi i32 [ -1, %fill ], [ %n1, %run ]
  store i32 %n, ptr @rad
  call void @window(ptr @a, ptr @rad, i32 30, ptr @o32)
  call void @twoouts(ptr @a, i32 %n, ptr @o64)
  %n8 = urem i32 %n, 8
  store i32 %n8, ptr @rad
  call void @window2d(ptr @a, ptr @rad, i32 500, ptr @o2)
  %w2 = load i32, ptr @o2
  call void @marked3(ptr @a, i32 %n, ptr @o3)
  call void @marked7(ptr @a, i32 %n, ptr @o7)
  %m3 = load i32, ptr @o3
  %m7 = load i32, ptr @o7
  %w = load i32, ptr @o32
  %t = load i64, ptr @o64
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %n, i32 %w, i64 %t, i32 %w2, i32 %m3, i32 %m7)
  %n1 = add i32 %n, 1
  %rd = icmp eq i32 %n1, 30
  br i1 %rd, label %out, label %run
out:
  ret i32 0
}
