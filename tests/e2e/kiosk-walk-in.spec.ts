// A walk-in at a store's kiosk orders with a first name only: no phone and no code on a shared
// tablet. Staff set the tablet up (it gets its device token), the customer orders, gives a first
// name, pays on the card page and gets the number the counter calls; the store's board shows
// the name. Logging in stays there for whoever wants the order in their history.
import { expect, type Page } from "@playwright/test";
import { addFlatWhite, enterPin, startOrder } from "./kiosk-support.ts";
import { CARDS, openPage, payWithCard, serverNow, staffHeaders, storage, test } from "./support.ts";

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: false, deviceScaleFactor: 1 });

/** Outlet 4, whose demo board account support.ts signs in with. */
const OUTLET = { id: 4, name: "Maadi Road 9" };
const DEMO_PIN = "24680004";
const shots = "test-results/kiosk-walk-in";

async function setUpKiosk(page: Page) {
  await page.goto("/kiosk/setup");
  await page.getByRole("button", { name: `Use this tablet at ${OUTLET.name}` }).tap();
  await enterPin(page, DEMO_PIN);
  await expect(page).toHaveURL(/\/kiosk$/);
}

async function toLoginFromCart(page: Page) {
  await page.getByRole("navigation", { name: "Kiosk" }).getByRole("link", { name: "Cart, 1 item" }).tap();
  await page.getByRole("radio", { name: "Credit Card" }).check();
  await page.getByRole("button", { name: "Place order" }).tap();
  await page.getByRole("dialog", { name: "Not logged in" }).getByRole("button", { name: "OK" }).tap();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
}

test.describe("a walk-in at a store's kiosk", () => {
  test("orders with a first name, pays, gets a pickup number, and the board calls them by name", async ({
    page,
    request,
  }) => {
    await setUpKiosk(page);
    const config = JSON.parse((await storage(page, "kiosk_config")) ?? "{}");
    expect(config.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await startOrder(page);
    await addFlatWhite(page);
    await toLoginFromCart(page);

    const walkIn = page.getByRole("region", { name: "In a hurry?" });
    await expect(walkIn).toBeVisible();
    await page.screenshot({ path: `${shots}/1-login-or-first-name.png` });
    // The name is asked for before anything is sent.
    await walkIn.getByRole("button", { name: "Continue with my first name" }).tap();
    await expect(walkIn.getByRole("textbox", { name: "First name" })).toBeFocused();
    await expect(walkIn).toContainText("The first name field is required.");
    await walkIn.getByRole("textbox", { name: "First name" }).fill("Mona");
    await walkIn.getByRole("button", { name: "Continue with my first name" }).tap();

    await expect(page).toHaveURL(/\/cart$/);
    expect(JSON.parse((await storage(page, "user_data")) ?? "{}")).toMatchObject({
      username: "Mona",
      phone: "",
    });
    await page.getByRole("radio", { name: "Credit Card" }).check();
    await page.getByRole("button", { name: "Place order" }).tap();
    await payWithCard(page, CARDS.approve);

    await expect(page).toHaveURL(/\/payment-success-instore\?order_id=/);
    const orderId = new URL(page.url()).searchParams.get("order_id") ?? "";
    await expect(page.getByText(/Your number/i).first()).toBeVisible();
    await page.screenshot({ path: `${shots}/2-paid-with-number.png` });
    // Nothing of the walk-in stays on the tablet; its device token does.
    await expect.poll(() => storage(page, "token")).toBeNull();
    expect(JSON.parse((await storage(page, "kiosk_config")) ?? "{}").deviceToken).toBe(config.deviceToken);

    // The store's board shows the first name with the order.
    const board = await request.get("/api/store/orders", { headers: await staffHeaders(request) });
    const order = (await board.json()).data.orders.find(
      (candidate: { id: string }) => candidate.id === orderId,
    );
    expect(order).toMatchObject({ customer_first_name: "Mona", order_status: "paid" });
  });

  test("a tablet set up before walk-ins offers login only, until staff set it up again", async ({ page }) => {
    await page.goto("/favicon.svg");
    await page.evaluate(
      (config) => localStorage.setItem("kiosk_config", config),
      JSON.stringify({
        outletId: OUTLET.id,
        outletName: OUTLET.name,
        boundAt: new Date(serverNow()).toISOString(),
      }),
    );
    await page.goto("/kiosk");
    await startOrder(page);
    await addFlatWhite(page);
    await toLoginFromCart(page);
    await expect(page.getByRole("textbox", { name: "Phone number" })).toBeVisible();
    await expect(page.getByRole("region", { name: "In a hurry?" })).toHaveCount(0);
  });

  test("is not offered off a kiosk", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("textbox", { name: "Phone number" })).toBeVisible();
    await expect(page.getByRole("region", { name: "In a hurry?" })).toHaveCount(0);
  });

  test("in Arabic: a missing name at the field, a tablet whose token no longer works told to ask staff", async ({
    page,
  }) => {
    await setUpKiosk(page);
    await startOrder(page);
    // The customer's language (the attract screen starts each customer in the tablet's own), and
    // a device token the server does not know (staff set another tablet up in its place).
    await page.evaluate(() => {
      localStorage.setItem("language", "ar");
      const config = JSON.parse(localStorage.getItem("kiosk_config") ?? "{}");
      localStorage.setItem("kiosk_config", JSON.stringify({ ...config, deviceToken: "A".repeat(43) }));
    });
    // The app running, not only its first paint: a tap before then would reach no handler.
    await openPage(page, "/login?redirect=%2Fcart");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const walkIn = page.getByRole("region", { name: "مستعجل؟" });
    const name = walkIn.getByRole("textbox", { name: "الاسم الأول" });
    const submit = walkIn.getByRole("button", { name: "المتابعة باسمي الأول" });
    await name.fill("   ");
    await submit.tap();
    await expect(name).toHaveAccessibleDescription("حقل الاسم الأول مطلوب.");
    await name.fill("منى");
    await submit.tap();
    await expect(walkIn).toContainText("الطلب بالاسم فقط متوقف على هذا الجهاز: يُرجى سؤال أحد الموظفين.");
    await page.screenshot({ path: `${shots}/3-arabic.png` });
    expect(await storage(page, "token")).toBeNull();
  });
});
