CREATE TABLE "engine_remote_id" (
	"key" text PRIMARY KEY NOT NULL,
	"remote_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
