import { describe, expect, it } from "vitest";
import { firstErrorPerField } from "./field-errors.ts";

describe("firstErrorPerField", () => {
  const fields = ["firstName", "lastName", "email", "phone"] as const;

  it("keeps the first message of each form field", () => {
    expect(
      firstErrorPerField(
        {
          email: ["The email must be a valid email address.", "second"],
          phone: ["Please enter a valid Egyptian mobile number."],
        },
        fields,
      ),
    ).toEqual({
      email: "The email must be a valid email address.",
      phone: "Please enter a valid Egyptian mobile number.",
    });
  });

  it("ignores fields the form does not have and empty messages", () => {
    expect(firstErrorPerField({ user_id: ["nope"], lastName: [""] }, fields)).toEqual({});
  });
});
