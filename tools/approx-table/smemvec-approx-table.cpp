//===- smemvec-approx-table.cpp - The fold table of smemvec-fold-approx ---===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Prints, for every approximate intrinsic smemvec-fold-approx knows and every
// argument the GPU check evaluates (foldapprox::checkInputs), what the pass
// decides (foldapprox::decide): one tab-separated line
//
//   IR-name  PTX  type  bits  argument  expected-bits|-  reason
//
// where bits are the argument's and the folded value's IEEE encodings in
// hex, `-` means the pass leaves the call alone, and reason is
// foldapprox::reasonName. bench/approx_check.py builds the GPU check from
// this output, so the pass and the check share one source of truth.
//
// Run it:  build/bin/smemvec-approx-table > table.tsv
//
//===----------------------------------------------------------------------===//

#include "MiddleEnd/FoldApproxInternal.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace smemvec::foldapprox;

static StringRef typeName(ApproxType T) {
  switch (T) {
  case ApproxType::F16:
    return "f16";
  case ApproxType::BF16:
    return "bf16";
  case ApproxType::F32:
    return "f32";
  case ApproxType::F64:
    return "f64";
  }
  return "?";
}

static void printBits(raw_ostream &OS, const APFloat &V) {
  APInt Bits = V.bitcastToAPInt();
  OS << format_hex(Bits.getZExtValue(), 2 + Bits.getBitWidth() / 4);
}

int main(int argc, char **argv) {
  if (argc != 1) {
    errs() << argv[0] << ": error: takes no arguments (prints the table)\n";
    return 2;
  }
  raw_ostream &OS = outs();
  OS << "# intrinsic\tptx\ttype\tbits\targument\texpected\treason\n";
  for (const ApproxIntrinsic &I : approxIntrinsics()) {
    for (const APFloat &Arg : checkInputs(I)) {
      FoldDecision D = decide(I, Arg);
      SmallString<32> Text;
      Arg.toString(Text);
      OS << I.IRName << '\t' << I.PTX << '\t' << typeName(I.Type) << '\t';
      printBits(OS, Arg);
      OS << '\t' << Text << '\t';
      if (D.Value)
        printBits(OS, *D.Value);
      else
        OS << '-';
      OS << '\t' << reasonName(D.Reason) << '\n';
    }
  }
  return 0;
}
