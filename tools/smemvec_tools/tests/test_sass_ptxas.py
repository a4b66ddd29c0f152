# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Unit tests of smemvec_tools.sass and smemvec_tools.ptxas."""
import os
import sys
import unittest

from smemvec_tools import ptxas, sass  # noqa: E402

SASS = """
	code for sm_90
		Function : kern
	.headerflags	@"EF_CUDA_TEXMODE_UNIFIED EF_CUDA_64BIT_ADDRESS EF_CUDA_SM90"
        /*0000*/                   LDC R1, c[0x0][0x28] ;                    /* 0x00000a00ff017b82 */
        /*0010*/                   LDS R5, [R0] ;                            /* 0x0000000000057984 */
        /*0020*/                   LDS.128 R4, [UR4] ;                       /* 0x00000004ff047984 */
        /*0030*/              @!P0 LDS.64 R2, [R0+0x48] ;                    /* 0x0000480000028984 */
        /*0040*/                   LDS.U8 R9, [R0+0x2] ;                     /* 0x0000020000097984 */
        /*0050*/                   LDSM.16.M88.4 R12, [R3] ;                 /* 0x000000000303783b */
        /*0060*/                   STS [R0], R25 ;                           /* 0x0000001900007388 */
        /*0070*/                   STS.128 [R0+0x10], R4 ;                   /* 0x0000100400007388 */
        /*0080*/                   LDG.E R6, desc[UR6][R2.64] ;              /* 0x0000000602067981 */
        /*0088*/              @!PT LDS RZ, [RZ] ;                            /* 0x00000000fffff984 */
        /*0090*/                   EXIT ;                                    /* 0x000000000000794d */
		..........

		Function : other
        /*0000*/                   STS.U16 [R0], R1 ;                        /* 0x0000000100007388 */
"""

PTXAS = """ptxas info    : 0 bytes gmem
ptxas info    : Compiling entry function 'kern' for 'sm_90'
ptxas info    : Function properties for kern
    8 bytes stack frame, 4 bytes spill stores, 12 bytes spill loads
ptxas info    : Used 25 registers, used 1 barriers, 212 bytes smem, 368 bytes cmem[0]
ptxas info    : Compiling entry function 'k2' for 'sm_90'
ptxas info    : Function properties for k2
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 8 registers, used 0 barriers
"""


class Sass(unittest.TestCase):
    def test_counts_and_widths(self):
        c = sass.count_sass(SASS)
        self.assertEqual(set(c), {"kern", "other"})
        k = c["kern"]
        self.assertEqual((k.lds, k.sts), (4, 2))
        self.assertEqual(dict(k.lds_widths), {"32": 1, "128": 1, "64": 1, "8": 1})
        self.assertEqual(dict(k.sts_widths), {"32": 1, "128": 1})
        self.assertEqual(dict(k.other), {"LDSM": 1})
        self.assertEqual(c["other"].sts_widths["16"], 1)

    def test_as_dict(self):
        d = sass.count_sass(SASS)["kern"].as_dict()
        self.assertEqual(d["sass_lds"], 4)
        self.assertEqual(d["sass_lds_widths"], "8:1 32:1 64:1 128:1")


class Ptxas(unittest.TestCase):
    def test_resources(self):
        r = ptxas.parse_ptxas_v(PTXAS)
        self.assertEqual(r["kern"], {"stack": 8, "spill_stores": 4, "spill_loads": 12,
                                     "registers": 25, "smem": 212, "barriers": 1})
        self.assertEqual(r["k2"]["registers"], 8)
        self.assertEqual(r["k2"]["smem"], 0)

    def test_cubin_instructions_of_what_is_no_cubin(self):
        # A cubin is parsed in test/Tools/ptx-kernel-stats.test (the fake
        # ptxas writes one); here what is not one gives {}, never an error.
        elf64 = b"\x7fELF\x02\x01\x01" + bytes(57)
        cut = bytearray(elf64)
        cut[0x28:0x30] = (1 << 20).to_bytes(8, "little")  # section table past the end
        cut[0x3A:0x40] = bytes([64, 0, 2, 0, 1, 0])
        for data in (b"", b"not an ELF", b"\x7fELF\x01\x01" + bytes(58), bytes(cut)):
            self.assertEqual(ptxas.cubin_instructions(data), {})


if __name__ == "__main__":
    unittest.main()
