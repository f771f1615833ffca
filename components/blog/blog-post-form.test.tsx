// @vitest-environment jsdom
// The blog post's editor around its server action (docs/product-decisions.md "Blog"): every field labelled, the
// buttons each state offers, German errors next to their fields with everything typed kept, the text from the editor
// in the form, and never the image's bytes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import messages from '@/messages/de.json';
import type { BlogFormState } from '@/lib/blog/blog-form';
import { BlogPostForm } from './blog-post-form';

vi.mock('next/dynamic', () => {
  type Props = { initial: string; label: string; onChange: (html: string) => void };
  function FakeEditor({ initial, label, onChange }: Props) {
    return <textarea aria-label={label} defaultValue={initial} onChange={(e) => onChange(e.target.value)} />;
  }
  return { default: () => FakeEditor };
});

vi.mock('@/components/posting/posting-session', async () => {
  const { PostingAudienceProvider } = await vi.importActual<typeof import('@/components/posting/posting-session')>(
    '@/components/posting/posting-session',
  );
  return {
    PostingAudienceProvider,
    usePostingAudience: () => ({ regionId: 'chiemgau', locale: 'de', token: null, visualEditor: false }),
    PostingSession: ({ children }: { children: ReactNode }) => <>{children}</>,
  };
});

afterEach(cleanup);

const EMPTY: BlogFormState = {
  id: null,
  values: { title: '', slug: '', teaser: '', body: '', imageFileId: '', imageAlt: '' },
  errors: {},
};

type Action = (state: BlogFormState, form: FormData) => Promise<BlogFormState>;

function renderForm(action: Action = async (state) => state, post: Parameters<typeof BlogPostForm>[0]['post'] = null) {
  render(
    <NextIntlClientProvider
      locale="de"
      messages={{ blog: { editor: messages.blog.editor }, posting: messages.posting }}
    >
      <BlogPostForm
        action={action}
        initial={EMPTY}
        post={post}
        toolbar="full"
        site={{ regionId: 'chiemgau', locale: 'de' }}
      />
    </NextIntlClientProvider>,
  );
  return action;
}

describe('BlogPostForm', () => {
  it('labels every field and offers a draft its two buttons', () => {
    renderForm();
    for (const label of ['Titel', 'Adresse', 'Anrisstext', 'Titelbild', 'Bildbeschreibung', 'Text'])
      expect(screen.getByLabelText(label, { exact: true })).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Entwurf speichern', 'Veröffentlichen']);
  });

  it('keeps what was typed and names each refused field next to it', async () => {
    const posted: FormData[] = [];
    renderForm(
      vi.fn(async (state: BlogFormState, form: FormData) => {
        posted.push(form);
        return {
          id: 'p1',
          values: { ...state.values, title: String(form.get('title')), body: String(form.get('body')) },
          errors: { teaser: messages.blog.errors.teaserRequired },
        };
      }),
    );
    fireEvent.change(screen.getByLabelText('Titel', { exact: true }), { target: { value: 'Sommerjobs' } });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: '<p>Am See</p>' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' })));

    expect(posted[0].get('intent')).toBe('publish');
    expect(posted[0].get('body')).toBe('<p>Am See</p>');
    // The picture goes up through the API: the form carries its id, never its bytes.
    expect([...posted[0].keys()].sort()).toEqual([
      'body',
      'id',
      'imageAlt',
      'imageFileId',
      'intent',
      'slug',
      'teaser',
      'title',
    ]);
    expect(screen.getByRole('alert').textContent).toBe(messages.blog.editor.errorSummary);
    expect(
      screen.getByRole('textbox', { name: 'Anrisstext', description: /Zum Veröffentlichen braucht/ }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Titel', { exact: true })).toHaveProperty('value', 'Sommerjobs');
    expect(screen.getByLabelText('Text')).toHaveProperty('value', '<p>Am See</p>');
    // The next try changes the draft the first one wrote.
    expect(document.querySelector<HTMLInputElement>('input[name="id"]')?.value).toBe('p1');
  });

  it('offers a published post its changes and its withdrawal, with its address fixed', () => {
    renderForm(undefined, { state: 'published', published: true, image: null });
    expect(screen.getByRole('button', { name: 'Änderungen veröffentlichen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zurückziehen' })).toBeTruthy();
    const slug = screen.getByRole('textbox', { name: 'Adresse' });
    expect(slug).toHaveProperty('readOnly', true);
    expect(slug.getAttribute('aria-describedby')).toBe('blog-slug-hint');
  });
});
