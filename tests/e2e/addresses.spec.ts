// Addresses and maps: the map address picker (search, geolocation granted, denied and
// abroad, clicks inside and outside the red delivery areas, Confirm location), the address
// form (server field errors, save, edit), the address picker modal (select notice and its
// 3000 ms timer, Edit, Delete with its confirmation), the delivery address list and the
// pickup outlet map. Customers log in through the API (register -> SMS outbox -> verify_otp).
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import {
  api,
  type Customer,
  loggedIn,
  MAP_READY_TIMEOUT,
  newCustomer,
  openWith,
  serverNow,
  storage,
  test,
} from "./support.ts";

// page.route must see every request (a service worker's own fetches would bypass it).
test.use({ serviceWorkers: "block" });

type SavedAddress = { label: string; latitude: number; longitude: number; landmark?: string };

async function saveAddress(request: APIRequestContext, customer: Customer, address: SavedAddress) {
  const saved = await request.post("/api/save_address", {
    headers: customer.auth,
    data: {
      location: "Maadi",
      landmark: address.landmark ?? "Next to the pharmacy",
      address_line: "12 Road 9",
      building: "12",
      floor: "3",
      flat: "5",
      phone_number: "01012345678",
      ...address,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return (await saved.json()) as { address_id: number; closest_outlet_id: number };
}

async function addressList(request: APIRequestContext, customer: Customer) {
  const response = await request.post("/api/fetch_address", { headers: customer.auth, data: {} });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    status: number;
    data: { id: number; label: string; landmark: string }[];
  };
}

const storedJson = async (page: Page, key: string) => JSON.parse((await storage(page, key)) ?? "null");

// --- The map picker ---------------------------------------------------------------------------

const pickerMap = (page: Page) => page.getByRole("region", { name: "Map of delivery areas" });
const selectedPoint = (page: Page) => page.locator("[data-selected-point]");

async function openPicker(page: Page, customer: Customer) {
  await openWith(page, loggedIn(customer), "/addAddress");
  await expect(page.getByRole("heading", { level: 1, name: "Choose Location" })).toBeVisible();
  await expect(pickerMap(page)).toHaveAttribute("data-map-status", "ready", { timeout: MAP_READY_TIMEOUT });
}

/** Searches, picks the place named `name`, and waits until the map is centred on it. */
async function searchAndPick(page: Page, text: string, name: string, at: { lat: number; lng: number }) {
  const box = page.getByRole("combobox", { name: "Search for an area or landmark in Egypt" });
  await box.fill(text);
  const option = page
    .getByRole("listbox", { name: "Places found" })
    .getByRole("option", { name: new RegExp(`^${name}`) });
  await option.click();
  await expect(box).toHaveValue(name);
  await expect(pickerMap(page)).toHaveAttribute(
    "data-map-center",
    `${at.lat.toFixed(6)},${at.lng.toFixed(6)}`,
  );
  await expect(selectedPoint(page)).toHaveAttribute("data-selected-point", `${at.lat},${at.lng}`);
}

/** Clicks the map `dx`, `dy` px from its centre (the centre is a known point after a search). */
async function clickMap(page: Page, dx = 0, dy = 0) {
  const box = await pickerMap(page).boundingBox();
  if (!box) throw new Error("the map has no box");
  await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
}

const alertText = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

test.describe("map address picker", () => {
  test("search, clicks outside and inside the red areas, Confirm location's rules, then the form saves and selects", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    await openPicker(page, customer);

    // The three delivery outlets are drawn (with their red areas, named in the legend).
    const markers = pickerMap(page).locator("[data-map-marker]");
    await expect(markers).toHaveCount(3);
    expect((await markers.allTextContents()).sort()).toEqual([
      "Maadi Road 9",
      "New Cairo 90th Street",
      "Zamalek Brazil Street",
    ]);
    await expect(page.getByText("Delivery area", { exact: true })).toBeVisible();

    // No point yet.
    await page.getByRole("button", { name: "Confirm location" }).click();
    await expect(alertText(page, "Please select a location on the map first.")).toHaveText(
      "Please select a location on the map first.",
    );

    // Sheikh Zayed: far from every delivery outlet.
    await searchAndPick(page, "Sheikh", "Sheikh Zayed", { lat: 30.02, lng: 30.98 });
    await clickMap(page, 25, 25);
    await expect(page.getByRole("alert")).toHaveText("You clicked outside the delivery area!");
    await expect(selectedPoint(page)).toHaveAttribute("data-selected-point", "30.02,30.98"); // not moved
    await page.getByRole("button", { name: "Confirm location" }).click();
    await expect(page.getByRole("alert")).toHaveText("No nearby outlets found!");

    // Manial: within 5000 m of the Zamalek outlet, outside every polygon.
    await searchAndPick(page, "Manial", "Manial", { lat: 30.021, lng: 31.229 });
    await page.getByRole("button", { name: "Confirm location" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Your selected location is not inside any delivery area!",
    );

    // Sarayat El Maadi: inside the Maadi area. A click beside the centre moves the marker there.
    await searchAndPick(page, "sarayat", "Sarayat El Maadi", { lat: 29.9627, lng: 31.2512 });
    await expect(page.getByRole("alert")).toHaveCount(0);
    await clickMap(page, 30, -20);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(selectedPoint(page)).not.toHaveAttribute("data-selected-point", "29.9627,31.2512");
    const [lat, lng] = ((await selectedPoint(page).getAttribute("data-selected-point")) ?? "")
      .split(",")
      .map(Number);
    expect(lat).toBeGreaterThan(29.9627); // up on the screen is north
    expect(lng).toBeGreaterThan(31.2512); // right is east
    await expect(selectedPoint(page)).toContainText("Sarayat El Maadi, Maadi, Cairo"); // reverse geocoded
    await expect(pickerMap(page).locator('[data-map-marker="user"]')).toHaveText("Your location");

    await page.getByRole("button", { name: "Confirm location" }).click();
    await expect(page).toHaveURL(/\/address$/);
    await expect(page.getByRole("heading", { level: 1, name: "Add Address" })).toBeVisible();
    const draft = await storedJson(page, "address_draft");
    expect(draft).toMatchObject({ addressId: null, closestOutletId: 4, point: { lat, lng } });

    // The form: a map card at zoom 18 with an Edit link; Area and Phone start filled in.
    const card = page.getByRole("region", { name: "Map of the delivery point" });
    await expect(card).toHaveAttribute("data-map-status", "ready", { timeout: MAP_READY_TIMEOUT });
    await expect(page.getByRole("link", { name: "Edit the location on the map" })).toHaveText("Edit");
    await expect(page.getByLabel("Area")).toHaveValue("Sarayat El Maadi, Maadi, Cairo");
    const phone = page.getByLabel("Phone Number");
    await expect(phone).toHaveAttribute("inputmode", "numeric");
    await expect(phone).toHaveValue(`0${customer.user.phone.slice(3)}`);

    // Saved with empty required fields, from the bottom of a phone's screen: the server's 422
    // errors are shown on each field, and the first comes into view with its label, below the
    // sticky header, not under it.
    await phone.fill("");
    await page.setViewportSize({ width: 360, height: 740 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("button", { name: "Save Address" }).click();
    const locationName = page.getByLabel("Location Name");
    await expect(locationName).toHaveAttribute("aria-invalid", "true");
    await expect(locationName).toHaveAccessibleDescription(/The label field is required\./);
    await expect(page.getByLabel("Landmark")).toHaveAccessibleDescription("The landmark field is required.");
    await expect(page.getByLabel("Address Line")).toHaveAccessibleDescription(
      "The address line field is required.",
    );
    await expect(phone).toHaveAccessibleDescription("The phone number field is required.");
    await expect(page.getByLabel("Area")).not.toHaveAttribute("aria-invalid", "true");
    await expect(locationName).toBeFocused();
    const headerBottom = (await page.getByRole("banner").boundingBox())?.height ?? 0;
    expect((await page.getByText("Location Name", { exact: true }).boundingBox())?.y).toBeGreaterThanOrEqual(
      headerBottom,
    );
    await page.setViewportSize({ width: 390, height: 844 });

    // A reload keeps the point (the draft) and what was typed.
    await locationName.fill("Home");
    await page.reload();
    await expect(page.getByLabel("Location Name")).toHaveValue("Home");

    await page.getByLabel("Landmark").fill("Opposite the bakery");
    await page.getByLabel("Address Line").fill("7 Road 12");
    await page.getByLabel("Building").fill("7");
    await phone.pressSequentially("01x0-22٣33444");
    await expect(phone).toHaveValue("01022333444"); // digits only, Arabic-Indic read as ASCII
    await page.getByRole("button", { name: "Save Address" }).click();

    await expect(page.getByRole("dialog", { name: "Address saved successfully." })).toBeVisible();
    await expect(page).toHaveURL(/\/store-menu$/, { timeout: 10_000 });
    const list = await addressList(request, customer);
    const saved = list.data.find((address) => address.label === "Home");
    expect(saved).toBeTruthy();
    expect(await storage(page, "select_address_id")).toBe(String(saved?.id));
    expect(await storedJson(page, "selected_address_details")).toMatchObject({
      id: saved?.id,
      label: "Home",
      address: "Building 7, 7 Road 12, Sarayat El Maadi, Maadi, Cairo",
      closest_outlet_id: 4,
    });
    expect((await storedJson(page, "address")).data.map((a: { id: number }) => a.id)).toContain(saved?.id);
    expect(await storage(page, "order_type")).toBe("3");
    expect(await storage(page, "delivery-type")).toBe("home-delivery");
    expect(await storage(page, "address_draft")).toBeNull();
  });

  test("Use my location (granted, inside Maadi) places the marker and names the place", async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 29.963, longitude: 31.2597 });
    const customer = await newCustomer(request);
    await openPicker(page, customer);

    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(selectedPoint(page)).toHaveAttribute("data-selected-point", "29.963,31.2597");
    await expect(selectedPoint(page)).toContainText("Road 9, Maadi, Cairo");
    await expect(pickerMap(page)).toHaveAttribute("data-map-center", "29.963000,31.259700");
    await expect(page.getByRole("alert")).toHaveCount(0);

    await page.getByRole("button", { name: "Confirm location" }).click();
    await expect(page).toHaveURL(/\/address$/);
    await expect(page.getByText("29.96300, 31.25970")).toBeVisible();
  });

  test("Use my location (denied) says so", async ({ page, request }) => {
    const customer = await newCustomer(request);
    await openPicker(page, customer);
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Location access was denied. Please enable it in your browser settings.",
    );
    await expect(selectedPoint(page)).toHaveCount(0);
  });

  test("a position outside Egypt falls back to the default Cairo point", async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 51.5072, longitude: -0.1276 }); // London
    const customer = await newCustomer(request);
    await openPicker(page, customer);
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(selectedPoint(page)).toHaveAttribute("data-selected-point", "30.0444,31.2357");
    await expect(selectedPoint(page)).toContainText("Tahrir Square, Downtown, Cairo");
  });

  test("reverse geocoding: no name, then no answer", async ({ page, context, request }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 29.963, longitude: 31.2597 });
    const customer = await newCustomer(request);
    await openPicker(page, customer);

    await page.route("**/api/geocode/reverse?*", (route) =>
      route.fulfill({ json: { status: 200, data: null } }),
    );
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page.getByRole("alert")).toHaveText("Unable to fetch address details.");
    await expect(selectedPoint(page)).toHaveAttribute("data-selected-point", "29.963,31.2597");

    await page.unroute("**/api/geocode/reverse?*");
    await page.route("**/api/geocode/reverse?*", (route) => route.abort("failed"));
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Error fetching location details. Please check your connection or permissions.",
    );
  });

  test("the search works from the keyboard: arrows, Enter, and Confirm", async ({ page, request }) => {
    const customer = await newCustomer(request);
    await openPicker(page, customer);
    const box = page.getByRole("combobox", { name: "Search for an area or landmark in Egypt" });
    await box.focus();
    await page.keyboard.type("zamalek");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    const active = await box.getAttribute("aria-activedescendant");
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(selectedPoint(page)).toContainText("Zamalek");
    await page.getByRole("button", { name: "Confirm location" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/address$/);
    expect(await storedJson(page, "address_draft")).toMatchObject({ closestOutletId: 5 });
  });

  test("the map loads lazily and never blocks: 'Loading map...', 'Error loading maps', and the search still works", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    await page.route("**/assets/maplibre-engine-*.js", (route) => route.abort("failed"));
    await openWith(page, loggedIn(customer), "/addAddress");
    const map = pickerMap(page);
    await expect(map.getByRole("status")).toHaveText("Loading map...");
    await expect(map.getByRole("alert")).toHaveText("Error loading maps", { timeout: 15_000 });

    const box = page.getByRole("combobox", { name: "Search for an area or landmark in Egypt" });
    await box.fill("Degla");
    await page.getByRole("option", { name: /^Degla/ }).click();
    await expect(selectedPoint(page)).toHaveAttribute("data-selected-point", "29.955,31.28");
    await page.getByRole("button", { name: "Confirm location" }).click();
    await expect(page).toHaveURL(/\/address$/);
    await expect(
      page.getByRole("region", { name: "Map of the delivery point" }).getByRole("alert"),
    ).toHaveText("Error loading maps", { timeout: 15_000 });
    await expect(page.getByRole("button", { name: "Save Address" })).toBeEnabled();
  });

  test("the address screens need a login", async ({ page }) => {
    for (const path of ["/addAddress", "/change-address", "/address"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByText("Please log in to manage your delivery addresses.")).toBeVisible();
    }
  });
});

