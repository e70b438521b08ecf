#!/usr/bin/env bash
# Builds the DocC reference documentation of every library module as one static site, and
# fails on any DocC warning: a broken symbol link (``CALayer/positon``), a topic naming a
# symbol that does not exist, a malformed article.
#
#   bash scripts/docs.sh [OUTPUT_DIR]        # default .build/docs
#   python3 -m http.server --directory .build/docs 8000
#   # then open http://localhost:8000/documentation/strata/
#
# The modules' catalogs are Sources/<Module>/<Module>.docc; the articles (Getting started,
# Porting from iOS, Scene files, Performance, Debugging) live in Sources/Strata/Strata.docc.
# Combined documentation lets one module link to the modules it depends on (``/StrataCore/CALayer``).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

OUT="${1:-.build/docs}"
MODULES=(StrataGraphics StrataCore StrataGL StrataHost StrataVideo Strata StrataUI QuartzCore CoreGraphics UIKit)

args=()
for module in "${MODULES[@]}"; do args+=(--target "$module"); done

LOG="$(mktemp)"
trap 'rm -f "$LOG"' EXIT
status=0
swift package --allow-writing-to-directory "$OUT" generate-documentation "${args[@]}" \
  --enable-experimental-combined-documentation \
  --warnings-as-errors \
  --transform-for-static-hosting \
  --output-path "$OUT" 2>&1 | tee "$LOG" || status=$?

# The plugin can report a failed `docc convert` for one module and still merge the others and
# exit 0, so its output is checked too.
if [ "$status" -ne 0 ] || grep -qE "^(error|Error):|invocation failed" "$LOG"; then
  echo "scripts/docs.sh: documentation failed (see the errors above)" >&2
  exit 1
fi
echo "Documentation: $OUT (open documentation/strata/index.html through a web server)"
