import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { $ZodType } from "zod/v4/core";
import type { Endpoint } from "./endpoint.ts";
import { endpoints } from "./endpoints.ts";

const isSchema = (value: unknown): value is $ZodType =>
  typeof value === "object" && value !== null && "_zod" in value;
const kind = (schema: $ZodType) => schema._zod.def.type;

const contractFiles = readdirSync(import.meta.dirname).filter(
  (file) => file.endsWith(".ts") && !file.includes(".test") && !file.endsWith(".gen.ts"),
);

// The browser loads the contract with its first screen: built when its modules load, its ~500
// schemas took about half of a phone's longest start-up task. Built on first use, they cost
// nothing until a call is made or stored data is read.
describe("the contract's schemas are built on first use", () => {
  for (const file of contractFiles) {
    it(`every schema ${file} exports is lazy`, async () => {
      const exports: Record<string, unknown> = await import(path.join(import.meta.dirname, file));
      const eager = Object.entries(exports)
        .filter(([, value]) => isSchema(value) && kind(value) !== "lazy")
        .map(([name]) => name);
      expect(eager).toEqual([]);
    });
  }

  it("every endpoint's schemas are lazy", () => {
    const eager = Object.entries<Endpoint>(endpoints).flatMap(([name, endpoint]) =>
      (["params", "query", "body", "response"] as const)
        .filter((part) => {
          const schema = endpoint[part];
          return schema !== undefined && kind(schema) !== "lazy";
        })
        .map((part) => `${name}.${part}`),
    );
    expect(eager).toEqual([]);
  });

  it("a lazy schema parses as the schema it wraps, and builds it once", async () => {
    const { cartLineSchema } = await import("./cart.ts");
    const line = {
      itemName: "Latte",
      itemPrice: 65,
      itemImg: "",
      note: "",
      itemId: 1,
      quantity: 2,
      condiment_data: [],
    };
    expect(cartLineSchema.parse(line)).toEqual(line);
    expect(cartLineSchema.safeParse({ ...line, quantity: 0 }).success).toBe(false);
    expect(cartLineSchema._zod.innerType).toBe(cartLineSchema._zod.innerType);
  });
});
