/**
 * What the media generator draws and what the seed links to: product kinds (one line drawing each), finish
 * colours, brand logos, shop logos, banners and the small images of the footer. Paths are below `/media`.
 */
import type { FamilyDrawing } from './draw-families';

export type FinishCode =
  | 'chrom'
  | 'mattschwarz'
  | 'edelstahl'
  | 'bronze'
  | 'weiss'
  | 'anthrazit'
  | 'eiche'
  | 'gold'
  | 'natur';

export type Finish = { code: FinishCode; hex: string; de: string; ro: string };

export const FINISHES: Record<FinishCode, Finish> = {
  chrom: { code: 'chrom', hex: '#C8CDD2', de: 'Chrom', ro: 'Crom' },
  mattschwarz: { code: 'mattschwarz', hex: '#222222', de: 'Mattschwarz', ro: 'Negru mat' },
  edelstahl: { code: 'edelstahl', hex: '#A9ABAE', de: 'Edelstahl-Optik', ro: 'Aspect inox' },
  bronze: { code: 'bronze', hex: '#8C6A4A', de: 'Brushed Bronze', ro: 'Bronz periat' },
  weiss: { code: 'weiss', hex: '#F5F5F2', de: 'Weiß', ro: 'Alb' },
  anthrazit: { code: 'anthrazit', hex: '#3B3F45', de: 'Anthrazit', ro: 'Antracit' },
  eiche: { code: 'eiche', hex: '#B08B5B', de: 'Eiche Natur', ro: 'Stejar natur' },
  gold: { code: 'gold', hex: '#C9A227', de: 'Gold-Optik', ro: 'Aspect auriu' },
  natur: { code: 'natur', hex: '#B5A642', de: 'Messing natur', ro: 'Alamă naturală' },
};

/** Product kinds: one drawing each, in the finishes listed (the first is the default). */
export const PRODUCT_KINDS = {
  tap: ['chrom', 'mattschwarz', 'edelstahl', 'bronze', 'weiss', 'gold'],
  kitchen_tap: ['chrom', 'mattschwarz', 'edelstahl'],
  shower: ['chrom', 'mattschwarz', 'bronze'],
  hand_shower: ['chrom', 'mattschwarz', 'weiss'],
  thermostat: ['chrom', 'mattschwarz'],
  bath_tap: ['chrom', 'mattschwarz'],
  wc: ['weiss', 'mattschwarz'],
  wc_seat: ['weiss', 'mattschwarz'],
  basin: ['weiss', 'mattschwarz'],
  bathtub: ['weiss'],
  shower_tray: ['weiss', 'anthrazit'],
  shower_drain: ['edelstahl', 'mattschwarz'],
  shower_screen: ['chrom', 'mattschwarz'],
  frame: ['natur'],
  flush_plate: ['weiss', 'chrom', 'mattschwarz'],
  furniture: ['weiss', 'anthrazit', 'eiche'],
  mirror_cabinet: ['weiss', 'eiche'],
  accessory: ['chrom', 'mattschwarz'],
  sink: ['edelstahl', 'anthrazit', 'weiss'],
  radiator: ['weiss', 'anthrazit'],
  design_radiator: ['weiss', 'anthrazit'],
  towel_radiator: ['weiss', 'chrom', 'anthrazit'],
  boiler: ['weiss'],
  heat_pump: ['weiss'],
  water_heater: ['weiss'],
  floor_heating: ['natur'],
  pump: ['natur'],
  pipe: ['natur'],
  fitting: ['natur'],
  valve: ['chrom', 'natur'],
  thermostat_head: ['weiss', 'chrom'],
  siphon: ['chrom', 'weiss'],
  sealant: ['weiss'],
  membrane: ['natur'],
  cartridge: ['natur'],
  spare_part: ['natur'],
} as const satisfies Record<string, readonly FinishCode[]>;

export type ProductKind = keyof typeof PRODUCT_KINDS;

export const PRODUCT_IMAGE_SIZE = 800;

/** What a product image shows: the drawing of its leaf family (a kind's drawing serves one leaf of that kind). */
export type DrawingName = ProductKind | FamilyDrawing;

/** A drawing's name and a series' variation as a file name: variation 0 is the drawing as designed. */
function stem(drawing: DrawingName, variant: number): string {
  return `${drawing.replace(/_/g, '-')}${variant > 0 ? `-s${variant}` : ''}`;
}

export function productImagePath(drawing: DrawingName, finish: FinishCode, variant = 0): string {
  return `/media/product/${stem(drawing, variant)}-${finish}.webp`;
}

