#!/usr/bin/env bash
# The cost of the migration test suite `schemagen testkit` writes: wall time and peak memory of running it,
# for the example (Tests/ExampleMigrationKit), for an app-sized history (11 versions of 16 models, written
# by `schemagen-bench write-app`), and for the example's SwiftData suite run against the SwiftData stand-in
# (SwiftDataSupport/MigrationKits/Example), each beside a baseline measured in the same run: the same test
# binary started with a filter that selects no test (process start and test discovery alone).
#
#   scripts/measure-test-kit.sh [runs]      (default: 3 runs; prints medians)
#
# The suites are built first and not timed; only their test binary's runs are measured.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# median of the first or second column of "wall peakKB" lines
median() { sort -n -k"$1" | sed -n "$(((runs + 1) / 2))p" | awk -v c="$1" '{ print $c }'; }

# Runs the package's test binary (as `swift test` does, without SwiftPM's own process in the figures) with
# FILTER, RUNS times; prints "wall peakMB" medians. A filter that selects no test exits 69, which is fine.
measure() {
    local binary=$1 filter=$2 lines=() status
    for _ in $(seq "$runs"); do
        status=0
        /usr/bin/time -f "%e %M" -o "$work/time" "$binary" --testing-library swift-testing --filter "$filter" \
            >"$work/log" 2>&1 || status=$?
        if [ "$status" -ne 0 ] && [ "$status" -ne 69 ]; then cat "$work/log"; exit 1; fi
        lines+=("$(tail -1 "$work/time")")
    done
    local wall peak
    wall=$(printf '%s\n' "${lines[@]}" | median 1)
    peak=$(printf '%s\n' "${lines[@]}" | median 2)
    echo "$wall $((peak / 1024))"
}

report() {
    local name=$1 suite=$2 baseline=$3
    read -r wall peak <<<"$suite"
    read -r base_wall base_peak <<<"$baseline"
    echo "$name: ${wall}s wall, ${peak} MB peak; baseline (no test selected) ${base_wall}s, ${base_peak} MB;" \
        "the suite adds $(echo "$wall - $base_wall" | bc)s and $((peak - base_peak)) MB"
}

# The example, in this package.
swift build --package-path "$repo" --build-tests >/dev/null
report "example (7 versions, 6 + 7 frozen-store tests)" \
    "$(measure "$repo/.build/debug/schemagenPackageTests.xctest" ExampleMigrationKit)" \
    "$(measure "$repo/.build/debug/schemagenPackageTests.xctest" NoTestHasThisName)"

# The app-sized history: its generated models and suite in a throwaway package.
# SCHEMAGEN_BENCH=/path/to/schemagen-bench skips building the benchmarks package.
if [ -n "${SCHEMAGEN_BENCH:-}" ]; then
    "$SCHEMAGEN_BENCH" write-app "$work/Schemas" >/dev/null
else
    swift run -c release --package-path "$repo/Benchmarks" schemagen-bench write-app "$work/Schemas" >/dev/null
fi
mkdir -p "$work/App/Sources/AppModels" "$work/App/Tests/AppMigrationTests"
swift run --package-path "$repo" schemagen generate --no-config --schemas "$work/Schemas" \
    --output "$work/App/Sources/AppModels" >/dev/null
swift run --package-path "$repo" schemagen testkit --no-config --schemas "$work/Schemas" \
    --output "$work/App/Tests/AppMigrationTests" --import AppModels --fixtures "$work/NoFixtures" >/dev/null
cat >"$work/App/Package.swift" <<PACKAGE
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "TestKitCost",
    dependencies: [.package(name: "schemagen", path: "$repo")],
    targets: [
        .target(name: "AppModels", dependencies: [.product(name: "SchemaRuntime", package: "schemagen")]),
        .testTarget(
            name: "AppMigrationTests",
            dependencies: ["AppModels", .product(name: "SchemaTestKit", package: "schemagen")]),
    ],
    swiftLanguageModes: [.v6]
)
PACKAGE
swift build --package-path "$work/App" --build-tests >/dev/null
tests=$(grep -c "@Test(" "$work/App/Tests/AppMigrationTests/"*.swift)
report "app-sized history (11 versions x 16 models, $tests tests)" \
    "$(measure "$work/App/.build/debug/TestKitCostPackageTests.xctest" AppMigrationTests)" \
    "$(measure "$work/App/.build/debug/TestKitCostPackageTests.xctest" NoTestHasThisName)"

# The example's SwiftData suite, against the stand-in's staged migration (builds SwiftDataSupport, and with it
# swift-syntax, when it is not built yet).
swift build --package-path "$repo/SwiftDataSupport" --build-tests >/dev/null
report "example, SwiftData flavor on the stand-in (6 versions)" \
    "$(measure "$repo/SwiftDataSupport/.build/debug/schemagen-swiftdataPackageTests.xctest" SwiftDataMigrationKitExample)" \
    "$(measure "$repo/SwiftDataSupport/.build/debug/schemagen-swiftdataPackageTests.xctest" NoTestHasThisName)"
