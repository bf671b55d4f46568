// The local fakes of Twilio, Paymob and Simphony together, and the production settings that
// point the storefront at them: `npm run fakes` (production mode tried by hand) and the
// reliability test of production mode use them. The Simphony maps cover the demo catalogue.
import { createECDH, randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { demoMenu, demoOutlets } from "#server/db/seed/demo-data.ts";
import { publicConfigDefaults } from "#shared/config/public-config.ts";
import { startPaymobFake } from "./paymob-fake.ts";
import { startSimphonyFake } from "./simphony-fake.ts";
import { startTwilioFake } from "./twilio-fake.ts";

// Simphony's numbers for our ids, in ranges of their own.
const itemNumber = (id: number) => 100_000 + id;
const condimentNumber = (id: number) => 500_000 + id;
const DELIVERY_ITEM = 999;

const TWILIO = {
  accountSid: `AC${"1f".repeat(16)}`,
  authToken: "local-twilio-token",
  service: `MG${"2e".repeat(16)}`,
};
const PAYMOB = {
  secretKey: "egy_sk_test_local",
  publicKey: "egy_pk_test_local",
  apiKey: "local-paymob-api-key",
  hmacSecret: "local-paymob-hmac-secret",
  integrationIds: [4_097_558],
};
const SIMPHONY = {
  clientId: "local-client",
  username: "storefront",
  password: "local-simphony-password",
  org: "local",
};

export async function startLocalProviders(options: {
  /** Where the storefront runs (Paymob sends its callbacks there). */
  storefrontUrl: string;
  /** 0: any free port. */
  ports?: { twilio: number; paymob: number; simphony: number };
}) {
  const ports = options.ports ?? { twilio: 0, paymob: 0, simphony: 0 };
  const menu = demoMenu(publicConfigDefaults.PUBLIC_BOX_PRODUCT);
  const places = demoOutlets.map((outlet) => ({ locRef: `store${outlet.id}`, rvcRef: 1 }));

  const twilio = await startTwilioFake({
    accountSid: TWILIO.accountSid,
    authToken: TWILIO.authToken,
    port: ports.twilio,
  });
  const paymob = await startPaymobFake(PAYMOB, ports.paymob);
  const simphony = await startSimphonyFake({
    clientId: SIMPHONY.clientId,
    username: SIMPHONY.username,
    password: SIMPHONY.password,
    orgShortName: SIMPHONY.org,
    places,
    // The demo catalogue's prices (EGP); per-outlet differences show as "Totals differ" lines.
    menuItems: {
      ...Object.fromEntries(
        menu.items.map((item) => [
          itemNumber(item.id),
          { name: item.name, price: item.price / 100, taxable: true },
        ]),
      ),
      [DELIVERY_ITEM]: { name: "Delivery", price: null, taxable: false },
    },
    condiments: Object.fromEntries(
      menu.condimentGroups.flatMap((group) =>
        group.items.map((item) => [condimentNumber(item.id), { name: item.name, price: item.price / 100 }]),
      ),
    ),
    port: ports.simphony,
  });

  const folder = mkdtempSync(path.join(tmpdir(), "storefront-fakes-"));
  const outletsFile = path.join(folder, "simphony-outlets.json");
  const menuMapFile = path.join(folder, "simphony-menu-map.json");
  writeFileSync(
    outletsFile,
    JSON.stringify(Object.fromEntries(demoOutlets.map((o, i) => [o.id, places[i]]))),
  );
  writeFileSync(
    menuMapFile,
    JSON.stringify({
      items: Object.fromEntries(menu.items.map((item) => [item.id, itemNumber(item.id)])),
      condiments: Object.fromEntries(
        menu.condimentGroups.flatMap((group) =>
          group.items.map((item) => [item.id, condimentNumber(item.id)]),
        ),
      ),
      deliveryFee: DELIVERY_ITEM,
    }),
  );

  const settings: Record<string, string> = {
    APP_MODE: "production",
    PUBLIC_URL: options.storefrontUrl,
    OTP_SECRET: randomBytes(24).toString("hex"),
    SMS_PROVIDER: "twilio",
    TWILIO_ACCOUNT_SID: TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: TWILIO.authToken,
    TWILIO_MESSAGING_SERVICE_SID: TWILIO.service,
    TWILIO_API_URL: twilio.url,
    PAYMENTS_PROVIDER: "paymob",
    PAYMOB_API_URL: paymob.url,
    PAYMOB_SECRET_KEY: PAYMOB.secretKey,
    PAYMOB_PUBLIC_KEY: PAYMOB.publicKey,
    PAYMOB_API_KEY: PAYMOB.apiKey,
    PAYMOB_HMAC_SECRET: PAYMOB.hmacSecret,
    PAYMOB_INTEGRATION_IDS: PAYMOB.integrationIds.join(","),
    POS_PROVIDER: "simphony",
    SIMPHONY_API_URL: simphony.url,
    SIMPHONY_AUTH_URL: simphony.url,
    SIMPHONY_CLIENT_ID: SIMPHONY.clientId,
    SIMPHONY_USERNAME: SIMPHONY.username,
    SIMPHONY_PASSWORD: SIMPHONY.password,
    SIMPHONY_ORG_SHORT_NAME: SIMPHONY.org,
    SIMPHONY_OUTLETS_FILE: outletsFile,
    SIMPHONY_MENU_MAP_FILE: menuMapFile,
    SIMPHONY_TENDER_ID: "31",
    SIMPHONY_EMPLOYEE_REF: "9001",
    ...vapidKeys(),
  };

  return {
    settings,
    folder,
    twilio,
    paymob,
    simphony,
    async close() {
      await Promise.all([twilio.close(), paymob.close(), simphony.close()]);
    },
  };
}
export type LocalProviders = Awaited<ReturnType<typeof startLocalProviders>>;

/** A fresh VAPID key pair (production refuses the demo's published one). */
function vapidKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  // getPrivateKey drops leading zero bytes; the key is 32 bytes on the wire.
  const privateKey = Buffer.from(ecdh.getPrivateKey().toString("hex").padStart(64, "0"), "hex");
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString("base64url"),
    VAPID_PRIVATE_KEY: privateKey.toString("base64url"),
    VAPID_SUBJECT: "mailto:push@example.com",
  };
}
