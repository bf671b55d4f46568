// A local stand-in for a browser's push service (RFC 8030), over https like the real ones: each
// POST to a subscription's address is recorded, its VAPID signature (RFC 8292) checked, and
// answered 201 Created, or the status a test set for that address (404/410: the subscription is
// gone). `subscriber()` plays the browser: a P-256 key pair and an auth secret, and the RFC 8291
// decryption of what was pushed to it, so a test reads the very message a service worker would.
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from "node:crypto";
import { Agent, createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { LOCALHOST_TLS } from "./localhost-tls.ts";

export type PushedRequest = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** "valid", or why the VAPID authorization was refused. */
  vapid: string;
  /** The status answered. */
  status: number;
};

export async function startPushFake(options: { vapidPublicKey: string }) {
  const requests: PushedRequest[] = [];
  const statuses = new Map<string, number>();

  const server = createServer(LOCALHOST_TLS, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      const vapid = checkVapid(request.headers.authorization, origin, options.vapidPublicKey);
      const status =
        request.method !== "POST"
          ? 405
          : vapid !== "valid"
            ? 403
            : request.headers["content-encoding"] !== "aes128gcm"
              ? 415
              : (statuses.get(path) ?? 201);
      requests.push({ path, headers: request.headers, body: Buffer.concat(chunks), vapid, status });
      response.writeHead(status, status === 201 ? { location: `${origin}/messages/${requests.length}` } : {});
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `https://localhost:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** Trusts the fake's certificate (hand it to the sender). */
    agent: new Agent({ ca: LOCALHOST_TLS.cert }),
    requests,
    /** Answers every later push to this path with `status` (404/410: gone; 500: trouble). */
    answer(path: string, status: number) {
      statuses.set(path, status);
    },
    /** A browser's subscription at a fresh path of this push service. */
    subscriber(name = randomBytes(8).toString("hex")) {
      return pushSubscriber(`${origin}/push/${name}`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type PushFake = Awaited<ReturnType<typeof startPushFake>>;

/** What a browser holds for one subscription, and how it reads a message pushed to it. */
export function pushSubscriber(endpoint: string) {
  const keys: ECDH = createECDH("prime256v1");
  keys.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint,
    path: new URL(endpoint).pathname,
    /** As PushSubscription.toJSON() gives it (the body of push/subscribe). */
    subscription: {
      endpoint,
      keys: { p256dh: keys.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") },
    },
    /** The JSON message an aes128gcm body carries (throws when it does not decrypt). */
    decrypt(body: Buffer): unknown {
      return JSON.parse(decryptAes128gcm(body, keys, authSecret).toString("utf8"));
    },
  };
}

/**
 * RFC 8291 with RFC 8188's aes128gcm: the header (salt, record size, the sender's public key),
 * then one record. The key and nonce come from HKDF over the ECDH secret and the auth secret.
 */
function decryptAes128gcm(body: Buffer, keys: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = keys.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) throw new Error("bad padding");
  return padded.subarray(0, end);
}

/** `vapid t=<JWT>, k=<public key>`: an ES256 JWT for this push service's origin, signed by k. */
function checkVapid(header: string | undefined, audience: string, expectedKey: string): string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? "");
  if (!match?.[1] || !match[2]) return "no vapid authorization";
  const [token, key] = [match[1], match[2]];
  if (key !== expectedKey) return "not the application server key the subscription was made with";
  const [head, claims, signature] = token.split(".") as [string, string, string];
  const raw = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) return "bad signature";
  const { alg } = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg?: string };
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, "base64url").toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  const now = Date.now() / 1000;
  if (alg !== "ES256") return "not ES256";
  if (aud !== audience) return `audience ${aud} is not ${audience}`;
  if (!exp || exp < now || exp > now + 24 * 3600) return "expiry not within 24 hours";
  if (!sub || !/^(mailto:|https:)/.test(sub)) return "no contact";
  return "valid";
}
