'use server';

import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { isLocale, type Locale } from '@/lib/markets';
import { isSlug } from '@/server/content/pages';
import { putPageAs, deletePageAs, updateBannerAs, createBannerAs, deleteBannerAs } from '@/server/content/use-cases';
import { findBannerAs } from '@/server/content/queries';
import { opsTime } from '../format';
import { opsRequestLocale, opsTranslations } from '../i18n';
import { currentStaff } from '../session';
import { isBannerKind } from './banner-fields';
import { readBannerForm, typedBannerValues, type BannerFormValues } from './banner-form';
import { parsePageJson, prettyJson, type FormIssue, type IssueWords } from './issues';
import { contentPaths } from './paths';

/**
 * The content screens' server actions. Each is a public endpoint: it checks the operator's
 * staff member first (currentStaff sends a stranger to sign in), then validates with the
 * content module's schemas, writes through the content module's staff use cases (content.write,
 * each change in the audit log) with that actor, and refreshes the screens. Its own messages and
 * the time it saved are in the staff member's language.
 */

export interface PageFormState {
  text: string;
  published: boolean;
  issues: FormIssue[];
  saved: string | null;
}

export interface NewPageFormState {
  locale: string;
  slug: string;
  text: string;
  published: boolean;
  issues: FormIssue[];
}

export interface BannerFormState {
  values: BannerFormValues;
  issues: FormIssue[];
  saved: string | null;
}

const field = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
};

/** The staff member's content messages, the whole catalogue's (what a form's problems say), and the moment now as they read it. */
async function words() {
  const locale = await opsRequestLocale();
  const t = await opsTranslations(locale);
  const issueWords = (await getTranslations({ locale })) as unknown as IssueWords;
  return { t, issueWords, now: () => opsTime(new Date(), locale) };
}

function refreshPages(): void {
  revalidatePath('/ops/content', 'layout');
  revalidatePath('/[locale]/(shop)/lp/[slug]', 'page');
}

function refreshBanners(): void {
  revalidatePath('/ops/content', 'layout');
}

/** The page editor: save the body (and whether it is published) over the stored page. */
export async function savePageAction(_: PageFormState | null, formData: FormData): Promise<PageFormState> {
  const locale = field(formData, 'locale');
  const slug = field(formData, 'slug');
  const actor = await currentStaff(isLocale(locale) && isSlug(slug) ? contentPaths.page(locale, slug) : contentPaths.index());
  const text = field(formData, 'body');
  const published = formData.get('published') === 'on';
  const { t, issueWords, now } = await words();
  if (!isLocale(locale) || !isSlug(slug)) return { text, published, issues: [{ path: 'page', message: t('content.issues.noPage', { locale, slug }) }], saved: null };
  const parsed = parsePageJson(text, issueWords);
  if (!parsed.ok) return { text, published, issues: parsed.issues, saved: null };
  await putPageAs({ locale, slug, body: parsed.page, published }, 'replace', actor);
  refreshPages();
  return { text: prettyJson(parsed.page), published, issues: [], saved: now() };
}

/** "New page": a locale, a slug not taken in that locale, and a body; then its editor. */
export async function createPageAction(_: NewPageFormState | null, formData: FormData): Promise<NewPageFormState> {
  const actor = await currentStaff(contentPaths.index());
  const state = { locale: field(formData, 'locale'), slug: field(formData, 'slug').trim(), text: field(formData, 'body'), published: formData.get('published') === 'on' };
  const { t, issueWords } = await words();
  const issues: FormIssue[] = [];
  if (!isLocale(state.locale)) issues.push({ path: 'locale', message: t('content.issues.locale') });
  if (!isSlug(state.slug)) issues.push({ path: 'slug', message: t('content.issues.slug') });
  const parsed = parsePageJson(state.text, issueWords);
  if (!parsed.ok) issues.push(...parsed.issues);
  if (issues.length || !parsed.ok || !isLocale(state.locale)) return { ...state, issues };
  const locale: Locale = state.locale;
  const { created } = await putPageAs({ locale, slug: state.slug, body: parsed.page, published: state.published }, 'insert-missing', actor);
  if (!created) return { ...state, issues: [{ path: 'slug', message: t('content.issues.slugTaken', { locale, slug: state.slug }) }] };
  refreshPages();
  redirect(contentPaths.page(locale, state.slug));
}

export async function deletePageAction(formData: FormData): Promise<void> {
  const locale = field(formData, 'locale');
  const slug = field(formData, 'slug');
  const valid = isLocale(locale) && isSlug(slug);
  const actor = await currentStaff(valid ? contentPaths.page(locale, slug) : contentPaths.index());
  if (!valid) redirect(contentPaths.index());
  await deletePageAs(locale, slug, actor);
  refreshPages();
  redirect(contentPaths.index(locale));
}

const BannerId = z.uuid();

/** The banner editor: every field of the form over the stored banner. */
export async function saveBannerAction(_: BannerFormState | null, formData: FormData): Promise<BannerFormState> {
  const id = field(formData, 'id');
  const actor = await currentStaff(BannerId.safeParse(id).success ? contentPaths.banner(id) : contentPaths.index());
  const current = BannerId.safeParse(id).success ? await findBannerAs(id, actor) : null;
  const { t, issueWords, now } = await words();
  if (!current) return { values: {}, issues: [{ path: 'banner', message: t('content.issues.bannerGone') }], saved: null };
  const values = typedBannerValues(current.kind, formData);
  const parsed = readBannerForm(current.kind, values, issueWords);
  if (!parsed.ok) return { values, issues: parsed.issues, saved: null };
  await updateBannerAs(id, parsed.write, actor);
  refreshBanners();
  return { values, issues: [], saved: now() };
}

/** "New banner" of a locale and kind; then its editor. */
export async function createBannerAction(_: BannerFormState | null, formData: FormData): Promise<BannerFormState> {
  const actor = await currentStaff(contentPaths.index());
  const locale = field(formData, 'locale');
  const kind = field(formData, 'kind');
  const { t, issueWords } = await words();
  if (!isLocale(locale) || !isBannerKind(kind)) return { values: {}, issues: [{ path: 'banner', message: t('content.issues.localeAndKind') }], saved: null };
  const values = typedBannerValues(kind, formData);
  const parsed = readBannerForm(kind, values, issueWords);
  if (!parsed.ok) return { values, issues: parsed.issues, saved: null };
  const banner = await createBannerAs({ locale, kind, ...parsed.write }, actor);
  refreshBanners();
  redirect(contentPaths.banner(banner.id));
}

/** The list's Activate / Deactivate button. */
export async function setBannerActiveAction(formData: FormData): Promise<void> {
  const actor = await currentStaff(contentPaths.index());
  const id = field(formData, 'id');
  if (!BannerId.safeParse(id).success) return;
  await updateBannerAs(id, { active: field(formData, 'active') === 'true' }, actor);
  refreshBanners();
}

export async function deleteBannerAction(formData: FormData): Promise<void> {
  const actor = await currentStaff(contentPaths.index());
  const id = field(formData, 'id');
  const banner = BannerId.safeParse(id).success ? await findBannerAs(id, actor) : null;
  if (banner) await deleteBannerAs(id, actor);
  refreshBanners();
  redirect(contentPaths.index(banner && isLocale(banner.locale) ? banner.locale : undefined));
}
