// Ordering ahead: the checkout's time picker (as soon as possible or a 15-minute slot), a full
// slot shown and refused, ordering ahead while the outlet is closed, re-order asking for a new
// time, the kiosk without a picker, and a queued order whose slot passed while offline. Slots
// are filled through the API (orders hold their place while their payment page is open).
import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { UNPAID_PLACES_PER_ACCOUNT } from "#server/modules/orders/order-slots.ts";
import type { OpeningTimes } from "../../src/shared/contract/outlets.ts";
import { closedMessage } from "../../src/shared/rules/opening-hours.ts";
import {
  api,
  CARDS,
  type Customer,
  cartWith,
  flatWhiteLine,
  loggedIn,
  newContext,
  newCustomer,
  openPage,
  openWith,
  payWithCard,
  pickupAt,
  placeOrderOffline,
  serverNow,
  test,
} from "./support.ts";

/** Open around the clock in the demo data, 10 orders per slot. */
const NASR_CITY = { id: 7, name: "Nasr City Abbas El Akkad", capacity: 10 };
/** Sunday to Thursday 08:00-22:00, Friday and Saturday 10:00-22:00, Cairo time. */
const MAADI = { id: 4, name: "Maadi Road 9" };

type Slot = { start: string; label: string; day: "today" | "tomorrow"; full: boolean };
type Offer = { asap_available: boolean; asap_minutes: number; slots: Slot[] };

async function offerOf(request: APIRequestContext, outletId: number): Promise<Offer> {
  const response = await request.get(`/api/order_ahead_slots?outlet_id=${outletId}`, { headers: api });
  expect(response.status()).toBe(200);
  return (await response.json()).data as Offer;
}

/**
 * A free slot starting at least `minutesAway` from now (so it is still offered when the page
 * loads its own list), the `skip`-th of those.
 */
async function freeSlot(request: APIRequestContext, outletId: number, minutesAway: number, skip = 0) {
  const offer = await offerOf(request, outletId);
  const from = serverNow() + minutesAway * 60_000;
  const slot = offer.slots.filter((candidate) => !candidate.full && Date.parse(candidate.start) >= from)[
    skip
  ];
  if (!slot) throw new Error(`no free slot at outlet ${outletId}`);
  return slot;
}

function placeThroughApi(request: APIRequestContext, customer: Customer, outletId: number, pickupAt: string) {
  return request.post("/api/place_order", {
    headers: { ...customer.auth, "Idempotency-Key": randomUUID() },
    data: {
      data: JSON.stringify([flatWhiteLine()]),
      order_type: 2,
      selected_address_id: "",
      selected_outlet_id: outletId,
      selected_method: "card",
      pickup_at: pickupAt,
    },
  });
}

/** Books every place of a slot with unpaid orders of several customers (each may place 5 a minute). */
async function fillSlot(request: APIRequestContext, outletId: number, start: string, capacity: number) {
  for (let placed = 0; placed < capacity; ) {
    const customer = await newCustomer(request);
    // An account holds so many unpaid places at once: as many accounts as that takes.
    for (let count = 0; count < UNPAID_PLACES_PER_ACCOUNT && placed < capacity; count++, placed++) {
      const response = await placeThroughApi(request, customer, outletId, start);
      expect(response.status(), await response.text()).toBe(200);
    }
  }
}

const pickerOf = (page: Page) => page.getByRole("group", { name: "Pickup time" });
const dayName = (day: Slot["day"]) => (day === "today" ? "Today" : "Tomorrow");

/** Schedule for later, the slot's day, then its time. */
async function chooseSlot(page: Page, slot: Slot) {
  const picker = pickerOf(page);
  await picker.getByRole("radio", { name: "Schedule for later" }).check();
  await picker.getByRole("radio", { name: dayName(slot.day) }).check();
  await picker.getByLabel("Time").selectOption(slot.start);
  await expect(picker.locator("[data-pickup-summary]")).toHaveText(`Pickup at ${slot.label} ${slot.day}`);
}

/** The bodies place_order (or re_order) was sent with. */
function bodiesSentTo(page: Page, path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on("request", (sent) => {
    if (sent.url().endsWith(path)) bodies.push(sent.postDataJSON());
  });
  return bodies;
}

