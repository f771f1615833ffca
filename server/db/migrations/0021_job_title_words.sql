CREATE TABLE "job_title_words" (
	"word" text PRIMARY KEY NOT NULL,
	"jobs" integer NOT NULL
);
