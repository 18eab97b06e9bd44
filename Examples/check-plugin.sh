#!/usr/bin/env bash
# Builds the NotesApp consumer with the build plugin and checks the plugin's contract:
#  1. the build generates the code and the app migrates a real store;
#  2. an untouched build runs no generator; a touched schema file does;
#  3. a schema error shows up in the build output as a located error pointing at the YAML;
#  4. once a version is sealed, editing it fails the build at the edited line;
#  5. on the test target, it writes the migration test suite, which passes, and a fixture file's mistake is a
#     located error of the build;
#  6. the test target reads the app target's lock (the one lock of the history), so each sealed version's
#     committed frozen store is tested, and a missing one is frozen with one failure saying what to commit;
#  7. a value the plugin needs, written in a YAML form only schemagen reads, stops the build saying so;
#  8. schemagen's own tools, built here with its PostgreSQL trait off, say they need it and fail.
set -euo pipefail
cd "$(dirname "$0")/NotesApp"
schema=Sources/NotesApp/Schemas/V2.yaml
first=Sources/NotesApp/Schemas/V1.yaml
lock=Sources/NotesApp/schemagen.lock
log=$(mktemp)
saved=$(mktemp)
savedFirst=$(mktemp)
fixture=Tests/NotesAppMigrationTests/Fixtures/1.0.0.yaml
savedFixture=$(mktemp)
savedLock=$(mktemp)
store=Tests/NotesAppMigrationTests/Fixtures/stores/1.1.0.sqlite
savedStore=$(mktemp)
config=Sources/NotesApp/schemagen.yaml
savedConfig=$(mktemp)
out=$(mktemp)
cp "$config" "$savedConfig"
cp "$schema" "$saved"
cp "$first" "$savedFirst"
cp "$fixture" "$savedFixture"
cp "$lock" "$savedLock"
cp "$store" "$savedStore"
restore() {
    cp "$saved" "$schema"; cp "$savedFirst" "$first"; cp "$savedFixture" "$fixture"; cp "$savedLock" "$lock"
    cp "$savedStore" "$store"; cp "$savedConfig" "$config"
}
trap restore EXIT

build() { swift build 2>&1 | tee "$log" >/dev/null; }
# A build that must succeed: when it doesn't, CI shows why instead of stopping without a word.
must_build() { build || { echo "FAIL: swift build failed"; cat "$log"; exit 1; }; }
ran_generator() { grep -q "schemagen: generating Swift for NotesApp" "$log"; }

# The newcomer's path, timed: from a clean folder to a working migration of a real store.
start=$SECONDS
must_build
ran_generator || { echo "FAIL: the first build did not run schemagen"; cat "$log"; exit 1; }
swift run NotesApp
echo "newcomer path: first build (the plugin's tool, the generated code, the app) and a real migration in $((SECONDS - start)) s"

# SwiftPM relinks its host copy of the tool once after a first build, which re-runs the command one time
# (schemagen then rewrites nothing, so nothing recompiles); from here on, builds must be steady.
must_build
must_build
if ran_generator; then echo "FAIL: an untouched build ran schemagen again"; cat "$log"; exit 1; fi
if grep -q "Compiling NotesApp" "$log"; then echo "FAIL: an untouched build recompiled the app"; cat "$log"; exit 1; fi

touch "$schema"
must_build
ran_generator || { echo "FAIL: touching $schema did not re-run schemagen"; cat "$log"; exit 1; }
must_build
if ran_generator; then echo "FAIL: the build after the regeneration ran schemagen again"; cat "$log"; exit 1; fi

sed -i.bak 's/      title: String/      title: Strng/' "$schema" && rm -f "$schema.bak"
if build; then echo "FAIL: a schema error did not fail the build"; exit 1; fi
grep -E "Schemas/V2.yaml:[0-9]+:[0-9]+: error: unknown type 'Strng' for the attribute 'Note.title'" "$log" >/dev/null \
    || { echo "FAIL: the build output has no located error for the broken schema"; cat "$log"; exit 1; }
grep -A1 "error: unknown type 'Strng'" "$log" | grep -q "hint: did you mean 'String'?" \
    || { echo "FAIL: the located error has no hint"; cat "$log"; exit 1; }
restore
must_build

