# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Runs the GoogleTest unit tests under lit.
import os

import lit.formats

config.name = "smemvec-unit"
config.test_format = lit.formats.GoogleTest(".", "Tests")
config.test_source_root = os.path.join(config.smemvec_obj_root, "unittests")
config.test_exec_root = config.test_source_root

# Under SMEMVEC_SANITIZE=ON the test binary carries ASan itself; LLVM's
# statics are reclaimed by the OS, not freed, so leak reports are noise.
config.environment["ASAN_OPTIONS"] = "detect_leaks=0:abort_on_error=1"
config.environment["UBSAN_OPTIONS"] = "print_stacktrace=1:halt_on_error=1"
