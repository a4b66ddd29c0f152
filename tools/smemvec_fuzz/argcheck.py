# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Checks of smemvec-fuzz's paths and numbers before any work starts, so
bad input is one line naming the option and the problem (`BadInput`),
never a traceback half-way through a run (issue 34). The front end
(tools/smemvec-fuzz) and gpu-run's own parser call these; each returns the
value it checked.
"""
import os
import subprocess

from smemvec_tools import bundle as bundlelib


class BadInput(Exception):
    """One line for the user: '<option> <value>: <problem>'."""


def positive(option, n):
    if n < 1:
        raise BadInput(f"{option} {n}: expected a positive number")
    return n


def not_negative(option, n):
    if n < 0:
        raise BadInput(f"{option} {n}: expected 0 or more")
    return n


def seed_range(option, ab):
    a, b = ab
    if a < 0 or b <= a:
        raise BadInput(f"{option} {a}:{b}: expected A:B with 0 <= A < B (B exclusive)")
    return ab


def input_file(option, path):
    """An existing, readable regular file."""
    label = f"{option} {path}" if option else path
    if not os.path.exists(path):
        raise BadInput(f"{label}: no such file")
    if os.path.isdir(path):
        raise BadInput(f"{label}: is a directory, expected a file")
    if not os.access(path, os.R_OK):
        raise BadInput(f"{label}: not readable")
    return path


def read_text(option, path):
    """The text of an input_file; a binary file is bad input too."""
    input_file(option, path)
    try:
        with open(path) as f:
            return f.read()
    except UnicodeDecodeError:
        raise BadInput(f"{option + ' ' if option else ''}{path}: not a text file")


def output_file(option, path):
    """A file that can be written: its directory exists, it is not a directory."""
    if os.path.isdir(path):
        raise BadInput(f"{option} {path}: is a directory, expected a file name")
    parent = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(parent):
        raise BadInput(f"{option} {path}: directory {parent} does not exist")
    if not os.access(parent, os.W_OK) or (os.path.exists(path) and not os.access(path, os.W_OK)):
        raise BadInput(f"{option} {path}: not writable")
    return path


def work_dir(option, path):
    """A directory to write into: made (with its parents) when missing."""
    if os.path.exists(path) and not os.path.isdir(path):
        raise BadInput(f"{option} {path}: exists and is not a directory")
    try:
        os.makedirs(path, exist_ok=True)
    except OSError as e:
        raise BadInput(f"{option} {path}: cannot make the directory: {e.strerror}")
    if not os.access(path, os.W_OK):
        raise BadInput(f"{option} {path}: not writable")
    return path


def plugin(option, path, opt):
    """A file that `opt` loads as a pass plugin (one opt run)."""
    input_file(option, path)
    r = subprocess.run([opt, "-load-pass-plugin=" + os.path.abspath(path), "-passes=verify",
                        "-disable-output", os.devnull],
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if r.returncode:
        why = next((line for line in r.stderr.splitlines() if line.strip()), "")
        raise BadInput(f"{option} {path}: opt cannot load it as a pass plugin"
                       + (f" ({why.strip()})" if why else ""))
    return path


def fuzz_bundle(option, path):
    """A smemvec-fuzz gpu-bundle directory; returns its manifest."""
    try:
        m = bundlelib.load_manifest(path)
    except bundlelib.ManifestProblem as p:
        raise BadInput(f"{option} {path}: " + {
            p.NO_DIR: "no such directory",
            p.NOT_DIR: "is not a directory (a gpu-bundle is a directory with manifest.json; "
                       "unpack a packed one first)",
            p.NO_MANIFEST: "no manifest.json (not a gpu-bundle: make one with smemvec-fuzz "
                           "gpu-bundle)",
            p.UNREADABLE: f"manifest.json is not readable JSON ({p.detail})",
            p.NOT_OBJECT: "not a smemvec-fuzz gpu-bundle (no module list)"}[p.what])
    if m.get("kind", "fuzz") != "fuzz" or not isinstance(m.get("modules"), list):
        kind = m.get("kind")
        raise BadInput(f"{option} {path}: not a smemvec-fuzz gpu-bundle"
                       + (f" (a '{kind}' bundle)" if kind else " (no module list)"))
    for x in m["modules"]:
        if not (isinstance(x, dict) and isinstance(x.get("name"), str)
                and isinstance(x.get("kernels"), list)):
            raise BadInput(f"{option} {path}: manifest.json has a module without a name "
                           "or kernel list (damaged bundle)")
    return m
