import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogues } from '../apps/web/app/i18n/i18n.ts';
import { PHONE, launchBrowser, screenshot, watchForErrors } from './support/browser.ts';
import { apiHeadersFor, linkInMail, waitForHydration } from './support/session.ts';

// Issue 17: a new person creates an organization at /app/admin/team/new and becomes its
// team lead; the seats and invites that follow are API tests (apps/api/src/organizations).

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
    await page.getByRole('heading', { name: en.account.team.dashboard.title }).waitFor();
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
    expect(memberProblems).toEqual([]);
    await memberContext.close();
    await context.close();
  });
});
