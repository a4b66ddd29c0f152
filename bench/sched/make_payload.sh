#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Builds the GPU payload of the -smemvec-sched=auto measurement
# (bench/results/2026-11-30-h200-sched-auto.md) into DIR:
#   bench/sched/make_payload.sh DIR ROUND
# Two bundles, each kernel x {stock, plugin (minimal), plugin-full,
# plugin-auto, nvcc}: the whole suite (bench/suite.json) and the
# rodinia-style stencils of bench/sched/suite.json. DIR/run.sh runs them with
# bench/run_bundle.py on the GPU machine (from any checkout: the scripts it
# needs travel in DIR) and writes DIR's results to $OUT/schedauto.
set -euo pipefail
DIR=$1 ROUND=$2
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
# NAMES (env) overrides the variant list, e.g. for a second round on fewer
# variants; EXTRA (env) adds one more variant spec NAME=BASE:FLAGS.
NAMES=${NAMES:-stock,plugin,plugin-full,plugin-auto,nvcc}
VARIANTS=(--variants "$NAMES"
          --variant "plugin-full=plugin:-mllvm -smemvec-sched=full"
          --variant "plugin-auto=plugin:-mllvm -smemvec-sched=auto")
if [ -n "${EXTRA:-}" ]; then VARIANTS+=(--variant "$EXTRA"); fi
# ONLY (env): regex of the suite kernels to build (default: all).
SUITE_ONLY=(); if [ -n "${ONLY:-}" ]; then SUITE_ONLY=(--only "$ONLY"); fi
rm -rf "$DIR/pkg" && mkdir -p "$DIR/pkg/bench" "$DIR/pkg/tools"
python3 "$ROOT/bench/build_bundle.py" --out "$DIR/pkg/suite" "${VARIANTS[@]}" "${SUITE_ONLY[@]}"
python3 "$ROOT/bench/build_bundle.py" --suite "$ROOT/bench/sched/suite.json" \
  --kernels-dir "$ROOT/bench/sched" --out "$DIR/pkg/stencil" "${VARIANTS[@]}"
cp "$ROOT"/bench/{run_bundle.py,_bootstrap.py,suite.py,references.py,summarize.py} "$ROOT/bench/sched/compare.py" "$DIR/pkg/bench/"
cp -r "$ROOT/tools/smemvec_tools" "$DIR/pkg/tools/"
find "$DIR/pkg" -name __pycache__ -prune -exec rm -rf {} +
git -C "$ROOT" rev-parse HEAD > "$DIR/pkg/COMMIT"
tar czf "$DIR/pkg.tgz" -C "$DIR" pkg && rm -rf "$DIR/pkg"
cat > "$DIR/run.sh" <<RUN
#!/bin/bash
# schedauto round $ROUND: suite + stencils x {$NAMES}.
set -u
HERE=\$(cd "\$(dirname "\$0")" && pwd)
O="\${OUT:-/tmp/schedauto-out}/schedauto"; mkdir -p "\$O"
W=\$(mktemp -d); tar xzf "\$HERE/pkg.tgz" -C "\$W"; cd "\$W/pkg"
T0=\$(date +%s); END=\$((T0 + \${BUDGET_S:-140}))
# Three parts, each bounded by what is left of the budget, so that a slow
# part loses only itself (run_bundle.py writes its CSV at the end).
part() { # NAME BUNDLE ONLY
  local left=\$((END - \$(date +%s)))
  if [ \$left -lt 5 ]; then echo "part \$1 skipped (budget spent)"; return; fi
  timeout \$left python3 bench/run_bundle.py \$2 --only "\$3" --out res-\$1 --seed 1 \\
    \${DRY:+--dry-run} --csv-name sched-auto-r$ROUND-\$1.csv > \$1.log 2>&1
  echo "part \$1 rc=\$? t=\$((\$(date +%s)-T0))s"
}
part stencil stencil 'hotspot'
part a suite '^(lud|transpose|stencil2d|dwt97|block_reduce|gapped|struct_smem|extern_smem)'
part b suite '^sgemm'
mkdir -p res; for p in stencil a b; do cp \$p.log res/ 2>/dev/null; cp res-\$p/*.csv res/ 2>/dev/null; cp res-\$p/run.json res/run-\$p.json 2>/dev/null; done
tar czf "\$O/schedauto-r$ROUND.tgz" res
python3 bench/compare.py res/*.csv 2>&1 | cut -c1-300
RUN
echo "payload: $DIR (run.sh, pkg.tgz $(du -h "$DIR/pkg.tgz" | cut -f1))"
