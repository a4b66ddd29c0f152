# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""smemvec's Python core: every tool and GPU client imports it as a package.

toolchain -- where clang/opt/llc, ptxas/nvcc/cuobjdump/ncu and the plugin
             are: the one set of environment variables (SMEMVEC_*, CUDA_PATH)
compile   -- the one clang CUDA argv (clang_cuda_flags) and per-variant
             compile of .cu/.ll to sm_90 PTX (stock / plugin / nvcc)
ptx       -- split PTX into functions, count shared loads/stores by width, diff
ptxas     -- parse `ptxas -v` resource lines (registers, spills, smem)
sass      -- count LDS/STS in `cuobjdump -sass` output
remarks   -- clang's YAML optimization record, parsed and grouped per kernel
progress  -- the tools' progress line on stderr (live on a terminal only)
bundle    -- the host bundle: PTX + manifest.json carried to the GPU machine
gpu       -- the one device runner: assemble, load, poison, launch, check,
             time with CUDA events, ncu

Everything but compile's compiling runs on the GPU machine next to CuPy
(standard library, plus numpy/CuPy inside gpu.Device and the checks).
"""
