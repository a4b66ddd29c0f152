# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The tuner's modules import each other in one direction only (issue 23):
every import of a sibling module, at the top or inside a function, is an
edge; the graph has no cycle; the device step's pieces (devstep.py) import
neither the step (specdevice.py) nor a command; and there is one host step
and one device step (the SGEMM-only modules are gone)."""
import ast
import os
import sys
import unittest

import tunetest

PKG = os.path.join(tunetest.SRCROOT, "tools", "smemvec_tune")


def edges():
    mods = {f[:-3] for f in os.listdir(PKG) if f.endswith(".py")}
    out = {m: set() for m in mods}
    for m in mods:
        with open(os.path.join(PKG, m + ".py")) as f:
            tree = ast.parse(f.read())
        for n in ast.walk(tree):
            if isinstance(n, ast.ImportFrom):
                if n.level == 1 and n.module is None:
                    names = [a.name for a in n.names]
                elif n.level == 1:
                    names = [n.module.split(".")[0]]
                elif n.module and n.module.startswith("smemvec_tune"):
                    names = [n.module.split(".")[1]] if "." in n.module else [a.name for a in n.names]
                else:
                    names = []
                out[m] |= {x for x in names if x in mods}
            elif isinstance(n, ast.Import):
                out[m] |= {a.name.split(".")[1] for a in n.names if a.name.startswith("smemvec_tune.")}
    return out


def cycle(graph):
    """A cycle as a list of modules, or None (depth-first, three colours)."""
    colour, stack = {}, []

    def visit(m):
        colour[m] = 1
        stack.append(m)
        for d in sorted(graph[m]):
            if colour.get(d) == 1:
                return stack[stack.index(d):] + [d]
            if d not in colour:
                c = visit(d)
                if c:
                    return c
        stack.pop()
        colour[m] = 2
        return None
    for m in sorted(graph):
        if m not in colour:
            c = visit(m)
            if c:
                return c
    return None


class ImportsTest(unittest.TestCase):
    def test_no_cycle(self):
        g = edges()
        self.assertIsNone(cycle(g), "import cycle: %s" % " -> ".join(cycle(g) or []))

    def test_devstep_is_below_the_step(self):
        g = edges()
        self.assertFalse(g["devstep"] & {"specdevice", "devicecli", "cli", "report", "spechost"}, g["devstep"])
        self.assertIn("devstep", g["specdevice"])
        self.assertFalse(any("devicecli" in deps for m, deps in g.items() if m != "cli"))
        self.assertFalse(any("cli" in deps for deps in g.values()))

    def test_one_host_step_and_one_device_step(self):
        self.assertFalse({"device", "knobs", "space", "validate"} & set(edges()))

    def test_the_checker_sees_a_cycle(self):
        self.assertEqual(cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}), ["a", "b", "c", "a"])
        self.assertIsNone(cycle({"a": {"b"}, "b": set()}))


if __name__ == "__main__":
    sys.exit(unittest.main(verbosity=2))
