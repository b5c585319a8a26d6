import { useTranslation } from 'react-i18next';

interface TextSectionsProps {
  /** The catalogue block holding `sections.<key>.title` and `.body`. */
  block: string;
  sections: readonly string[];
  values?: Record<string, string | number>;
}

/** Headed paragraphs of a content page, in the order given. */
export function TextSections({ block, sections, values = {} }: TextSectionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {sections.map((section) => (
        <section key={section} aria-labelledby={`${section}-title`} className="mt-8 first:mt-0">
          <h2 id={`${section}-title`} className="text-xl font-semibold text-slate-900">
            {t(`${block}.sections.${section}.title`)}
          </h2>
          <p className="mt-3 leading-7 text-slate-700">
            {t(`${block}.sections.${section}.body`, values)}
          </p>
        </section>
      ))}
    </>
  );
}
