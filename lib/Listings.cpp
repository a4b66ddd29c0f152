//===- Listings.cpp - -print-smemvec-passes and -print-smemvec-options ----===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The plugin's two tables as it prints them: the passes of PassRegistry.def
// (columns the Python tools parse, tools/smemvec_tools/passes.py) and the
// options of Support/Options.def (the markdown table of docs/options.md,
// which test/Registry/options.test compares with this printout). The flags
// that print them are rows of Options.def.
//
//===----------------------------------------------------------------------===//

#include "Support/Options.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

using namespace llvm;

//===----------------------------------------------------------------------===//
// -print-smemvec-passes
//===----------------------------------------------------------------------===//

/// The listing's word for an IR unit of PassRegistry.def.
static StringRef unitName(StringRef Unit) {
  return StringSwitch<StringRef>(Unit)
      .Case("Module", "module")
      .Case("CGSCC", "cgscc")
      .Case("Function", "function")
      .Case("Loop", "loop")
      .Case("MachineFunction", "machine");
}

/// The listing's word for a stage of PassRegistry.def.
static StringRef stageName(StringRef Stage) {
  return StringSwitch<StringRef>(Stage)
      .Case("MiddleEnd", "middle-end")
      .Case("CodeGen", "codegen")
      .Case("ByName", "by-name");
}

/// The table, one pass a line in table order, columns separated by spaces
/// (no field has one): name, IR unit, stage, place, kill switch ("-" for
/// none). A part of a pass reads "part" as its unit and "in:<pass>" as its
/// place. tools/smemvec_fuzz/tools.py parses this.
void smemvec::printPassTable(raw_ostream &OS) {
  OS << "# smemvec passes (lib/PassRegistry.def): name unit stage place "
        "switch\n";
  auto Row = [&OS](StringRef Name, StringRef Unit, StringRef Stage,
                   StringRef Place, StringRef Switch) {
    OS << format("%-28s %-9s %-11s %-28s %s\n", Name.str().c_str(),
                 Unit.str().c_str(), Stage.str().c_str(), Place.str().c_str(),
                 Switch.empty() ? "-" : Switch.str().c_str());
  };
#define SMEMVEC_PASS(NAME, UNIT, STAGE, PLACE, SWITCH, BY_NAME, IN_PIPELINE,   \
                     GATE)                                                     \
  Row(NAME, unitName(#UNIT), stageName(#STAGE), #PLACE, SWITCH);
#define SMEMVEC_PART(NAME, OF, SWITCH)                                         \
  Row(NAME, "part", "-", std::string("in:") + OF, SWITCH);
#include "PassRegistry.def"
}

//===----------------------------------------------------------------------===//
// -print-smemvec-options
//===----------------------------------------------------------------------===//

/// A default as a user writes it on the command line.
static std::string defaultText(bool B) { return B ? "1" : "0"; }
static std::string defaultText(unsigned U) { return utostr(U); }
static std::string defaultText(double D) {
  std::string S;
  raw_string_ostream(S) << format("%g", D);
  return S;
}
static std::string defaultText(smemvec::SchedMode M) {
  switch (M) {
  case smemvec::SchedMode::Minimal:
    return "minimal";
  case smemvec::SchedMode::Full:
    return "full";
  case smemvec::SchedMode::Auto:
    return "auto";
  case smemvec::SchedMode::Off:
    return "off";
  }
  llvm_unreachable("unknown -smemvec-sched mode");
}

/// Options.def as a markdown table, one row per option in table order.
void smemvec::printOptionTable(raw_ostream &OS) {
  OS << "| option | type | default | in `--help` | variable | meaning |\n"
     << "|---|---|---|---|---|---|\n";
  auto Row = [&OS](StringRef Name, StringRef Type, StringRef Default,
                   bool Hidden, StringRef Variable, StringRef Desc) {
    OS << "| `-" << Name << "` | " << Type << " | " << Default << " | "
       << (Hidden ? "hidden" : "visible") << " | `" << Variable << "` | "
       << Desc << " |\n";
  };
#define SMEMVEC_OPTION(NAME, NS, VAR, TYPE, DEFAULT, VISIBILITY, VALUE, DESC)  \
  Row(NAME, SMEMVEC_OPTION_DOC_##TYPE,                                         \
      StringRef(#TYPE).starts_with("Listing")                                  \
          ? std::string("-")                                                   \
          : defaultText(smemvec::defaults::NS::VAR),                           \
      SMEMVEC_OPTION_VISIBILITY_##VISIBILITY == cl::Hidden, #NS "::" #VAR,     \
      DESC);
#include "Support/Options.def"
}
