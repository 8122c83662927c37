import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products_variants\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`products_variants_image_idx\` ON \`products_variants\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`sales_plans\` ADD \`home_visual_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`sales_plans_home_visual_idx\` ON \`sales_plans\` (\`home_visual_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_products_variants\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`gtin\` text NOT NULL,
  	\`packaging\` text DEFAULT 'sac' NOT NULL,
  	\`pack_size\` numeric NOT NULL,
  	\`pack_unit\` text DEFAULT 'kg' NOT NULL,
  	\`price_pro\` numeric,
  	\`price_part\` numeric,
  	\`weight_grams\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_variants\`("_order", "_parent_id", "id", "reference", "gtin", "packaging", "pack_size", "pack_unit", "price_pro", "price_part", "weight_grams") SELECT "_order", "_parent_id", "id", "reference", "gtin", "packaging", "pack_size", "pack_unit", "price_pro", "price_part", "weight_grams" FROM \`products_variants\`;`)
  await db.run(sql`DROP TABLE \`products_variants\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_variants\` RENAME TO \`products_variants\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`products_variants_order_idx\` ON \`products_variants\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_variants_parent_id_idx\` ON \`products_variants\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_variants_gtin_idx\` ON \`products_variants\` (\`gtin\`);`)
  await db.run(sql`CREATE TABLE \`__new_sales_plans\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`target\` text NOT NULL,
  	\`currency_symbol\` text DEFAULT '€' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sales_plans\`("id", "target", "currency_symbol", "updated_at", "created_at") SELECT "id", "target", "currency_symbol", "updated_at", "created_at" FROM \`sales_plans\`;`)
  await db.run(sql`DROP TABLE \`sales_plans\`;`)
  await db.run(sql`ALTER TABLE \`__new_sales_plans\` RENAME TO \`sales_plans\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`sales_plans_target_idx\` ON \`sales_plans\` (\`target\`);`)
  await db.run(sql`CREATE INDEX \`sales_plans_updated_at_idx\` ON \`sales_plans\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sales_plans_created_at_idx\` ON \`sales_plans\` (\`created_at\`);`)
}
