# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Makes the fake corpus of test/Tools/corpus-harness.test under OUT: a bare
mirror OUT/mirrors/acme+tiny/repo of Inputs/corpus/repo committed once, the
fragment programs/tiny.json with that commit in OUT/good/, and one programs
directory per error the harness must name (OUT/bad-*) or step over
(OUT/mixed: a good and a broken fragment). Prints the commit."""
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.realpath(__file__))
out = os.path.abspath(sys.argv[1])
env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t", GIT_COMMITTER_NAME="t",
           GIT_COMMITTER_EMAIL="t@t", GIT_AUTHOR_DATE="2026-01-01T00:00:00Z",
           GIT_COMMITTER_DATE="2026-01-01T00:00:00Z", GIT_CONFIG_GLOBAL=os.devnull)


def git(*args, cwd=None):
    return subprocess.run(["git", *args], cwd=cwd, env=env, check=True, text=True,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE).stdout.strip()


work = os.path.join(out, "work")
shutil.copytree(os.path.join(HERE, "repo"), work)
git("init", "-q", "-b", "main", cwd=work)
git("add", "-A", cwd=work)
git("commit", "-q", "-m", "fake program", cwd=work)
commit = git("rev-parse", "HEAD", cwd=work)
git("clone", "-q", "--mirror", work, os.path.join(out, "mirrors", "acme+tiny", "repo"))

with open(os.path.join(HERE, "programs", "tiny.json")) as f:
    good = json.loads(f.read().replace("@COMMIT@", commit))


def fragment(dirname, name, data):
    os.makedirs(os.path.join(out, dirname), exist_ok=True)
    with open(os.path.join(out, dirname, name), "w") as f:
        f.write(data if isinstance(data, str) else json.dumps(data, indent=1))


def changed(edit):
    d = json.loads(json.dumps(good))
    edit(d)
    return d


fragment("good", "tiny.json", good)
fragment("mixed", "tiny.json", good)
fragment("mixed", "broken.json", '{"repo": "acme/tiny", "commit": ')
fragment("bad-json", "broken.json", '{"repo": "acme/tiny", "commit": ')
fragment("bad-mirror", "gone.json", changed(lambda d: d.update(repo="acme/gone")))
fragment("bad-commit", "tiny.json", changed(lambda d: d.update(commit="0123456789abcdef" * 2 + "01234567")))
fragment("bad-path", "tiny.json",
         changed(lambda d: d["programs"][0].update(files=["src/nothere"])))
fragment("bad-kernel", "tiny.json",
         changed(lambda d: d["programs"][0]["kernels"][0].pop("symbol")))
fragment("bad-half", "tiny.json", changed(lambda d: d["programs"][1].update(half="later")))
print(commit)
