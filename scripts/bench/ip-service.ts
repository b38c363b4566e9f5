/**
 * A stand-in for the IP geolocation service (ipapi.co) on loopback, for Lighthouse runs: this
 * machine has no internet, so the real call fails with a console error that no visitor would see
 * (and that costs the page its best-practices score). Chromium is pointed at it with
 * `--host-resolver-rules` and trusts its throwaway self-signed certificate for the run only.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A running stand-in and the Chromium flags that route ipapi.co to it. */
export interface IpServiceStub {
  chromiumArgs: string[];
  close(): Promise<void>;
}

/** Starts the stand-in answering `{"country_code": country}` with CORS, as ipapi.co does. */
export async function startIpServiceStub(country = 'PE'): Promise<IpServiceStub> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'embudo-ipapi-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=ipapi.co'], { stdio: 'ignore' });
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    res.end(JSON.stringify({ country_code: country }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    chromiumArgs: [`--host-resolver-rules=MAP ipapi.co 127.0.0.1:${port}`, '--ignore-certificate-errors'],
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        rmSync(dir, { recursive: true, force: true });
      }),
  };
}
