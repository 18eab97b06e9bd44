// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import GoldenRenames
import SchemaRuntime

extension SchemaMigrationsStages {
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
    func migrateSchemaV1ToSchemaV2(_ context: CustomStageContext<SchemaV1, SchemaV2>) throws {
        // Each user becomes an account with the same identity, so its devices still point at it.
        try context.migrate(SchemaV1.SDUser.self, to: SchemaV2.SDUserAccount.self) { old in
            SchemaV2.SDUserAccount(
                primaryProviderID: old.appleUserID, provider: old.provider == .apple ? .signInWithApple : .google)
        }
    }
}