async function orderDetails(request: APIRequestContext, orderId: string) {
  const response = await request.get(`/api/order_details/${orderId}`, { headers: api });
  expect(response.status()).toBe(200);
  return (await response.json()).data as { pickup_at: string | null; pickup_number: number | null };
}

const orderIdOf = (page: Page) => new URL(page.url()).searchParams.get("order_id") ?? "";

test.describe("ordering ahead", () => {
  test("a slot chosen at checkout is paid for, and shown on the payment page, the summary, the history and the store's board", async ({
    page,
    request,
    browser,
  }) => {
    const customer = await newCustomer(request);
    const placed = bodiesSentTo(page, "/api/place_order");
    await openWith(
      page,
      { ...loggedIn(customer), ...pickupAt(NASR_CITY.id, NASR_CITY.name), ...cartWith(flatWhiteLine()) },
      "/cart",
    );
    const picker = pickerOf(page);
    const asap = picker.getByRole("radio", { name: /^As soon as possible/ });
    await expect(asap).toBeChecked();
    await expect(asap).toHaveAccessibleName(/^As soon as possible \(about \d+ min\)$/);
    await expect(picker.locator("[data-pickup-summary]")).toHaveText(
      /^Pickup as soon as possible \(about \d+ min\)$/,
    );

    // The earliest slot a little ahead of the store's lead: the board shows it within 30 minutes.
    const { asap_minutes } = await offerOf(request, NASR_CITY.id);
    const slot = await freeSlot(request, NASR_CITY.id, asap_minutes + 2);
    await chooseSlot(page, slot);
    const when = `Pickup at ${slot.label} ${slot.day}`;

    await page.getByRole("radio", { name: "Credit Card" }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await payWithCard(page, CARDS.approve);
    expect(placed).toHaveLength(1);
    expect(placed[0]?.pickup_at).toBe(slot.start);

    await expect(page).toHaveURL(/\/payment-success\?order_id=/);
    const orderId = orderIdOf(page);
    expect((await orderDetails(request, orderId)).pickup_at).toBe(slot.start);
    await expect(page.locator("main [data-pickup-time]")).toHaveText(when);

    await page.getByRole("link", { name: "View order summary" }).click();
    await expect(page.getByRole("region", { name: "Order status" }).locator("[data-pickup-time]")).toHaveText(
      when,
    );

    await openPage(page, "/order-history");
    await expect(page.locator(`[data-order-id="${orderId}"] [data-pickup-time]`)).toHaveText(when);

    // The store's tablet: the order shows the time it is for, big.
    const store = await newContext(browser, { viewport: { width: 1024, height: 768 } });
    const board = await store.newPage();
    await board.goto("/store");
    await board.getByLabel("Username").fill(`staff${NASR_CITY.id}`);
    await board.getByLabel("Password").fill(`demo-staff-${NASR_CITY.id}`);
    await board.getByRole("button", { name: "Sign in" }).click();
    const card = board.locator(`article[data-order-id="${orderId}"]`);
    await expect(card.locator("[data-pickup-at]")).toHaveText(`For ${slot.label}`);
    await store.close();
  });

  test("a full slot is shown as full and cannot be chosen; one that fills up meanwhile is refused beside the picker", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const full = await freeSlot(request, NASR_CITY.id, 60, 0);
    await fillSlot(request, NASR_CITY.id, full.start, NASR_CITY.capacity);
    expect((await offerOf(request, NASR_CITY.id)).slots.find((slot) => slot.start === full.start)?.full).toBe(
      true,
    );

    const customer = await newCustomer(request);
    const placed = bodiesSentTo(page, "/api/place_order");
    await openWith(
      page,
      { ...loggedIn(customer), ...pickupAt(NASR_CITY.id, NASR_CITY.name), ...cartWith(flatWhiteLine()) },
      "/cart",
    );
    const picker = pickerOf(page);
    await picker.getByRole("radio", { name: "Schedule for later" }).check();
    await picker.getByRole("radio", { name: dayName(full.day) }).check();
    const time = picker.getByLabel("Time");
    await expect(time.getByRole("option", { name: `${full.label} (Full)` })).toBeDisabled();
    await expect(time.selectOption(full.start, { timeout: 2_000 })).rejects.toThrow();
    await expect(time).not.toHaveValue(full.start);

    // Another slot, chosen while free, fills up before Place order: the server's 422 is shown by
    // the picker, and the list, loaded again, marks it full.
    const other = await freeSlot(request, NASR_CITY.id, 60, 1);
    await chooseSlot(page, other);
    await fillSlot(request, NASR_CITY.id, other.start, NASR_CITY.capacity);
    await page.getByRole("radio", { name: "Credit Card" }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(picker.getByRole("alert")).toHaveText("This time is fully booked. Please choose another.");
    await expect(time.getByRole("option", { name: `${other.label} (Full)` })).toBeDisabled();
    await expect(time).toHaveValue("");
    await expect(page).toHaveURL(/\/cart$/);
    expect(placed).toHaveLength(1);
    expect(placed[0]?.pickup_at).toBe(other.start);
  });

  test("while the outlet is closed, as soon as possible is disabled with the closed message and a slot after opening can be ordered", async ({
    page,
    request,
  }) => {
    const live = await offerOf(request, MAADI.id);
    const outlets = (await (await request.get("/api/fetch_outlet", { headers: api })).json()).data as {
      id: number;
      opening_times: OpeningTimes;
    }[];
    const hours = outlets.find((outlet) => outlet.id === MAADI.id)?.opening_times;
    if (!hours) throw new Error("Maadi has no hours");
    if (live.asap_available) {
      // Open at test time (the server's clock is not ours to move): the closed answer is mocked
      // for the screen; the order for tomorrow's first slot below goes to the real server.
      await page.route(`**/api/order_ahead_slots?outlet_id=${MAADI.id}`, (route) =>
        route.fulfill({ json: { status: 200, data: { ...live, asap_available: false } } }),
      );
    }
    // Tomorrow's first slot: just after the store opens.
    const slot = live.slots.find((candidate) => candidate.day === "tomorrow" && !candidate.full);
    if (!slot) throw new Error("no slot tomorrow");
    expect(["08:00", "10:00"]).toContain(slot.label);

    const customer = await newCustomer(request);
    await openWith(
      page,
      { ...loggedIn(customer), ...pickupAt(MAADI.id, MAADI.name), ...cartWith(flatWhiteLine()) },
      "/cart",
    );
    const picker = pickerOf(page);
    const asap = picker.getByRole("radio", { name: "As soon as possible" });
    await expect(asap).toBeDisabled();
    const closed = closedMessage(MAADI.name, hours, new Date(serverNow()));
    await expect(picker.getByText(closed)).toBeVisible();
    await expect(asap).toHaveAccessibleDescription(closed);
    // Later is already chosen; no time yet.
    await expect(picker.getByRole("radio", { name: "Schedule for later" })).toBeChecked();
    await page.getByRole("radio", { name: "Credit Card" }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(picker.getByRole("alert")).toHaveText("Please choose a time from the list.");

    await chooseSlot(page, slot);
    // The server's answer, read before the browser leaves for the payment page.
    let placed: { status: number; id: string } | null = null;
    await page.route("**/api/place_order", async (route) => {
      const response = await route.fetch();
      placed = { status: response.status(), id: (await response.json()).id };
      await route.fulfill({ response });
    });
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/payments\/sandbox\/pay\//);
    expect(placed).toMatchObject({ status: 200 });
    const id = (placed as { id: string } | null)?.id ?? "";
    expect((await orderDetails(request, id)).pickup_at).toBe(slot.start);
  });

  test("re-order asks for a new time, and the new order has it", async ({ page, request }) => {
    const customer = await newCustomer(request);
    await openWith(
      page,
      { ...loggedIn(customer), ...pickupAt(NASR_CITY.id, NASR_CITY.name), ...cartWith(flatWhiteLine()) },
      "/cart",
    );
    // The first order: as soon as possible.
    await page.getByRole("radio", { name: "Credit Card" }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await payWithCard(page, CARDS.approve);
    await expect(page).toHaveURL(/\/payment-success\?order_id=/);
    const firstId = orderIdOf(page);
    expect((await orderDetails(request, firstId)).pickup_at).toBeNull();
    await expect(page.locator("main [data-pickup-time]")).toHaveCount(0);

    const reOrdered = bodiesSentTo(page, "/api/re_order");
    await openPage(page, "/order-history");
    await page.locator(`[data-order-id="${firstId}"]`).getByRole("button", { name: "Re-order" }).click();
    const dialog = page.getByRole("dialog", { name: "When would you like it?" });
    await expect(dialog).toContainText(`Your order again from ${NASR_CITY.name}.`);
    await expect(dialog.getByRole("radio", { name: /^As soon as possible/ })).toBeChecked();
    expect(reOrdered).toHaveLength(0); // nothing sent before a time is confirmed

    const slot = await freeSlot(request, NASR_CITY.id, 60, 2);
    await chooseSlot(page, slot);
    await dialog.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page).toHaveURL(/\/payments\/sandbox\/pay\//);
    expect(reOrdered).toEqual([{ order_id: firstId, pickup_at: slot.start }]);
    await payWithCard(page, CARDS.approve);
    await expect(page).toHaveURL(/\/payment-success\?order_id=/);
    const secondId = orderIdOf(page);
    expect(secondId).not.toBe(firstId);
    expect((await orderDetails(request, secondId)).pickup_at).toBe(slot.start);
    await expect(page.locator("main [data-pickup-time]")).toHaveText(`Pickup at ${slot.label} ${slot.day}`);
  });

  test("a kiosk has no time picker: its orders are for as soon as possible", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes("/api/order_ahead_slots")) asked.push(sent.url());
    });
    await page.goto("/favicon.svg");
    await page.evaluate(
      (values) => {
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      },
      {
        kiosk_config: JSON.stringify({
          outletId: NASR_CITY.id,
          outletName: NASR_CITY.name,
          boundAt: new Date(serverNow()).toISOString(),
        }),
        ...pickupAt(NASR_CITY.id, NASR_CITY.name),
        ...cartWith(flatWhiteLine()),
      },
    );
    await openPage(page, "/cart");
    await expect(page.locator("[data-cart-line]")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Place order" })).toBeEnabled();
    await expect(pickerOf(page)).toHaveCount(0);
    await expect(page.getByText(/As soon as possible|Schedule for later/)).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test("a queued order keeps its slot; if the slot passed before the connection returned, it is not sent and the customer chooses again", async ({
    page,
    context,
    request,
  }) => {
    const customer = await newCustomer(request);
    const placed = bodiesSentTo(page, "/api/place_order");
    await openWith(
      page,
      { ...loggedIn(customer), ...pickupAt(NASR_CITY.id, NASR_CITY.name), ...cartWith(flatWhiteLine()) },
      "/cart",
    );
    // Once the service worker controls the page, the code that queues an order loads offline.
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.ready;
      return Boolean(registration.active) && navigator.serviceWorker.controller !== null;
    });
    await page.reload();
    const slot = await freeSlot(request, NASR_CITY.id, 60);
    await chooseSlot(page, slot);
    await placeOrderOffline(page, context);
    const queued = () =>
      page.evaluate(
        () =>
          new Promise<{ body: { pickup_at?: string } } | undefined>((resolve, reject) => {
            const open = indexedDB.open("keyval-store");
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const reading = open.result
                .transaction("keyval")
                .objectStore("keyval")
                .get("storefront-queued-order");
              reading.onsuccess = () => {
                open.result.close();
                resolve(reading.result);
              };
            };
          }),
      );
    expect((await queued())?.body.pickup_at).toBe(slot.start);

    // The offline spell outlasts the slot: the queued order's slot is now in the past.
    const passed = new Date(Math.floor((serverNow() - 60_000) / 900_000) * 900_000).toISOString();
    await page.evaluate(
      (pickupAt) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open("keyval-store");
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const store = open.result.transaction("keyval", "readwrite").objectStore("keyval");
            const reading = store.get("storefront-queued-order");
            reading.onsuccess = () => {
              const order = reading.result;
              store.put(
                { ...order, body: { ...order.body, pickup_at: pickupAt } },
                "storefront-queued-order",
              );
              store.transaction.oncomplete = () => {
                open.result.close();
                resolve();
              };
            };
          };
        }),
      passed,
    );

    await context.setOffline(false);
    const message =
      "The time you chose for your queued order passed before the connection returned, so it was not sent. Please choose a new time and place your order again.";
    await expect(page.getByRole("status").filter({ hasText: message })).toBeVisible();
    await expect(pickerOf(page).getByRole("alert")).toHaveText(
      "This time has passed. Please choose another.",
    );
    await expect.poll(queued).toBeUndefined();
    expect(placed).toEqual([]);
    await expect(page).toHaveURL(/\/cart$/);
    // The cart is still there to order again.
    await expect(page.locator("[data-cart-line]")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Place order" })).toBeEnabled();
  });
});
