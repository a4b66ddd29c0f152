# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The host bundle: PTX compiled here (clang + plugin) + manifest.json, carried
to the GPU machine (no clang there) and run by smemvec_tools.gpu.

Every client's bundle (bench/build_bundle.py, `smemvec-tune compile`,
`smemvec-fuzz gpu-bundle`, bench/lsv_check.py, bench/cluster_check.py) is a
directory with manifest.json and PTX files, written through this module:

    m = bundle.header("bench", tools)       # kind, created, git, host_tools
    rel = bundle.store_ptx(out, "ptx/k.stock.ptx", text)   # .gz: gzipped
    bundle.write_manifest(out, {**m, ...client fields...})
    m = bundle.read_manifest(dir, kind="bench")            # on the GPU side
    path = bundle.ptx_file(dir, rel, tmp)                  # plain .ptx path
    text = bundle.read_ptx(dir, rel)                       # .ptx or .ptx.gz

The manifest's common fields: kind, created (UTC), git (describe of the
tree), host_tools (clang/nvcc versions, plugin path); the client adds the
kernels, launches and variants. Standard library only.
"""
from __future__ import annotations

import datetime
import gzip
import json
import os
import subprocess
from typing import Optional

from . import gpu, toolchain


class BundleError(Exception):
    pass


class ManifestProblem(BundleError):
    """Why a bundle's manifest.json cannot be read, for each tool to say in
    its own words: `what` is one of NO_DIR, NOT_DIR, NO_MANIFEST,
    UNREADABLE (detail: the parser's message), NOT_OBJECT."""
    NO_DIR, NOT_DIR, NO_MANIFEST, UNREADABLE, NOT_OBJECT = (
        "no such directory", "not a directory", "no manifest.json", "unreadable", "not an object")

    def __init__(self, what: str, path: str, detail: str = ""):
        super().__init__(f"{path}: {what}" + (f" ({detail})" if detail else ""))
        self.what, self.path, self.detail = what, path, detail


def load_manifest(bundle: str) -> dict:
    """The JSON object in bundle/manifest.json; ManifestProblem otherwise.
    The one reader of a manifest: read_manifest, smemvec-fuzz's argument
    checks and the tuner's device step give its problems their words."""
    path = os.path.join(bundle, "manifest.json")
    if not os.path.exists(bundle):
        raise ManifestProblem(ManifestProblem.NO_DIR, bundle)
    if not os.path.isdir(bundle):
        raise ManifestProblem(ManifestProblem.NOT_DIR, bundle)
    if not os.path.isfile(path):
        raise ManifestProblem(ManifestProblem.NO_MANIFEST, path)
    try:
        with open(path) as f:
            m = json.load(f)
    except (OSError, ValueError) as e:
        raise ManifestProblem(ManifestProblem.UNREADABLE, path, str(e))
    if not isinstance(m, dict):
        raise ManifestProblem(ManifestProblem.NOT_OBJECT, path)
    return m


def git_describe(root: str = toolchain.REPO) -> str:
    try:
        return subprocess.run(["git", "-C", root, "describe", "--always", "--dirty"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                              text=True).stdout.strip()
    except OSError:
        return ""


def tool_version(cmd) -> str:
    """The version line of `cmd --version` ('' when it does not run)."""
    if not cmd or not cmd[0]:
        return ""
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    except OSError:
        return ""
    lines = [line for line in p.stdout.splitlines() if line.strip()]
    return lines[-1] if "nvcc" in cmd[0] else (lines[0] if lines else "")


def header(kind: str, tools: Optional[toolchain.Tools] = None) -> dict:
    tools = tools or toolchain.find_tools()
    return {
        "kind": kind,
        "created": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "git": git_describe(),
        "host_tools": {"clang": tool_version([tools.clang, "--version"]) if tools.clang else "",
                       "nvcc": tool_version([tools.nvcc, "--version"]) if tools.nvcc else "",
                       "plugin": tools.plugin},
    }


def store_ptx(out: str, rel: str, data) -> str:
    """Writes PTX text/bytes to out/rel (gzipped when rel ends in .gz)."""
    path = os.path.join(out, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if isinstance(data, str):
        data = data.encode()
    tmp = path + ".tmp%d" % os.getpid()
    with (gzip.open(tmp, "wb", compresslevel=6) if rel.endswith(".gz") else open(tmp, "wb")) as f:
        f.write(data)
    os.replace(tmp, path)
    return rel


def write_manifest(out: str, manifest: dict) -> str:
    """Writes out/manifest.json atomically (an interrupted write leaves the
    old one: the tuner resumes from it)."""
    path = os.path.join(out, "manifest.json")
    tmp = path + ".tmp%d" % os.getpid()
    with open(tmp, "w") as f:
        json.dump(manifest, f, indent=1)
    os.replace(tmp, path)
    return path


def read_manifest(bundle: str, kind: Optional[str] = None) -> dict:
    path = os.path.join(bundle, "manifest.json")
    try:
        m = load_manifest(bundle)
    except ManifestProblem as p:
        if p.what == p.UNREADABLE:
            raise BundleError(f"{path}: not a readable manifest ({p.detail})")
        if p.what == p.NOT_OBJECT:
            raise BundleError(f"{path}: not a readable manifest (not a JSON object)")
        raise BundleError(f"{path} not found: build the bundle on the host first "
                          "(and carry the bundle directory)")
    if kind and m.get("kind", kind) != kind:
        raise BundleError(f"{path}: a '{m.get('kind')}' bundle, not '{kind}'")
    return m


def read_ptx(bundle: str, rel: str) -> str:
    """The text of a bundle's PTX file (gzipped when rel ends in .gz)."""
    path = os.path.join(bundle, rel)
    with (gzip.open(path, "rt") if rel.endswith(".gz") else open(path)) as f:
        return f.read()


def ptx_file(bundle: str, rel: str, tmpdir: str) -> str:
    return gpu.ptx_path(os.path.join(bundle, rel), tmpdir)


def build_variants(out: str, sources, variants, tools: toolchain.Tools,
                   log=print) -> dict:
    """Compiles every source x variant (compile.Variant) to
    out/ptx/<variant>/<stem>.ptx with the one clang CUDA argv. Returns
    {"ptx": {variant: {stem: rel}}, "errors": [...], "commands": {...}}: the
    part of a manifest that the LSV and cluster checks share."""
    from . import compile as cc
    ptx, errors, commands = {}, [], {}
    for v in variants:
        ptx[v.name] = {}
        for src in sources:
            stem = os.path.splitext(os.path.basename(src))[0]
            rel = os.path.join("ptx", v.name, stem + ".ptx")
            os.makedirs(os.path.join(out, "ptx", v.name), exist_ok=True)
            res = cc.compile_ptx(src, v, tools, os.path.join(out, rel))
            commands[f"{v.name}/{stem}"] = " ".join(res.command)
            if res.ok:
                ptx[v.name][stem] = rel
            else:
                errors.append(f"{stem} [{v.name}]: {res.error.splitlines()[0]}")
                log(f"error: {errors[-1]}")
    return {"ptx": ptx, "errors": errors, "commands": commands}


def check_main(argv, doc: str, kind: str, build, run, add_run_args) -> int:
    """The command line of a two-step GPU check (bench/lsv_check.py,
    bench/cluster_check.py): `build [--out DIR] [--plugin SO]` here,
    `run BUNDLE ...` on the GPU machine; a bundle of another kind is an error."""
    import argparse
    import sys
    ap = argparse.ArgumentParser(description=doc,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build")
    b.add_argument("--out", default=os.path.join(toolchain.REPO, "build", kind + "-bundle"))
    b.add_argument("--plugin", help="SmemVec.so (default $SMEMVEC_PLUGIN, build/lib/SmemVec.so)")
    r = sub.add_parser("run")
    r.add_argument("bundle")
    add_run_args(r)
    a = ap.parse_args(argv)
    try:
        if a.cmd == "build":
            tools = toolchain.find_tools(plugin=toolchain.plugin_path(a.plugin))
            if os.path.exists(a.out) and not os.path.isdir(a.out):
                raise BundleError(f"--out {a.out}: exists and is not a directory")
            try:
                os.makedirs(a.out, exist_ok=True)
            except OSError as e:
                raise BundleError(f"--out {a.out}: cannot make the directory: {e.strerror}")
            return build(a, tools)
        return run(a, read_manifest(a.bundle, kind=kind))
    except BundleError as e:
        print(f"{ap.prog}: error: {e}", file=sys.stderr)
        return 2
