//===- Options.h - Validating parsers for smemvec's cl::opts --------------===//
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Every numeric smemvec option goes through one of these parsers, so a bad
// value is rejected at option-parsing time with a message that names the
// option (cl::Option::error prefixes it), never read as something else.
//
// Integers are read in decimal only: cl::parser<unsigned> accepts C-style
// radix prefixes, so `-smemvec-align-bytes=010` would silently mean 8.
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_LIB_OPTIONS_H
#define SMEMVEC_LIB_OPTIONS_H

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MathExtras.h"

namespace smemvec {

/// Reads a plain decimal unsigned: digits only, no sign, no radix prefix and
/// no leading zero (so "010" is an error instead of octal 8).
inline bool parseDecimal(llvm::cl::Option &O, llvm::StringRef Arg,
                         unsigned &Val) {
  bool Plain = !Arg.empty() && llvm::all_of(Arg, llvm::isDigit) &&
               (Arg.size() == 1 || Arg.front() != '0');
  if (!Plain || Arg.getAsInteger(10, Val))
    return O.error("'" + Arg + "' is not a decimal number");
  return false;
}

/// Accepts a decimal unsigned in [Min, Max]; the message names the unit.
template <unsigned Min, unsigned Max>
struct BoundedParser : public llvm::cl::parser<unsigned> {
  using llvm::cl::parser<unsigned>::parser;
  bool parse(llvm::cl::Option &O, llvm::StringRef ArgName, llvm::StringRef Arg,
             unsigned &Val) {
    if (parseDecimal(O, Arg, Val))
      return true;
    if (Val < Min || Val > Max)
      return O.error("'" + Arg + "' is out of range: expected " +
                     llvm::Twine(Min) + " to " + llvm::Twine(Max) + " " +
                     O.ValueStr);
    return false;
  }
};

/// Accepts a power of two in [1, Max] (an alignment in bytes).
template <unsigned Max>
struct PowerOfTwoParser : public llvm::cl::parser<unsigned> {
  using llvm::cl::parser<unsigned>::parser;
  bool parse(llvm::cl::Option &O, llvm::StringRef ArgName, llvm::StringRef Arg,
             unsigned &Val) {
    if (parseDecimal(O, Arg, Val))
      return true;
    if (!llvm::isPowerOf2_32(Val) || Val > Max)
      return O.error("'" + Arg +
                     "' is not a valid alignment: expected a power of two "
                     "from 1 to " +
                     llvm::Twine(Max) + " (bytes)");
    return false;
  }
};

/// Accepts a ratio in (0, 1].
struct RatioParser : public llvm::cl::parser<double> {
  using llvm::cl::parser<double>::parser;
  bool parse(llvm::cl::Option &O, llvm::StringRef ArgName, llvm::StringRef Arg,
             double &Val) {
    if (llvm::cl::parser<double>::parse(O, ArgName, Arg, Val))
      return true;
    if (!(Val > 0.0 && Val <= 1.0))
      return O.error("'" + Arg +
                     "' is not a valid ratio: expected a number in (0, 1]");
    return false;
  }
};

} // namespace smemvec

#endif // SMEMVEC_LIB_OPTIONS_H
