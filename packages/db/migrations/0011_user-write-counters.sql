CREATE TABLE "user_write_counters" (
	"user_id" uuid NOT NULL,
	"bucket" text NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_write_counters_user_id_bucket_pk" PRIMARY KEY("user_id","bucket")
);
