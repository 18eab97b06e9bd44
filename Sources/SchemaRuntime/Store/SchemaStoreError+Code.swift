extension SchemaStoreError {
    /// Which fault a ``SchemaStoreError`` is. Codes are stable: a code's meaning never changes, and a release
    /// may add codes, so a `switch` over them needs a `default`.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as the static property that holds it is named ("storeBusy").
        public let rawValue: String

        /// The code named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The code's name.
        public var description: String { rawValue }

        // MARK: Opening

        /// The store was written by a newer version of the app.
        public static let storeIsNewer = Code(rawValue: "storeIsNewer")
        /// The store belongs to this app's schema history, but its version or that version's fingerprint is
        /// not one this app knows (a version missing from the plan, or a shipped version edited in place).
        public static let unknownSchema = Code(rawValue: "unknownSchema")
        /// The store is at a version the app's plan retired (`schemagen retire`): no release of this app migrates
        /// from it any more. It was left untouched.
        public static let versionRetired = Code(rawValue: "versionRetired")
        /// The file is not a database of the store's kind. It was left untouched.
        public static let notADatabase = Code(rawValue: "notADatabase")
        /// The database is one schemagen did not create, or one of another schema history (another app's
        /// store). It was left untouched.
        public static let foreignStore = Code(rawValue: "foreignStore")
        /// The store's tables or columns differ from the layout of the version it records: it was edited
        /// outside schemagen. It was left untouched.
        public static let layoutMismatch = Code(rawValue: "layoutMismatch")
        /// Another process holds the store and did not release it within the busy timeout.
        public static let storeBusy = Code(rawValue: "storeBusy")
        /// The store's file has several hard links, so processes opening it by different names would not
        /// see each other's journal, writes or locks. It was left untouched.
        public static let multipleLinks = Code(rawValue: "multipleLinks")

        // MARK: Faults of the file system and the file

        /// The file system has no room left.
        public static let diskFull = Code(rawValue: "diskFull")
        /// The file, or its folder, can't be written.
        public static let readOnly = Code(rawValue: "readOnly")
        /// The operating system reported an I/O error.
        public static let ioError = Code(rawValue: "ioError")
        /// The database is damaged.
        public static let corrupt = Code(rawValue: "corrupt")
        /// The file can't be opened or created (a missing folder, or no permission).
        public static let cannotOpen = Code(rawValue: "cannotOpen")
        /// The backup could not be written completely or did not verify; nothing was migrated.
        public static let backupFailed = Code(rawValue: "backupFailed")

        // MARK: Migrating

        /// A custom stage's code threw.
        public static let customStageFailed = Code(rawValue: "customStageFailed")
        /// A stage ran but the store failed a check (the runtime's or the validation hook's).
        public static let validationFailed = Code(rawValue: "validationFailed")
        /// A stage could not be carried out.
        public static let migrationFailed = Code(rawValue: "migrationFailed")
        /// An argument given to the runtime's API is out of its range.
        public static let invalidArgument = Code(rawValue: "invalidArgument")

        // MARK: Using a store

        /// A stored value could not be read as the type its model declares.
        public static let undecodableValue = Code(rawValue: "undecodableValue")
        /// A delete was refused by a `deny` delete rule.
        public static let deleteDenied = Code(rawValue: "deleteDenied")
        /// A required to-one relationship was not set when saving.
        public static let missingRequiredRelationship = Code(rawValue: "missingRequiredRelationship")
        /// An instance was used as stored before it was inserted.
        public static let notInserted = Code(rawValue: "notInserted")
        /// A model type is not part of the store's current version.
        public static let unknownEntity = Code(rawValue: "unknownEntity")
        /// A predicate or sort names a property the entity does not store.
        public static let unknownProperty = Code(rawValue: "unknownProperty")
        /// A model was asked for a relationship it does not have.
        public static let unknownRelationship = Code(rawValue: "unknownRelationship")
        /// A statement given as SQL (``StoreContext/execute(sql:arguments:)``,
        /// ``StoreContext/fetch(sql:arguments:columns:)``) failed in the engine; the engine's error is the underlying
        /// one.
        public static let statementFailed = Code(rawValue: "statementFailed")
        /// An API that only one engine has was used on a store of another (``StoreContext/database`` on a
        /// PostgreSQL store).
        public static let wrongEngine = Code(rawValue: "wrongEngine")
    }
}
