import { useState, type ReactNode } from 'react';
import type { Control, DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Badge } from '@hs/ui/badge';
import { Button } from '@hs/ui/button';
import { useApiMutation } from '../data-kit/api-query.ts';
import { CATALOGUE_NAME_MAX, SORT_MAX } from '@hs/domain/content-admin';
import { useContractForm, type SubmitState } from '../data-kit/contract-form.ts';
import { FormNumber, FormText } from '../data-kit/form-fields.tsx';

const k = 'contentAdmin';

/** What every catalogue list holds (hairstyles, emotions, clothing, styles). */
interface CatalogueEntry {
  id: string;
  name: string;
  enabled: boolean;
}

/**
 * Add and edit one catalogue list at `path` (POST to add, PUT `path/id` to change) with
 * its draft schema, and switch an entry on or off (its draft, `enabled` flipped).
 */
export function useCatalogueEditor<
  D extends z.ZodType<{ enabled: boolean }, FieldValues>,
  Item extends CatalogueEntry,
>({
  path,
  itemSchema,
  draftSchema,
  blank,
  draftOf,
}: {
  path: string;
  itemSchema: z.ZodType;
  draftSchema: D;
  blank: DefaultValues<z.input<D>> & z.input<D>;
  draftOf: (item: Item) => z.input<D>;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Item | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const itemPath = (item: Item) => `${path}/${encodeURIComponent(item.id)}`;
  const save = useApiMutation(itemSchema, {
    method: editing ? 'PUT' : 'POST',
    path: editing ? itemPath(editing) : path,
    invalidates: [path],
  });
  const toggle = useApiMutation(itemSchema, {
    method: 'PUT',
    path: itemPath,
    body: (item: Item) => ({ ...draftOf(item), enabled: !item.enabled }),
    invalidates: [path],
  });
  const contract = useContractForm(draftSchema, {
    defaultValues: blank,
    resetOnSuccess: true,
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      setDone(t(`${k}.common.${editing ? 'saved' : 'added'}`));
      setEditing(null);
    },
  });
  const edit = (item: Item | null) => {
    setEditing(item);
    setDone(null);
    contract.form.reset(item ? draftOf(item) : blank);
  };
  return { ...contract, editing, edit, done, toggle };
}

/** A content section's document title, heading and introduction (Catalogue pages). */
export function ContentHeading({ title, intro }: { title: string; intro: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${title} · ${t('admin.title')}`}</title>
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        <p className="mt-2 text-sm text-gray-700">{intro}</p>
      </div>
    </>
  );
}

/** The add-or-edit form of a catalogue list: heading, the fields, save or cancel, outcome. */
export function CatalogueForm({
  label,
  editor,
  children,
}: {
  label: string;
  editor: {
    editing: { name: string } | null;
    edit: (item: null) => void;
    done: string | null;
    state: SubmitState;
    formError: string | null;
    submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { editing } = editor;
  return (
    <form
      aria-label={label}
      className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-2"
      onSubmit={editor.submit}
      noValidate
    >
      <h2 className="text-base font-semibold text-gray-900 sm:col-span-2">
        {editing ? t(`${k}.common.editing`, { name: editing.name }) : t(`${k}.common.newItem`)}
      </h2>
      {children}
      <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
        <Button type="submit" loading={editor.state === 'loading'}>
          {t(`${k}.common.${editing ? 'save' : 'add'}`)}
        </Button>
        {editing ? (
          <Button variant="ghost" onClick={() => editor.edit(null)}>
            {t(`${k}.common.cancel`)}
          </Button>
        ) : null}
        {editor.formError ? (
          <p role="alert" className="text-sm text-red-700">
            {editor.formError}
          </p>
        ) : editor.done ? (
          <p role="status" className="text-sm text-green-700">
            {editor.done}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** The name and the order every catalogue entry has, first in its form. */
export function NameAndSortFields<T extends FieldValues & { name: string; sort?: number }>({
  control,
  fieldError,
}: {
  control: Control<T, unknown, unknown>;
  fieldError: (name: Path<T>) => string | undefined;
}) {
  const { t } = useTranslation();
  // T has both fields (the constraint above); TypeScript cannot see a generic's paths.
  const [name, sort] = ['name', 'sort'] as Path<T>[];
  return (
    <>
      <FormText
        control={control}
        name={name!}
        label={t(`${k}.common.name`)}
        maxLength={CATALOGUE_NAME_MAX}
        error={fieldError(name!)}
      />
      <FormNumber
        control={control}
        name={sort!}
        label={t(`${k}.common.sort`)}
        max={SORT_MAX}
        error={fieldError(sort!)}
      />
    </>
  );
}

/** On or off, as a badge. */
export function EnabledBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={enabled ? 'success' : 'neutral'}>
      {t(`${k}.common.${enabled ? 'on' : 'off'}`)}
    </Badge>
  );
}

/** Switch an entry on or off, and open it in the form; each names its entry to a reader. */
export function EntryButtons<Item extends CatalogueEntry>({
  item,
  toggle,
  onEdit,
}: {
  item: Item;
  toggle: { isPending: boolean; mutate: (item: Item) => void };
  onEdit: (item: Item) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-pressed={item.enabled}
        disabled={toggle.isPending}
        onClick={() => toggle.mutate(item)}
      >
        {t(`${k}.common.${item.enabled ? 'off' : 'on'}`)}
        <span className="sr-only"> {item.name}</span>
      </Button>
      <Button size="sm" variant="ghost" onClick={() => onEdit(item)}>
        {t(`${k}.common.edit`)}
        <span className="sr-only"> {item.name}</span>
      </Button>
    </>
  );
}
