CREATE TABLE "Entry" ("_pk" INTEGER PRIMARY KEY, "title" TEXT NOT NULL, "mood" TEXT NOT NULL DEFAULT 'CALM', "previous" TEXT, "strict" TEXT NOT NULL, "moods" TEXT NOT NULL, "history" TEXT);
