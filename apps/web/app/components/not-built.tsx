import { Link } from 'react-router';
import { Badge } from '@hs/ui/badge';
import { buttonClasses } from '@hs/ui/button';

export interface NotBuiltProps {
  title: string;
  badge: string;
  body: string;
  detail?: string;
  back: { to: string; label: string };
}

/** An honest page for a part of the product that does not exist yet: no dead controls. */
export function NotBuilt({ title, badge, body, detail, back }: NotBuiltProps) {
  return (
    <section className="mx-auto max-w-2xl py-10 sm:py-16">
      <title>{`${title} · Headshot Studio`}</title>
      <Badge tone="warning">{badge}</Badge>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-gray-900">{title}</h1>
      <p className="mt-4 text-base leading-7 text-gray-700">{body}</p>
      {detail ? <p className="mt-2 text-sm leading-6 text-gray-600">{detail}</p> : null}
      <Link to={back.to} className={buttonClasses('secondary', 'md', 'mt-8')}>
        {back.label}
      </Link>
    </section>
  );
}
