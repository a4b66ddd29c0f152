#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Check the suite's kernels against their numpy references on the CPU.

    python3 bench/emu_check.py [--only REGEX] [--keep DIR]

For each kernel of bench/suite.json (at a small size, EMU_CASES below) the
kernel source is compiled as C++20 with bench/emu/cuda_emu.h (one
std::thread per CUDA thread, __syncthreads a barrier), run on inputs from
bench/references.py's generators, and its outputs compared with the
reference exactly as bench/run_bundle.py does on the GPU. Catches wrong
indexing, a wrong reference or a wrong manifest before a GPU run; not races
and not GPU rounding. Needs numpy and g++ (C++20). Kernels whose source is
missing here (e.g. another branch's sgemm.cu) are skipped.
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.realpath(__file__))
import suite as suitelib  # noqa: E402

# Small sizes: every block is a few hundred host threads.
EMU_CASES = {
    "lud_mwe": {"B": 8}, "lud_diagonal_16": {"B": 4}, "lud_diagonal_32": {"B": 2},
    "lud_perimeter_16": {"n": 64}, "lud_perimeter_32": {"n": 128},
    "lud_internal_16": {"n": 48}, "lud_internal_32": {"n": 96},
    "sgemm": {"M": 128, "N": 128, "K": 32},
    "transpose": {"n": 64}, "stencil2d": {"n": 128}, "block_reduce": {"B": 3},
    "box_radius": {"W": 48, "H": 32}, "bilateral_radius": {"W": 48, "H": 32},
    "bilateral_uniform": {"W": 48, "H": 32, "R": 3}, "conv_mask": {"W": 48, "H": 32, "R": 3},
    "strip_2d": {"W": 64, "H": 72, "n": 6}, "strip_flat": {"W": 64, "H": 72, "n": 6},
    "strip_ptr": {"W": 64, "H": 72, "n": 6},
    "gapped_f16": {"P": 512}, "gapped_bf16": {"P": 512}, "struct_smem": {"N": 512},
    "extern_smem": {"N": 512},
    "sgemm_1d_blocktile": {"M": 128, "N": 128, "K": 16},
    "sgemm_2d_blocktile": {"M": 128, "N": 128, "K": 16},
    "sgemm_vectorized": {"M": 128, "N": 128, "K": 16},
    "sgemm_warptile": {"M": 128, "N": 128, "K": 32},
    "sgemm_double_buffer": {"M": 128, "N": 128, "K": 16},
    "sgemm_shared_tile": {"M": 64, "N": 64, "K": 64},
    "dwt97": {"B": 8}, "dwt97_l1": {"B": 8},
    "matmul_outlined": {"M": 128, "N": 128, "K": 128},
    "conv5_blur": {"w": 64, "h": 64}, "conv5_detail": {"w": 64, "h": 64},
    "sgemm_at_vec4": {"M": 128, "N": 128, "K": 16},
    "sgemm_at_plain": {"M": 64, "N": 128, "K": 32},
    "sgemm_row16": {"M": 64, "N": 128, "K": 16},
    "lu_tile_rightlooking": {"B": 2}, "edit_distance_wave": {"P": 4},
    "scan_hillis_steele": {"B": 2},
    "gemv_warp_rows": {"rows": 16, "cols": 200}, "layernorm_rows": {"rows": 3, "width": 1000},
    "rmsnorm_staged": {"rows": 3, "width": 1000},
    "sgemm_staged": {"M": 128, "N": 128, "K": 16}, "sgemm_staged_lb2": {"M": 128, "N": 128, "K": 16},
    "sgemm_staged_db": {"M": 128, "N": 256, "K": 24},
    "mlp_relu_log2": {"batch": 2, "n_in": 512, "n_out": 16},
    "softmax_warp_pow": {"rows": 16, "width": 96}, "softmax_rows": {"rows": 8, "width": 1000},
    "histogram_blocks": {"NB": 32768}, "bitonic_sort1024": {"B": 2},
    "pad_transpose": {"n": 64}, "pad_rowdot": {"B": 4}, "pad_rowdot_swz": {"B": 2},
    "pad_lu32": {"B": 2}, "pad_hist": {"B": 3},
    "pad_dyn_transpose": {"n": 64}, "pad_pingpong_transpose": {"n": 128, "T": 2},
    "pad_db_matmul": {"M": 64, "N": 96, "K": 128},
    "pad_ver_transpose": {"n": 64}, "pad_ver_transpose16": {"n": 64},
    "pad_ver_transpose_idle": {"n": 64}, "pad_ver_transpose_idle_rejected": {"n": 64},
    "ho_gemm_wt_128x64_k8": {"M": 128, "N": 128, "K": 16},
    "ho_gemm_wt_64x64_k16": {"M": 64, "N": 128, "K": 32},
    "ho_gemm_member_staged": {"M": 128, "N": 256, "K": 16},
    "ho_rownorm_vec4": {"rows": 3, "width": 2048},
    "ho_layernorm_warp": {"rows": 32, "width": 96}, "ho_softmax_log2": {"rows": 3, "width": 2048},
    "ho_hadamard_log2": {"B": 2}, "ho_nbody_tiles": {"n": 512}, "ho_trsm_batched": {"B": 2},
    "ho_floyd_batched": {"B": 2},
    "ho_conv7_halo": {"w": 64, "h": 64}, "ho_scan_blelloch": {"B": 2},
    "h2_stencil3d_zmarch": {"nx": 64, "ny": 16, "nz": 6}, "h2_conv3x3_c16": {"w": 32, "h": 32},
    "h2_bilateral5": {"w": 32, "h": 32}, "h2_histeq_tiles": {"w": 256, "h": 128},
    "h2_attn_tile64": {"B": 2}, "h2_sgemm_rt4x8": {"M": 64, "N": 128, "K": 32},
    "h2_gemv_x4rows": {"rows": 64, "cols": 2048}, "h2_gj_inverse8": {"B": 16},
    "h2_spmv_csr_xseg": {"n": 512}, "h2_fft1024_radix2": {"B": 2},
    "h2_kmeans_assign": {"n": 512}, "h2_bitonic2048_kv": {"B": 2},
    "h3_cholesky16_batched": {"B": 3}, "h3_backsub32_batched": {"B": 2},
    "h3_warp_offsets_scan": {"B": 2}, "h3_hist16_merge": {"B": 3},
    "h3_jacobi_sweeps": {"B": 3}, "h3_mgs_qr8": {"B": 8},
    # Grid-stride kernels: a small grid (G) as well as a small n.
    "ho_dot_gridstride": {"n": 65536, "G": 16}, "ho_hist_float": {"n": 65536, "G": 16},
    "scalar_prod": {"V": 64, "E": 4096},
    "lc_skew_8x8": {"M": 128, "N": 256, "K": 64}, "lc_rowa_8x8": {"M": 128, "N": 256, "K": 64},
    "lc_skew_8x8_b128": {"M": 128, "N": 256, "K": 64},
    "lc_skew_8x4": {"M": 128, "N": 128, "K": 64},
    "lc_helper_skew_8x8": {"M": 128, "N": 256, "K": 64},
    "lc_vec_skew_8x8": {"M": 128, "N": 256, "K": 64},
}
CTYPE = {"float32": "float", "float64": "double", "int32": "int", "int64": "long long",
         "int16": "short", "int8": "signed char", "uint8": "unsigned char",
         "uint16": "unsigned short", "uint32": "unsigned", "uint64": "unsigned long long",
         "float16": "__half"}
