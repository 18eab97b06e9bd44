CREATE TABLE "protocol" ("_pk" INTEGER PRIMARY KEY, "default" TEXT NOT NULL, "class" INTEGER NOT NULL DEFAULT 0, "self" INTEGER NOT NULL DEFAULT 0, "init" TEXT, "Type" TEXT NOT NULL DEFAULT 'default', "where" TEXT NOT NULL DEFAULT '["in","out"]', "extension" INTEGER REFERENCES "struct"("_pk"));
CREATE INDEX "protocol_index_extension" ON "protocol" ("extension");
CREATE TABLE "struct" ("_pk" INTEGER PRIMARY KEY, "let" REAL NOT NULL DEFAULT 1.5);
