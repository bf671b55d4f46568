// Maps a customer can use without a Mapbox token: the built-in offline basemap names districts and
// main streets at the spec's zooms (13 on the map picker, 18 on the address card, 10 on the store
// map), in English and in Arabic, and the built-in gazetteer finds Greater Cairo's districts and
// streets by either language's names and says clearly when a place is outside Egypt. Screenshots
// under test-results/maps/ (phone, 390x844) to look at: a map that is an empty grey box is broken.
import { expect, type Locator, type Page } from "@playwright/test";
import { addressStrings } from "#client/features/addresses/messages.gen.ts";
import { ar, en, loggedIn, MAP_READY_TIMEOUT, newCustomer, openWith, pickupAt, test } from "./support.ts";

const SHOTS = "test-results/maps";

/** Console errors of the page (a map's failure shows there first). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * How many pixels of the drawn map are written text: dark and grey-brown, as the basemap's labels
 * are (the land, the water and the streets are light; the red delivery areas are not grey). The
 * page's own markers and buttons are hidden while it looks, so only the map's drawing counts.
 */
async function textPixels(map: Locator): Promise<number> {
  const overlays = map.locator("[data-map-marker], .maplibregl-ctrl");
  await overlays.evaluateAll((elements) => {
    for (const element of elements) (element as HTMLElement).style.visibility = "hidden";
  });
  const picture = await map.screenshot();
  await overlays.evaluateAll((elements) => {
    for (const element of elements) (element as HTMLElement).style.visibility = "";
  });
  return map.page().evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b] = [data[i] as number, data[i + 1] as number, data[i + 2] as number];
      const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
      if (luminance < 130 && Math.max(r, g, b) - Math.min(r, g, b) < 45) count++;
    }
    return count;
  }, picture.toString("base64"));
}

/** Enough dark grey pixels for a few words: a grey box with a marker has none. */
const SOME_TEXT = 400;

async function mapReady(map: Locator) {
  await expect(map).toHaveAttribute("data-map-status", "ready", { timeout: MAP_READY_TIMEOUT });
  await expect(map).toHaveAttribute("data-map-engine", "maplibre"); // no token here
  // Labels are placed in the frames after the first draw.
  await map.page().waitForTimeout(1_000);
}

async function searchAndPick(page: Page, label: string, text: string, option: RegExp) {
  const box = page.getByRole("combobox", { name: label });
  await box.fill(text);
  await page.getByRole("listbox").getByRole("option", { name: option }).first().click();
}

