import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: ["./db/schema/users.ts", "./db/schema/assessments.ts", "./db/schema/content.ts"],
  out: "./db/migrations",
});
