/**
 * The generated part card: an SVG drawing with the part's name, one per part type or group
 * and locale. Real photography replaces it when an image host is configured.
 */
const SHAPES = [
  // disc, cylinder, box, bolt, blade, drop: simple line drawings, chosen by id
  '<circle cx="200" cy="165" r="95" fill="none" stroke="#c8102e" stroke-width="14"/><circle cx="200" cy="165" r="32" fill="#c8102e"/>',
  '<rect x="130" y="70" width="140" height="190" rx="22" fill="none" stroke="#c8102e" stroke-width="14"/><path d="M130 120h140M130 210h140" stroke="#c8102e" stroke-width="10"/>',
  '<rect x="95" y="95" width="210" height="150" rx="12" fill="none" stroke="#c8102e" stroke-width="14"/><path d="M140 95v-25h40v25M220 95v-25h40v25" stroke="#c8102e" stroke-width="12" fill="none"/>',
  '<path d="M200 60l40 40-40 40-40-40z" fill="#c8102e"/><rect x="188" y="135" width="24" height="130" fill="#c8102e"/>',
  '<path d="M80 230 L320 100" stroke="#c8102e" stroke-width="16" stroke-linecap="round"/><path d="M95 250 L335 120" stroke="#17191c" stroke-width="6" stroke-linecap="round"/>',
  '<path d="M200 60s70 80 70 125a70 70 0 0 1-140 0c0-45 70-125 70-125z" fill="none" stroke="#c8102e" stroke-width="14"/>',
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** Break a name into at most two lines of about 22 characters. */
function lines(name: string): string[] {
  const words = name.split(/\s+/);
  const out: string[] = [''];
  for (const word of words) {
    const current = out[out.length - 1]!;
    if (current && (current + ' ' + word).length > 22) {
      if (out.length === 2) {
        out[1] = `${current}…`;
        break;
      }
      out.push(word);
    } else {
      out[out.length - 1] = current ? `${current} ${word}` : word;
    }
  }
  return out;
}

export function partImageSvg(id: string, name: string): string {
  let hash = 0;
  for (const c of id) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  const shape = SHAPES[hash % SHAPES.length]!;
  const text = lines(name)
    .map((line, i) => `<text x="200" y="${318 + i * 34}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="26" font-weight="700" fill="#17191c">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(name)}"><rect width="400" height="400" fill="#f3f3f1"/>${shape}${text}</svg>`;
}
