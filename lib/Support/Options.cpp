//===- Options.cpp - Every smemvec cl::opt, from Options.def --------------===//
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The only definitions of smemvec's cl::opts: one per row of Options.def,
// with the row's name, type, default, visibility and description. Each
// pass reads its options through Options.h (test/Registry/options.test
// fails on a cl::opt defined anywhere else). The table: docs/options.md.
//
//===----------------------------------------------------------------------===//

#include "Options.h"

using namespace llvm;

#define SMEMVEC_OPTION(NAME, NS, VAR, TYPE, DEFAULT, VISIBILITY, VALUE, DESC)  \
  namespace smemvec::NS {                                                      \
  SMEMVEC_OPTION_TYPE_##TYPE VAR(NAME, cl::init(defaults::NS::VAR),            \
                                 SMEMVEC_OPTION_VISIBILITY_##VISIBILITY,       \
                                 cl::value_desc(VALUE),                        \
                                 cl::desc(DESC) SMEMVEC_OPTION_EXTRA_##TYPE);  \
  }
#include "Options.def"
