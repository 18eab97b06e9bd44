CREATE TABLE "Folder" ("_pk" INTEGER PRIMARY KEY, "name" TEXT NOT NULL);
CREATE UNIQUE INDEX "Folder_unique_name" ON "Folder" ("name");
CREATE TABLE "Note" ("_pk" INTEGER PRIMARY KEY, "title" TEXT NOT NULL DEFAULT '', "body" TEXT NOT NULL, "priority" TEXT NOT NULL DEFAULT 'normal', "createdAt" REAL NOT NULL, "tags" TEXT NOT NULL DEFAULT '[]', "folder" INTEGER REFERENCES "Folder"("_pk"));
CREATE INDEX "Note_index_folder" ON "Note" ("folder");
