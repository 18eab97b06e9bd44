#!/usr/bin/env python3
"""Writes SwiftDataSupport/Goldens/TypeChangeMatrix/Schemas: every stored type change the SwiftData chain
converts, one attribute per pair of kinds (each primitive, a String enum and an Int enum), as a required
scalar, an optional and an array; each model's first pair also made optional, and made required. Run from the
repository root; the output is committed."""
import os

PRIMITIVES = ["String", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64",
              "Double", "Float", "Decimal", "Date", "UUID", "Data", "URL"]
KINDS = PRIMITIVES + ["Letter", "Rank"]  # Letter: String raw values; Rank: Int raw values, the same case names
NUMBERS = {"Int", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float"}

# The value a String attribute starts with, by target, chosen so that the conversion schemagen writes succeeds:
# the stand-in test runs the stage over one row of every model whose name ends in "Converted".
STRING_SOURCES = {"Bool": "true", "Double": "1.5", "Float": "1.5", "Decimal": "1.5",
                  "UUID": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "URL": "https://example.com/a",
                  "Letter": "alpha", "Rank": "1"}


def converts(source, target):
    """Whether the stub's conversion of the source default succeeds (not only compiles)."""
    if target == "String":
        return True
    if source == "String":
        return target in NUMBERS or target in STRING_SOURCES
    if source in NUMBERS:
        return target in NUMBERS or target in ("Decimal", "Rank")
    if source == "Letter":
        return target in ("Rank", "URL")
    if source == "Rank":
        return target in NUMBERS or target in ("Decimal", "Letter")
    return False


# The value of every other source kind, whatever the target.
SOURCE_DEFAULTS = {"Bool": "true", "Decimal": "19.99", "Date": "2024-01-31T08:00:00Z",
                   "UUID": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "Data": "AAEC", "URL": "https://example.com/a",
                   "Letter": "alpha", "Rank": "alpha"}


def default(source, target):
    if source == "String":
        return '"%s"' % STRING_SOURCES.get(target, "1")
    if source in NUMBERS:
        return "1"
    return SOURCE_DEFAULTS[source]


def name(kind):
    """The attribute's name for a target kind, as Swift names a value of it (uuid, url, uint8, int8)."""
    return kind.lower() if kind.isupper() or kind.startswith("UInt") else kind[0].lower() + kind[1:]


def attribute(source, target, version, shape, known):
    kind = source if version == 1 else target
    # Made optional, or required, in the same step as its type changes: from V1's shape to V2's.
    made = {"madeOptional": ("scalar", "optional"), "madeRequired": ("optional", "scalar")}.get(shape)
    if made:
        shape = made[version - 1]
    spelled = {"scalar": kind, "optional": '"%s?"' % kind, "array": '"[%s]"' % kind}[shape]
    if version == 2 or not known:
        return spelled
    # Every shape starts with a value, so the stand-in's run converts a scalar, an optional and an element.
    value = default(source, target)
    return "{ type: %s, default: %s }" % (spelled, "[%s]" % value if shape == "array" else value)


def write(version):
    lines = []
    if version == 1:
        lines += [
            "# Every stored type change SwiftData's inferred migration can't make, which the flavor converts through a",
            "# converting version: each pair of kinds (every primitive, a String enum, an Int enum) as a required scalar,",
            "# an optional and an array, a model's first pair also made optional and made required. Written by",
            "# scripts/write-type-change-matrix.py. A model whose name ends in 'Converted' holds the pairs whose",
            "# scaffolded conversion succeeds for the attribute's default; the others hold pairs the scaffold leaves to",
            "# the team (a throw naming the attribute), which must still compile.",
        ]
    else:
        lines.append("# Version 2 of the type-change matrix: every attribute of version 1 changed to its target kind.")
    lines += ["version: %d.0.0" % version, "enums:", "  Letter: [alpha, beta]",
              "  Rank: { rawType: Int, cases: { alpha: 1, beta: 2 } }", "models:"]
    for source in KINDS:
        for known in (True, False):
            pairs = [t for t in KINDS if t != source and converts(source, t) == known]
            if not pairs:
                continue
            lines.append("  From%s%s:" % (source, "Converted" if known else "Unconverted"))
            lines.append("    attributes:")
            for index, target in enumerate(pairs):
                # Optionality changes with the type for the first pair of each model: the conversion's other
                # two shapes, which differ from the rest only in how nil is handled.
                shapes = ["scalar", "optional", "array"] + (["madeOptional", "madeRequired"] if index == 0 else [])
                for shape in shapes:
                    suffix = {"scalar": "", "optional": "Optional", "array": "Array", "madeOptional": "MadeOptional",
                              "madeRequired": "MadeRequired"}[shape]
                    lines.append("      %s%s: %s" % (name(target), suffix,
                                                      attribute(source, target, version, shape, known)))
    path = "SwiftDataSupport/Goldens/TypeChangeMatrix/Schemas/V%d.yaml" % version
    with open(path, "w") as file:
        file.write("\n".join(lines) + "\n")


os.makedirs("SwiftDataSupport/Goldens/TypeChangeMatrix/Schemas", exist_ok=True)
write(1)
write(2)
