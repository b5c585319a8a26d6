import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogues } from '../apps/web/app/i18n/i18n.ts';
import { DESKTOP, PHONE, launchBrowser, screenshot, watchForErrors } from './support/browser.ts';
import {
  DEMO,
  apiHeadersFor,
  linkInMail,
  readOutbox,
  signInAs,
  waitForHydration,
} from './support/session.ts';

// Issue 17: a new person creates an organization at /app/admin/team/new and becomes its
// team lead, a colleague joins by invite, and the lead runs the area: the sidebar's team
// popup, moving the member, inviting and reminding. Seats, refusals, selected images and
// the team zip are API tests (apps/api/src/organizations, routes/organization-area.test.ts):
// no member finishes a generation inside this journey's time.

const baseUrl = inject('baseUrl');
const en = catalogues.en;

describe('organization', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a new person creates an organization with two teams on a phone and lands on its dashboard', async () => {
    const context = await browser.newContext(PHONE);
    const email = `lead-${Date.now()}@example.com`;
    const password = 'lead the team please';
    const signUp = await context.request.post(`${baseUrl}/api/auth/sign-up/email`, {
      data: {
        name: 'Lee Lead',
        email,
        password,
        callbackURL: '/auth/login?redirect=%2Fapp%2Fadmin',
      },
      headers: { origin: baseUrl },
    });
    expect(signUp.ok()).toBe(true);
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await page.goto(await linkInMail(email, 'verify-email'));
    // spec 001 section 4: signed in without an organization goes to team creation.
    await page.waitForURL(`${baseUrl}/app/admin/team/new`, { timeout: 30_000 });
    await waitForHydration(page);
    const form = en.account.team.newTeam;
    // The server refuses an empty name; the form says so on the field first.
    await page.getByRole('button', { name: form.create }).click();
    await page.getByText(en.data.form.required).first().waitFor();
    await page.getByLabel(form.name).fill('Acme Robotics');
    await page.getByLabel(form.teamSize).selectOption('10-24');
    await page.getByLabel(form.teams).fill('Sales\nEngineering\n');
    await screenshot(page, 'organization-new-phone');
    await page.getByRole('button', { name: form.create }).click();
    await page.waitForURL(`${baseUrl}/app/admin`);
    await page.getByRole('heading', { name: en.lead.dashboard.title, level: 1 }).waitFor();
    await screenshot(page, 'organization-dashboard-phone');

    // The server agrees: this person leads the new organization with its two teams.
    const headers = await apiHeadersFor(email, password);
    const answer = (await (await fetch(`${baseUrl}/api/organization`, { headers })).json()) as {
      data: {
        organization: { name: string; teamSize: string; teams: { id: string; name: string }[] };
      };
    };
    expect(answer.data.organization).toMatchObject({
      name: 'Acme Robotics',
      teamSize: '10-24',
      teams: [{ name: 'Engineering' }, { name: 'Sales' }],
    });
    expect(problems).toEqual([]);

    // The lead invites a colleague by e-mail into Sales (the API's own tests cover seats
    // and refusals); the colleague signs up in another browser and accepts at /invite.
    const sales = (answer.data.organization.teams as { id: string; name: string }[]).find(
      (team) => team.name === 'Sales',
    )!;
    const invited = (await (
      await fetch(`${baseUrl}/api/organization/invites`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ emails: [`member-${email}`], teamId: sales.id }),
      })
    ).json()) as { data: { invites: { invite: string }[] } };
    const inviteId = invited.data.invites[0]!.invite;
    const memberContext = await browser.newContext(PHONE);
    const memberEmail = `member-${email}`;
    const redirect = encodeURIComponent(`/invite?invite=${inviteId}`);
    const memberSignUp = await memberContext.request.post(`${baseUrl}/api/auth/sign-up/email`, {
      data: {
        name: 'Mo Member',
        email: memberEmail,
        password: 'member of the team',
        callbackURL: `/auth/login?redirect=${redirect}`,
      },
      headers: { origin: baseUrl },
    });
    expect(memberSignUp.ok()).toBe(true);
    const memberPage = await memberContext.newPage();
    const memberProblems = watchForErrors(memberPage);
    await memberPage.goto(await linkInMail(memberEmail, 'verify-email'));
    await memberPage.waitForURL(`${baseUrl}/invite?invite=${inviteId}`, { timeout: 30_000 });
    await waitForHydration(memberPage);
    await memberPage
      .getByText(
        en.account.invite.toTeam
          .replace('{{organization}}', 'Acme Robotics')
          .replace('{{team}}', 'Sales'),
      )
      .waitFor();
    await screenshot(memberPage, 'organization-invite-phone');
    await memberPage.getByRole('button', { name: en.account.invite.accept }).click();
    await memberPage
      .getByText(en.account.invite.joined.replace('{{organization}}', 'Acme Robotics'))
      .waitFor();
    const members = (await (
      await fetch(`${baseUrl}/api/organization/members?teamId=${sales.id}`, { headers })
    ).json()) as { data: { members: { email: string; role: string }[] } };
    expect(members.data.members).toMatchObject([{ email: memberEmail, role: 'TeamMember' }]);
    // spec 001 section 8: a member never reaches the lead area (toast, then /app).
    await memberPage.goto(`${baseUrl}/app/admin/members`);
    await memberPage.waitForURL(/\/app(\?.*)?$/);
    await memberPage.getByText(en.account.notAuthorized).waitFor();
    expect(memberProblems).toEqual([]);
    await memberContext.close();

    // The lead's area. On a 375 px phone the sidebar is a menu behind a button.
    const lead = en.lead;
    await page.setViewportSize({ width: 375, height: 667 });
    await page.getByRole('button', { name: en.account.team.openMenu }).click();
    await page.getByRole('link', { name: en.account.team.items.members }).waitFor();
    await screenshot(page, 'organization-sidebar-phone');
    // 667 px tall: no 'Having trouble?' prompt (spec 001 section 2: over 768 only).
    expect(await page.getByText(lead.sidebar.havingTrouble).count()).toBe(0);
    await page.getByRole('link', { name: en.account.team.items.members }).click();
    await page.waitForURL(`${baseUrl}/app/admin/members`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByText(lead.sidebar.havingTrouble).waitFor();

    // The team dropdown creates a third team in the popup (spec 001 sections 2 and 8).
    await page.getByRole('button', { name: lead.sidebar.allMembers }).click();
    await page.getByRole('menuitemradio', { name: lead.sidebar.createTeam }).click();
    const popup = page.getByRole('dialog', { name: lead.teamPopup.createTitle });
    await popup.getByLabel(lead.teamPopup.name).fill('Design');
    await popup.getByRole('button', { name: lead.teamPopup.save }).click();
    await page.getByText(lead.teamPopup.saved, { exact: true }).waitFor();
    await page.getByText(lead.dashboard.filteredBy.replace('{{team}}', 'Design')).waitFor();
    await page.getByText(lead.members.empty).waitFor();
    await page.getByRole('button', { name: 'Design', exact: true }).click();
    await page.getByRole('menuitemradio', { name: lead.sidebar.allMembers }).click();

    // Moving the member from Sales to Design.
    await page
      .getByLabel(lead.members.moveTo.replace('{{email}}', memberEmail))
      .selectOption({ label: 'Design' });
    await page
      .getByText(lead.members.moved.replace('{{email}}', memberEmail).replace('{{team}}', 'Design'))
      .waitFor();
    const teamsNow = (await (await fetch(`${baseUrl}/api/organization`, { headers })).json()) as {
      data: { organization: { teams: { id: string; name: string }[] } };
    };
    const design = teamsNow.data.organization.teams.find((team) => team.name === 'Design')!;
    const moved = (await (
      await fetch(`${baseUrl}/api/organization/members?teamId=${design.id}`, { headers })
    ).json()) as { data: { members: { email: string }[] } };
    expect(moved.data.members.map((m) => m.email)).toEqual([memberEmail]);

    // Inviting: an address already present is refused with its name; a new one is sent.
    const inviteForm = page.getByRole('region', { name: lead.invites.formTitle });
    const lateEmail = `late-${email}`;
    await inviteForm.getByLabel(lead.invites.emails).fill(`${memberEmail}, ${lateEmail}`);
    await inviteForm.getByRole('button', { name: lead.invites.send }).click();
    // Only the address already present is named: the new one is not.
    await inviteForm
      .getByText(en.errors.invite.alreadyPresent.replace('{{email}}', memberEmail), { exact: true })
      .waitFor();
    await inviteForm.getByLabel(lead.invites.emails).fill(lateEmail);
    await inviteForm.getByRole('button', { name: lead.invites.send }).click();
    await page.getByText(lead.invites.sentCount_one.replace('{{count}}', '1')).waitFor();

    // A reminder for the pending invite: recorded, shown and mailed.
    await page.locator(`[data-remind="${lateEmail}"]`).click();
    await page.getByText(lead.invites.reminded.replace('{{email}}', lateEmail)).waitFor();
    await page.locator('[data-reminders="1"]').waitFor();
    const reminders = await readOutbox(lateEmail);
    expect(reminders.map((m) => m.kind)).toContain('organization-invite-reminder');
    await screenshot(page, 'organization-members-desktop');

    // Editing the new team: the popup knows it, and deletes it.
    await page.getByRole('button', { name: lead.sidebar.allMembers }).click();
    await page.getByRole('menuitemradio', { name: 'Design' }).click();
    await page
      .getByRole('button', { name: lead.sidebar.editTeam.replace('{{name}}', 'Design') })
      .click();
    const edit = page.getByRole('dialog', { name: lead.teamPopup.editTitle });
    expect(await edit.getByLabel(lead.teamPopup.name).inputValue()).toBe('Design');
    await edit.getByRole('button', { name: lead.teamPopup.delete }).click();
    await edit.getByRole('button', { name: lead.teamPopup.confirm }).click();
    await page.getByText(lead.teamPopup.deleted, { exact: true }).waitFor();

    await page
      .getByRole('navigation', { name: en.account.team.nav })
      .getByRole('link', { name: en.account.team.items.dashboard, exact: true })
      .click();
    await page.waitForURL(`${baseUrl}/app/admin`);
    await page.locator('[data-stat="totalTeamSize"] dd').first().filter({ hasText: '3' }).waitFor();
    await screenshot(page, 'organization-dashboard-desktop');

    // issue 17 item 9: a key made at /app/admin/api, shown once, lists the members over HTTP.
    const orgApi = en.orgApi;
    await page
      .getByRole('navigation', { name: en.account.team.nav })
      .getByRole('link', { name: en.account.team.items.api, exact: true })
      .click();
    await page.waitForURL(`${baseUrl}/app/admin/api`);
    await page.getByText(orgApi.keys.empty).waitFor();
    await page.getByLabel(orgApi.keys.name).fill('Payroll');
    await page.getByRole('button', { name: orgApi.keys.create }).click();
    const key = (await page.getByTestId('new-api-key').textContent())!.trim();
    await page.getByRole('cell', { name: 'Payroll' }).waitFor();
    await screenshot(page, 'organization-api-desktop');
    const listed = await fetch(`${baseUrl}/api/v1/members`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(listed.status).toBe(200);
    const byKey = (await listed.json()) as { data: { members: { email: string }[] } };
    expect(byKey.data.members.map((m) => m.email)).toContain(memberEmail);
    // The lead's own session reaches nothing under /v1.
    expect((await fetch(`${baseUrl}/api/v1/members`, { headers })).status).toBe(401);

    // Billing: 10 seats are priced by the server at the 10 % tier (spec 000 section 9).
    await page
      .getByRole('navigation', { name: en.account.team.nav })
      .getByRole('link', { name: en.account.team.items.credits, exact: true })
      .click();
    await page.getByText(lead.credits.quoteTier.replace('{{percent}}', '10')).waitFor();
    await page.getByText(lead.credits.maxSeats.replace('{{max}}', '1500')).waitFor();
    await screenshot(page, 'organization-credits-desktop');

    // The area's other pages have their content: the invite and its reminder are news.
    const nav = page.getByRole('navigation', { name: en.account.team.nav });
    await nav.getByRole('link', { name: en.account.team.items.notifications }).click();
    await page.getByText(lead.notifications.reminded.replace('{{email}}', lateEmail)).waitFor();
    await screenshot(page, 'organization-notifications-desktop');
    await nav.getByRole('link', { name: en.account.team.items['help-faq'] }).click();
    await page.getByText(lead.help.entries.seats.q).waitFor();
    await nav.getByRole('link', { name: en.account.team.items.invoices }).click();
    await page.getByRole('heading', { name: lead.invoices.title, level: 1 }).waitFor();
    // The one refusal was the invite of an address already present.
    expect(problems.filter((p) => !/status of 409/.test(p))).toEqual([]);
    await context.close();
  });

  // issue 17 item 5 (decision 035): bulk upload behind its flag, and an access link that
  // gives a phone an anonymous team-member account in the link's team.
  it('a lead bulk-invites from a CSV; a phone joins by access link without an e-mail', async () => {
    const email = `bulk-${Date.now()}@example.com`;
    const password = 'bulk invite them all';
    const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bea Bulk', email, password, callbackURL: '/app' }),
    });
    expect(signUp.ok).toBe(true);
    await fetch(await linkInMail(email, 'verify-email'), { redirect: 'manual' });
    const headers: Record<string, string> = {
      ...(await apiHeadersFor(email, password)),
      'content-type': 'application/json',
    };
    const post = (path: string, body: unknown, h = headers, method = 'POST') =>
      fetch(`${baseUrl}/api${path}`, { method, headers: h, body: JSON.stringify(body) });
    expect((await post('/user', { uid: headers.uid, email })).status).toBe(200);
    const made = (await (
      await post('/organization', { name: 'Bulk Co', teamSize: '25-49', teams: ['Field'] })
    ).json()) as { data: { organization: { id: string; teams: { id: string }[] } } };
    const org = made.data.organization;
    const staff: Record<string, string> = {
      ...(await apiHeadersFor(DEMO.staff('admin'))),
      'content-type': 'application/json',
    };
    const flag = await post(
      `/admin/organization/${org.id}/features`,
      { bulkUpload: true },
      staff,
      'PUT',
    );
    expect(flag.status).toBe(200);

    const bulk = en.bulkUpload;
    const desk = await browser.newContext(DESKTOP);
    await signInAs(desk, email, password);
    const page = await desk.newPage();
    const problems = watchForErrors(page);
    await page.goto(`${baseUrl}/app/admin/bulk-upload`);
    await waitForHydration(page);
    await page.getByLabel(bulk.choose).setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'name,email,team\nAnn,ann-bulk@example.com,Field\nBo,bo-bulk@example.com,\nCy,cy@,Field\nDi,di-bulk@example.com,Nope\n',
      ),
    });
    await page.getByRole('cell', { name: bulk.reasons.unknownTeam }).waitFor();
    await page.getByRole('cell', { name: bulk.reasons.badEmail }).waitFor();
    await screenshot(page, 'organization-bulk-upload-desktop');
    await page.getByRole('button', { name: bulk.send_other.replace('{{count}}', '2') }).click();
    await page.getByText(bulk.sent_other.replace('{{count}}', '2')).waitFor();
    const invites = await (await fetch(`${baseUrl}/api/organization/invites`, { headers })).text();
    expect(invites).toContain('ann-bulk@example.com');
    expect(invites).toContain('bo-bulk@example.com');
    expect(problems).toEqual([]);
    await desk.close();

    // An access link, opened on a 375 px phone by someone with no account at all.
    const link = (await (
      await post('/organization/invite-links', { anonymousAccess: true, teamId: org.teams[0]!.id })
    ).json()) as { data: { accessUrl: string } };
    const phone = await browser.newContext({ ...PHONE, viewport: { width: 375, height: 812 } });
    const member = await phone.newPage();
    const memberProblems = watchForErrors(member);
    await member.goto(link.data.accessUrl);
    await waitForHydration(member);
    await member.getByTestId('team-access-target').filter({ hasText: 'Bulk Co' }).waitFor();
    await screenshot(member, 'team-access-phone');
    await member.getByRole('button', { name: en.auth.teamAccess.continue }).click();
    await member.waitForURL(`${baseUrl}/app/upload`, { timeout: 30_000 });
    const members = (await (
      await fetch(`${baseUrl}/api/organization/members?teamId=${org.teams[0]!.id}`, { headers })
    ).json()) as { data: { members: { role: string }[] } };
    expect(members.data.members.map((m) => m.role)).toEqual(['TeamMember']);
    expect(memberProblems).toEqual([]);
    await phone.close();
  });
});
