#!/usr/bin/env bash
# Builds the cases that must fail and checks each fails with the message it should. Run from anywhere; uses
# this package's build folder, so swift-syntax is not built again.
set -uo pipefail
cd "$(dirname "$0")"
status=0
# The Renames history's SwiftData output with its scaffold's type holding the stages, but not the one stage.
rm -rf NegativeCases/MissingCustomStage
mkdir -p NegativeCases/MissingCustomStage
cp Goldens/Renames/Generated/*.swift Goldens/Renames/Stages/SchemaMigrationsStages.swift NegativeCases/MissingCustomStage/
expect_failure() {
    local target=$1 message=$2
    local output
    if output=$(SCHEMAGEN_NEGATIVE_CASES=1 swift build --target "$target" 2>&1); then
        echo "FAIL: $target built, but it must not"
        status=1
    elif ! grep -qF -- "$message" <<<"$output"; then
        echo "FAIL: $target failed without '$message':"
        echo "$output" | grep -E "error" | head -20
        status=1
    else
        echo "ok: $target fails with '$message'"
    fi
}
expect_failure MissingCustomStage "type 'SchemaMigrationsStages' has no member 'willMigrateSchemaV1ToSchemaV2'"
expect_failure MissingCustomStage "protocol requires function 'willMigrateSchemaV1ToSchemaV2'"
expect_failure InverseOnBothSides "circular reference resolving attached macro 'Relationship'"
expect_failure RelationshipToValue "'@Relationship' on 'title' requires a model type or an array of models, not 'String'"
expect_failure RelationshipToValue "transient property 'cache' needs an initial value"
expect_failure ReservedMember "invalid redeclaration of 'persistentBackingData'"
expect_failure SubclassOfFinalModel "inheritance from a final class 'Trip'"
exit $status
