import type { MetaDescriptor } from 'react-router';
import { localeFromPath } from '@hs/domain/locale';
import { getI18n } from '../../../i18n/i18n.ts';
import { pageMeta, publicUrlFrom } from '../../../seo.ts';
import { brandFromMatches } from './brand.ts';

interface MetaArgs {
  location: { pathname: string };
  matches: readonly unknown[];
}

/**
 * A content page's meta from its catalogue keys: `${key}.metaTitle` and
 * `${key}.metaDescription`, both may name {{brand}}.
 */
export function contentMeta(
  { location, matches }: MetaArgs,
  key: string,
  values: Record<string, string> = {},
): MetaDescriptor[] {
  const locale = localeFromPath(location.pathname);
  const { t } = getI18n(locale);
  const brand = brandFromMatches(matches);
  return pageMeta({
    path: location.pathname,
    locale,
    title: t(`${key}.metaTitle`, { brand, ...values }),
    description: t(`${key}.metaDescription`, { brand, ...values }),
    publicUrl: publicUrlFrom(matches),
  });
}