test.describe("maps without a Mapbox token", () => {
  test.use({ serviceWorkers: "block" });

  test("the picker names districts and main streets at zoom 13, and the card names the place at zoom 18", async ({
    page,
    request,
  }) => {
    const errors = consoleErrors(page);
    const customer = await newCustomer(request);
    await openWith(page, loggedIn(customer), "/addAddress");
    const picker = page.getByRole("region", { name: en(() => addressStrings.mapLabel) });
    await mapReady(picker);
    await searchAndPick(
      page,
      en(() => addressStrings.searchLabel),
      "sarayat",
      /^Sarayat El Maadi/,
    );
    await expect(picker).toHaveAttribute("data-map-center", "29.962700,31.251200");
    await page.waitForTimeout(1_000);
    expect(await textPixels(picker)).toBeGreaterThan(SOME_TEXT);
    await picker.screenshot({ path: `${SHOTS}/picker-zoom-13.png` });
    await page.screenshot({ path: `${SHOTS}/picker-page.png` });

    await page.getByRole("button", { name: "Confirm location" }).click();
    await expect(page).toHaveURL(/\/address$/);
    const card = page.getByRole("region", { name: en(() => addressStrings.mapCardLabel) });
    await mapReady(card);
    expect(await textPixels(card)).toBeGreaterThan(SOME_TEXT);
    await card.screenshot({ path: `${SHOTS}/card-zoom-18.png` });
    await page.screenshot({ path: `${SHOTS}/card-page.png` });
    expect(errors).toEqual([]);
  });

  test("a card at zoom 18 off every named street still says where it is", async ({ page, request }) => {
    const customer = await newCustomer(request);
    await openWith(page, loggedIn(customer), "/addAddress");
    const picker = page.getByRole("region", { name: en(() => addressStrings.mapLabel) });
    await mapReady(picker);
    await searchAndPick(
      page,
      en(() => addressStrings.searchLabel),
      "zamalek",
      /^Zamalek/,
    );
    // A tap beside the search's point, in a Zamalek side street the basemap does not draw.
    const box = await picker.boundingBox();
    if (!box) throw new Error("the map has no box");
    await page.mouse.click(box.x + box.width / 2 + 14, box.y + box.height / 2 + 22);
    await expect(page.locator("[data-selected-point]")).not.toHaveAttribute(
      "data-selected-point",
      "30.0609,31.2197",
    );
    await page.getByRole("button", { name: "Confirm location" }).click();
    const card = page.getByRole("region", { name: en(() => addressStrings.mapCardLabel) });
    await mapReady(card);
    expect(await textPixels(card)).toBeGreaterThan(SOME_TEXT);
    await card.screenshot({ path: `${SHOTS}/card-zoom-18-side-street.png` });
  });

  test("in Arabic: the map's names, the search and its answers are Arabic", async ({ page, request }) => {
    const errors = consoleErrors(page);
    const customer = await newCustomer(request);
    await openWith(page, { ...loggedIn(customer), language: "ar" }, "/addAddress");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const picker = page.getByRole("region", { name: ar(() => addressStrings.mapLabel) });
    await mapReady(picker);
    const searchLabel = ar(() => addressStrings.searchLabel);

    // Outside Egypt, said plainly.
    await page.getByRole("combobox", { name: searchLabel }).fill("باريس");
    await expect(
      page.getByText(ar(() => addressStrings.searchOutsideEgypt({ query: "باريس" }))),
    ).toBeVisible();

    await searchAndPick(page, searchLabel, "سرايات", /^سرايات المعادي/);
    await expect(page.locator("[data-selected-point]")).toContainText("سرايات المعادي، المعادي، القاهرة");
    await page.waitForTimeout(1_000);
    expect(await textPixels(picker)).toBeGreaterThan(SOME_TEXT);
    await picker.screenshot({ path: `${SHOTS}/picker-zoom-13-arabic.png` });

    await page.getByRole("button", { name: ar(() => addressStrings.confirmLocation) }).click();
    await expect(page).toHaveURL(/\/address$/);
    const card = page.getByRole("region", { name: ar(() => addressStrings.mapCardLabel) });
    await mapReady(card);
    expect(await textPixels(card)).toBeGreaterThan(SOME_TEXT);
    await expect(page.getByLabel(ar(() => addressStrings.fields.location))).toHaveValue(
      "سرايات المعادي، المعادي، القاهرة",
    );
    await page.screenshot({ path: `${SHOTS}/card-page-arabic.png` });
    expect(errors).toEqual([]);
  });

  test("the search knows Greater Cairo's districts and main streets, and says a place abroad is outside Egypt", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    await openWith(page, loggedIn(customer), "/addAddress");
    const label = en(() => addressStrings.searchLabel);
    const box = page.getByRole("combobox", { name: label });
    const options = page.getByRole("listbox", { name: "Places found" }).getByRole("option");

    for (const [text, first] of [
      ["heliopolis", "Heliopolis"],
      ["nasr city", "Nasr City"],
      ["fifth settlement", "Fifth Settlement"],
      ["mohandessin", "Mohandessin"],
      ["dokki", "Dokki"],
      ["garden city", "Garden City"],
      ["downtown", "Downtown"],
      ["brazil", "Brazil Street"],
      ["gameat el dowal", "Gameat El Dowal El Arabeya Street"],
      ["90th", "90th Street"],
      ["التجمع", "Fifth Settlement"],
    ] as const) {
      await box.fill(text);
      await expect(options.first(), text).toContainText(first);
    }

    await box.fill("Paris France");
    const outside = en(() => addressStrings.searchOutsideEgypt({ query: "Paris France" }));
    await expect(page.getByRole("status").filter({ hasText: outside })).toBeVisible();
    await expect(options).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/search-outside-egypt.png` });

    // Nothing in Cairo by that name, and nowhere abroad either.
    await box.fill("zzqx");
    await expect(page.getByText(en(() => addressStrings.noResults))).toBeVisible();
  });

  test("the store map at zoom 10 names the city's districts", async ({ page }) => {
    const errors = consoleErrors(page);
    await openWith(page, pickupAt(4, "Maadi Road 9"), "/outlet");
    const map = page.getByRole("region", { name: en(() => addressStrings.outletMapLabel) });
    await mapReady(map);
    expect(await textPixels(map)).toBeGreaterThan(SOME_TEXT);
    await map.screenshot({ path: `${SHOTS}/outlet-map-zoom-10.png` });
    expect(errors).toEqual([]);
  });
});
