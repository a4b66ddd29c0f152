# Runs the GoogleTest unit tests under lit.
import os

import lit.formats

config.name = "smemvec-unit"
config.test_format = lit.formats.GoogleTest(".", "Tests")
config.test_source_root = os.path.join(config.smemvec_obj_root, "unittests")
config.test_exec_root = config.test_source_root