EXTERN_SHARED = re.compile(r"extern\s+__shared__\s+(?:__align__\(\d+\)\s+)?(\w+)\s+(\w+)\s*\[\s*\]\s*;")


def emulated_source(text):
    """The kernel source with CUDA headers dropped and extern __shared__ mapped."""
    text = re.sub(r"^\s*#\s*include\s*<cuda[^>]*>\s*$", "", text, flags=re.M)
    return EXTERN_SHARED.sub(
        lambda m: f"{m.group(1)} *{m.group(2)} = reinterpret_cast<{m.group(1)} *>"
                  f"(emuDynamicShared.data());", text)


def driver(entry, case, src_path):
    lines = ['#include "cuda_emu.h"', f'#include "{src_path}"', "#include <cstdio>",
             "#include <cstdlib>", "static std::vector<char> load(const char *p) {",
             "  FILE *f = std::fopen(p, \"rb\"); std::vector<char> v;",
             "  if (!f) { std::perror(p); std::exit(2); }",
             "  char b[65536]; size_t n; while ((n = std::fread(b, 1, sizeof b, f)) > 0)"
             " v.insert(v.end(), b, b + n);",
             "  std::fclose(f); return v; }",
             "int main() {"]
    call = []
    for i, a in enumerate(case["args"]):
        if a["kind"] == "scalar":
            call.append(f"({CTYPE[a['dtype']]}){a['value']}")
        else:
            lines.append(f'  std::vector<char> a{i} = load("{a["name"]}.bin");')
            call.append(f"EmuPtr{{a{i}.data()}}")
    g, b = case["grid"], case["block"]
    lines.append(f"  emuLaunch(dim3{{{g[0]}, {g[1]}, {g[2]}}}, dim3{{{b[0]}, {b[1]}, {b[2]}}}, "
                 f"{case['dynamic_smem']}, [&] {{ {entry['symbol']}({', '.join(call)}); }});")
    for i, a in enumerate(case["args"]):
        if a["kind"] == "out":
            lines.append(f'  {{ FILE *f = std::fopen("{a["name"]}.out", "wb"); '
                         f"std::fwrite(a{i}.data(), 1, a{i}.size(), f); std::fclose(f); }}")
    lines.append("  return 0;\n}")
    return "\n".join(lines) + "\n"


