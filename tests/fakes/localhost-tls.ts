// A self-signed certificate for localhost and 127.0.0.1 (valid 2000-2100), for the local fakes
// that must speak https (a push service: the web-push library only sends over https). Test
// material only: the key is public on purpose and nothing but a test trusts the certificate.
export const LOCALHOST_TLS = {
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgO0W03uJ44n7lUw2x
8XEvr1sbRrB3ACew2RkZe2U1ZdyhRANCAAThxK+CkBalpsIPs+pBeDFx98NVAFvj
inFtubuA26bd5tdHEuwJ05mGnGamRStpz5xSU2aY4w3punP3kPAkRVVy
-----END PRIVATE KEY-----`,
  cert: `-----BEGIN CERTIFICATE-----
MIIBZzCCAQ2gAwIBAgIBATAKBggqhkjOPQQDAjAUMRIwEAYDVQQDDAlsb2NhbGhv
c3QwIBcNMDAwMTAxMDAwMDAwWhgPMjEwMDAxMDEwMDAwMDBaMBQxEjAQBgNVBAMM
CWxvY2FsaG9zdDBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABOHEr4KQFqWmwg+z
6kF4MXH3w1UAW+OKcW25u4Dbpt3m10cS7AnTmYacZqZFK2nPnFJTZpjjDem6c/eQ
8CRFVXKjTjBMMBoGA1UdEQQTMBGCCWxvY2FsaG9zdIcEfwAAATAPBgNVHRMBAf8E
BTADAQH/MB0GA1UdDgQWBBTGxUjPP5cf+vCNoiA5F2EVm62RyTAKBggqhkjOPQQD
AgNIADBFAiAGbgNsglww8Y/JMA3BNNXr+9lpTncBeL5lOroIWtHlyQIhALMMpwza
IuUWGDQg5NPz0rEEI1Z/TkHecLCq4Rs+S43T
-----END CERTIFICATE-----`,
};
