import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customers" ADD COLUMN "pending_email" varchar;
  ALTER TABLE "customers" ADD COLUMN "pending_email_expires_at" timestamp(3) with time zone;
  ALTER TABLE "customers" ADD COLUMN "pending_email_token" varchar;
  CREATE INDEX "customers_pending_email_token_idx" ON "customers" USING btree ("pending_email_token");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "customers_pending_email_token_idx";
  ALTER TABLE "customers" DROP COLUMN "pending_email";
  ALTER TABLE "customers" DROP COLUMN "pending_email_expires_at";
  ALTER TABLE "customers" DROP COLUMN "pending_email_token";`)
}