# 1.0.0 and 1.1.0 are sealed in the committed lock: changing what 1.0.0 stores must fail the build.
sed -i.bak 's/      body: String/      body: String?/' "$first" && rm -f "$first.bak"
if build; then echo "FAIL: editing a sealed version did not fail the build"; cat "$log"; exit 1; fi
grep -E "Schemas/V1.yaml:[0-9]+:[0-9]+: error: version 1.0.0 is sealed \(it has shipped\), but 'Note.body' changed" "$log" >/dev/null \
    || { echo "FAIL: the build output has no located error for the edited sealed version"; cat "$log"; exit 1; }
restore
must_build
# The test target: the plugin writes the migration test suite, and every shipped version's data arrives.
swift test 2>&1 | tee "$log" >/dev/null || { echo "FAIL: the generated migration test suite failed"; cat "$log"; exit 1; }
grep -q 'Test "1.0.0 store with Fixtures/1.0.0.yaml migrates to 1.2.0 with every value" passed' "$log" \
    || { echo "FAIL: the plugin wrote no migration test for 1.0.0"; cat "$log"; exit 1; }
grep -q 'Test "1.1.0 frozen store (Fixtures/stores/1.1.0.sqlite) migrates to 1.2.0 with every value" passed' "$log" \
    || { echo "FAIL: the test target did not find the app's lock, or did not test the frozen store"; cat "$log"; exit 1; }
# A frozen store not committed yet: frozen on this run, with one failure that says what to commit.
rm "$store"
if swift test 2>&1 | tee "$log" >/dev/null; then echo "FAIL: a missing frozen store did not fail the run"; exit 1; fi
[ "$(grep -c 'no frozen store yet' "$log")" = 1 ] \
    || { echo "FAIL: a missing frozen store was not reported exactly once"; cat "$log"; exit 1; }
grep -q "froze 1.1.0.sqlite in Fixtures/stores now, with this release's code; commit it (git add Fixtures/stores)" "$log" \
    || { echo "FAIL: the first run did not say what to commit"; cat "$log"; exit 1; }
[ -f "$store" ] || { echo "FAIL: the missing frozen store was not frozen"; exit 1; }
restore
sed -i.bak 's/    body: eggs, flour/    bodey: eggs, flour/' "$fixture" && rm -f "$fixture.bak"
if swift build --build-tests 2>&1 | tee "$log" >/dev/null; then echo "FAIL: a broken fixture did not fail the build"; exit 1; fi
grep -E "Fixtures/1.0.0.yaml:[0-9]+:[0-9]+: error: Note has no property 'bodey' in version 1.0.0" "$log" >/dev/null \
    || { echo "FAIL: the build output has no located error for the broken fixture"; cat "$log"; exit 1; }
restore
printf '{schemas: Schemas, accessLevel: internal, planName: NotesMigrations}\n' > "$config"
# SwiftPM asks a build plugin for its commands again only when the package changes, not when an excluded file
# such as the configuration does: touching the manifest makes it ask.
touch Package.swift
if build; then echo "FAIL: a configuration the plugin can't read did not fail the build"; exit 1; fi
grep -q "the build plugins read 'schemas' only written on one line, as 'schemas: Schemas'" "$log" \
    || { echo "FAIL: the build output does not say which value the plugin can't read"; cat "$log"; exit 1; }
restore
# This app depends on schemagen with `traits: []`, so what it builds of schemagen's own tools is their stub: each,
# run, must say what it needs, on standard error only, and exit 1.
bin=$(swift build --show-bin-path)
for tool in schemagen-demo schemagen-store; do
    swift build --product "$tool" 2>&1 | tee "$log" >/dev/null \
        || { echo "FAIL: $tool did not build with the PostgreSQL trait off"; cat "$log"; exit 1; }
    status=0
    "$bin/$tool" >"$out" 2>"$log" || status=$?
    [ "$status" = 1 ] || { echo "FAIL: $tool without the PostgreSQL trait exited $status, not 1"; cat "$log"; exit 1; }
    [ ! -s "$out" ] || { echo "FAIL: $tool without the PostgreSQL trait wrote to standard output"; cat "$out"; exit 1; }
    printf '%s\n' "$tool needs schemagen's PostgreSQL trait; build schemagen itself, or depend on it without \`traits: []\`" \
        | cmp -s - "$log" \
        || { echo "FAIL: $tool without the PostgreSQL trait did not say exactly what it needs"; cat "$log"; exit 1; }
done
echo "plugin checks passed: generation on first build, no re-run when untouched, re-run on change, located errors, sealed versions, the migration test suite, frozen stores, one-line values, the tools' trait-off stubs"
