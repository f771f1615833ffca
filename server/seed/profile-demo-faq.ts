/** The FAQ entry the demo profile draft adds (profile-demo.ts); the e2e spec looks for it. No imports: e2e loads it. */
export const DEMO_DRAFT_QUESTION = 'Kann ich mich auch ohne Anschreiben bewerben?';