/** The dimension drawing (outline with measures). */
export function productDrawingPath(drawing: DrawingName, variant = 0): string {
  return `/media/product/${stem(drawing, variant)}-masszeichnung.webp`;
}

/** The detail view in a finish (a close-up of the drawing: handle, outlet, surface). */
export function productDetailPath(drawing: DrawingName, finish: FinishCode, variant = 0): string {
  return `/media/product/${stem(drawing, variant)}-${finish}-detail.webp`;
}

/** The finish a product of this kind shows when it has no colour variants. */
export function defaultFinish(kind: ProductKind): FinishCode {
  return PRODUCT_KINDS[kind][0];
}

export function brandLogoPath(slug: string): string {
  return `/media/brand/${slug}.webp`;
}

export const BRAND_LOGO_SIZE = { width: 400, height: 200 } as const;

/** Shop codes of the media (logos, banners): the three shops. */
export const MEDIA_SHOPS = ['at', 'de', 'ro'] as const;
export type MediaShop = (typeof MEDIA_SHOPS)[number];

export const BANNER_SIZE = { width: 1600, height: 500 } as const;
export const BANNER_MOBILE_SIZE = { width: 800, height: 600 } as const;
export const BANNER_THEMES = ['bad', 'heizung', 'armaturen'] as const;
export type BannerTheme = (typeof BANNER_THEMES)[number];

export function bannerPath(theme: BannerTheme, language: 'de' | 'ro', mobile: boolean): string {
  return `/media/banner/${theme}-${language}${mobile ? '-mobile' : ''}.webp`;
}

export const PAYMENT_LOGOS = [
  { code: 'paypal', label: 'PayPal' },
  { code: 'visa-mastercard', label: 'Visa / Mastercard' },
  { code: 'klarna-sofort', label: 'Klarna / Sofort' },
  { code: 'nachnahme', label: 'Nachnahme' },
  { code: 'vorkasse', label: 'Vorkasse' },
  { code: 'global-payments', label: 'Global Payments' },
  { code: 'ramburs', label: 'Ramburs' },
  { code: 'ordin-de-plata', label: 'Ordin de plată' },
] as const;

export const DELIVERY_LOGOS = [
  { code: 'dpd', label: 'DPD' },
  { code: 'dhl', label: 'DHL' },
  { code: 'post-at', label: 'Österreichische Post' },
  { code: 'gls', label: 'GLS' },
  { code: 'fan-courier', label: 'FAN Courier' },
  { code: 'cargus', label: 'Cargus' },
  { code: 'spedition', label: 'Spedition' },
  { code: 'transport-paletizat', label: 'Transport paletizat' },
] as const;

export const LOGO_TILE_SIZE = { width: 240, height: 120 } as const;
export const ANPC_SIZE = { width: 250, height: 50 } as const;

export const FOOTER_IMAGES = ['showroom', 'beratung', 'lieferung', 'garantie'] as const;
export type FooterImage = (typeof FOOTER_IMAGES)[number];

export function footerImagePath(image: FooterImage, language: 'de' | 'ro'): string {
  return `/media/footer/${image}-${language}.webp`;
}

export const MISC = {
  cartoon404: '/media/misc/cartoon-404.webp',
  loading: '/media/misc/loading.webp',
  anpcSal: '/media/anpc/anpc-sal.webp',
  anpcSol: '/media/anpc/anpc-sol.webp',
} as const;

export function adventImagePath(language: 'de' | 'ro', mobile: boolean): string {
  return `/media/advent/advent-${language}${mobile ? '-mobile' : ''}.webp`;
}

export function shopLogoPath(shop: MediaShop, mobile: boolean): string {
  return `/media/shop/logo-${shop}${mobile ? '-mobile' : ''}.webp`;
}

export function flagPath(iso: string): string {
  return `/media/flags/${iso.toLowerCase()}.webp`;
}

export function paymentLogoPath(code: string): string {
  return `/media/payment/${code}.webp`;
}

export function deliveryLogoPath(code: string): string {
  return `/media/delivery/${code}.webp`;
}

/** Documents (tiny generated PDFs). */
export function productDocumentPath(productId: number, type: string): string {
  return `/media/documents/product-${productId}-${type}.pdf`;
}

export const WITHDRAWAL_FORMS = {
  de: '/media/documents/widerrufsformular.pdf',
  ro: '/media/documents/formular-retragere.pdf',
} as const;
