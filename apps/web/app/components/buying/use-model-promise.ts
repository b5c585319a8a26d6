import { useEffect, useState } from 'react';
import { photoCheckRoute } from '@hs/contracts/engine';
import { useApi } from '../../hooks/use-api.ts';

const checkSchema = photoCheckRoute.responses[200].content['application/json'].schema;

/** The model a checkout was opened for: the `modelId` of the wizard it returns to. */
export function modelIdOf(returnTo: string | null): string | null {
  if (!returnTo) return null;
  const id = new URL(returnTo, 'http://x').searchParams.get('modelId');
  return id && /^[\w-]{1,64}$/.test(id) ? id : null;
}

/**
 * Issue 34 item 4: how many distinct headshots each style can have from the photos of the
 * model this checkout is for, as the engine read them; null while unknown (no model, not
 * read yet, or an engine that draws new images).
 */
export function useModelPerStyle(modelId: string | null): number | null {
  const api = useApi();
  const [perStyle, setPerStyle] = useState<number | null>(null);
  useEffect(() => {
    if (!modelId) return;
    let live = true;
    api
      .request(`/onboarding/photo-check/${modelId}`, { schema: checkSchema })
      .then(({ data }) => {
        const read = data.photos.every((p) => p.use !== 'unread');
        if (live) setPerStyle(read ? data.perStyle : null);
      })
      // Without a check the checkout still works; it just cannot name the count.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, modelId]);
  return perStyle;
}
