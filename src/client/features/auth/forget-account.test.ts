// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { forgetAccount } from "./forget-account.ts";

describe("a token the server refused", () => {
  afterEach(() => localStorage.clear());

  it("takes the account's copies with it, and leaves the cart and the device's choices", () => {
    const stored = {
      token: "refused",
      user_data: '{"id":7}',
      address: '[{"id":5,"phone_number":"01012345678"}]',
      selected_address_details: '{"id":5}',
      select_address_id: "5",
      pending_checkout: '{"key":"k"}',
      cartItems: "[]",
      cartExpiry: "1",
      selected_outlet_id: "4",
      order_type: "3",
      language: "ar",
    };
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    const queryClient = new QueryClient();
    queryClient.setQueryData(["order-history"], { data: [] });
    queryClient.setQueryData(["addresses", 7], { data: [] });
    queryClient.setQueryData(["menu", 4, "en"], { data: [] });
    queryClient.setQueryData(["outlets"], { data: [] });

    forgetAccount(queryClient);

    expect(Object.keys(localStorage).sort()).toEqual(
      ["cartExpiry", "cartItems", "language", "order_type", "selected_outlet_id"].sort(),
    );
    const left = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey[0]);
    expect(left.sort()).toEqual(["menu", "outlets"]);
  });
});
