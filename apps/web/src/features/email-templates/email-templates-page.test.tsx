import { CANDIDATE_EMAIL_TEMPLATES, EMAIL_LANGUAGES, type EmailTemplate } from '@kairox/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectToast } from '../../testing/candidates';
import { makeToken } from '../../testing/jwt';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render';

const TEMPLATES: EmailTemplate[] = EMAIL_LANGUAGES.flatMap((language) =>
  CANDIDATE_EMAIL_TEMPLATES.map((template) => ({
    template,
    language,
    subject: `${template} {{jobTitle}}`,
    body: `Dear {{candidateName}} (${language})`,
    customized: false,
    updatedAt: null,
    updatedByName: null,
  })),
);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/settings/emails', () => {
  it('edits a template with a live preview, refuses an unknown variable, and saves', async () => {
    const api = mockApi({
      'GET /api/email-templates': { body: TEMPLATES },
      'PUT /api/email-templates/REJECTED/de': (call) => ({
        body: {
          ...TEMPLATES[0]!,
          ...(call.body as object),
          template: 'REJECTED',
          language: 'de',
          customized: true,
          updatedAt: '2026-03-01T10:00:00Z',
          updatedByName: 'Alex Morgan',
        },
      }),
    });
    const { user } = renderApp('/settings/emails', { token: makeToken({ role: 'ROLE_ADMIN' }) });
    await user.selectOptions(await screen.findByLabelText('Template'), 'REJECTED');
    await user.click(screen.getByRole('button', { name: 'German' }));
    const subject = screen.getByLabelText(/Subject/);
    expect(subject).toHaveValue('REJECTED {{jobTitle}}');

    await user.clear(subject);
    await user.type(subject, 'Absage: {{{{jobTitle}}');
    const preview = screen.getByTestId('template-preview');
    expect(within(preview).getByText('Absage: Senior Backend Engineer')).toBeInTheDocument();
    expect(within(preview).getByText(/Auskunft über Ihre gespeicherten Daten/)).toBeInTheDocument();

    const body = screen.getByLabelText(/Body/);
    await user.type(body, ' {{{{bonus}}');
    expect(await screen.findByText(/Unknown variable \{\{bonus\}\}/)).toBeInTheDocument();
    await user.clear(body);
    await user.type(body, 'Hallo {{{{candidateName}}');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await expectToast('The template is saved.', 'Template Saved');
    expect(api.callsTo('PUT /api/email-templates/REJECTED/de')[0]!.body).toEqual({
      subject: 'Absage: {{jobTitle}}',
      body: 'Hallo {{candidateName}}',
    });
    expect(await screen.findByRole('button', { name: 'Reset to default' })).toBeInTheDocument();
  });

  it('shows the templates read-only to a member who is not an admin, and a retry when they cannot be loaded', async () => {
    let calls = 0;
    mockApi({
      'GET /api/email-templates': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { message: 'Server down' } } : { body: TEMPLATES };
      },
    });
    const { user } = renderApp('/settings/emails', { token: makeToken({ role: 'ROLE_USER' }) });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/Subject/)).toBeDisabled();
    expect(screen.getByText('Only organization admins can change the templates.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save template' })).not.toBeInTheDocument();
  });
});