// --- The address picker modal -------------------------------------------------------------------

async function openPickerModal(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Order Now" }).first().click();
  const method = page.getByRole("dialog", { name: "Select Method" });
  await method.getByRole("radio", { name: "Home Delivery" }).check();
  await method.getByRole("button", { name: "Continue" }).click();
  const picker = page.getByRole("dialog", { name: "Select Address" });
  await expect(picker).toBeVisible();
  return picker;
}

test.describe("address picker modal", () => {
  test("selecting shows '<label> address has been selected', which closes itself after 3000 ms, then the menu", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    const home = await saveAddress(request, customer, {
      label: "Home",
      latitude: 29.963,
      longitude: 31.2597,
    });
    const work = await saveAddress(request, customer, {
      label: "Work",
      latitude: 30.0609,
      longitude: 31.2197,
    });
    await page.clock.install({ time: serverNow() });
    await openWith(page, loggedIn(customer), "/");
    const picker = await openPickerModal(page);

    // Each address: label, delivery address and phone, with Edit, Delete and a radio.
    const options = picker.getByRole("radio");
    await expect(options).toHaveCount(2);
    await expect(picker.getByText("Building 12, Floor 3, Flat 5, 12 Road 9, Maadi").first()).toBeVisible();
    await expect(picker.getByText("Phone: 01012345678").first()).toBeVisible();
    await expect(picker.getByRole("link", { name: "Edit Home" })).toBeVisible();
    await expect(picker.getByRole("button", { name: "Delete Work" })).toBeVisible();
    await expect(picker.getByRole("link", { name: "Add New Address" })).toBeVisible();

    await page.clock.pauseAt(serverNow() + 60_000);
    await picker.getByRole("radio", { name: /^Work/ }).click();
    const notice = page.getByRole("dialog", { name: "Work address has been selected" });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("button", { name: "OK" })).toBeFocused();
    await expect(picker).toBeHidden();
    expect(await storage(page, "select_address_id")).toBe(String(work.address_id));
    expect(await storedJson(page, "selected_address_details")).toMatchObject({
      id: work.address_id,
      label: "Work",
      closest_outlet_id: 5,
    });

    await page.clock.runFor(2900);
    await expect(notice).toBeVisible();
    await page.clock.runFor(150);
    await expect(notice).toBeHidden();
    await page.clock.resume();
    await expect(page).toHaveURL(/\/store-menu$/);
    await expect(page.getByText("Zamalek Brazil Street")).toBeVisible();
    expect(home.address_id).not.toBe(work.address_id);
  });

  test("OK closes the notice at once; on the menu the picker reloads the menu of the new address", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    const home = await saveAddress(request, customer, {
      label: "Home",
      latitude: 29.963,
      longitude: 31.2597,
    });
    await saveAddress(request, customer, { label: "Work", latitude: 30.0609, longitude: 31.2197 });
    await openWith(page, loggedIn(customer), "/");
    let picker = await openPickerModal(page);
    await picker.getByRole("radio", { name: /^Home/ }).click();
    await page
      .getByRole("dialog", { name: "Home address has been selected" })
      .getByRole("button", { name: "OK" })
      .click();
    await expect(page).toHaveURL(/\/store-menu$/);
    await expect(page.getByText("Maadi Road 9")).toBeVisible();
    expect(await storage(page, "select_address_id")).toBe(String(home.address_id));

    // The menu's Delivery switch opens the same picker; choosing Work reloads the menu.
    await page.getByRole("button", { name: "Delivery", exact: true }).click();
    picker = page.getByRole("dialog", { name: "Select Address" });
    await expect(picker.getByRole("radio", { name: /^Home/ })).toBeChecked();
    await picker.getByRole("radio", { name: /^Work/ }).click();
    await page
      .getByRole("dialog", { name: "Work address has been selected" })
      .getByRole("button", { name: "OK" })
      .click();
    await expect(page.getByText("Zamalek Brazil Street")).toBeVisible();
    await expect(page).toHaveURL(/\/store-menu$/);
  });

  test("Edit opens the form with the record; the map card's Edit moves the point; saving updates it", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    const home = await saveAddress(request, customer, {
      label: "Home",
      latitude: 29.963,
      longitude: 31.2597,
    });
    await openWith(page, loggedIn(customer), "/");
    const picker = await openPickerModal(page);
    await picker.getByRole("link", { name: "Edit Home" }).click();

    await expect(page).toHaveURL(/\/edit-address$/);
    await expect(page.getByRole("heading", { level: 1, name: "Edit Address" })).toBeVisible();
    await expect(page.getByLabel("Location Name")).toHaveValue("Home");
    await expect(page.getByLabel("Landmark")).toHaveValue("Next to the pharmacy");
    await expect(page.getByText("29.96300, 31.25970")).toBeVisible();
    await page.getByLabel("Landmark").fill("Behind the mosque");

    // To the map and back: the typed landmark survives, and the address keeps its id.
    await page.getByRole("link", { name: "Edit the location on the map" }).click();
    await expect(page).toHaveURL(/\/addAddress$/);
    await expect(selectedPoint(page)).toHaveAttribute("data-selected-point", "29.963,31.2597");
    await expect(pickerMap(page)).toHaveAttribute("data-map-status", "ready", { timeout: MAP_READY_TIMEOUT });
    await searchAndPick(page, "Zamalek", "Zamalek", { lat: 30.0609, lng: 31.2197 });
    await page.getByRole("button", { name: "Confirm location" }).click();
    await expect(page).toHaveURL(/\/address$/);
    await expect(page.getByRole("heading", { level: 1, name: "Edit Address" })).toBeVisible();
    await expect(page.getByLabel("Landmark")).toHaveValue("Behind the mosque");
    await expect(page.getByText("30.06090, 31.21970")).toBeVisible();

    await page.getByRole("button", { name: "Save Address" }).click();
    await expect(page.getByRole("dialog", { name: "Address updated successfully." })).toBeVisible();
    await page.getByRole("button", { name: "OK" }).click();
    await expect(page).toHaveURL(/\/store-menu$/);

    const list = await addressList(request, customer);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ id: home.address_id, landmark: "Behind the mosque" });
    expect(await storedJson(page, "selected_address_details")).toMatchObject({
      id: home.address_id,
      closest_outlet_id: 5,
      lat: 30.0609,
      lng: 31.2197,
    });
  });

  test("Delete asks first (No keeps it), then 'Deleted!' with the server's message and a fresh list", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    await saveAddress(request, customer, { label: "Home", latitude: 29.963, longitude: 31.2597 });
    const work = await saveAddress(request, customer, {
      label: "Work",
      latitude: 30.0609,
      longitude: 31.2197,
    });
    await openWith(page, loggedIn(customer), "/");
    const picker = await openPickerModal(page);

    await picker.getByRole("button", { name: "Delete Work" }).click();
    let confirm = page.getByRole("dialog", { name: "Are you sure?" });
    await expect(confirm).toContainText("You want to remove address");
    await confirm.getByRole("button", { name: "No" }).click();
    await expect(confirm).toBeHidden();
    await expect(picker.getByRole("radio")).toHaveCount(2);

    await picker.getByRole("button", { name: "Delete Work" }).click();
    confirm = page.getByRole("dialog", { name: "Are you sure?" });
    await confirm.getByRole("button", { name: "Yes" }).click();
    const done = page.getByRole("dialog", { name: "Deleted!" });
    await expect(done).toContainText("Address deleted successfully.");
    await done.getByRole("button", { name: "OK" }).click();
    await expect(picker.getByRole("radio")).toHaveCount(1);
    await expect(picker.getByRole("radio", { name: /^Home/ })).toBeVisible();
    const stored = await storedJson(page, "address");
    expect(stored.data.map((a: { id: number }) => a.id)).not.toContain(work.address_id);

    // A refused delete: 'Error!' with the server's message.
    await page.route("**/api/delete_address", (route) =>
      route.fulfill({ status: 404, json: { status: 404, message: "Address not found." } }),
    );
    await picker.getByRole("button", { name: "Delete Home" }).click();
    await page.getByRole("dialog", { name: "Are you sure?" }).getByRole("button", { name: "Yes" }).click();
    const failed = page.getByRole("dialog", { name: "Error!" });
    await expect(failed).toContainText("Address not found.");
  });

  test("with no saved address it is titled 'Add Address' and says 'No address found'", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    await openWith(page, loggedIn(customer), "/");
    await page.getByRole("button", { name: "Order Now" }).first().click();
    await page
      .getByRole("dialog", { name: "Select Method" })
      .getByRole("button", { name: "Continue" })
      .click();
    const picker = page.getByRole("dialog", { name: "Add Address" });
    await expect(picker).toContainText("No address found");
    await picker.getByRole("link", { name: "Add New Address" }).click();
    await expect(page).toHaveURL(/\/addAddress$/);
  });
});

