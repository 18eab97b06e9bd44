CREATE TABLE "Task" ("_pk" INTEGER PRIMARY KEY, "title" TEXT NOT NULL, "status" TEXT NOT NULL DEFAULT 'open', "urgency" INTEGER NOT NULL DEFAULT 1, "lastStatus" TEXT);
CREATE INDEX "Task_index_status" ON "Task" ("status");
