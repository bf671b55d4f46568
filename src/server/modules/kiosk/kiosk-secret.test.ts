import { describe, expect, it } from "vitest";
import {
  DEMO_SCRYPT_COST,
  demoKioskSecret,
  generateKioskSecret,
  hashKioskSecret,
  KIOSK_SECRET_LENGTH,
  kioskSecretMatches,
} from "./kiosk-secret.ts";

const light = DEMO_SCRYPT_COST;

describe("kiosk staff secrets", () => {
  it("are generated as 10 random digits", () => {
    const secrets = Array.from({ length: 50 }, () => generateKioskSecret());
    for (const secret of secrets) expect(secret).toMatch(/^\d{10}$/);
    expect(KIOSK_SECRET_LENGTH).toBe(10);
    expect(new Set(secrets).size).toBe(50);
  });

  it("are stored as a salted scrypt hash that matches the same digits only", async () => {
    const hash = await hashKioskSecret("4829137561", light);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain("4829137561");
    expect(await kioskSecretMatches("4829137561", hash)).toBe(true);
    for (const wrong of ["4829137560", "48291375610", "482913756", ""]) {
      expect(await kioskSecretMatches(wrong, hash)).toBe(false);
    }
    // A salt of its own: the same secret hashes differently each time.
    expect(await hashKioskSecret("4829137561", light)).not.toBe(hash);
  });

  it("use the strong cost unless told otherwise", async () => {
    const hash = await hashKioskSecret("4829137561");
    expect(hash.startsWith("scrypt$32768$8$1$")).toBe(true);
    expect(await kioskSecretMatches("4829137561", hash)).toBe(true);
  });

  it("match nothing when the stored hash is malformed", async () => {
    for (const stored of [
      "",
      "plain",
      "bcrypt$1$2$3$4$5",
      "scrypt$1024$8$1$c2FsdA$c2hvcnQ",
      "scrypt$x$8$1$a$b",
    ]) {
      expect(await kioskSecretMatches("4829137561", stored)).toBe(false);
    }
  });

  it("of the demo are 2468 and the outlet's id in 4 digits", () => {
    expect(demoKioskSecret(5)).toBe("24680005");
    expect(demoKioskSecret(12)).toBe("24680012");
  });
});
