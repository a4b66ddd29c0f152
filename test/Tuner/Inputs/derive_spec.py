# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""derive_spec.py BASE OUT OVERRIDES: a test's variant of a shipped spec:
BASE (JSON) with OVERRIDES (JSON) applied, "params" merged name by name,
every other key replaced, "source" made absolute (OUT lives elsewhere)."""
import json
import os
import sys

base, out, over = sys.argv[1:4]
with open(base) as f:
    d = json.load(f)
with open(over) as f:
    o = json.load(f)
d["params"].update(o.pop("params", {}))
d.update(o)
d["source"] = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(base)), d["source"]))
d.pop("$schema", None)
with open(out, "w") as f:
    json.dump(d, f, indent=1)
