'use client';

import { useActionState, useState, type FormEvent } from 'react';
import type { StaffProductImage } from '@/server/catalog/images';
import { emptyFormState } from '../inventory/form-state';
import { buttonClass, Field, inputClass, Outcome, secondaryButtonClass } from '../inventory/ui';
import { describeImageAction, moveImageAction, removeImageAction, replaceImageAction, uploadImageAction } from './image-actions';

/** The picture formats taken (decision 063); the server checks the bytes themselves. */
const ACCEPT = 'image/jpeg,image/png,image/webp';
/** IMAGE_MAX_BYTES (image-upload.ts): a larger file is stopped here, before it is sent past the actions' body limit. */
const MAX_BYTES = 5 * 1024 * 1024;

/** Stop the form before it sends a file over the limit; say why instead. */
function useSizeCheck(tooLarge: string) {
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const file = new FormData(event.currentTarget).get('file');
    const over = file instanceof Blob && file.size > MAX_BYTES;
    setError(over ? tooLarge : null);
    if (over) event.preventDefault();
  };
  return { error, onSubmit };
}

export interface ImageLabels {
  /** Alternative text per locale: the field's label. */
  alt: Record<string, string>;
  altHint: string;
  file: string;
  fileHint: string;
  upload: string;
  main: string;
  saveAlt: string;
  makeMain: string;
  earlier: string;
  later: string;
  replace: string;
  replaceFile: string;
  remove: string;
  tooLarge: string;
}

function AltFields({ prefix, values, labels }: { prefix: string; values: Record<string, string>; labels: ImageLabels }) {
  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-3">
      {Object.entries(labels.alt).map(([locale, label]) => (
        <Field key={locale} id={`${prefix}-alt-${locale}`} label={label}>
          <input id={`${prefix}-alt-${locale}`} name={`alt.${locale}`} defaultValue={values[`alt.${locale}`] ?? ''} maxLength={250} className={inputClass} aria-describedby={`${prefix}-alt-hint`} />
        </Field>
      ))}
      <p id={`${prefix}-alt-hint`} className="text-sm text-muted lg:col-span-3">
        {labels.altHint}
      </p>
    </div>
  );
}

/** Add a picture: the file (JPEG, PNG or WebP, up to 5 MB) and its text in each language. */
export function UploadImageForm({ sku, labels }: { sku: string; labels: ImageLabels }) {
  const [state, action, pending] = useActionState(uploadImageAction, emptyFormState({ sku }));
  const size = useSizeCheck(labels.tooLarge);
  return (
    <form action={action} onSubmit={size.onSubmit} className="grid grid-cols-1 gap-3 rounded-md border border-line p-3" data-testid="image-upload-form">
      <input type="hidden" name="sku" value={sku} />
      <Field id="image-file" label={labels.file}>
        <input id="image-file" name="file" type="file" accept={ACCEPT} className="min-h-11 text-base" aria-describedby="image-file-hint" />
      </Field>
      <p id="image-file-hint" className="-mt-2 text-sm text-muted">
        {labels.fileHint}
      </p>
      <AltFields prefix="new" values={state.values} labels={labels} />
      <div>
        <button type="submit" className={buttonClass} disabled={pending}>
          {labels.upload}
        </button>
        <Outcome state={size.error ? { ...state, error: size.error, done: null } : state} testId="image-upload" />
      </div>
    </form>
  );
}

/** One picture: its text, its place in the order, a new file for it, or away with it. */
export function ImageEditor({ sku, image, count, detail, labels }: { sku: string; image: StaffProductImage; count: number; detail: string; labels: ImageLabels }) {
  const initial = { sku, imageId: String(image.id), ...Object.fromEntries(Object.entries(image.alt).map(([l, text]) => [`alt.${l}`, text])) };
  const [described, describe, describing] = useActionState(describeImageAction, emptyFormState(initial));
  const [moved, move, moving] = useActionState(moveImageAction, null);
  const [replaced, replace, replacing] = useActionState(replaceImageAction, null);
  const [removed, remove, removing] = useActionState(removeImageAction, null);
  const size = useSizeCheck(labels.tooLarge);
  const prefix = `image-${image.id}`;
  const hidden = (
    <>
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="imageId" value={image.id} />
    </>
  );
  return (
    <li className="grid grid-cols-1 gap-3 rounded-md border border-line p-3 md:grid-cols-[8rem_minmax(0,1fr)]" data-testid="image-editor">
      <div>
        {/* eslint-disable-next-line @next/next/no-img-element -- the stored picture, shown small */}
        <img src={image.url} alt="" width={128} height={128} className="aspect-square w-32 rounded border border-line bg-panel object-contain" />
        <p className="mt-1 text-sm text-muted">
          {image.position === 0 ? <strong className="text-ink">{labels.main} · </strong> : null}
          {detail}
        </p>
      </div>
      <div className="grid min-w-0 grid-cols-1 gap-3">
        <form action={describe} className="grid grid-cols-1 gap-3">
          {hidden}
          <AltFields prefix={prefix} values={described.values} labels={labels} />
          <div>
            <button type="submit" className={secondaryButtonClass} disabled={describing}>
              {labels.saveAlt}
            </button>
            <Outcome state={described} testId={`${prefix}-alt`} />
          </div>
        </form>
        <div className="flex flex-wrap items-end gap-2">
          <form action={move} className="flex flex-wrap gap-2">
            {hidden}
            {image.position > 0 ? (
              <>
                <button type="submit" name="to" value={0} className={secondaryButtonClass} disabled={moving}>
                  {labels.makeMain}
                </button>
                <button type="submit" name="to" value={image.position - 1} className={secondaryButtonClass} disabled={moving}>
                  {labels.earlier}
                </button>
              </>
            ) : null}
            {image.position < count - 1 ? (
              <button type="submit" name="to" value={image.position + 1} className={secondaryButtonClass} disabled={moving}>
                {labels.later}
              </button>
            ) : null}
          </form>
          <form action={remove}>
            {hidden}
            <button type="submit" className={secondaryButtonClass} disabled={removing}>
              {labels.remove}
            </button>
          </form>
        </div>
        <form action={replace} onSubmit={size.onSubmit} className="flex flex-wrap items-end gap-2">
          {hidden}
          <Field id={`${prefix}-file`} label={labels.replaceFile}>
            <input id={`${prefix}-file`} name="file" type="file" accept={ACCEPT} className="min-h-11 text-base" />
          </Field>
          <button type="submit" className={secondaryButtonClass} disabled={replacing}>
            {labels.replace}
          </button>
        </form>
        {size.error ? <Outcome state={{ values: {}, error: size.error, fieldErrors: {}, done: null }} testId={`${prefix}-change`} /> : null}
        {[moved, replaced, removed].map((state, i) => (state?.error || state?.done ? <Outcome key={i} state={state} testId={`${prefix}-change`} /> : null))}
      </div>
    </li>
  );
}
