// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import Foundation
import SwiftData

nonisolated extension SchemaMigrationsStages {
    /// One SchemaV1.SDUser row, kept for the SDUserAccount that replaces it.
    private struct SDUserAccountRow: Sendable {
        let primaryProviderID: String
        let provider: String
    }

    private static let sdUserAccountRows = SchemaMigrationsStagesCarryOver<Int, SDUserAccountRow>()

    /// SchemaV1 (1.0.0) -> SchemaV2 (2.0.0).
    ///
    /// Needs code because:
    /// - model 'SDUser' renamed to 'SDUserAccount' (entities are named by class)
    ///
    /// Changes in this step:
    /// - enumCaseRenamed Provider.signInWithApple: apple -> signInWithApple (raw value "APPLE")
    /// - modelRenamed SDUserAccount: SDUser -> SDUserAccount
    /// - attributeRenamed SDUserAccount.primaryProviderID: appleUserID -> primaryProviderID
    /// - attributeDefaultChanged SDUserAccount.provider: .apple -> .signInWithApple
    /// - relationshipRenamed Device.account: owner -> account
    ///
    /// Note: Copy each SDUser row into SDUserAccount; the identifiers carry over.
    static func willMigrateSchemaV1ToSchemaV2(_ context: ModelContext) throws {
        // modelRenamed SDUserAccount: SDUser -> SDUserAccount: SwiftData names entities by class, so it drops SDUser's
        // rows; keep them.
        var position = 0
        try forEach(SchemaV1.SDUser.self, in: context) { row in
            sdUserAccountRows.store(
                SDUserAccountRow(primaryProviderID: row.appleUserID, provider: row.provider.rawValue),
                for: position
            )
            position += 1
        }
    }

    /// Applies what ``willMigrateSchemaV1ToSchemaV2(_:)`` kept, to SchemaV2's models.
    static func didMigrateSchemaV1ToSchemaV2(_ context: ModelContext) throws {
        // modelRenamed SDUserAccount: SDUser -> SDUserAccount: a SDUserAccount for each SDUser kept by
        // willMigrateSchemaV1ToSchemaV2. Relationships are not copied: reconnect them here if they matter.
        for row in sdUserAccountRows.takeAll() {
            context.insert(
                SchemaV2.SDUserAccount(
                    primaryProviderID: row.primaryProviderID,
                    provider: try required(SchemaV2.Provider(rawValue: row.provider), "SDUserAccount.provider")
                )
            )
        }
        try context.save()
    }
}
