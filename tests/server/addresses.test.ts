// Addresses and delivery areas: fetch_address, save_address, delete_address,
// delivery_areas, delivery_location; always the token's own user; precognition on save_address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ADDRESSES } from "#server/modules/addresses/addresses.service.ts";
import {
  deleteAddressResponseSchema,
  deliveryAreasResponseSchema,
  fetchAddressResponseSchema,
  saveAddressResponseSchema,
} from "#shared/contract/addresses.ts";
import { addressPayload, type Customer, MAADI_DOORSTEP, newCustomer } from "../fixtures/customers.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

const OUTSIDE_AREA = "Your selected location is not inside any delivery area!";
const NO_NEARBY_OUTLET = "No nearby outlets found!";
/** About 3 km west of the Maadi outlet (4): within its 5 km radius, outside every polygon. */
const NEAR_MAADI_OUTSIDE_AREAS = { latitude: 29.96, longitude: 31.225 };
/** Sheikh Zayed: more than 5 km from every delivery outlet (4, 5, 6). */
const SHEIKH_ZAYED = { latitude: 30.02, longitude: 30.98 };
/** Zamalek, inside the area of outlet 5. */
const ZAMALEK = { latitude: 30.0622, longitude: 31.2196 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function fetchAddresses(customer: Customer, body: Record<string, unknown> = { user_id: 1 }) {
  const response = await t.api({
    method: "POST",
    url: "/api/fetch_address",
    headers: customer.auth,
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  return fetchAddressResponseSchema.parse(response.json()).data;
}

async function saveAddress(customer: Customer, overrides: Record<string, unknown> = {}) {
  return t.api({
    method: "POST",
    url: "/api/save_address",
    headers: customer.auth,
    payload: addressPayload(overrides),
  });
}

async function savedAddressId(customer: Customer, overrides: Record<string, unknown> = {}) {
  const response = await saveAddress(customer, overrides);
  expect(response.statusCode, response.body).toBe(200);
  return saveAddressResponseSchema.parse(response.json()).address_id;
}

function expect422(response: { statusCode: number; json(): unknown }, fields: string[]) {
  expect(response.statusCode).toBe(422);
  const body = response.json() as { status: number; message: string; errors: Record<string, string[]> };
  expect(body.status).toBe(422);
  expect(typeof body.message).toBe("string");
  for (const field of fields) expect(body.errors[field]?.length, `errors.${field}`).toBeGreaterThan(0);
  return body;
}

describe(`POST /api/fetch_address (${testEngine})`, () => {
  it("answers an empty list to a new customer, then the saved addresses", async () => {
    const customer = await newCustomer(t);
    expect(await fetchAddresses(customer)).toEqual([]);

    const homeId = await savedAddressId(customer, { label: "Home" });
    const workId = await savedAddressId(customer, { label: "Work", ...ZAMALEK });
    const list = await fetchAddresses(customer);
    expect(list.map((address) => address.id)).toEqual([homeId, workId]);
    const [home, work] = list;
    expect(home).toMatchObject({
      label: "Home",
      location: "Sarayat El Maadi",
      landmark: "Next to the pharmacy",
      address_line: "12 Road 9",
      building: "12",
      floor: "3",
      flat: "7",
      phone_number: "01012345678",
      closest_outlet_id: 4,
      ...MAADI_DOORSTEP,
    });
    expect(home?.delivery_address).toContain("12 Road 9");
    expect(work).toMatchObject({ label: "Work", closest_outlet_id: 5 });
  });

  it("ignores the body's user_id: another user's id still answers the caller's own addresses", async () => {
    const alice = await newCustomer(t, "Alice");
    const bob = await newCustomer(t, "Bob");
    const aliceAddress = await savedAddressId(alice, { label: "Alice home" });
    const bobAddress = await savedAddressId(bob, { label: "Bob home" });

    for (const body of [
      { user_id: alice.userId },
      { user_id: String(alice.userId) },
      {},
      { user_id: null },
    ]) {
      const list = await fetchAddresses(bob, body);
      expect(list.map((address) => address.id)).toEqual([bobAddress]);
    }
    expect((await fetchAddresses(alice, { user_id: bob.userId })).map((address) => address.id)).toEqual([
      aliceAddress,
    ]);
  });
});

describe(`POST /api/save_address (${testEngine})`, () => {
  let customer: Customer;
  beforeAll(async () => {
    customer = await newCustomer(t);
  });

  it("saves an address and answers {status, msg, address_id, closest_outlet_id}", async () => {
    const response = await saveAddress(customer);
    expect(response.statusCode).toBe(200);
    const body = saveAddressResponseSchema.parse(response.json());
    expect(body).toEqual({
      status: 200,
      msg: expect.any(String),
      address_id: expect.any(Number),
      closest_outlet_id: 4,
    });
    expect(body.msg.length).toBeGreaterThan(0);
    expect((await fetchAddresses(customer)).some((address) => address.id === body.address_id)).toBe(true);
  });

  it("computes closest_outlet_id itself whatever the client sends", async () => {
    for (const sent of [6, "5", 999, null, "not a number"]) {
      const response = await saveAddress(customer, { closest_outlet_id: sent });
      expect(response.statusCode, JSON.stringify(sent)).toBe(200);
      const body = saveAddressResponseSchema.parse(response.json());
      expect(body.closest_outlet_id).toBe(4);
      const stored = (await fetchAddresses(customer)).find((address) => address.id === body.address_id);
      expect(stored?.closest_outlet_id).toBe(4);
    }
    const zamalek = saveAddressResponseSchema.parse(
      (await saveAddress(customer, { ...ZAMALEK, closest_outlet_id: 4 })).json(),
    );
    expect(zamalek.closest_outlet_id).toBe(5);
  });

  it("answers 422 naming each missing required field, and saves nothing", async () => {
    const before = (await fetchAddresses(customer)).length;
    const required = ["label", "location", "landmark", "address_line", "phone_number"];

    const empty = await t.api({
      method: "POST",
      url: "/api/save_address",
      headers: customer.auth,
      payload: { ...MAADI_DOORSTEP },
    });
    expect422(empty, required);

    const blanks = await saveAddress(customer, Object.fromEntries(required.map((field) => [field, "  "])));
    expect422(blanks, required);

    for (const field of required) {
      const payload: Record<string, unknown> = addressPayload();
      delete payload[field];
      const response = await t.api({
        method: "POST",
        url: "/api/save_address",
        headers: customer.auth,
        payload,
      });
      const body = expect422(response, [field]);
      expect(Object.keys(body.errors)).toEqual([field]);
    }
    expect(await fetchAddresses(customer)).toHaveLength(before);
  });

  it.each([
    ["letters", "call me"],
    ["an email", "me@example.com"],
    ["digits mixed with letters", "0101234abcd"],
  ])("answers 422 on phone_number for %s", async (_case, phone_number) => {
    const body = expect422(await saveAddress(customer, { phone_number }), ["phone_number"]);
    expect(body.errors.phone_number?.[0]).toMatch(/numeric/i);
  });

  it("refuses a point near a delivery outlet but outside every delivery area", async () => {
    const before = (await fetchAddresses(customer)).length;
    const body = expect422(await saveAddress(customer, NEAR_MAADI_OUTSIDE_AREAS), ["latitude"]);
    expect(body.message).toContain(OUTSIDE_AREA);
    expect(body.errors.latitude).toContain(OUTSIDE_AREA);
    expect(await fetchAddresses(customer)).toHaveLength(before);
  });

  it("refuses a point with no delivery outlet within 5 km", async () => {
    const body = expect422(await saveAddress(customer, SHEIKH_ZAYED), ["latitude"]);
    expect(body.message).toContain(NO_NEARBY_OUTLET);
    expect(body.errors.latitude).toContain(NO_NEARBY_OUTLET);
  });

  it.each([
    ["latitude", "north"],
    ["latitude", 91],
    ["longitude", -181],
    ["longitude", null],
  ])("answers 422 on %s = %j", async (field, value) => {
    expect422(await saveAddress(customer, { [field]: value }), [field]);
  });

  it("updates in place with address_id (as a number or a numeric string)", async () => {
    const addressId = await savedAddressId(customer, { label: "Before" });
    const count = (await fetchAddresses(customer)).length;

    const updated = await saveAddress(customer, {
      address_id: addressId,
      label: "After",
      landmark: "Opposite the bakery",
      ...ZAMALEK,
    });
    expect(updated.statusCode).toBe(200);
    expect(saveAddressResponseSchema.parse(updated.json())).toMatchObject({
      address_id: addressId,
      closest_outlet_id: 5,
    });
    const again = await saveAddress(customer, { address_id: String(addressId), label: "After again" });
    expect(again.statusCode).toBe(200);
    expect(again.json().address_id).toBe(addressId);

    const list = await fetchAddresses(customer);
    expect(list).toHaveLength(count);
    expect(list.find((address) => address.id === addressId)).toMatchObject({
      label: "After again",
      closest_outlet_id: 4,
    });
  });

  it("answers 404 to editing another customer's address and leaves it unchanged", async () => {
    const owner = await newCustomer(t, "Owner");
    const intruder = await newCustomer(t, "Intruder");
    const ownersId = await savedAddressId(owner, { label: "Owner's home" });
    const ownersBefore = await fetchAddresses(owner);

    const response = await saveAddress(intruder, { address_id: ownersId, label: "Hijacked", ...ZAMALEK });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, message: expect.any(String) });

    expect(await fetchAddresses(owner)).toEqual(ownersBefore);
    expect(await fetchAddresses(intruder)).toEqual([]);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses an account, however many are sent at once`, async () => {
    const hoarder = await newCustomer(t, "Hoarder");
    const answers = await Promise.all(
      Array.from({ length: MAX_ADDRESSES + 5 }, (_, i) => saveAddress(hoarder, { label: `Place ${i}` })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(MAX_ADDRESSES);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json()).toEqual({
      status: 409,
      message: "You can keep up to 20 addresses. Delete one you no longer use to add another.",
    });
    const kept = await fetchAddresses(hoarder);
    expect(kept).toHaveLength(MAX_ADDRESSES);
    // Editing one still works; deleting one makes room for another.
    const first = kept[0]?.id as number;
    expect((await saveAddress(hoarder, { address_id: first, label: "Renamed" })).statusCode).toBe(200);
    const deleted = await t.api({
      method: "POST",
      url: "/api/delete_address",
      headers: hoarder.auth,
      payload: { address_id: first },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await saveAddress(hoarder, { label: "New place" })).statusCode).toBe(200);
  });

  it("answers 404 to an address id that does not exist", async () => {
    const response = await saveAddress(customer, { address_id: 2_000_000_000 });
    expect(response.statusCode).toBe(404);
    expect(response.json().status).toBe(404);
  });
});

describe(`POST /api/delete_address (${testEngine})`, () => {
  it("deletes the caller's address: success msg, gone from fetch_address, and 404 the second time", async () => {
    const customer = await newCustomer(t);
    const keep = await savedAddressId(customer, { label: "Keep" });
    const drop = await savedAddressId(customer, { label: "Drop" });

    const response = await t.api({
      method: "POST",
      url: "/api/delete_address",
      headers: customer.auth,
      payload: { address_id: drop },
    });
    expect(response.statusCode).toBe(200);
    const body = deleteAddressResponseSchema.parse(response.json());
    expect(body.msg.length).toBeGreaterThan(0);
    expect((await fetchAddresses(customer)).map((address) => address.id)).toEqual([keep]);

    const twice = await t.api({
      method: "POST",
      url: "/api/delete_address",
      headers: customer.auth,
      payload: { address_id: String(drop) },
    });
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toMatchObject({ status: 404, message: expect.any(String) });

    // A deleted address cannot be edited back to life either.
    const edit = await saveAddress(customer, { address_id: drop });
    expect(edit.statusCode).toBe(404);
  });

  it("answers 404 to deleting another customer's address and leaves it in place", async () => {
    const owner = await newCustomer(t, "Owner");
    const intruder = await newCustomer(t, "Intruder");
    const ownersId = await savedAddressId(owner);
    const ownersBefore = await fetchAddresses(owner);

    const response = await t.api({
      method: "POST",
      url: "/api/delete_address",
      headers: intruder.auth,
      payload: { address_id: ownersId },
    });
    expect(response.statusCode).toBe(404);
    expect(await fetchAddresses(owner)).toEqual(ownersBefore);
  });

  it.each([
    ["a missing id", {}],
    ["a negative id", { address_id: -1 }],
    ["a fraction", { address_id: 1.5 }],
    ["text", { address_id: "one" }],
  ])("answers 422 on address_id for %s", async (_case, payload) => {
    const customer = await newCustomer(t);
    const response = await t.api({
      method: "POST",
      url: "/api/delete_address",
      headers: customer.auth,
      payload,
    });
    expect422(response, ["address_id"]);
  });
});

describe(`delivery areas (${testEngine})`, () => {
  function expectThreeAreas(body: unknown) {
    const parsed = deliveryAreasResponseSchema.parse(body);
    expect(parsed.status).toBe(200);
    expect(parsed.data.map((area) => area.outlet_id).sort()).toEqual([4, 5, 6]);
    for (const area of parsed.data) {
      expect(area.delivery_coordinates.length).toBeGreaterThanOrEqual(3);
      for (const corner of area.delivery_coordinates) {
        expect(Number.isFinite(corner.lat) && Number.isFinite(corner.lng)).toBe(true);
      }
    }
    return parsed;
  }

  it("GET /api/delivery_areas lists the areas of outlets 4, 5 and 6 without a token", async () => {
    const response = await t.api({ method: "GET", url: "/api/delivery_areas" });
    expect(response.statusCode).toBe(200);
    expectThreeAreas(response.json());
  });

  it("POST /api/delivery_location with an empty body answers the same areas", async () => {
    const customer = await newCustomer(t);
    const reference = (await t.api({ method: "GET", url: "/api/delivery_areas" })).json();
    const noBody = await t.api({ method: "POST", url: "/api/delivery_location", headers: customer.auth });
    expect(noBody.statusCode).toBe(200);
    expect(expectThreeAreas(noBody.json())).toEqual(reference);

    const emptyObject = await t.api({
      method: "POST",
      url: "/api/delivery_location",
      headers: customer.auth,
      payload: {},
    });
    expect(emptyObject.statusCode).toBe(200);
    expect(emptyObject.json()).toEqual(reference);
  });
});

describe(`authentication of the address calls (${testEngine})`, () => {
  const calls = [
    ["/api/fetch_address", { user_id: 1 }],
    ["/api/save_address", addressPayload()],
    ["/api/delete_address", { address_id: 1 }],
    ["/api/delivery_location", {}],
  ] as const;

  let revoked: Customer;
  let victimAddress: number;
  beforeAll(async () => {
    const victim = await newCustomer(t, "Victim");
    victimAddress = await savedAddressId(victim);
    revoked = await newCustomer(t, "Logged out");
    const logout = await t.api({ method: "POST", url: "/api/logout", headers: revoked.auth });
    expect(logout.statusCode).toBe(200);
  });

  const tokens: [string, () => Record<string, string>][] = [
    ["no token", () => ({})],
    ["a malformed header", () => ({ authorization: "Token abc" })],
    ["an unknown token", () => ({ authorization: `Bearer ${"x".repeat(43)}` })],
    ["a revoked token (POST /api/logout)", () => revoked.auth],
  ];

  for (const [url, payload] of calls) {
    it.each(tokens)(`${url} answers 401 JSON with %s`, async (_case, headers) => {
      const response = await t.api({ method: "POST", url, headers: headers(), payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 401, message: expect.any(String) });
    });
  }

  it("a refused call changes nothing", async () => {
    const response = await t.api({
      method: "POST",
      url: "/api/delete_address",
      payload: { address_id: victimAddress },
    });
    expect(response.statusCode).toBe(401);
    const edit = await t.api({
      method: "POST",
      url: "/api/save_address",
      headers: revoked.auth,
      payload: addressPayload({ address_id: victimAddress, label: "Nope" }),
    });
    expect(edit.statusCode).toBe(401);
    const owner = await t.database.db.query.addresses.findFirst({
      where: (table, { eq }) => eq(table.id, victimAddress),
    });
    expect(owner).toMatchObject({ label: "Home", deletedAt: null });
  });
});

describe(`precognition on save_address (${testEngine})`, () => {
  let customer: Customer;
  beforeAll(async () => {
    customer = await newCustomer(t);
  });

  it("validates a valid form with 204 and Precognition-Success, and saves nothing", async () => {
    const response = await t.api({
      method: "POST",
      url: "/api/save_address",
      headers: { ...customer.auth, precognition: "true" },
      payload: addressPayload(),
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers["precognition-success"]).toBe("true");
    expect(response.headers.precognition).toBe("true");
    expect(response.body).toBe("");
    expect(await fetchAddresses(customer)).toEqual([]);
  });

  it("answers 422 with the field errors of an invalid form, and saves nothing", async () => {
    const response = await t.api({
      method: "POST",
      url: "/api/save_address",
      headers: { ...customer.auth, precognition: "true" },
      payload: addressPayload({ label: "", phone_number: "abc" }),
    });
    const body = expect422(response, ["label", "phone_number"]);
    expect(response.headers["precognition-success"]).toBeUndefined();
    expect(Object.keys(body.errors).sort()).toEqual(["label", "phone_number"]);
    expect(await fetchAddresses(customer)).toEqual([]);
  });

  it("honours Precognition-Validate-Only: errors of other fields are not reported", async () => {
    const onlyLabel = await t.api({
      method: "POST",
      url: "/api/save_address",
      headers: { ...customer.auth, precognition: "true", "precognition-validate-only": "label" },
      payload: addressPayload({ phone_number: "not a phone" }),
    });
    expect(onlyLabel.statusCode).toBe(204);
    expect(onlyLabel.headers["precognition-success"]).toBe("true");

    const both = await t.api({
      method: "POST",
      url: "/api/save_address",
      headers: {
        ...customer.auth,
        precognition: "true",
        "precognition-validate-only": "label, phone_number",
      },
      payload: addressPayload({ phone_number: "not a phone", landmark: "" }),
    });
    const body = expect422(both, ["phone_number"]);
    expect(Object.keys(body.errors)).toEqual(["phone_number"]);
    expect(await fetchAddresses(customer)).toEqual([]);
  });

  it("still needs a valid token", async () => {
    const response = await t.api({
      method: "POST",
      url: "/api/save_address",
      headers: { precognition: "true" },
      payload: addressPayload(),
    });
    expect(response.statusCode).toBe(401);
  });
});
