# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The device step's command (tools/smemvec-tune-device, `smemvec-tune
device`): picks the step by the bundle's kind (device.py for an SGEMM
bundle, specdevice.py for a spec bundle) and turns every problem with the
bundle or this machine into one line and exit status 2."""

import json
import os
import sys

from smemvec_tools import bundle as bundlelib

from . import devstep as ds


def bundle_kind(bundle):
    """The manifest's kind; a missing or unreadable manifest is a BundleError
    that says what to do."""
    path = os.path.join(bundle, "manifest.json")
    if not os.path.isdir(bundle):
        raise bundlelib.BundleError("%s: no such bundle directory (build it on the host with "
                                    "`smemvec-tune compile` and carry it)" % bundle)
    if not os.path.isfile(path):
        raise bundlelib.BundleError("%s: no manifest.json: not a bundle from `smemvec-tune compile` "
                                    "(or its copy was cut short)" % bundle)
    try:
        with open(path) as f:
            m = json.load(f)
    except ValueError as e:
        raise bundlelib.BundleError("%s: unreadable (%s): rebuild the bundle" % (path, e))
    if not isinstance(m, dict) or "kind" not in m:
        raise bundlelib.BundleError("%s: not a tuner manifest (no kind)" % path)
    return m["kind"]


def main(argv=None):
    argv = sys.argv[1:] if argv is None else list(argv)
    args = ds.parse_args(argv)
    try:
        kind = bundle_kind(args.bundle)
        if kind == "tune-spec":
            from . import specdevice
            return specdevice.run(argv)
        if kind == "tune":
            from . import device
            return device.run(argv)
        raise bundlelib.BundleError("%s: a '%s' bundle, not one of the tuner's" % (args.bundle, kind))
    except (bundlelib.BundleError, ds.PreflightError, ds.DeviceStepError, OSError, ValueError) as e:
        sys.stderr.write("smemvec-tune-device: error: %s\n" % e)
        return 2


if __name__ == "__main__":
    sys.exit(main())
