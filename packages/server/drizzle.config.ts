import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema modules and checked in; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema/*.ts', './src/payments/schema.ts'],
  out: './drizzle',
});
