#!/usr/bin/env bash
# The debug compile time of schemagen's portable output for an app-sized history (11 versions of 16 models
# with inverse relationships, written by `schemagen-bench write-app`), and its size in lines per model.
#
#   scripts/measure-compile-time.sh [runs]      (default: 3 runs; prints the median)
#   SCHEMAGEN=/path/to/schemagen scripts/measure-compile-time.sh
#                                               the same with another build of schemagen, such as one
#                                               built from an older commit, to compare in the same session
#
# The generated files are compiled as one target of a throwaway package over this checkout's SchemaRuntime.
# Its dependencies are built first and not timed; each timed run touches the generated files, so only the
# target itself is compiled again.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift run -c release --package-path "$repo/Benchmarks" schemagen-bench write-app "$work/Schemas" >/dev/null
mkdir -p "$work/App/Sources/AppModels"
if [ -n "${SCHEMAGEN:-}" ]; then
    "$SCHEMAGEN" generate --no-config --schemas "$work/Schemas" --output "$work/App/Sources/AppModels" >/dev/null
else
    swift run --package-path "$repo" schemagen generate --no-config --schemas "$work/Schemas" \
        --output "$work/App/Sources/AppModels" >/dev/null
fi
cat >"$work/App/Package.swift" <<PACKAGE
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "CompileTime",
    dependencies: [.package(name: "schemagen", path: "$repo")],
    targets: [.target(name: "AppModels", dependencies: [.product(name: "SchemaRuntime", package: "schemagen")])],
    swiftLanguageModes: [.v6]
)
PACKAGE
swift build --package-path "$work/App" >/dev/null  # dependencies, and a first build not timed

# Wall time, and the CPU time of the build's processes (the compiler runs several at once): the machine's
# speed varies from run to run, CPU time less than wall time.
times=()
cpu=()
for _ in $(seq "$runs"); do
    touch "$work/App/Sources/AppModels/"*.swift
    /usr/bin/time -f "%e %U %S" -o "$work/time" swift build --package-path "$work/App" --target AppModels >/dev/null
    read -r wall user system <"$work/time"
    times+=("$wall")
    cpu+=("$(echo "$user + $system" | bc)")
done
median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p")
median_cpu=$(printf '%s\n' "${cpu[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p")
files=("$work/App/Sources/AppModels/"SchemaV*.swift)
lines=$(cat "${files[@]}" | wc -l)
models=$(grep -c "final class" "${files[@]}" | awk -F: '{ sum += $2 } END { print sum }')
echo "versions: ${#files[@]}, defined models: $models, lines: $lines ($((lines / models)) per defined model)"
echo "debug compile of the generated target: median ${median}s wall (${times[*]}), ${median_cpu}s CPU (${cpu[*]})"
