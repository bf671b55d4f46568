import { readFileSync } from "node:fs";

/**
 * A secret set either in the environment (NAME) or in a file (NAME_FILE: a secret the platform
 * mounts, so it never sits in the environment); undefined when neither is set.
 */
export function secretSetting(env: Record<string, string | undefined>, name: string): string | undefined {
  const inline = env[name] || undefined;
  const file = env[`${name}_FILE`] || undefined;
  if (inline && file) throw new Error(`Invalid configuration: set ${name} or ${name}_FILE, not both.`);
  return file ? readSecretFile(`${name}_FILE`, file) : inline;
}

export function readSecretFile(variable: string, file: string): string {
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    throw new Error(`${variable}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? "error"})`);
  }
}

/**
 * Whether a secret sent to this address is safe on the way: over https, or to this same machine
 * (the providers' local fakes, when production mode is tried locally).
 */
export function carriesSecretsSafely(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === "https:" || ["localhost", "127.0.0.1", "[::1]"].includes(hostname);
}
