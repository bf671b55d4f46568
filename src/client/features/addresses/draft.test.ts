// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { newAddressValues } from "./address-form-values.ts";
import {
  clearDraft,
  confirmedLocation,
  DRAFT_STORAGE_KEY,
  readDraft,
  saveDraftFields,
  updateDraft,
} from "./draft.ts";

describe("the map picker's draft", () => {
  beforeEach(() => localStorage.clear());

  it("keeps a point, then its confirmed outlet, for a new address", () => {
    updateDraft(null, { point: { lat: 29.963, lng: 31.2597 }, place: "Road 9, Maadi" });
    expect(confirmedLocation(readDraft(null))).toBeNull(); // not confirmed yet
    updateDraft(null, { closestOutletId: 4 });
    expect(confirmedLocation(readDraft(null))).toEqual({
      point: { lat: 29.963, lng: 31.2597 },
      closestOutletId: 4,
      place: "Road 9, Maadi",
    });
  });

  it("forgets the confirmation when the point moves", () => {
    updateDraft(null, { point: { lat: 29.963, lng: 31.2597 }, closestOutletId: 4 });
    updateDraft(null, { point: { lat: 29.97, lng: 31.25 }, closestOutletId: null });
    expect(confirmedLocation(readDraft(null))).toBeNull();
  });

  it("belongs to one address: another address's draft is not read, and is replaced", () => {
    updateDraft(12, { point: { lat: 29.963, lng: 31.2597 }, closestOutletId: 4 });
    expect(readDraft(null)).toBeNull();
    expect(readDraft(12)?.closestOutletId).toBe(4);
    saveDraftFields(null, newAddressValues({ phone: "+201012345678", area: "Maadi" }));
    expect(readDraft(12)).toBeNull();
    expect(readDraft(null)?.fields).toMatchObject({ location: "Maadi", phone_number: "01012345678" });
  });

  it("reads damaged storage as no draft, and clears", () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, "{not json");
    expect(readDraft(null)).toBeNull();
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ addressId: null, point: "here" }));
    expect(readDraft(null)).toBeNull();
    updateDraft(null, { place: "Zamalek" });
    clearDraft();
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });
});
