CREATE TABLE "Task" ("_pk" INTEGER PRIMARY KEY, "title" TEXT NOT NULL, "status" TEXT NOT NULL DEFAULT 'open', "priority" INTEGER NOT NULL DEFAULT 1);
CREATE TABLE "Comment" ("_pk" INTEGER PRIMARY KEY, "body" TEXT NOT NULL, "task" INTEGER REFERENCES "Task"("_pk"));
CREATE INDEX "Comment_index_task" ON "Comment" ("task");
CREATE TABLE "Tag" ("_pk" INTEGER PRIMARY KEY, "label" TEXT NOT NULL);
CREATE UNIQUE INDEX "Tag_unique_label" ON "Tag" ("label");
