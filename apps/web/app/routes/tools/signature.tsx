import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SIGNATURE_LAYOUTS,
  emailSignatureHtml,
  type SignatureLayout,
} from '@hs/domain/tools/email-signature';
import { safeUrl } from '@hs/domain/tools/text';
import { Select } from '@hs/ui/select';
import { TextInput } from '@hs/ui/text-input';
import type { Route } from './+types/signature';
import { contentMeta } from '../public/parts/meta.ts';
import { ColorField } from './parts/color-field.tsx';
import { CopyButton } from './parts/copy-button.tsx';
import { HtmlPreview } from './parts/html-preview.tsx';
import { ResultPanel, ToolPage } from './parts/tool-page.tsx';

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, 'tools.signature');
}

const LINK_FIELDS = { email: 'email', phone: 'phone', website: 'web', linkedin: 'web' } as const;

// spec 001 section 2, Tools: free-email-signature-generator. Live preview in a sandboxed
// frame; the HTML is built from escaped values only.
export default function EmailSignatureGenerator() {
  const { t } = useTranslation();
  const [form, setForm] = useState({
    name: '',
    title: '',
    company: '',
    email: '',
    phone: '',
    website: '',
    linkedin: '',
    color: '#0f766e',
    layout: 'bar' as SignatureLayout,
  });
  const set = (key: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));
  const html = emailSignatureHtml(form);
  const invalid = (key: keyof typeof LINK_FIELDS, label: string) =>
    form[key].trim() && !safeUrl(form[key], LINK_FIELDS[key])
      ? t('tools.signature.invalid', { field: label })
      : undefined;
  const label = (key: 'email' | 'phone' | 'website' | 'linkedin') => t(`tools.signature.${key}`);
  return (
    <ToolPage tool="signature" how="html">
      <div className="grid gap-8 lg:grid-cols-2">
        <form className="space-y-4" onSubmit={(e) => e.preventDefault()}>
          <TextInput
            label={t('tools.signature.name')}
            value={form.name}
            onValueChange={set('name')}
            maxLength={100}
            autoComplete="name"
            required
          />
          <TextInput
            label={t('tools.signature.jobTitle')}
            value={form.title}
            onValueChange={set('title')}
            maxLength={100}
            autoComplete="organization-title"
          />
          <TextInput
            label={t('tools.signature.company')}
            value={form.company}
            onValueChange={set('company')}
            maxLength={100}
            autoComplete="organization"
          />
          <TextInput
            type="email"
            label={label('email')}
            value={form.email}
            onValueChange={set('email')}
            maxLength={200}
            autoComplete="email"
            error={invalid('email', label('email'))}
          />
          <TextInput
            type="tel"
            label={label('phone')}
            value={form.phone}
            onValueChange={set('phone')}
            maxLength={40}
            autoComplete="tel"
            error={invalid('phone', label('phone'))}
          />
          <TextInput
            type="url"
            label={label('website')}
            value={form.website}
            onValueChange={set('website')}
            maxLength={200}
            autoComplete="url"
            error={invalid('website', label('website'))}
          />
          <TextInput
            type="url"
            label={label('linkedin')}
            value={form.linkedin}
            onValueChange={set('linkedin')}
            maxLength={200}
            error={invalid('linkedin', label('linkedin'))}
          />
          <ColorField
            label={t('tools.signature.color')}
            value={form.color}
            onChange={set('color')}
          />
          <Select<SignatureLayout>
            label={t('tools.signature.layout')}
            value={form.layout}
            onChange={(layout) => setForm((f) => ({ ...f, layout }))}
            options={SIGNATURE_LAYOUTS.map((value) => ({
              value,
              title: t(`tools.signature.layouts.${value}`),
            }))}
          />
        </form>
        <ResultPanel ready={html !== ''}>
          <div className="space-y-4" data-testid="tool-result">
            <h3 className="text-sm font-semibold text-slate-900">{t('tools.common.preview')}</h3>
            <HtmlPreview html={html} title={t('tools.common.preview')} height={180} />
            <CopyButton text={html} html={html} label={t('tools.common.copyHtml')} />
            <p className="text-xs leading-5 text-slate-500">{t('tools.signature.pasteHint')}</p>
            <details>
              <summary className="cursor-pointer text-sm font-semibold text-slate-900">
                {t('tools.common.html')}
              </summary>
              <pre className="mt-2 max-h-60 overflow-auto rounded-lg bg-slate-900 p-3 text-xs whitespace-pre-wrap break-all text-slate-100">
                {html}
              </pre>
            </details>
          </div>
        </ResultPanel>
      </div>
    </ToolPage>
  );
}
