import { toSVG } from 'bwip-js/node';

/**
 * A Code 128 barcode of the rewards id, drawn on the server as SVG (bwip-js, no canvas): the
 * store's scanner reads it off the phone's screen. The quiet zone is part of the drawing.
 */
export function Barcode({ value, label }: { value: string; label: string }) {
  const svg = toSVG({ bcid: 'code128', text: value, scale: 3, height: 14, paddingwidth: 10, paddingheight: 4, backgroundcolor: 'FFFFFF' });
  return <div role="img" aria-label={label} className="w-full max-w-[360px] bg-white [&>svg]:block [&>svg]:h-auto [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: svg }} data-testid="rewards-barcode" />;
}
