import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameters';
import type { PageContext } from '@hs/contracts/page-context';
import { ToastProvider } from '@hs/ui/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../i18n/i18n.ts';
import BulkUploadPage from '../../routes/team/bulk-upload.tsx';
import { QueryProvider } from '../data-kit/query-provider.tsx';

// Photos on a member's behalf from the bulk upload page (decision 048).

const organization = {
  id: 'o1',
  name: 'Acme',
  teamSize: '10-24',
  teams: [],
  features: { bulkUpload: true },
  branding: { backgroundColor: null, backgroundImage: null },
  inviteCount: 0,
  credits: 3,
  totalCreditsPurchased: 3,
  bulkDiscountVersion: 'v2',
};

const person = (uid: string, email: string, role: 'TeamLead' | 'TeamMember') => ({
  _id: uid,
  email,
  displayName: email.startsWith('ann') ? 'Ann' : 'Lead',
  role,
  teamId: null,
  modelStatus: null,
  joinedAt: '2026-11-26T08:00:00.000Z',
});

const member = { uid: 'ann', email: 'ann@acme.test', displayName: 'Ann' };
/** What opening answers before the lead's first upload: no model yet. */
const noModel = { modelId: null, member, model: null, minimumPhotos: 2 };
const modelOf = (photos: number, status = 'onboarding') => ({
  modelId: 'm1',
  member,
  minimumPhotos: 2,
  model: {
    modelId: 'm1',
    status,
    title: 'Ann',
    age: null,
    ethnicity: null,
    trigger: null,
    eyeColor: null,
    appearance: {},
    styles: [],
    trainingImages: Array.from({ length: photos }, (_, i) => ({
      path: `models/m1/training/${i}.jpg`,
      url: `/api/files/models/m1/training/${i}.jpg?expires=1&signature=x`,
      md5: `md5-${i}`,
      fullBody: false,
      framing: 'selfie',
      width: 1024,
      height: 1024,
    })),
    minimumPhotos: 2,
    failureReason: null,
  },
});

/** The API as the page calls it; keeps what it was sent. */
function answer(o: { openFails?: boolean } = {}) {
  const sent: { path: string; body: unknown }[] = [];
  let photos = 0;
  let opened = false;
  let submitted = false;
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = String(input).replace(/^.*\/api/, '');
    const ok = (data: unknown, status = 200) =>
      new Response(JSON.stringify(data), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    const body =
      init?.body instanceof FormData ? init.body : init?.body && JSON.parse(String(init.body));
    if (init?.method === 'POST') sent.push({ path, body });
    if (path === '/organization') return ok({ success: true, data: { organization } });
    if (path.startsWith('/organization/members?')) {
      return ok({
        success: true,
        data: {
          members: [
            person('lead', 'lead@acme.test', 'TeamLead'),
            person('ann', 'ann@acme.test', 'TeamMember'),
          ],
          paging: { total: 2, pages: 1, reachedEnd: true },
        },
      });
    }
    if (path === '/organization/members/ann/model') {
      if (o.openFails) {
        return ok(
          { success: false, errorMessage: 'No such person.', reason: 'person.unknown' },
          404,
        );
      }
      if (!opened) return ok({ success: true, data: noModel });
      return ok({ success: true, data: modelOf(photos, submitted ? 'queued' : 'onboarding') });
    }
    if (path === '/organization/members/ann/photos') {
      const file = (body as FormData).get('files') as File;
      // The server opens the member's model on the first upload.
      opened = true;
      const kept = file.name !== 'wall.jpg';
      if (kept) photos += 1;
      // As the server answers: a refused photo makes success false, with its message.
      return ok({
        success: kept,
        ...(kept ? {} : { errorMessage: 'We could not find any faces in the photo.' }),
        data: [
          kept
            ? { success: true, photo: modelOf(1).model.trainingImages[0] }
            : {
                success: false,
                errorMessage: 'We could not find any faces in the photo.',
                fileName: file.name,
              },
        ],
      });
    }
    if (path.startsWith('/organization/members/ann/photo-check/m1')) {
      return ok({
        success: true,
        data: {
          engine: 'local',
          photos: Array.from({ length: photos }, (_, i) => ({
            path: `models/m1/training/${i}.jpg`,
            use: 'used',
            crops: ['head-and-shoulders'],
            someoneElse: false,
          })),
          wanted: null,
          perStyle: null,
          promised: null,
          shortfall: null,
        },
      });
    }
    if (path === '/styles') {
      return ok({
        success: true,
        data: {
          styles: [
            { _id: 'studio-grey', name: 'Studio grey', description: '', previewUrl: '/x.jpg' },
            { _id: 'office', name: 'Office', description: '', previewUrl: '/y.jpg' },
          ],
        },
      });
    }
    if (path === '/clothing') return ok({ success: true, data: [] });
    if (path === '/organization/settings') {
      return ok({
        success: true,
        data: {
          branding: { backgroundColor: null, backgroundImage: null },
          allowedOptions: { styles: ['studio-grey'], clothing: null, combos: [] },
          customOutputSizes: [],
        },
      });
    }
    if (path === '/organization/members/ann/submit') {
      submitted = true;
      return ok({ success: true, data: modelOf(photos, 'queued') });
    }
    return ok({ token: 't' });
  });
  return sent;
}

