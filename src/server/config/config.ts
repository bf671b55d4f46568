import path from "node:path";
import { z } from "zod";
import { publicConfigDefaults } from "#shared/config/public-config.ts";

const envSchema = z.object({
  // "demo" runs with built-in adapters and demo data; "production" refuses to start without keys.
  APP_MODE: z.enum(["demo", "production"]).default("demo"),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PUBLIC_BOX_PRODUCT: z.string().min(1).default(publicConfigDefaults.PUBLIC_BOX_PRODUCT),
});

export type Config = {
  mode: "demo" | "production";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  boxProduct: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const values = parsed.data;
  return {
    mode: values.APP_MODE,
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    boxProduct: values.PUBLIC_BOX_PRODUCT,
  };
}
