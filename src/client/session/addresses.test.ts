// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Address } from "#shared/contract/addresses.ts";
import { addressListQueryOptions, MissingTokenError, refreshAddressList } from "./address-list.ts";
import { forgetSelectionOf, selectAddress, selectedDetailsOf } from "./order-method.ts";

const address: Address = {
  id: 41,
  label: "Home",
  location: "Maadi",
  delivery_address: "12 Road 9, Maadi, Cairo",
  phone_number: "01012345678",
  closest_outlet_id: 4,
  latitude: 29.963,
  longitude: 31.2597,
  landmark: "Club",
  address_line: "12 Road 9",
  building: "",
  floor: "",
  flat: "",
};

describe("selecting an address (spec section 4)", () => {
  beforeEach(() => localStorage.clear());

  it("stores its id and details, and makes the order a home delivery", () => {
    localStorage.setItem("delivery-type", "store-pickup");
    localStorage.setItem("order_type", "2");
    selectAddress(selectedDetailsOf(address));
    expect(localStorage.getItem("select_address_id")).toBe("41");
    expect(JSON.parse(localStorage.getItem("selected_address_details") ?? "null")).toEqual({
      id: 41,
      label: "Home",
      address: "12 Road 9, Maadi, Cairo",
      closest_outlet_id: 4,
      lat: 29.963,
      lng: 31.2597,
    });
    expect(localStorage.getItem("order_type")).toBe("3");
    expect(localStorage.getItem("delivery-type")).toBe("home-delivery");
  });

  it("forgets the selection when the selected address is deleted, and only then", () => {
    selectAddress(selectedDetailsOf(address));
    forgetSelectionOf(7);
    expect(localStorage.getItem("select_address_id")).toBe("41");
    forgetSelectionOf(41);
    expect(localStorage.getItem("select_address_id")).toBeNull();
    expect(localStorage.getItem("selected_address_details")).toBeNull();
  });
});

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

describe("the address list (React Query, mirrored under the `address` key)", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("starts from the stored list, or nothing when it is damaged or absent", () => {
    const initial = () => (addressListQueryOptions().initialData as () => unknown)();
    localStorage.setItem("address", JSON.stringify({ status: 200, data: [address] }));
    expect(initial()).toEqual({ status: 200, data: [address] });
    localStorage.setItem("address", "{oops");
    expect(initial()).toBeUndefined();
    localStorage.removeItem("address");
    expect(initial()).toBeUndefined();
  });

  it("fetches for the token's user, stores the answer, and refuses without a token", async () => {
    const queryClient = new QueryClient();
    await expect(refreshAddressList(queryClient)).rejects.toBeInstanceOf(MissingTokenError);
    expect(fetchMock).not.toHaveBeenCalled();

    localStorage.setItem("token", "t0ken-of-the-customer");
    localStorage.setItem(
      "user_data",
      JSON.stringify({ id: 9, phone: "+201012345678", username: "Mona", last_name: null, email: null }),
    );
    fetchMock.mockResolvedValue(answer({ status: 200, data: [address] }));
    const list = await refreshAddressList(queryClient);
    expect(list.data).toEqual([address]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/fetch_address");
    expect(init?.body).toBe(JSON.stringify({ user_id: 9 }));
    expect(init?.headers).toMatchObject({ Authorization: "Bearer t0ken-of-the-customer" });
    expect(JSON.parse(localStorage.getItem("address") ?? "null")).toEqual({ status: 200, data: [address] });
  });
});
