#!/usr/bin/env bash
# Renders the README's screenshots of the demos into docs/screenshots/ with `strata render`
# (headless: EGL surfaceless on Mesa's llvmpipe; no display, no GPU). Each demo is drawn at
# the time that shows it best, at 320×240 pixels (the scene is scaled to fit).
#
#   bash scripts/screenshots.sh [path/to/strata]     # default: swift run strata
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [ $# -ge 1 ]; then STRATA=("$1"); else swift build --product strata >/dev/null; STRATA=(.build/debug/strata); fi
OUT=docs/screenshots
mkdir -p "$OUT"

# demo|time|extra options — a moment where each demo shows its idea (cube: mid-transition after
# a scripted → key; icon-shake: the wiggle of edit mode; star: the trail four legs in).
SHOTS=(
  "cube|0.5|--key 0.1:right" "icon-shake|1.5|" "snow-spinner|4|" "card-shuffle|0.7|"
  "rockets|0.6|" "orbit|1.2|" "star|9|" "scroll-list|1.5|"
  "implicit-circle|0.6|--click 0.1:600,200" "fish|1|" "anchor-point|1|" "login-shake|0.3|--click 0.1:400,300"
)
for shot in "${SHOTS[@]}"; do
  IFS='|' read -r name at extra <<<"$shot"
  # shellcheck disable=SC2086 # extra holds several options
  "${STRATA[@]}" render --demo "$name" $extra --at "$at" --size 320x240 --out "$OUT/$name.png" >/dev/null
  echo "$OUT/$name.png"
done
