/** Writes text to the clipboard; rejects when the Clipboard API is missing (insecure origin, old browser) or refuses. */
export async function copyText(text: string, clipboard: Pick<Clipboard, 'writeText'> | undefined = navigator.clipboard): Promise<void> {
  if (!clipboard?.writeText) throw new Error('Clipboard unavailable');
  await clipboard.writeText(text);
}