function renderPage() {
  const context: PageContext = {
    viewer: {
      uid: 'lead',
      email: 'lead@acme.test',
      name: 'Lead',
      isAnonymous: false,
      user: {
        uid: 'lead',
        email: 'lead@acme.test',
        displayName: 'Lead',
        avatar: null,
        role: 'TeamLead',
        adminRole: null,
        isAdmin: false,
        isAnonymous: false,
        countryCode: null,
        referredBy: null,
        referralCode: null,
        hasPaidAccount: true,
        isTestUser: false,
        organizationId: 'o1',
        studio: { credits: 0 },
      },
    },
    parameters: DEFAULT_PARAMETER_VALUES,
    oauthProviders: [],
  };
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => context,
      HydrateFallback: () => null,
      Component: Outlet,
      children: [{ path: '/app/admin/bulk-upload', Component: BulkUploadPage }],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <QueryProvider>
        <ToastProvider>
          <Stub initialEntries={['/app/admin/bulk-upload']} />
        </ToastProvider>
      </QueryProvider>
    </I18nextProvider>,
  );
}

const jpeg = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe("photos on a member's behalf (decision 048)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uploads for a member, says which photos were refused, and submits their order', async () => {
    const sent = answer();
    renderPage();
    // Only a TeamMember's row offers it, not the lead's own.
    const open = await screen.findByRole('button', { name: 'Upload photos for ann@acme.test' });
    expect(screen.queryByRole('button', { name: 'Upload photos for lead@acme.test' })).toBeNull();
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Photos for Ann' });
    await within(dialog).findByText('No photos yet.');

    const input = within(dialog).getByLabelText('Add photos');
    fireEvent.change(input, {
      target: { files: [jpeg('me.jpg'), jpeg('wall.jpg'), jpeg('desk.jpg')] },
    });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'wall.jpg: We could not find any faces in the photo.',
    );
    await within(dialog).findByText('2 photos of at least 2');
    await within(dialog).findByText('The engine can use 2 of these 2 photos.');
    // One photo a request; none names a model before the first upload opened one.
    const uploads = () => sent.filter((s) => s.path === '/organization/members/ann/photos');
    expect(uploads().map((u) => (u.body as FormData).get('modelId'))).toEqual([null, null, null]);
    // Later ones go to the model it opened.
    fireEvent.change(within(dialog).getByLabelText('Add photos'), {
      target: { files: [jpeg('late.jpg')] },
    });
    await within(dialog).findByText('3 photos of at least 2');
    expect((uploads()[3]?.body as FormData).get('modelId')).toBe('m1');

    // Only the backdrops the lead's settings allow are offered.
    const grey = await within(dialog).findByRole('checkbox', { name: 'Studio grey' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Office' })).toBeNull();
    const submit = within(dialog).getByRole('button', { name: 'Submit for Ann' });
    fireEvent.click(submit);
    await within(dialog).findByText('Choose at least one backdrop.');
    expect(sent.some((s) => s.path.endsWith('/submit'))).toBe(false);

    fireEvent.click(grey);
    const choose = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${label}`)), {
        target: { value },
      });
    choose('Age', '19-25 years');
    choose('Sex', 'Female');
    choose('Ethnicity', 'African');
    choose('Eye colour', 'Blue');
    choose('Glasses', 'Without glasses');
    fireEvent.click(submit);
    await within(dialog).findByText(/Submitted: the headshots of Ann are being made/);
    expect(sent.find((s) => s.path.endsWith('/submit'))?.body).toEqual({
      modelId: 'm1',
      name: 'Ann',
      age: '19-25 years',
      ethnicity: 'African',
      gender: 'Female',
      eyeColor: 'Blue',
      glasses: 'Without glasses',
      styles: ['studio-grey'],
      locale: 'en',
    });
  });

  it('says so when the member cannot be opened, and tries again on request', async () => {
    const sent = answer({ openFails: true });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Upload photos for ann@acme.test' }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toContain('No such person.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(sent.filter((s) => s.path === '/organization/members/ann/model')).toHaveLength(2),
    );
  });
});
