import { LOCALES } from '@/lib/markets';
import { readBodyBytes } from '@/server/platform/body';
import { ApiError } from '@/server/platform/http';

/**
 * A picture sent to the admin API (decision 063): `multipart/form-data` with the file in `file`
 * and, for an upload, its text in `alt.en-US`, `alt.es-MX`, `alt.pt-BR`. Read no further than the
 * pictures' body bound (413 past it); anything else is 400 in the error envelope.
 */
export async function pictureForm(request: Request, { fileRequired = true } = {}): Promise<{ bytes: Uint8Array | null; alt: Record<string, string> }> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;/i.test(type)) throw malformed('Send the picture as multipart/form-data, the file in the field "file"');
  const body = await readBodyBytes(request);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  } catch {
    throw malformed('The form cannot be read');
  }
  const file = form.get('file');
  const bytes = file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : null;
  if (fileRequired && !bytes) throw malformed('The form has no file in the field "file"');
  const alt = Object.fromEntries(LOCALES.map((l) => [l, String(form.get(`alt.${l}`) ?? '')]));
  return { bytes, alt };
}

function malformed(message: string): ApiError {
  return new ApiError(400, { errorCode: 'BAD_PICTURE_FORM', errorMessageKey: 'validation.request.invalidFormat', errorMessageDefault: message });
}