// --- The delivery address list ------------------------------------------------------------------

test.describe("delivery address list", () => {
  test("radios: arrow keys only move, Enter selects; then the notice and the menu", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    await saveAddress(request, customer, { label: "Home", latitude: 29.963, longitude: 31.2597 });
    const work = await saveAddress(request, customer, {
      label: "Work",
      latitude: 30.0609,
      longitude: 31.2197,
    });
    await openWith(page, loggedIn(customer), "/change-address");
    await expect(page.getByRole("heading", { level: 1, name: "Delivery Address" })).toBeVisible();
    const home = page.getByRole("radio", { name: /^Home/ });
    await expect(home).toBeVisible();
    expect((await storedJson(page, "address")).data).toHaveLength(2);

    await home.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: /^Work/ })).toBeChecked();
    await expect(page.getByRole("dialog")).toHaveCount(0); // moved, not chosen
    expect(await storage(page, "select_address_id")).toBeNull();

    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Work address has been selected" })).toBeVisible();
    expect(await storage(page, "select_address_id")).toBe(String(work.address_id));
    await page.keyboard.press("Enter"); // OK has the focus
    await expect(page).toHaveURL(/\/store-menu$/);
  });

  test("a failed fetch says 'Error while fetching address'", async ({ page, request }) => {
    const customer = await newCustomer(request);
    await page.route("**/api/fetch_address", (route) =>
      route.fulfill({ status: 500, json: { status: 500, message: "Server error" } }),
    );
    await openWith(page, loggedIn(customer), "/change-address");
    await expect(page.getByRole("alert")).toHaveText("Error while fetching address");
  });
});

