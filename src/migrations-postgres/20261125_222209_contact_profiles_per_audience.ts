import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_contact_requests_profile" ADD VALUE 'plasterer' BEFORE 'decoration-company';
  ALTER TYPE "public"."enum_contact_requests_profile" ADD VALUE 'facade-company' BEFORE 'decoration-company';
  ALTER TYPE "public"."enum_contact_requests_profile" ADD VALUE 'specifier' BEFORE 'other';
  ALTER TYPE "public"."enum_contact_requests_profile" ADD VALUE 'private' BEFORE 'other';
  ALTER TYPE "public"."enum_contact_requests_profile" ADD VALUE 'homeowner' BEFORE 'other';
  ALTER TYPE "public"."enum_contact_requests_profile" ADD VALUE 'tenant' BEFORE 'other';
  ALTER TYPE "public"."enum_contact_requests_profile" ADD VALUE 'landlord' BEFORE 'other';
  ALTER TYPE "public"."enum_contact_requests_profile" ADD VALUE 'co-ownership' BEFORE 'other';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_requests" ALTER COLUMN "profile" SET DATA TYPE text;
  DROP TYPE "public"."enum_contact_requests_profile";
  CREATE TYPE "public"."enum_contact_requests_profile" AS ENUM('painting-company', 'decoration-company', 'building-company', 'merchant', 'other');
  ALTER TABLE "contact_requests" ALTER COLUMN "profile" SET DATA TYPE "public"."enum_contact_requests_profile" USING "profile"::"public"."enum_contact_requests_profile";`)
}
