// Phone login with a one-time code, registration, the profile and its guard (spec
// sections 2, 4, 5 and 8). The code is read from the demo SMS outbox, as a person would read
// their phone. Texts are the spec's, asserted literally.
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { api, loggedIn, newCustomer, newPhone, openWith, serverNow, test } from "./support.ts";

/** +20 101 234 5678, as the OTP screen shows 01012345678. */
const shown = (local: string) => `+20 ${local.slice(1, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;

async function registerViaApi(request: APIRequestContext, phone: string, name = "Mona Said") {
  const answer = await request.post("/api/register", { headers: api, data: { name, phoneNumber: phone } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { user_data: { id: string; phone: string } }).user_data;
}

async function smsCode(request: APIRequestContext, phone: string): Promise<string> {
  const answer = await request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`, {
    headers: api,
  });
  expect(answer.status()).toBe(200);
  const code = ((await answer.json()) as { data: { code: string | null } }).data.code;
  expect(code).toMatch(/^\d{4}$/);
  return code as string;
}

const phoneField = (page: Page) => page.getByRole("textbox", { name: "Phone number" });
const box = (page: Page, n: number) => page.getByRole("textbox", { name: `Digit ${n} of 4` });
const signIn = (page: Page) => page.getByRole("button", { name: "Sign in" });

async function typeCode(page: Page, code: string) {
  await box(page, 1).click();
  await page.keyboard.type(code);
}

async function requestCode(page: Page, phone: string) {
  await phoneField(page).fill(phone);
  await signIn(page).click();
  await expect(page).toHaveURL(/\/otp(\?|$)/);
  await expect(page.getByText(`An OTP has been sent to ${shown(phone)}`)).toBeVisible();
}

async function storage(page: Page, key: string) {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

async function borderColor(locator: Locator) {
  return locator.evaluate((element) => getComputedStyle(element).borderTopColor);
}
const DANGER = "rgb(163, 38, 27)"; // --color-danger

test.describe("login", () => {
  test("the screen: title, prompt, +20 phone field capped at 15 digits, Sign in, Home", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Enter your phone number" })).toBeVisible();
    const field = phoneField(page);
    await expect(field).toHaveAttribute("name", "phoneNumber");
    await expect(field).toHaveAttribute("type", "tel");
    await expect(field).toHaveAttribute("maxlength", "15");
    await expect(page.getByText("+20", { exact: true })).toBeVisible();
    await expect(page.getByRole("combobox")).toHaveCount(0); // no country dropdown

    // Digits only, at most 15; a pasted +20 number keeps its national part.
    await field.pressSequentially("01a0-1 2");
    await expect(field).toHaveValue("01012");
    await field.fill("");
    await field.pressSequentially("12345678901234567890");
    await expect(field).toHaveValue("123456789012345");
    await field.fill("");
    await field.evaluate((element) => {
      const data = new DataTransfer();
      data.setData("text/plain", "+20 101 234 5678");
      element.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect(field).toHaveValue("1012345678");

    await expect(signIn(page)).toBeEnabled();
    await expect(page.getByRole("main").getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/register");
  });

  test("an unknown phone: the server's message under the field and a red border", async ({ page }) => {
    await page.goto("/login");
    await phoneField(page).fill(newPhone());
    await signIn(page).click();
    await expect(page.getByText("No account uses this phone number. Please register first.")).toBeVisible();
    await expect(phoneField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(phoneField(page)).toBeFocused();
    const group = phoneField(page).locator("xpath=..");
    await expect.poll(() => borderColor(group)).toBe(DANGER); // after the colour transition
    await expect(page).toHaveURL(/\/login$/);
    // Editing the number clears the server's complaint.
    await phoneField(page).press("Backspace");
    await expect(page.getByText("No account uses this phone number. Please register first.")).toHaveCount(0);
  });

  test("an invalid phone is flagged live after a pause, without calling the server", async ({ page }) => {
    let calls = 0;
    await page.route("**/api/login", (route) => {
      calls++;
      return route.continue();
    });
    await page.goto("/login");
    await phoneField(page).fill("123");
    await expect(page.getByText("Please enter a valid Egyptian mobile number.")).toBeVisible();
    await phoneField(page).fill("");
    await signIn(page).click();
    await expect(page.getByText("The phone number is required.")).toBeVisible();
    await expect(phoneField(page)).toHaveAttribute("aria-invalid", "true");
    expect(calls).toBe(0);
  });

  test("Sign in is disabled while submitting; a failed request says so", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/login", async (route) => {
      await held;
      await route.abort("internetdisconnected");
    });
    await page.goto("/login");
    await phoneField(page).fill("01012345678");
    await signIn(page).click();
    await expect(signIn(page)).toBeDisabled();
    release();
    await expect(page.getByRole("alert")).toHaveText(
      "No connection to the server. Check your connection and try again.",
    );
    await expect(signIn(page)).toBeEnabled();
  });

  test("a visitor with a token is sent to /", async ({ page, request }) => {
    // A token the server accepts: a refused one would log the visitor out again on the landing.
    const { token } = await newCustomer(request);
    await page.goto("/privacy-policy");
    await page.evaluate((stored) => localStorage.setItem("token", stored), token);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);
  });

  test("without a token, the selected address is forgotten on arrival", async ({ page }) => {
    await page.goto("/privacy-policy");
    await page.evaluate(() => {
      localStorage.setItem(
        "selected_address_details",
        JSON.stringify({ id: 3, label: "Home", address: "Maadi", closest_outlet_id: 4, lat: 30, lng: 31 }),
      );
      localStorage.setItem("select_address_id", "3");
      localStorage.setItem("cartItems", "[]");
    });
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Enter your phone number" })).toBeVisible();
    expect(await storage(page, "selected_address_details")).toBeNull();
    expect(await storage(page, "select_address_id")).toBeNull();
    expect(await storage(page, "cartItems")).toBe("[]");
  });
});

