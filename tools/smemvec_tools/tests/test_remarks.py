# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Unit tests of smemvec_tools.remarks (run through lit: test/Tools/python-unittests.test)."""
import unittest

from smemvec_tools import remarks as R

# The shapes clang 22's YAML record has: quoted and plain scalars, a
# DebugLoc wrapped onto two lines, per-argument DebugLocs, codegen names.
RECORD = """--- !Passed
Pass:            inline
Name:            Inlined
DebugLoc:        { File: k.cu, Line: 14, Column: 22 }
Function:        _Z1kPf
Args:
  - String:          ''''
  - Callee:          _Z3dotPKfS0_i
    DebugLoc:        { File: k.cu, Line: 1, Column: 0 }
  - String:          ''' inlined into '''
  - Caller:          _Z1kPf
    DebugLoc:        { File: k.cu, Line: 9, Column: 0 }
...
--- !Passed
Pass:            inline
Name:            Inlined
Function:        _Z3dotPKfS0_i
Args:
  - Callee:          _Z4leafPf
    DebugLoc:        { File: '/very/long/path/with spaces/leaf.cuh',
                       Line: 3, Column: 0 }
  - Caller:          _Z3dotPKfS0_i
...
--- !Passed
Pass:            smemvec-unroll
Name:            Unrolled
DebugLoc:        { File: k.cu, Line: 3, Column: 3 }
Function:        _Z3dotPKfS0_i
Args:
  - String:          'unrolling loop by '
  - Count:           '4'
  - String:          ': it''s "quoted"'
...
--- !Passed
Pass:            smemvec-inline
Name:            Specialized
DebugLoc:        { File: k.cu, Line: 15, Column: 3 }
Function:        _Z1kPf
Args:
  - Callee:          _Z3bigPf
  - Caller:          _Z1kPf
  - Clone:           _Z3bigPf.smemvec.shared
...
--- !Missed
Pass:            smemvec-lsv
Name:            NotMerged
DebugLoc:        { File: k.cu, Line: 7, Column: 63 }
Function:        '_Z3bigPf_$_smemvec_$_shared'
Args:
  - String:          'left scalar in _Z1kPf: '
  - Reason:          a store between the loads may alias
...
--- !Missed
Pass:            smemvec-lsv
Name:            NotMerged
DebugLoc:        { File: k.cu, Line: 7, Column: 63 }
Function:        '_Z3bigPf_$_smemvec_$_shared'
Args:
  - String:          'left scalar in _Z1kPf: '
  - Reason:          a store between the loads may alias
...
--- !Analysis
Pass:            smemvec-align
Name:            PerTUCompile
Function:        _Z4deadv
Args:
  - String:          dead
...
"""


class ParseTest(unittest.TestCase):
    def test_fields(self):
        rs = R.parse_yaml(RECORD)
        self.assertEqual([r.name for r in rs],
                         ["Inlined", "Inlined", "Unrolled", "Specialized", "NotMerged",
                          "NotMerged", "PerTUCompile"])
        self.assertEqual(rs[0].loc, R.Loc("k.cu", 14, 22))
        self.assertEqual(rs[0].arg_loc("Callee"), R.Loc("k.cu", 1, 0))
        self.assertEqual(rs[1].arg_loc("Callee"),
                         R.Loc("/very/long/path/with spaces/leaf.cuh", 3, 0))
        self.assertIsNone(rs[1].loc)
        self.assertEqual(rs[2].message(), "unrolling loop by 4: it's \"quoted\"")
        self.assertEqual(rs[0].message(), "'_Z3dotPKfS0_i' inlined into '_Z1kPf")
        # Codegen spells "." as "_$_": mapped back to the IR name.
        self.assertEqual(rs[4].function, "_Z3bigPf.smemvec.shared")
        self.assertEqual(rs[4].kind, "Missed")

    def test_demangled_message(self):
        rs = R.parse_yaml(RECORD)
        names = {"_Z3dotPKfS0_i": "dot", "_Z1kPf": "k"}
        self.assertEqual(rs[0].message(names), "'dot' inlined into 'k")
        self.assertEqual(rs[4].message(names), "left scalar in k: a store between the loads may alias")
        self.assertIn("_Z4leafPf", R.names_in(rs))

    def test_errors(self):
        for bad, why in ((RECORD[:-5], "truncated"),
                         ("--- !Passed\nPass: x\nName: y\n...\n", "without Function"),
                         ("garbage\n", "outside a remark"),
                         ("--- !Passed\nPass: x\nName: y\nFunction: f\nDebugLoc: { File: a,\n",
                          "truncated"),
                         ("--- !Passed\nPass: x\nName: y\nFunction: f\nDebugLoc: { Line: 1 }\n...\n",
                          "bad DebugLoc")):
            with self.assertRaises(R.RemarkParseError) as cm:
                R.parse_yaml(bad)
            self.assertIn(why, str(cm.exception))


class GroupTest(unittest.TestCase):
    def setUp(self):
        self.rs = R.parse_yaml(RECORD)
        self.g = R.group(self.rs, ["_Z1kPf", "_Z3bigPf", "_Z3bigPf_$_smemvec_$_shared"],
                         {"_Z1kPf"})
        self.by = {s.function: s for s in self.g.sections}

    def test_kernel_section(self):
        k = self.by["_Z1kPf"]
        self.assertTrue(k.is_kernel)
        self.assertEqual([r.name for r in k.remarks], ["Specialized"])
        # dot inlined into k, leaf into dot: both live in k, leaf via dot.
        self.assertEqual([(i.function, i.via) for i in k.inlined],
                         [("_Z3dotPKfS0_i", []), ("_Z4leafPf", ["_Z3dotPKfS0_i"])])
        self.assertEqual([r.name for r in k.inlined[0].remarks], ["Unrolled"])
        self.assertEqual(self.g.inlined_into["_Z4leafPf"], ["_Z1kPf"])

    def test_clone_linked(self):
        c = self.by["_Z3bigPf.smemvec.shared"]
        self.assertEqual(c.clone_of, "_Z3bigPf")
        self.assertEqual(c.clone_callers, ["_Z1kPf"])
        self.assertEqual(self.by["_Z3bigPf"].clones, ["_Z3bigPf.smemvec.shared"])
        self.assertEqual([(r.name, n) for r, n in R.collapse(c.remarks)], [("NotMerged", 2)])

    def test_gone_and_order(self):
        self.assertEqual([s.function for s in self.g.sections][0], "_Z1kPf")
        self.assertEqual([s.function for s in self.g.gone], ["_Z4deadv"])

    def test_keep_callee(self):
        g = R.group(self.rs, ["_Z1kPf"], {"_Z1kPf"},
                    keep_callee=lambda name, loc: name != "_Z4leafPf")
        self.assertEqual([i.function for i in g.sections[0].inlined], ["_Z3dotPKfS0_i"])


if __name__ == "__main__":
    unittest.main()
