# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The third-party corpus (issue 30, docs/corpus.md): fragments, mirrors,
extraction and the merged suite. Standard library only.

A fragment, bench/corpus/programs/<slug>.json, names public programs of one
repository at a pinned commit; their files are extracted from a bare git
mirror into a work directory outside git, and the fragments merge into one
bench suite (bench/suite.json's format) that bench/build_bundle.py compiles.

    frags, problems = load_fragments(programs_dir)      # Fragment, Problem
    mirror = find_mirror(mirrors, "zjin-lcf/HeCBench")  # CorpusError names the clone
    extract(frag, prog, mirror, src_root)               # git archive | tar
    suite, problems = merge(frags, wrappers_dir, src_root, validate_kernel)

A broken fragment or program is a Problem (its file and program named) and
is left out; the caller decides whether that is fatal (--keep-going).
"""
from __future__ import annotations

import dataclasses
import io
import json
import os
import re
import shutil
import subprocess
import tarfile
from typing import Callable, Dict, List, Optional, Tuple

IDIOMS = ("gemm", "stencil", "reduction", "scan", "sort", "histogram", "fft", "softmax",
          "layernorm", "attention", "sparse", "image", "dp", "transpose", "nbody", "graph",
          "elementwise", "other")
HALVES = ("dev", "check")
# Where a mirror of owner/name may sit under the mirrors directory, in order.
MIRROR_LAYOUTS = ("{owner}+{name}/repo", "{owner}+{name}.git", "{owner}+{name}")
STAMP = ".corpus-extracted.json"   # per extracted repository: commit + paths


class CorpusError(Exception):
    pass


@dataclasses.dataclass
class Problem:
    where: str        # "programs/hecbench-a.json: program hec_bfs"
    what: str
    fatal: bool = True  # False: a note (the entry is kept)

    def __str__(self):
        return f"{self.where}: {self.what}"


@dataclasses.dataclass
class Fragment:
    path: str
    repo: str                      # owner/name
    commit: str
    programs: List[dict]

    @property
    def slug(self) -> str:
        return os.path.splitext(os.path.basename(self.path))[0]

    @property
    def src_name(self) -> str:     # owner+name: the extraction and mirror name
        return self.repo.replace("/", "+")


def clone_hint(repo: str, mirrors: str) -> str:
    return (f"git clone --mirror https://github.com/{repo} "
            f"{os.path.join(mirrors, repo.replace('/', '+'), 'repo')}")


# --- fragments ------------------------------------------------------------------


def load_fragments(programs_dir: str) -> Tuple[List[Fragment], List[Problem]]:
    """Every programs_dir/*.json, checked; broken programs are dropped from
    their fragment, broken fragments from the list, each with a Problem."""
    frags, problems = [], []
    if not os.path.isdir(programs_dir):
        return [], [Problem(programs_dir, "no such directory")]
    for fname in sorted(os.listdir(programs_dir)):
        if fname.endswith(".json"):
            frag = _load_fragment(os.path.join(programs_dir, fname), problems)
            if frag is not None:
                frags.append(frag)
    return frags, problems


def where_of(path: str) -> str:
    """A fragment as messages name it: programs/<slug>.json."""
    return os.path.join(os.path.basename(os.path.dirname(path)), os.path.basename(path))


def _load_fragment(path: str, problems: List[Problem]) -> Optional[Fragment]:
    where = where_of(path)
    try:
        with open(path) as f:
            data = json.load(f)
    except (OSError, json.JSONDecodeError) as e:
        problems.append(Problem(where, f"not valid JSON: {e}"))
        return None
    if not isinstance(data, dict):
        problems.append(Problem(where, "expected an object with repo, commit, programs"))
        return None
    repo, commit, progs = data.get("repo"), data.get("commit"), data.get("programs")
    if not isinstance(repo, str) or not re.fullmatch(r"[\w.-]+/[\w.-]+", repo):
        problems.append(Problem(where, f"'repo' must be owner/name, got {repo!r}"))
        return None
    if not isinstance(commit, str) or not re.fullmatch(r"[0-9a-f]{40}", commit):
        problems.append(Problem(where, f"'commit' must be a full 40-hex SHA, got {commit!r}"))
        return None
    if not isinstance(progs, list) or not progs:
        problems.append(Problem(where, "no 'programs' list"))
        return None
    good = []
    for i, p in enumerate(progs):
        why = _program_problem(p)
        name = p.get("name", f"#{i}") if isinstance(p, dict) else f"#{i}"
        if why:
            problems.append(Problem(f"{where}: program {name}", why))
        else:
            good.append(p)
    halves = [p.get("half") for p in progs if isinstance(p, dict)]
    expect = [HALVES[i % 2] for i in range(len(halves))]
    if halves != expect:
        problems.append(Problem(where, "halves do not alternate dev, check, ... in the "
                                "order listed (corpus-spec); kept as written", fatal=False))
    return Fragment(path, repo, commit, good) if good else None


def _program_problem(p) -> Optional[str]:
    """Why a program entry cannot be used (None: it can)."""
    if not isinstance(p, dict):
        return "not an object"
    if not isinstance(p.get("name"), str) or not re.fullmatch(r"[A-Za-z_][\w]*", p["name"]):
        return f"'name' must be an identifier, got {p.get('name')!r}"
    if p.get("idiom") not in IDIOMS:
        return f"'idiom' {p.get('idiom')!r} is not one of {', '.join(IDIOMS)}"
    if p.get("half") not in HALVES:
        return f"'half' must be dev or check, got {p.get('half')!r}"
    files = p.get("files")
    if not isinstance(files, list) or not files or not all(isinstance(f, str) for f in files):
        return "'files' must be a non-empty list of repository paths"
    for f in files:
        if f.startswith("/") or ".." in f.split("/"):
            return f"'files': {f!r} is not a path inside the repository"
    if not isinstance(p.get("kernels"), list) or not p["kernels"]:
        return "no 'kernels' list"
    return None


def select(frags: List[Fragment], only: Optional[str] = None,
           half: Optional[str] = None) -> List[Tuple[Fragment, dict]]:
    """(fragment, program) pairs whose program (or one of whose kernels) matches
    `only` and whose half is `half` (None: any)."""
    out = []
    for f in frags:
        for p in f.programs:
            if half and p["half"] != half:
                continue
            names = [p["name"]] + [k.get("name", "") for k in p["kernels"]
                                   if isinstance(k, dict)]
            if only and not any(re.search(only, n) for n in names):
                continue
            out.append((f, p))
    return out


# --- mirrors and extraction -------------------------------------------------------


def default_mirrors() -> str:
    return os.environ.get("SMEMVEC_MIRRORS") or "/work/.mirror"


def _git(git_dir: str, *args, **kw) -> subprocess.CompletedProcess:
    return subprocess.run(["git", f"--git-dir={git_dir}", *args], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, **kw)


def find_mirror(mirrors: str, repo: str) -> str:
    """The bare git directory of `repo` under `mirrors` (MIRROR_LAYOUTS)."""
    owner, name = repo.split("/")
    for layout in MIRROR_LAYOUTS:
        d = os.path.join(mirrors, layout.format(owner=owner, name=name))
        if os.path.isfile(os.path.join(d, "HEAD")) and os.path.isdir(os.path.join(d, "objects")):
            return d
    raise CorpusError(f"no mirror of {repo} under {mirrors}; get it with: "
                      f"{clone_hint(repo, mirrors)}")


def check_commit(mirror: str, repo: str, commit: str) -> None:
    p = _git(mirror, "cat-file", "-e", f"{commit}^{{commit}}")
    if p.returncode != 0:
        raise CorpusError(f"commit {commit} of {repo} is not in the mirror {mirror}; "
                          f"update it with: git --git-dir={mirror} fetch origin "
                          f"'+refs/*:refs/*' (or clone it again: {clone_hint(repo, '<mirrors>')})")


def src_dir(src_root: str, frag: Fragment) -> str:
    """Where the fragment's repository is extracted (the -I of its programs)."""
    return os.path.join(src_root, frag.src_name)


def extract(frag: Fragment, prog: dict, mirror: str, src_root: str) -> str:
    """The program's files at the fragment's commit, `git archive`d into
    src_dir(); returns that directory. Files already extracted at that commit
    are kept; a directory extracted at another commit is cleared first."""
    dest = src_dir(src_root, frag)
    stamp_path = os.path.join(dest, STAMP)
    stamp = {"commit": frag.commit, "files": []}
    old = _read_stamp(stamp_path)
    if old is not None and old.get("commit") == frag.commit:
        stamp = old
    elif old is not None:
        shutil.rmtree(dest)   # extracted at another commit
    # No stamp (or a torn one): extract over what is there.
    files = prog["files"]
    if all(f in stamp["files"] for f in files):
        return dest
    check_commit(mirror, frag.repo, frag.commit)
    p = _git(mirror, "archive", "--format=tar", frag.commit, "--", *files)
    if p.returncode != 0:
        err = p.stderr.decode(errors="replace").strip()
        m = re.search(r"pathspec '([^']*)' did not match", err)
        if m:
            raise CorpusError(f"{m.group(1)} is not in {frag.repo} at {frag.commit[:12]}")
        raise CorpusError(f"git archive {frag.commit[:12]} of {frag.repo}: "
                          + (err.splitlines()[-1] if err else f"exit {p.returncode}"))
    os.makedirs(dest, exist_ok=True)
    with tarfile.open(fileobj=io.BytesIO(p.stdout)) as tar:
        tar.extractall(dest, filter="data")
    stamp["files"] = sorted(set(stamp["files"]) | set(files))
    tmp = stamp_path + ".tmp%d" % os.getpid()
    with open(tmp, "w") as f:
        json.dump(stamp, f, indent=1)
    os.replace(tmp, stamp_path)
    return dest


def _read_stamp(path: str) -> Optional[dict]:
    try:
        with open(path) as f:
            stamp = json.load(f)
    except (OSError, json.JSONDecodeError):
        return None
    return stamp if isinstance(stamp, dict) and isinstance(stamp.get("files"), list) else None


# --- the merged suite ---------------------------------------------------------------


TAGS = ("program", "repo", "commit", "half", "idiom")   # copied onto every kernel entry


def merge(pairs: List[Tuple[Fragment, dict]], wrappers_dir: str, src_root: str,
          validate_kernel: Callable[[dict, str], None],
          variants: List[dict]) -> Tuple[dict, List[Problem]]:
    """One suite (bench/suite.json format) of the selected programs. Every
    kernel entry gets the TAGS, its source resolved to wrappers_dir and its
    repository's extraction directory as first include (its own "includes"
    are relative to that directory). `validate_kernel(entry, where)` raises
    on a bad entry (bench/suite.py's validate_entry); a program with a bad
    kernel is left out whole, with a Problem."""
    kernels, problems, names = [], [], {}
    for frag, prog in pairs:
        where = f"{where_of(frag.path)}: program {prog['name']}"
        root = src_dir(src_root, frag)
        entries, bad = [], None
        for k in prog["kernels"]:
            if not isinstance(k, dict):
                bad = "a kernel entry is not an object"
                break
            e = dict(k)
            e.update(program=prog["name"], repo=frag.repo, commit=frag.commit,
                     half=prog["half"], idiom=prog["idiom"])
            try:
                validate_kernel(e, where)
            except Exception as ex:  # noqa: BLE001 - the validator's own error type
                bad = str(ex)
                break
            src = os.path.join(wrappers_dir, k["source"])
            if not os.path.isfile(src):
                bad = f"kernel {k['name']}: wrapper {src} not found"
                break
            if k["name"] in names:
                bad = f"kernel name {k['name']} already used by program {names[k['name']]}"
                break
            e["source"] = os.path.abspath(src)
            e["includes"] = [root] + [os.path.join(root, d) for d in k.get("includes", [])]
            entries.append(e)
        if bad:
            problems.append(Problem(where, bad))
            continue
        for e in entries:
            names[e["name"]] = prog["name"]
        kernels.extend(entries)
    return {"about": "The third-party corpus, merged from bench/corpus/programs/*.json "
                     "by bench/corpus/corpus.py (generated; docs/corpus.md).",
            "variants": variants, "kernels": kernels}, problems


def kernel_index(frags: List[Fragment]) -> Dict[str, dict]:
    """{kernel name: {program, repo, commit, half, idiom}} over the fragments."""
    out = {}
    for f in frags:
        for p in f.programs:
            for k in p["kernels"]:
                if isinstance(k, dict) and "name" in k:
                    out[k["name"]] = {"program": p["name"], "repo": f.repo,
                                      "commit": f.commit, "half": p["half"],
                                      "idiom": p["idiom"]}
    return out
