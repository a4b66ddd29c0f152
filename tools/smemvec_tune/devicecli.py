# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The device step's command (tools/smemvec-tune-device, `smemvec-tune
device`): checks that the bundle is a spec bundle from `smemvec-tune
compile`, runs the step (specdevice.py), and turns every problem with the
bundle or this machine into one line and exit status 2."""

import os
import sys

from smemvec_tools import bundle as bundlelib

from . import devstep as ds
from . import specdevice

# The last commit with the SGEMM-only host/device steps, whose bundles
# (kind "tune") this step no longer runs.
SGEMM_ONLY_REMOVED = "2e48539"


def bundle_kind(bundle):
    """The manifest's kind; a missing or unreadable manifest is a BundleError
    that says what to do."""
    path = os.path.join(bundle, "manifest.json")
    try:
        m = bundlelib.load_manifest(bundle)
    except bundlelib.ManifestProblem as p:
        if p.what in (p.NO_DIR, p.NOT_DIR):
            raise bundlelib.BundleError("%s: no such bundle directory (build it on the host with "
                                        "`smemvec-tune compile` and carry it)" % bundle)
        if p.what == p.NO_MANIFEST:
            raise bundlelib.BundleError("%s: no manifest.json: not a bundle from `smemvec-tune "
                                        "compile` (or its copy was cut short)" % bundle)
        if p.what == p.UNREADABLE:
            raise bundlelib.BundleError("%s: unreadable (%s): rebuild the bundle" % (path, p.detail))
        m = None
    if not isinstance(m, dict) or "kind" not in m:
        raise bundlelib.BundleError("%s: not a tuner manifest (no kind)" % path)
    return m["kind"]


def main(argv=None):
    argv = sys.argv[1:] if argv is None else list(argv)
    args = ds.parse_args(argv)
    try:
        kind = bundle_kind(args.bundle)
        if kind == "tune":
            raise bundlelib.BundleError("%s: an SGEMM-only bundle (a path that ended at commit %s): rebuild "
                                        "it with `smemvec-tune compile --spec docs/examples/sgemm.tune.json`"
                                        % (args.bundle, SGEMM_ONLY_REMOVED))
        if kind != specdevice.KIND:
            raise bundlelib.BundleError("%s: a '%s' bundle, not one of the tuner's" % (args.bundle, kind))
        return specdevice.run(argv)
    except (bundlelib.BundleError, ds.PreflightError, ds.DeviceStepError, OSError, ValueError) as e:
        sys.stderr.write("smemvec-tune-device: error: %s\n" % e)
        return 2


if __name__ == "__main__":
    sys.exit(main())
