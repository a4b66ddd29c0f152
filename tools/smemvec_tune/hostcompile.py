# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The host step's compiler: configurations of a kernel to PTX with clang +
the smemvec plugin, in parallel, each verdict in the store as it comes
(resumable), identical PTX stored once in the bundle (ptx/*.ptx.gz); and a
kernel's PTX entry, a C++ name resolved to its mangled one. spechost.py
builds the bundle around it.
"""

import concurrent.futures
import hashlib
import os
import re
import subprocess
import sys
import tempfile

from smemvec_tools import bundle as bundlelib
from smemvec_tools import toolchain
from smemvec_tools.compile import clang_cuda_flags, demangle
from smemvec_tools.progress import Bar

from . import outcome as oc

def repo_root():
    return toolchain.REPO


class Toolchain:
    """clang + plugin + the kernel's source; defaults from smemvec_tools.toolchain."""

    def __init__(self, kernel, clang=None, plugin=None, cuda_path=None, extra=()):
        self.clang = clang or toolchain.llvm_tool("clang++") or "clang++"
        self.plugin = plugin if plugin is not None else toolchain.plugin_path()
        self.cuda_path = toolchain.find_cuda() if cuda_path is None else cuda_path
        self.kernel = kernel
        self.extra = list(extra)

    def tools(self):
        """These as the core's toolchain.Tools (bundle headers, clang flags)."""
        return toolchain.Tools(clang=self.clang, plugin=self.plugin, cuda_path=self.cuda_path or None)

    def base_argv(self, src, out):
        argv = [self.clang] + clang_cuda_flags(self.tools()) + ["--cuda-device-only", "-O3", "-S"]
        if self.plugin:
            argv.append("-fpass-plugin=" + self.plugin)
        return argv + self.extra + [src, "-o", out]

    def argv(self, cfg, out):
        # -D and -mllvm before the source, so a reader sees the config first.
        return self.base_argv(self.kernel, out)[:-3] + cfg.defines() + cfg.mllvm() + [self.kernel, "-o", out]

    def fingerprint(self):
        """Changes when the kernel source, plugin or compiler changes."""
        h = hashlib.sha256()
        for path in (self.kernel, self.plugin, self.clang):
            try:
                st = os.stat(path)
                h.update(("%s:%d:%d" % (path, st.st_size, int(st.st_mtime))).encode())
            except OSError:
                h.update(("%s:missing" % path).encode())
        with open(self.kernel, "rb") as f:
            h.update(f.read())
        h.update(" ".join(self.extra).encode())
        return h.hexdigest()[:16]


_ENTRY_RE = re.compile(rb"\.entry\s+([A-Za-z_$][\w$]*)\s*\(")


def ptx_entries(data):
    """The .entry names of a PTX text (bytes), in order."""
    return [m.group(1).decode() for m in _ENTRY_RE.finditer(data)]


def _name_forms(demangled):
    """The names a user may give for a demangled kernel: "void ns::k<64>(float*)"
    -> {"ns::k<64>", "ns::k", "k<64>", "k"}."""
    text = demangled.strip()
    depth, cut = 0, len(text)
    for i, ch in enumerate(text):  # the argument list: the first '(' outside <>
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
        elif ch == "(" and depth == 0:
            cut = i
            break
    full = text[:cut].strip()
    if full.startswith("void "):
        full = full[5:].strip()
    plain = re.sub(r"<.*>$", "", full)        # ns::k<64> -> ns::k
    scope = plain.rsplit("::", 1)[0] + "::" if "::" in plain else ""
    return {full, plain, full[len(scope):], plain[len(scope):]}


def resolve_entry(data, kernel):
    """The PTX entry of the spec's kernel: kernel itself when the PTX has it
    (extern "C" or a mangled name), else the one entry whose demangled name
    is kernel (ns::kern, kern<64>, kern). -> (entry, None) or (None, why)."""
    entries = ptx_entries(data)
    if kernel in entries:
        return kernel, None
    names = demangle(entries) if entries else {}
    want = kernel.replace(" ", "")
    hits = [m for m, d in names.items() if want in {f.replace(" ", "") for f in _name_forms(d)}]
    if len(hits) == 1:
        return hits[0], None
    shown = ", ".join("%s (%s)" % (m, names[m]) if names[m] != m else m for m in entries) or "none"
    if hits:
        return None, "kernel %r names %d entries: %s; give the mangled name" % (
            kernel, len(hits), ", ".join("%s (%s)" % (m, names[m]) for m in hits))
    return None, ("PTX has no .entry %s (entries: %s); declare the kernel extern \"C\", or give its "
                  "C++ name (ns::kern, kern<64>) or mangled name" % (kernel, shown))


def compile_one(tc, cfg, ptx_dir, entry, timeout=300, run=subprocess.run):
    """-> (Outcome, ptx relative path or None, ptx hash or None); a PTX
    without the entry (resolve_entry: a C++ name is found among the mangled
    ones) is the compile error no_entry with the entries it has."""
    with tempfile.TemporaryDirectory(prefix="smemvec-tune-") as tmp:
        out = os.path.join(tmp, "k.ptx")
        try:
            r = run(tc.argv(cfg, out), capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return oc.classify_compile(None, "", timed_out=True), None, None
        o = oc.classify_compile(r.returncode, r.stderr)
        if o.status != oc.COMPILED:
            return o, None, None
        with open(out, "rb") as f:
            data = f.read()
    found, why = resolve_entry(data, entry)
    if found is None:
        return oc.Outcome(oc.COMPILE_ERROR, "no_entry", why), None, None
    digest = hashlib.sha256(data).hexdigest()[:20]
    rel = os.path.join("ptx", digest + ".ptx.gz")
    if not os.path.exists(os.path.join(ptx_dir, digest + ".ptx.gz")):
        bundlelib.store_ptx(os.path.dirname(ptx_dir), rel, data)
    return o, rel, digest


def compile_all(tc, configs, bundle, store, entry, jobs=2, log=None, run=subprocess.run):
    """Compiles configs (objects with key(), to_json(), defines(), mllvm())
    into bundle/ptx in parallel, recording each verdict in store as it comes.
    Resumes: a configuration whose PTX is stored with the same toolchain
    fingerprint and still exists, or whose compile error is recorded, is not
    compiled again. -> {key: (Outcome, ptx rel path, ptx hash)}."""
    ptx_dir = os.path.join(bundle, "ptx")
    os.makedirs(ptx_dir, exist_ok=True)
    fp = tc.fingerprint()
    todo, done = [], {}
    for cfg in configs:
        row = store.get_config(cfg.key())
        if (row is not None and row["fingerprint"] == fp and row["ptx"]
                and os.path.exists(os.path.join(bundle, row["ptx"]))
                and row["status"] in (oc.COMPILED, oc.ASSEMBLED, oc.RESOURCE)):
            done[cfg.key()] = (oc.Outcome(oc.COMPILED, "", ""), row["ptx"], row["ptx_hash"])
        elif row is not None and row["fingerprint"] == fp and row["status"] == oc.COMPILE_ERROR:
            done[cfg.key()] = (oc.Outcome(oc.COMPILE_ERROR, row["reason"], row["detail"]), None, None)
        else:
            todo.append(cfg)
    bar = Bar(len(todo), "compile", stream=log)
    if len(done):
        (log or sys.stderr).write("compile: %d configurations already compiled (resumed)\n" % len(done))
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        futs = {pool.submit(compile_one, tc, cfg, ptx_dir, entry, run=run): cfg for cfg in todo}
        for fut in concurrent.futures.as_completed(futs):
            cfg = futs[fut]
            o, rel, digest = fut.result()
            done[cfg.key()] = (o, rel, digest)
            store.put_config(cfg.key(), cfg.to_json(), o.status, o.reason, o.detail,
                             ptx=rel, ptx_hash=digest, fingerprint=fp)
            bar.update(1, o.status if o.status != oc.COMPILED else "")
    bar.close()
    return done


def host_outcomes(configs, done):
    """The manifest's record of configurations that did not compile."""
    return {c.key(): list(done[c.key()][0]) for c in configs if done[c.key()][0].status != oc.COMPILED}
