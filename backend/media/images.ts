import { BRANDS } from '@/backend/db/seed/brands-data';
import type { DrawingName, FinishCode, ProductKind } from './catalog';
import {
  ANPC_SIZE, BANNER_MOBILE_SIZE, BANNER_SIZE, BANNER_THEMES, DELIVERY_LOGOS, FINISHES, FOOTER_IMAGES, LOGO_TILE_SIZE, MEDIA_SHOPS, MISC,
  PAYMENT_LOGOS, adventImagePath, bannerPath, brandLogoPath, deliveryLogoPath, flagPath, footerImagePath, paymentLogoPath,
  productDetailPath, productDrawingPath, productImagePath, shopLogoPath,
} from './catalog';
import { banner, brandLogo, cartoon404, flag, footerCard, labelTile, loadingSpinner, productFrame, shopLogo } from './draw-misc';
import { DRAWING_NAMES, KIND_DRAWINGS, drawVariant, drawingOf } from './drawings';
import { FAMILIES } from '@/backend/db/seed/products';
import { seriesCount } from './variation';
import { advent } from './draw-advent';
import { ADVENT_BANNER_IMAGE } from '@/contract/constants';
import type { Palette } from './svg';
import { metalGradient } from './svg';

/** One image to render: its media path (below /media) and its SVG; `linkedOnly` when only needed if a product links it. */
export type ImageJob = { path: string; render: () => string; linkedOnly?: boolean };

const SOLID: FinishCode[] = ['weiss', 'mattschwarz', 'anthrazit', 'eiche'];

export function paletteOf(finish: FinishCode | null): { palette: Palette; defs: string } {
  if (finish === null) {
    return { palette: { fill: '#FFFFFF', light: '#FFFFFF', stroke: '#1F3A5F', ceramic: '#FFFFFF', glass: '#FFFFFF', outline: true }, defs: '' };
  }
  const { hex } = FINISHES[finish];
  const ceramic = finish === 'weiss' ? '#FAFAF8' : SOLID.includes(finish) ? hex : 'url(#metal)';
  return {
    palette: { fill: 'url(#metal)', light: '#EEF1F4', stroke: '#2B2F33', ceramic, glass: '#BFE3F5', outline: false },
    defs: metalGradient(finish === 'weiss' ? '#E9ECEF' : hex),
  };
}

/** A close-up of a series' drawing in a finish: the drawing's telling part (the upper middle of most) enlarged. */
export function productDetail(name: DrawingName, finish: FinishCode, variant = 0): string {
  const { palette, defs } = paletteOf(finish);
  const body = drawVariant(name, variant, (style) => drawingOf(name).draw(palette, style));
  const [x, y, size] = drawingOf(name).detail;
  return productFrame(body, defs, false, '').replace('viewBox="0 0 800 800"', `viewBox="${x} ${y} ${size} ${size}"`);
}

/** A series' drawing in a finish, or its dimension drawing (outline) for `null`. */
export function productDrawing(name: DrawingName, finish: FinishCode | null, variant = 0): string {
  const { palette, defs } = paletteOf(finish);
  const body = drawVariant(name, variant, (style) => drawingOf(name).draw(palette, style));
  return productFrame(body, defs, finish === null, 'Maßzeichnung / Desen tehnic – Maße in mm');
}

/**
 * The product images. Every drawing in each of its styles (variants below `styles`, proportions as designed) in every
 * finish of its kind, with its close-up and its dimension drawing; the further series of each leaf (other
 * proportions) only their main images, in the finishes the leaf offers: a series shares the close-up and the
 * dimension drawing of its style (`sharedVariant`). Only the images a product links are rendered (`linkedOnly`), and
 * each drawing's first image, which category tiles and articles show.
 */
export function productImageJobs(): ImageJob[] {
  const jobs: ImageJob[] = [];
  const main = (name: DrawingName, variant: number, finish: FinishCode, linkedOnly: boolean) =>
    jobs.push({ path: productImagePath(name, finish, variant), render: () => productDrawing(name, finish, variant), linkedOnly });
  for (const name of DRAWING_NAMES) {
    const { finishes, styles } = drawingOf(name);
    for (let style = 0; style < styles; style += 1) {
      finishes.forEach((finish, index) => {
        main(name, style, finish, style > 0 || index > 0);
        jobs.push({ path: productDetailPath(name, finish, style), render: () => productDetail(name, finish, style), linkedOnly: true });
      });
      jobs.push({ path: productDrawingPath(name, style), render: () => productDrawing(name, null, style), linkedOnly: true });
    }
  }
  for (const family of FAMILIES) {
    const name = family.drawing ?? family.kind;
    const { finishes, styles } = drawingOf(name);
    const offered = finishes.filter((f) => !family.finishes || family.finishes.includes(f));
    for (let variant = styles; variant < seriesCount(family.brands); variant += 1) for (const finish of offered) main(name, variant, finish, true);
  }
  return jobs;
}

