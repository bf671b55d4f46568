// `npm run fakes`: the local fakes of Twilio, Paymob and Simphony on fixed ports, to try
// production mode on this machine (README, "Going live"). Writes the settings that point the
// storefront at them to a file, and echoes every text message the storefront sends (the codes).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { startLocalProviders } from "./local-providers.ts";

const storefrontUrl = process.env.PUBLIC_URL ?? "http://localhost:8080";
const providers = await startLocalProviders({
  storefrontUrl,
  ports: { twilio: 9301, paymob: 9302, simphony: 9303 },
});
const envFile = path.join(providers.folder, "production.env");
writeFileSync(
  envFile,
  `${Object.entries(providers.settings)
    .map(([name, value]) => `${name}=${value}`)
    .join("\n")}\n`,
);

const { twilio, paymob, simphony } = providers;
console.log(`Fakes up: Twilio ${twilio.url}, Paymob ${paymob.url}, Simphony ${simphony.url}.`);
console.log(`Production settings for a storefront at ${storefrontUrl}, pointing at these fakes: ${envFile}`);
console.log(`In another terminal: env $(cat ${envFile} | xargs) npm start`);
console.log("The text messages the storefront sends appear below.\n");

let shown = 0;
setInterval(() => {
  for (const message of twilio.messages.slice(shown)) console.log(`SMS to ${message.to}: ${message.body}`);
  shown = twilio.messages.length;
}, 500);

const stop = async () => {
  await providers.close();
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
