"""Shared helpers of smemvec's user tools and GPU benchmark.

ptx      -- split PTX into functions, count shared loads/stores by width, diff
sass     -- count LDS/STS in `cuobjdump -sass` output
ptxas    -- parse `ptxas -v` resource lines (registers, spills, smem)
compile  -- compile a .cu/.ll to PTX with clang (stock / plugin) and nvcc

ptx, sass and ptxas use the standard library only: the GPU machine imports
them next to CuPy.
"""
