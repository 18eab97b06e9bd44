#!/usr/bin/env bash
# How much a one-attribute change moves in a team's committed Generated/: one optional attribute added to
# SDMoodEntry in the example history, either in a next version 1.7.0 (`next`: a new version file, in which
# the cascade redefines the models that point at the mood entries) or in the latest version while it is still
# being written (`in-place`). Prints the diff against the output before the change, as `git diff --stat`
# counts it, and the characters it adds. Run it with the schemagen before and after a change to the layout of
# generated code.
#
#   scripts/measure-attribute-change-diff.sh [next|in-place] [SCHEMAGEN]   (default: next, this checkout's)
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:-next}
schemagen=${2:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -z "$schemagen" ]; then
    (cd "$repo" && swift build --product schemagen >/dev/null)
    schemagen="$repo/.build/debug/schemagen"
fi

cp -R "$repo/Schemas" "$work/Schemas"
add_attribute='s/^\(      mood: { type: Mood, default: neutral }\)$/\1\n      energyLevel: Int?/'
case "$mode" in
next) sed -e 's/^version: 1\.6\.0$/version: 1.7.0/' -e "$add_attribute" "$repo/Schemas/V7.yaml" >"$work/Schemas/V8.yaml" ;;
in-place) sed -e "$add_attribute" "$repo/Schemas/V7.yaml" >"$work/Schemas/V7.yaml" ;;
*) echo "usage: $0 [next|in-place] [SCHEMAGEN]" >&2; exit 2 ;;
esac
cat "$work/Schemas/"*.yaml | grep -q "energyLevel: Int?" || { echo "the attribute was not added" >&2; exit 1; }

# Both sides rendered by the same binary, so only the change shows (without the lock, which seals V7).
"$schemagen" generate --no-config --schemas "$repo/Schemas" --output "$work/Before" >/dev/null
cp -R "$work/Before" "$work/Generated"
"$schemagen" generate --no-config --schemas "$work/Schemas" --output "$work/Generated" >/dev/null
cd "$work"
git diff --no-index --stat=200 Before Generated | sed 's#Before/##; s#Generated/##' || true
# Lines count what a reviewer scrolls through; characters, how much of each line there is to read.
echo "added characters: $( (git diff --no-index Before Generated || true) | grep '^+[^+]' | cut -c2- | wc -c)"
