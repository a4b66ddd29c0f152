//===- Options.h - smemvec's options: parsers, variables, defaults --------===//
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Every smemvec option is one row of Options.def. This header declares, from
// that table, each option's variable (smemvec::<ns>::<Var>, defined in
// Options.cpp, the only place that defines a cl::opt) and its default
// (smemvec::defaults::<ns>::<Var>, for code and unit tests that need the
// number). The table's TYPEs map to the validating parsers below: a bad
// value is rejected at option-parsing time with a message that names the
// option (cl::Option::error prefixes it), never read as something else.
// Integers are read in decimal only: cl::parser<unsigned> accepts C-style
// radix prefixes, so `-smemvec-align-bytes=010` would silently mean 8.
// The table as markdown: docs/options.md (`-print-smemvec-options`).
//
//===----------------------------------------------------------------------===//

#ifndef SMEMVEC_LIB_OPTIONS_H
#define SMEMVEC_LIB_OPTIONS_H

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

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

/// What -smemvec-sched does (SharedSched.cpp).
enum class SchedMode { Minimal, Full, Auto, Off };

/// The listings of `-print-smemvec-passes` and `-print-smemvec-options`
/// (lib/Listings.cpp).
void printPassTable(llvm::raw_ostream &OS);
void printOptionTable(llvm::raw_ostream &OS);

} // namespace smemvec

// Options.def's TYPE column: the cl::opt type, its value type, extra
// modifiers, and the words docs/options.md uses for it.
#define SMEMVEC_OPTION_TYPE_Bool llvm::cl::opt<bool>
#define SMEMVEC_OPTION_TYPE_Unsigned llvm::cl::opt<unsigned>
#define SMEMVEC_OPTION_TYPE_Decimal(MIN, MAX)                                  \
  llvm::cl::opt<unsigned, false, smemvec::BoundedParser<MIN, MAX>>
#define SMEMVEC_OPTION_TYPE_PowerOfTwo(MAX)                                    \
  llvm::cl::opt<unsigned, false, smemvec::PowerOfTwoParser<MAX>>
#define SMEMVEC_OPTION_TYPE_Ratio                                              \
  llvm::cl::opt<double, false, smemvec::RatioParser>
#define SMEMVEC_OPTION_TYPE_SchedMode llvm::cl::opt<smemvec::SchedMode>
#define SMEMVEC_OPTION_TYPE_Listing(PRINT) llvm::cl::opt<bool>

#define SMEMVEC_OPTION_VALUE_Bool bool
#define SMEMVEC_OPTION_VALUE_Unsigned unsigned
#define SMEMVEC_OPTION_VALUE_Decimal(MIN, MAX) unsigned
#define SMEMVEC_OPTION_VALUE_PowerOfTwo(MAX) unsigned
#define SMEMVEC_OPTION_VALUE_Ratio double
#define SMEMVEC_OPTION_VALUE_SchedMode smemvec::SchedMode
#define SMEMVEC_OPTION_VALUE_Listing(PRINT) bool

#define SMEMVEC_OPTION_EXTRA_Bool
#define SMEMVEC_OPTION_EXTRA_Unsigned
#define SMEMVEC_OPTION_EXTRA_Decimal(MIN, MAX)
#define SMEMVEC_OPTION_EXTRA_PowerOfTwo(MAX)
#define SMEMVEC_OPTION_EXTRA_Ratio
#define SMEMVEC_OPTION_EXTRA_SchedMode                                         \
  , llvm::cl::values(                                                          \
        clEnumValN(smemvec::SchedMode::Minimal, "minimal",                     \
                   "keep the incoming order except for pulling cluster "       \
                   "members together (default)"),                              \
        clEnumValN(smemvec::SchedMode::Full, "full",                           \
                   "GenericScheduler plus clustering"),                        \
        clEnumValN(smemvec::SchedMode::Auto, "auto",                           \
                   "per region, full where it lowers register pressure, else " \
                   "minimal"),                                                 \
        clEnumValN(smemvec::SchedMode::Off, "off",                             \
                   "no scheduling, no clustering"))
#define SMEMVEC_OPTION_EXTRA_Listing(PRINT)                                    \
  , llvm::cl::ValueDisallowed, llvm::cl::callback([](const bool &) {           \
    PRINT(llvm::outs());                                                       \
    llvm::outs().flush();                                                      \
    std::exit(0);                                                              \
  })

#define SMEMVEC_OPTION_DOC_Bool "bool"
#define SMEMVEC_OPTION_DOC_Unsigned "unsigned"
#define SMEMVEC_OPTION_DOC_Decimal(MIN, MAX) "decimal, " #MIN " to " #MAX
#define SMEMVEC_OPTION_DOC_PowerOfTwo(MAX) "power of two, 1 to " #MAX
#define SMEMVEC_OPTION_DOC_Ratio "ratio in (0, 1]"
#define SMEMVEC_OPTION_DOC_SchedMode "minimal, full, auto, off"
#define SMEMVEC_OPTION_DOC_Listing(PRINT) "flag: print and exit"

#define SMEMVEC_OPTION_VISIBILITY_Visible llvm::cl::NotHidden
#define SMEMVEC_OPTION_VISIBILITY_Hidden llvm::cl::Hidden

// smemvec::defaults::<ns>::<Var>: each option's default, stated once.
#define SMEMVEC_OPTION(NAME, NS, VAR, TYPE, DEFAULT, VISIBILITY, VALUE, DESC)  \
  namespace smemvec::defaults::NS {                                            \
  inline constexpr SMEMVEC_OPTION_VALUE_##TYPE VAR = DEFAULT;                  \
  }
#include "Options.def"

// smemvec::<ns>::<Var>: the options (Options.cpp).
#define SMEMVEC_OPTION(NAME, NS, VAR, TYPE, DEFAULT, VISIBILITY, VALUE, DESC)  \
  namespace smemvec::NS {                                                      \
  extern SMEMVEC_OPTION_TYPE_##TYPE VAR;                                       \
  }
#include "Options.def"

#endif // SMEMVEC_LIB_OPTIONS_H
