import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The stand-in's macros.
@main
struct SwiftDataMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        ModelMacro.self, AttributeMacro.self, RelationshipMacro.self, TransientMacro.self, ConstraintMacro.self,
    ]
}
