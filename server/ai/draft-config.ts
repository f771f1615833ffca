/** The chat-completions endpoint of the AI draft, set by the operator's environment (never by a request). */
export type DraftModelConfig = {
  /** Base URL of an OpenAI-compatible API, e.g. http://127.0.0.1:11434/v1 or https://api.openai.com/v1. */
  url: string;
  /** Bearer key; a local model server needs none. */
  key: string | null;
  model: string;
  /** Longest a whole draft may take, from the request to the last part. */
  timeoutMs: number;
};

/** docs/product.md §9: the model's settings for the job description. */
export const DRAFT_TEMPERATURE = 0.5;
export const DRAFT_MAX_TOKENS = 1500;
/** A draft of 1500 tokens takes well under a minute on a hosted model; a slow local one gets the same bound. */
const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_MODEL = 'gpt-4o-mini';

/** The configured model, or null when AI_DRAFT_URL is unset (then the built-in draft is used). */
export function readDraftModelConfig(env: NodeJS.ProcessEnv = process.env): DraftModelConfig | null {
  const url = env.AI_DRAFT_URL?.trim();
  if (!url) return null;
  const timeout = Number(env.AI_DRAFT_TIMEOUT_MS);
  return {
    url: url.replace(/\/+$/, ''),
    key: env.AI_DRAFT_KEY?.trim() || null,
    model: env.AI_DRAFT_MODEL?.trim() || DEFAULT_MODEL,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
  };
}
