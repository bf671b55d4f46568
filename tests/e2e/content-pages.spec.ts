// The content pages: first-to-know (against the real API and its 422 field errors), coming soon,
// and the returns and privacy policies.

import { expect, type Page } from "@playwright/test";
import { test } from "./support.ts";

const form = (page: Page) => ({
  firstName: page.getByRole("textbox", { name: "First name" }),
  lastName: page.getByRole("textbox", { name: "Last name" }),
  email: page.getByRole("textbox", { name: "Email" }),
  phone: page.getByRole("textbox", { name: "Phone" }),
  submit: page.getByRole("button", { name: "Keep me posted" }),
});

test.describe("first to know", () => {
  test("shows the server's field errors under each field, then a clear success", async ({ page }) => {
    await page.goto("/first-to-know");
    await expect(page.getByRole("heading", { level: 1, name: "Be the first to know" })).toBeVisible();
    const fields = form(page);
    await fields.firstName.fill("Mona");
    await fields.lastName.fill("Hassan");
    await fields.email.fill("not-an-email");
    await fields.phone.fill("123");
    const answer = page.waitForResponse("**/api/save_interested_users");
    await fields.submit.click();
    expect((await answer).status()).toBe(422);

    await expect(page.getByRole("alert")).toHaveText("Please check the highlighted fields.");
    await expect(fields.email).toHaveAttribute("aria-invalid", "true");
    await expect(fields.email).toHaveAccessibleDescription("The email must be a valid email address.");
    await expect(fields.phone).toHaveAttribute("aria-invalid", "true");
    await expect(fields.phone).toHaveAccessibleDescription(
      "An Egyptian mobile number, for example 010 1234 5678. Please enter a valid Egyptian mobile number.",
    );
    await expect(fields.firstName).not.toHaveAttribute("aria-invalid");
    await expect(fields.lastName).not.toHaveAttribute("aria-invalid");
    await expect(fields.email).toBeFocused();

    await fields.email.fill(`mona.${Date.now()}@example.com`);
    await fields.phone.fill("010 1234 5678");
    const saved = page.waitForResponse("**/api/save_interested_users");
    await fields.submit.click();
    expect((await saved).status()).toBe(200);
    const done = page.getByRole("status");
    await expect(done.getByRole("heading", { name: "You are on the list" })).toBeVisible();
    await expect(done.getByText("Thank you! You will be the first to know.")).toBeVisible();
    await expect(done.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  });

  test("an empty form gets the server's required-field errors on all four fields", async ({ page }) => {
    await page.goto("/first-to-know");
    const fields = form(page);
    await fields.submit.click();
    await expect(fields.firstName).toHaveAccessibleDescription("The first name field is required.");
    await expect(fields.lastName).toHaveAccessibleDescription("The last name field is required.");
    await expect(fields.email).toHaveAccessibleDescription("The email field is required.");
    await expect(page.locator("[data-field-error=phone]")).toHaveText("The phone number is required.");
  });
});

test("coming soon leads to the first-to-know form", async ({ page }) => {
  await page.goto("/coming-soon");
  await expect(page.getByRole("heading", { level: 1, name: "Coming Soon" })).toBeVisible();
  await page.getByRole("link", { name: "Be the first to know" }).click();
  await expect(page).toHaveURL(/\/first-to-know$/);
  await expect(page.getByRole("textbox", { name: "First name" })).toBeVisible();
});

test("the returns policy states every rule, with the customer care number", async ({ page }) => {
  await page.goto("/returns-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Returns Policy" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByText("Claims must be made on the day of purchase.", { exact: false })).toBeVisible();
  await expect(main.getByText(/in 7-10 business days\./)).toBeVisible();
  await expect(
    main.getByText("Online purchases cannot be returned in-store.", { exact: true }),
  ).toBeVisible();
  await expect(main.getByText("Packaged coffee is not returnable.", { exact: true })).toBeVisible();
  await expect(
    main.getByText("To make a claim or ask about a refund, call our customer care number +20 2 2358 7000."),
  ).toBeVisible();
  await expect(main.getByRole("link", { name: "+20 2 2358 7000" })).toHaveAttribute(
    "href",
    "tel:+20223587000",
  );
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Returns Policy" }),
  ).toHaveAttribute("aria-current", "page");
});

test("the privacy policy is dated July 7, 2025 and excludes children under 13", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByText("Last updated July 7, 2025", { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      "Our services are not directed to children under 13, and we do not knowingly collect personal information from children under 13.",
    ),
  ).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Privacy Policy" }),
  ).toHaveAttribute("aria-current", "page");
});
