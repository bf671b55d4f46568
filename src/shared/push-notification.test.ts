import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FALLBACK_MESSAGES, NOTIFICATION_ICON, notificationFor, pageToOpen } from "./push-notification.ts";

const ORIGIN = "https://shop.example.com";
const ready = {
  title: "Your order is ready",
  body: "Show number 12 at the counter.",
  url: "/order-summary?order_id=SC-1042",
  tag: "order-SC-1042",
};

describe("notificationFor", () => {
  it("shows the pushed message, one notification per order (its tag)", () => {
    expect(notificationFor(JSON.stringify(ready))).toEqual({
      title: "Your order is ready",
      options: {
        body: "Show number 12 at the counter.",
        tag: "order-SC-1042",
        icon: NOTIFICATION_ICON,
        data: { url: "/order-summary?order_id=SC-1042" },
      },
    });
  });

  it("still shows something useful for a push it cannot read (every push must show one)", () => {
    for (const text of [null, "", "not json", "{}", JSON.stringify({ ...ready, title: 7 })]) {
      const { title, options } = notificationFor(text);
      expect(title).toBe("Your order has news");
      expect(options.data).toEqual({ url: "/order-history" });
    }
    expect(notificationFor("not json", "ar").title).toBe(FALLBACK_MESSAGES.ar.title);
  });

  it("uses an icon the manifest lists", () => {
    const manifest = JSON.parse(readFileSync("manifest.webmanifest", "utf8")) as { icons: { src: string }[] };
    expect(manifest.icons.map((icon) => icon.src)).toContain(NOTIFICATION_ICON);
  });
});

describe("pageToOpen", () => {
  it("opens the notification's page on this site", () => {
    expect(pageToOpen({ url: "/order-summary?order_id=SC-1" }, ORIGIN)).toBe(
      `${ORIGIN}/order-summary?order_id=SC-1`,
    );
  });

  it("never another site, nor nothing: the order history then", () => {
    for (const data of [
      { url: "https://evil.example.com/x" },
      { url: "//evil.example.com" },
      null,
      {},
      { url: 3 },
    ]) {
      expect(pageToOpen(data, ORIGIN)).toBe(`${ORIGIN}/order-history`);
    }
  });
});