test.describe("registration and the full login", () => {
  test("a new phone registers, reads the code from the SMS and is logged in; Logout revokes the token", async ({
    page,
    request,
  }) => {
    const phone = newPhone();
    await page.goto("/login");
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole("heading", { level: 1, name: "Register" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Login", exact: true })).toHaveAttribute("href", "/login");

    await page.getByRole("textbox", { name: "Name" }).fill("Mona Said");
    await phoneField(page).fill(phone);
    await page.getByRole("button", { name: "Register" }).click();

    await expect(page).toHaveURL(/\/otp$/);
    await expect(page.getByRole("heading", { level: 1, name: "Verify your phone number" })).toBeVisible();
    await expect(page.getByText(`An OTP has been sent to ${shown(phone)}`)).toBeVisible();
    // Before the code: only the challenge (an opaque id and the phone), apart from user_data.
    const challenge = JSON.parse((await storage(page, "otp_challenge")) ?? "null");
    expect(challenge).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      phone: `+20${phone.slice(1)}`,
    });
    expect(await storage(page, "user_data")).toBeNull();
    expect(await storage(page, "token")).toBeNull();

    await typeCode(page, await smsCode(request, phone));
    await signIn(page).click();

    await expect(page).toHaveURL(/\/$/);
    const token = await storage(page, "token");
    expect(token).toBeTruthy();

    // Header: Logout now; it revokes the token on the server too.
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storage(page, "token")).toBeNull();
    const afterLogout = await request.post("/api/update_user", {
      headers: { ...api, Authorization: `Bearer ${token}` },
      data: { first_name: "Mona", last_name: "Said", email: "mona@example.com", phone_number: phone },
    });
    expect(afterLogout.status()).toBe(401);
  });

  test("an existing phone logs in", async ({ page, request }) => {
    const phone = newPhone();
    await registerViaApi(request, phone, "Karim");
    await page.goto("/login");
    await requestCode(page, phone);
    await typeCode(page, await smsCode(request, phone));
    await signIn(page).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await storage(page, "token")).toBeTruthy();
    expect(JSON.parse((await storage(page, "user_data")) ?? "null")).toMatchObject({ username: "Karim" });
  });

  test("a duplicate registration: 'Phone Number already exists!', then back to /", async ({
    page,
    request,
  }) => {
    const phone = newPhone();
    await registerViaApi(request, phone);
    await page.goto("/register");
    await page.getByRole("textbox", { name: "Name" }).fill("Someone Else");
    await phoneField(page).fill(phone);
    await page.getByRole("button", { name: "Register" }).click();

    const dialog = page.getByRole("dialog", { name: "Error" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Phone Number already exists!", { exact: true })).toBeVisible();
    // Logging in with that number is offered first; OK goes back to /.
    await expect(dialog.getByRole("button", { name: "Login", exact: true })).toBeFocused();
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await storage(page, "user_data")).toBeNull();
  });

  test("registration checks the name and the phone before calling the server", async ({ page }) => {
    await page.goto("/register");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText("The name field is required.")).toBeVisible();
    await expect(page.getByText("The phone number is required.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name" })).toBeFocused();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe("OTP screen", () => {
  async function toOtp(page: Page) {
    const phone = newPhone();
    await page.goto("/register");
    await page.getByRole("textbox", { name: "Name" }).fill("Nour");
    await phoneField(page).fill(phone);
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/otp$/);
    // The screen (and its countdown) is there, not only the URL.
    await expect(page.getByText(`An OTP has been sent to ${shown(phone)}`)).toBeVisible();
    return phone;
  }

  test("four one-digit boxes: focus moves, Backspace goes back, paste fills, rules show", async ({
    page,
  }) => {
    await toOtp(page);
    for (let n = 1; n <= 4; n++) {
      await expect(box(page, n)).toHaveAttribute("maxlength", "1");
      await expect(box(page, n)).toHaveAttribute("autocomplete", "one-time-code");
      await expect(box(page, n)).toHaveAttribute("inputmode", "numeric");
    }
    await expect(box(page, 1)).toBeFocused();

    // Empty boxes: required.
    await signIn(page).click();
    await expect(page.getByText("This field is required", { exact: true })).toBeVisible();
    for (let n = 1; n <= 4; n++) await expect(box(page, n)).toHaveAttribute("aria-invalid", "true");
    await expect.poll(() => borderColor(box(page, 2))).toBe(DANGER); // after the colour transition

    // A digit moves forward; Backspace in an empty box moves back.
    await box(page, 1).click();
    await page.keyboard.type("1");
    await expect(box(page, 2)).toBeFocused();
    await page.keyboard.type("2");
    await expect(box(page, 3)).toBeFocused();
    await page.keyboard.press("Backspace");
    await expect(box(page, 2)).toBeFocused();
    await page.keyboard.press("Backspace");
    await expect(box(page, 2)).toHaveValue("");
    await page.keyboard.press("Backspace");
    await expect(box(page, 1)).toBeFocused();
    await expect(box(page, 1)).toHaveValue("1");
    // Typing the digit a box already holds still moves on (a retyped code after a wrong one).
    await page.keyboard.type("1");
    await expect(box(page, 2)).toBeFocused();
    await expect(box(page, 1)).toHaveValue("1");

    // Not a digit: flagged at once, focus stays.
    await box(page, 2).click();
    await page.keyboard.type("a");
    await expect(page.getByText("Only one digit is allowed", { exact: true })).toBeVisible();
    await expect(box(page, 2)).toHaveAttribute("aria-invalid", "true");
    await expect(box(page, 2)).toBeFocused();

    // Pasting a 4-digit code fills every box.
    await box(page, 3).evaluate((element) => {
      const data = new DataTransfer();
      data.setData("text/plain", "9876");
      element.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect(box(page, 1)).toHaveValue("9");
    await expect(box(page, 2)).toHaveValue("8");
    await expect(box(page, 3)).toHaveValue("7");
    await expect(box(page, 4)).toHaveValue("6");
    await expect(box(page, 4)).toBeFocused();
    await expect(page.getByText("Only one digit is allowed", { exact: true })).toHaveCount(0);
    await expect(page.getByText("This field is required", { exact: true })).toHaveCount(0);
  });

  test("a wrong code: the server's message in red under the boxes; no answer: the spec's message", async ({
    page,
    request,
  }) => {
    const phone = await toOtp(page);
    const right = await smsCode(request, phone);
    // Wrong only in its last digit: typing the right code afterwards retypes three same digits.
    const wrong = `${right.slice(0, 3)}${(Number(right[3]) + 1) % 10}`;
    await typeCode(page, wrong);
    await signIn(page).click();
    const message = page.getByText("The code you entered is incorrect or has expired.", { exact: true });
    await expect(message).toBeVisible();
    expect(await message.evaluate((element) => getComputedStyle(element).color)).toBe(DANGER);
    await expect(page).toHaveURL(/\/otp$/);
    expect(await storage(page, "token")).toBeNull();

    await page.route("**/api/verify_otp", (route) => route.abort("internetdisconnected"));
    await typeCode(page, right);
    await signIn(page).click();
    await expect(page.getByText("An error occurred. Please try again.", { exact: true })).toBeVisible();
    await page.unroute("**/api/verify_otp");

    await signIn(page).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await storage(page, "token")).toBeTruthy();
  });

  test("the countdown: 60 s ticking, then Resend; a resend restarts it and the new code signs in", async ({
    page,
    request,
  }) => {
    await page.clock.install({ time: serverNow() });
    const phone = await toOtp(page);
    const countdown = page.getByText(/^Resend OTP in \d:\d\d$/);
    await expect(countdown).toHaveText(/Resend OTP in (1:00|0:59)/);
    await expect(signIn(page)).toBeEnabled();
    await page.clock.fastForward(30_000);
    await expect(countdown).toHaveText(/Resend OTP in 0:(30|29)/);
    await expect(page.getByRole("button", { name: "Resend OTP" })).toHaveCount(0);

    await page.clock.fastForward(30_000);
    await expect(page.getByRole("button", { name: "Resend OTP" })).toBeVisible();
    await expect(countdown).toHaveCount(0);
    await expect(signIn(page)).toBeDisabled();

    const firstCode = await smsCode(request, phone);
    await page.getByRole("button", { name: "Resend OTP" }).click();
    const dialog = page.getByRole("dialog", { name: "Success" });
    await expect(dialog.getByText("OTP send sucessfully.", { exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(dialog).toBeHidden();
    await expect(countdown).toHaveText(/Resend OTP in (1:00|0:59)/);
    await expect(signIn(page)).toBeEnabled();

    let newCode = await smsCode(request, phone);
    for (let tries = 0; newCode === firstCode && tries < 5; tries++) newCode = await smsCode(request, phone);
    await typeCode(page, newCode);
    await signIn(page).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await storage(page, "token")).toBeTruthy();
  });

  test("a failed resend: alert 'something went wrong', then the 'Error' dialog", async ({ page }) => {
    await page.clock.install({ time: serverNow() });
    await toOtp(page);
    await page.clock.fastForward(60_000);
    // The server refuses a second code within its minute; stand in for it so the test does not
    // depend on where its fixed rate-limit window starts.
    await page.route("**/api/resend_otp", (route) =>
      route.fulfill({
        status: 429,
        headers: { "retry-after": "42" },
        contentType: "application/json",
        body: JSON.stringify({
          status: 429,
          message: "Please wait a minute before asking for another code.",
        }),
      }),
    );
    const alerts: string[] = [];
    page.once("dialog", (alert) => {
      alerts.push(alert.message());
      void alert.accept();
    });
    await page.getByRole("button", { name: "Resend OTP" }).click();
    const dialog = page.getByRole("dialog", { name: "Error" });
    await expect(dialog.getByText("Something went wrong.", { exact: true })).toBeVisible();
    await expect(
      dialog.getByText("Too many attempts. Try again in 42 seconds.", { exact: true }),
    ).toBeVisible();
    expect(alerts).toEqual(["something went wrong"]);
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(dialog).toBeHidden();
    await expect(signIn(page)).toBeDisabled();
    await expect(page.getByRole("button", { name: "Resend OTP" })).toBeVisible();
  });

  test("after a page reload the countdown is 0", async ({ page }) => {
    await toOtp(page);
    await expect(page.getByText(/^Resend OTP in \d:\d\d$/)).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "Resend OTP" })).toBeVisible();
    await expect(signIn(page)).toBeDisabled();
  });

  test("without a stored challenge, /otp goes to /login", async ({ page }) => {
    await page.goto("/otp");
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("redirect back after login", () => {
  test("to a path of this site only, e.g. /cart", async ({ page, request }) => {
    const phone = newPhone();
    await registerViaApi(request, phone);

    // Not a path of this site: dropped.
    await page.goto("/login?redirect=//evil.example/cart");
    await requestCode(page, phone);
    await expect(page).toHaveURL(/\/otp$/);

    await page.goto("/login?redirect=/cart");
    await requestCode(page, phone);
    await expect(page).toHaveURL(/\/otp\?redirect=(%2F|\/)cart$/);
    await typeCode(page, await smsCode(request, phone));
    await signIn(page).click();
    await expect(page).toHaveURL(/\/cart$/);
  });
});

test.describe("profile", () => {
  test("needs a login, says so, and comes back; the form updates the stored user data", async ({
    page,
    request,
  }) => {
    const phone = newPhone();
    const other = newPhone();
    await registerViaApi(request, phone, "Laila");
    await registerViaApi(request, other, "Omar");

    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)profile$/);
    await expect(page.getByText("You must be logged in to access this page", { exact: true })).toBeVisible();
    await requestCode(page, phone);
    await typeCode(page, await smsCode(request, phone));
    await signIn(page).click();
    await expect(page).toHaveURL(/\/profile$/);

    // Side panel and the prefilled form (username -> First Name, phone in the local format).
    const panel = page.getByRole("navigation", { name: "Account" });
    await expect(panel.getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
    await expect(panel.getByRole("link", { name: "Past Orders" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "First Name" })).toHaveValue("Laila");
    await expect(page.getByRole("textbox", { name: "Last Name" })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Phone Number" })).toHaveValue(phone);

    // The shared schema checks the fields before the call (the last name and email are optional).
    await page.getByRole("textbox", { name: "First Name" }).fill("");
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText("The first name field is required.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "First Name" })).toBeFocused();

    await page.getByRole("textbox", { name: "First Name" }).fill("Laila");
    await page.getByRole("textbox", { name: "Last Name" }).fill("Hassan");
    await page.getByRole("textbox", { name: "Email" }).fill("laila@example.com");
    await page.getByRole("button", { name: "Update" }).click();
    const success = page.getByRole("dialog", { name: "Success" });
    await expect(success.getByText("Profile updated successfully.", { exact: true })).toBeVisible();
    await success.getByRole("button", { name: "OK" }).click();
    expect(JSON.parse((await storage(page, "user_data")) ?? "null")).toMatchObject({
      username: "Laila",
      last_name: "Hassan",
      email: "laila@example.com",
    });

    // Another customer's phone: the server's msg under 'Error', and the field flagged.
    await page.getByRole("textbox", { name: "Phone Number" }).fill(other);
    await page.getByRole("button", { name: "Update" }).click();
    const failure = page.getByRole("dialog", { name: "Error" });
    await expect(failure.getByText("Phone Number already exists!", { exact: true })).toBeVisible();
    await failure.getByRole("button", { name: "OK" }).click();
    await expect(page.getByRole("textbox", { name: "Phone Number" })).toHaveAttribute("aria-invalid", "true");
    expect(JSON.parse((await storage(page, "user_data")) ?? "null")).toMatchObject({
      phone: `+20${phone.slice(1)}`,
    });

    await panel.getByRole("link", { name: "Past Orders" }).click();
    await expect(page).toHaveURL(/\/profile\?tab=orders$/);
    await expect(page.getByRole("heading", { name: "Past Orders", exact: true })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Past Orders" })).toHaveAttribute("aria-current", "page");
  });

  test("a new phone number is saved only with the code texted to it; other devices can be signed out", async ({
    page,
    request,
  }) => {
    const phone = newPhone();
    const newNumber = newPhone();
    await registerViaApi(request, phone, "Hana");
    await page.goto("/login?redirect=/profile");
    await requestCode(page, phone);
    await typeCode(page, await smsCode(request, phone));
    await signIn(page).click();
    await expect(page).toHaveURL(/\/profile$/);

    await page.getByRole("textbox", { name: "Last Name" }).fill("Adel");
    await page.getByRole("textbox", { name: "Email" }).fill("hana@example.com");
    await page.getByRole("textbox", { name: "Phone Number" }).fill(newNumber);
    await page.getByRole("button", { name: "Update" }).click();
    const sent = page.getByRole("dialog", { name: "Success" });
    await expect(
      sent.getByText(
        "Profile updated. We have sent a code to your new phone number: enter it to confirm the change.",
        {
          exact: true,
        },
      ),
    ).toBeVisible();
    await sent.getByRole("button", { name: "OK" }).click();
    expect(JSON.parse((await storage(page, "user_data")) ?? "null")).toMatchObject({
      last_name: "Adel",
      phone: `+20${phone.slice(1)}`,
    });

    const code = page.getByRole("region", { name: "Confirm your new phone number" });
    await expect(code.getByText(`We have sent a 4-digit code to ${newNumber}`)).toBeVisible();
    await code.getByRole("button", { name: "Confirm number" }).click();
    await expect(code.getByText("This field is required").first()).toBeVisible();
    const right = await smsCode(request, newNumber);
    await code.getByRole("textbox", { name: "Digit 1 of 4" }).click();
    await page.keyboard.type(right === "0000" ? "1111" : "0000");
    await code.getByRole("button", { name: "Confirm number" }).click();
    await expect(
      code.getByText("The code you entered is incorrect or has expired.", { exact: true }),
    ).toBeVisible();
    await code.getByRole("textbox", { name: "Digit 1 of 4" }).click();
    await page.keyboard.type(right);
    await code.getByRole("button", { name: "Confirm number" }).click();
    const changed = page.getByRole("dialog", { name: "Success" });
    await expect(
      changed.getByText("Your phone number has been changed. You are signed out on every other device.", {
        exact: true,
      }),
    ).toBeVisible();
    await changed.getByRole("button", { name: "OK" }).click();
    await expect(code).toBeHidden();
    expect(JSON.parse((await storage(page, "user_data")) ?? "null")).toMatchObject({
      phone: `+20${newNumber.slice(1)}`,
    });

    await page.getByRole("button", { name: "Sign out other devices" }).click();
    const signedOut = page.getByRole("dialog", { name: "Success" });
    await expect(
      signedOut.getByText("You are signed out on every other device.", { exact: true }),
    ).toBeVisible();
    await signedOut.getByRole("button", { name: "OK" }).click();
    expect(await storage(page, "token")).toBeTruthy();
  });

  test("saved cards: listed without their numbers, removed after a second question", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    for (const [token, last4, brand] of [
      ["tok_e2e_first_card", "1111", "Visa"],
      ["tok_e2e_second_card", "2222", "Mastercard"],
    ] as const) {
      const saved = await request.post("/api/save_card", {
        headers: customer.auth,
        data: { name: "Laila Hassan", token, last4, brand, expiry: "09/31" },
      });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    await openWith(page, loggedIn(customer), "/profile");
    const cards = page.getByRole("region", { name: "Saved cards" });
    await expect(cards.getByRole("listitem")).toHaveCount(2);
    await expect(cards.getByRole("listitem").first()).toContainText("Mastercard ending in 2222");
    await expect(cards.getByRole("listitem").first()).toContainText("Expires 09/31 · Laila Hassan");
    await expect(cards).not.toContainText("tok_e2e");

    // Asked once more: Keep leaves it; Remove removes it, and the payment page offers it no more.
    const removeVisa = cards.getByRole("button", { name: "Remove Visa ending in 1111" });
    await removeVisa.click();
    const question = page.getByRole("dialog", { name: "Remove this card?" });
    await expect(question).toContainText(
      "Visa ending in 1111 will no longer be offered on the payment page.",
    );
    await question.getByRole("button", { name: "Keep" }).click();
    await expect(question).toBeHidden();
    await expect(cards.getByRole("listitem")).toHaveCount(2);
    await removeVisa.click();
    await question.getByRole("button", { name: "Remove" }).click();
    await expect(cards.getByRole("status")).toHaveText("Card removed.");
    await expect(cards.getByRole("listitem")).toHaveCount(1);
    // The removed card's button went with it: focus is on the list's heading, not lost.
    await expect(cards.getByRole("heading", { name: "Saved cards" })).toBeFocused();
    await expect(cards).not.toContainText("Visa ending in 1111");
    const listed = await request.get("/api/saved_cards", { headers: customer.auth });
    expect(((await listed.json()).data as { last4: string }[]).map((card) => card.last4)).toEqual(["2222"]);

    await cards.getByRole("button", { name: "Remove Mastercard ending in 2222" }).click();
    await question.getByRole("button", { name: "Remove" }).click();
    await expect(
      cards.getByText("You have no saved cards. You can save a card on the payment page when you pay."),
    ).toBeVisible();
  });

  test("a token the server no longer accepts: forgotten, and back to /login", async ({ page }) => {
    await page.goto("/privacy-policy");
    await page.evaluate(() => {
      localStorage.setItem("token", "revoked-token");
      localStorage.setItem(
        "user_data",
        JSON.stringify({
          id: 1,
          phone: "+201012345678",
          username: "Old",
          last_name: "Session",
          email: "o@example.com",
        }),
      );
    });
    // The profile asks for the saved cards as it opens: the server's 401 sends the visitor on.
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)profile$/);
    await expect(page.getByText("You must be logged in to access this page", { exact: true })).toBeVisible();
    expect(await storage(page, "token")).toBeNull();
    expect(await storage(page, "user_data")).toBeNull();
  });
});
