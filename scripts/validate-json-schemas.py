#!/usr/bin/env python3
"""Validates every schema version file and schemagen.yaml in the repository against the published JSON
Schemas (docs/*.schema.json), and checks that known-invalid files are rejected, so the JSON Schemas that
editors use stay true to what schemagen accepts."""
import glob
import json
import os
import sys

import jsonschema
import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Loader(yaml.SafeLoader):
    """YAML as schemagen reads it: dates stay text (schemagen parses them itself)."""


Loader.yaml_implicit_resolvers = {
    key: [(tag, regex) for tag, regex in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def load(path):
    with open(path, encoding="utf-8") as handle:
        return yaml.load(handle, Loader=Loader)


def validator(name):
    with open(os.path.join(ROOT, "docs", name), encoding="utf-8") as handle:
        schema = json.load(handle)
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def files(patterns):
    return sorted(path for pattern in patterns for path in glob.glob(os.path.join(ROOT, pattern)))


def main():
    language = validator("schema-language.schema.json")
    config = validator("schemagen-config.schema.json")
    failures = []
    checked = 0
    schema_files = files([
        "Schemas/*.yaml", "Tests/GoldenReferences/*/Schemas/*.yaml", "Benchmarks/Schemas/*.yaml",
        "Benchmarks/InPlaceSchemas/*.yaml", "SwiftDataSupport/Goldens/*/Schemas/*.yaml",
        "Examples/*/Sources/*/Schemas/*.yaml",
    ])
    config_files = files(["schemagen.yaml", "Examples/*/Sources/*/schemagen.yaml"])
    for path, check in [(path, language) for path in schema_files] + [(path, config) for path in config_files]:
        checked += 1
        for error in check.iter_errors(load(path)):
            failures.append(f"{os.path.relpath(path, ROOT)}: {error.json_path}: {error.message}")
    # Files schemagen rejects for their shape must be rejected here too.
    invalid = ["unknown-model-key", "unknown-attribute-key", "invalid-delete-rule", "unique-not-nested", "empty-models"]
    for case in invalid:
        path = os.path.join(ROOT, "Tests/SchemaGenCoreTests/Fixtures/Invalid", case, "V1.yaml")
        checked += 1
        if language.is_valid(load(path)):
            failures.append(f"{os.path.relpath(path, ROOT)}: accepted, but schemagen rejects it")
    for failure in failures:
        print(failure)
    print(f"JSON Schemas: {checked} files checked, {len(failures)} problems")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
