#!/usr/bin/env bash
# What `schemagen retire` saves in compile time: an app-sized history (11 versions of 16 models with inverse
# relationships, written by `schemagen-bench write-app`) generated whole, and generated again after every
# version but the last `keep` is sealed and retired. Both are compiled in the same runs, one after the other,
# so the ratio compares like with like on a machine whose speed varies from minute to minute.
#
#   scripts/measure-retire-compile-time.sh [runs] [keep]     (default: 5 runs, keep 3 versions)
#
# Each is one target of a throwaway package over this checkout's SchemaRuntime; its dependencies are built
# first and not timed, and each timed build touches the target's files so only the target is compiled again.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-5}
keep=${2:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build --package-path "$repo" --product schemagen >/dev/null
schemagen="$repo/.build/debug/schemagen"
swift run -c release --package-path "$repo/Benchmarks" schemagen-bench write-app "$work/Whole/Schemas" >/dev/null
cp -R "$work/Whole" "$work/Retired"
mkdir -p "$work/App/Sources/Whole" "$work/App/Sources/Retired"
"$schemagen" generate --no-config --schemas "$work/Whole/Schemas" --output "$work/App/Sources/Whole" >/dev/null
# Every version ships, then all but the last `keep` are retired.
(cd "$work/Retired" && "$schemagen" seal --no-config --schemas Schemas >/dev/null)
through=$("$schemagen" plan --no-config --schemas "$work/Retired/Schemas" --format json |
    grep '"version"' | sed 's/.*"version": "\(.*\)".*/\1/' | tail -n "$((keep + 1))" | head -n 1)
(cd "$work/Retired" && "$schemagen" retire --no-config --schemas Schemas --through "$through" >/dev/null)
"$schemagen" generate --no-config --schemas "$work/Retired/Schemas" --output "$work/App/Sources/Retired" >/dev/null
cat >"$work/App/Package.swift" <<PACKAGE
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "RetireCompileTime",
    dependencies: [.package(name: "schemagen", path: "$repo")],
    targets: [
        .target(name: "Whole", dependencies: [.product(name: "SchemaRuntime", package: "schemagen")]),
        .target(name: "Retired", dependencies: [.product(name: "SchemaRuntime", package: "schemagen")]),
    ],
    swiftLanguageModes: [.v6]
)
PACKAGE
swift build --package-path "$work/App" >/dev/null  # dependencies, and a first build not timed

# The wall time and the CPU time of all the build's processes, for one target built again.
measure() {
    touch "$work/App/Sources/$1/"*.swift
    /usr/bin/time -f "%e %U %S" -o "$work/time" swift build --package-path "$work/App" --target "$1" >/dev/null
    read -r wall user system <"$work/time"
    echo "$wall $(echo "$user + $system" | bc)"
}
median() { sort -n | sed -n "$(((runs + 1) / 2))p"; }
: >"$work/whole"
: >"$work/retired"
for _ in $(seq "$runs"); do
    measure Whole >>"$work/whole"
    measure Retired >>"$work/retired"
done
for target in Whole Retired; do
    files=("$work/App/Sources/$target/"SchemaV*.swift)
    lines=$(cat "$work/App/Sources/$target/"*.swift | wc -l)
    file=$(echo "$target" | tr '[:upper:]' '[:lower:]')
    wall=$(cut -d' ' -f1 "$work/$file" | median)
    cpu=$(cut -d' ' -f2 "$work/$file" | median)
    echo "$target: ${#files[@]} versions, $lines lines; debug compile median ${wall}s wall, ${cpu}s CPU ($(tr '\n' ';' <"$work/$file"))"
    eval "${file}_wall=$wall ${file}_cpu=$cpu ${file}_lines=$lines"
done
echo "retired through $through: lines $(echo "scale=2; $retired_lines / $whole_lines" | bc)x," \
    "wall $(echo "scale=2; $retired_wall / $whole_wall" | bc)x, CPU $(echo "scale=2; $retired_cpu / $whole_cpu" | bc)x of the whole history's"
