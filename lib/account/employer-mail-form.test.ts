import { describe, expect, it } from 'vitest';
import { employerMailFormSchema } from './employer-mail-form';

const schema = employerMailFormSchema('Bitte wählen Sie nur aus den angebotenen E-Mails.');
const all = { applications: 'on', jobReview: 'on', jobExpiring: 'on', contactAnswers: 'on', teamJoined: 'on' };

describe('the employer mail form as posted', () => {
  it('reads a ticked box as on and a missing (unticked) one as off', () => {
    expect(schema.parse({ ...all, jobExpiring: '', teamJoined: '' })).toEqual({
      applications: true,
      jobReview: true,
      jobExpiring: false,
      contactAnswers: true,
      teamJoined: false,
    });
  });

  it('refuses any other value with the German message instead of guessing', () => {
    const result = schema.safeParse({ ...all, applications: 'yes' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Bitte wählen Sie nur aus den angebotenen E-Mails.');
  });
});
