import { afterEach, describe, expect, it } from "vitest";
import type { Address } from "#shared/contract/addresses.ts";
import { saveAddressRequestSchema } from "#shared/contract/addresses.ts";
import { setLocaleSource } from "#shared/i18n/locale.ts";
import {
  deliveryLine,
  newAddressValues,
  phoneDigits,
  saveAddressBody,
  valuesFromAddress,
} from "./address-form-values.ts";

const record: Address = {
  id: 7,
  label: "Home",
  location: "Maadi",
  delivery_address: "Building 12, Floor 3, Flat 5, Road 9, Maadi",
  phone_number: "01012345678",
  closest_outlet_id: 4,
  latitude: 29.963,
  longitude: 31.2597,
  landmark: "Near the club",
  address_line: "Road 9",
  building: "12",
  floor: "3",
  flat: "5",
};

describe("the address form's values", () => {
  it("maps Location Name to label and Area to location, both ways", () => {
    const values = valuesFromAddress(record);
    expect(values.label).toBe("Home");
    expect(values.location).toBe("Maadi");
    const body = saveAddressBody(values, { lat: 29.963, lng: 31.2597 }, { addressId: 7, closestOutletId: 4 });
    expect(body).toMatchObject({
      address_id: 7,
      label: "Home",
      location: "Maadi",
      latitude: 29.963,
      longitude: 31.2597,
    });
    expect(saveAddressRequestSchema.safeParse(body).success).toBe(true);
  });

  it("sends no address_id for a new address, and trims the fields", () => {
    const values = {
      ...newAddressValues({ phone: null, area: " Zamalek " }),
      label: " Work ",
      phone_number: "0101",
    };
    const body = saveAddressBody(
      values,
      { lat: 30.06, lng: 31.22 },
      { addressId: null, closestOutletId: null },
    );
    expect(body).not.toHaveProperty("address_id");
    expect(body).toMatchObject({ label: "Work", location: "Zamalek" });
  });

  it("starts a new address with the customer's own number in the local format", () => {
    expect(newAddressValues({ phone: "+201012345678" }).phone_number).toBe("01012345678");
  });

  it("keeps digits only in the phone field (Arabic-Indic digits too), at most 15", () => {
    expect(phoneDigits("010-1234 5678")).toBe("01012345678");
    expect(phoneDigits("٠١٠١٢٣٤٥٦٧٨")).toBe("01012345678");
    expect(phoneDigits("1234567890123456789")).toBe("123456789012345");
  });

  it("writes the delivery line the way the server does", () => {
    expect(deliveryLine(valuesFromAddress(record))).toBe(record.delivery_address);
  });

  describe("in Arabic", () => {
    afterEach(() => setLocaleSource(() => "en"));

    it("words the delivery line in Arabic, with the Arabic comma", () => {
      setLocaleSource(() => "ar");
      expect(deliveryLine({ ...valuesFromAddress(record), floor: "" })).toBe("مبنى 12، شقة 5، Road 9، Maadi");
    });
  });
});
