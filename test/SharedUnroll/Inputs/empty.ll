target triple = "nvptx64-nvidia-cuda"
define void @f() {
  ret void
}
