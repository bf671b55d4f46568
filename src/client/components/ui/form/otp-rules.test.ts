import { describe, expect, it } from "vitest";
import { codeFromText, fillBoxes, otpBoxProblem } from "./otp-rules.ts";

describe("otpBoxProblem", () => {
  it("requires a value", () => expect(otpBoxProblem("")).toBe("required"));
  it("accepts exactly one digit 0-9", () => {
    for (const digit of "0123456789") expect(otpBoxProblem(digit)).toBeNull();
  });
  it("flags anything else", () => {
    for (const value of ["a", " ", "12", "-", "٣", "+"]) expect(otpBoxProblem(value)).toBe("not-one-digit");
  });
});

describe("codeFromText", () => {
  it("reads a whole code, with spaces or dashes", () => {
    expect(codeFromText("1234", 4)).toEqual(["1", "2", "3", "4"]);
    expect(codeFromText(" 12-34 ", 4)).toEqual(["1", "2", "3", "4"]);
  });
  it("reads Arabic-Indic digits as 0-9", () => {
    expect(codeFromText("١٢٣٤", 4)).toEqual(["1", "2", "3", "4"]);
    expect(codeFromText("۵۶ ۷۸", 4)).toEqual(["5", "6", "7", "8"]);
  });
  it("refuses anything that is not exactly the code", () => {
    expect(codeFromText("123", 4)).toBeNull();
    expect(codeFromText("12345", 4)).toBeNull();
    expect(codeFromText("12a4", 4)).toBeNull();
  });
});

describe("fillBoxes", () => {
  it("a whole code fills every box, wherever it is pasted", () => {
    expect(fillBoxes(["", "", "", ""], 2, "9876")).toEqual(["9", "8", "7", "6"]);
  });
  it("a partial text fills from the box on", () => {
    expect(fillBoxes(["1", "", "", ""], 1, "23")).toEqual(["1", "2", "3", ""]);
    expect(fillBoxes(["", "", "", ""], 2, "123")).toEqual(["", "", "1", "2"]);
  });
  it("a partial Arabic-Indic text fills with digits 0-9", () => {
    expect(fillBoxes(["", "", "", ""], 1, "٤٥")).toEqual(["", "4", "5", ""]);
  });
  it("keeps a non-digit so that it can be flagged", () => {
    expect(fillBoxes(["", "", "", ""], 0, "1a")).toEqual(["1", "a", "", ""]);
  });
});