// --- The pickup outlet map ----------------------------------------------------------------------

test.describe("outlet map", () => {
  const outletMap = (page: Page) => page.getByRole("region", { name: "Map of our stores" });

  test("a marker asks the same confirmation as the list, then the menu", async ({ page, request }) => {
    const outlets = (await (await request.get("/api/fetch_outlet", { headers: api })).json()).data as {
      name: string;
    }[];
    await page.goto("/outlet");
    const map = outletMap(page);
    await expect(map).toHaveAttribute("data-map-status", "ready", { timeout: MAP_READY_TIMEOUT });
    const markers = map.locator("[data-map-marker]");
    await expect(markers).toHaveCount(outlets.length);
    expect((await markers.allTextContents()).sort()).toEqual(outlets.map((outlet) => outlet.name).sort());
    // The list stays for people who prefer it.
    await expect(page.getByRole("button", { name: /^Pick up here: / })).toHaveCount(outlets.length);

    // A click on a marker...
    await map.getByRole("button", { name: "Maadi Road 9" }).click();
    let dialog = page.getByRole("dialog", { name: "Store pickup" });
    await expect(dialog).toContainText("Select Maadi Road 9 for store pickup?");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    // ...or Enter on it (markers are buttons).
    await map.getByRole("button", { name: "Zamalek Brazil Street" }).focus();
    await page.keyboard.press("Enter");
    dialog = page.getByRole("dialog", { name: "Store pickup" });
    await expect(dialog).toContainText("Select Zamalek Brazil Street for store pickup?");
    await dialog.getByRole("button", { name: "Yes, select" }).click();
    await expect(page).toHaveURL(/\/store-menu$/);
    expect(await storage(page, "selected_outlet_id")).toBe("5");
    expect(await storage(page, "selected_outlet_name")).toBe("Zamalek Brazil Street");
    expect(await storage(page, "order_type")).toBe("2");
  });

  test("outlet fetch failures: 'Failed to fetch outlet data' / 'Error fetching outlet data', and no list", async ({
    page,
  }) => {
    await page.route("**/api/fetch_outlet", (route) =>
      route.fulfill({ status: 500, json: { status: 500, message: "Server error" } }),
    );
    await page.goto("/outlet");
    await expect(page.getByRole("alert")).toHaveText("Failed to fetch outlet data", { timeout: 15_000 });
    await expect(page.getByRole("button", { name: /^Pick up here/ })).toHaveCount(0);

    await page.unroute("**/api/fetch_outlet");
    await page.route("**/api/fetch_outlet", (route) => route.abort("failed"));
    await page.reload();
    await expect(page.getByRole("alert")).toHaveText("Error fetching outlet data", { timeout: 15_000 });
    await expect(page.getByRole("button", { name: /^Pick up here/ })).toHaveCount(0);
  });
});
