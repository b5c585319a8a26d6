import type { CurrencyCode } from '@hs/domain/currency';
import type { Parameters } from './parameters.ts';
import type { UserDetails } from './user.ts';

/**
 * What the server knows about a page request before rendering it, handed to the web
 * app's loaders (React Router load context). Guards decide from this on the server.
 */
export interface PageContext {
  /** Signed in (by session cookie): the identity, and the product account if created. */
  viewer: {
    uid: string;
    email: string;
    name: string;
    isAnonymous: boolean;
    user: UserDetails | null;
    /** An admin signed in as this person (decision 037): the banner on every page names them. */
    impersonatedBy?: { uid: string; email: string } | null;
  } | null;
  parameters: Parameters;
  oauthProviders: ('google' | 'linkedin')[];
  /** The visitor's country (proxy header, else Accept-Language region), for the currency. */
  countryCode?: string | null;
  /** Who takes payments: 'test' is demo mode (the site says so), 'off' sells nothing. */
  payments?: 'stripe' | 'test' | 'off';
  /** Where the support form's failure message sends people (SUPPORT_EMAIL). */
  supportEmail?: string;
  /** The parity multiplier the server verified from a signed hpai_parity cookie (else 1). */
  parity?: number;
  /** The currency the visitor chose (the preferedCurrency cookie), when their country may use it. */
  currency?: CurrencyCode | null;
}
