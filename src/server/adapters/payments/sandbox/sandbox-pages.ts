// The sandbox provider's hosted pages: plain server-rendered HTML that looks like a card
// provider's, outside the storefront app.
import { randomBytes } from "node:crypto";
import { formatEgp } from "#shared/money/money.ts";
import { SANDBOX_CARDS } from "./sandbox-cards.ts";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

const styles = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f6;color:#1b2330}
  main{max-inline-size:440px;margin:0 auto;padding:24px 16px}
  .brand{display:flex;align-items:center;gap:8px;font-weight:700;color:#24427a;margin-block-end:16px}
  .brand span{font-size:12px;font-weight:600;color:#7a4a00;background:#ffe6b3;border-radius:999px;padding:2px 8px}
  .card{background:#fff;border-radius:14px;box-shadow:0 4px 18px rgb(20 40 80/.12);padding:20px}
  .amount{display:flex;justify-content:space-between;align-items:baseline;border-block-end:1px solid #e3e7ee;padding-block-end:12px;margin-block-end:16px}
  .amount strong{font-size:24px;font-variant-numeric:tabular-nums}
  label{display:block;font-size:14px;font-weight:600;margin-block:12px 4px}
  input{inline-size:100%;min-block-size:48px;padding:10px 12px;font:inherit;border:1.5px solid #b9c2d0;border-radius:10px}
  input:focus-visible,button:focus-visible{outline:3px solid #1f5fbf;outline-offset:2px}
  .row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
  button{inline-size:100%;min-block-size:48px;margin-block-start:18px;border:0;border-radius:10px;background:#24427a;color:#fff;font:inherit;font-weight:700;cursor:pointer}
  button.secondary{background:#fff;color:#24427a;border:1.5px solid #24427a}
  .error{color:#a3261b;font-weight:600;margin-block:12px 0}
  .help{font-size:13px;color:#4a5567;margin-block-start:16px;line-height:1.5}
  code{font-size:12px}
  h1{font-size:20px;margin:0 0 8px}
`;

export type SandboxPage = { body: string; nonce: string };

function page(title: string, body: string, script?: string): SandboxPage {
  const nonce = randomBytes(12).toString("base64");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style nonce="${nonce}">${styles}</style></head>
<body><main><div class="brand">Sandbox Pay <span>TEST MODE</span></div>${body}</main>${
    script ? `<script nonce="${nonce}">${script}</script>` : ""
  }</body></html>`;
  return { body: html, nonce };
}

const testCardsHelp = `<p class="help">Test cards (any future expiry, any 3-digit code):<br>
<code>${SANDBOX_CARDS.approve}</code> approves,<br><code>${SANDBOX_CARDS.decline}</code> is declined,<br>
<code>${SANDBOX_CARDS.challenge}</code> asks for a 3-D Secure confirmation.</p>`;

const cardFields = (values: { name?: string; expiry?: string } = {}) => `
  <label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" required maxlength="100" value="${escapeHtml(values.name ?? "")}">
  <label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required maxlength="23">
  <div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" required maxlength="7" value="${escapeHtml(values.expiry ?? "")}"></div>
  <div><label for="cvc">Security code</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4"></div></div>`;

export function checkoutPage(options: {
  action: string;
  amount: number;
  merchant: string;
  error?: string;
  name?: string;
  expiry?: string;
}) {
  return page(
    "Pay by card",
    `<form class="card" method="post" action="${escapeHtml(options.action)}">
      <div class="amount"><span>${escapeHtml(options.merchant)}</span><strong>${escapeHtml(formatEgp(options.amount))}</strong></div>
      ${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ""}
      ${cardFields(options)}
      <button type="submit">Pay ${escapeHtml(formatEgp(options.amount))}</button>
    </form>${testCardsHelp}`,
  );
}

export function challengePage(options: { action: string; amount: number }) {
  return page(
    "Confirm the payment",
    `<form class="card" method="post" action="${escapeHtml(options.action)}">
      <h1>Confirm it is you</h1>
      <p>Your bank asks you to confirm a payment of <strong>${escapeHtml(formatEgp(options.amount))}</strong>.</p>
      <button type="submit" name="decision" value="confirm">Confirm payment</button>
      <button type="submit" name="decision" value="reject" class="secondary">Cancel payment</button>
    </form>`,
  );
}

export function closedPage() {
  return page("Payment closed", `<div class="card"><p>This payment is already finished.</p></div>`);
}

/** The embeddable card form for /iframe and /addCard: it posts its result to the parent page. */
export function cardFramePage(options: { tokenizeUrl: string; parentOrigin: string }) {
  const script = `
const form = document.getElementById("card-form");
const error = document.getElementById("error");
const parentOrigin = ${JSON.stringify(options.parentOrigin)};
form.addEventListener("submit", async (event) => {
  event.preventDefault();
  error.textContent = "";
  const data = Object.fromEntries(new FormData(form));
  try {
    const response = await fetch(${JSON.stringify(options.tokenizeUrl)}, {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(data),
    });
    const answer = await response.json();
    if (!response.ok) { error.textContent = answer.message; window.parent.postMessage({ type: "error", message: answer.message }, parentOrigin); return; }
    form.reset();
    window.parent.postMessage({ type: "payment_tokenized", token: answer.token, last4: answer.last4, brand: answer.brand, expiry: answer.expiry, name: answer.name }, parentOrigin);
  } catch {
    const message = "The card could not be checked. Please try again.";
    error.textContent = message;
    window.parent.postMessage({ type: "error", message }, parentOrigin);
  }
});`;
  return page(
    "Card details",
    `<form id="card-form" class="card" novalidate>${cardFields()}<p id="error" class="error" role="alert"></p>
      <button type="submit">Save card</button></form>${testCardsHelp}`,
    script,
  );
}
