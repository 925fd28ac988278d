CREATE TABLE "ops_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"token_fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ops_sessions_expires_at_idx" ON "ops_sessions" USING btree ("expires_at");