import type { AppConfig } from '../../config.ts';

/**
 * The development providers are the only providers for now, and their helper endpoints
 * (authorize pages, ecToken minting) exist outside production only. A real provider, chosen by
 * configuration, will replace them; until then production has no third-party login.
 */
export function devEndpointsEnabled(config: AppConfig): boolean {
  return config.env !== 'production';
}
