#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Differential fuzzer for smemvec-lsv (lit helper).

Generates random straight-line functions over two initialised shared arrays:
loads of every mergeable type at aligned and unaligned, constant and
argument-dependent offsets, stores of constants, and stores through an
argument-indexed pointer that may alias anything. Each function is run with
lli before and after `opt -passes=smemvec-lsv` (the triple is dropped for
lli, so addrspace(3) is ordinary memory there); any difference in the
printed checksums, or an opt/verifier failure, is an error.

  lsv_diff_fuzz.py --opt OPT --lli LLI --plugin SmemVec.so [--seeds N]
"""
import argparse
import random
import subprocess
import sys

TYPES = [("i8", 1), ("i16", 2), ("i32", 4), ("i64", 8), ("half", 2),
         ("bfloat", 2), ("float", 4), ("double", 8), ("<2 x i16>", 4),
         ("<4 x i8>", 4)]

MAIN = r'''
declare i32 @printf(ptr, ...)
@fmt = private constant [6 x i8] c"%llx\0A\00"
define i32 @main() {
  %a = call i64 @f(i64 0, i64 3)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %a)
  %b = call i64 @f(i64 1, i64 20)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %b)
  %c = call i64 @f(i64 2, i64 33)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %c)
  %d = call i64 @f(i64 0, i64 5)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %d)
  ret i32 0
}
'''


def known_align(off, size):
    for a in (16, 8, 4, 2):
        if off % a == 0:
            return a
    return 1


def generate(seed):
    r = random.Random(seed)
    init = ",".join(f"i8 {r.randrange(256) - 128}" for _ in range(64))
    out = [f"@g = internal addrspace(3) global [64 x i8] [{init}], align 16",
           "@h = internal addrspace(3) global [64 x i8] zeroinitializer, align 16",
           "define i64 @f(i64 %idx, i64 %j) noinline {",
           "  %acc0 = add i64 0, 0",
           "  %row = mul i64 %idx, 16"]
    acc = "%acc0"
    for k in range(r.randrange(4, 16)):
        ty, size = r.choice(TYPES)
        base = r.choice(["@g", "@g", "@h"])
        varying = r.random() < 0.3
        off = r.randrange(0, (48 if varying else 64) - size + 1)
        if r.random() < 0.9:
            off -= off % size
        if varying:
            out.append(f"  %o{k} = add i64 %row, {off}")
            out.append(f"  %p{k} = getelementptr inbounds i8, ptr addrspace(3) {base}, i64 %o{k}")
            align = size if off % size == 0 else 1
        else:
            out.append(f"  %p{k} = getelementptr inbounds i8, ptr addrspace(3) {base}, i64 {off}")
            align = known_align(off, size)
        kind = r.random()
        if kind < 0.65:
            ity = f"i{size * 8}"
            out.append(f"  %v{k} = load {ty}, ptr addrspace(3) %p{k}, align {align}")
            out.append(f"  %b{k} = bitcast {ty} %v{k} to {ity}")
            if size < 8:
                out.append(f"  %z{k} = zext {ity} %b{k} to i64")
            else:
                out.append(f"  %z{k} = add i64 %b{k}, 0")
            out.append(f"  %m{k} = mul i64 {acc}, 1000003")
            out.append(f"  %acc{k + 1} = xor i64 %m{k}, %z{k}")
            acc = f"%acc{k + 1}"
        elif kind < 0.85:
            out.append(f"  %s{k} = bitcast i{size * 8} {r.randrange(1, 100)} to {ty}")
            out.append(f"  store {ty} %s{k}, ptr addrspace(3) %p{k}, align {align}")
        else:
            out.append(f"  %q{k} = getelementptr inbounds i8, ptr addrspace(3) {base}, i64 %j")
            out.append(f"  store i8 {r.randrange(1, 100)}, ptr addrspace(3) %q{k}, align 1")
    out.append(f"  ret i64 {acc}")
    out.append("}")
    return "\n".join(out) + "\n"


def for_lli(ir):
    lines = [l for l in ir.splitlines()
             if not l.startswith("target triple") and not l.startswith("target datalayout")]
    return "\n".join(lines) + MAIN


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--opt", required=True)
    ap.add_argument("--lli", required=True)
    ap.add_argument("--plugin", required=True)
    ap.add_argument("--seeds", type=int, default=40)
    ap.add_argument("--first-seed", type=int, default=0)
    a = ap.parse_args()
    failures = merged = 0
    for seed in range(a.first_seed, a.first_seed + a.seeds):
        src = 'target triple = "nvptx64-nvidia-cuda"\n' + generate(seed)
        for ratio in ("0.01", "0.75"):
            p = subprocess.run([a.opt, f"-load-pass-plugin={a.plugin}",
                                "-passes=function(smemvec-lsv)",
                                f"-smemvec-lsv-min-useful-ratio={ratio}",
                                "-verify-each", "-S"],
                               input=src, capture_output=True, text=True)
            if p.returncode != 0:
                print(f"seed {seed} ratio {ratio}: opt failed\n{p.stderr}\n{src}")
                failures += 1
                continue
            merged += "smemvec.lsv" in p.stdout
            before = subprocess.run([a.lli, "-"], input=for_lli(src),
                                    capture_output=True, text=True)
            after = subprocess.run([a.lli, "-"], input=for_lli(p.stdout),
                                   capture_output=True, text=True)
            if before.returncode != 0 or (before.returncode, before.stdout) != (
                    after.returncode, after.stdout):
                print(f"seed {seed} ratio {ratio}: results differ\n"
                      f"before: {before.stdout}{before.stderr}\n"
                      f"after: {after.stdout}{after.stderr}\n{src}\n{p.stdout}")
                failures += 1
    print(f"{a.seeds} seeds, {merged} runs merged something, {failures} failures")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
