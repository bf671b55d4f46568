// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import {
  clearSession,
  isLoggedIn,
  storedOtpChallenge,
  storedUserData,
  storeOtpChallenge,
  storeSession,
  storeUserData,
} from "./auth.ts";

const user = { id: 7, phone: "+201012345678", username: "Mona", last_name: null, email: null };

describe("session", () => {
  beforeEach(() => localStorage.clear());

  it("is logged in only with a token", () => {
    expect(isLoggedIn()).toBe(false);
    storeUserData(user);
    expect(isLoggedIn()).toBe(false);
    storeSession("tok", user);
    expect(isLoggedIn()).toBe(true);
    expect(localStorage.getItem("token")).toBe("tok");
  });

  it("stores user_data as JSON under the spec's key and reads it back validated", () => {
    storeUserData(user);
    expect(JSON.parse(localStorage.getItem("user_data") ?? "null")).toEqual(user);
    expect(storedUserData()).toEqual(user);
  });

  it("reads damaged user data as absent", () => {
    localStorage.setItem("user_data", "{not json");
    expect(storedUserData()).toBeNull();
    localStorage.setItem("user_data", JSON.stringify({ id: "x" }));
    expect(storedUserData()).toBeNull();
  });

  it("keeps the code's challenge apart from user_data, and drops it once logged in", () => {
    const challenge = { id: "Xmo60yODKaKdUJgcEg6n_A", phone: "+201012345678" };
    storeOtpChallenge(challenge);
    expect(storedOtpChallenge()).toEqual(challenge);
    expect(localStorage.getItem("user_data")).toBeNull();
    expect(isLoggedIn()).toBe(false);
    storeSession("tok", user);
    expect(storedOtpChallenge()).toBeNull();
    expect(storedUserData()).toEqual(user);
  });

  it("clearSession forgets token and user data, nothing else", () => {
    storeSession("tok", user);
    localStorage.setItem("cartItems", "[]");
    clearSession();
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("user_data")).toBeNull();
    expect(localStorage.getItem("cartItems")).toBe("[]");
  });
});
