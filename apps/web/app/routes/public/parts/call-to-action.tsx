import { Link } from 'react-router';
import { buttonClasses } from '@hs/ui/button-classes';

interface CallToActionProps {
  title: string;
  body: string;
  to: string;
  label: string;
}

/** The closing band of a page: one sentence and the one thing to do next. */
export function CallToAction({ title, body, to, label }: CallToActionProps) {
  return (
    <section aria-labelledby="cta-title" className="bg-brand-900 [--color-focus:white]">
      <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6">
        <h2 id="cta-title" className="text-2xl font-bold text-balance text-white sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl leading-7 text-brand-100">{body}</p>
        <Link
          to={to}
          className={buttonClasses(
            'secondary',
            'lg',
            'mt-8 border-white bg-white text-brand-900 hover:bg-brand-50',
          )}
        >
          {label}
        </Link>
      </div>
    </section>
  );
}
