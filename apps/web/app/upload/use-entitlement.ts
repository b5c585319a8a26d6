import { useCallback, useEffect, useRef, useState } from 'react';
import { listPackagesRoute, type Package } from '@hs/contracts/checkout';
import { entitlementsRoute } from '@hs/contracts/entitlements';
import type { PackageTerms } from '@hs/domain/packages';
import { useApiData } from '../components/buying/use-api-data.ts';
import { answerSchema, callOperation } from '../components/data-kit/operation.ts';
import { useApi } from '../hooks/use-api.ts';
import { usePageContext } from '../hooks/use-page-context.ts';
import { styleLimit } from './package-choice.ts';

export type Entitlement =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | {
      status: 'ready';
      packages: Package[];
      /** What the next generation run gets, with its package's name; null without one. */
      nextPackage: (PackageTerms & { name: string }) | null;
      /** The most styles the person may pick now. */
      maxStyles: number;
      /**
       * A TeamMember's seat (issue 17): what the next seat gives, or 'none-left'; null for
       * anyone else. A seat pays before any package of their own.
       */
      seat: PackageTerms | 'none-left' | null;
    };

/**
 * The packages on sale and what the signed-in person's next run gets (issue 12: the
 * server decides; the pages only say so), asked once `wanted`. `refresh` asks the server
 * again, e.g. after it refused a submit, and answers the fresh next package.
 */
export function useEntitlement(wanted = true) {
  const api = useApi();
  const hasAccount = Boolean(usePageContext().viewer?.user);
  const { state: packages, reload: reloadPackages } = useApiData(
    wanted ? listPackagesRoute.path : null,
    answerSchema(listPackagesRoute),
  );
  const [next, setNext] = useState<{
    loaded: boolean;
    terms: PackageTerms | null;
    seat: PackageTerms | 'none-left' | null;
  }>({ loaded: false, terms: null, seat: null });
  const run = useRef(0);

  const refresh = useCallback(async (): Promise<PackageTerms | null> => {
    const mine = ++run.current;
    let terms: PackageTerms | null = null;
    let seat: PackageTerms | 'none-left' | null = null;
    if (hasAccount) {
      try {
        const { data } = await callOperation(api, entitlementsRoute, {});
        terms = data.nextPackage;
        seat = data.seat ? (data.seat.next ?? 'none-left') : null;
      } catch {
        // Without an answer the person is treated as having no package yet: the server
        // still decides on submit, and sends them to checkout if so.
      }
    }
    if (mine === run.current) setNext({ loaded: true, terms, seat });
    return terms;
  }, [api, hasAccount]);

  useEffect(() => {
    if (!wanted) return;
    void refresh();
    return () => {
      run.current += 1;
    };
  }, [refresh, wanted]);

  let state: Entitlement;
  if (packages.status === 'failed') {
    state = { status: 'failed', message: packages.message };
  } else if (packages.status === 'loading' || !next.loaded) {
    state = { status: 'loading' };
  } else {
    const list = packages.data.data.packages;
    const terms = next.terms;
    const name = terms ? (list.find((p) => p.id === terms.packageId)?.name ?? terms.packageId) : '';
    const seatTerms = typeof next.seat === 'object' ? next.seat : null;
    state = {
      status: 'ready',
      packages: list,
      nextPackage: terms ? { ...terms, name } : null,
      // The server spends a seat before the person's own package (onboarding/submit.ts).
      maxStyles: styleLimit(seatTerms ?? terms, list),
      seat: next.seat,
    };
  }

  const reload = useCallback(() => {
    void reloadPackages();
    void refresh();
  }, [reloadPackages, refresh]);

  return { state, refresh, reload };
}
