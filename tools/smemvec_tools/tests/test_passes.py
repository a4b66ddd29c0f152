# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""smemvec_tools.passes: the -print-smemvec-passes table and its kill switches."""
import unittest

from smemvec_tools import passes

TABLE = """# smemvec passes (lib/PassRegistry.def): name unit stage place switch
smemvec-unroll               loop      middle-end  LateLoopOptimizations        -smemvec-unroll=0
smemvec-unroll-cleanup       loop      middle-end  LoopOptimizerEnd             -smemvec-unroll=0
print-smemvec-registers      module    by-name     None                         -
smemvec-lsv                  function  codegen     InferAddressSpaces           -smemvec-lsv=0
smemvec-sched                machine   codegen     MachineScheduler             -smemvec-sched=off
smemvec-cluster              part      -           in:smemvec-sched             -smemvec-cluster=0
"""


class PassTableTest(unittest.TestCase):
    def test_rows(self):
        rows = passes.parse_table(TABLE)
        self.assertEqual([r.name for r in rows][:2], ["smemvec-unroll", "smemvec-unroll-cleanup"])
        self.assertEqual(rows[2].switch, "")
        self.assertEqual((rows[3].unit, rows[3].stage, rows[3].place),
                         ("function", "codegen", "InferAddressSpaces"))

    def test_kill_switches_per_stage_once_parts_with_their_pass(self):
        rows = passes.parse_table(TABLE)
        self.assertEqual(passes.kill_switches(rows, "middle-end"), ["-smemvec-unroll=0"])
        self.assertEqual(passes.kill_switches(rows, "codegen"),
                         ["-smemvec-lsv=0", "-smemvec-sched=off", "-smemvec-cluster=0"])

    def test_bad_line(self):
        with self.assertRaises(passes.PassTableError):
            passes.parse_table("smemvec-lsv function codegen\n")


if __name__ == "__main__":
    unittest.main()
