import { useSearchParams } from 'react-router';

/** A UTC date and time as staff read it in lists ('Nov 26, 2026, 4:30 AM'). */
export const when = (iso: string) =>
  new Intl.DateTimeFormat('en', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));

/** Opens and closes a row's detail through ?open= (shareable; Back closes it). */
export function useOpenParam() {
  const [search, setSearch] = useSearchParams();
  const open = (id: string | null) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('open', id);
        else next.delete('open');
        return next;
      },
      { preventScrollReset: true },
    );
  return [search.get('open'), open] as const;
}
