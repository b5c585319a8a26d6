import type { TFunction } from './translate.ts';
import {
  shownParams,
  type ErrorReason,
  type ParamWords,
  type ReasonParams,
} from '@hs/contracts/error-reasons';

/** What an API error says about itself: its reason when it has one, and its own text. */
export interface ErrorSaid {
  reason: ErrorReason | null;
  params: ReasonParams;
  /** The text to show when there is no reason (the server's, by the generic handler). */
  message: string;
}

/**
 * The one way the web words an API error (issue 13 item 5): the catalogue's text for its
 * reason in the page's language, with its parameters, else the server's own message.
 */
export function errorText(t: TFunction, locale: string, error: ErrorSaid): string {
  if (!error.reason) return error.message;
  const key = `errors.${error.reason}`;
  const words: ParamWords = {
    locale,
    item: (item: string, params: ReasonParams) =>
      t(`errors.missingItems.${item}`, shownParams({ ...params, items: [] }, words)),
  };
  const text = t(key, shownParams(error.params, words));
  return text === key ? error.message : text;
}