def compare(np, got, ref, tol):
    g = got.astype(np.float64).reshape(-1)
    r = np.asarray(ref, dtype=np.float64).reshape(-1)
    if g.size != r.size:
        return False, f"size {g.size} != reference {r.size}"
    bad = ~np.isfinite(g) & np.isfinite(r)
    if bad.any():
        return False, f"{int(bad.sum())} non-finite values (unwritten?)"
    err = float(np.linalg.norm(g - r)) / (float(np.linalg.norm(r)) or 1.0)
    ok = np.array_equal(g, r) if tol == 0 else err <= tol
    return ok, f"rel err {err:.3g} (tolerance {tol:g})"


def check_entry(np, refs, entry, case, workdir, kernels_dir, cxx):
    src = os.path.join(kernels_dir, entry["source"])
    with open(src) as f:
        text = f.read()
    emu_src = os.path.join(workdir, "kernel.cc")
    defines = "".join(f"#define {k} {v}\n" for k, v in entry.get("defines", {}).items())
    with open(emu_src, "w") as f:
        f.write(defines + emulated_source(text))
    with open(os.path.join(workdir, "main.cc"), "w") as f:
        f.write(driver(entry, case, "kernel.cc"))
    rng = np.random.default_rng(1234)
    host = {}
    for a in case["args"]:
        if a["kind"] == "in":
            gen = refs.generator(a.get("init", "uniform"))
            host[a["name"]] = np.ascontiguousarray(
                gen(rng, tuple(a["shape"]), case["params"], np.dtype(a["dtype"]).type)).reshape(-1)
            host[a["name"]].tofile(os.path.join(workdir, a["name"] + ".bin"))
        elif a["kind"] == "out":
            n = 1
            for s in a["shape"]:
                n *= s
            np.full(n * np.dtype(a["dtype"]).itemsize, 0xFF, np.uint8).tofile(
                os.path.join(workdir, a["name"] + ".bin"))
    exe = os.path.join(workdir, "emu")
    p = subprocess.run([cxx, "-std=c++20", "-O1", "-ffp-contract=off", "-pthread",
                        "-Wno-unknown-pragmas", "-I", os.path.join(HERE, "emu"), "main.cc",
                        "-o", exe], cwd=workdir, stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, text=True)
    if p.returncode != 0:
        return False, "C++ compile failed:\n" + p.stdout[-2000:]
    p = subprocess.run([exe], cwd=workdir, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True, timeout=600)
    if p.returncode != 0:
        return False, f"emulation exited {p.returncode}: {p.stdout[-500:]}"
    ref = refs.reference(entry["reference"])(host, case["params"], np)
    msgs, ok = [], True
    for a in case["args"]:
        if a["kind"] != "out":
            continue
        got = np.fromfile(os.path.join(workdir, a["name"] + ".out"), dtype=a["dtype"])
        good, msg = compare(np, got, ref[a["name"]], float(entry.get("tolerance", 1e-5)))
        ok &= good
        msgs.append(f"{a['name']}: {msg}")
    return ok, "; ".join(msgs)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--suite", default=os.path.join(HERE, "suite.json"))
    ap.add_argument("--kernels-dir", default=os.path.join(HERE, "kernels"))
    ap.add_argument("--only", metavar="REGEX")
    ap.add_argument("--cxx", default=os.environ.get("CXX", "g++"))
    ap.add_argument("--keep", metavar="DIR", help="keep the work directories here")
    ap.add_argument("-j", "--jobs", type=int, default=1,
                    help="kernels checked at once (each is a g++ build and a run; default 1)")
    args = ap.parse_args(argv)
    if args.jobs < 1:
        ap.error(f"--jobs must be at least 1, got {args.jobs}")
    import numpy as np
    import references as refs
    suite = suitelib.load_suite(args.suite)
    todo = []
    for entry in suite["kernels"]:
        if args.only and not re.search(args.only, entry["name"]):
            continue
        src = os.path.join(args.kernels_dir, entry["source"])
        if not os.path.exists(src):
            print(f"SKIP {entry['name']}: {entry['source']} not here")
            continue
        with open(src) as f:
            macros = suitelib.read_source_macros(f.read(), entry.get("macros", []))
        small = dict(entry, cases=[EMU_CASES.get(entry["name"], entry["cases"][0])])
        todo.append((entry, suitelib.resolve_entry(small, macros)[0]))

    def check(item):
        entry, case = item
        with tempfile.TemporaryDirectory() as tmp:
            work = tmp
            if args.keep:
                work = os.path.join(args.keep, entry["name"])
                os.makedirs(work, exist_ok=True)
            return check_entry(np, refs, entry, case, work, args.kernels_dir, args.cxx)

    # The builds and runs are subprocesses: threads overlap them. Results
    # are printed in suite order.
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(check, todo))
    failed = 0
    for (entry, case), (ok, msg) in zip(todo, results):
        failed += not ok
        print(f"{'PASS' if ok else 'FAIL'} {entry['name']} {case['label']}: {msg}")
    print(f"{len(todo) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
