/**
 * The opening tags of a page's scripts that the browser runs. A data block (decision 042's
 * page texts, `type="application/json"`) is never run, so the CSP does not need to admit it.
 */
export function runnableScriptTags(html: string): string[] {
  return (html.match(/<script\b[^>]*>/g) ?? []).filter(
    (tag) => !/\btype="application\/(?:ld\+)?json"/.test(tag),
  );
}