/** Every image of the reference shop (about 2,100 planned; `generateMedia` renders about 1,750 of them). */
export function imageJobs(): ImageJob[] {
  const jobs: ImageJob[] = productImageJobs();
  for (const brand of BRANDS) jobs.push({ path: brandLogoPath(brand.key), render: () => brandLogo(brand.title, brand.color) });
  for (const shop of MEDIA_SHOPS) {
    const name = shop === 'ro' ? 'Casa Sanitară' : 'Sanitär Haus';
    const tagline = shop === 'ro' ? 'Baie · Încălzire · Instalații' : 'Bad · Heizung · Installation';
    for (const mobile of [false, true]) jobs.push({ path: shopLogoPath(shop, mobile), render: () => shopLogo(name, tagline, mobile).svg });
  }
  const bannerTexts = {
    de: { bad: ['Ihr neues Bad', 'Markenqualität zu fairen Preisen'], heizung: ['Heizkörper für jeden Raum', 'Über 400 Modelle sofort lieferbar'], armaturen: ['Armaturen von Grohe & Co.', 'Jetzt bis zu 25 % sparen'], cta: 'Jetzt entdecken' },
    ro: { bad: ['Noua dumneavoastră baie', 'Calitate de marcă la prețuri corecte'], heizung: ['Calorifere pentru fiecare cameră', 'Peste 400 de modele în stoc'], armaturen: ['Baterii Grohe și altele', 'Economisiți până la 25%'], cta: 'Descoperiți acum' },
  } as const;
  const art: Record<(typeof BANNER_THEMES)[number], [ProductKind, FinishCode]> = { bad: ['bathtub', 'weiss'], heizung: ['radiator', 'weiss'], armaturen: ['tap', 'chrom'] };
  for (const lang of ['de', 'ro'] as const) {
    for (const theme of BANNER_THEMES) {
      const [kind, finish] = art[theme];
      const { palette, defs } = paletteOf(finish);
      const [title, subtitle] = bannerTexts[lang][theme];
      for (const mobile of [false, true]) {
        const size = mobile ? BANNER_MOBILE_SIZE : BANNER_SIZE;
        jobs.push({ path: bannerPath(theme, lang, mobile), render: () => banner(size.width, size.height, theme, title, subtitle, bannerTexts[lang].cta, KIND_DRAWINGS[kind](palette, 0), defs) });
      }
    }
    const adventTitle = lang === 'de' ? 'Adventkalender: 24 Tage, 24 Angebote' : 'Calendar de Advent: 24 de zile, 24 de oferte';
    jobs.push({ path: adventImagePath(lang, false), render: () => advent(1600, 400, adventTitle) });
    jobs.push({ path: adventImagePath(lang, true), render: () => advent(ADVENT_BANNER_IMAGE.width, ADVENT_BANNER_IMAGE.height, adventTitle) });
    const footer = {
      de: { showroom: ['Schauraum', 'über 350 m² Ausstellung'], beratung: ['Fachberatung', 'persönlich & kostenlos'], lieferung: ['Schnelle Lieferung', 'Lagerware in 1–3 Werktagen'], garantie: ['Markenqualität', 'mit Herstellergarantie'] },
      ro: { showroom: ['Showroom', 'peste 350 m² de expoziție'], beratung: ['Consultanță', 'personalizată și gratuită'], lieferung: ['Livrare rapidă', 'din stoc în 1–3 zile'], garantie: ['Calitate de marcă', 'cu garanția producătorului'] },
    } as const;
    for (const image of FOOTER_IMAGES) {
      const [title, subtitle] = footer[lang][image];
      jobs.push({ path: footerImagePath(image, lang), render: () => footerCard(title, subtitle, image) });
    }
  }
  const paymentColours: Record<string, [string, string]> = {
    paypal: ['#FFFFFF', '#003087'], 'visa-mastercard': ['#1A1F71', '#F7B600'], 'klarna-sofort': ['#FFB3C7', '#17120F'], nachnahme: ['#F4F6F8', '#2C3E50'],
    vorkasse: ['#F4F6F8', '#2C3E50'], 'global-payments': ['#FFFFFF', '#0F4C81'], ramburs: ['#F4F6F8', '#2C3E50'],
    'ordin-de-plata': ['#F4F6F8', '#2C3E50'],
  };
  for (const logo of PAYMENT_LOGOS) {
    const [bg, fg] = paymentColours[logo.code] ?? ['#FFFFFF', '#000000'];
    jobs.push({ path: paymentLogoPath(logo.code), render: () => labelTile(LOGO_TILE_SIZE.width, LOGO_TILE_SIZE.height, logo.label, bg, fg) });
  }
  const deliveryColours: Record<string, [string, string]> = {
    dpd: ['#DC0032', '#FFFFFF'], dhl: ['#FFCC00', '#D40511'], 'post-at': ['#FFDC00', '#1A1A1A'], gls: ['#061AB1', '#FFD100'],
    'fan-courier': ['#004B9B', '#FFFFFF'], cargus: ['#F26522', '#FFFFFF'], spedition: ['#2C3E50', '#FFFFFF'],
    'transport-paletizat': ['#2C3E50', '#FFFFFF'],
  };
  for (const logo of DELIVERY_LOGOS) {
    const [bg, fg] = deliveryColours[logo.code] ?? ['#FFFFFF', '#000000'];
    jobs.push({ path: deliveryLogoPath(logo.code), render: () => labelTile(LOGO_TILE_SIZE.width, LOGO_TILE_SIZE.height, logo.label, bg, fg) });
  }
  jobs.push({ path: MISC.anpcSal, render: () => labelTile(ANPC_SIZE.width, ANPC_SIZE.height, 'ANPC – SAL', '#FFFFFF', '#0B3D91', 'Soluționarea alternativă a litigiilor') });
  jobs.push({ path: MISC.anpcSol, render: () => labelTile(ANPC_SIZE.width, ANPC_SIZE.height, 'SOL', '#FFFFFF', '#0B3D91', 'Soluționarea online a litigiilor') });
  jobs.push({ path: MISC.cartoon404, render: cartoon404 });
  jobs.push({ path: MISC.loading, render: loadingSpinner });
  for (const iso of ['AT', 'DE', 'RO', 'HU', 'IT', 'CH', 'SK', 'SI', 'CZ', 'BG']) jobs.push({ path: flagPath(iso), render: () => flag(iso) });
  return jobs;
}
