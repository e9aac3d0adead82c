import type { District } from '../../core/district.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { newSecretKey, openText, sealText } from '../../lib/secret-box.ts';
import type { Services } from '../../services.ts';
import { ensureKey } from '../third/keys.ts';

/**
 * The district system (区域平台) behind the AI platform. It is not reachable from here: the
 * development provider accepts the account as given and derives a stable local user id from the
 * district and username, so a binding works offline; a later provider signs in to the district
 * system with the sealed password and syncs. Everything the AI screens show is this platform's data.
 */
export interface DistrictProvider {
  readonly name: string;
  /** Signs in to the district system; the local user id, or null when the account is refused. */
  signIn(district: District, username: string, password: string): Promise<{ localUserId: string } | null>;
}

export const devDistrictProvider: DistrictProvider = {
  name: 'dev',
  async signIn(district, username) {
    return { localUserId: `L${district.areaCode}${sha256Hex(`${district.key}:${username}`).slice(0, 10)}` };
  },
};

const SEAL_KIND = 'local-yzh:binding';

async function sealKey(services: Services, projectId: number): Promise<string> {
  const key = await ensureKey(services, projectId, SEAL_KIND, () => ({
    publicValue: null,
    secretValue: newSecretKey(),
  }));
  return key.secretValue;
}

/** The district password sealed with the project's key (AES-256-GCM); never stored in plain text. */
export async function sealPassword(services: Services, projectId: number, password: string): Promise<string> {
  return sealText(await sealKey(services, projectId), password);
}

/** For a provider that signs in to the district system; null when the seal does not open. */
export async function openPassword(
  services: Services,
  projectId: number,
  sealed: string,
): Promise<string | null> {
  return openText(await sealKey(services, projectId), sealed);
}
